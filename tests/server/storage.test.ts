/**
 * The durable state's store (docs/durable-state.md "Storage"): bad state is
 * refused, not trusted. A corrupt or foreign database file fails the start
 * with a message naming the file and what to do; two platforms on one
 * `DATA_DIR` refuse to run together (also across processes); a stored record
 * that fails its shape check is skipped with a log line; retention forgets
 * old records; the outbox keeps a message until it is delivered.
 */
import { spawn } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

import { ChatSessions } from '../../server/chat/sessions.ts';
import { type Language, loadAssistants } from '../../server/dialogue/assistants.ts';
import { DEFAULT_CHAT_LIMITS } from '../../server/limits/chat-limits.ts';
import { DATABASE_FILE, openSqliteStore } from '../../server/storage/sqlite.ts';
import { retentionMsFromEnv, StorageOpenError } from '../../server/storage/store.ts';
import { startTestPlatform } from '../support/server.ts';

let root: string;
let n = 0;
const fresh = async (): Promise<string> => {
  const dir = join(root, `d${n++}`);
  await mkdir(dir, { recursive: true });
  return dir;
};

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'storage-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('opening the store', () => {
  it('refuses a file that is not a database, naming the file and what to do', async () => {
    const dir = await fresh();
    await writeFile(join(dir, DATABASE_FILE), 'not a database at all '.repeat(200));
    expect(() => openSqliteStore(dir)).toThrow(StorageOpenError);
    expect(() => openSqliteStore(dir)).toThrow(
      new RegExp(
        `${join(dir, DATABASE_FILE).replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')} is not a valid database.*Move it away`,
      ),
    );
  });

  it("refuses another program's SQLite database and one of a newer schema", async () => {
    const dir = await fresh();
    const foreign = new Database(join(dir, DATABASE_FILE));
    foreign.exec('CREATE TABLE notes (x TEXT)');
    foreign.close();
    expect(() => openSqliteStore(dir)).toThrow(/is an SQLite database of another program/);
    const dir2 = await fresh();
    openSqliteStore(dir2).close();
    const newer = new Database(join(dir2, DATABASE_FILE));
    newer.pragma('user_version = 99');
    newer.close();
    expect(() => openSqliteStore(dir2)).toThrow(/written by a newer platform \(schema 99/);
  });

  it('refuses a second store on the same DATA_DIR in this process, and a second platform process; the lock goes with the process', async () => {
    const dir = await fresh();
    const first = openSqliteStore(dir);
    expect(() => openSqliteStore(dir)).toThrow(
      /another platform is already running on .*platform\.sqlite/,
    );
    await expect(startTestPlatform({ dataDir: dir })).rejects.toThrow(
      /another platform is already running/,
    );
    // Another process: the platform program exits 1 with the message.
    const out = await new Promise<{ code: number | null; text: string }>((ok) => {
      const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
        env: { ...process.env, PORT: '0', DATA_DIR: dir, TTS_CACHE_DIR: 'off' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let text = '';
      proc.stdout.on('data', (c: Buffer) => (text += c.toString()));
      proc.stderr.on('data', (c: Buffer) => (text += c.toString()));
      proc.once('exit', (code) => ok({ code, text }));
    });
    expect(out.code).toBe(1);
    expect(out.text).toMatch(
      /Could not start the local voice platform: another platform is already running on .*platform\.sqlite \(DATA_DIR is in use\)/,
    );
    first.close();
    const again = openSqliteStore(dir);
    again.close();
  }, 20_000);
});

