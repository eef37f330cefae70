/**
 * Delivery of server messages (docs/platform.md "Server messages",
 * docs/durable-state.md "Outbox"): {@link Outbox.post} stores the message (one
 * small synchronous insert) and queues it in its assistant's bounded lane; a few
 * deliveries per assistant run in the background with retries and backoff. A
 * redirect counts as a failure (never followed); response bodies are not read.
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

/** Bounds from `LOCAL_OUTBOX_ATTEMPTS` (≥ 1) and `LOCAL_OUTBOX_RETRY_MS` (ms); invalid values are ignored. */
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
   * @param store where messages are kept until delivered (default: memory only).
   * @param resolveServer the current server of an assistant id (for messages taken from the store).
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
   * Stores `message` (a Vapi `{ message: { type, … } }` body) and queues it; no network I/O, never
   * throws. A full lane drops it (counted in {@link stats}); if the store fails, it is delivered from memory.
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

  /** Queues what the store holds (accepted before a restart) with its tries so far; once at start. @returns how many. */
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

  /** Drops stored messages accepted before `before` (epoch ms, docs/durable-state.md "Retention"). @returns how many. */
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
          // Held here until the request settles: Node before 24 may collect a timeout signal that only
          // AbortSignal.any() refers to, and the try would then never time out (nodejs/node#57736).
          const timeout = AbortSignal.timeout(server.timeoutSeconds * 1000);
          const signal = AbortSignal.any([this.closing.signal, timeout]);
          let res: Response;
          try {
            res = await postToServer(server, entry.body, signal, this.fetchImpl, {
              [MESSAGE_ID_HEADER]: entry.id,
            });
          } catch (error) {
            throw timeout.aborted
              ? new Error(`${server.url} did not answer within ${server.timeoutSeconds} s`)
              : error;
          }
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
