/**
 * What runs only while a call is connected, from `call-start` to `call-end`: the screen wake lock
 * (docs/voice-client.md "Screen wake lock") and the echo hint's watch (docs/elements/voice-call-button.md
 * "Echo hint"), whose suspicion shows the headphones suggestion and dispatches
 * `voice-echo-suspected`, and the turns' latency (`voice-turn-metrics`, docs/voice-client.md
 * "Turn latency"). Part of `LiveCall`.
 */
import { ScreenWakeLock } from '../../core/voice/wake-lock.ts';
import { EchoWatch, type CallLevels } from './echo-watch.ts';
import type { LiveContext } from './live-context.ts';
import { TurnLog, TurnWatch } from './turn-metrics.ts';

/** One element's watch over its connected calls. */
export class InCallWatch {
  private readonly echo: EchoWatch;
  private readonly turnLog = new TurnLog('call');
  private readonly turns: TurnWatch;

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
    this.turns = new TurnWatch(
      levels,
      () => ctx.now(),
      (latencyMs) => {
        const detail = this.turnLog.record(latencyMs);
        if (detail && ctx.state().phase === 'active')
          ctx.host.dispatch('voice-turn-metrics', detail);
      },
    );
  }

  /** The visitor sent typed text: a turn that ends now. */
  typed(): void {
    this.turns.typed();
  }

  /** The call's median wait for an answer so far, ms; `undefined` before the first. */
  medianLatencyMs(): number | undefined {
    return this.turnLog.median();
  }

  /** A new call: its turns count from 1 again. */
  reset(): void {
    this.turnLog.reset();
  }

  /** `call-start`: watches for echo and turns, and holds the wake lock. */
  start(): void {
    this.echo.start();
    this.turns.start();
    this.wakeLock.hold();
  }

  /** `call-end` or disposal: stops both. Idempotent. */
  stop(): void {
    this.echo.stop();
    this.turns.stop();
    this.wakeLock.release();
  }
}
