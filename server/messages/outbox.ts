/**
 * Delivery of server messages (docs/platform.md "Server messages"), never on the
 * hot path: {@link Outbox.post} only queues (O(1), never waits), and a few
 * deliveries per assistant run in the background:
 *
 * - one bounded queue per assistant ({@link OutboxLimits.maxQueued}); when it
 *   is full, the new message is dropped and counted;
 * - drops are logged once per burst, never per message: the first drop opens
 *   a window of `logEveryMs`, and its end logs one line with how many were
 *   dropped in it (queue full / every try failed);
 * - at most `concurrency` requests per assistant at a time;
 * - each request has its own timeout (the assistant's `timeoutSeconds`);
 * - a failure (network error, timeout, a status that is not 2xx, a
 *   redirect, which is never followed) is retried with exponential backoff
 *   (`exponential-backoff`), then dropped and counted;
 * - response bodies are not read (cancelled);
 * - {@link Outbox.close} aborts everything in flight and drops the queues.
 */
import { backOff } from 'exponential-backoff';
import type { AssistantServer } from '../dialogue/server-config.ts';
import { postToServer } from './post.ts';

/** Bounds of an {@link Outbox}. */
export interface OutboxLimits {
  /** Messages waiting per assistant (default 100). */
  readonly maxQueued: number;
  /** Requests in flight per assistant (default 2). */
  readonly concurrency: number;
  /** Tries per message, the first included (default 3). */
  readonly attempts: number;
  /** Delay before the first retry, ms (doubles; default 500). */
  readonly retryDelayMs: number;
  /** The window of one "dropped" log line per assistant, ms (default 10 000): at most one line per window. */
  readonly logEveryMs: number;
}

/** Default {@link OutboxLimits}. */
export const DEFAULT_OUTBOX_LIMITS: OutboxLimits = { maxQueued: 100, concurrency: 2, attempts: 3, retryDelayMs: 500, logEveryMs: 10_000 };

/** What happened to the messages so far (tests, logs). */
export interface OutboxStats {
  delivered: number;
  /** Dropped because the assistant's queue was full. */
  droppedFull: number;
  /** Dropped after the last failed try. */
  droppedFailed: number;
}

interface Lane {
  readonly queue: { readonly server: AssistantServer; readonly body: string }[];
  running: number;
  /** Dropped in the current log window: queue full, and after the last failed try. */
  full: number;
  failed: number;
  /** The end of the current log window, while one is open. */
  logTimer: ReturnType<typeof setTimeout> | undefined;
}

/** See the module comment. */
export class Outbox {
  readonly stats: OutboxStats = { delivered: 0, droppedFull: 0, droppedFailed: 0 };
  private readonly lanes = new Map<string, Lane>();
  private readonly closing = new AbortController();
  private readonly limits: OutboxLimits;

  /**
   * @param limits bounds (defaults: {@link DEFAULT_OUTBOX_LIMITS}).
   * @param fetchImpl `fetch` (tests).
   */
  constructor(
    limits: Partial<OutboxLimits> = {},
    private readonly fetchImpl: typeof fetch = fetch,
  ) {
    this.limits = { ...DEFAULT_OUTBOX_LIMITS, ...limits };
  }

  /**
   * Queues `message` (a Vapi `{ message: { type, … } }` body, docs/platform.md
   * "Server messages") for `server` in the assistant's lane and returns at
   * once: O(1), no I/O, never throws. A full lane drops it (counted in
   * {@link stats}, logged once per burst); after {@link close} it is ignored.
   */
  post(assistantId: string, server: AssistantServer, message: object): void {
    if (this.closing.signal.aborted) return;
    let lane = this.lanes.get(assistantId);
    if (!lane) {
      lane = { queue: [], running: 0, full: 0, failed: 0, logTimer: undefined };
      this.lanes.set(assistantId, lane);
    }
    if (lane.queue.length >= this.limits.maxQueued) {
      this.stats.droppedFull++;
      lane.full++;
      this.dropped(assistantId, lane);
      return;
    }
    lane.queue.push({ server, body: JSON.stringify(message) });
    this.pump(assistantId, lane);
  }

  /** Aborts every request in flight, forgets what waits and logs the drops of open log windows. Idempotent. */
  close(): void {
    this.closing.abort();
    for (const [assistantId, lane] of this.lanes) this.logDrops(assistantId, lane);
    this.lanes.clear();
  }

  private pump(assistantId: string, lane: Lane): void {
    while (lane.running < this.limits.concurrency && lane.queue.length > 0) {
      const next = lane.queue.shift()!;
      lane.running++;
      void this.deliver(next.server, next.body).then((ok) => {
        lane.running--;
        if (ok) this.stats.delivered++;
        else if (!this.closing.signal.aborted) {
          this.stats.droppedFailed++;
          lane.failed++;
          this.dropped(assistantId, lane);
        }
        if (!this.closing.signal.aborted) this.pump(assistantId, lane);
      });
    }
  }

  /** Tries, with backoff, until a 2xx; false when every try failed or the outbox closed. Never throws. */
  private async deliver(server: AssistantServer, body: string): Promise<boolean> {
    try {
      await backOff(
        async () => {
          const signal = AbortSignal.any([this.closing.signal, AbortSignal.timeout(server.timeoutSeconds * 1000)]);
          const res = await postToServer(server, body, signal, this.fetchImpl);
          await res.body?.cancel().catch(() => undefined);
          if (res.status < 200 || res.status > 299) throw new Error(`${server.url} answered ${res.status}`);
        },
        {
          numOfAttempts: this.limits.attempts,
          startingDelay: this.limits.retryDelayMs,
          timeMultiple: 2,
          jitter: 'full',
          retry: () => !this.closing.signal.aborted,
        },
      );
      return true;
    } catch {
      return false;
    }
  }

  /** A drop was counted: opens the log window unless one is open (one line per burst, with its count). */
  private dropped(assistantId: string, lane: Lane): void {
    if (lane.logTimer || this.closing.signal.aborted) return;
    lane.logTimer = setTimeout(() => this.logDrops(assistantId, lane), this.limits.logEveryMs);
    lane.logTimer.unref?.();
  }

  /** Closes the log window: one line with what it dropped, if anything. */
  private logDrops(assistantId: string, lane: Lane): void {
    clearTimeout(lane.logTimer);
    lane.logTimer = undefined;
    if (lane.full + lane.failed === 0) return;
    console.warn(`[platform] server messages of assistant ${assistantId}: ${lane.full + lane.failed} dropped (${lane.full} with the queue full, ${lane.failed} after every try failed)`);
    lane.full = 0;
    lane.failed = 0;
  }
}
