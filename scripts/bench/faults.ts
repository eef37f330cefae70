/**
 * Fault benchmark of the local platform (docs/platform.md "Limits" quotes its figures):
 * prints figures, asserts none.
 *
 * The platform runs in a child process (`scripts/bench/platform-child.ts`) with
 * its default limits. Ten normal visitors (each from its own loopback
 * address, 127.0.0.10–19) hold calls whose assistant keeps talking (a `say`
 * every 3 s). Then, one at a time and from 127.0.0.2, with only what any
 * visitor has (the public key):
 *
 * 1. text flood: one socket sends invalid text frames as fast as it can (from a worker thread);
 * 2. say flood: one call sends 200 interrupting `say`s as fast as it can;
 * 3. slot grab: `POST /api/call/web` in a loop, each created call's socket opened and fed silence;
 * 4. chat flood: 16 loops of streamed `POST /api/chat/web` with 1900-character inputs, as fast as answers come.
 *
 * For each: the normal calls' largest downlink gap while their assistant
 * speaks (goal < 60 ms), a new visitor's time to first audio (from
 * 127.0.0.3; goal < 1 s), `GET /` latency (goal < 200 ms), the server's RSS
 * before and during, and whether the attacker was cut off. At the end, RSS
 * after `FAULTS_SETTLE_S` seconds (default 60; goal: within 50 MB of the
 * baseline).
 *
 * Usage: `npm run bench:faults` (after `npm run build`).
 */
import { type IncomingMessage, request } from 'node:http';
import { createRequire } from 'node:module';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';

import WebSocket from 'ws';

import { quantile } from '../lib/stats.ts';
import { PlatformChild, runBench, startChildPlatform } from './platform-child.ts';
import { assistantSpeech } from './web-call.ts';

const ATTACK_S = 10;
const SETTLE_S = Number(process.env['FAULTS_SETTLE_S'] ?? 60);
const fmtMs = (v: number | string): string => (typeof v === 'number' ? `${v.toFixed(1)} ms` : v);

interface Ready {
  url: string;
  key: string;
}

/**
 * POSTs `body` as JSON to `path` from `localAddress` (node:http, because
 * fetch cannot choose the local address) with the public key; resolves
 * with the response, unread.
 */
function post(
  base: Ready,
  path: string,
  localAddress: string,
  body: object,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const req = request(
      `${base.url}${path}`,
      {
        method: 'POST',
        localAddress,
        headers: { Authorization: `Bearer ${base.key}`, 'Content-Type': 'application/json' },
      },
      resolve,
    );
    req.on('error', reject);
    req.end(JSON.stringify(body));
  });
}

/** POST /api/call/web from `localAddress`; resolves with the status and the body. */
async function createCall(
  base: Ready,
  localAddress: string,
): Promise<{ status: number; body: { id?: string; transport?: { websocketCallUrl: string } } }> {
  const res = await post(base, 'api/call/web', localAddress, { assistantId: 'sofia' });
  return new Promise((resolve) => {
    let text = '';
    res.on('data', (c: Buffer) => (text += c.toString()));
    res.on('end', () =>
      resolve({ status: res.statusCode ?? 0, body: text ? (JSON.parse(text) as never) : {} }),
    );
  });
}

/** A normal visitor: its assistant keeps talking; the largest gap between downlink frames while it speaks is kept. */
class Visitor {
  ws!: WebSocket;
  maxGap = 0;
  private last = 0;
  private speaking = false;
  private timer: NodeJS.Timeout | undefined;
  private n = 0;

  async open(base: Ready, address: string): Promise<void> {
    const call = await createCall(base, address);
    if (!call.body.transport) throw new Error(`visitor ${address}: ${call.status}`);
    this.ws = new WebSocket(call.body.transport.websocketCallUrl, { localAddress: address });
    this.ws.on('message', (data, binary) => {
      const now = performance.now();
      if (binary) {
        if (this.speaking && this.last > 0) this.maxGap = Math.max(this.maxGap, now - this.last);
        this.last = now;
        return;
      }
      const speech = assistantSpeech(data.toString());
      if (speech) {
        this.speaking = speech === 'started';
        this.last = 0;
      }
    });
    await new Promise((ok, ko) => this.ws.once('open', ok).once('error', ko));
    this.timer = setInterval(
      () =>
        this.ws.send(
          JSON.stringify({
            type: 'say',
            message: `Mensaje de prueba número ${++this.n}, todo va bien.`,
          }),
        ),
      3000,
    );
  }

  resetGap(): void {
    this.maxGap = 0;
  }

