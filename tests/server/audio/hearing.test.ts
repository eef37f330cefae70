/**
 * server/audio/echo.ts, hearing-dsp.ts, hearing.ts, hearing-pool.ts: what the platform hears
 * (docs/platform.md "Turn-taking", "Echo"), fed with the recorded PCM fixtures
 * (`scripts/build/hearing-fixtures.ts`): the visitor's speech is heard, in noise too; noise alone,
 * the assistant's own echo alone are not; the visitor talking over the echo is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fixture, gainOf, mix, rms } from '../../../scripts/lib/hearing-audio.ts';
import { EchoCanceller } from '../../../server/audio/echo.ts';
import { Hearing, ProbabilityVad } from '../../../server/audio/hearing.ts';
import { HearingDsp } from '../../../server/audio/hearing-dsp.ts';
import { HearingPool } from '../../../server/audio/hearing-pool.ts';
import { s16ToFloat, s16ToS16le } from '../../../server/audio/pcm.ts';
import { SileroModel } from '../../../server/audio/silero.ts';
import type { VadEvent } from '../../../server/audio/vad.ts';

const SECOND = 16_000;
const visitorEs = fixture('visitor-es');
const visitorHe = fixture('visitor-he');
const assistant = fixture('assistant-es');
const speechRms = rms(visitorEs);

/** Noise of `colour` at `snr` dB under the visitor's speech, for `seconds`. */
function noise(colour: 'pink' | 'brown', snr: number, seconds: number): Int16Array {
  const samples = fixture(colour);
  return mix(seconds * SECOND, [
    { samples, at: 0, gain: speechRms / rms(samples) / gainOf(snr), loop: true },
  ]);
}

/** The assistant's line starting at 0.3 s, and the uplink that hears it `delayMs` later at `db`, plus `extra`. */
function withEcho(
  db: number,
  delayMs: number,
  extra: Parameters<typeof mix>[1] = [],
): { reference: Int16Array; uplink: Int16Array } {
  const length = 6 * SECOND;
  const start = 0.3 * SECOND;
  return {
    reference: mix(length, [{ samples: assistant, at: start, gain: 1 }]),
    uplink: mix(length, [
      { samples: assistant, at: start + delayMs * 16, gain: gainOf(db) },
      ...extra,
    ]),
  };
}

let model: SileroModel;

beforeAll(async () => {
  model = await SileroModel.load();
});

afterAll(async () => {
  await model.close();
});

/** Runs the uplink (and reference) through the worker's code in 20 ms messages; returns the turns heard. */
async function hear(uplink: Int16Array, reference?: Int16Array): Promise<VadEvent[]> {
  const dsp = new HearingDsp(model);
  const vad = new ProbabilityVad(400);
  const events: VadEvent[] = [];
  for (let at = 0; at < uplink.length; at += 320) {
    const [out] = await dsp.process([
      {
        id: 1,
        ...(reference ? { reference: [{ at, pcm: reference.slice(at, at + 320) }] } : {}),
        uplink: [{ at, pcm: uplink.slice(at, at + 320) }],
      },
    ]);
    events.push(...vad.push(out?.probs ?? []));
  }
  const end = vad.flush();
  if (end) events.push(end);
  return events;
}

const starts = (events: VadEvent[]) => events.filter((e) => e.type === 'speech-start');

describe('Silero on the uplink', () => {
  it('hears Spanish and Hebrew speech, in quiet and in 10 dB pink and brown noise, about where it is', async () => {
    for (const speech of [visitorEs, visitorHe]) {
      for (const background of [undefined, noise('pink', 10, 5), noise('brown', 10, 5)]) {
        const uplink = mix(5 * SECOND, [
          { samples: speech, at: SECOND, gain: 1 },
          ...(background ? [{ samples: background, at: 0, gain: 1 }] : []),
        ]);
        const events = await hear(uplink);
        expect(starts(events)).toHaveLength(1);
        const [start, end] = events;
        expect(start?.atMs).toBeGreaterThanOrEqual(900);
        expect(start?.atMs).toBeLessThan(1300);
        // One turn for the whole sentence, ending near its end.
        expect(end?.type).toBe('speech-end');
        const speechEndMs = 1000 + (speech.length / SECOND) * 1000;
        expect(Math.abs((end?.atMs ?? 0) - speechEndMs)).toBeLessThan(250);
      }
    }
  }, 60_000);

  it('hears no one in pink or brown noise alone, even as loud as the speech (0 dB)', async () => {
    for (const colour of ['pink', 'brown'] as const)
      expect(await hear(noise(colour, 0, 4))).toEqual([]);
  });

  it('takes digital silence (a muted client) for no one', async () => {
    expect(await hear(new Int16Array(2 * SECOND))).toEqual([]);
  });
});

