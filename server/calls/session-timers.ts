/**
 * A live call's three timers (docs/platform.md "Limits"): idle (no user speech, valid text message
 * or assistant audio for `idleTimeoutMs`), the maximum duration, and the stall that ends the
 * user's turn by wall time when the uplink stops mid-turn. Each fires its handler once; the
 * session decides what follows.
 */

/** What each timer does when it fires (guarded by the session: must not end the process). */
interface TimerHandlers {
  readonly idle: () => void;
  readonly maxDuration: () => void;
  readonly stall: () => void;
}

/** See the module comment. */
export class CallTimers {
  private idleTimer: NodeJS.Timeout | undefined;
  private maxTimer: NodeJS.Timeout | undefined;
  private stallTimer: NodeJS.Timeout | undefined;

  /** @param idleMs the idle timeout, ms. */
  constructor(
    private readonly handlers: TimerHandlers,
    private readonly idleMs: number,
  ) {}

  /** (Re)starts the idle timer from now. */
  startIdle(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = setTimeout(this.handlers.idle, this.idleMs);
  }

  /** The call is active now: the idle timer, if running, starts over. */
  active(): void {
    this.idleTimer?.refresh();
  }

  /** Starts the maximum-duration timer: it fires in `ms` (at once when ≤ 0). */
  startMaxDuration(ms: number): void {
    this.maxTimer = setTimeout(this.handlers.maxDuration, Math.max(0, ms));
  }

  /** Uplink audio came: the stall timer starts over, firing `waitMs` after the last audio. */
  uplink(waitMs: number): void {
    if (this.stallTimer) this.stallTimer.refresh();
    else this.stallTimer = setTimeout(this.handlers.stall, waitMs);
  }

  /** Clears the idle and stall timers, and the max-duration timer unless `withMax` is false (it runs on while detached). */
  clear(withMax = true): void {
    clearTimeout(this.idleTimer);
    clearTimeout(this.stallTimer);
    this.idleTimer = undefined;
    this.stallTimer = undefined;
    if (!withMax) return;
    clearTimeout(this.maxTimer);
    this.maxTimer = undefined;
  }
}
