/**
 * The page's storage, in a module of its own so the partner page's first chunk (`persist-call`)
 * takes only this and not the history helpers of the sheet's chunk.
 */

/** The part of `Storage` used here. */
export type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** The page's storage of `kind`, or `undefined` where there is none or it throws. */
export function pageStore(kind: 'session' | 'local'): KeyStorage | undefined {
  try {
    const store = kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
    return store ?? undefined;
  } catch {
    return undefined;
  }
}