  close(): void {
    clearInterval(this.timer);
    this.ws.terminate();
  }
}

/** A new visitor: POST → first audio frame, ms. */
async function timeToFirstAudio(base: Ready, address: string): Promise<number | string> {
  const started = performance.now();
  const call = await createCall(base, address);
  if (!call.body.transport) return `refused ${call.status}`;
  const ws = new WebSocket(call.body.transport.websocketCallUrl, { localAddress: address });
  try {
    return await new Promise<number | string>((resolve) => {
      const timer = setTimeout(() => resolve('no audio in 10 s'), 10_000);
      ws.on('message', (_d, binary) => {
        if (!binary) return;
        clearTimeout(timer);
        resolve(performance.now() - started);
      });
    });
  } finally {
    ws.terminate();
  }
}

async function pageLatency(base: Ready): Promise<number> {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await fetch(base.url).then((r) => r.arrayBuffer());
    samples.push(performance.now() - t);
    await sleep(100);
  }
  return quantile(samples, 0.5); // the median of 5
}

/** The text flooder, in its own thread so that it does not slow the measuring clients. */
const FLOODER = `
const { workerData, parentPort } = require('node:worker_threads');
const WebSocket = require(workerData.ws);
const ws = new WebSocket(workerData.url, { localAddress: '127.0.0.2' });
let sent = 0, errors = 0;
ws.on('message', (d, binary) => { if (!binary && String(d).includes('"error"')) errors++; });
ws.on('close', (code) => { parentPort.postMessage({ closed: code, sent, errors }); process.exit(0); });
ws.on('open', () => {
  const until = Date.now() + workerData.ms;
  const pump = () => {
    if (Date.now() > until) { parentPort.postMessage({ closed: null, sent, errors }); ws.terminate(); return; }
    for (let i = 0; i < 500 && ws.readyState === 1; i++) { ws.send('{"type":'); sent++; }
    setImmediate(pump);
  };
  pump();
});
`;

async function textFlood(base: Ready): Promise<string> {
  const call = await createCall(base, '127.0.0.2');
  const wsPath = createRequire(import.meta.url).resolve('ws');
  const worker = new Worker(FLOODER, {
    eval: true,
    workerData: { url: call.body.transport?.websocketCallUrl, ws: wsPath, ms: ATTACK_S * 1000 },
  });
  const result = await new Promise<{ closed: number | null; sent: number; errors: number }>((ok) =>
    worker.once('message', ok),
  );
  await worker.terminate();
  return `${result.sent} frames sent, ${result.errors} error replies, ${result.closed ? `closed with ${result.closed}` : 'not closed'}`;
}

async function sayFlood(base: Ready): Promise<string> {
  const call = await createCall(base, '127.0.0.2');
  const ws = new WebSocket(call.body.transport!.websocketCallUrl, { localAddress: '127.0.0.2' });
  let queueFull = 0;
  let suppressed = 0;
  let closed: number | undefined;
  ws.on('message', (d, binary) => {
    if (binary) return;
    const m = JSON.parse(String(d) === 'listening' ? '{}' : String(d)) as {
      code?: string;
      suppressed?: number;
    };
    if (m.code === 'queue-full') {
      queueFull++;
      suppressed += m.suppressed ?? 0;
    }
  });
  ws.on('close', (code) => (closed = code));
  await new Promise((ok) => ws.once('open', ok));
  for (let i = 0; i < 200; i++)
    ws.send(
      JSON.stringify({
        type: 'say',
        message: `Inundación ${i} con un texto bastante largo para tardar en sintetizar.`,
        interruptAssistantEnabled: true,
      }),
    );
  await sleep(ATTACK_S * 1000);
  ws.terminate();
  return `200 interrupting says: ${queueFull} queue-full replies (+${suppressed} suppressed), ${closed ? `closed with ${closed}` : 'not closed'}`;
}

async function slotGrab(base: Ready): Promise<string> {
  const until = performance.now() + 5000;
  const statuses = new Map<number, number>();
  const sockets: WebSocket[] = [];
  while (performance.now() < until) {
    const call = await createCall(base, '127.0.0.2');
    statuses.set(call.status, (statuses.get(call.status) ?? 0) + 1);
    if (call.body.transport) {
      const ws = new WebSocket(call.body.transport.websocketCallUrl, { localAddress: '127.0.0.2' });
      ws.on('open', () =>
        setInterval(() => ws.readyState === 1 && ws.send(Buffer.alloc(640)), 20).unref(),
      );
      ws.on('error', () => {});
      sockets.push(ws);
    }
  }
  await sleep((ATTACK_S - 5) * 1000);
  for (const ws of sockets) ws.terminate();
  return `POST /api/call/web for 5 s: ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}; ${sockets.length} sockets held with silence`;
}

