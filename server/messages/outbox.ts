/**
 * Delivery of server messages (docs/platform.md "Server messages",
 * docs/durable-state.md "Outbox"), never on the hot path and never lost to a
 * restart: {@link Outbox.post} writes the message to the store (durable when
 * it returns: one small synchronous insert, never awaited) and queues it; a
 * few deliveries per assistant run in the background:
 *
 * - every message gets a stable id (a UUID), sent in the `X-Message-Id`
 *   header ({@link MESSAGE_ID_HEADER}) of every try, also after a restart:
 *   delivery is at least once, and a receiver deduplicates by that id;
 * - at start, {@link Outbox.resume} queues again what the store still holds
 *   (accepted before a restart, a crash or `kill -9`), with its tries so far;
 * - one bounded queue per assistant ({@link OutboxLimits.maxQueued}); when it
 *   is full, the new message is dropped and counted;
 * - drops are logged once per burst, never per message: the first drop opens
 *   a window of `logEveryMs`, and its end logs one line with how many were
 *   dropped in it (queue full / every try failed);
 * - at most `concurrency` requests per assistant at a time;
 * - each request has its own timeout (the assistant's `timeoutSeconds`);
 * - a failure (network error, timeout, a status that is not 2xx, a
 *   redirect, which is never followed) is retried with exponential backoff
 *   (`exponential-backoff`, `retryDelayMs` doubling up to `maxDelayMs`), the
 *   tries counted in the store so that the bound holds across restarts, then
 *   dropped and counted; messages older than the retention are dropped too;
 * - response bodies are not read (cancelled);
 * - {@link Outbox.close} aborts everything in flight; what was not delivered
 *   stays in the store for the next start.
 */
import { randomUUID } from 'node:crypto';
import { backOff } from 'exponential-backoff';
import type { AssistantServer } from '../dialogue/server-config.ts';
import type { OutboxEntry, OutboxStore } from '../storage/store.ts';
import { postToServer } from './post.ts';

/** The header that carries a server message's stable id (docs/durable-state.md "Outbox"). */
const MESSAGE_ID_HEADER = 'X-Message-Id';

/** Bounds of an {@link Outbox}. */
export interface OutboxLimits {
  /** Messages waiting per assistant, those in flight not counted (default 1000; the store holds at most this plus `concurrency` per assistant). */
  readonly maxQueued: number;
  /** Requests in flight per assistant (default 2). */
  readonly concurrency: number;
  /** Tries per message, the first included, across restarts (default 12: about 25 min with the default delays). */
  readonly attempts: number;
  /** Delay before the first retry, ms (doubles; default 1000). */
  readonly retryDelayMs: number;
  /** Longest delay between tries, ms (default 300 000). */
  readonly maxDelayMs: number;
  /** The window of one "dropped" log line per assistant, ms (default 10 000): at most one line per window. */
  readonly logEveryMs: number;
}

/** Default {@link OutboxLimits}. */
const DEFAULT_OUTBOX_LIMITS: OutboxLimits = {
  maxQueued: 1000,
  concurrency: 2,
  attempts: 12,
  retryDelayMs: 1000,
  maxDelayMs: 300_000,
  logEveryMs: 10_000,
};

/**
 * Bounds from `LOCAL_OUTBOX_ATTEMPTS` (tries, integer ≥ 1) and `LOCAL_OUTBOX_RETRY_MS` (first retry delay, ms),
 * else the defaults (docs/durable-state.md "Outbox"). Invalid values fall back to the defaults.
 */
export function outboxLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): Partial<OutboxLimits> {
  const attempts = Number(env['LOCAL_OUTBOX_ATTEMPTS']);
  const retry = Number(env['LOCAL_OUTBOX_RETRY_MS']);
  return {
    ...(Number.isInteger(attempts) && attempts >= 1 ? { attempts } : {}),
    ...(Number.isFinite(retry) && retry > 0
      ? {
          retryDelayMs: retry,
          maxDelayMs: Math.max(retry, Math.min(DEFAULT_OUTBOX_LIMITS.maxDelayMs, retry * 16)),
        }
      : {}),
  };
}

/** What happened to the messages so far (tests, logs). */
export interface OutboxStats {
  delivered: number;
  /** Dropped because the assistant's queue was full. */
  droppedFull: number;
  /** Dropped after the last failed try, or because no server takes them any more. */
  droppedFailed: number;
  /** Taken over from the store at start (accepted before a restart). */
  resumed: number;
}

interface Lane {
  readonly queue: OutboxEntry[];
  running: number;
  /** Dropped in the current log window: queue full, and after the last failed try. */
  full: number;
  failed: number;
  /** The end of the current log window, while one is open. */
  logTimer: ReturnType<typeof setTimeout> | undefined;
}

/** A store that keeps nothing (an outbox used without a platform store, e.g. in unit tests). */
const NO_STORE: OutboxStore = {
  add: () => {},
  pending: () => [],
  attempted: () => {},
  remove: () => {},
  expire: () => 0,
};

/** See the module comment. */
export class Outbox {
  readonly stats: OutboxStats = { delivered: 0, droppedFull: 0, droppedFailed: 0, resumed: 0 };
  private readonly lanes = new Map<string, Lane>();
  private readonly closing = new AbortController();
  private readonly limits: OutboxLimits;
  /** The server of each lane, as last posted to (messages taken from the store use the resolver first). */
  private readonly servers = new Map<string, AssistantServer>();

