/** Budget primitives of docs/platform.md "Limits"; both take the time as an argument (ms), so tests drive them. */

/** A token bucket: `ratePerS` tokens per second, at most `burst` saved up. */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly ratePerS: number,
    private readonly burst: number,
    now: number,
  ) {
    this.tokens = burst;
    this.last = now;
  }

  /** Takes one token at time `now` (ms); false when the bucket is empty. */
  take(now: number): boolean {
    this.tokens = Math.min(this.burst, this.tokens + ((now - this.last) / 1000) * this.ratePerS);
    this.last = now;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

/**
 * At most one event per `intervalMs` gets through; `pass()` returns how many were held back since
 * the last one that passed, or `undefined` when this one is held back too.
 */
export class Throttle {
  private lastAt = Number.NEGATIVE_INFINITY;
  private held = 0;

  constructor(private readonly intervalMs: number) {}

  pass(now: number): number | undefined {
    if (now - this.lastAt < this.intervalMs) {
      this.held++;
      return undefined;
    }
    this.lastAt = now;
    const held = this.held;
    this.held = 0;
    return held;
  }
}