describe('records', () => {
  it('keep values across a reopen; batched writes land on the next turn; a value that is not JSON is skipped with a log line', async () => {
    const dir = await fresh();
    const store = openSqliteStore(dir);
    store.records.put('chat', 'a', { x: 1 }, true);
    store.records.put('call', 'b', { y: 2 });
    expect(store.records.get('call', 'b')).toEqual({ y: 2 });
    await new Promise((r) => setImmediate(r));
    await new Promise((r) => setImmediate(r));
    store.close();
    const raw = new Database(join(dir, DATABASE_FILE));
    expect(raw.prepare('SELECT count(*) AS n FROM records').get()).toEqual({ n: 2 });
    raw
      .prepare(
        "INSERT INTO records (kind, id, value, updated_at) VALUES ('chat', 'bad', '{not json', 0)",
      )
      .run();
    raw.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const reopened = openSqliteStore(dir);
    expect(reopened.records.get('chat', 'a')).toEqual({ x: 1 });
    expect(reopened.records.list('chat').map((r) => r.id)).toEqual(['a']);
    expect(warn.mock.calls.flat().join(' ')).toMatch(/skipped the stored chat bad: not valid JSON/);
    // Retention: what was not written since `before` is forgotten (the bad record was written at 0).
    expect(reopened.records.expire(1)).toBe(1);
    expect(reopened.records.expire(Date.now() + 1)).toBe(2);
    reopened.close();
  });

  it('a stored chat that fails its shape check is skipped with a log line (the client gets a new session)', async () => {
    const store = openSqliteStore(':memory:');
    const assistants = await loadAssistants();
    const sofia = assistants.get('sofia')!;
    const resolve = (id: string, language: Language) =>
      assistants.get(id)?.languages[language]
        ? { script: assistants.get(id)!.languages[language]! }
        : undefined;
    store.records.put(
      'chat',
      'forged',
      {
        v: 1,
        id: 'forged',
        address: '1.2.3.4',
        assistantId: 'sofia',
        language: 'es',
        dialogue: { nextStep: 'x' },
      },
      true,
    );
    const chats = new ChatSessions(DEFAULT_CHAT_LIMITS, undefined, {
      store: store.records,
      resolve,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chats.get('forged', Date.now())).toBeUndefined();
    expect(warn.mock.calls.flat().join(' ')).toMatch(
      /skipped the stored chat forged: it fails its shape check/,
    );
    // A good one comes back with its dialogue where it was.
    const created = chats.create('1.2.3.4', 'sofia', 'es', sofia.languages.es!, Date.now());
    if ('status' in created) throw new Error('refused');
    chats.reply(created, 'hola');
    chats.reply(created, 'Me llamo Carlos');
    const other = new ChatSessions(DEFAULT_CHAT_LIMITS, undefined, {
      store: store.records,
      resolve,
    });
    const back = other.get(created.id, Date.now())!;
    expect(back.history.map((h) => h.content)).toEqual(created.history.map((h) => h.content));
    expect(back.dialogue.slots.name).toBe('Carlos');
    store.close();
  });

  it('a stored call that fails its shape check is skipped with a log line and removed; the platform starts', async () => {
    const dir = await fresh();
    const store = openSqliteStore(dir);
    store.records.put(
      'call',
      'forged',
      { v: 1, id: 'forged', assistantId: 'sofia', status: 'in-progress', history: 'nope' },
      true,
    );
    store.records.put('call', 'gone', { v: 1, id: 'gone', assistantId: 'nobody' }, true);
    store.close();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const platform = await startTestPlatform({ dataDir: dir });
    expect(platform.stats()).toMatchObject({ liveCalls: 0, detached: 0 });
    expect(warn.mock.calls.flat().join(' ')).toMatch(
      /skipped the stored call forged: it fails its shape check/,
    );
    const res = await fetch(`${platform.url}api/call/forged`, {
      headers: { Authorization: 'Bearer test-key' },
    });
    expect(res.status).toBe(404);
    await platform.close();
    const after = openSqliteStore(dir);
    expect(after.records.list('call')).toEqual([]);
    after.close();
  });

  it('DATA_RETENTION_HOURS: default 24 h; a value that is not a positive number is refused', () => {
    expect(retentionMsFromEnv({})).toBe(24 * 3_600_000);
    expect(retentionMsFromEnv({ DATA_RETENTION_HOURS: '0.5' })).toBe(1_800_000);
    expect(() => retentionMsFromEnv({ DATA_RETENTION_HOURS: '-1' })).toThrow(
      /DATA_RETENTION_HOURS/,
    );
  });
});

describe('the outbox store', () => {
  it('keeps a message until it is removed, with its tries; expiry drops old ones', () => {
    const store = openSqliteStore(':memory:');
    store.outbox.add({ id: 'm1', lane: 'a', body: '{"message":{}}', attempts: 0, createdAt: 10 });
    store.outbox.add({ id: 'm2', lane: 'a', body: '{"message":{}}', attempts: 0, createdAt: 20 });
    store.outbox.attempted('m1', 3);
    expect(store.outbox.pending().map((e) => [e.id, e.attempts])).toEqual([
      ['m1', 3],
      ['m2', 0],
    ]);
    store.outbox.remove('m1');
    expect(store.outbox.expire(21)).toBe(1);
    expect(store.outbox.pending()).toEqual([]);
    store.close();
  });
});
