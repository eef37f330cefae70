/**
 * Behaviour during a call: 'listening' → call-start, app messages, speech
 * detection on fake timers, volume scaling, leaving (docs/behaviour.md §4 "When the room
 * is left"), room errors, forwarding, audio playback, say/send, mute, gain.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ASSISTANT_GONE_AFTER_MS } from '../../../src/core/voice/daily/connection-watch.ts';
import type { VoiceClientError } from '../../../src/core/voice/errors.ts';
import { FakeDaily } from '../../support/fake-daily.ts';
import { flush, type Harness, makeClient } from '../../support/voice-client.ts';
import { ok, sendJson, useWebCallServer, webCallBody } from '../../support/web-call-server.ts';

const server = useWebCallServer();
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  FakeDaily.registry.clear();
  document.body.replaceChildren();
});

/** A started call, with the recorder cleared. */
async function inCall(options: Parameters<typeof makeClient>[1] = {}): Promise<Harness> {
  const harness = makeClient(server.url, options);
  expect(await harness.client.start('asst-1')).not.toBeNull();
  harness.recorder.clear();
  return harness;
}

describe('app messages', () => {
  it("'listening' emits call-start once; JSON is parsed into message; bad JSON is logged, never thrown", async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.appMessage('listening');
    call.appMessage('listening');
    call.appMessage(JSON.stringify({ type: 'transcript', role: 'assistant', transcript: 'Hola' }));
    call.appMessage('{not json');
    call.appMessage({ type: 'already-an-object' });
    expect(recorder.story()).toEqual([
      'call-start',
      'message:transcript',
      'message:already-an-object',
    ]);
    expect(recorder.all('message')[0]).toEqual({
      type: 'transcript',
      role: 'assistant',
      transcript: 'Hola',
    });
    expect(log).toHaveBeenCalledWith(
      '[voice-client] Error parsing message data:',
      expect.any(SyntaxError),
    );
    await client.stop();
  });

  it('each message is read once for onServerMessage, just before its message event with the data as sent; unknown data reaches only message', async () => {
    const { client, daily } = await inCall();
    const order: string[] = [];
    const reads: unknown[] = [];
    const sent: unknown[] = [];
    client.onServerMessage((read) => {
      order.push('read');
      reads.push(read);
    });
    client.on('message', (message) => {
      order.push('message');
      sent.push(message);
    });
    const call = daily.last;
    call.appMessage(
      JSON.stringify({ type: 'transcript', role: 'assistant', transcript: 'Hola', extra: 1 }),
    );
    call.appMessage({ type: 'tool-calls' });
    call.appMessage({ type: 'model-output', output: 'x' });
    expect(order).toEqual(['read', 'message', 'read', 'message', 'message']);
    expect(sent).toEqual([
      { type: 'transcript', role: 'assistant', transcript: 'Hola', extra: 1 },
      { type: 'tool-calls' },
      { type: 'model-output', output: 'x' },
    ]);
    expect(reads).toEqual([
      {
        ok: true,
        message: {
          type: 'transcript',
          role: 'assistant',
          transcriptType: 'final',
          transcript: 'Hola',
        },
        problems: [],
      },
      { ok: false, type: 'tool-calls', problem: 'tool-calls message without a toolCallList array' },
    ]);
    call.remoteEnds();
    await flush();
    // The client's own ended status-update goes both ways too.
    const ended = { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' };
    expect(reads.at(-1)).toEqual({ ok: true, message: ended, problems: [] });
    expect(sent.at(-1)).toEqual(ended);
    await client.stop();
  });
});

