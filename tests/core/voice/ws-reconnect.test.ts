/**
 * A WebSocket call that survives a network drop (docs/voice-client.md "Reconnect policy",
 * docs/platform.md "Reconnect"), against a real local socket server that plays
 * the platform's part: the resume secret is kept and never shown to page
 * listeners, a drop resumes at `?resume=<token>`, text typed meanwhile is
 * queued and sent after the resume, microphone frames pause, and a refused
 * or timed-out resume ends the call as `connection-lost`.
 */
import { describe, expect, it } from 'vitest';

import { MAX_QUEUED_TEXT_FRAMES } from '../../../src/core/voice/websocket/reconnect.ts';
import { makeWsClient, until, type WsHarness } from '../../support/ws-client.ts';
import { type ServerCall, useWsPlatformServer } from '../../support/ws-platform-server.ts';

const server = useWsPlatformServer();

interface InCall extends WsHarness {
  readonly call: ServerCall;
}

/** A started call whose platform sent the resume secret `token` with a grace window of `graceSeconds`. */
async function inCall(token = 'tok-1', graceSeconds = 5): Promise<InCall> {
  const harness = makeWsClient(server.apiUrl);
  const started = harness.client.start('sofia');
  let call = await server.nextCall();
  // A resume of an earlier test's call may still come in (the last hang-up of a stopped reconnect): skip it.
  while (call.path.includes('?resume=')) call = await server.nextCall();
  expect(await started).not.toBeNull();
  call.json({ type: 'resume-token', token, graceSeconds });
  await until(() => harness.client.getResumeState() !== undefined, 'the resume token');
  harness.recorder.clear();
  return { ...harness, call };
}

/**
 * Lets the next upgrade in (the network is back) and returns the socket it
 * made: a try of the hang-up (a resume attempt that `stop()` cut off may
 * still reach the server while it refuses; it is not this one).
 */
async function networkBack(): Promise<ServerCall> {
  await new Promise((resolve) => setTimeout(resolve, 300));
  const seen = server.calls.length;
  server.upgrade({ kind: 'accept', greet: false });
  await until(() => server.calls.length > seen, 'a hang-up try', 3000);
  return server.calls[seen]!;
}

