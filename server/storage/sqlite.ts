/**
 * The {@link PlatformStore} on SQLite (better-sqlite3 12.x), in one file
 * `<DATA_DIR>/platform.sqlite` (docs/durable-state.md "Storage"):
 *
 * - WAL journal, `synchronous = NORMAL`: a committed write survives the
 *   process being killed (`kill -9`); only an OS crash may lose the last ones.
 *   The journal is written back (checkpoint, with its fsync) by `maintain()`
 *   on the platform's minute timer, at close, and by SQLite's own automatic
 *   checkpoint when it passes 1000 pages (≈ 4 MB): without that bound a
 *   flood of chat writes grew it past 100 MB within a minute.
 * - `locking_mode = EXCLUSIVE`: the first platform holds the file's lock for
 *   its whole life, so a second platform on the same `DATA_DIR` fails to start
 *   ({@link StorageOpenError}). The OS drops the lock when the process dies,
 *   so a killed platform leaves no stale lock behind.
 * - The file is checked before use: `application_id` names this platform's
 *   format and `user_version` its schema version; a file that is not SQLite,
 *   is corrupt (`quick_check`), belongs to another program or was made by a
 *   newer schema is refused with a message naming the file and what to do.
 * - Record writes that are not `durable` are batched: one transaction on the
 *   next `setImmediate`, never on the caller's path (the audio path).
 */
import { mkdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

import Database from 'better-sqlite3';

import {
  type OutboxEntry,
  type PlatformStore,
  type RecordKind,
  StorageOpenError,
} from './store.ts';

/** `PRAGMA application_id` of the platform's database ('VPLT'). */
const APPLICATION_ID = 0x56504c54;
/** `PRAGMA user_version`: the schema version this code reads and writes. */
const SCHEMA_VERSION = 1;
/** The database's file name inside `DATA_DIR`. */
export const DATABASE_FILE = 'platform.sqlite';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS outbox (
  id TEXT PRIMARY KEY,
  lane TEXT NOT NULL,
  body TEXT NOT NULL,
  attempts INTEGER NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS outbox_created ON outbox (created_at);
CREATE TABLE IF NOT EXISTS records (
  kind TEXT NOT NULL,
  id TEXT NOT NULL,
  value TEXT NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (kind, id)
);
CREATE INDEX IF NOT EXISTS records_updated ON records (updated_at);
`;

/**
 * Opens (creating if needed) the store in `dataDir`, or an in-memory one for
 * `':memory:'` (tests, and platforms started without `DATA_DIR`).
 *
 * @throws StorageOpenError naming the file: not a database or corrupt, another program's
 *   database, a newer schema, or another platform already running on `dataDir`.
 */
export function openSqliteStore(dataDir: string): PlatformStore {
  const memory = dataDir === ':memory:';
  const file = memory ? ':memory:' : join(resolve(dataDir), DATABASE_FILE);
  if (!memory) mkdirSync(resolve(dataDir), { recursive: true });
  let db: Database.Database;
  try {
    db = new Database(file, { timeout: 0 });
  } catch (error) {
    throw new StorageOpenError(
      file,
      `cannot open the platform's database ${file}: ${(error as Error).message}`,
      { cause: error },
    );
  }
  try {
    prepare(db, file, memory);
  } catch (error) {
    db.close();
    throw error;
  }
  return new SqliteStore(db, file, memory);
}

/** Takes the lock, checks the file and creates or checks the schema. @throws StorageOpenError */
function prepare(db: Database.Database, file: string, memory: boolean): void {
  const what =
    'Move it away (or delete it, which loses the state it holds) and start the platform again, or set DATA_DIR to another directory.';
  try {
    if (!memory) {
      db.pragma('locking_mode = EXCLUSIVE');
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = NORMAL');
    }
    const appId = db.pragma('application_id', { simple: true }) as number;
    const version = db.pragma('user_version', { simple: true }) as number;
    const tables = (
      db.prepare("SELECT count(*) AS n FROM sqlite_master WHERE type = 'table'").get() as {
        n: number;
      }
    ).n;
    if (appId === 0 && version === 0 && tables === 0) {
      db.exec(SCHEMA);
      db.pragma(`application_id = ${APPLICATION_ID}`);
      db.pragma(`user_version = ${SCHEMA_VERSION}`);
      return;
    }
    if (appId !== APPLICATION_ID)
      throw new StorageOpenError(
        file,
        `${file} is an SQLite database of another program, not the voice platform's state. ${what}`,
      );
    if (version > SCHEMA_VERSION)
      throw new StorageOpenError(
        file,
        `${file} was written by a newer platform (schema ${version}; this one reads ${SCHEMA_VERSION}). Run the newer platform, or move the file away and start again.`,
      );
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok')
      throw new StorageOpenError(file, `${file} is corrupt (${String(check)}). ${what}`);
    db.exec(SCHEMA);
  } catch (error) {
    if (error instanceof StorageOpenError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'SQLITE_BUSY' || code === 'SQLITE_LOCKED') {
      throw new StorageOpenError(
        file,
        `another platform is already running on ${file} (DATA_DIR is in use). Stop it first, or give this one its own DATA_DIR.`,
        { cause: error },
      );
    }
    if (code === 'SQLITE_NOTADB' || code === 'SQLITE_CORRUPT')
      throw new StorageOpenError(
        file,
        `${file} is not a valid database (${(error as Error).message}). ${what}`,
        { cause: error },
      );
    throw new StorageOpenError(
      file,
      `cannot use the platform's database ${file}: ${(error as Error).message}`,
      { cause: error },
    );
  }
}

/** Parses a stored JSON value; undefined (with a log line) when it is not JSON. */
function parse(kind: string, id: string, text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    console.warn(`[platform] skipped the stored ${kind} ${id}: not valid JSON`);
    return undefined;
  }
}

