/**
 * When a dropped call connection is tried again (`docs/voice-client.md`
 * "Reconnect policy"). The shape follows livekit-client's `ReconnectPolicy`:
 * before every attempt the transport asks the policy how long to wait;
 * `null` gives up. The transport still stops on its own at the platform's
 * grace window, on a refusal (the platform no longer holds the call) and on
 * `stop()`, whatever the policy says.
 *
 * Set it with `VoiceClientOptions.reconnectPolicy`; it reaches each call's
 * transport as `TransportContext.reconnectPolicy`. The WebSocket transport
 * uses it for its resumes (and for a hang-up while the connection is down).
 * Daily has no retry schedule of its own to replace: daily-js rejoins by
 * itself, so the Daily transport does not ask it.
 */

/** First retry delay of {@link DEFAULT_RECONNECT_POLICY}, ms (before jitter); later ones double. */
export const RECONNECT_STARTING_DELAY_MS = 250;
/** Longest delay of {@link DEFAULT_RECONNECT_POLICY}, ms (before jitter). */
export const RECONNECT_MAX_DELAY_MS = 1000;

/** What a {@link ReconnectPolicy} is told before each attempt. */
export interface ReconnectContext {
  /**
   * Attempts already made and failed since the connection dropped: 0 before
   * the first attempt, 1 before the second, and so on.
   */
  readonly retryCount: number;
  /** Time since the connection dropped (or since the retrying started), ms. */
  readonly elapsedMs: number;
  /**
   * Why the last attempt failed, or, before the first one, why the
   * connection dropped: usually a `VoiceClientError` (`websocket-error`,
   * `join-failed`, `join-timeout`, …); `undefined` when unknown.
   */
  readonly retryReason?: unknown;
  /** The close code of that failure when it was a closed socket (WebSocket transport), e.g. 1006. */
  readonly closeCode?: number;
}

/**
 * Decides the wait before each reconnect attempt (`docs/voice-client.md`
 * "Reconnect policy").
 */
export interface ReconnectPolicy {
  /**
   * @param context the attempt about to be made (see {@link ReconnectContext}).
   * @returns the wait before that attempt in ms (0: at once; negative or
   *   non-finite values count as 0), or `null` to stop retrying: the call then
   *   ends with an `error` (code `connection-lost`) and `call-end`. Must not
   *   throw; a policy that throws is treated as returning `null`.
   */
  nextRetryDelayInMs(context: ReconnectContext): number | null;
}

/** Options of {@link exponentialReconnectPolicy}; all optional, times in ms. */
export interface ExponentialReconnectOptions {
  /** Delay before the second attempt; later ones double. Default 250. */
  readonly startingDelayMs?: number;
  /** Longest delay. Default 1000. */
  readonly maxDelayMs?: number;
  /** Full jitter: each delay is drawn uniformly from [0, delay] and rounded. Default true. */
  readonly jitter?: boolean;
  /** Give up after this many attempts. Default: never (the grace window bounds the retrying). */
  readonly maxAttempts?: number;
  /** Random numbers in [0, 1) for the jitter; default `Math.random`. */
  readonly random?: () => number;
}

/**
 * Exponential backoff: the first attempt at once, then `startingDelayMs`
 * × 2ⁿ up to `maxDelayMs`, with full jitter; `null` after `maxAttempts`.
 * With the defaults it is {@link DEFAULT_RECONNECT_POLICY}: the same delays
 * as the `exponential-backoff` package set to `delayFirstAttempt: false`,
 * `startingDelay: 250`, `timeMultiple: 2`, `maxDelay: 1000`, `jitter: 'full'`.
 */
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

/**
 * The default policy: first attempt at once, then 250 ms, 500 ms, then
 * 1000 ms between attempts (each with full jitter), until the platform's
 * grace window ends.
 */
export const DEFAULT_RECONNECT_POLICY: ReconnectPolicy = exponentialReconnectPolicy();

/**
 * Asks `policy` for the next delay, guarding against a policy that throws or
 * returns nonsense.
 * @returns the delay in ms (≥ 0), or `null` to give up.
 */
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
