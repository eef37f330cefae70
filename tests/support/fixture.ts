/**
 * A resource shared by the tests of a file or a `describe` block, behind a
 * handle that can be kept in a `const` before the resource has started.
 */
import { afterAll, afterEach, beforeAll } from 'vitest';

/** What {@link useStarted} does with the started value between and after the tests. */
export interface StartedHooks<T> {
  /** Run after each test (to reset it). */
  readonly afterEach?: (value: T) => void;
  /** Run after the tests. */
  readonly stop: (value: T) => Promise<void>;
}

/**
 * Registers, in the calling file or `describe` block, `start()` in
 * `beforeAll`, `hooks.afterEach` after each test and `hooks.stop` in
 * `afterAll`, and returns a handle whose properties read the started value.
 */
export function useStarted<T extends object>(start: () => Promise<T>, hooks: StartedHooks<T>): T {
  let started: T | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    if (started) await hooks.stop(started);
  });
  afterEach(() => {
    if (started) hooks.afterEach?.(started);
  });
  return new Proxy({} as T, {
    get(_target, key) {
      if (!started) throw new Error('a shared test resource is used before beforeAll');
      return Reflect.get(started, key);
    },
  });
}
