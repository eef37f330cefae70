/**
 * When a dropped call connection is tried again (`docs/voice-client.md` "Reconnect policy"),
 * shaped like livekit-client's `ReconnectPolicy`. The grace window, a refusal and `stop()` end
 * the retrying whatever the policy says. Daily does not ask it: daily-js rejoins by itself.
 */

/** First retry delay of {@link DEFAULT_RECONNECT_POLICY}, ms (before jitter); later ones double. */
export const RECONNECT_STARTING_DELAY_MS = 250;
/** Longest delay of {@link DEFAULT_RECONNECT_POLICY}, ms (before jitter). */
export const RECONNECT_MAX_DELAY_MS = 1000;

/** What a {@link ReconnectPolicy} is told before each attempt. */
export interface ReconnectContext {
  /** Attempts made and failed since the drop: 0 before the first. */
  readonly retryCount: number;
  /** ms since the connection dropped. */
  readonly elapsedMs: number;
  /** Why the last attempt failed, or the connection dropped; `undefined` when unknown. */
  readonly retryReason?: unknown;
  /** The close code of that failure, when it was a closed socket. */
  readonly closeCode?: number;
}

/** Decides the wait before each reconnect attempt. */
export interface ReconnectPolicy {
  /**
   * @returns the wait in ms (0: at once; negative or non-finite count as 0), or `null` to give up
   *   (the call ends as `connection-lost`). A policy that throws counts as `null`.
   */
  nextRetryDelayInMs(context: ReconnectContext): number | null;
}

/** Options of {@link exponentialReconnectPolicy}, ms. */
export interface ExponentialReconnectOptions {
  /** Delay before the second attempt; later ones double. Default 250. */
  readonly startingDelayMs?: number;
  /** Default 1000. */
  readonly maxDelayMs?: number;
  /** Full jitter: each delay drawn uniformly from [0, delay]. Default true. */
  readonly jitter?: boolean;
  /** Default: never (the grace window bounds the retrying). */
  readonly maxAttempts?: number;
  /** [0, 1); default `Math.random`. */
  readonly random?: () => number;
}

/** Exponential backoff: at once, then `startingDelayMs` × 2ⁿ up to `maxDelayMs`, full jitter. */
export function exponentialReconnectPolicy(
  options: ExponentialReconnectOptions = {},
): ReconnectPolicy {
  const starting = options.startingDelayMs ?? RECONNECT_STARTING_DELAY_MS;
  const max = options.maxDelayMs ?? RECONNECT_MAX_DELAY_MS;
  // Looked up per draw, so a replaced `Math.random` (tests) is used.
  const random = options.random ?? (() => Math.random());
  return {
    nextRetryDelayInMs({ retryCount }) {
      if (options.maxAttempts !== undefined && retryCount >= options.maxAttempts) return null;
      if (retryCount === 0) return 0;
      const delay = Math.min(starting * 2 ** (retryCount - 1), max);
      return options.jitter === false ? delay : Math.round(random() * delay);
    },
  };
}

/** At once, then 250, 500, 1000, 1000… ms with full jitter. */
export const DEFAULT_RECONNECT_POLICY: ReconnectPolicy = exponentialReconnectPolicy();

/** Asks `policy` for the next delay (ms ≥ 0, or `null`), guarding against one that throws or returns nonsense. */
export function nextDelay(policy: ReconnectPolicy, context: ReconnectContext): number | null {
  let delay: number | null;
  try {
    delay = policy.nextRetryDelayInMs(context);
  } catch (error) {
    console.warn('[voice-client] the reconnect policy threw; giving up', error);
    return null;
  }
  if (delay === null) return null;
  return Number.isFinite(delay) && delay > 0 ? delay : 0;
}
