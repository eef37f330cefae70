/**
 * Benchmark of the local platform's hearing (docs/platform.md "Turn-taking", "Echo"; figures in
 * docs/benchmarks.md "bench:turns"). Prints figures; asserts nothing.
 *
 *   npx tsx scripts/bench/turns.ts [--vad=silero|energy] [--repeat=1]   (npm run bench:turns)
 *
 * 1. Calls through the WebSocket protocol, all at once, each streaming in real time generated
 *    Spanish and Hebrew speech (the recorded fixtures) mixed with pink or brown noise at 20, 10 and
 *    5 dB SNR, or with its own downlink looped back at −6 and −12 dB after 80, 160 or 250 ms
 *    (`turns-call.ts` says what each call does). Per condition: false interruptions of the first
 *    message, false turns on noise alone, missed turns, missed barge-ins over echo, end of speech →
 *    next audio (median, p90). Goals: 0 false interruptions and 0 false turns at ≥ 10 dB, no missed
 *    turn at 10 dB, no missed barge-in, median latency ≤ 500 ms.
 * 2. CPU: the platform's CPU time (all threads) over the run, per call; and the hearing worker's
 *    own work (echo canceller + batched Silero) on 50 calls' audio offline, per call and the calls
 *    one core holds.
 *
 * The platform runs in a child process (`platform-child.ts`), so the clients do not share its CPU.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

import { type Fixture, fixture, gainOf, mix, rms } from '../lib/hearing-audio.ts';
import { quantile } from '../lib/stats.ts';
import { PlatformChild, runBench, startChildPlatform } from './platform-child.ts';
import { TurnsCall, type TurnsCondition, type TurnsResult } from './turns-call.ts';

const KEY = 'bench-key';

type ChildReply =
  { type: 'ready'; url: string; vad: string } | { type: 'cpu'; cpu: NodeJS.CpuUsage };

function arg(name: string, fallback: string): string {
  const found = process.argv.find((a) => a.startsWith(`--${name}=`));
  return found ? (found.split('=')[1] ?? fallback) : fallback;
}

// ---------------------------------------------------------------- child side

async function serve(): Promise<void> {
  const { platform } = await startChildPlatform({
    port: 0,
    host: '127.0.0.1',
    publicKey: KEY,
    maxCalls: 1000,
    admission: { callsPerMinute: 100_000, callsAlive: 100_000 },
  });
  process.on('message', (msg: { type: string }) => {
    if (msg.type === 'cpu') process.send?.({ type: 'cpu', cpu: process.cpuUsage() });
    else if (msg.type === 'exit') void platform.close().then(() => process.exit(0));
  });
  process.send?.({ type: 'ready', url: platform.url, vad: platform.stats().vad });
}

// --------------------------------------------------------------- parent side

interface Condition extends TurnsCondition {
  readonly name: string;
  /** The noise's SNR, dB (undefined for quiet and echo conditions). */
  readonly snr?: number;
}

/** Every condition, in both languages. */
function conditions(): Condition[] {
  const speech = { es: fixture('visitor-es'), he: fixture('visitor-he') };
  const speechRms = (rms(speech.es) + rms(speech.he)) / 2;
  const out: Condition[] = [];
  for (const language of ['es', 'he'] as const) {
    out.push({ name: 'quiet', language, speech: speech[language] });
    for (const colour of ['pink', 'brown'] as const) {
      const noise = fixture(colour as Fixture);
      for (const snr of [20, 10, 5]) {
        const gain = speechRms / rms(noise) / gainOf(snr);
        const scaled = mix(noise.length, [{ samples: noise, at: 0, gain }]);
        out.push({
          name: `${colour} ${snr} dB`,
          language,
          speech: speech[language],
          noise: scaled,
          snr,
        });
      }
    }
    for (const db of [-6, -12])
      for (const delayMs of [80, 160, 250])
        out.push({
          name: `echo ${db} dB ${delayMs} ms`,
          language,
          speech: speech[language],
          echo: { gain: gainOf(db), delayMs },
        });
  }
  return out;
}

async function runCalls(
  url: string,
  list: readonly Condition[],
): Promise<{ results: TurnsResult[]; seconds: number }> {
  const calls = list.map((c) => new TurnsCall(KEY, c));
  // The ticker runs before the sockets open: each call's microphone starts with its own socket, as a
  // browser's does, so the first message's echo meets an uplink that is already running.
  const t0 = performance.now();
  let openedAt = Number.POSITIVE_INFINITY;
  let tick = 0;
  const ticking = new Promise<void>((resolve) => {
    const step = () => {
      const now = performance.now();
      for (const c of calls) c.tick(now);
      tick++;
      if (now >= openedAt && (calls.every((c) => c.done) || now - openedAt > 60_000))
        return resolve();
      setTimeout(step, Math.max(0, t0 + tick * 20 - performance.now()));
    };
    step();
  });
  await Promise.all(calls.map((c) => c.start(url)));
  openedAt = performance.now();
  await ticking;
  const seconds = (performance.now() - t0) / 1000;
  for (const c of calls) c.end();
  await sleep(300);
  return { results: calls.map((c) => c.result), seconds };
}

const ms = (v: number | undefined): string => (v === undefined ? '—' : `${Math.round(v)} ms`);

