/**
 * The one error root of the bundle (`docs/voice-client.md#errors`).
 *
 * Every error class the elements, the voice client, the chat client and the
 * platform client define extends {@link VoiceWidgetsError}, so one
 * `instanceof VoiceWidgetsError` check tells the bundle's own failures from
 * anything else, and every one of them has a stable string `code` to branch
 * on and the original failure as the standard ES2022 `cause`.
 *
 * | class                  | module                               | codes |
 * |------------------------|--------------------------------------|-------|
 * | `PlatformError`        | `src/core/api/errors.ts`             | `PlatformErrorCode` (`api-error`, `network-error`, `timeout`, …) |
 * | `ApiError`             | `src/core/api/errors.ts`             | `api-error` (with `status`, `body`) |
 * | `VoiceClientError`     | `src/core/voice/errors.ts`           | `VoiceClientErrorCode` (`web-call-failed`, `join-failed`, …) |
 * | `ChatError`            | `src/core/chat/chat-client.ts`       | `ChatErrorCode` (`api-error`, `interrupted`, `aborted`, …) |
 * | `ResumeRefusedError`   | `src/core/voice/websocket/reconnect.ts` | `resume-refused` (with `closeCode`) |
 * | `ContactConfigError`   | `src/common/contact/links.ts`        | `invalid-contact-email`, `invalid-messaging-phone` |
 *
 * The class is internal (not exported by the package entries, whose surface
 * is unchanged); the public classes (`ApiError`, `PlatformError` from
 * `voice-widgets/platform-client`) extend it.
 *
 * How an error travels in the `voice-error` event is `serializeError`'s
 * business (`src/core/voice/serialize-error.ts`): `name`, `message`, `code`,
 * `status`, `stack` and the `cause` chain as text.
 */

/** Options of {@link VoiceWidgetsError}: the ES2022 `cause`. */
export interface VoiceWidgetsErrorOptions {
  /**
   * The original failure (an `Error`, a string, an event payload), kept as
   * the error's own `cause` property. When the key is absent, the error has
   * no `cause` property at all (as with `new Error(message)`).
   */
  readonly cause?: unknown;
}

/**
 * Root class of every error of the bundle. Subclasses narrow `code` to
 * their own union and add their fields; `name` is the subclass's name.
 *
 * @example
 * ```ts
 * try { await client.start(assistantId); }
 * catch (error) { if (error instanceof VoiceWidgetsError) console.warn(error.code, error.cause); }
 * ```
 */
export class VoiceWidgetsError extends Error {
  override readonly name: string = 'VoiceWidgetsError';
  /** Stable machine-readable code, kebab-case (e.g. `api-error`); each subclass documents its own. */
  readonly code: string;

  /**
   * @param code stable machine-readable code; see the subclass's table.
   * @param message human-readable text, English.
   * @param options `cause`: the original failure; see {@link VoiceWidgetsErrorOptions}.
   */
  constructor(code: string, message: string, options?: VoiceWidgetsErrorOptions) {
    // Error's own options: it sets `cause` only when the options have one.
    super(message, options);
    this.code = code;
  }
}