describe('speech detection and volume (docs/behaviour.md §4, §9)', () => {
  it('volume-level is the summed level / 0.15, capped at 1', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.audioLevels({ a: 0.03 });
    call.audioLevels({ a: 0.03, b: 0.06 });
    call.audioLevels({ a: 0.5 });
    call.audioLevels({});
    const volumes = recorder.all('volume-level');
    expect(volumes[0]).toBeCloseTo(0.2);
    expect(volumes[1]).toBeCloseTo(0.6);
    expect(volumes.slice(2)).toEqual([1, 0]);
    await client.stop();
  });

  it('speech-start above 0.01; speech-end 1 s after the last level above it', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    vi.useFakeTimers();
    call.audioLevels({ a: 0.005 });
    expect(recorder.names()).toEqual([]);
    call.audioLevels({ a: 0.02 });
    expect(recorder.names()).toEqual(['speech-start']);
    vi.advanceTimersByTime(600);
    call.audioLevels({ a: 0.006, b: 0.006 }); // summed 0.012 > 0.01: still speaking, timer re-armed
    vi.advanceTimersByTime(999);
    call.audioLevels({ a: 0.001 }); // below: does not re-arm
    expect(recorder.names()).toEqual(['speech-start']);
    vi.advanceTimersByTime(1);
    expect(recorder.names()).toEqual(['speech-start', 'speech-end']);
    call.audioLevels({ a: 0.3 });
    expect(recorder.names()).toEqual(['speech-start', 'speech-end', 'speech-start']);
    vi.useRealTimers();
    await client.stop();
    // Stopping while speaking closes the speech pair before call-end.
    expect(recorder.names()).toEqual([
      'speech-start',
      'speech-end',
      'speech-start',
      'speech-end',
      'call-end',
      'message',
    ]);
  });
});

describe('leaving (docs/behaviour.md §4 "When the room is left")', () => {
  it('the room ends the call: call-end, one status-update ended customer-ended-call, cleanup', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.remoteEnds();
    await flush();
    expect(recorder.story()).toEqual(['call-end', 'message:status-update']);
    expect(recorder.all('message')[0]).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    expect(call.destroyed).toBe(true);
    expect(call.listenerCount()).toBe(0);
    expect(client.state).toBe('idle');
    await client.stop();
    expect(recorder.story()).toEqual(['call-end', 'message:status-update']);
  });

  it('no second status-update when the server already sent an ended one', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.appMessage(
      JSON.stringify({
        type: 'status-update',
        status: 'ended',
        endedReason: 'assistant-ended-call',
      }),
    );
    call.remoteEnds();
    await flush();
    expect(recorder.story()).toEqual(['message:status-update', 'call-end']);
    await client.stop();
  });

  it('stop() after joining emits the same end sequence exactly once, and later room events are ignored', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    await Promise.all([client.stop(), client.stop()]);
    call.remoteEnds();
    call.appMessage('listening');
    await flush();
    expect(recorder.story()).toEqual(['call-end', 'message:status-update']);
    expect(call.log.slice(-2)).toEqual(['destroy', 'leave']);
  });

  it('end() sends end-call, then stops', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    await client.end();
    expect(call.sent).toEqual([JSON.stringify({ type: 'end-call' })]);
    expect(recorder.story()).toEqual(['call-end', 'message:status-update']);
    expect(client.state).toBe('idle');
  });
});

