/**
 * The one error root of the bundle (`docs/voice-client.md` "Errors"): every error class of the
 * elements and clients extends {@link VoiceWidgetsError}, with a stable string `code` and the
 * original failure as the ES2022 `cause`. Internal: the package entries do not export it.
 */

/** Options of {@link VoiceWidgetsError}: the ES2022 `cause`. */
export interface VoiceWidgetsErrorOptions {
  /** The original failure; when the key is absent, the error has no `cause` property. */
  readonly cause?: unknown;
}

/** Root class of every error of the bundle; subclasses narrow `code` and add their fields. */
export class VoiceWidgetsError extends Error {
  override readonly name: string = 'VoiceWidgetsError';
  /** Stable machine-readable kebab-case code (e.g. `api-error`). */
  readonly code: string;

  constructor(code: string, message: string, options?: VoiceWidgetsErrorOptions) {
    super(message, options);
    this.code = code;
  }
}