  /**
   * @param limits bounds (defaults: {@link DEFAULT_OUTBOX_LIMITS}).
   * @param fetchImpl `fetch` (tests).
   * @param store where messages are kept until delivered (default: nowhere, memory only).
   * @param resolveServer the current server of an assistant id (for messages taken from the store); undefined: none any more.
   */
  constructor(
    limits: Partial<OutboxLimits> = {},
    private readonly fetchImpl: typeof fetch = fetch,
    private readonly store: OutboxStore = NO_STORE,
    private readonly resolveServer: (assistantId: string) => AssistantServer | undefined = () =>
      undefined,
  ) {
    this.limits = { ...DEFAULT_OUTBOX_LIMITS, ...limits };
  }

  /**
   * Writes `message` (a Vapi `{ message: { type, … } }` body, docs/platform.md
   * "Server messages") to the store for `server` and queues it in the
   * assistant's lane; returns at once: no network I/O, never throws. A full
   * lane drops it (counted in {@link stats}, logged once per burst); after
   * {@link close} it is ignored. A store that fails to write is logged and the
   * message is still delivered from memory.
   */
  post(assistantId: string, server: AssistantServer, message: object): void {
    if (this.closing.signal.aborted) return;
    this.servers.set(assistantId, server);
    const lane = this.lane(assistantId);
    if (lane.queue.length >= this.limits.maxQueued) {
      this.stats.droppedFull++;
      lane.full++;
      this.dropped(assistantId, lane);
      return;
    }
    const entry: OutboxEntry = {
      id: randomUUID(),
      lane: assistantId,
      body: JSON.stringify(message),
      attempts: 0,
      createdAt: Date.now(),
    };
    try {
      this.store.add(entry);
    } catch (error) {
      console.error(
        '[platform] could not store a server message (delivered from memory only):',
        error,
      );
    }
    lane.queue.push(entry);
    this.pump(assistantId, lane);
  }

  /**
   * Queues what the store holds (messages accepted before a restart), each
   * with its tries so far; call once at start. @returns how many.
   */
  resume(): number {
    let count = 0;
    for (const entry of this.store.pending()) {
      const lane = this.lane(entry.lane);
      lane.queue.push(entry);
      count++;
    }
    this.stats.resumed += count;
    for (const [assistantId, lane] of this.lanes) this.pump(assistantId, lane);
    return count;
  }

  /**
   * Drops messages accepted before `before` (ms since the epoch; the retention, docs/durable-state.md
   * "Retention") that are still waiting in the store, with a log line and a count. Those in memory are not
   * touched (they are dropped by their tries). @returns how many were dropped.
   */
  expire(before: number): number {
    const n = this.store.expire(before);
    if (n > 0) {
      this.stats.droppedFailed += n;
      console.warn(
        `[platform] ${n} server messages dropped: older than the retention (DATA_RETENTION_HOURS)`,
      );
    }
    return n;
  }

  /** Aborts every request in flight and logs the drops of open log windows; undelivered messages stay in the store. Idempotent. */
  close(): void {
    this.closing.abort();
    for (const [assistantId, lane] of this.lanes) this.logDrops(assistantId, lane);
    this.lanes.clear();
  }

  private lane(assistantId: string): Lane {
    let lane = this.lanes.get(assistantId);
    if (!lane) {
      lane = { queue: [], running: 0, full: 0, failed: 0, logTimer: undefined };
      this.lanes.set(assistantId, lane);
    }
    return lane;
  }

  private pump(assistantId: string, lane: Lane): void {
    while (lane.running < this.limits.concurrency && lane.queue.length > 0) {
      const next = lane.queue.shift()!;
      lane.running++;
      void this.deliver(next).then((ok) => {
        lane.running--;
        if (this.closing.signal.aborted) return;
        this.forget(next.id);
        if (ok) this.stats.delivered++;
        else {
          this.stats.droppedFailed++;
          lane.failed++;
          this.dropped(assistantId, lane);
        }
        this.pump(assistantId, lane);
      });
    }
  }

  /** Removes a message from the store (delivered or dropped); a store failure is logged. */
  private forget(id: string): void {
    try {
      this.store.remove(id);
    } catch (error) {
      console.error(
        '[platform] could not remove a delivered server message from the store:',
        error,
      );
    }
  }

  /** Tries, with backoff, until a 2xx; false when every try failed or the outbox closed. Never throws. */
  private async deliver(entry: OutboxEntry): Promise<boolean> {
    const server = this.resolveServer(entry.lane) ?? this.servers.get(entry.lane);
    const left = this.limits.attempts - entry.attempts;
    if (!server || left <= 0) return false;
    try {
      await backOff(
        async () => {
          const signal = AbortSignal.any([
            this.closing.signal,
            AbortSignal.timeout(server.timeoutSeconds * 1000),
          ]);
          const res = await postToServer(server, entry.body, signal, this.fetchImpl, {
            [MESSAGE_ID_HEADER]: entry.id,
          });
          await res.body?.cancel().catch(() => undefined);
          if (res.status < 200 || res.status > 299)
            throw new Error(`${server.url} answered ${res.status}`);
        },
        {
          numOfAttempts: left,
          // Tries already made before a restart keep their place in the schedule.
          startingDelay: Math.min(
            this.limits.retryDelayMs * 2 ** Math.max(0, entry.attempts - 1),
            this.limits.maxDelayMs,
          ),
          delayFirstAttempt: entry.attempts > 0,
          maxDelay: this.limits.maxDelayMs,
          timeMultiple: 2,
          jitter: 'full',
          retry: (_error: unknown, attemptNumber: number) => {
            if (this.closing.signal.aborted) return false;
            try {
              this.store.attempted(entry.id, entry.attempts + attemptNumber);
            } catch {
              /* the count is a bound, not a guarantee */
            }
            return true;
          },
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
    console.warn(
      `[platform] server messages of assistant ${assistantId}: ${lane.full + lane.failed} dropped (${lane.full} with the queue full, ${lane.failed} after every try failed)`,
    );
    lane.full = 0;
    lane.failed = 0;
  }
}
