/**
 * Daily's own reconnection, surfaced as the client's reconnect states
 * (README "Call continuity"): daily-js rejoins by itself after short drops
 * and reports it with `network-connection` events. The first `interrupted`
 * of a drop (and each further one) is a `reconnecting` attempt; the
 * `connected` that follows is `reconnected` with the downtime. A fatal
 * error while interrupted means daily-js gave up: {@link interrupted} lets
 * the transport report it as `connection-lost`.
 */
import type { Emitter, Unsubscribe } from '../emitter.ts';
import type { TransportEvents } from '../transport.ts';
import type { DailyCallLike } from './call-like.ts';

/** Watches one call object; see the module comment. */
export class ConnectionWatch {
  private droppedAt: number | undefined;
  private attempts = 0;
  private readonly off: Unsubscribe;

  /**
   * @param call the daily-js call object.
   * @param events where `reconnecting` (`{attempt, reason: 'network'}`) and
   *   `reconnected` (`{downtimeMs}`) go.
   * @param now clock, ms (default `performance.now()`).
   */
  constructor(
    call: DailyCallLike,
    private readonly events: Emitter<TransportEvents>,
    private readonly now: () => number = () => performance.now(),
  ) {
    const handler = (event: { event?: string } | undefined): void => this.onConnection(event?.event);
    call.on('network-connection', handler);
    this.off = () => call.off('network-connection', handler);
  }

  /** True between an `interrupted` and the next `connected`. */
  get interrupted(): boolean {
    return this.droppedAt !== undefined;
  }

  /** Removes the listener. */
  stop(): void {
    this.off();
  }

  private onConnection(event: string | undefined): void {
    if (event === 'interrupted') {
      this.droppedAt ??= this.now();
      this.events.emit('reconnecting', { attempt: ++this.attempts, reason: 'network' });
      return;
    }
    if (event === 'connected' && this.droppedAt !== undefined) {
      const downtimeMs = Math.round(this.now() - this.droppedAt);
      this.droppedAt = undefined;
      this.attempts = 0;
      this.events.emit('reconnected', { downtimeMs });
    }
  }
}