describe('room errors and forwarded events (docs/behaviour.md §8)', () => {
  it('a fatal room error is re-emitted as daily-error, stops recording, and ends the call', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.fatalError('ejected', 'You were ejected.');
    await flush();
    expect(recorder.story()).toEqual(['error:daily-error', 'call-end', 'message:status-update']);
    const error = recorder.first('error');
    expect(error).toMatchObject({
      stage: 'call',
      error: { code: 'room-error', message: 'Fatal call-room error: You were ejected.' },
    });
    expect((error.cause as VoiceClientError).details).toMatchObject({ error: { type: 'ejected' } });
    expect(call.destroyed).toBe(true);
    expect(client.state).toBe('idle');
  });

  it('camera errors, network quality and network connection events are forwarded', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.emit('camera-error', {
      errorMsg: { errorMsg: 'Permission denied', audioOk: false },
      error: { type: 'permissions', msg: 'Permission denied' },
    });
    call.emit('network-quality-change', { threshold: 'low', quality: 40, networkState: 'warning' });
    call.emit('network-connection', { type: 'sfu', event: 'interrupted' });
    // An interruption is also the first reconnect attempt (docs/voice-client.md "Reconnect policy").
    expect(recorder.names()).toEqual([
      'camera-error',
      'network-quality-change',
      'network-connection',
      'call-reconnecting',
    ]);
    expect(recorder.first('camera-error')).toMatchObject({
      type: 'camera-error',
      cameraErrorType: 'permissions',
      audioOk: false,
      error: { message: 'Camera or microphone error: Permission denied' },
    });
    expect(recorder.first('network-quality-change')).toMatchObject({
      quality: 40,
      threshold: 'low',
      networkState: 'warning',
    });
    expect(recorder.first('network-connection')).toMatchObject({
      connectionType: 'sfu',
      event: 'interrupted',
    });
    await client.stop();
  });

  it("daily-js's own rejoin is reported as call-reconnecting / call-reconnected; a fatal error while interrupted is connection-lost", async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.emit('network-connection', { type: 'sfu', event: 'interrupted' });
    call.emit('network-connection', { type: 'signaling', event: 'interrupted' });
    call.emit('network-connection', { type: 'sfu', event: 'connected' });
    expect(
      recorder.all('call-reconnecting').map((e) => (e as { attempt: number }).attempt),
    ).toEqual([1, 2]);
    expect(recorder.all('call-reconnecting')[0]).toMatchObject({ reason: 'network' });
    expect(recorder.all('call-reconnected')).toHaveLength(1);
    expect(
      (recorder.first('call-reconnected') as { downtimeMs: number }).downtimeMs,
    ).toBeGreaterThanOrEqual(0);
    // A second drop that daily-js gives up on ends the call as connection-lost.
    call.emit('network-connection', { type: 'sfu', event: 'interrupted' });
    call.fatalError('connection-error', 'network unreachable');
    await flush();
    expect(recorder.story().slice(-3)).toEqual([
      'error:daily-error',
      'call-end',
      'message:status-update',
    ]);
    expect(recorder.first('error')).toMatchObject({
      type: 'daily-error',
      error: { code: 'connection-lost' },
    });
    expect(recorder.all('message')).toContainEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'connection-lost',
    });
    await client.stop();
  });

  it("the assistant's bot leaving mid-call is call-reconnecting after a second, its return call-reconnected; the call goes on", async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.assistantJoins();
    call.participantLeaves('assistant-1');
    await new Promise((resolve) => setTimeout(resolve, ASSISTANT_GONE_AFTER_MS + 100));
    expect(recorder.first('call-reconnecting')).toMatchObject({ attempt: 1, reason: 'network' });
    call.assistantJoins();
    expect(recorder.names()).toContain('call-reconnected');
    expect(recorder.names()).not.toContain('call-end');
    expect(client.state).toBe('in-call');
    await client.stop();
  });

  it('a nonfatal audio-processor error switches the processor to none and re-enables local audio', async () => {
    const { client, daily, recorder } = await inCall();
    const call = daily.last;
    call.setLocalAudio(false);
    call.nonfatalError('audio-processor-error');
    await flush();
    expect(call.log.slice(-2)).toEqual(['updateInputSettings none', 'setLocalAudio true']);
    expect(call.micEnabled).toBe(true);
    call.nonfatalError('video-processor-warning');
    await flush();
    expect(call.log.at(-1)).toBe('setLocalAudio true');
    expect(recorder.names()).toEqual([]);
    await client.stop();
  });
});