/** See the module comment. */
class SqliteStore implements PlatformStore {
  private readonly pendingPuts = new Map<
    string,
    { kind: RecordKind; id: string; text: string; at: number }
  >();
  private flushScheduled = false;
  private closed = false;
  private readonly st;

  constructor(
    private readonly db: Database.Database,
    readonly location: string,
    private readonly memory: boolean,
  ) {
    this.st = {
      outboxAdd: db.prepare(
        'INSERT OR REPLACE INTO outbox (id, lane, body, attempts, created_at) VALUES (?, ?, ?, ?, ?)',
      ),
      outboxAll: db.prepare(
        'SELECT id, lane, body, attempts, created_at FROM outbox ORDER BY created_at, rowid',
      ),
      outboxAttempted: db.prepare('UPDATE outbox SET attempts = ? WHERE id = ?'),
      outboxRemove: db.prepare('DELETE FROM outbox WHERE id = ?'),
      outboxExpire: db.prepare('DELETE FROM outbox WHERE created_at < ?'),
      put: db.prepare(
        'INSERT OR REPLACE INTO records (kind, id, value, updated_at) VALUES (?, ?, ?, ?)',
      ),
      get: db.prepare('SELECT value FROM records WHERE kind = ? AND id = ?'),
      list: db.prepare('SELECT id, value FROM records WHERE kind = ?'),
      remove: db.prepare('DELETE FROM records WHERE kind = ? AND id = ?'),
      expire: db.prepare('DELETE FROM records WHERE updated_at < ?'),
    };
  }

  readonly outbox = {
    add: (entry: OutboxEntry): void => {
      this.st.outboxAdd.run(entry.id, entry.lane, entry.body, entry.attempts, entry.createdAt);
    },
    pending: (): OutboxEntry[] => {
      const rows = this.st.outboxAll.all() as {
        id: unknown;
        lane: unknown;
        body: unknown;
        attempts: unknown;
        created_at: unknown;
      }[];
      const entries: OutboxEntry[] = [];
      for (const row of rows) {
        const { id, lane, body, attempts, created_at: createdAt } = row;
        if (
          typeof id !== 'string' ||
          typeof lane !== 'string' ||
          typeof body !== 'string' ||
          typeof attempts !== 'number' ||
          typeof createdAt !== 'number' ||
          parse('server message', String(id), String(body)) === undefined
        ) {
          console.warn(
            `[platform] skipped a stored server message that fails its shape check (id ${String(id)})`,
          );
          continue;
        }
        entries.push({ id, lane, body, attempts, createdAt });
      }
      return entries;
    },
    attempted: (id: string, attempts: number): void => {
      if (!this.closed) this.st.outboxAttempted.run(attempts, id);
    },
    remove: (id: string): void => {
      if (!this.closed) this.st.outboxRemove.run(id);
    },
    expire: (before: number): number => this.st.outboxExpire.run(before).changes,
  };

  readonly records = {
    put: (kind: RecordKind, id: string, value: unknown, durable = false): void => {
      if (this.closed) return;
      const key = `${kind}\u0000${id}`;
      const item = { kind, id, text: JSON.stringify(value), at: Date.now() };
      if (durable) {
        this.pendingPuts.delete(key);
        this.st.put.run(item.kind, item.id, item.text, item.at);
        return;
      }
      this.pendingPuts.set(key, item);
      if (!this.flushScheduled) {
        this.flushScheduled = true;
        setImmediate(() => {
          this.flushScheduled = false;
          this.flush();
        });
      }
    },
    get: (kind: RecordKind, id: string): unknown => {
      const pending = this.pendingPuts.get(`${kind}\u0000${id}`);
      if (pending) return JSON.parse(pending.text) as unknown;
      const row = this.st.get.get(kind, id) as { value: string } | undefined;
      return row ? parse(kind, id, row.value) : undefined;
    },
    list: (kind: RecordKind): { id: string; value: unknown }[] => {
      this.flush();
      const out: { id: string; value: unknown }[] = [];
      for (const row of this.st.list.all(kind) as { id: string; value: string }[]) {
        const value = parse(kind, row.id, row.value);
        if (value !== undefined) out.push({ id: row.id, value });
      }
      return out;
    },
    remove: (kind: RecordKind, id: string): void => {
      if (this.closed) return;
      this.pendingPuts.delete(`${kind}\u0000${id}`);
      this.st.remove.run(kind, id);
    },
    expire: (before: number): number => {
      this.flush();
      return this.st.expire.run(before).changes;
    },
  };

  /** Writes the batched records in one transaction. */
  flush(): void {
    if (this.closed || this.pendingPuts.size === 0) return;
    const items = [...this.pendingPuts.values()];
    this.pendingPuts.clear();
    try {
      this.db.transaction(() => {
        for (const item of items) this.st.put.run(item.kind, item.id, item.text, item.at);
      })();
    } catch (error) {
      console.error('[platform] could not write the batched records:', error);
    }
  }

  maintain(): void {
    if (this.closed || this.memory) return;
    try {
      this.db.pragma('wal_checkpoint(PASSIVE)');
    } catch (error) {
      console.error('[platform] could not checkpoint the database journal:', error);
    }
  }

  sizeBytes(): number {
    if (this.memory) return 0;
    let size = 0;
    for (const suffix of ['', '-wal']) {
      try {
        size += statSync(this.location + suffix).size;
      } catch {
        /* no such file */
      }
    }
    return size;
  }

  close(): void {
    if (this.closed) return;
    this.flush();
    this.closed = true;
    try {
      if (!this.memory) this.db.pragma('wal_checkpoint(TRUNCATE)');
    } catch {
      /* the data is in the WAL anyway */
    }
    this.db.close();
  }
}
