/**
 * Racing pending work against the client's own abort and time limits.
 *
 * daily-js promises can stay pending forever (a room that never answers
 * keeps `join()`, `leave()` and `destroy()` pending, docs/voice-client.md "daily-js facts designed for"), so every
 * await on a transport goes through {@link raceAbort}, and teardown waits are
 * bounded with {@link settleWithin}.
 */
import { VoiceClientError, type VoiceClientErrorCode } from './errors.ts';

/**
 * Runs `fn` and returns its promise; a synchronous throw becomes a rejection.
 * (Fakes and some SDK methods throw before returning a promise.)
 */
export function invoke<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error);
  }
}

/**
 * Settles like `promise`, or rejects with `signal.reason` as soon as `signal`
 * aborts (at once when it already has). A later rejection of `promise` is
 * swallowed, so abandoning it never causes an unhandled rejection.
 */
export function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  promise.catch(() => undefined);
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}

/**
 * {@link raceAbort} for a step that fails with its own error code (docs/behaviour.md §8
 * "Embedded client events": `<stage>-error`): rejects with `signal.reason`
 * once `signal` has aborted, else with the rejection as a
 * {@link VoiceClientError} `code` whose message starts with `prefix` (one
 * that already is a `VoiceClientError` is kept as it is).
 */
export async function raceAbortAs<T>(
  promise: Promise<T>,
  signal: AbortSignal,
  code: VoiceClientErrorCode,
  prefix: string,
): Promise<T> {
  try {
    return await raceAbort(promise, signal);
  } catch (error) {
    if (signal.aborted) throw signal.reason;
    throw VoiceClientError.wrap(code, error, prefix);
  }
}

/** Resolves after `ms` milliseconds; rejects with `signal.reason` if `signal` aborts first. */
export function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

/**
 * Resolves when `promise` settles (either way) or after `ms` milliseconds,
 * whichever is first; never rejects. Its timer is cleared once settled.
 * Used to wait for a teardown that may never finish.
 */
export function settleWithin(promise: Promise<unknown>, ms: number): Promise<void> {
  return new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    const done = (): void => {
      clearTimeout(timer);
      resolve();
    };
    promise.then(done, done);
  });
}

/** An `AbortSignal` that aborts when `parent` does, or on its own `abort(reason)`. */
export function childController(parent: AbortSignal): {
  readonly controller: AbortController;
  readonly release: () => void;
} {
  const controller = new AbortController();
  const onAbort = (): void => controller.abort(parent.reason);
  if (parent.aborted) controller.abort(parent.reason);
  else parent.addEventListener('abort', onAbort, { once: true });
  return { controller, release: () => parent.removeEventListener('abort', onAbort) };
}

/** How a promise stood after a bounded wait. */
export type Outcome<T> =
  | { readonly status: 'fulfilled'; readonly value: T }
  | { readonly status: 'rejected'; readonly reason: unknown }
  | { readonly status: 'pending' };

/**
 * Waits up to `ms` milliseconds for `promise`; resolves with how it stood.
 * Rejects only with `signal.reason` when `signal` aborts first.
 */
export function outcomeWithin<T>(
  promise: Promise<T>,
  ms: number,
  signal: AbortSignal,
): Promise<Outcome<T>> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const settled = promise.then(
    (value): Outcome<T> => ({ status: 'fulfilled', value }),
    (reason: unknown): Outcome<T> => ({ status: 'rejected', reason }),
  );
  const pending = new Promise<Outcome<T>>((resolve) => {
    timer = setTimeout(() => resolve({ status: 'pending' }), ms);
  });
  return raceAbort(Promise.race([settled, pending]), signal).finally(() => clearTimeout(timer));
}