describe("the assistant's audio", () => {
  it('subscribes to the assistant (by user name) only, plays it in an <audio> element, tells the server it is playable', async () => {
    const { client, daily } = await inCall();
    const call = daily.last;
    call.assistantJoins('visitor-2', 'Someone Else');
    call.assistantJoins('assistant-1', 'Vapi Speaker');
    expect(call.subscriptions).toEqual([
      { sessionId: 'assistant-1', updates: { setSubscribedTracks: { audio: true, video: false } } },
    ]);
    call.trackStarts('visitor-2');
    call.trackStarts('assistant-1');
    await flush();
    const players = document.querySelectorAll('audio');
    expect(players).toHaveLength(1);
    expect(players[0]?.dataset['participantId']).toBe('assistant-1');
    expect(call.sent).toEqual(['playable']);

    call.participantLeaves('assistant-1');
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    await client.stop();
  });

  it('uses the configured assistant speaker name and subscribes to participants already in the room', async () => {
    const harness = makeClient(server.url, { assistantSpeakerName: 'Bot' });
    const started = harness.client.start('asst-1');
    await harness.recorder.waitForProgress('daily-call-join', 'started');
    harness.daily.last.addPresentParticipant('bot-1', 'Bot');
    await started;
    expect(harness.daily.last.subscriptions.map((s) => s.sessionId)).toEqual(['bot-1']);
    await harness.client.stop();
  });

  it('stop() removes the audio element, so nothing plays after the call', async () => {
    const { client, daily } = await inCall();
    const call = daily.last;
    call.assistantJoins();
    call.trackStarts();
    await flush();
    const [player] = document.querySelectorAll('audio');
    const pause = vi.spyOn(player as HTMLAudioElement, 'pause');
    await client.stop();
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(pause).toHaveBeenCalled();
    expect((player as HTMLAudioElement).srcObject).toBeNull();
  });

  it('a blocked play() (autoplay policy) is an audio-playback-error; the call goes on', async () => {
    const { client, daily, recorder } = await inCall();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(
      new DOMException('play() failed', 'NotAllowedError'),
    );
    daily.last.assistantJoins();
    daily.last.trackStarts();
    await flush();
    expect(recorder.story()).toEqual(['error:audio-playback-error']);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    expect(client.state).toBe('in-call');
    await client.stop();
  });
});

describe('say and send (docs/behaviour.md §3 "Say command")', () => {
  it("say() sends exactly {type:'say', message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled}", async () => {
    const { client, daily } = await inCall();
    expect(client.say('Hola')).toBe(true);
    expect(client.say('Adiós', true, true, true)).toBe(true);
    expect(daily.last.sent).toEqual([
      '{"type":"say","message":"Hola","endCallAfterSpoken":false,"interruptionsEnabled":false,"interruptAssistantEnabled":false}',
      '{"type":"say","message":"Adiós","endCallAfterSpoken":true,"interruptionsEnabled":true,"interruptAssistantEnabled":true}',
    ]);
    client.send({ type: 'add-message', message: { role: 'system', content: 'x' } });
    expect(JSON.parse(String(daily.last.sent[2]))).toEqual({
      type: 'add-message',
      message: { role: 'system', content: 'x' },
    });
    await client.stop();
  });

  it('send() returns false with no joined call, and throws send-failed when the room refuses', async () => {
    const { client, daily } = makeClient(server.url);
    expect(client.say('Hola')).toBe(false);
    await client.start('asst-1');
    daily.last.behaviour = {
      ...daily.last.behaviour,
      sendAppMessageThrows: new Error('too large'),
    };
    expect(() => client.say('x')).toThrowError(
      expect.objectContaining({ code: 'send-failed' }) as Error,
    );
    await client.stop();
    expect(client.say('Hola')).toBe(false);
  });
});

