/**
 * A WebSocket call whose audio output never starts (docs/elements/voice-call-button.md
 * "No audio output device"): `output-check.ts`
 * tells a missing output (the browser allows audio, yet the `AudioContext`
 * never runs: Firefox without an output device) from the autoplay policy;
 * the client then reports `audio-output-unavailable`, ends the platform's
 * call (`end-call`, then close 1000), lets go of it, and a new `start()`
 * makes a fresh call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  checkOutput,
  DEFAULT_OUTPUT_START_TIMEOUT_MS,
} from '../../../src/core/voice/websocket/output-check.ts';
import { FakeCallAudio } from '../../support/fake-call-audio.ts';
import { makeWsClient } from '../../support/ws-client.ts';
import { useWsPlatformServer } from '../../support/ws-platform-server.ts';

const server = useWsPlatformServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A fake audio whose output starts after `runsAfter` calls to `resume()` (never by default). */
function audioStartingAfter(runsAfter = Infinity): FakeCallAudio {
  const audio = new FakeCallAudio();
  audio.running = false;
  const resume = audio.resume.bind(audio);
  audio.resume = () => {
    audio.running = audio.resumed + 1 > runsAfter;
    return resume();
  };
  return audio;
}

describe('checkOutput', () => {
  it('says nothing when the output runs', async () => {
    const audio = new FakeCallAudio();
    expect(
      await checkOutput(audio, () => false, { autoplayPolicy: () => 'allowed' }),
    ).toBeUndefined();
    expect(audio.resumed).toBe(1);
  });

  it.each([undefined, 'disallowed', 'allowed-muted'])(
    'autoplay policy %s: the autoplay warning, the call goes on',
    async (policy) => {
      const verdict = await checkOutput(audioStartingAfter(), () => false, {
        autoplayPolicy: () => policy,
      });
      expect(verdict).toMatchObject({
        warning: { type: 'audio-playback-error', error: { code: 'audio-playback-failed' } },
      });
    },
  );

  it('allowed but slow to start (a busy sound server): waits, then says nothing', async () => {
    const audio = audioStartingAfter(3);
    expect(
      await checkOutput(audio, () => false, {
        autoplayPolicy: () => 'allowed',
        outputStartTimeoutMs: 2000,
      }),
    ).toBeUndefined();
    expect(audio.resumed).toBe(4);
  });

  it('allowed and never started: audio-output-unavailable after the time limit', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'Date'] });
    const verdict = checkOutput(audioStartingAfter(), () => false, {
      autoplayPolicy: () => 'allowed',
    });
    await vi.advanceTimersByTimeAsync(DEFAULT_OUTPUT_START_TIMEOUT_MS + 500);
    expect(await verdict).toMatchObject({ fatal: { code: 'audio-output-unavailable' } });
  });

  it('a call that ended meanwhile: nothing', async () => {
    let over = false;
    const verdict = checkOutput(audioStartingAfter(), () => over, {
      autoplayPolicy: () => 'allowed',
      outputStartTimeoutMs: 1000,
    });
    over = true;
    expect(await verdict).toBeUndefined();
  });
});

describe('a call with no audio output device', () => {
  it('reports audio-output-unavailable, ends the platform call, lets go of it; start() calls afresh', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = makeWsClient(server.apiUrl, {
      audio: { suspended: true },
      transport: { autoplayPolicy: () => 'allowed', outputStartTimeoutMs: 100 },
    });
    const started = harness.client.start('sofia');
    const call = await server.nextCall();
    expect(await started).not.toBeNull();
    await harness.recorder.waitFor((e) => e.name === 'call-end');
    const error = harness.recorder.first('error');
    expect(error).toMatchObject({
      type: 'websocket-error',
      stage: 'call',
      error: { code: 'audio-output-unavailable' },
    });
    // The platform was told to end the call, then the socket was closed as a hang-up.
    expect(await call.closed).toBe(1000);
    expect(call.texts.map((t) => JSON.parse(t) as { type: string })).toContainEqual({
      type: 'end-call',
    });
    expect(harness.recorder.all('message')).toContainEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(harness.client.state).toBe('idle');
    expect(harness.audio.made[0]!.closed).toBe(true);

    // Retry: a fresh call, not `already-started`.
    harness.recorder.clear();
    const again = harness.client.start('sofia');
    const second = await server.nextCall();
    const result = await again;
    expect(result?.id).toBe(second.id);
    expect(second.id).not.toBe(call.id);
    expect(
      harness.recorder.all('call-start-progress').filter((p) => p.status === 'failed'),
    ).toEqual([]);
    await harness.client.stop();
    errorLog.mockRestore();
  });

  it('an output held back by the autoplay policy stays a warning: the call goes on', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = makeWsClient(server.apiUrl, {
      audio: { suspended: true },
      transport: { autoplayPolicy: () => 'disallowed' },
    });
    const started = harness.client.start('sofia');
    const call = await server.nextCall();
    expect(await started).not.toBeNull();
    await harness.recorder.waitFor((e) => e.name === 'error');
    expect(harness.recorder.first('error')).toMatchObject({ type: 'audio-playback-error' });
    expect(harness.client.state).toBe('in-call');
    expect(call.texts).toEqual([]);
    await harness.client.stop();
    errorLog.mockRestore();
  });
});
