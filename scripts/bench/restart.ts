/**
 * Benchmark of platform restarts (docs/durable-state.md; its figures are
 * quoted in docs/benchmarks.md): prints three figures and fails (exit 1) only
 * when a message was lost.
 *
 * The platform runs in a child process (`node --import tsx server/index.ts`)
 * on one port and a fresh `DATA_DIR`, and is restarted on both.
 *
 * 1. Restart → call audible again: a call speaks (a Node WebSocket client);
 *    the platform is stopped (`SIGTERM`, then in another round `SIGKILL`)
 *    and started again at once; the client resumes with its token as the
 *    widget does (the default reconnect policy: first try at once, then
 *    250 ms doubling to 1 s, full jitter) and the figure is the time from
 *    the signal to the first audible downlink frame (RMS > 0.01). Rounds:
 *    `RESTART_ROUNDS` per signal (default 3; `npm test` runs one: `test:restart`).
 * 2. Messages lost (must be 0): the assistant's webhook receiver is down; 60
 *    chats capture nothing but each ends (`sessionEnd`), each accepted end
 *    queuing one `end-of-call-report`; the platform is killed (`SIGKILL`)
 *    once half of the ends were accepted (the others still coming, 10 ms
 *    apart), started again, and the receiver comes up.
 *    Lost = accepted ends whose report never arrived within 20 s
 *    (deduplicated by `X-Message-Id`).
 * 3. Database size after 1,000 chats: 1,000 chat sessions of four messages
 *    each (the default session cap), then the size of `platform.sqlite`
 *    (with its WAL). `RESTART_CHATS` sets the number (default 1000; 0, as in
 *    `npm test`, skips this figure).
 */
import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEFAULT_RECONNECT_POLICY } from '../../src/core/voice/reconnect-policy.ts';
import { assistantsWithServer } from '../lib/assistants.ts';
import { CallClient, type CallJson, waitUntil } from '../lib/call-client.ts';
import { type ChildPlatform, freePort, startChildPlatform } from '../lib/child-platform.ts';

const KEY = 'bench-key';
const ROUNDS = Number(process.env['RESTART_ROUNDS'] ?? 3);
const CHATS = Number(process.env['RESTART_CHATS'] ?? 1000);

const dir = await mkdtemp(join(tmpdir(), 'bench-restart-'));
const port = await freePort();
const hookPort = await freePort();
const env = {
  PORT: String(port),
  DATA_DIR: join(dir, 'data'),
  TTS_CACHE_DIR: join(dir, 'tts'),
  ASSISTANTS_DIR: await assistantsWithServer(`http://127.0.0.1:${hookPort}/hook`),
  LOCAL_PUBLIC_KEY: KEY,
  LOCAL_OUTBOX_RETRY_MS: '200',
  LOCAL_OUTBOX_ATTEMPTS: '40',
  LOCAL_CALLS_PER_MINUTE: '10000',
  LOCAL_CHAT_SESSIONS_PER_MINUTE: '100000',
  LOCAL_CHAT_MESSAGES_PER_SECOND: '100000',
  LOCAL_CHAT_SESSIONS: '2000',
  // Each chat of figure 3 comes from its own address (the per-address limits stay as they are).
  TRUST_PROXY: 'loopback',
};
let platform: ChildPlatform = await startChildPlatform(env);

