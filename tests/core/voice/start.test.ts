/**
 * `start()` against a real local `POST /call/web` server and a fake Daily:
 * the full sequences of progress stages and events for success and for each
 * failure stage (docs/behaviour.md §4 "Web call start", §3 "Progress event", §8).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import type {
  CallStartFailedEvent,
  CallStartProgressEvent,
  VoiceErrorEvent,
} from '../../../src/core/voice/events.ts';
import { FakeDaily, OFFLINE_REJECTION } from '../../support/fake-daily.ts';
import { flush, makeClient, SUCCESS_STORY } from '../../support/voice-client.ts';
import { sendJson, sendRaw, useWebCallServer, webCallBody } from '../../support/web-call-server.ts';

const server = useWebCallServer();
afterEach(() => {
  FakeDaily.registry.clear();
  vi.restoreAllMocks();
});

const CONTEXT = { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false };

describe('a successful start', () => {
  it('runs every docs/behaviour.md §4 stage in order and returns the web call', async () => {
    const { client, daily, recorder } = makeClient(server.url);
    const webCall = await client.start('asst-1');

    expect(webCall).toMatchObject({
      id: 'call-123',
      webCallUrl: 'https://example.daily.co/room-1',
    });
    expect(recorder.story()).toEqual(SUCCESS_STORY);
    expect(client.state).toBe('in-call');

    const progress = recorder.all('call-start-progress');
    for (const p of progress) {
      expect(
        Object.keys(p).every((k) =>
          ['stage', 'status', 'timestamp', 'duration', 'metadata'].includes(k),
        ),
      ).toBe(true);
      expect(new Date(p.timestamp).toISOString()).toBe(p.timestamp);
      if (p.status === 'completed' && p.stage !== 'video-recording-setup')
        expect(p.duration).toBeGreaterThanOrEqual(0);
    }
    expect(progress[0]?.metadata).toEqual({
      hasAssistant: true,
      hasSquad: false,
      hasWorkflow: false,
    });
    expect(
      progress.find((p) => p.stage === 'web-call-creation' && p.status === 'completed')?.metadata,
    ).toEqual({
      callId: 'call-123',
      videoRecordingEnabled: false,
      voiceProvider: '11labs',
    });
    expect(
      progress.find((p) => p.stage === 'mobile-permissions' && p.status === 'completed')?.metadata,
    ).toEqual({
      action: 'skipped-not-mobile',
    });
    expect(progress.find((p) => p.stage === 'video-recording-setup')?.metadata).toEqual({
      action: 'skipped-not-enabled',
    });
    expect(recorder.first('call-start-success')).toMatchObject({ callId: 'call-123' });

    // The transport calls, in docs/behaviour.md §4 order.
    const call = daily.last;
    expect(call.log).toEqual([
      'join',
      'startRemoteParticipantsAudioLevelObserver 100',
      'updateInputSettings noise-cancellation',
    ]);
    expect(call.joinOptions[0]).toEqual({
      url: 'https://example.daily.co/room-1',
      subscribeToTracksAutomatically: false,
    });
    expect(daily.createOptions[0]).toEqual({
      audioSource: true,
      videoSource: false,
      dailyConfig: { avoidEval: true },
      allowMultipleCallInstances: true,
    });
    await client.stop();
  });

  it('sends POST /call/web with the bearer key and the docs/behaviour.md §3 payload', async () => {
    const { client } = makeClient(server.url, {}, {}, 'pk-abc');
    await client.start('asst-1', { firstMessage: 'Hola' }, undefined, undefined, undefined);
    const [request] = server.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/call/web');
    expect(request?.headers.authorization).toBe('Bearer pk-abc');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(request?.body ?? '')).toEqual({
      assistantId: 'asst-1',
      assistantOverrides: { firstMessage: 'Hola' },
    });
    await client.stop();
  });

  it('sends inline definitions as objects and ids as strings, for assistant, squad and workflow', async () => {
    const { client } = makeClient(server.url);
    await client.start(
      { name: 'inline' },
      undefined,
      'squad-9',
      { nodes: [] },
      { variableValues: { a: 1 } },
    );
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({
      assistant: { name: 'inline' },
      squadId: 'squad-9',
      workflow: { nodes: [] },
      workflowOverrides: { variableValues: { a: 1 } },
    });
    await client.stop();
    server.requests.length = 0;
    await client.start(undefined, undefined, { members: [] });
    expect(JSON.parse(server.requests[0]?.body ?? '')).toEqual({ squad: { members: [] } });
    await client.stop();
  });

  it('waits 1 s for permissions on mobile', async () => {
    const { client, recorder } = makeClient(server.url, {
      isMobile: () => true,
      mobilePermissionWaitMs: 40,
    });
    await client.start('asst-1');
    const completed = recorder
      .all('call-start-progress')
      .find((p) => p.stage === 'mobile-permissions' && p.status === 'completed');
    expect(completed?.metadata).toEqual({ action: 'permissions-wait' });
    expect(completed?.duration).toBeGreaterThanOrEqual(35);
    await client.stop();
  });

  it('with video recording: records 1280x720 preset default, then sends say-first-message on recording-started', async () => {
    server.reply((_req, res) =>
      sendJson(res, 200, webCallBody({ artifactPlan: { videoRecordingEnabled: true } })),
    );
    const { client, daily, recorder } = makeClient(server.url);
    await client.start('asst-1');
    const call = daily.last;
    expect(daily.createOptions[0]?.videoSource).toBe(true);
    expect(call.recordings).toEqual([{ width: 1280, height: 720, layout: { preset: 'default' } }]);
    expect(recorder.story().slice(10, 12)).toEqual([
      'video-recording-setup:started',
      'video-recording-setup:completed',
    ]);

    call.recordingStarted();
    const started = recorder
      .all('call-start-progress')
      .find((p) => p.stage === 'video-recording-started');
    expect(started?.status).toBe('completed');
    const delaySeconds = started?.metadata?.['delaySeconds'];
    expect(typeof delaySeconds).toBe('number');
    expect(call.sent.map((s) => JSON.parse(String(s)))).toEqual([
      {
        type: 'control',
        control: 'say-first-message',
        videoRecordingStartDelaySeconds: delaySeconds,
      },
    ]);

    // Leaving stops the recording.
    call.remoteEnds();
    await flush();
    expect(call.log).toContain('stopRecording');
  });
});

describe('meeting token (transport.callToken), as the platform SDK uses it', () => {
  it('joins with the token; with video recording the token started it, so startRecording is not called', async () => {
    server.reply((_req, res) =>
      sendJson(
        res,
        200,
        webCallBody({
          artifactPlan: { videoRecordingEnabled: true },
          transport: { provider: 'daily', callToken: 'tok_123' },
        }),
      ),
    );
    const { client, daily, recorder } = makeClient(server.url);
    await client.start('asst-1');
    const call = daily.last;
    expect(call.joinOptions[0]).toMatchObject({ token: 'tok_123' });
    expect(call.recordings).toEqual([]);
    const setup = recorder
      .all('call-start-progress')
      .filter((p) => p.stage === 'video-recording-setup');
    expect(setup.map((p) => [p.status, p.metadata])).toEqual([
      ['completed', { action: 'auto-started-via-meeting-token' }],
    ]);
    await client.stop();
  });

  it('without a token it joins without one and starts the recording itself', async () => {
    server.reply((_req, res) =>
      sendJson(res, 200, webCallBody({ artifactPlan: { videoRecordingEnabled: true } })),
    );
    const { client, daily } = makeClient(server.url);
    await client.start('asst-1');
    expect(daily.last.joinOptions[0]).not.toHaveProperty('token');
    expect(daily.last.recordings).toHaveLength(1);
    await client.stop();
  });

  it('sends roomDeleteOnUserLeaveEnabled only when given', async () => {
    const { client } = makeClient(server.url);
    await client.start('asst-1', undefined, undefined, undefined, undefined, {
      roomDeleteOnUserLeaveEnabled: false,
    });
    await client.stop();
    await client.start('asst-1');
    await client.stop();
    expect(server.requests.map((r) => JSON.parse(r.body))).toEqual([
      { assistantId: 'asst-1', roomDeleteOnUserLeaveEnabled: false },
      { assistantId: 'asst-1' },
    ]);
  });
});

describe('start failures', () => {
  function expectFailure(
    story: string[],
    recorder: ReturnType<typeof makeClient>['recorder'],
    stage: string,
    errorType: string,
  ): { failed: CallStartFailedEvent; error: VoiceErrorEvent; progress: CallStartProgressEvent } {
    expect(recorder.story()).toEqual(story);
    const failed = recorder.first('call-start-failed');
    const error = recorder.first('error');
    const progress = recorder.all('call-start-progress').at(-1) as CallStartProgressEvent;
    expect(progress).toMatchObject({ stage, status: 'failed' });
    expect(failed.stage).toBe(stage);
    expect(failed.context).toEqual(CONTEXT);
    expect(failed.totalDuration).toBeGreaterThanOrEqual(0);
    expect(typeof failed.errorStack).toBe('string');
    expect(new Date(failed.timestamp).toISOString()).toBe(failed.timestamp);
    expect(error).toMatchObject({ type: errorType, stage, context: CONTEXT });
    expect(error.error.message).toBe(failed.error);
    return { failed, error, progress };
  }

  const UNTIL_WEB_CALL = [
    'initialization:started',
    'initialization:completed',
    'web-call-creation:started',
  ];
  const WEB_CALL_FAILED = [
    ...UNTIL_WEB_CALL,
    'web-call-creation:failed',
    'call-start-failed',
    'error:web-call-creation-error',
  ];

  it('no assistant, squad or workflow: validation-error with stage input-validation (docs/behaviour.md §5)', async () => {
    const { client, daily, recorder } = makeClient(server.url);
    expect(await client.start()).toBeNull();
    expect(await client.start('', undefined, undefined, undefined)).toBeNull();
    expect(recorder.story()).toEqual([
      'validation:failed',
      'call-start-failed',
      'error:validation-error',
      'validation:failed',
      'call-start-failed',
      'error:validation-error',
    ]);
    const failed = recorder.first('call-start-failed');
    expect(failed).toMatchObject({
      stage: 'validation',
      error: 'Assistant or Squad or Workflow must be provided.',
      context: { hasAssistant: false, hasSquad: false, hasWorkflow: false, isMobile: false },
    });
    const error = recorder.first('error');
    expect(error).toMatchObject({
      type: 'validation-error',
      stage: 'input-validation',
      error: { message: 'Assistant or Squad or Workflow must be provided.', code: 'missing-input' },
    });
    expect(recorder.first('call-start-progress').metadata).toEqual({
      reason: 'missing-assistant-squad-or-workflow',
    });
    expect(server.requests).toHaveLength(0);
    expect(daily.calls).toHaveLength(0);
    expect(client.state).toBe('idle');
  });

  it('401: web-call-creation fails with the ApiError as cause', async () => {
    server.reply((_req, res) => sendJson(res, 401, { message: 'Invalid Key' }));
    const { client, daily, recorder } = makeClient(server.url);
    expect(await client.start('asst-1')).toBeNull();
    const { error, failed } = expectFailure(
      WEB_CALL_FAILED,
      recorder,
      'web-call-creation',
      'web-call-creation-error',
    );
    expect(failed.error).toContain('failed with 401');
    expect(error.error).toMatchObject({ code: 'web-call-failed', name: 'VoiceClientError' });
    const cause = (error.cause as VoiceClientError).cause as {
      name: string;
      status: number;
      body: unknown;
    };
    expect(cause).toMatchObject({
      name: 'ApiError',
      status: 401,
      body: { message: 'Invalid Key' },
    });
    expect(daily.calls).toHaveLength(0);
    expect(client.state).toBe('idle');
  });

  it('500: web-call-creation fails', async () => {
    server.reply((_req, res) => sendJson(res, 500, { error: 'boom' }));
    const { client, recorder } = makeClient(server.url);
    expect(await client.start('asst-1')).toBeNull();
    const { failed } = expectFailure(
      WEB_CALL_FAILED,
      recorder,
      'web-call-creation',
      'web-call-creation-error',
    );
    expect(failed.error).toContain('500');
  });

  it('malformed JSON: web-call-creation fails with invalid-response as cause', async () => {
    server.reply((_req, res) => sendRaw(res, 200, '{"id": "call-1", "webCallUrl": '));
    const { client, recorder } = makeClient(server.url);
    expect(await client.start('asst-1')).toBeNull();
    const { error } = expectFailure(
      WEB_CALL_FAILED,
      recorder,
      'web-call-creation',
      'web-call-creation-error',
    );
    expect((error.cause as VoiceClientError).cause).toMatchObject({ code: 'invalid-response' });
  });

  it('a response without webCallUrl: web-call-creation fails', async () => {
    server.reply((_req, res) => sendJson(res, 201, { id: 'call-1' }));
    const { client, daily, recorder } = makeClient(server.url);
    expect(await client.start('asst-1')).toBeNull();
    const { failed } = expectFailure(
      WEB_CALL_FAILED,
      recorder,
      'web-call-creation',
      'web-call-creation-error',
    );
    expect(failed.error).toContain('webCallUrl');
    expect(daily.calls).toHaveLength(0);
  });

  it('a slow reply past webCallTimeoutMs: web-call-creation fails with a timeout', async () => {
    server.reply((_req, res) => setTimeout(() => sendJson(res, 200, webCallBody()), 400));
    const { client, daily, recorder } = makeClient(server.url, { webCallTimeoutMs: 80 });
    expect(await client.start('asst-1')).toBeNull();
    const { error } = expectFailure(
      WEB_CALL_FAILED,
      recorder,
      'web-call-creation',
      'web-call-creation-error',
    );
    expect((error.cause as VoiceClientError).cause).toMatchObject({ code: 'timeout' });
    expect(daily.calls).toHaveLength(0);
  });

  it('a slow reply within the limit succeeds', async () => {
    server.reply((_req, res) => setTimeout(() => sendJson(res, 200, webCallBody()), 100));
    const { client, recorder } = makeClient(server.url);
    expect(await client.start('asst-1')).not.toBeNull();
    const completed = recorder
      .all('call-start-progress')
      .find((p) => p.stage === 'web-call-creation' && p.status === 'completed');
    expect(completed?.duration).toBeGreaterThanOrEqual(90);
    await client.stop();
  });

  it('a refused connection: web-call-creation fails with network-error as cause', async () => {
    const { client, recorder } = makeClient('http://127.0.0.1:9');
    expect(await client.start('asst-1')).toBeNull();
    const { error } = expectFailure(
      WEB_CALL_FAILED,
      recorder,
      'web-call-creation',
      'web-call-creation-error',
    );
    expect((error.cause as VoiceClientError).cause).toMatchObject({ code: 'network-error' });
  });

  const UNTIL_CREATE = [
    ...UNTIL_WEB_CALL,
    'web-call-creation:completed',
    'daily-call-object-creation:started',
  ];

  it('bad call-room options: daily-call-object-creation fails before createCallObject', async () => {
    // userData grows after the factory checked it, so the per-call check is the one that catches it.
    const userData: { blob?: string } = {};
    const { client, daily, recorder } = makeClient(server.url, {}, { roomOptions: { userData } });
    userData.blob = 'x'.repeat(5000);
    expect(await client.start('asst-1')).toBeNull();
    const { failed, error } = expectFailure(
      [
        ...UNTIL_CREATE,
        'daily-call-object-creation:failed',
        'call-start-failed',
        'error:daily-call-object-creation-error',
      ],
      recorder,
      'daily-call-object-creation',
      'daily-call-object-creation-error',
    );
    expect(failed.error).toContain('userData is too large');
    expect(error.error.code).toBe('invalid-room-options');
    expect(daily.createOptions).toHaveLength(0);
  });

  it('a throwing createCallObject: daily-call-object-creation fails, and the next start still works', async () => {
    const { client, daily, recorder } = makeClient(server.url);
    daily.createThrows = new Error('WebRTC not supported or suppressed');
    expect(await client.start('asst-1')).toBeNull();
    expectFailure(
      [
        ...UNTIL_CREATE,
        'daily-call-object-creation:failed',
        'call-start-failed',
        'error:daily-call-object-creation-error',
      ],
      recorder,
      'daily-call-object-creation',
      'daily-call-object-creation-error',
    );
    expect(recorder.first('call-start-failed').error).toContain(
      'WebRTC not supported or suppressed',
    );
    recorder.clear();
    // The poisoned registry (docs/voice-client.md "daily-js facts designed for") does not block the next call.
    expect(await client.start('asst-1')).not.toBeNull();
    expect(recorder.story()).toEqual(SUCCESS_STORY);
    await client.stop();
  });

  it('daily-js chunk fails to load: daily-call-object-creation fails', async () => {
    const { client, recorder } = makeClient(
      server.url,
      {},
      {
        loadDaily: () =>
          Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
      },
    );
    expect(await client.start('asst-1')).toBeNull();
    const { error } = expectFailure(
      [
        ...UNTIL_CREATE,
        'daily-call-object-creation:failed',
        'call-start-failed',
        'error:daily-call-object-creation-error',
      ],
      recorder,
      'daily-call-object-creation',
      'daily-call-object-creation-error',
    );
    expect(error.error.code).toBe('sdk-load-failed');
  });

  const UNTIL_JOIN = [
    ...UNTIL_CREATE,
    'daily-call-object-creation:completed',
    'mobile-permissions:started',
    'mobile-permissions:completed',
    'daily-call-join:started',
  ];
  const JOIN_FAILED = [
    ...UNTIL_JOIN,
    'daily-call-join:failed',
    'call-start-failed',
    'error:daily-call-join-error',
  ];

  it('offline join: the string rejection and error event become one daily-call-join-error', async () => {
    const { client, daily, recorder } = makeClient(server.url);
    daily.behaviour = { ...daily.behaviour, join: { kind: 'offline', delayMs: 20 } };
    expect(await client.start('asst-1')).toBeNull();
    const { error, failed } = expectFailure(
      JOIN_FAILED,
      recorder,
      'daily-call-join',
      'daily-call-join-error',
    );
    expect(failed.error).toContain('Failed to load call object bundle');
    const wrapped = error.cause as VoiceClientError;
    expect(wrapped).toBeInstanceOf(VoiceClientError);
    expect(wrapped.code).toBe('join-failed');
    // Whichever came first, the original is kept: daily's event payload or its string.
    const cause = wrapped.cause as { errorMsg?: string; error?: { msg: string } } | string;
    if (typeof cause === 'string') expect(cause).toBe(OFFLINE_REJECTION);
    else expect(cause.error?.msg).toBe('Failed to load call object bundle.');
    expect(daily.last.destroyed).toBe(true);
    expect(client.state).toBe('idle');
  });

  it('a plain string rejection from join() is wrapped in an Error that keeps the string', async () => {
    const { client, daily, recorder } = makeClient(server.url);
    daily.behaviour = { ...daily.behaviour, join: { kind: 'reject', reason: 'room not found' } };
    expect(await client.start('asst-1')).toBeNull();
    const { error } = expectFailure(
      JOIN_FAILED,
      recorder,
      'daily-call-join',
      'daily-call-join-error',
    );
    const wrapped = error.cause as VoiceClientError;
    expect(wrapped.message).toBe('Joining the call room failed: room not found');
    expect(wrapped.cause).toBe('room not found');
  });

  it('a join that never settles: our own join timeout fails daily-call-join, and nothing is left joined', async () => {
    const { client, daily, recorder } = makeClient(server.url, { joinTimeoutMs: 60 });
    daily.behaviour = { ...daily.behaviour, join: { kind: 'never' } };
    // Only our 60 ms timeout can settle a join that never does: start() resolving is the proof.
    expect(await client.start('asst-1')).toBeNull();
    const { error } = expectFailure(
      JOIN_FAILED,
      recorder,
      'daily-call-join',
      'daily-call-join-error',
    );
    expect(error.error).toMatchObject({
      code: 'join-timeout',
      message: 'Joining the call room timed out after 60 ms.',
    });
    // destroy() was called (it never settles for such a room); the client did not wait for it forever.
    expect(daily.last.log).toEqual(['join', 'destroy', 'leave']);
    // The next start creates a fresh call object despite the stuck one.
    daily.behaviour = { ...daily.behaviour, join: { kind: 'succeed' } };
    recorder.clear();
    expect(await client.start('asst-1')).not.toBeNull();
    expect(daily.calls).toHaveLength(2);
    await client.stop();
  });

  it('optional stages report their failure and the call goes on (docs/behaviour.md §8)', async () => {
    server.reply((_req, res) =>
      sendJson(res, 200, webCallBody({ artifactPlan: { videoRecordingEnabled: true } })),
    );
    const { client, daily, recorder } = makeClient(server.url);
    daily.behaviour = {
      ...daily.behaviour,
      startRecordingThrows: 'recording not allowed',
      audioObserver: {
        throw: new Error(
          'The interval must be a number greater than or equal to 100 milliseconds.',
        ),
      },
      updateInputSettings: { reject: 'KrispInitError: Canceled' },
    };
    expect(await client.start('asst-1')).not.toBeNull();
    expect(recorder.story()).toEqual([
      ...UNTIL_JOIN,
      'daily-call-join:completed',
      'video-recording-setup:started',
      'video-recording-setup:failed',
      'error:video-recording-setup-error',
      'audio-observer-setup:started',
      'audio-observer-setup:failed',
      'error:audio-observer-setup-error',
      'audio-processing-setup:started',
      'audio-processing-setup:failed',
      'error:audio-processing-setup-error',
      'call-start-success',
    ]);
    const errors = recorder.all('error');
    expect(errors.map((e) => e.stage)).toEqual([
      'video-recording-setup',
      'audio-observer-setup',
      'audio-processing-setup',
    ]);
    expect(errors[2]?.error.message).toContain('KrispInitError: Canceled');
    expect(client.state).toBe('in-call');
    await client.stop();
  });

  it('an optional stage that never confirms is reported pending, not awaited forever', async () => {
    const { client, daily, recorder } = makeClient(server.url, { setupStepWaitMs: 30 });
    daily.behaviour = { ...daily.behaviour, updateInputSettings: 'never' };
    expect(await client.start('asst-1')).not.toBeNull();
    const last = recorder.all('call-start-progress').at(-1);
    expect(last).toMatchObject({
      stage: 'audio-processing-setup',
      status: 'completed',
      metadata: { pending: true },
    });
    await client.stop();
  });

  it('logs the error when nobody listens to error events', async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { client, recorder } = makeClient(server.url);
    recorder.dispose();
    await client.start();
    expect(spy).toHaveBeenCalledWith(
      '[voice-client] validation-error:',
      expect.any(VoiceClientError),
    );
  });
});

describe('double start', () => {
  it('a second start() while one runs emits the failed validation event and returns null', async () => {
    const { client, daily, recorder } = makeClient(server.url);
    const first = client.start('asst-1');
    const second = await client.start('asst-1');
    expect(second).toBeNull();
    expect(await first).not.toBeNull();
    const story = recorder.story();
    expect(story.slice(0, 4)).toEqual([
      'initialization:started',
      'initialization:completed',
      'web-call-creation:started',
      'validation:failed',
    ]);
    expect(recorder.all('call-start-progress')[3]?.metadata).toEqual({ reason: 'already-started' });
    expect(story.filter((s) => s === 'call-start-success')).toHaveLength(1);
    expect(server.requests).toHaveLength(1);
    expect(daily.calls).toHaveLength(1);

    // And while the call is running, even without input: no error event that would reset a UI.
    recorder.clear();
    expect(await client.start('asst-1')).toBeNull();
    expect(await client.start()).toBeNull();
    expect(recorder.story()).toEqual(['validation:failed', 'validation:failed']);
    expect(client.state).toBe('in-call');
    await client.stop();
  });
});

describe('muted before the join (push-to-talk)', () => {
  it('a mute once the call object exists joins Daily with the microphone off, and the audio-processor recovery keeps it off', async () => {
    const { client, daily } = makeClient(server.url);
    // What the live panel does in push-to-talk: mute as soon as the prepare stage completed.
    client.on('call-start-progress', (p) => {
      if (p.stage === 'daily-call-object-creation' && p.status === 'completed')
        client.setMuted(true);
    });
    await client.start('asst-1');
    const call = daily.last;
    expect(call.joinOptions[0]).toEqual({
      url: 'https://example.daily.co/room-1',
      subscribeToTracksAutomatically: false,
      startAudioOff: true,
    });
    expect(client.isMuted()).toBe(true);
    call.nonfatalError('audio-processor-error');
    await flush();
    expect(call.log.at(-1)).toBe('updateInputSettings none');
    expect(client.isMuted()).toBe(true);
    await client.stop();
  });
});
