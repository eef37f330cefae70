/**
 * The injectable reconnect policy (`src/core/voice/reconnect-policy.ts`,
 * `docs/voice-client.md` "Reconnect policy"): the default reproduces the
 * backoff numbers (at once, then 250 ms doubling up to 1000 ms, full
 * jitter); a custom policy's delays are the waits between attempts, it is
 * told the retry count, elapsed time and last failure, and `null` ends the
 * retrying (the call ends as `connection-lost`), both in the retry loop and
 * through `VoiceClientOptions.reconnectPolicy` on a real WebSocket call.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import {
  DEFAULT_RECONNECT_POLICY,
  exponentialReconnectPolicy,
  type ReconnectContext,
  type ReconnectPolicy,
} from '../../../src/core/voice/reconnect-policy.ts';
import { resumeWithBackoff } from '../../../src/core/voice/websocket/reconnect.ts';
import { makeWsClient, until } from '../../support/ws-client.ts';
import { useWsPlatformServer } from '../../support/ws-platform-server.ts';

/** A policy that answers from `delays` (then null) and records what it was asked. */
function scripted(
  delays: readonly (number | null)[],
): ReconnectPolicy & { readonly asked: ReconnectContext[] } {
  const asked: ReconnectContext[] = [];
  return {
    asked,
    nextRetryDelayInMs(context) {
      asked.push(context);
      return delays[context.retryCount] ?? null;
    },
  };
}

describe('the default policy', () => {
  it('keeps the numbers: 0, then 250, 500, 1000, 1000 ms before jitter; full jitter draws in [0, delay]', () => {
    const steady = exponentialReconnectPolicy({ jitter: false });
    expect(
      [0, 1, 2, 3, 4, 9].map((retryCount) =>
        steady.nextRetryDelayInMs({ retryCount, elapsedMs: 0 }),
      ),
    ).toEqual([0, 250, 500, 1000, 1000, 1000]);
    const random = vi.spyOn(Math, 'random').mockReturnValue(0.5);
    expect(
      [0, 1, 2, 3].map((retryCount) =>
        DEFAULT_RECONNECT_POLICY.nextRetryDelayInMs({ retryCount, elapsedMs: 0 }),
      ),
    ).toEqual([0, 125, 250, 500]);
    random.mockRestore();
    expect(
      exponentialReconnectPolicy({ maxAttempts: 2 }).nextRetryDelayInMs({
        retryCount: 2,
        elapsedMs: 0,
      }),
    ).toBeNull();
  });
});

describe('resumeWithBackoff with a custom policy', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('waits the delays the policy returns, tells it the count, time and last failure, and stops at null', async () => {
    vi.useFakeTimers({ now: 0 });
    const policy = scripted([0, 700, 1300]);
    const startedAt: number[] = [];
    const drop = new VoiceClientError('websocket-error', 'closed', { details: { code: 1006 } });
    const outcome = resumeWithBackoff({
      deadline: 60_000,
      signal: new AbortController().signal,
      now: () => Date.now(),
      policy,
      reason: drop,
      onAttempt: () => startedAt.push(Date.now()),
      attempt: () =>
        Promise.reject(
          new VoiceClientError('websocket-error', 'closed again', { details: { code: 1001 } }),
        ),
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = (await outcome) as VoiceClientError;
    expect(startedAt).toEqual([0, 700, 2000]);
    expect(policy.asked.map((c) => c.retryCount)).toEqual([0, 1, 2, 3]);
    expect(policy.asked.map((c) => c.elapsedMs)).toEqual([0, 0, 700, 2000]);
    expect(policy.asked[0]).toMatchObject({ retryReason: drop, closeCode: 1006 });
    expect(policy.asked[1]).toMatchObject({ closeCode: 1001 });
    expect(error).toBeInstanceOf(VoiceClientError);
    expect(error.code).toBe('connection-lost');
    expect(error.details).toEqual({ attempts: 3 });
  });

  it('null before the first attempt: no attempt at all', async () => {
    const attempt = vi.fn(() => Promise.resolve('never'));
    const error = await resumeWithBackoff({
      deadline: Infinity,
      signal: new AbortController().signal,
      policy: scripted([]),
      onAttempt: () => undefined,
      attempt,
    }).catch((e: unknown) => e);
    expect((error as VoiceClientError).code).toBe('connection-lost');
    expect(attempt).not.toHaveBeenCalled();
  });
});

describe('VoiceClientOptions.reconnectPolicy on a WebSocket call', () => {
  const server = useWsPlatformServer();

  it("is the transport's schedule: its delays separate the attempts and its null ends the call as connection-lost", async () => {
    const policy = scripted([0, 150, 150]);
    const h = makeWsClient(server.apiUrl, { options: { reconnectPolicy: policy } });
    const started = h.client.start('sofia');
    const call = await server.nextCall();
    expect(await started).not.toBeNull();
    call.json({ type: 'resume-token', token: 'tok-1', graceSeconds: 30 });
    await until(() => h.client.getResumeState() !== undefined, 'the resume token');
    server.upgrade({ kind: 'refuse', status: 503 });
    call.socket.terminate();
    await until(() => h.recorder.names().includes('call-end'), 'call-end', 5000);
    // Three attempts (delays 0, 150, 150), then null: the call ended while the 30 s grace window,
    // longer than the test may run, was still open.
    expect(h.recorder.all('call-reconnecting').map((e) => e.attempt)).toEqual([1, 2, 3]);
    expect(policy.asked.map((c) => c.retryCount)).toEqual([0, 1, 2, 3]);
    expect(policy.asked[3]!.elapsedMs).toBeGreaterThanOrEqual(290);
    expect(h.recorder.first('error')).toMatchObject({
      type: 'websocket-error',
      error: { code: 'connection-lost' },
    });
    expect(h.recorder.all('message')).toContainEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'connection-lost',
    });
    expect(h.client.state).toBe('idle');
  });
});
