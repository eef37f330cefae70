/**
 * The widget's toast queue (docs/behaviour.md §4 and §7), rendered in the shadow root: toast
 * libraries inject `<style>` into `document.head`, which reaches no shadow root and fails a strict CSP.
 */
import { createNanoEvents, type Unsubscribe } from 'nanoevents';
import type { ToastText } from '../common/demo/dictionary.ts';
import { browserScheduler, type Scheduler } from '../common/demo/scheduler.ts';

/** One shown toast. `id` is unique per store. */
export interface Toast extends ToastText {
  readonly id: number;
}

/** How long a toast stays, ms. */
export const TOAST_DURATION_MS = 4000;
/** At most this many toasts show at once; older ones are dropped. */
export const MAX_TOASTS = 3;

export class ToastStore {
  private readonly emitter = createNanoEvents<{ change: (toasts: readonly Toast[]) => void }>();
  private items: readonly Toast[] = [];
  private nextId = 1;
  private readonly timers = new Map<number, unknown>();

  constructor(
    private readonly durationMs = TOAST_DURATION_MS,
    private readonly scheduler: Scheduler = browserScheduler,
  ) {}

  /** Current toasts, oldest first (stable between changes). */
  get toasts(): readonly Toast[] {
    return this.items;
  }

  /** Subscribes to changes; returns the unsubscribe function. */
  subscribe(cb: () => void): Unsubscribe {
    return this.emitter.on('change', cb);
  }

  /** Shows a toast for `durationMs` ms; returns its id. */
  show(text: ToastText): number {
    const id = this.nextId++;
    const kept = this.items.slice(-(MAX_TOASTS - 1));
    for (const dropped of this.items.slice(0, this.items.length - kept.length))
      this.clearTimer(dropped.id);
    this.items = [...kept, { id, title: text.title, description: text.description }];
    this.timers.set(
      id,
      this.scheduler.setTimeout(() => this.dismiss(id), this.durationMs),
    );
    this.emitter.emit('change', this.items);
    return id;
  }

  /** Removes toast `id` (no-op when it is gone). */
  dismiss(id: number): void {
    if (!this.items.some((t) => t.id === id)) return;
    this.clearTimer(id);
    this.items = this.items.filter((t) => t.id !== id);
    this.emitter.emit('change', this.items);
  }

  /** Removes every toast and timer. */
  clear(): void {
    for (const id of this.timers.keys()) this.clearTimer(id);
    if (this.items.length === 0) return;
    this.items = [];
    this.emitter.emit('change', this.items);
  }

  private clearTimer(id: number): void {
    const t = this.timers.get(id);
    if (t !== undefined) this.scheduler.clearTimeout(t);
    this.timers.delete(id);
  }
}