function post(path: string, body: unknown, from = '10.0.0.1'): Promise<Response> {
  return fetch(`http://127.0.0.1:${port}${path}`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${KEY}`,
      'Content-Type': 'application/json',
      'X-Forwarded-For': from,
    },
    body: JSON.stringify(body),
  });
}

/** Resumes `call` with `token` as the widget does; resolves with the client once a socket opened. */
async function resume(call: CallJson, token: string): Promise<CallClient> {
  for (let attempt = 0; ; attempt++) {
    const delay =
      DEFAULT_RECONNECT_POLICY.nextRetryDelayInMs({ retryCount: attempt, elapsedMs: 0 }) ?? 0;
    if (delay > 0) await new Promise((r) => setTimeout(r, delay));
    const client = new CallClient(
      `${call.transport.websocketCallUrl}?resume=${encodeURIComponent(token)}`,
    );
    try {
      await client.opened;
      return client;
    } catch {
      client.close();
    }
  }
}

/** Per signal: ms from the signal until the new platform printed its URL (exit + start). */
const upAgain: Record<string, number[]> = { SIGTERM: [], SIGKILL: [] };
/** Per signal: ms from the signal until the old platform had exited (docs/durable-state.md "Restart": within 5 s). */
const exits: Record<string, number[]> = { SIGTERM: [], SIGKILL: [] };

/** Figure 1: one round with `signal`; ms from the signal to the first audible frame after the resume. */
async function audibleAgain(signal: 'SIGTERM' | 'SIGKILL'): Promise<number> {
  const res = await post('/api/call/web', { assistantId: 'sofia' });
  const call = (await res.json()) as CallJson;
  const client = await CallClient.connect(call);
  await waitUntil(() => client.frames.some((f) => f.rms > 0.01), 15_000, 'audio');
  const token = client.messages.filter((m) => m['type'] === 'resume-token').at(-1)?.[
    'token'
  ] as string;
  await new Promise((r) => setTimeout(r, 200));
  const t0 = performance.now();
  exits[signal]!.push((await platform.stop(signal)).ms);
  const started = startChildPlatform(env);
  void started.then(() => upAgain[signal]!.push(performance.now() - t0));
  const resumed = await resume(call, token);
  await waitUntil(
    () => resumed.frames.some((f) => f.rms > 0.01),
    15_000,
    'audio after the restart',
  );
  const ms = resumed.frames.find((f) => f.rms > 0.01)!.at - t0;
  platform = await started;
  resumed.sendJson({ type: 'end-call' });
  client.close();
  await resumed.waitClose(5000).catch(() => undefined);
  resumed.close();
  return ms;
}

const figures: Record<string, number[]> = { SIGTERM: [], SIGKILL: [] };
for (let i = 0; i < ROUNDS; i++)
  for (const signal of ['SIGTERM', 'SIGKILL'] as const)
    figures[signal]!.push(await audibleAgain(signal));
const median = (xs: number[]): number =>
  [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;
for (const [signal, xs] of Object.entries(figures)) {
  console.log(
    `restart (${signal}) → call audible again: median ${Math.round(median(xs))} ms, max ${Math.round(Math.max(...xs))} ms (${xs.length} round${xs.length === 1 ? '' : 's'}; of which signal → platform listening again: median ${Math.round(median(upAgain[signal]!))} ms)`,
  );
  console.log(
    `  ${signal} → old platform exited: max ${Math.round(Math.max(...exits[signal]!))} ms${signal === 'SIGTERM' ? ' (budget 5000 ms)' : ''}`,
  );
}

// Figure 2: messages lost across a SIGKILL with the receiver down.
const got = new Set<string>();
const sessions: string[] = [];
const accepted: string[] = [];
for (let i = 0; i < 60; i++) {
  const res = await post('/api/chat/web', { assistantId: 'hooked', input: 'hola' }, `10.1.0.${i}`);
  sessions.push(((await res.json()) as { sessionId: string }).sessionId);
}
const ending = sessions.map(async (sessionId, i) => {
  await new Promise((r) => setTimeout(r, i * 10));
  try {
    const res = await post(
      '/api/chat/web',
      { assistantId: 'hooked', sessionId, sessionEnd: true },
      `10.1.0.${i}`,
    );
    if (res.status === 200) accepted.push(sessionId);
  } catch {
    /* not accepted: the platform was already gone */
  }
});
// Killed in the middle of the flood: once half of the ends were accepted.
await waitUntil(() => accepted.length >= sessions.length / 2, 20_000, 'half of the ends');
await platform.stop('SIGKILL');
await Promise.all(ending);
platform = await startChildPlatform(env);
const receiver: Server = createServer((req, res) => {
  let body = '';
  req.on('data', (c: Buffer) => (body += c.toString()));
  req.on('end', () => {
    const message = (JSON.parse(body) as { message: { type: string; call?: { id?: string } } })
      .message;
    if (message.type === 'end-of-call-report' && message.call?.id) got.add(message.call.id);
    res.end('{}');
  });
});
await new Promise<void>((ok) => receiver.listen(hookPort, '127.0.0.1', ok));
await waitUntil(() => accepted.every((id) => got.has(id)), 20_000, 'every accepted report').catch(
  () => undefined,
);
const lost = accepted.filter((id) => !got.has(id)).length;
console.log(
  `messages lost across a SIGKILL (receiver down, then up): ${lost} of ${accepted.length} accepted (goal 0)`,
);

// Figure 3: the database after 1,000 chats.
const inputs = ['hola', 'Me llamo Carlos', '612 345 678', 'Una centralita con extensiones'];
for (let batch = 0; batch < CHATS; batch += 25) {
  await Promise.all(
    Array.from({ length: Math.min(25, CHATS - batch) }, async (_, i) => {
      const from = `10.2.${Math.floor((batch + i) / 250)}.${(batch + i) % 250}`;
      let sessionId: string | undefined;
      for (const input of inputs) {
        const res = await post(
          '/api/chat/web',
          { assistantId: 'sofia', input, ...(sessionId ? { sessionId } : {}) },
          from,
        );
        if (res.status !== 200) throw new Error(`chat → ${res.status} ${await res.text()}`);
        sessionId = ((await res.json()) as { sessionId: string }).sessionId;
      }
    }),
  );
}
const file = join(env.DATA_DIR, 'platform.sqlite');
const size = (p: string): number => {
  try {
    return statSync(p).size;
  } catch {
    return 0;
  }
};
if (CHATS > 0)
  console.log(
    `database after ${CHATS.toLocaleString('en')} chats (4 messages each): ${(size(file) / 1024).toFixed(0)} KB + ${(size(`${file}-wal`) / 1024).toFixed(0)} KB WAL`,
  );

await platform.stop('SIGTERM');
console.log(`after SIGTERM (WAL checkpointed): ${(size(file) / 1024).toFixed(0)} KB`);
await new Promise((ok) => receiver.close(ok));
await rm(dir, { recursive: true, force: true });
process.exit(lost === 0 ? 0 : 1);
