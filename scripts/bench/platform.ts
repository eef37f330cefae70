/**
 * Benchmark of the local voice platform (server/; its figures are quoted in
 * server/README.md). Prints figures; asserts nothing.
 *
 *   npx tsx scripts/bench/platform.ts [--calls=50] [--seconds=10] [--ttfa-runs=30]
 *
 * The platform runs in a child process (this file with `--serve`, started with
 * `--expose-gc`; `scripts/bench/platform-child.ts`) so that the clients here do not
 * share its event loop; the child answers memory questions over IPC.
 *
 * 1. Time to first audio: socket `open` → first assistant audio frame, over
 *    sequential calls (target ≤ 300 ms on loopback). Also POST → first frame.
 * 2. Concurrency: N calls at once for S seconds. Each client streams uplink
 *    audio in real time (20 ms frames): silence while the assistant speaks,
 *    then 1.2 s of recorded speech and 800 ms of silence, so the script
 *    advances and the assistant talks most of the time. Downlink underruns are
 *    counted per line (between `speech-update` started and stopped): a gap over
 *    60 ms between consecutive frames, or a frame more than 60 ms behind its
 *    schedule (first frame + k × 20 ms). Target: 50 calls, no underrun.
 * 3. Memory per call: the server's RSS and heap (after GC) with the N calls
 *    live, minus idle, divided by N.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import WebSocket from 'ws';

import { quantile } from '../lib/stats.ts';
import { BenchCall, type CallStats } from './platform-call.ts';
import { PlatformChild, runBench, startChildPlatform } from './platform-child.ts';
import { createWebCall } from './web-call.ts';

const KEY = 'bench-key';

interface Memory {
  rss: number;
  heapUsed: number;
  external: number;
  arrayBuffers: number;
}

interface MemoryReply {
  type: 'memory';
  memory: Memory;
  cpu: NodeJS.CpuUsage;
  loop: { p99: number; max: number };
}

type ChildReply = { type: 'ready'; url: string; startupMs: number; vad: string } | MemoryReply;

// ---------------------------------------------------------------- child side

async function serve(): Promise<void> {
  // Every benchmark client shares one address: per-address admission is lifted.
  const { platform, startupMs } = await startChildPlatform({
    port: 0,
    host: '127.0.0.1',
    publicKey: KEY,
    maxCalls: 1000,
    admission: { callsPerMinute: 100_000, callsAlive: 100_000 },
  });
  const gc = (globalThis as { gc?: () => void }).gc;
  const send = (reply: ChildReply) => process.send?.(reply);
  const loop = monitorEventLoopDelay({ resolution: 2 });
  loop.enable();
  process.on('message', (msg: { type: string; gc?: boolean }) => {
    if (msg.type === 'memory') {
      // Event-loop delay since the previous question, then reset.
      const delay = { p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 };
      loop.reset();
      if (msg.gc !== false) {
        gc?.();
        gc?.();
      }
      const m = process.memoryUsage();
      send({
        type: 'memory',
        memory: {
          rss: m.rss,
          heapUsed: m.heapUsed,
          external: m.external,
          arrayBuffers: m.arrayBuffers,
        },
        cpu: process.cpuUsage(),
        loop: delay,
      });
    } else if (msg.type === 'exit') {
      void platform.close().then(() => process.exit(0));
    }
  });
  send({ type: 'ready', url: platform.url, startupMs, vad: platform.stats().vad });
}

// --------------------------------------------------------------- parent side

function arg(name: string, fallback: number): number {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? Number(found.split('=')[1]) : fallback;
}

/**
 * The `p`-th percentile (0–100) of `values`, by the benchmarks' one rule
 * (`quantile` of scripts/lib/stats.ts). Until the scripts shared it, this
 * benchmark took the ⌈p·n/100⌉-th smallest sample; where p·n/100 is a whole
 * number (an even count's median, p95 of 20 calls) figures now read the next
 * sample up, never a lower one.
 */
const percentile = (values: readonly number[], p: number): number => quantile(values, p / 100);

