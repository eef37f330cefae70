/** The local platform's socket limits and close codes (`docs/platform.md` "Limits", "Close codes"). */

/** Largest accepted uplink binary frame, bytes (1 s of audio); larger closes 1009. */
export const MAX_AUDIO_FRAME_BYTES = 32_000;
/** Largest accepted text frame, bytes; larger gets `message-too-large`. */
export const MAX_TEXT_FRAME_BYTES = 16 * 1024;
/** `ws` `maxPayload`, bytes: above both limits, so text frames over 16 KiB get `message-too-large` instead of 1009. */
export const MAX_WS_PAYLOAD_BYTES = 64 * 1024;
/** Longest `say` message, characters (about a minute of speech). */
export const MAX_SAY_CHARS = 1000;

/** Longest `add-message` content, characters (the page's context and messages, docs/elements/voice-widget.md "Page context and messages"). */
export const MAX_ADD_MESSAGE_CHARS = 2000;
/** Most `say` lines waiting to be spoken per call. */
export const MAX_QUEUED_SAYS = 16;

/** Text frames a connection may send per second, on average. */
export const TEXT_FRAMES_PER_S = 20;
/** Text frames a connection may send at once after a quiet spell. */
export const TEXT_FRAMES_BURST = 40;
/** At most one `error` reply per this many ms; the others are counted in the next one's `suppressed`. */
export const ERROR_REPLY_INTERVAL_MS = 1000;
/** Text frames dropped over the budget, without a 5 s pause, that close the socket with 1008. */
export const MAX_DROPPED_TEXT_FRAMES = 100;
/** A pause in dropped frames this long (ms) forgives the earlier ones. */
export const DROP_FORGIVE_MS = 5000;

/** Close codes (docs/platform.md "Close codes"). */
export const CloseCode = {
  normal: 1000,
  goingAway: 1001,
  protocolError: 1003,
  policyViolation: 1008,
  tooBig: 1009,
  serverError: 1011,
  /** The platform restarts and keeps the call; the client resumes at once (docs/durable-state.md "Restart"). */
  serviceRestart: 1012,
  idle: 4000,
  notReading: 4001,
  /** An older socket of the call, superseded by a resumed one. */
  superseded: 4002,
  /** A resume with a wrong, used or expired token; the live call is not disturbed. */
  resumeRefused: 4003,
  /** A resume of a call that is no longer live (ended, or unknown). */
  callEnded: 4004,
} as const;
