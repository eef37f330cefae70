import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api', lang: 'es' as const };

/** A call whose levels the test sets every 100 ms (only intervals are faked: the start settles by itself). */
async function connectedCall() {
  const events: [string, unknown][] = [];
  let now = 1_000_000;
  const call = new CallController(() => {}, fakeLoader().loader);
  const live = new LiveCall(
    { call, dispatch: (name, detail) => events.push([name, detail]), warnOnce: () => {} },
    { schedule: (fn) => fn(), now: () => now, storage: undefined },
  );
  live.press(config, false);
  await new Promise((r) => setTimeout(r, 0));
  const client = FakeVoiceClient.instances[0]!;
  client.emit('call-start');
  /** Plays `assistant` levels (one per 100 ms) with the microphone hearing `mic(i)`. */
  const play = (assistant: readonly number[], mic: (i: number) => number) => {
    assistant.forEach((level, i) => {
      client.outputLevel = level;
      client.inputLevel = mic(i);
      now += 100;
      vi.advanceTimersByTime(100);
    });
  };
  const echoEvents = () => events.filter(([name]) => name === 'voice-echo-suspected');
  return { live, client, play, echoEvents };
}

/** Syllables of 200–500 ms at varied levels, with dips, for `samples` × 100 ms. */
function assistantSpeech(samples: number): number[] {
  return Array.from({ length: samples }, (_, i) => {
    const syllable = Math.floor(i / 3);
    return i % 3 === 2 ? 0.06 : 0.3 + ((syllable * 37) % 50) / 100;
  });
}

beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  await endPageCalls();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('the echo hint', () => {
  it('shows once, and voice-echo-suspected fires once, when the microphone tracks the assistant', async () => {
    const t = await connectedCall();
    const speech = assistantSpeech(300);
    t.play(speech, (i) => (speech[i - 1] ?? 0) * 0.4);
    expect(t.live.getSnapshot().echoHint).toBe(true);
    expect(t.echoEvents()).toHaveLength(1);
    const [[, detail]] = t.echoEvents() as [[string, Record<string, number>]];
    expect(detail['ratio']).toBeCloseTo(0.4, 1);
    expect(detail['delayMs']).toBe(100);
    expect(detail['correlation']).toBeGreaterThan(0.9);
    // Told within the detector's window and hold (about 6 s), measured from the call's start.
    expect(detail['atMs']).toBeGreaterThan(5000);
    expect(detail['atMs']).toBeLessThan(8000);
    t.client.emit('call-end');
    expect(t.live.getSnapshot().echoHint).toBe(false);
  });

  it('stays hidden while the microphone is muted or silent', async () => {
    const t = await connectedCall();
    t.play(assistantSpeech(300), () => 0);
    expect(t.live.getSnapshot().echoHint).toBe(false);
    expect(t.echoEvents()).toEqual([]);
  });

  it('stops watching when the call ends', async () => {
    const t = await connectedCall();
    t.client.emit('call-end');
    const speech = assistantSpeech(300);
    t.play(speech, (i) => (speech[i - 1] ?? 0) * 0.4);
    expect(t.echoEvents()).toEqual([]);
  });
});
