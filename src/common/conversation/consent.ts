/**
 * Remembered consent to talk with an assistant (docs/elements/voice-call-button.md, `require-consent`
 * of `<voice-call-button>`): once accepted,
 * `localStorage['voice-widgets:consent:<assistant-id>']` holds the time of
 * acceptance, so the next press starts at once. Storage that throws
 * (privacy modes, blocked third-party storage) means: ask every time.
 */

/** The storage key for `assistantId`. */
export function consentKey(assistantId: string | undefined): string {
  return `voice-widgets:consent:${assistantId ?? ''}`;
}

/** The part of `Storage` used. */
export type ConsentStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** True when consent for `assistantId` was accepted before in `storage` (usually `pageStore('local')`, `history-storage.ts`); false when unknown, unreadable or `storage` is undefined. */
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
