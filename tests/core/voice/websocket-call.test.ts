/**
 * A WebSocket call in progress, against a real local server speaking
 * `docs/platform.md`: `listening` → call-start, JSON → message, the
 * assistant's audio → playback, volume-level and speech timing (fake
 * timers), uplink frames and mute, say/send/end wire formats, the server
 * ending the call (hang, close 1000, abnormal close), microphone gain.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { constantFrame } from '../../support/fake-call-audio.ts';
import {
  FAKE_TIMERS,
  makeWsClient,
  until,
  WS_SUCCESS_STORY,
  type WsClientSetup,
  type WsHarness,
} from '../../support/ws-client.ts';
import {
  type ServerCall,
  toneFrames,
  useWsPlatformServer,
  wsCallBody,
} from '../../support/ws-platform-server.ts';

const server = useWsPlatformServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

interface InCall extends WsHarness {
  readonly call: ServerCall;
}

/** A started WebSocket call (the server greeted), with the recorder cleared. */
async function inCall(setup: WsClientSetup = {}): Promise<InCall> {
  const harness = makeWsClient(server.apiUrl, setup);
  const started = harness.client.start('sofia');
  const call = await server.nextCall();
  expect(await started).not.toBeNull();
  harness.recorder.clear();
  return { ...harness, call };
}

function silentFrame(frame: Buffer): boolean {
  return frame.every((byte) => byte === 0);
}

describe('text frames (docs/platform.md "Text frames")', () => {
  it("'listening' gives call-start once, right after the socket is open; JSON frames are message events", async () => {
    const harness = makeWsClient(server.apiUrl);
    const started = harness.client.start('sofia');
    const call = await server.nextCall();
    const result = await started;
    expect(result?.id).toBe(call.id);
    expect(result?.transport?.websocketCallUrl).toMatch(
      /^ws:\/\/127\.0\.0\.1:\d+\/api\/call\/call-\d+\/ws$/,
    );
    const story = harness.recorder.story();
    // The greeting arrives with the socket; it is delivered just after websocket-connection completes.
    const joined = story.indexOf('websocket-connection:completed');
    expect(story.slice(joined, joined + 3)).toEqual([
      'websocket-connection:completed',
      'call-start',
      'message:status-update',
    ]);
    expect(story.filter((s) => !['call-start', 'message:status-update'].includes(s))).toEqual(
      WS_SUCCESS_STORY,
    );
    expect(harness.recorder.all('message')).toEqual([
      { type: 'status-update', status: 'in-progress' },
    ]);
    expect(harness.dailyLoads()).toBe(0);
    await harness.client.stop();
  });

  it('transcript, speech-update and error messages become message events; bad JSON is logged, never thrown', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { client, recorder, call } = await inCall();
    call.text('listening'); // a second one: no second call-start
    call.json({ type: 'speech-update', status: 'started', role: 'assistant' });
    call.json({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hola, soy Sofía.',
    });
    call.text('{not json');
    call.json({ type: 'error', code: 'unknown-message', message: 'Unknown message type' });
    await until(() => recorder.all('message').length === 3, 'three messages');
    expect(recorder.story()).toEqual([
      'message:speech-update',
      'message:transcript',
      'message:error',
    ]);
    expect(recorder.all('message')[1]).toEqual({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hola, soy Sofía.',
    });
    expect(log).toHaveBeenCalledWith(
      '[voice-client] Error parsing message data:',
      expect.any(SyntaxError),
    );
    await client.stop();
  });
});

