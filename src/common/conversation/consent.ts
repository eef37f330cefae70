/**
 * Remembered consent (`require-consent`): the acceptance time under
 * `voice-widgets:consent:<assistant-id>`. Storage that throws means: ask every time.
 */

/** The storage key for `assistantId`. */
export function consentKey(assistantId: string | undefined): string {
  return `voice-widgets:consent:${assistantId ?? ''}`;
}

/** The part of `Storage` used. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True when consent for `assistantId` was accepted before in `storage`. */
export function hasConsent(
  assistantId: string | undefined,
  storage: ConsentStorage | undefined,
): boolean {
  try {
    return Boolean(storage?.getItem(consentKey(assistantId)));
  } catch {
    return false;
  }
}

/** Remembers acceptance; returns false when it could not be stored (the visitor is asked again next time). */
export function rememberConsent(
  assistantId: string | undefined,
  storage: ConsentStorage | undefined,
  now = new Date(),
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(consentKey(assistantId), now.toISOString());
    return true;
  } catch {
    return false;
  }
}
