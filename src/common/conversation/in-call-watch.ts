/**
 * What runs only while a call is connected, from `call-start` to `call-end`: the screen wake lock
 * (docs/voice-client.md "Screen wake lock") and the echo hint's watch (docs/elements/voice-call-button.md
 * "Echo hint"), whose suspicion shows the headphones suggestion and dispatches
 * `voice-echo-suspected`. Part of `LiveCall`.
 */
import { ScreenWakeLock } from '../../core/voice/wake-lock.ts';
import { EchoWatch, type CallLevels } from './echo-watch.ts';
import type { LiveContext } from './live-context.ts';

/** One element's watch over its connected calls. */
export class InCallWatch {
  private readonly echo: EchoWatch;

  /**
   * @param ctx the live store.
   * @param levels the call's microphone and assistant levels.
   * @param wakeLock keeps the screen on; default the browser's.
   */
  constructor(
    ctx: LiveContext,
    levels: CallLevels,
    private readonly wakeLock: ScreenWakeLock = new ScreenWakeLock(),
  ) {
    this.echo = new EchoWatch(levels, (verdict) => {
      const { phase, startedAt } = ctx.state();
      if (phase !== 'active' || startedAt === undefined) return;
      ctx.update({ echoHint: true });
      ctx.host.dispatch('voice-echo-suspected', {
        ...verdict,
        atMs: Math.max(0, Math.round(ctx.now() - startedAt)),
      });
    });
  }

  /** `call-start`: watches for echo and holds the wake lock. */
  start(): void {
    this.echo.start();
    this.wakeLock.hold();
  }

  /** `call-end` or disposal: stops both. Idempotent. */
  stop(): void {
    this.echo.stop();
    this.wakeLock.release();
  }
}