describe('client → server frames (docs/platform.md "Client → server")', () => {
  it('say sends every field; send() sends add-message and control as given', async () => {
    const { client, call } = await inCall();
    expect(client.say('Hola', true)).toBe(true);
    expect(client.say('¿Algo más?', false, true, true)).toBe(true);
    expect(
      client.send({ type: 'add-message', message: { role: 'system', content: 'Be brief.' } }),
    ).toBe(true);
    expect(client.send({ type: 'control', control: 'mute-assistant' })).toBe(true);
    await until(() => call.texts.length === 4, 'four text frames');
    expect(call.texts).toEqual([
      '{"type":"say","message":"Hola","endCallAfterSpoken":true,"interruptionsEnabled":false,"interruptAssistantEnabled":false}',
      '{"type":"say","message":"¿Algo más?","endCallAfterSpoken":false,"interruptionsEnabled":true,"interruptAssistantEnabled":true}',
      '{"type":"add-message","message":{"role":"system","content":"Be brief."}}',
      '{"type":"control","control":"mute-assistant"}',
    ]);
    expect(call.binaryLengths).toEqual([]);
    await client.stop();
    expect(client.say('late')).toBe(false);
  });

  it("sendText() sends Vapi's add-message with triggerResponseEnabled, cleaned; bad text throws and sends nothing; the call goes on", async () => {
    const { client, call, recorder } = await inCall();
    expect(client.sendText('  Me llamo\tCarlos\u0007 ')).toBe('Me llamo Carlos');
    expect(() => client.sendText('   ')).toThrowError(
      expect.objectContaining({ code: 'invalid-message' }) as Error,
    );
    expect(() => client.sendText('x'.repeat(1001))).toThrowError(
      expect.objectContaining({
        code: 'invalid-message',
        message: expect.stringContaining('1000'),
      }) as Error,
    );
    expect(client.sendText('ñ'.repeat(1000))).toHaveLength(1000);
    await until(() => call.texts.length === 2, 'two text frames');
    expect(JSON.parse(call.texts[0]!)).toEqual({
      type: 'add-message',
      message: { role: 'user', content: 'Me llamo Carlos' },
      triggerResponseEnabled: true,
    });
    expect(client.state).toBe('in-call');
    expect(recorder.story()).toEqual([]);
    await client.stop();
    expect(() => client.sendText('late')).toThrowError(
      expect.objectContaining({ code: 'no-call' }) as Error,
    );
  });

  it('getInputLevel() is the peak of the last 100 ms of microphone frames, 0 while muted; getOutputLevel() is 0 before audio', async () => {
    const { client, audio } = await inCall();
    const mic = audio.made[0];
    expect(client.getInputLevel()).toBe(0);
    expect(client.getOutputLevel()).toBe(0);
    mic?.emitFrame(constantFrame(16_384));
    expect(client.getInputLevel()).toBeCloseTo(0.5, 3);
    mic?.emitFrame(constantFrame(-32_768));
    expect(client.getInputLevel()).toBe(1);
    client.setMuted(true);
    expect(client.getInputLevel()).toBe(0);
    await client.stop();
    expect(client.getInputLevel()).toBe(0);
  });

  it('end() sends {"type":"end-call"}, closes with 1000, and ends the call once', async () => {
    const { client, recorder, call, audio } = await inCall();
    await client.end();
    expect(await call.closed).toBe(1000);
    expect(call.texts).toEqual(['{"type":"end-call"}']);
    expect(recorder.story()).toEqual(['call-end', 'message:status-update']);
    expect(recorder.all('message')).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    ]);
    expect(audio.made[0]?.closed).toBe(true);
    await client.end();
    expect(recorder.story()).toEqual(['call-end', 'message:status-update']);
  });

  it('microphone frames go out as 640-byte binary frames, only while the socket is open', async () => {
    const harness = makeWsClient(server.apiUrl);
    const started = harness.client.start('sofia');
    await until(() => harness.audio.made.length === 1, 'the audio');
    const mic = harness.audio.made[0];
    mic?.emitFrame(); // the socket is not open yet: not sent
    const call = await server.nextCall();
    await started;
    mic?.emitFrame(constantFrame(1234));
    mic?.emitFrame(constantFrame(-5));
    await until(() => call.binaryLengths.length === 2, 'two binary frames');
    expect(call.binaryLengths).toEqual([640, 640]);
    expect(call.binaries[0]?.readInt16LE(0)).toBe(1234);
    expect(call.binaries[1]?.readInt16LE(638)).toBe(-5);
    expect(harness.transports[0]?.stats).toMatchObject({ framesSent: 2, framesNotSent: 1 });
    await harness.client.stop();
  });

  it('mute sends 20 ms of silence per frame (the server VAD hears nothing) and disables the track; unmute restores', async () => {
    const { client, call, audio } = await inCall();
    const mic = audio.made[0];
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
    expect(mic?.micEnabled).toBe(false);
    mic?.emitFrame(constantFrame(20_000));
    mic?.emitFrame(constantFrame(20_000));
    client.setMuted(false);
    expect(client.isMuted()).toBe(false);
    expect(mic?.micEnabled).toBe(true);
    mic?.emitFrame(constantFrame(20_000));
    await until(() => call.binaries.length === 3, 'three binary frames');
    expect(call.binaries.map((frame) => frame.length)).toEqual([640, 640, 640]);
    expect(call.binaries.map(silentFrame)).toEqual([true, true, false]);
    await client.stop();
    expect(client.isMuted()).toBe(false);
    expect(() => client.setMuted(true)).toThrowError(
      expect.objectContaining({ code: 'no-call' }) as Error,
    );
  });
});

