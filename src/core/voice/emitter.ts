/**
 * A typed event emitter on nanoevents: a throwing listener is logged and stops nothing (a host's
 * handler must not break a call), and too many listeners on one event warn once (docs/behaviour.md §9).
 */
import { createNanoEvents, type Unsubscribe } from 'nanoevents';

export type { Unsubscribe } from 'nanoevents';

/** Listener signatures by event name (a type alias of functions, as nanoevents expects). */
export type ListenerMap = { [event: string]: (...args: never[]) => void };

/** docs/behaviour.md §9 "Default listener limit". */
export const DEFAULT_MAX_LISTENERS = 10;

/** Typed emitter; one per client or transport instance, nothing shared. */
export class Emitter<Events extends ListenerMap> {
  private readonly inner =
    createNanoEvents<{ [K in keyof Events]: (...args: Parameters<Events[K]>) => void }>();
  private readonly warned = new Set<keyof Events>();

  /**
   * @param label prefix of log lines, e.g. `voice-client`.
   * @param maxListeners leak-warning limit per event; `0` or `Infinity` disables it.
   */
  constructor(
    private readonly label: string,
    private readonly maxListeners: number = DEFAULT_MAX_LISTENERS,
  ) {}

  /** Adds `listener` for `event`; returns the function that removes it (idempotent). */
  on<K extends keyof Events>(event: K, listener: Events[K]): Unsubscribe {
    const safe = (...args: Parameters<Events[K]>): void => {
      try {
        listener(...args);
      } catch (error) {
        console.error(`[${this.label}] a "${String(event)}" listener threw`, error);
      }
    };
    const off = this.inner.on(event, safe);
    this.checkLeak(event);
    return off;
  }

  /** Calls every listener of `event` with `args`, in the order they were added. */
  emit<K extends keyof Events>(event: K, ...args: Parameters<Events[K]>): void {
    this.inner.emit(event, ...args);
  }

  /** Listeners of `event`, or of every event when `event` is omitted. */
  listenerCount(event?: keyof Events): number {
    const lists = this.inner.events;
    if (event !== undefined) return lists[event]?.length ?? 0;
    let total = 0;
    for (const key of Object.keys(lists)) total += lists[key as keyof Events]?.length ?? 0;
    return total;
  }

  /** Removes every listener. */
  clear(): void {
    this.inner.events = {};
  }

  private checkLeak(event: keyof Events): void {
    const count = this.listenerCount(event);
    if (this.maxListeners > 0 && count > this.maxListeners && !this.warned.has(event)) {
      this.warned.add(event);
      console.warn(
        `[${this.label}] Possible listener leak: ${count} listeners on "${String(event)}" (limit ${this.maxListeners}). ` +
          'Call the function that on() returns to remove a listener.',
      );
    }
  }
}
