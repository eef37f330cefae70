/**
 * The page's messages to the assistant during a conversation (docs/elements/voice-widget.md
 * "Page context and messages"): `sendContext(text)` and `sendMessage(text)` on the elements. What
 * is refused, and how, is shared by calls and chat.
 */

/** Longest text the page may send, characters. */
export const MAX_PAGE_TEXT_CHARS = 2000;

/**
 * Why `sendContext` / `sendMessage` refused: `no-conversation` (no call or chat to send it to),
 * `text-too-long` (over {@link MAX_PAGE_TEXT_CHARS}, or over a call's own limit),
 * `invalid-text` (not a string, or empty), `no-consent` (`require-consent` not yet accepted).
 */
export type PageMessageErrorCode =
  'no-conversation' | 'text-too-long' | 'invalid-text' | 'no-consent';

/** The rejection of `sendContext` / `sendMessage`: an `Error` with a {@link PageMessageErrorCode} `code`. */
export class PageMessageError extends Error {
  /** @param code why; @param message the details. */
  constructor(
    readonly code: PageMessageErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'PageMessageError';
  }
}

/**
 * The text, trimmed, without control characters.
 * @throws PageMessageError `invalid-text` (not a string, or empty), `text-too-long`.
 */
export function checkPageText(text: unknown): string {
  // Control characters other than line breaks and tabs are dropped, as in typed text.
  const trimmed =
    typeof text === 'string'
      ? // eslint-disable-next-line no-control-regex
        text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim()
      : '';
  if (trimmed === '')
    throw new PageMessageError('invalid-text', 'The text must be a non-empty string.');
  if (trimmed.length > MAX_PAGE_TEXT_CHARS)
    throw new PageMessageError(
      'text-too-long',
      `The text has ${trimmed.length} characters; at most ${MAX_PAGE_TEXT_CHARS} are allowed.`,
    );
  return trimmed;
}

/** The refusal when nothing is open to send `what` to. */
export function noConversation(what: string): PageMessageError {
  return new PageMessageError('no-conversation', `There is no call or chat to send ${what} to.`);
}
