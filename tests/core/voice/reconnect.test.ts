/**
 * The resume policy of the WebSocket transport (src/core/voice/websocket/reconnect.ts):
 * which closes are drops, the resume URL, backoff bounds, the grace window,
 * refusals and the bounded text queue.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import {
  isDropClose,
  MAX_QUEUED_TEXT_FRAMES,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_STARTING_DELAY_MS,
  ResumeRefusedError,
  resumeUrl,
  resumeWithBackoff,
  TextQueue,
} from '../../../src/core/voice/websocket/reconnect.ts';

describe('isDropClose', () => {
  it('treats abnormal closes as drops and ends, limits and refusals as final', () => {
    for (const code of [1001, 1005, 1006, 1012, 1013, 1014])
      expect(isDropClose(code), String(code)).toBe(true);
    for (const code of [1000, 1003, 1008, 1009, 1011, 4000, 4001, 4002, 4003, 4004])
      expect(isDropClose(code), String(code)).toBe(false);
  });
});

describe('resumeUrl', () => {
  it('adds the token as the resume parameter and replaces an earlier one', () => {
    expect(resumeUrl('ws://127.0.0.1:4173/api/call/abc/ws', 'tok-1')).toBe(
      'ws://127.0.0.1:4173/api/call/abc/ws?resume=tok-1',
    );
    expect(resumeUrl('wss://x.test/api/call/abc/ws?resume=old&a=1', 'new_-9')).toBe(
      'wss://x.test/api/call/abc/ws?resume=new_-9&a=1',
    );
  });
});

describe('resumeWithBackoff', () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 1_000_000 });
    // Full jitter picks a delay in [0, delay]; at 1 it is the whole delay, so the bounds are visible.
    vi.spyOn(Math, 'random').mockReturnValue(0.999999);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  /** Runs the loop with attempts that fail until `succeedOn`, recording when each started (fake ms). */
  function run(options: {
    succeedOn?: number;
    refuseOn?: number;
    deadline?: number;
    signal?: AbortSignal;
  }) {
    const startedAt: number[] = [];
    const promise = resumeWithBackoff({
      deadline: options.deadline ?? 20_000,
      signal: options.signal ?? new AbortController().signal,
      now: performanceNow,
      onAttempt: () => startedAt.push(performanceNow()),
      attempt: async () => {
        const n = startedAt.length;
        if (n === options.refuseOn) throw new ResumeRefusedError(4003);
        if (n === options.succeedOn) return `socket-${n}`;
        throw new Error(`attempt ${n} failed`);
      },
    });
    return { promise, startedAt };
  }
  /** The fake clock, ms since the test started. */
  const performanceNow = (): number => Date.now() - 1_000_000;

  it('tries at once, then waits 250 ms doubling up to 4 s, and resolves with the attempt that worked', async () => {
    const { promise, startedAt } = run({ succeedOn: 8, deadline: performanceNow() + 60_000 });
    await vi.advanceTimersByTimeAsync(30_000);
    await expect(promise).resolves.toBe('socket-8');
    expect(startedAt[0]).toBe(0);
    const gaps = startedAt.slice(1).map((t, i) => t - startedAt[i]!);
    expect(gaps[0]).toBeGreaterThanOrEqual(RECONNECT_STARTING_DELAY_MS - 1);
    expect(gaps[0]).toBeLessThanOrEqual(RECONNECT_STARTING_DELAY_MS + 1);
    for (let i = 1; i < gaps.length; i++) {
      const expected = Math.min(RECONNECT_STARTING_DELAY_MS * 2 ** i, RECONNECT_MAX_DELAY_MS);
      expect(gaps[i]).toBeGreaterThanOrEqual(expected - 1);
      expect(gaps[i]).toBeLessThanOrEqual(expected + 1);
    }
    expect(Math.max(...gaps)).toBeLessThanOrEqual(RECONNECT_MAX_DELAY_MS + 1);
  });

  it('after a close 1012 (service restart) tries at once even when the policy says wait', async () => {
    const startedAt: number[] = [];
    const drop = (code: number) =>
      new VoiceClientError('websocket-error', 'closed', { details: { code } });
    const slow = { nextRetryDelayInMs: () => 5000 };
    const go = (code: number) =>
      resumeWithBackoff({
        deadline: performanceNow() + 20_000,
        signal: new AbortController().signal,
        now: performanceNow,
        policy: slow,
        reason: drop(code),
        onAttempt: () => startedAt.push(performanceNow()),
        attempt: async () => 'socket',
      });
    const restart = go(1012);
    await vi.advanceTimersByTimeAsync(0);
    await expect(restart).resolves.toBe('socket');
    expect(startedAt).toEqual([0]);
    startedAt.length = 0;
    const other = go(1006);
    await vi.advanceTimersByTimeAsync(4999);
    expect(startedAt).toEqual([]);
    await vi.advanceTimersByTimeAsync(2);
    await expect(other).resolves.toBe('socket');
  });

  it('stops at once when the platform refuses the resume, as connection-lost', async () => {
    const { promise, startedAt } = run({ refuseOn: 2, deadline: performanceNow() + 60_000 });
    const outcome = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    const error = await outcome;
    expect(error).toBeInstanceOf(VoiceClientError);
    expect((error as VoiceClientError).code).toBe('connection-lost');
    expect((error as VoiceClientError).cause).toBeInstanceOf(ResumeRefusedError);
    expect(startedAt).toHaveLength(2);
  });

  it('gives up when the grace window is over and starts no attempt after it', async () => {
    const deadline = performanceNow() + 3000;
    const { promise, startedAt } = run({ deadline });
    const outcome = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(20_000);
    const error = (await outcome) as VoiceClientError;
    expect(error.code).toBe('connection-lost');
    expect(startedAt.length).toBeGreaterThanOrEqual(3);
    expect(Math.max(...startedAt)).toBeLessThanOrEqual(deadline);
  });

  it('rejects with the abort reason when stopped', async () => {
    const controller = new AbortController();
    const { promise } = run({ signal: controller.signal, deadline: performanceNow() + 60_000 });
    const outcome = promise.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(600);
    const reason = new Error('stopped by the visitor');
    controller.abort(reason);
    await vi.advanceTimersByTimeAsync(5000);
    expect(await outcome).toBe(reason);
  });
});

describe('TextQueue', () => {
  it(`keeps up to ${MAX_QUEUED_TEXT_FRAMES} frames in order and refuses the next with reconnect-queue-full`, () => {
    const queue = new TextQueue();
    for (let i = 0; i < MAX_QUEUED_TEXT_FRAMES; i++) queue.push(`m${i}`);
    expect(() => queue.push('one too many')).toThrowError(
      expect.objectContaining({ code: 'reconnect-queue-full' }),
    );
    expect(queue.size).toBe(MAX_QUEUED_TEXT_FRAMES);
    expect(queue.drain()).toEqual(
      Array.from({ length: MAX_QUEUED_TEXT_FRAMES }, (_, i) => `m${i}`),
    );
    expect(queue.size).toBe(0);
  });
});
