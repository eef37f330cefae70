/**
 * Call admission per client address (PROTOCOL.md "Limits"): anyone can read
 * the public key from the page, so the key alone must not let one visitor
 * take every call slot. Each address may create `callsPerMinute` calls in any
 * 60 s window and have `callsAlive` calls not yet ended; past either, `POST
 * /api/call/web` answers 429 with `Retry-After`.
 *
 * The address is the TCP peer (`X-Forwarded-For` is not trusted: the local
 * platform is not meant to run behind a proxy). Memory is bounded: at most
 * {@link MAX_TRACKED_ADDRESSES} addresses are remembered, the oldest dropped.
 */

import { positiveFromEnv } from './env.ts';

/** Limits of {@link Admission}. */
export interface AdmissionLimits {
  /** Calls one address may create per 60 s (default 20; `LOCAL_CALLS_PER_MINUTE`). */
  readonly callsPerMinute: number;
  /** Calls one address may have not yet ended (default 5; `LOCAL_CALLS_ALIVE_PER_CLIENT`). */
  readonly callsAlive: number;
}

/** Default {@link AdmissionLimits}. */
export const DEFAULT_ADMISSION: AdmissionLimits = { callsPerMinute: 20, callsAlive: 5 };
/** Most addresses remembered at once. */
export const MAX_TRACKED_ADDRESSES = 10_000;
/** Seconds a client over the alive limit is asked to wait. */
export const ALIVE_RETRY_AFTER_S = 10;
const WINDOW_MS = 60_000;

/** Why a call was refused, and when to try again. */
export interface Refusal {
  readonly reason: 'calls-per-minute' | 'calls-alive';
  /** Whole seconds for `Retry-After`, ≥ 1. */
  readonly retryAfterS: number;
  readonly message: string;
}

/** See the module comment. */
export class Admission {
  private readonly created = new Map<string, number[]>();

  constructor(readonly limits: AdmissionLimits = DEFAULT_ADMISSION) {}

  /**
   * Checks whether `address` may create a call now, and if so records it.
   *
   * @param alive how many of this address's calls are not yet ended.
   * @param now ms (epoch or monotonic, consistently).
   * @returns undefined when admitted, else the refusal.
   */
  admit(address: string, alive: number, now: number): Refusal | undefined {
    if (alive >= this.limits.callsAlive) {
      return { reason: 'calls-alive', retryAfterS: ALIVE_RETRY_AFTER_S, message: `at most ${this.limits.callsAlive} calls at once per client; end one first` };
    }
    const times = (this.created.get(address) ?? []).filter((t) => now - t < WINDOW_MS);
    if (times.length >= this.limits.callsPerMinute) {
      this.created.set(address, times);
      const retryAfterS = Math.max(1, Math.ceil((WINDOW_MS - (now - (times[0] as number))) / 1000));
      return { reason: 'calls-per-minute', retryAfterS, message: `at most ${this.limits.callsPerMinute} calls per minute per client` };
    }
    times.push(now);
    this.created.delete(address); // re-insert: the map's order is recency
    this.created.set(address, times);
    if (this.created.size > MAX_TRACKED_ADDRESSES) this.created.delete(this.created.keys().next().value as string);
    return undefined;
  }
}

/** Limits from `LOCAL_CALLS_PER_MINUTE` and `LOCAL_CALLS_ALIVE_PER_CLIENT` (positive integers), else the defaults. */
export function admissionFromEnv(env: NodeJS.ProcessEnv = process.env): AdmissionLimits {
  return {
    callsPerMinute: positiveFromEnv('LOCAL_CALLS_PER_MINUTE', DEFAULT_ADMISSION.callsPerMinute, true, env),
    callsAlive: positiveFromEnv('LOCAL_CALLS_ALIVE_PER_CLIENT', DEFAULT_ADMISSION.callsAlive, true, env),
  };
}
