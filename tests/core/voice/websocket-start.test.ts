/**
 * Starting WebSocket calls: the stage names (docs/behaviour.md §4 with the WebSocket
 * equivalents), a refused microphone, a refused socket, stop() at every
 * stage, transport selection by the web call response, no daily-js on the
 * WebSocket path, and no listener, socket or microphone left after many
 * calls.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { WebCallResponse } from '../../../src/core/api/web-call.ts';
import { createTransportFactory } from '../../../src/core/voice/select-transport.ts';
import type { TransportFactory } from '../../../src/core/voice/transport.ts';
import { roomAccessFor, transportKindOf } from '../../../src/core/voice/transport-kind.ts';
import { VoiceClient } from '../../../src/core/voice/voice-client.ts';
import { SUCCESS_STORY } from '../../support/voice-client.ts';
import { makeWsClient, until, WS_SUCCESS_STORY, type WsHarness } from '../../support/ws-client.ts';
import { useWsPlatformServer, wsCallBody } from '../../support/ws-platform-server.ts';

const server = useWsPlatformServer();
afterEach(() => {
  vi.restoreAllMocks();
});

/** What must hold after any call, however it ended. */
async function expectReleased(harness: WsHarness): Promise<void> {
  await until(() => server.openSockets() === 0, 'server sockets closed');
  for (const audio of harness.audio.made) expect(audio.closed).toBe(true);
  for (const socket of harness.sockets) expect(socket.listeners()).toBe(0);
  expect(harness.client.state).toBe('idle');
  expect(harness.client.listenerCount()).toBe(15); // the recorder's, one per event
  expect(harness.dailyLoads()).toBe(0);
}

describe('progress stages of a WebSocket call', () => {
  it('are docs/behaviour.md §4 stages with audio-capture-setup and websocket-connection for the Daily-specific ones', async () => {
    const harness = makeWsClient(server.apiUrl);
    const { client, recorder } = harness;
    const started = client.start('sofia', { variableValues: { language: 'he' } });
    const call = await server.nextCall();
    expect((await started)?.id).toBe(call.id);
    expect(
      recorder.story().filter((s) => !['call-start', 'message:status-update'].includes(s)),
    ).toEqual(WS_SUCCESS_STORY);
    const progress = recorder.all('call-start-progress');
    expect(
      progress.find((p) => p.stage === 'audio-capture-setup' && p.status === 'completed')?.duration,
    ).toBeTypeOf('number');
    expect(progress.find((p) => p.stage === 'video-recording-setup')?.metadata).toEqual({
      action: 'skipped-not-enabled',
    });
    expect(JSON.parse(server.webCalls.at(-1) ?? '')).toEqual({
      assistantId: 'sofia',
      assistantOverrides: { variableValues: { language: 'he' } },
    });
    expect(harness.audio.opened).toBe(1);
    await client.stop();
    await expectReleased(harness);
  });
});

describe('a refused microphone', () => {
  it('NotAllowedError: audio-capture-setup failed, call-start-failed, error microphone-permission-denied, null, no socket', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const denied = new DOMException('Permission denied', 'NotAllowedError');
    const harness = makeWsClient(server.apiUrl, { audio: { fail: denied } });
    const upgradesBefore = server.upgrades.length;
    expect(await harness.client.start('sofia')).toBeNull();
    expect(harness.recorder.story().slice(-3)).toEqual([
      'audio-capture-setup:failed',
      'call-start-failed',
      'error:microphone-permission-denied',
    ]);
    expect(harness.recorder.first('call-start-failed')).toMatchObject({
      stage: 'audio-capture-setup',
    });
    const error = harness.recorder.first('error');
    expect(error).toMatchObject({
      type: 'microphone-permission-denied',
      stage: 'audio-capture-setup',
    });
    expect(error.error).toMatchObject({
      code: 'microphone-permission-denied',
      name: 'VoiceClientError',
    });
    expect(error.error.message).toMatch(/Microphone permission was denied/);
    expect((error.cause as Error).cause).toBe(denied);
    expect(harness.recorder.names()).not.toContain('call-end');
    expect(server.upgrades.length).toBe(upgradesBefore);
    await expectReleased(harness);
    errorLog.mockRestore();
  });

  it('no microphone (NotFoundError) is an audio-capture-setup-error with code audio-capture-failed', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const harness = makeWsClient(server.apiUrl, {
      audio: { fail: new DOMException('Requested device not found', 'NotFoundError') },
    });
    expect(await harness.client.start('sofia')).toBeNull();
    expect(harness.recorder.story().slice(-3)).toEqual([
      'audio-capture-setup:failed',
      'call-start-failed',
      'error:audio-capture-setup-error',
    ]);
    expect(harness.recorder.first('error').error).toMatchObject({ code: 'audio-capture-failed' });
    await expectReleased(harness);
    errorLog.mockRestore();
  });
});