const fmt = (ms: number): string => `${ms.toFixed(1)} ms`;
const mib = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(1)} MiB`;
const kib = (bytes: number): string => `${(bytes / 1024).toFixed(0)} KiB`;

/** Asks the server for its memory (after GC unless `gc` is false), CPU time and event-loop delay since the last question. */
async function memory(child: PlatformChild<ChildReply>, gc = true): Promise<MemoryReply> {
  const r = await child.ask({ type: 'memory', gc });
  if (r.type !== 'memory') throw new Error('unexpected reply');
  return r;
}

async function timeToFirstAudio(
  url: string,
  runs: number,
): Promise<{ open: number[]; post: number[] }> {
  const open: number[] = [];
  const post: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    const call = await createWebCall(url, KEY, i % 2 ? 'he' : 'es');
    await new Promise<void>((resolve, reject) => {
      const ws = new WebSocket(call.ws);
      let opened = 0;
      ws.on('open', () => (opened = performance.now()));
      ws.on('message', (_data, isBinary) => {
        if (!isBinary || opened === 0) return;
        const now = performance.now();
        open.push(now - opened);
        post.push(now - t0);
        opened = -1;
        ws.send(JSON.stringify({ type: 'end-call' }));
      });
      ws.on('close', () => resolve());
      ws.on('error', reject);
    });
  }
  return { open, post };
}

async function concurrency(
  url: string,
  calls: number,
  seconds: number,
  child: PlatformChild<ChildReply>,
): Promise<{
  stats: CallStats[];
  loopP99: number;
  loopMax: number;
  serverLoop: { p99: number; max: number };
  during: Memory;
  cpuMs: number;
}> {
  const clients = Array.from({ length: calls }, () => new BenchCall(KEY));
  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  await Promise.all(clients.map((c, i) => c.start(url, i % 2 ? 'he' : 'es')));
  const cpuBefore = (await memory(child, false)).cpu;
  // Uplink: one 20 ms frame per client per tick, scheduled against the start time.
  const t0 = performance.now();
  let tick = 0;
  let duringMemory: Memory | undefined;
  await new Promise<void>((resolve) => {
    const step = () => {
      for (const c of clients) c.tick();
      tick++;
      if (tick * 20 >= seconds * 1000) {
        resolve();
        return;
      }
      // Memory is sampled without forcing a GC mid-run (a full GC would itself stall the audio).
      if (tick === Math.round((seconds * 1000) / 40))
        void memory(child, false).then((m) => (duringMemory = m.memory));
      setTimeout(step, Math.max(0, t0 + tick * 20 - performance.now()));
    };
    step();
  });
  const after = await memory(child, false);
  const cpuAfter = after.cpu;
  loop.disable();
  for (const c of clients) c.end();
  await sleep(300);
  return {
    stats: clients.map((c) => c.stats),
    loopP99: loop.percentile(99) / 1e6,
    loopMax: loop.max / 1e6,
    serverLoop: after.loop,
    during: duringMemory ?? (await memory(child)).memory,
    cpuMs: (cpuAfter.user + cpuAfter.system - cpuBefore.user - cpuBefore.system) / 1000,
  };
}

async function main(): Promise<void> {
  const calls = arg('calls', 50);
  const seconds = arg('seconds', 10);
  const ttfaRuns = arg('ttfa-runs', 30);
  const self = fileURLToPath(import.meta.url);
  const spawned = performance.now();
  const child = PlatformChild.start<ChildReply>(self, ['--expose-gc']);
  const proc = child.process;
  try {
    const ready = await child.next();
    if (ready.type !== 'ready') throw new Error('child did not start');
    const { url } = ready;
    console.log(`Local voice platform (child pid ${proc.pid}) at ${url}, VAD ${ready.vad}`);
    console.log(
      `  startup: listening after ${fmt(ready.startupMs)} (first messages synthesized), all lines ready ${fmt(performance.now() - spawned)} after spawn (incl. Node + tsx start)`,
    );
    const idle = (await memory(child)).memory;
    console.log(
      `  idle server: RSS ${mib(idle.rss)}, heap ${mib(idle.heapUsed)}, external ${mib(idle.external)}`,
    );

    console.log(`\n1. Time to first audio (${ttfaRuns} sequential calls, es/he alternating)`);
    const ttfa = await timeToFirstAudio(url, ttfaRuns);
    console.log(
      `  socket open → first frame: median ${fmt(percentile(ttfa.open, 50))}, p95 ${fmt(percentile(ttfa.open, 95))}, max ${fmt(Math.max(...ttfa.open))}  (target ≤ 300 ms)`,
    );
    console.log(
      `  POST /api/call/web → first frame: median ${fmt(percentile(ttfa.post, 50))}, p95 ${fmt(percentile(ttfa.post, 95))}`,
    );

    await sleep(300);
    const before = (await memory(child)).memory;
    console.log(
      `\n2. ${calls} concurrent calls for ${seconds} s (uplink in real time, downlink measured per line)`,
    );
    const result = await concurrency(url, calls, seconds, child);
    const s = result.stats;
    const sum = (f: (c: CallStats) => number) => s.reduce((a, c) => a + f(c), 0);
    const withUnderrun = s.filter((c) => c.gapUnderruns + c.lateUnderruns > 0).length;
    const expectedFrames = (calls * (seconds * 1000)) / 20;
    console.log(
      `  downlink frames received: ${sum((c) => c.frames)} (${((100 * sum((c) => c.frames)) / expectedFrames).toFixed(0)}% of ${calls} × ${seconds} s: the rest is the user's turns), lines started: ${sum((c) => c.lines)}`,
    );
    console.log(
      `  underruns: ${sum((c) => c.gapUnderruns)} gaps > 60 ms, ${sum((c) => c.lateUnderruns)} frames > 60 ms behind schedule; calls affected: ${withUnderrun}/${calls}  (target 0)`,
    );
    console.log(
      `  worst gap between frames: ${fmt(Math.max(...s.map((c) => c.maxGap)))}; p95 of per-call worst gap: ${fmt(
        percentile(
          s.map((c) => c.maxGap),
          95,
        ),
      )}`,
    );
    console.log(`  worst lateness vs schedule: ${fmt(Math.max(...s.map((c) => c.maxLate)))}`);
    console.log(
      `  first audio under load: median ${fmt(
        percentile(
          s.map((c) => c.firstAudioMs),
          50,
        ),
      )}, max ${fmt(Math.max(...s.map((c) => c.firstAudioMs)))}`,
    );
    console.log(
      `  server CPU during the run (all threads, the hearing worker's included): ${fmt(result.cpuMs)} over ${seconds} s = ${((100 * result.cpuMs) / (seconds * 1000)).toFixed(0)}% of one core, ${((100 * result.cpuMs) / (seconds * 1000 * calls)).toFixed(2)}% per call`,
    );
    console.log(
      `  server event-loop delay (second half of the run): p99 ${fmt(result.serverLoop.p99)}, max ${fmt(result.serverLoop.max)}`,
    );
    console.log(
      `  bench client event-loop delay: p99 ${fmt(result.loopP99)}, max ${fmt(result.loopMax)} (client-side gaps above this are the client's, not the server's)`,
    );
    const closes = s
      .filter((c) => c.closeCode !== undefined && c.closeCode !== 1000)
      .map((c) => c.closeCode);
    if (closes.length > 0) console.log(`  calls closed early: ${closes.join(', ')}`);

    console.log(
      `\n3. Server memory per call (${calls} calls live, sampled mid-run without GC, vs idle after GC)`,
    );
    const d = result.during;
    console.log(
      `  RSS: ${mib(d.rss)} live vs ${mib(before.rss)} idle → ${kib((d.rss - before.rss) / calls)} per call`,
    );
    console.log(
      `  heap: ${mib(d.heapUsed)} live vs ${mib(before.heapUsed)} idle → ${kib((d.heapUsed - before.heapUsed) / calls)} per call`,
    );
    console.log(
      `  external+arrayBuffers: ${mib(d.external)} live vs ${mib(before.external)} idle (the synthesized lines are shared by all calls)`,
    );
  } finally {
    proc.send?.({ type: 'exit' });
    await Promise.race([new Promise((r) => proc.once('exit', r)), sleep(3000)]);
    if (proc.exitCode === null) proc.kill();
  }
}

runBench(main, serve);