describe('a network drop mid-call', () => {
  it('resumes on a new socket with the secret, reports the states, and sends the text typed meanwhile in order', async () => {
    const h = await inCall('tok-1');
    expect(h.client.getResumeState()).toMatchObject({
      callId: h.call.id,
      transport: 'websocket',
      token: 'tok-1',
      muted: false,
    });
    server.upgrade({ kind: 'accept', greet: false });
    h.call.socket.terminate();
    await until(() => h.recorder.names().includes('call-reconnecting'), 'call-reconnecting');
    const next = await server.nextCall();
    expect(server.upgrades.at(-1)).toBe(`/api/call/${h.call.id}/ws?resume=tok-1`);
    // Typed while the socket is down: kept, not lost.
    expect(h.client.sendText('hola de nuevo')).toBe('hola de nuevo');
    expect(h.client.sendText('segundo')).toBe('segundo');
    const mic = h.audio.made[0]!;
    mic.emitFrame();
    mic.emitFrame();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(next.binaries.length).toBe(0); // no microphone frames before the platform confirmed the resume
    next.json({ type: 'resume-token', token: 'tok-2', graceSeconds: 5 });
    await until(() => h.recorder.names().includes('call-reconnected'), 'call-reconnected');
    expect(h.recorder.first('call-reconnecting')).toMatchObject({ attempt: 1, reason: 'network' });
    expect(
      (h.recorder.first('call-reconnected') as { downtimeMs: number }).downtimeMs,
    ).toBeGreaterThanOrEqual(0);
    await until(() => next.texts.length >= 2, 'the queued texts');
    expect(next.texts.map((t) => JSON.parse(t).message.content)).toEqual([
      'hola de nuevo',
      'segundo',
    ]);
    // The call goes on: the microphone flows on the new socket, the rotated secret is kept, nothing ended.
    for (let i = 0; i < 3; i++) mic.emitFrame();
    await until(() => next.binaries.length >= 3, 'microphone frames on the new socket');
    expect(h.client.getResumeState()?.token).toBe('tok-2');
    expect(h.recorder.names()).not.toContain('call-end');
    expect(h.recorder.names()).not.toContain('error');
    // The secret never reaches page listeners.
    expect(JSON.stringify(h.recorder.all('message'))).not.toContain('tok-');
    await h.client.end();
  });

  it(`keeps at most ${MAX_QUEUED_TEXT_FRAMES} messages while reconnecting; the next is refused with reconnect-queue-full`, async () => {
    const h = await inCall();
    server.upgrade({ kind: 'hold' });
    h.call.socket.terminate();
    await until(() => h.recorder.names().includes('call-reconnecting'), 'call-reconnecting');
    for (let i = 0; i < MAX_QUEUED_TEXT_FRAMES; i++) h.client.sendText(`m${i}`);
    expect(() => h.client.sendText('one too many')).toThrowError(
      expect.objectContaining({ code: 'reconnect-queue-full' }),
    );
    await h.client.stop();
  });

  it('a resume the platform refuses (close 4003) ends the call as connection-lost, with the ended status', async () => {
    const h = await inCall();
    server.upgrade({ kind: 'accept', greet: false });
    h.call.socket.terminate();
    const next = await server.nextCall();
    next.close(4003, 'resume-refused');
    await until(() => h.recorder.names().includes('call-end'), 'call-end', 3000);
    expect(h.recorder.first('error')).toMatchObject({
      type: 'websocket-error',
      error: { code: 'connection-lost' },
    });
    expect(h.recorder.all('message')).toContainEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'connection-lost',
    });
    expect(h.recorder.all('call-reconnecting')).toHaveLength(1); // refused for good: no second attempt
    expect(h.client.state).toBe('idle');
  });

  it('gives up when the grace window passes without a resume, after several attempts', async () => {
    const h = await inCall('tok-1', 1);
    server.upgrade({ kind: 'refuse', status: 503 });
    h.call.socket.terminate();
    await until(() => h.recorder.names().includes('call-end'), 'call-end', 6000);
    const attempts = h.recorder
      .all('call-reconnecting')
      .map((e) => (e as { attempt: number }).attempt);
    expect(attempts.length).toBeGreaterThanOrEqual(2);
    expect(attempts).toEqual(attempts.map((_, i) => i + 1));
    expect(h.recorder.first('error')).toMatchObject({ error: { code: 'connection-lost' } });
    expect(h.recorder.all('message')).toContainEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'connection-lost',
    });
  });

  it('stop() during a reconnect stops the resume at once; while the network is down, end-call is retried in the background until one try gets through, then nothing more', async () => {
    const h = await inCall('tok-1', 5);
    server.upgrade({ kind: 'refuse', status: 503 });
    h.call.socket.terminate();
    await until(() => h.recorder.names().includes('call-reconnecting'), 'call-reconnecting');
    await h.client.stop();
    expect(h.client.state).toBe('idle');
    expect(h.recorder.names()).toContain('call-end');
    // The network is still down: the hang-up keeps trying (with the reconnect backoff), the call is not resumed.
    const before = server.upgrades.length;
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.upgrades.length).toBeGreaterThan(before);
    const reconnects = h.recorder.all('call-reconnecting').length;
    // The network comes back within the window: one try resumes only to hang up.
    const last = await networkBack();
    expect(last.path).toBe(`/api/call/${h.call.id}/ws?resume=tok-1`);
    last.json({ type: 'resume-token', token: 'tok-2', graceSeconds: 5 });
    expect(await last.closed).toBe(1000);
    expect(last.texts).toEqual(['{"type":"end-call"}']);
    // Then nothing more: no further try, no event for the page.
    const after = server.upgrades.length;
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(server.upgrades.length).toBe(after);
    expect(h.recorder.all('call-reconnecting').length).toBe(reconnects);
    expect(h.recorder.names()).not.toContain('call-reconnected');
  });

  it('a hang-up while the network is down stops trying when the platform says the call is over (4004)', async () => {
    const h = await inCall('tok-1', 5);
    server.upgrade({ kind: 'refuse', status: 503 });
    h.call.socket.terminate();
    await until(() => h.recorder.names().includes('call-reconnecting'), 'call-reconnecting');
    await h.client.stop();
    await new Promise((resolve) => setTimeout(resolve, 300));
    const last = await networkBack();
    last.close(4004, 'call-ended');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(server.upgrades.filter((u) => u.includes('?resume=')).at(-1)).toBe(last.path);
    expect(server.calls.at(-1)).toBe(last);
  });
});
