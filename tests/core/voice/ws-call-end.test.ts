/**
 * The end of a WebSocket call the server ended (docs/voice-client.md "End of call"): `call-end`
 * waits until the assistant's last audio has been heard on the output clock, its latency included,
 * at most the audio left + 1 s; the visitor's own `stop()` does not wait. Against a real local
 * server speaking `docs/platform.md`, with fake audio and fake timers.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  FAKE_TIMERS,
  makeWsClient,
  until,
  type WsClientSetup,
  type WsHarness,
} from '../../support/ws-client.ts';
import {
  type ServerCall,
  toneFrames,
  useWsPlatformServer,
} from '../../support/ws-platform-server.ts';

const server = useWsPlatformServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A started WebSocket call (the server greeted), with the recorder cleared. */
async function inCall(
  setup: WsClientSetup = {},
): Promise<WsHarness & { readonly call: ServerCall }> {
  const harness = makeWsClient(server.apiUrl, setup);
  const started = harness.client.start('sofia');
  const call = await server.nextCall();
  expect(await started).not.toBeNull();
  harness.recorder.clear();
  return { ...harness, call };
}

describe('the server ends the call: the last audio is heard first', () => {
  it("hang right after the goodbye's last frames: call-end waits until the buffered audio has played", async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const t0 = Date.now();
    const { client, recorder, call, audio } = await inCall();
    let endedAt = -1;
    const off = client.on('call-end', () => (endedAt = Date.now() - t0));
    call.audio(toneFrames(10, 0.3)); // 200 ms, scheduled from t0 + 10 ms
    call.hang();
    await until(() => recorder.all('message').length === 2, 'status-update and hang');
    expect(audio.made[0]?.played).toHaveLength(10);
    expect(endedAt).toBe(-1);
    await vi.advanceTimersByTimeAsync(209);
    expect(endedAt).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    expect(endedAt).toBe(210);
    off();
    await until(() => client.state === 'idle', 'idle');
    expect(audio.made[0]?.closed).toBe(true);
  });

  it("the output's latency is waited for too: the goodbye's end is heard before call-end", async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const t0 = Date.now();
    const { client, recorder, call, audio } = await inCall();
    let endedAt = -1;
    const off = client.on('call-end', () => (endedAt = Date.now() - t0));
    call.audio(toneFrames(10, 0.3)); // 200 ms, scheduled from t0 + 10 ms
    await until(() => audio.made[0]?.played.length === 10, 'the frames to be scheduled');
    audio.made[0]!.latency = 0.04; // e.g. a Bluetooth headset's buffer
    call.hang();
    await until(() => recorder.all('message').length === 2, 'status-update and hang');
    await vi.advanceTimersByTimeAsync(249);
    expect(endedAt).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    expect(endedAt).toBe(250);
    off();
    await until(() => client.state === 'idle', 'idle');
  });

  it('an output clock that stands still holds the end for at most the audio left + 1 s', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const t0 = Date.now();
    const { client, recorder, call } = await inCall({ audio: { clock: () => 0 } });
    let endedAt = -1;
    const off = client.on('call-end', () => (endedAt = Date.now() - t0));
    call.audio(toneFrames(10, 0.3)); // 200 ms from 10 ms on a clock that never moves
    call.hang();
    await until(() => recorder.all('message').length === 2, 'status-update and hang');
    await vi.advanceTimersByTimeAsync(1209);
    expect(endedAt).toBe(-1);
    await vi.advanceTimersByTimeAsync(1);
    expect(endedAt).toBe(1210);
    off();
    await until(() => client.state === 'idle', 'idle');
  });

  it("the visitor's own stop() during the wait ends the call at once, without waiting for the audio", async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const t0 = Date.now();
    const { client, recorder, call, audio } = await inCall();
    let endedAt = -1;
    const off = client.on('call-end', () => (endedAt = Date.now() - t0));
    call.audio(toneFrames(25, 0.3)); // 500 ms
    call.hang();
    await until(() => recorder.all('message').length === 2, 'status-update and hang');
    await vi.advanceTimersByTimeAsync(100);
    await client.stop();
    expect(endedAt).toBe(100);
    expect(audio.made[0]?.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(2000);
    expect(recorder.all('call-end')).toHaveLength(1);
    off();
  });
});
