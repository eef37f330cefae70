// @vitest-environment node
/**
 * server/audio/vad.ts: the energy voice-activity detector of the local platform.
 */
import { describe, expect, it } from 'vitest';

import { FRAME_BYTES, silence, tone } from '../../../server/audio/pcm.ts';
import { EnergyVad, type VadEvent } from '../../../server/audio/vad.ts';

describe('EnergyVad', () => {
  function run(vad: EnergyVad, pcm: Buffer, chunk = FRAME_BYTES): VadEvent[] {
    const events: VadEvent[] = [];
    for (let i = 0; i < pcm.length; i += chunk)
      events.push(...vad.push(pcm.subarray(i, i + chunk)));
    return events;
  }

  it('1 s of speech then 800 ms of silence: start at 0, end at 1000 ms, reported after 700 ms of silence', () => {
    const vad = new EnergyVad();
    const events = run(vad, Buffer.concat([tone(1000), silence(680)]));
    expect(events).toEqual([{ type: 'speech-start', atMs: 0 }]);
    expect(vad.speaking).toBe(true);
    expect(vad.speechMs).toBe(1000);
    expect(run(vad, silence(20))).toEqual([{ type: 'speech-end', atMs: 1000, durationMs: 1000 }]);
    expect(vad.speaking).toBe(false);
  });

  it('gives the same events whatever the chunking (odd sizes, 1 s blocks)', () => {
    const pcm = Buffer.concat([silence(300), tone(900), silence(800), tone(400), silence(800)]);
    const reference = run(new EnergyVad(), pcm);
    expect(reference).toHaveLength(4);
    expect(run(new EnergyVad(), pcm, 333)).toEqual(reference);
    expect(run(new EnergyVad(), pcm, 32_000)).toEqual(reference);
    expect(run(new EnergyVad(), pcm, 2)).toEqual(reference);
  });

  it('rejects clicks shorter than minSpeechMs', () => {
    const vad = new EnergyVad();
    const click = Buffer.concat([tone(100, 1500, 0.9), silence(300)]);
    expect(run(vad, Buffer.concat([click, click, click, silence(800)]))).toEqual([]);
  });

  it('has hysteresis: a level between the thresholds cannot start speech but keeps it going', () => {
    // RMS of a 0.02-peak sine is ~0.014: above stopRms (0.01), below startRms (0.02).
    const between = tone(1000, 200, 0.02);
    expect(run(new EnergyVad(), Buffer.concat([between, silence(800)]))).toEqual([]);
    const vad = new EnergyVad();
    const events = run(vad, Buffer.concat([tone(300), between, silence(800)]));
    expect(events).toEqual([
      { type: 'speech-start', atMs: 0 },
      { type: 'speech-end', atMs: 1300, durationMs: 1300 },
    ]);
  });

  it('flush() ends speech at once and drops an onset', () => {
    const vad = new EnergyVad();
    run(vad, tone(400));
    expect(vad.flush()).toEqual({ type: 'speech-end', atMs: 400, durationMs: 400 });
    expect(vad.flush()).toBeUndefined();
    run(vad, tone(60));
    expect(vad.flush()).toBeUndefined();
  });

  it('rejects inverted thresholds', () => {
    expect(() => new EnergyVad({ startRms: 0.01, stopRms: 0.05 })).toThrow(RangeError);
  });
});