describe('a refused socket', () => {
  it.each([404, 409])(
    'an upgrade answered %i fails websocket-connection; the microphone is released',
    async (status) => {
      const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      server.upgrade({ kind: 'refuse', status });
      const harness = makeWsClient(server.apiUrl);
      expect(await harness.client.start('sofia')).toBeNull();
      expect(harness.recorder.story().slice(-3)).toEqual([
        'websocket-connection:failed',
        'call-start-failed',
        'error:websocket-connection-error',
      ]);
      expect(harness.recorder.first('error').error).toMatchObject({ code: 'join-failed' });
      await expectReleased(harness);
      errorLog.mockRestore();
    },
  );

  it('an upgrade that never completes times out after joinTimeoutMs (join-timeout)', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.upgrade({ kind: 'hold' });
    const harness = makeWsClient(server.apiUrl, { options: { joinTimeoutMs: 100 } });
    expect(await harness.client.start('sofia')).toBeNull();
    expect(harness.recorder.first('error')).toMatchObject({ type: 'websocket-connection-error' });
    expect(harness.recorder.first('error').error).toMatchObject({ code: 'join-timeout' });
    server.releaseHeld();
    await expectReleased(harness);
    errorLog.mockRestore();
  });
});

describe('stop() at every stage', () => {
  async function stopDuring(
    stage: string,
    setup: Parameters<typeof makeWsClient>[1],
    prepare: () => void = () => undefined,
  ): Promise<WsHarness> {
    prepare();
    const harness = makeWsClient(server.apiUrl, setup);
    const started = harness.client.start('sofia');
    await harness.recorder.waitForProgress(stage);
    await harness.client.stop();
    expect(await started).toBeNull();
    const failed = harness.recorder.all('call-start-progress').filter((p) => p.status === 'failed');
    expect(failed).toEqual([expect.objectContaining({ stage, metadata: { reason: 'stopped' } })]);
    expect(harness.recorder.names()).not.toContain('error');
    expect(harness.recorder.names()).not.toContain('call-end');
    return harness;
  }

  it('web-call-creation (POST pending)', async () => {
    let answer: () => void = () => undefined;
    const harness = await stopDuring('web-call-creation', {}, () =>
      server.answer(
        (id, url) => new Promise((resolve) => (answer = () => resolve(wsCallBody(id, url)))),
      ),
    );
    answer();
    await expectReleased(harness);
    expect(harness.audio.opened).toBe(0);
  });

  it('audio-capture-setup (permission prompt open): the microphone opened later is released at once', async () => {
    let allow: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => (allow = resolve));
    const harness = await stopDuring('audio-capture-setup', { audio: { gate } });
    allow();
    await until(() => harness.audio.made.length === 1, 'the late audio');
    await until(() => harness.audio.made[0]?.closed === true, 'the late audio closed');
    await expectReleased(harness);
    expect(harness.sockets).toHaveLength(0);
  });

  it('mobile-permissions (the 1 s wait)', async () => {
    const harness = await stopDuring('mobile-permissions', {
      options: { isMobile: () => true, mobilePermissionWaitMs: 10_000 },
    });
    await expectReleased(harness);
    expect(harness.sockets).toHaveLength(0);
  });

  it('websocket-connection (upgrade held): the socket is closed, a late upgrade is closed too', async () => {
    const harness = await stopDuring('websocket-connection', {}, () =>
      server.upgrade({ kind: 'hold' }),
    );
    server.releaseHeld();
    await expectReleased(harness);
  });

  it('audio-observer-setup (after joining): the stage fails as stopped, then call-end and the ended status once', async () => {
    const harness = makeWsClient(server.apiUrl);
    const started = harness.client.start('sofia');
    await harness.recorder.waitForProgress('audio-observer-setup');
    await harness.client.stop();
    expect(await started).toBeNull();
    expect(harness.recorder.story().slice(-4)).toEqual([
      'audio-observer-setup:started',
      'audio-observer-setup:failed',
      'call-end',
      'message:status-update',
    ]);
    expect(harness.recorder.all('message').at(-1)).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'customer-ended-call',
    });
    await expectReleased(harness);
  });
});