describe("the assistant's audio (docs/platform.md binary frames; docs/behaviour.md §4 speech detection, §9)", () => {
  it('frames are decoded and scheduled back to back behind the jitter buffer', async () => {
    const { client, call, audio } = await inCall();
    const speaker = audio.made[0];
    call.audio(toneFrames(6, 0.5));
    await until(() => (speaker?.played.length ?? 0) === 6, 'six frames played');
    const played = speaker?.played ?? [];
    expect(played.map((p) => p.sampleRate)).toEqual([16000, 16000, 16000, 16000, 16000, 16000]);
    expect(played.map((p) => p.samples.length)).toEqual([320, 320, 320, 320, 320, 320]);
    for (let i = 1; i < played.length; i++)
      expect((played[i]?.when ?? 0) - (played[i - 1]?.when ?? 0)).toBeCloseTo(0.02, 9);
    const expected = toneFrames(1, 0.5)[0]?.readInt16LE(20) ?? 0;
    expect(played[0]?.samples[10]).toBeCloseTo(expected / 32768, 6);
    await client.stop();
  });

  it('volume-level every 100 ms, speech-start on audible audio, speech-end 1 s after it stops playing', async () => {
    vi.useFakeTimers(FAKE_TIMERS);
    const t0 = Date.now();
    const { client, recorder, call, audio } = await inCall();
    const speaker = audio.made[0];
    const timeline: string[] = [];
    const offs = [
      client.on('speech-start', () => timeline.push(`speech-start@${Date.now() - t0}`)),
      client.on('speech-end', () => timeline.push(`speech-end@${Date.now() - t0}`)),
    ];
    // 25 frames (500 ms) at peak 0.03 arrive at once (the fake clock stands still) and play from t0 + 10 ms to t0 + 510 ms.
    call.audio(toneFrames(25, 0.03));
    await until(() => speaker?.played.length === 25, '25 frames played');
    await vi.advanceTimersByTimeAsync(2000);
    // Audible in the windows ending at 100…600 ms; the last ends 1 s before speech-end.
    expect(timeline).toEqual(['speech-start@100', 'speech-end@1600']);
    const volumes = recorder.all('volume-level');
    expect(volumes).toHaveLength(20);
    for (const volume of volumes.slice(0, 6)) expect(volume).toBeCloseTo(0.2, 2); // 0.03 / 0.15
    expect(volumes.slice(6)).toEqual(new Array<number>(14).fill(0));
    // Louder audio after a pause: re-buffered, then capped at 1.
    call.audio(toneFrames(5, 0.6));
    await until(() => speaker?.played.length === 30, '30 frames played');
    await vi.advanceTimersByTimeAsync(100);
    expect(recorder.all('volume-level').at(-1)).toBe(1);
    expect(timeline.at(-1)).toBe('speech-start@2100');
    for (const off of offs) off();
    await client.stop();
    expect(recorder.names().slice(-3)).toEqual(['speech-end', 'call-end', 'message']);
  });
});

