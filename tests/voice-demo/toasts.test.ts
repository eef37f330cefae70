import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { browserScheduler } from '../../src/common/demo/scheduler.ts';
import { MAX_TOASTS, TOAST_DURATION_MS, ToastStore } from '../../src/voice-demo/toasts.ts';

describe('ToastStore', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows a toast and removes it after its duration', () => {
    const store = new ToastStore(TOAST_DURATION_MS, browserScheduler);
    const seen: number[] = [];
    store.subscribe(() => seen.push(store.toasts.length));
    store.show({ title: 'Mensaje enviado', description: 'Tu mensaje se ha enviado correctamente' });
    expect(store.toasts).toEqual([
      { id: 1, title: 'Mensaje enviado', description: 'Tu mensaje se ha enviado correctamente' },
    ]);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(store.toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.toasts).toHaveLength(0);
    expect(seen).toEqual([1, 0]);
  });

  it(`keeps at most ${MAX_TOASTS}, dropping the oldest, and dismiss cancels the timer`, () => {
    const store = new ToastStore(1000, browserScheduler);
    for (let i = 0; i < 5; i++) store.show({ title: `t${i}`, description: '' });
    expect(store.toasts.map((t) => t.title)).toEqual(['t2', 't3', 't4']);
    store.dismiss(store.toasts[0]!.id);
    expect(store.toasts.map((t) => t.title)).toEqual(['t3', 't4']);
    store.dismiss(999); // unknown id: no-op
    expect(vi.getTimerCount()).toBe(2);
    store.clear();
    expect(store.toasts).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
