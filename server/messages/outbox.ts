/**
 * Delivery of server messages (PROTOCOL.md "Server messages"), never on the
 * hot path: {@link Outbox.post} only queues (O(1), never waits), and a few
 * deliveries per assistant run in the background:
 *
 * - one bounded queue per assistant ({@link OutboxLimits.maxQueued}); when it
 *   is full, the new message is dropped and counted, and the count is logged
 *   once per burst (at most once per `logEveryMs`);
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
  /** At most one "dropped" log line per this many ms per assistant (default 10 000). */
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
  dropped: number;
  loggedAt: number;
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

  /** Queues `message` (a Vapi `{ message: {…} }` body) for `server`, by assistant; returns at once. */
  post(assistantId: string, server: AssistantServer, message: object): void {
    if (this.closing.signal.aborted) return;
    let lane = this.lanes.get(assistantId);
    if (!lane) {
      lane = { queue: [], running: 0, dropped: 0, loggedAt: 0 };
      this.lanes.set(assistantId, lane);
    }
    if (lane.queue.length >= this.limits.maxQueued) {
      this.stats.droppedFull++;
      this.dropped(assistantId, lane);
      return;
    }
    lane.queue.push({ server, body: JSON.stringify(message) });
    this.pump(assistantId, lane);
  }

  /** Aborts every request in flight and forgets what waits. */
  close(): void {
    this.closing.abort();
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
          this.dropped(assistantId, lane);
        }
        if (!this.closing.signal.aborted) this.pump(assistantId, lane);
      });
    }
  }

  /** Tries, with backoff, until a 2xx; false when every try failed or the outbox closed. Never throws. */
  private async deliver(server: AssistantServer, body: string): Promise<boolean> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', ...(server.secret ? { 'X-Vapi-Secret': server.secret } : {}) };
    try {
      await backOff(
        async () => {
          const signal = AbortSignal.any([this.closing.signal, AbortSignal.timeout(server.timeoutSeconds * 1000)]);
          const res = await this.fetchImpl(server.url, { method: 'POST', headers, body, redirect: 'manual', signal });
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

  private dropped(assistantId: string, lane: Lane): void {
    lane.dropped++;
    const now = Date.now();
    if (now - lane.loggedAt < this.limits.logEveryMs) return;
    lane.loggedAt = now;
    console.warn(`[platform] server messages of assistant ${assistantId}: ${lane.dropped} dropped so far (queue full or the server failed)`);
  }
}