function report(list: readonly Condition[], results: readonly TurnsResult[]): void {
  const quiet = new Map<string, number>();
  list.forEach((c, i) => {
    if (c.name === 'quiet') quiet.set(c.language, results[i]?.firstMessageFrames ?? 0);
  });
  const names = [...new Set(list.map((c) => c.name))];
  console.log(
    '  condition            calls  false interr.  false turns  missed turns  missed barge-ins  latency median  p90',
  );
  const all: number[] = [];
  for (const name of names) {
    const rows = list
      .map((c, i) => ({ c, r: results[i] as TurnsResult }))
      .filter((x) => x.c.name === name);
    // The first message is cut short when fewer of its frames came than in the quiet call (5 frames of slack).
    const interrupted = rows.filter(
      ({ c, r }) => r.firstMessageFrames < (quiet.get(c.language) ?? 0) - 5,
    ).length;
    const falseTurns = rows.reduce((n, { r }) => n + r.falseTurns, 0);
    const missed = rows.filter(({ r }) => r.missedTurn || r.latencyMs === undefined).length;
    const barge = rows.filter(({ c }) => c.echo);
    const missedBarge = barge.filter(({ r }) => r.missedBargeIn !== false).length;
    const latencies = rows.flatMap(({ r }) => (r.latencyMs === undefined ? [] : [r.latencyMs]));
    all.push(...latencies);
    console.log(
      `  ${name.padEnd(20)} ${String(rows.length).padStart(5)}  ${String(interrupted).padStart(13)}  ${String(falseTurns).padStart(11)}  ${String(missed).padStart(12)}  ${(barge.length ? `${missedBarge}/${barge.length}` : '—').padStart(16)}  ${ms(latencies.length ? quantile(latencies, 0.5) : undefined).padStart(14)}  ${ms(latencies.length ? quantile(latencies, 0.9) : undefined).padStart(6)}`,
    );
  }
  console.log(
    `  all conditions: end of speech → next audio median ${ms(quantile(all, 0.5))}, p90 ${ms(quantile(all, 0.9))} over ${all.length} turns  (goal: median ≤ 500 ms)`,
  );
  const closed = results.filter((r) => r.closeCode !== undefined && r.closeCode !== 1000);
  if (closed.length)
    console.log(`  calls closed early: ${closed.map((r) => r.closeCode).join(', ')}`);
}

/** The hearing worker's work alone, on 50 calls' audio (speech and echo), in this thread. */
async function workerCost(): Promise<void> {
  const { SileroModel } = await import('../../server/audio/silero.ts');
  const { HearingDsp } = await import('../../server/audio/hearing-dsp.ts');
  const dsp = new HearingDsp(await SileroModel.load());
  const calls = 50;
  const seconds = 10;
  const assistant = fixture('assistant-es');
  const visitor = fixture('visitor-es');
  const noise = fixture('pink');
  const length = seconds * 16_000;
  const uplink = mix(length, [
    { samples: assistant, at: 1600, gain: 0.5, loop: true },
    { samples: visitor, at: 48_000, gain: 1 },
    { samples: noise, at: 0, gain: 0.1, loop: true },
  ]);
  const reference = mix(length, [{ samples: assistant, at: 0, gain: 1, loop: true }]);
  const start = process.cpuUsage();
  for (let at = 0; at < length; at += 320) {
    await dsp.process(
      Array.from({ length: calls }, (_, id) => ({
        id,
        reference: [{ at, pcm: reference.slice(at, at + 320) }],
        uplink: [{ at, pcm: uplink.slice(at, at + 320) }],
      })),
    );
  }
  const used = process.cpuUsage(start);
  const cpuMs = (used.user + used.system) / 1000;
  const share = cpuMs / (calls * seconds * 1000);
  console.log(
    `  hearing worker alone (echo canceller + Silero, ${calls} calls × ${seconds} s of audio with echo, 20 ms messages): ${(share * 100).toFixed(2)}% of a core per call → ${Math.floor(1 / share)} calls per core`,
  );
}

async function main(): Promise<void> {
  const vad = arg('vad', 'silero');
  const repeat = Number(arg('repeat', '1'));
  // The child reads the platform option from its environment.
  process.env['VAD'] = vad;
  const child = PlatformChild.start<ChildReply>(fileURLToPath(import.meta.url));
  const proc = child.process;
  try {
    const ready = await child.next();
    if (ready.type !== 'ready') throw new Error('child did not start');
    console.log(`Local voice platform (child pid ${proc.pid}) at ${ready.url}, VAD ${ready.vad}`);
    const list = Array.from({ length: repeat }, () => conditions()).flat();
    console.log(`\n1. ${list.length} calls at once, real time`);
    const before = await child.ask({ type: 'cpu' });
    const { results, seconds } = await runCalls(ready.url, list);
    const after = await child.ask({ type: 'cpu' });
    report(list, results);
    if (before.type === 'cpu' && after.type === 'cpu') {
      const cpuMs =
        (after.cpu.user + after.cpu.system - before.cpu.user - before.cpu.system) / 1000;
      const perCall = cpuMs / (seconds * 1000 * list.length);
      console.log(
        `\n2. CPU\n  platform, all threads, during the run: ${Math.round(cpuMs)} ms over ${seconds.toFixed(1)} s for ${list.length} calls = ${(perCall * 100).toFixed(2)}% of a core per call (speech synthesis of the answers included)`,
      );
    }
    await workerCost();
  } finally {
    proc.send?.({ type: 'exit' });
    await Promise.race([new Promise((r) => proc.once('exit', r)), sleep(3000)]);
    if (proc.exitCode === null) proc.kill();
  }
}

runBench(main, serve);