describe('mute and microphone gain (docs/behaviour.md §5)', () => {
  it("with no call, setMuted and setMicGain fail with 'Call object is not available.'", async () => {
    const { client } = makeClient(server.url);
    expect(() => client.setMuted(true)).toThrowError('Call object is not available.');
    await expect(client.setMicGain(2)).rejects.toThrowError('Call object is not available.');
    expect(client.isMuted()).toBe(false);
  });

  it('setMuted and isMuted drive the local microphone', async () => {
    const { client, daily } = await inCall();
    client.setMuted(true);
    expect(client.isMuted()).toBe(true);
    expect(daily.last.micEnabled).toBe(false);
    client.setMuted(false);
    expect(client.isMuted()).toBe(false);
    await client.stop();
    expect(() => client.setMuted(true)).toThrowError(
      expect.objectContaining({ code: 'no-call' }) as Error,
    );
  });

  it('setMicGain builds one gain chain, replaces the mic track, and closes its AudioContext when the call ends', async () => {
    const media = fakeAudio();
    const { client, daily } = await inCall({ micGain: media.env });
    await client.setMicGain(2);
    await client.setMicGain(3);
    expect(media.contexts).toHaveLength(1);
    expect(media.gain.value).toBe(3);
    expect(daily.last.micTracks).toEqual([media.boosted]);
    expect(media.contexts[0]?.state).toBe('running');
    await client.stop();
    expect(media.contexts[0]?.state).toBe('closed');
    expect(media.micStopped).toBe(true);
  });

  it('setMicGain failures reject with mic-gain-failed and release what was built', async () => {
    const media = fakeAudio();
    const { client, daily } = await inCall({
      micGain: {
        ...media.env,
        getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')),
      },
    });
    await expect(client.setMicGain(2)).rejects.toMatchObject({ code: 'mic-gain-failed' });
    await expect(client.setMicGain(-1)).rejects.toMatchObject({ code: 'mic-gain-failed' });
    expect(daily.last.micTracks).toEqual([]);
    await client.stop();
  });
});

/** A fake microphone and AudioContext that record what the gain chain does. */
function fakeAudio() {
  const boosted = {
    kind: 'audio',
    id: 'boosted',
    stop: () => undefined,
  } as unknown as MediaStreamTrack;
  const state = { micStopped: false };
  const gain = { value: 1 };
  const contexts: { state: string }[] = [];
  const node = { connect: () => undefined };
  const env = {
    getUserMedia: () =>
      Promise.resolve({
        getTracks: () => [{ stop: () => (state.micStopped = true) }],
      } as unknown as MediaStream),
    createAudioContext: () => {
      const context = {
        state: 'running',
        createMediaStreamSource: () => node,
        createGain: () => ({ ...node, gain }),
        createMediaStreamDestination: () => ({ stream: { getAudioTracks: () => [boosted] } }),
        close: () => {
          context.state = 'closed';
          return Promise.resolve();
        },
      };
      contexts.push(context);
      return context as unknown as AudioContext;
    },
  };
  return {
    env,
    boosted,
    gain,
    contexts,
    get micStopped() {
      return state.micStopped;
    },
  };
}

describe('a Daily call taken over by another page (docs/voice-client.md "Reconnect policy")', () => {
  it('getResumeState() keeps the room and its meeting token; resume() rejoins that room with it, without a new web call, and reports the page change', async () => {
    server.reply((_req, res) =>
      sendJson(
        res,
        201,
        webCallBody({
          id: 'call-daily-1',
          transport: { provider: 'daily', callToken: 'meeting-token-1' },
        }),
      ),
    );
    try {
      const first = await inCall();
      const state = first.client.getResumeState();
      expect(state).toMatchObject({
        callId: 'call-daily-1',
        transport: 'daily',
        url: 'https://example.daily.co/room-1',
        token: 'meeting-token-1',
        muted: false,
      });
      expect(state!.deadlineMs).toBeGreaterThan(state!.savedAtMs);
      await first.client.stop();

      const webCallsBefore = server.requests.length;
      const next = makeClient(server.url);
      const resumed = await next.client.resume(state!);
      expect(resumed).toMatchObject({
        id: 'call-daily-1',
        webCallUrl: 'https://example.daily.co/room-1',
      });
      expect(server.requests.length).toBe(webCallsBefore); // no second POST /call/web
      expect(next.daily.last.joinOptions.at(-1)).toMatchObject({
        url: 'https://example.daily.co/room-1',
        token: 'meeting-token-1',
      });
      expect(next.recorder.first('call-reconnecting')).toMatchObject({
        attempt: 1,
        reason: 'page-change',
      });
      expect(
        (next.recorder.first('call-reconnected') as { downtimeMs: number }).downtimeMs,
      ).toBeGreaterThanOrEqual(0);
      await next.client.stop();
    } finally {
      server.reply(ok);
    }
  });
});
