/**
 * Part 3 of `scripts/bench/reconnect.ts`: the reconnect storm. 50 calls (each from
 * its own loopback address, in a worker thread of their own) drop and resume
 * together while 10 other calls keep speaking; prints the 10 calls' largest
 * downlink gap from the drop to a second after the last resume (goal
 * < 60 ms) next to the same figure in the second before the storm, and each
 * resume's upgrade → first audio frame. Prints figures, asserts none.
 */
import { request } from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';
import { isMainThread, parentPort, Worker, workerData } from 'node:worker_threads';

import WebSocket from 'ws';

import { stats } from '../lib/stats.ts';
import { assistantSpeech } from './web-call.ts';

/** The platform the bench started: its base URL (ending with `/`) and public key. */
export interface Ready {
  url: string;
  key: string;
}
/** The platform's `stats()` figures the storm reads. */
export interface Stats {
  liveCalls: number;
  sockets: number;
  detached: number;
}

const STORM_CLIENTS = 50;
const SPEAKERS = 10;
const STORMS = 3;
const ms = (v: number): string => `${v.toFixed(0)} ms`;

/** Waits until `pick` returns a value (polled every 20 ms) or `timeoutMs`. */
export async function until<T>(
  pick: () => Promise<T | undefined>,
  timeoutMs: number,
  what: string,
): Promise<T> {
  const end = performance.now() + timeoutMs;
  for (;;) {
    const value = await pick();
    if (value !== undefined) return value;
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

/** POST /api/call/web from `localAddress` (node:http: fetch cannot choose the local address). */
function createCall(base: Ready, localAddress: string): Promise<{ id: string; ws: string }> {
  return new Promise((ok, ko) => {
    const req = request(
      `${base.url}api/call/web`,
      {
        method: 'POST',
        localAddress,
        headers: { Authorization: `Bearer ${base.key}`, 'Content-Type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.on('data', (c: Buffer) => (text += c.toString()));
        res.on('end', () => {
          if (res.statusCode !== 201)
            return ko(
              new Error(`POST /api/call/web from ${localAddress} → ${res.statusCode} ${text}`),
            );
          const call = JSON.parse(text) as { id: string; transport: { websocketCallUrl: string } };
          ok({ id: call.id, ws: call.transport.websocketCallUrl });
        });
      },
    );
    req.on('error', ko);
    req.end(JSON.stringify({ assistantId: 'sofia' }));
  });
}

/** One call of the storm or a speaker: its socket, its latest resume token, its downlink. */
class BenchSocket {
  ws!: WebSocket;
  token = '';
  frames = 0;
  closeCode: number | undefined;
  /** Largest gap between downlink frames while the assistant speaks, since {@link resetGap}. */
  maxGap = 0;
  private last = 0;
  private speaking = false;
  private sayTimer: NodeJS.Timeout | undefined;
  private says = 0;

  constructor(
    readonly call: { id: string; ws: string },
    readonly address: string,
  ) {}

  /** Opens `url` (the call's socket, or a resume); resolves on open. */
  connect(url = this.call.ws): Promise<void> {
    const ws = new WebSocket(url, { localAddress: this.address });
    this.ws = ws;
    this.closeCode = undefined;
    ws.on('message', (data, binary) => {
      const now = performance.now();
      if (binary) {
        this.frames++;
        if (this.speaking && this.last > 0) this.maxGap = Math.max(this.maxGap, now - this.last);
        this.last = now;
        return;
      }
      const text = data.toString();
      if (text.includes('"resume-token"'))
        this.token = (JSON.parse(text) as { token: string }).token;
      const speech = assistantSpeech(text);
      if (speech) {
        this.speaking = speech === 'started';
        this.last = 0;
      }
    });
    ws.on('close', (code) => (this.closeCode = code));
    ws.on('error', () => {});
    return new Promise((ok, ko) => ws.once('open', () => ok()).once('error', ko));
  }

  /** Resumes the call on a new socket with the latest token; resolves with upgrade → first audio frame, ms. */
  async resume(): Promise<number> {
    const started = performance.now();
    const before = this.frames;
    await this.connect(`${this.call.ws}?resume=${encodeURIComponent(this.token)}`);
    while (this.frames === before) {
      if (this.closeCode !== undefined)
        throw new Error(`resume of ${this.call.id} closed ${this.closeCode}`);
      if (performance.now() - started > 10_000)
        throw new Error(`no audio after resuming ${this.call.id}`);
      await sleep(5);
    }
    return performance.now() - started;
  }

  /** Keeps the assistant talking: a `say` every 3 s (four texts, synthesized once). */
  keepTalking(): void {
    const say = () =>
      this.ws.readyState === WebSocket.OPEN &&
      this.ws.send(
        JSON.stringify({
          type: 'say',
          message: `Mensaje de prueba número ${(this.says++ % 4) + 1}, la llamada sigue bien.`,
        }),
      );
    say();
    this.sayTimer = setInterval(say, 3000);
  }

  resetGap(): void {
    this.maxGap = 0;
  }

  close(): void {
    clearInterval(this.sayTimer);
    this.ws.terminate();
  }
}

/** `n` calls, each from its own loopback address `127.0.<subnet>.<i + 1>`, their sockets open. */
function openCalls(base: Ready, n: number, subnet: number): Promise<BenchSocket[]> {
  return Promise.all(
    Array.from({ length: n }, async (_, i) => {
      const address = `127.0.${subnet}.${i + 1}`;
      const s = new BenchSocket(await createCall(base, address), address);
      await s.connect();
      return s;
    }),
  );
}

/** What the storm's worker thread is told, and what it answers. */
type StormCommand = 'drop' | 'resume' | 'close';
type StormReply =
  { type: 'opened' } | { type: 'dropped' } | { type: 'resumed'; ms: number[] } | { type: 'closed' };

/**
 * The storm's 50 calls, in a worker thread of their own, so that their
 * handshakes and frames do not delay the measuring clients' timestamps in
 * this thread (as `faults.ts` does with its flooder).
 */
async function stormWorker(base: Ready): Promise<void> {
  const port = parentPort!;
  const stormers = await openCalls(base, STORM_CLIENTS, 1);
  port.on('message', (command: StormCommand) => {
    const reply = (r: StormReply) => port.postMessage(r);
    if (command === 'drop') {
      for (const s of stormers) s.ws.terminate();
      reply({ type: 'dropped' });
    } else if (command === 'resume') {
      void Promise.all(stormers.map((s) => s.resume())).then((ms) =>
        reply({ type: 'resumed', ms }),
      );
    } else {
      for (const s of stormers) s.close();
      reply({ type: 'closed' });
      port.close();
    }
  });
  port.postMessage({ type: 'opened' } satisfies StormReply);
}

/**
 * The storm worker's entry: tsx's loader hooks do not reach worker threads by
 * themselves on Node 20, so the worker registers them, then loads this file.
 */
const WORKER_BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))})
  .then(({ register }) => { register(); return import(${JSON.stringify(import.meta.url)}); })
  .catch((error) => { console.error('storm worker failed:', error); process.exit(1); });`;

/** Runs {@link STORMS} storms against the platform at `base` and prints their figures. */
export async function storm(base: Ready, platformStats: () => Promise<Stats>): Promise<void> {
  const speakers = await openCalls(base, SPEAKERS, 2);
  for (const s of speakers) s.keepTalking();
  await sleep(2000); // the first messages and the say texts synthesized and flowing
  // The storm calls start their first message (about 5 s): every drop below comes mid-line.
  const worker = new Worker(WORKER_BOOT, { eval: true, workerData: { ...base, storm: true } });
  const replies: StormReply[] = [];
  const waiting: Array<(r: StormReply) => void> = [];
  worker.on('message', (r: StormReply) =>
    (waiting.shift() ?? ((x: StormReply) => replies.push(x)))(r),
  );
  const exited = new Promise<never>((_, ko) =>
    worker.once('exit', (code) => ko(new Error(`the storm worker exited (${code})`))),
  );
  exited.catch(() => {});
  const next = (): Promise<StormReply> =>
    Promise.race([
      replies.length > 0
        ? Promise.resolve(replies.shift()!)
        : new Promise<StormReply>((ok) => waiting.push(ok)),
      exited,
    ]);
  const ask = (command: StormCommand): Promise<StormReply> => {
    const reply = next();
    worker.postMessage(command);
    return reply;
  };
  try {
    await next(); // opened
    for (let round = 1; round <= STORMS; round++) {
      // The same calls for 1 s just before, without a storm: what this machine gives anyway.
      for (const s of speakers) s.resetGap();
      await sleep(1000);
      const quiet = Math.max(...speakers.map((s) => s.maxGap));
      for (const s of speakers) s.resetGap();
      const stormAt = performance.now();
      await ask('drop');
      await until(
        async () => ((await platformStats()).detached >= STORM_CLIENTS ? true : undefined),
        5000,
        'the platform to detach the storm',
      );
      const detachedMs = performance.now() - stormAt;
      const resumed = await ask('resume');
      const resumeMs = resumed.type === 'resumed' ? resumed.ms : [];
      const resumedMs = performance.now() - stormAt;
      await sleep(1000); // and a second after; a resumed call says its interrupted line again, so the next drop is mid-line too
      const gap = Math.max(...speakers.map((s) => s.maxGap));
      const after = await platformStats();
      console.log(
        `  storm ${round}: ${STORM_CLIENTS} calls dropped (all detached after ${ms(detachedMs)}) and resumed (all speaking again ${ms(resumedMs)} after the drop); ` +
          `${after.detached} left detached, ${after.liveCalls} live calls`,
      );
      console.log(`    resume upgrade → first audio frame: ${stats(resumeMs, 'ms')}`);
      console.log(
        `    the ${SPEAKERS} other calls' largest downlink gap: ${gap.toFixed(1)} ms (goal < 60); in the second before the storm, without one: ${quiet.toFixed(1)} ms`,
      );
    }
  } finally {
    await Promise.race([ask('close'), sleep(2000)]).catch(() => {});
    await worker.terminate();
    for (const s of speakers) s.close();
  }
}

if (!isMainThread && (workerData as { storm?: boolean } | undefined)?.storm) {
  stormWorker(workerData as Ready & { storm: true }).catch((error: unknown) => {
    console.error('storm worker failed:', error);
    process.exit(1);
  });
}
