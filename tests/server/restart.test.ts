/**
 * Nothing lost when the platform restarts (docs/durable-state.md): one child
 * platform, killed (`SIGKILL`) or stopped (`SIGTERM`) in the middle of each
 * case and started again on the same port and `DATA_DIR`:
 *
 * - a webhook receiver that is down, then up: every accepted server message
 *   arrives, each with its `X-Message-Id`, deduplicated by it;
 * - a chat session with a captured lead: the next message continues it and
 *   its end-of-call report holds the lead and the whole history;
 * - a live call (WebSocket client): it resumes with its token on the new
 *   process, the interrupted line said again without a second transcript, no
 *   line missing, close 1012 on `SIGTERM`, and its report arrives once.
 *
 * Short grace and retry delays come from the environment (`LOCAL_*`).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { assistantsWithServer } from '../../scripts/lib/assistants.ts';
import {
  CallClient,
  type CallJson,
  unparsedFrames,
  waitUntil,
} from '../../scripts/lib/call-client.ts';
import {
  type ChildPlatform,
  freePort,
  startChildPlatform,
} from '../../scripts/lib/child-platform.ts';
import { CloseCode } from '../../src/core/protocol/limits.ts';
import { KEY } from '../support/server.ts';

interface Post {
  readonly id: string;
  readonly message: Record<string, unknown>;
}

let dir: string;
let assistants: string | undefined;
let port: number;
let hookPort: number;
let platform: ChildPlatform | undefined;
let env: Record<string, string>;
/** Every POST the receiver got (duplicates included), in order. */
const posts: Post[] = [];
let receiver: Server | undefined;

/** Starts the receiver on `hookPort` unless it is up. */
async function receiverUp(): Promise<void> {
  if (receiver) return;
  receiver = createServer((req: IncomingMessage, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      posts.push({
        id: String(req.headers['x-message-id'] ?? ''),
        message: (JSON.parse(body) as { message: Record<string, unknown> }).message,
      });
      res.end('{}');
    });
  });
  await new Promise<void>((ok) => receiver!.listen(hookPort, '127.0.0.1', ok));
}

/** Stops the receiver if it is up (the platform's next tries to it fail). */
async function receiverDown(): Promise<void> {
  const up = receiver;
  receiver = undefined;
  if (!up) return;
  up.closeAllConnections();
  await new Promise((ok) => up.close(ok));
}

/** The receiver's messages deduplicated by `X-Message-Id`. */
function unique(): Post[] {
  const seen = new Map<string, Post>();
  for (const post of posts) if (!seen.has(post.id)) seen.set(post.id, post);
  return [...seen.values()];
}

async function start(): Promise<ChildPlatform> {
  platform = await startChildPlatform(env);
  return platform;
}

function api(path: string, body: unknown): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
}

async function chat(
  body: Record<string, unknown>,
): Promise<{ sessionId: string; text: string; tools: string[] }> {
  const res = await api('/api/chat/web', { assistantId: 'hooked', ...body });
  expect(res.status).toBe(200);
  const json = (await res.json()) as {
    sessionId: string;
    output: { content: string | null; tool_calls?: { function: { name: string } }[] }[];
  };
  return {
    sessionId: json.sessionId,
    text: json.output[0]?.content ?? '',
    tools: json.output.flatMap((o) => o.tool_calls ?? []).map((t) => t.function.name),
  };
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'restart-'));
  port = await freePort();
  hookPort = await freePort();
  assistants = await assistantsWithServer(`http://127.0.0.1:${hookPort}/hook`);
  env = {
    PORT: String(port),
    DATA_DIR: join(dir, 'data'),
    TTS_CACHE_DIR: join(dir, 'tts'),
    ASSISTANTS_DIR: assistants,
    LOCAL_PUBLIC_KEY: KEY,
    LOCAL_RECONNECT_GRACE_SECONDS: '15',
    LOCAL_OUTBOX_RETRY_MS: '100',
    LOCAL_OUTBOX_ATTEMPTS: '40',
    LOCAL_CALLS_PER_MINUTE: '1000',
    LOCAL_CHAT_SESSIONS_PER_MINUTE: '1000',
    LOCAL_CHAT_MESSAGES_PER_SECOND: '1000',
  };
  await start();
});