describe('the server ends the call', () => {
  it('status-update ended then hang: message events, call-end once, no synthesized ended status, cleanup', async () => {
    const { client, recorder, call, audio, sockets } = await inCall();
    call.hang('assistant-ended-call');
    await until(() => client.state === 'idle', 'the call to end');
    await client.stop();
    expect(recorder.story()).toEqual(['message:status-update', 'message:hang', 'call-end']);
    expect(recorder.all('message')[0]).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'assistant-ended-call',
    });
    expect(audio.made[0]?.closed).toBe(true);
    expect(sockets[0]?.listeners()).toBe(0);
    expect(await call.closed).toBe(1000);
  });

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

  it('a close with 1000 and no hang: call-end once and the synthesized ended status', async () => {
    const { client, recorder, call, audio } = await inCall();
    call.close(1000);
    await until(() => client.state === 'idle', 'the call to end');
    expect(recorder.story()).toEqual(['call-end', 'message:status-update']);
    expect(recorder.all('message')[0]).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(audio.made[0]?.closed).toBe(true);
  });

  it.each([
    [4000, 'idle'],
    [4001, 'slow reader'],
    [1011, 'server error'],
  ])('a close with %i (%s) is a websocket-error, then call-end', async (code, reason) => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, recorder, call } = await inCall();
    call.close(code, reason);
    await until(() => client.state === 'idle', 'the call to end');
    expect(recorder.story()).toEqual([
      'error:websocket-error',
      'call-end',
      'message:status-update',
    ]);
    const error = recorder.first('error');
    expect(error.stage).toBe('call');
    expect(error.error).toMatchObject({ code: 'websocket-error' });
    expect(error.cause).toMatchObject({ code: 'websocket-error', details: { code, reason } });
    expect(error.error.message).toContain(String(code));
    errorLog.mockRestore();
  });

  it('stop() while speaking: speech-end, call-end, ended status, socket closed with 1000', async () => {
    const { client, recorder, call, audio } = await inCall();
    call.audio(toneFrames(10, 0.2));
    await until(() => (audio.made[0]?.played.length ?? 0) === 10, 'frames played');
    await until(() => recorder.names().includes('speech-start'), 'speech-start', 2000);
    await client.stop();
    expect(recorder.names().slice(-3)).toEqual(['speech-end', 'call-end', 'message']);
    expect(await call.closed).toBe(1000);
  });

  it('leavePage() beacons end-call to monitor.controlUrl (text/plain), then ends as end() does; without a control URL it is end()', async () => {
    const beacons: Array<[string, unknown]> = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      sendBeacon: (url: string, data: unknown) => (beacons.push([url, data]), true),
    });
    try {
      server.answer((id, socketUrl) => ({
        ...wsCallBody(id, socketUrl),
        monitor: { controlUrl: `http://platform.test/api/call/${id}/control/s3cret` },
      }));
      const { client, call } = await inCall();
      await client.leavePage();
      expect(beacons).toEqual([
        [`http://platform.test/api/call/${call.id}/control/s3cret`, '{"type":"end-call"}'],
      ]);
      expect(await call.closed).toBe(1000);
      expect(call.texts).toEqual(['{"type":"end-call"}']);
      server.reset();
      const plain = await inCall();
      await plain.client.leavePage();
      expect(await plain.call.closed).toBe(1000);
      expect(beacons).toHaveLength(1);
      expect(plain.call.texts).toEqual(['{"type":"end-call"}']);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('stop() sends end-call ahead of the close, so a page torn down mid-handshake still hangs up; not after the server ended', async () => {
    const { client, call } = await inCall();
    await client.stop();
    expect(await call.closed).toBe(1000);
    expect(call.texts).toEqual(['{"type":"end-call"}']);
    const ended = await inCall();
    ended.call.text(JSON.stringify({ type: 'hang' }));
    await until(() => ended.recorder.names().includes('call-end'), 'call-end');
    await ended.client.stop();
    expect(ended.call.texts).toEqual([]);
  });
});

describe('autoplay policy', () => {
  it('an AudioContext the browser keeps suspended gives an audio-playback-error; the call goes on', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = makeWsClient(server.apiUrl, { audio: { suspended: true } });
    const started = harness.client.start('sofia');
    await server.nextCall();
    expect(await started).not.toBeNull();
    const error = harness.recorder.first('error');
    expect(error).toMatchObject({ type: 'audio-playback-error', stage: 'call' });
    expect(error.error).toMatchObject({ code: 'audio-playback-failed' });
    expect(harness.client.state).toBe('in-call');
    await harness.client.stop();
    errorLog.mockRestore();
  });
});

describe('microphone gain over the WebSocket transport', () => {
  it('setMicGain hands the boosted track to the capture graph; the chain closes with the call', async () => {
    const boosted = {
      kind: 'audio',
      id: 'boosted',
      stop: () => undefined,
    } as unknown as MediaStreamTrack;
    let contextState = 'running';
    const node = { connect: () => undefined };
    const micGain = {
      getUserMedia: () =>
        Promise.resolve({ getTracks: () => [{ stop: () => undefined }] } as unknown as MediaStream),
      createAudioContext: () =>
        ({
          get state() {
            return contextState;
          },
          createMediaStreamSource: () => node,
          createGain: () => ({ ...node, gain: { value: 1 } }),
          createMediaStreamDestination: () => ({ stream: { getAudioTracks: () => [boosted] } }),
          close: () => {
            contextState = 'closed';
            return Promise.resolve();
          },
        }) as unknown as AudioContext,
    };
    const { client, audio } = await inCall({ options: { micGain } });
    await client.setMicGain(2);
    expect(audio.made[0]?.replaced).toEqual([boosted]);
    await client.stop();
    expect(contextState).toBe('closed');
  });
});