/** One streamed `POST /api/chat/web` from `localAddress`, read to its end; resolves with the status. */
async function postChat(base: Ready, localAddress: string, input: string): Promise<number> {
  const res = await post(base, 'api/chat/web', localAddress, {
    assistantId: 'sofia',
    input,
    stream: true,
  });
  return new Promise((resolve) => {
    res.resume();
    res.on('end', () => resolve(res.statusCode ?? 0));
    res.on('error', () => resolve(res.statusCode ?? 0));
  });
}

async function chatFlood(base: Ready): Promise<string> {
  const until = performance.now() + ATTACK_S * 1000;
  const statuses = new Map<number, number>();
  const input = `Me llamo ${'Ana '.repeat(470)}`.slice(0, 1900);
  const loop = async (): Promise<void> => {
    while (performance.now() < until) {
      const status = await postChat(base, '127.0.0.2', input).catch(() => 0);
      statuses.set(status, (statuses.get(status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: 16 }, loop));
  return `POST /api/chat/web (stream) from 16 loops for ${ATTACK_S} s: ${[...statuses].map(([s, n]) => `${n}× ${s}`).join(', ')}`;
}

async function main(): Promise<void> {
  const child = PlatformChild.start<unknown>(fileURLToPath(import.meta.url));
  const ask = async <T>(type: string): Promise<T> => (await child.ask({ type })) as T;
  try {
    const base = (await child.next()) as Ready;
    const rss = async () => `${((await ask<{ rss: number }>('rss')).rss / 1048576).toFixed(0)} MiB`;
    const baseline = (await ask<{ rss: number }>('rss')).rss;
    const visitors = Array.from({ length: 10 }, () => new Visitor());
    await Promise.all(visitors.map((v, i) => v.open(base, `127.0.0.${10 + i}`)));
    await sleep(3000);
    console.log(
      `Baseline with 10 normal calls: RSS ${await rss()}, GET / ${(await pageLatency(base)).toFixed(1)} ms, first audio of a new call ${fmtMs(await timeToFirstAudio(base, '127.0.0.3'))}`,
    );
    const quiet = Math.max(...visitors.map((v) => v.maxGap));
    console.log(`  normal calls' largest downlink gap before any attack: ${quiet.toFixed(1)} ms`);
    for (const [name, attack] of [
      ['text flood', textFlood],
      ['say flood', sayFlood],
      ['slot grab', slotGrab],
      ['chat flood', chatFlood],
    ] as const) {
      for (const v of visitors) v.resetGap();
      const before = await rss();
      const running = attack(base);
      await sleep(2000);
      const ttfa = await timeToFirstAudio(base, '127.0.0.3');
      const page = await pageLatency(base);
      const during = await rss();
      const outcome = await running;
      const gap = Math.max(...visitors.map((v) => v.maxGap));
      console.log(`\n${name}: ${outcome}`);
      console.log(
        `  other calls' largest downlink gap ${gap.toFixed(1)} ms (goal < 60), new call's first audio ${fmtMs(ttfa)} (goal < 1000), GET / ${page.toFixed(1)} ms (goal < 200), RSS ${before} → ${during}`,
      );
      await sleep(2000);
    }
    for (const v of visitors) v.close();
    console.log(`\nWaiting ${SETTLE_S} s for the server to settle…`);
    await sleep(SETTLE_S * 1000);
    const after = (await ask<{ rss: number }>('rss')).rss;
    console.log(
      `RSS baseline ${(baseline / 1048576).toFixed(0)} MiB, after ${SETTLE_S} s ${(after / 1048576).toFixed(0)} MiB (${((after - baseline) / 1048576).toFixed(0)} MiB over; goal < 50)`,
    );
  } finally {
    child.process.kill();
  }
}

async function serve(): Promise<void> {
  const { platform } = await startChildPlatform({
    port: 0,
    host: '127.0.0.1',
    presynthesize: 'all',
  });
  process.on('message', (m: { type: string }) => {
    if (m.type === 'rss') process.send?.({ rss: process.memoryUsage().rss });
  });
  // 127.0.0.1, not localhost: the clients bind other loopback addresses (127.0.0.x), which cannot reach ::1.
  process.send?.({
    url: platform.url.replace('//localhost:', '//127.0.0.1:'),
    key: platform.publicKey,
  } satisfies Ready);
}

runBench(main, serve);
