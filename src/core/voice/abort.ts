/**
 * Racing pending work against the client's abort and time limits: daily-js promises can stay
 * pending forever (docs/voice-client.md "daily-js facts designed for").
 */
import { VoiceClientError, type VoiceClientErrorCode } from './errors.ts';

/** Runs `fn`; a synchronous throw (fakes, some SDK methods) becomes a rejection. */
export function invoke<T>(fn: () => T | PromiseLike<T>): Promise<T> {
  try {
    return Promise.resolve(fn());
  } catch (error) {
    return Promise.reject(error);
  }
}

/** Settles like `promise`, or rejects with `signal.reason` once aborted; a late rejection is swallowed. */
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

/** {@link raceAbort}, other rejections wrapped as {@link VoiceClientError} `code` (docs/behaviour.md §8). */
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

/** Resolves after `ms` ms; rejects with `signal.reason` on abort. */
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

/** Resolves when `promise` settles or after `ms` ms; never rejects (for teardowns that may hang). */
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

/** Waits up to `ms` ms for `promise`; rejects only with `signal.reason` on abort. */
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
