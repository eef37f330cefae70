/**
 * Call admission per client address (docs/platform.md "Limits"): anyone can read
 * the public key from the page, so the key alone must not let one visitor take
 * every call slot. At most {@link MAX_TRACKED_ADDRESSES} addresses are remembered.
 */

import { positiveFromEnv } from './env.ts';
import { TokenBucket } from './rate.ts';

/** Limits of {@link Admission}. */
export interface AdmissionLimits {
  /** Calls one address may create per 60 s (default 20; `LOCAL_CALLS_PER_MINUTE`). */
  readonly callsPerMinute: number;
  /** Calls one address may have not yet ended (default 5; `LOCAL_CALLS_ALIVE_PER_CLIENT`). */
  readonly callsAlive: number;
  /** Call-socket upgrades (first sockets and resumes) one address may open per second. Default: `callsAlive`. */
  readonly upgradesPerSecond?: number;
  /** Upgrades one address may open at once after a quiet spell. Default: 4 × `callsAlive` (20). */
  readonly upgradeBurst?: number;
}

/** Default {@link AdmissionLimits}. */
export const DEFAULT_ADMISSION: AdmissionLimits = { callsPerMinute: 20, callsAlive: 5 };
/** Most addresses remembered at once. */
const MAX_TRACKED_ADDRESSES = 10_000;
/** Seconds a client over the alive limit is asked to wait. */
const ALIVE_RETRY_AFTER_S = 10;
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
   */
  admit(address: string, alive: number, now: number): Refusal | undefined {
    if (alive >= this.limits.callsAlive) {
      return {
        reason: 'calls-alive',
        retryAfterS: ALIVE_RETRY_AFTER_S,
        message: `at most ${this.limits.callsAlive} calls at once per client; end one first`,
      };
    }
    const times = (this.created.get(address) ?? []).filter((t) => now - t < WINDOW_MS);
    if (times.length >= this.limits.callsPerMinute) {
      this.created.set(address, times);
      const retryAfterS = Math.max(1, Math.ceil((WINDOW_MS - (now - (times[0] as number))) / 1000));
      return {
        reason: 'calls-per-minute',
        retryAfterS,
        message: `at most ${this.limits.callsPerMinute} calls per minute per client`,
      };
    }
    times.push(now);
    this.created.delete(address); // re-insert: the map's order is recency
    this.created.set(address, times);
    if (this.created.size > MAX_TRACKED_ADDRESSES)
      this.created.delete(this.created.keys().next().value as string);
    return undefined;
  }
}

/** Limits from `LOCAL_CALLS_PER_MINUTE` and `LOCAL_CALLS_ALIVE_PER_CLIENT` (positive integers), else the defaults. */
export function admissionFromEnv(env: NodeJS.ProcessEnv = process.env): AdmissionLimits {
  return {
    callsPerMinute: positiveFromEnv(
      'LOCAL_CALLS_PER_MINUTE',
      DEFAULT_ADMISSION.callsPerMinute,
      true,
      env,
    ),
    callsAlive: positiveFromEnv(
      'LOCAL_CALLS_ALIVE_PER_CLIENT',
      DEFAULT_ADMISSION.callsAlive,
      true,
      env,
    ),
  };
}

/**
 * Per-address token bucket of call-socket upgrades (docs/platform.md "Limits", "Reconnect"), so a
 * storm of resumes cannot starve the other calls.
 */
export class UpgradeAdmission {
  private readonly buckets = new Map<string, TokenBucket>();
  /** Upgrades per second per address. */
  readonly perSecond: number;
  /** Upgrades at once per address. */
  readonly burst: number;

  /** @param limits the per-address limits; the upgrade budget defaults from `callsAlive`. */
  constructor(limits: AdmissionLimits = DEFAULT_ADMISSION) {
    this.perSecond = limits.upgradesPerSecond ?? limits.callsAlive;
    this.burst = limits.upgradeBurst ?? 4 * limits.callsAlive;
  }

  /**
   * Takes one upgrade from `address`'s budget.
   *
   * @param now ms, monotonic.
   * @returns undefined when admitted, else the whole seconds to wait (≥ 1, for `Retry-After`).
   */
  admit(address: string, now: number): number | undefined {
    let bucket = this.buckets.get(address);
    if (bucket)
      this.buckets.delete(address); // re-insert: the map's order is recency
    else bucket = new TokenBucket(this.perSecond, this.burst, now);
    this.buckets.set(address, bucket);
    if (this.buckets.size > MAX_TRACKED_ADDRESSES)
      this.buckets.delete(this.buckets.keys().next().value as string);
    if (bucket.take(now)) return undefined;
    return Math.max(1, Math.ceil(1 / this.perSecond));
  }
}