describe('the echo gate', () => {
  it('the assistant coming back at −6 or −12 dB, after 80–250 ms, in quiet or noise, is no one', async () => {
    for (const [db, delayMs] of [
      [-6, 80],
      [-12, 250],
      [-6, 250],
    ] as const) {
      const quiet = withEcho(db, delayMs);
      expect(await hear(quiet.uplink, quiet.reference)).toEqual([]);
      const noisy = withEcho(db, delayMs, [{ samples: noise('pink', 10, 6), at: 0, gain: 1 }]);
      expect(await hear(noisy.uplink, noisy.reference)).toEqual([]);
    }
  }, 60_000);

  it('without the reference, the same echo is taken for speech (the gate is what stops it)', async () => {
    const { uplink } = withEcho(-6, 160);
    expect(starts(await hear(uplink)).length).toBeGreaterThan(0);
  });

  it('the visitor talking over the echo is heard, from when they start', async () => {
    for (const db of [-6, -12]) {
      const { uplink, reference } = withEcho(db, 160, [
        { samples: visitorEs, at: 2 * SECOND, gain: 1 },
      ]);
      const events = await hear(uplink, reference);
      expect(starts(events)).toHaveLength(1);
      expect(events[0]?.atMs).toBeGreaterThanOrEqual(1900);
      expect(events[0]?.atMs).toBeLessThan(2300);
    }
  }, 60_000);

  it('finds the delay to the sample and cancels the echo by over 20 dB', () => {
    const echo = new EchoCanceller();
    const { uplink, reference } = withEcho(-6, 173);
    let before = 0;
    let after = 0;
    for (let at = 0; at < uplink.length; at += 320) {
      echo.reference(s16ToFloat(reference.slice(at, at + 320)), at);
      const input = s16ToFloat(uplink.slice(at, at + 320));
      const { residual } = echo.process(input, at);
      if (at < 2 * SECOND) continue;
      for (let i = 0; i < input.length; i++) {
        before += (input[i] as number) ** 2;
        after += (residual[i] as number) ** 2;
      }
    }
    expect(echo.state).toBe('locked');
    expect(echo.delayMs).toBeCloseTo(173, 0);
    expect(10 * Math.log10(before / after)).toBeGreaterThan(20);
  });

  it('with no echo at all (headphones) it decides so and lets the uplink through unchanged', () => {
    const echo = new EchoCanceller();
    const reference = mix(4 * SECOND, [{ samples: assistant, at: 0, gain: 1 }]);
    const uplink = mix(4 * SECOND, [{ samples: visitorEs, at: 0.5 * SECOND, gain: 1 }]);
    let trustedAfter = true;
    for (let at = 0; at < uplink.length; at += 320) {
      echo.reference(s16ToFloat(reference.slice(at, at + 320)), at);
      const input = s16ToFloat(uplink.slice(at, at + 320));
      const out = echo.process(input, at);
      if (at >= 1.5 * SECOND) {
        trustedAfter &&= out.trusted;
        expect(out.residual).toEqual(input);
      }
    }
    expect(echo.state).toBe('absent');
    expect(trustedAfter).toBe(true);
  });
});