describe('transport selection (the web call response decides)', () => {
  it('webCallUrl → Daily (docs/behaviour.md §4 names, the room URL joined); transport.websocketCallUrl → WebSocket, daily-js never loaded', async () => {
    server.answer((id) => ({
      id,
      webCallUrl: 'https://example.daily.co/room-9',
      artifactPlan: { videoRecordingEnabled: false },
    }));
    const harness = makeWsClient(server.apiUrl);
    const daily = harness.client.start('sofia');
    await harness.recorder.waitForProgress('daily-call-join');
    expect(await daily).not.toBeNull();
    expect(harness.recorder.story()).toEqual(SUCCESS_STORY);
    expect(harness.dailyLoads()).toBe(1);
    expect(harness.daily.last.joinOptions[0]?.url).toBe('https://example.daily.co/room-9');
    expect(harness.audio.opened).toBe(0);
    await harness.client.stop();

    server.answer(wsCallBody);
    const ws = makeWsClient(server.apiUrl);
    expect(await ws.client.start('sofia')).not.toBeNull();
    expect(ws.audio.opened).toBe(1);
    expect(ws.dailyLoads()).toBe(0);
    await ws.client.stop();
    await expectReleased(ws);
  });

  it('a response with both picks the WebSocket transport', async () => {
    server.answer((id, url) => ({
      ...wsCallBody(id, url),
      webCallUrl: 'https://example.daily.co/room-2',
    }));
    const harness = makeWsClient(server.apiUrl);
    expect(await harness.client.start('sofia')).not.toBeNull();
    expect(harness.recorder.story()).toContain('websocket-connection:completed');
    await harness.client.stop();
    await expectReleased(harness);
  });

  it('a response with neither is invalid-response: web-call-creation fails, nothing is created', async () => {
    const errorLog = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.answer((id) => ({ id, transport: { provider: 'vapi.websocket' } }));
    const harness = makeWsClient(server.apiUrl);
    expect(await harness.client.start('sofia')).toBeNull();
    expect(harness.recorder.story().slice(-3)).toEqual([
      'web-call-creation:failed',
      'call-start-failed',
      'error:web-call-creation-error',
    ]);
    expect((harness.recorder.first('error').cause as Error).cause).toMatchObject({
      code: 'invalid-response',
    });
    expect(harness.audio.opened).toBe(0);
    await expectReleased(harness);
    errorLog.mockRestore();
  });

  it('transportKindOf and roomAccessFor read the response', () => {
    const daily = { id: 'a', webCallUrl: 'https://r/1' } as WebCallResponse;
    const ws = {
      id: 'b',
      webCallUrl: '',
      transport: { provider: 'vapi.websocket', websocketCallUrl: 'wss://h/ws' },
    } as WebCallResponse;
    expect([transportKindOf(daily), transportKindOf(ws)]).toEqual(['daily', 'websocket']);
    expect([roomAccessFor(daily), roomAccessFor(ws)]).toEqual([
      { url: 'https://r/1' },
      { url: 'wss://h/ws' },
    ]);
  });

  it("prefetch() warms the expected kind: 'daily' before any call unless told otherwise, then the last call's kind", async () => {
    const made: string[] = [];
    const fake = (kind: string): TransportFactory => ({
      create: () => {
        throw new Error('not used');
      },
      prefetch: () => {
        made.push(kind);
        return Promise.resolve();
      },
    });
    await createTransportFactory({ daily: fake('daily'), websocket: fake('websocket') }).prefetch();
    await createTransportFactory({
      daily: fake('daily'),
      websocket: fake('websocket'),
      prefetch: 'websocket',
    }).prefetch();
    await createTransportFactory({
      daily: fake('daily'),
      websocket: fake('websocket'),
      prefetch: 'none',
    }).prefetch();
    expect(made).toEqual(['daily', 'websocket']);
    const factory = createTransportFactory({ daily: fake('daily'), websocket: fake('websocket') });
    const context = {
      webCall: { id: 'c', webCallUrl: '', transport: { websocketCallUrl: 'ws://h/ws' } },
    } as Parameters<TransportFactory['create']>[0];
    expect(() => factory.create(context)).toThrow('not used');
    expect(factory.lastKind).toBe('websocket');
    await factory.prefetch();
    expect(made).toEqual(['daily', 'websocket', 'websocket']);
  });

  it('VoiceClient with the default factory and prefetchTransport none: prefetch() resolves without loading anything', async () => {
    const client = new VoiceClient('pk', { apiUrl: server.apiUrl, prefetchTransport: 'none' });
    await expect(client.prefetch()).resolves.toBeUndefined();
  });
});

describe('many calls', () => {
  it('40 start/stop and server-ended cycles leave no listener, socket or microphone behind', async () => {
    const harness = makeWsClient(server.apiUrl);
    const { client, recorder } = harness;
    for (let i = 0; i < 40; i++) {
      const started = client.start('sofia');
      if (i % 4 === 0) {
        // Stop mid-start.
        await recorder.waitForProgress('audio-capture-setup');
        await client.stop();
        expect(await started).toBeNull();
      } else if (i % 4 === 1) {
        const call = await server.nextCall();
        expect(await started).not.toBeNull();
        call.hang();
        await until(() => client.state === 'idle', 'hang to end the call');
      } else {
        const call = await server.nextCall();
        expect(await started).not.toBeNull();
        if (i % 4 === 2) await client.end();
        else await client.stop();
        expect(await call.closed).toBe(1000);
      }
      recorder.clear();
    }
    await until(() => server.openSockets() === 0, 'no open socket');
    expect(harness.transports).toHaveLength(40);
    expect(harness.audio.made).toHaveLength(40);
    expect(harness.sockets).toHaveLength(30);
    await expectReleased(harness);
  });
});