afterAll(async () => {
  await platform?.stop('SIGKILL');
  await receiverDown();
  if (assistants) await rm(assistants, { recursive: true, force: true });
  await rm(dir, { recursive: true, force: true });
  // Every frame the child platforms sent parses on the client; emptied here, not left to the next file of the worker.
  expect(unparsedFrames.splice(0)).toEqual([]);
});

// Each case starts from a running platform, whatever order the cases run in and wherever one stopped.
beforeEach(async () => {
  if (platform && platform.proc.exitCode === null && platform.proc.signalCode === null) return;
  await start();
});

describe('a platform restart', () => {
  it('SIGKILL with the receiver down: every accepted message arrives once the receiver is up, each id once after deduplication', async () => {
    await receiverDown();
    const ended: string[] = [];
    for (let i = 0; i < 3; i++) {
      const first = await chat({ input: 'hola' });
      await chat({ sessionId: first.sessionId, input: `Me llamo Ana${'x'.repeat(i)}` });
      const end = await api('/api/chat/web', {
        assistantId: 'hooked',
        sessionId: first.sessionId,
        sessionEnd: true,
      });
      expect(end.status).toBe(200);
      ended.push(first.sessionId);
    }
    await platform!.stop('SIGKILL');
    await start();
    // A chat ended with sessionEnd stays ended after the restart.
    const again = await api('/api/chat/web', {
      assistantId: 'hooked',
      sessionId: ended[0],
      input: 'hola',
    });
    expect(again.status).toBe(400);
    expect(((await again.json()) as { code: string }).code).toBe('chat-ended');
    await receiverUp();
    await waitUntil(
      () =>
        ended.every((id) =>
          unique().some(
            (p) =>
              p.message['type'] === 'end-of-call-report' &&
              (p.message['call'] as { id?: string }).id === id,
          ),
        ),
      10_000,
      'the three reports',
    );
    expect(posts.every((p) => /^[0-9a-f-]{36}$/.test(p.id))).toBe(true);
    // Each chat's report once (another case's report may come again after the kill: at least once).
    const reports = unique().filter(
      (p) =>
        p.message['type'] === 'end-of-call-report' &&
        ended.includes((p.message['call'] as { id?: string }).id ?? ''),
    );
    expect(reports.map((p) => (p.message['call'] as { id: string }).id).sort()).toEqual(
      [...ended].sort(),
    );
  });

  it('SIGTERM mid-chat with a captured lead: exits cleanly and the next message continues the session', async () => {
    await receiverUp();
    const first = await chat({ input: 'hola' });
    const id = first.sessionId;
    await chat({ sessionId: id, input: 'Me llamo Carlos' });
    await chat({ sessionId: id, input: '612 345 678' });
    await chat({ sessionId: id, input: 'Una centralita con extensiones' });
    const yes = await chat({ sessionId: id, input: 'sí' });
    expect(yes.tools).toContain('capture_lead');
    // Exits by itself, code 0 (its time, within 5 s, is a figure of bench:restart).
    const stopped = await platform!.stop('SIGTERM');
    expect(stopped.code).toBe(0);
    await start();
    const next = await chat({ sessionId: id, input: 'gracias' });
    expect(next.sessionId).toBe(id);
    // The dialogue is past the confirmation: not the greeting of a new session.
    expect(next.text).not.toMatch(/¿Con quién tengo el gusto/);
    await api('/api/chat/web', { assistantId: 'hooked', sessionId: id, sessionEnd: true });
    await waitUntil(
      () =>
        unique().some(
          (p) =>
            p.message['type'] === 'end-of-call-report' &&
            (p.message['call'] as { id?: string }).id === id,
        ),
      10_000,
      'the chat report',
    );
    const report = unique().find(
      (p) =>
        p.message['type'] === 'end-of-call-report' &&
        (p.message['call'] as { id?: string }).id === id,
    )!.message;
    expect(
      (report['analysis'] as { structuredData: { name: string } }).structuredData.name,
    ).toMatch(/Carlos/);
    const history = (report['messages'] as { message?: string; content?: string }[]).map(
      (m) => m.message ?? m.content ?? '',
    );
    expect(history).toContain('Me llamo Carlos');
    expect(history).toContain('gracias');
  });

  it('a live call resumes after SIGKILL and after SIGTERM (close 1012): same call, the line said again, no transcript twice or missing, one report', async () => {
    await receiverUp();
    const created = await api('/api/call/web', { assistantId: 'hooked' });
    expect(created.status).toBe(201);
    const call = (await created.json()) as CallJson;
    const first = await CallClient.connect(call);
    await first.waitFor({ type: 'transcript' }, 1, 10_000);
    await waitUntil(() => first.frames.length > 10, 10_000, 'audio');
    const token1 = first.messages.filter((m) => m['type'] === 'resume-token').at(-1)![
      'token'
    ] as string;
    // Give the batched write its turn of the event loop, then kill in the middle of the first message.
    await new Promise((r) => setTimeout(r, 100));
    await platform!.stop('SIGKILL');
    await start();

    const second = new CallClient(
      `${call.transport.websocketCallUrl}?resume=${encodeURIComponent(token1)}`,
    );
    await second.opened;
    await second.waitFor({ type: 'resume-token' });
    await waitUntil(() => second.frames.length > 10, 10_000, 'audio after the resume');
    // The interrupted first message is said again, without a second transcript; the history holds it once.
    expect(second.count({ type: 'transcript' })).toBe(0);
    const update = second.messages.find((m) => m['type'] === 'conversation-update') as
      { conversation?: { content: string }[] } | undefined;
    const firstLine = (
      first.messages.find((m) => m['type'] === 'transcript') as { transcript: string }
    ).transcript;
    expect(update?.conversation?.filter((m) => m.content === firstLine)).toHaveLength(1);

    // A typed answer moves the dialogue, then SIGTERM: close 1012 at once, the call kept.
    second.sendJson({ type: 'add-message', message: { role: 'user', content: 'Me llamo Ana' } });
    await second.waitFor({ type: 'transcript' }, 1, 15_000);
    const token2 = second.messages.filter((m) => m['type'] === 'resume-token').at(-1)![
      'token'
    ] as string;
    await new Promise((r) => setTimeout(r, 100));
    const stopping = platform!.stop('SIGTERM');
    expect(await second.waitClose(20_000)).toBe(CloseCode.serviceRestart);
    expect((await stopping).code).toBe(0);
    await start();

    const third = new CallClient(
      `${call.transport.websocketCallUrl}?resume=${encodeURIComponent(token2)}`,
    );
    await third.opened;
    await third.waitFor({ type: 'conversation-update' });
    const history = (
      third.messages.find((m) => m['type'] === 'conversation-update') as {
        conversation: { role: string; content: string }[];
      }
    ).conversation;
    const said = [...first.messages, ...second.messages]
      .filter((m) => m['type'] === 'transcript')
      .map((m) => m['transcript']);
    // Every line said so far is in the history once, in order, with the typed answer.
    expect(history.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual(said);
    expect(history.some((m) => m.role === 'user' && m.content === 'Me llamo Ana')).toBe(true);
    third.sendJson({ type: 'end-call' });
    await third.waitClose(5000);
    await waitUntil(
      () =>
        unique().some(
          (p) =>
            p.message['type'] === 'end-of-call-report' &&
            (p.message['call'] as { id?: string }).id === call.id,
        ),
      10_000,
      'the call report',
    );
    await new Promise((r) => setTimeout(r, 500));
    const reports = unique().filter(
      (p) =>
        p.message['type'] === 'end-of-call-report' &&
        (p.message['call'] as { id?: string }).id === call.id,
    );
    expect(reports).toHaveLength(1);
    expect(reports[0]!.message['endedReason']).toBe('customer-ended-call');
    for (const client of [first, second, third]) client.close();
  }, 60_000);
});