describe('turn timing', () => {
  it('the silence that ends a turn is the one asked for (startSpeakingPlan.waitSeconds)', () => {
    for (const waitMs of [0, 400, 1000]) {
      const vad = new ProbabilityVad(waitMs);
      expect(vad.push(Array<number>(20).fill(0.9)).map((e) => e.type)).toEqual(['speech-start']);
      let silentFrames = 0;
      let end: VadEvent | undefined;
      while (!end && silentFrames < 100) {
        silentFrames++;
        end = vad.push([0.05])[0];
      }
      // 32 ms frames: the first silent frame that reaches the wait ends the turn, at the last voiced one.
      expect(silentFrames).toBe(Math.max(1, Math.ceil(waitMs / 32)));
      expect(end).toEqual({ type: 'speech-end', atMs: 640, durationMs: 640 });
    }
  });

  it('short blips (under 96 ms) are not speech, and a dip inside an onset is forgiven', () => {
    const vad = new ProbabilityVad(400);
    expect(vad.push([0.9, 0.9, 0.1, 0.1, 0.1, 0.1])).toEqual([]);
    expect(vad.push([0.9, 0.2, 0.9, 0.9]).map((e) => e.type)).toEqual(['speech-start']);
  });
});

describe('the hearing worker', () => {
  let pool: HearingPool;

  beforeAll(async () => {
    pool = await HearingPool.start();
  }, 60_000);

  afterAll(async () => {
    await pool.close();
  });

  it('hears a visitor through the worker thread, in real time as the calls send it', async () => {
    const events: VadEvent[] = [];
    let now = 0;
    const hearing = new Hearing({
      pool,
      timing: { endSilenceMs: 400 },
      onEvents: (e) => events.push(...e),
      now: () => now,
    });
    const pcm = s16ToS16le(mix(4 * SECOND, [{ samples: visitorHe, at: SECOND / 2, gain: 1 }]));
    for (let at = 0; at < pcm.length; at += 640) {
      now += 20;
      hearing.uplink(pcm.subarray(at, at + 640));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    await expect
      .poll(() => events.map((e) => e.type), { timeout: 20_000 })
      .toEqual(['speech-start', 'speech-end']);
    hearing.close();
  });

  it('a client flooding faster than real time loses its own audio, not another call its turn', async () => {
    const heard: VadEvent[] = [];
    let now = 0;
    const flood = new Hearing({
      pool,
      timing: { endSilenceMs: 400 },
      onEvents: () => {},
      now: () => now,
    });
    const visitor = new Hearing({
      pool,
      timing: { endSilenceMs: 400 },
      onEvents: (e) => heard.push(...e),
      now: () => now,
    });
    const loud = s16ToS16le(noise('pink', 0, 1));
    const speech = s16ToS16le(mix(5 * SECOND, [{ samples: visitorEs, at: 0, gain: 1 }]));
    for (let at = 0; at < speech.length; at += 640) {
      now += 20;
      // Twenty seconds of audio for every 20 ms of time.
      for (let i = 0; i < 20; i++) flood.uplink(loud);
      visitor.uplink(speech.subarray(at, at + 640));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    expect(flood.dropped).toBeGreaterThan(0);
    await expect
      .poll(() => heard.map((e) => e.type), { timeout: 20_000 })
      .toEqual(['speech-start', 'speech-end']);
    flood.close();
    visitor.close();
  });
});

describe('the energy fallback (VAD=energy)', () => {
  it('keeps the echo gate: the assistant coming back is no one, the visitor over it is heard', () => {
    const run = (uplink: Int16Array, reference: Int16Array): VadEvent[] => {
      const events: VadEvent[] = [];
      let now = 0;
      const hearing = new Hearing({
        timing: { endSilenceMs: 400 },
        onEvents: (e) => events.push(...e),
        now: () => now,
      });
      const up = s16ToS16le(uplink);
      const ref = s16ToS16le(reference);
      for (let at = 0; at < up.length; at += 640) {
        hearing.downlink(ref.subarray(at, at + 640));
        now += 20;
        hearing.uplink(up.subarray(at, at + 640));
      }
      return events;
    };
    const echoOnly = withEcho(-6, 160);
    expect(run(echoOnly.uplink, echoOnly.reference)).toEqual([]);
    const over = withEcho(-6, 160, [{ samples: visitorEs, at: 2 * SECOND, gain: 1 }]);
    expect(starts(run(over.uplink, over.reference))).toHaveLength(1);
  });
});
