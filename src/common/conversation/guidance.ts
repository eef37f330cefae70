/**
 * Guided errors (docs/elements/voice-call-button.md "Errors"): each `voice-error`, or ended status
 * with an error reason, maps to one {@link Problem} whose translated text says what to do next.
 */
import type { SerializedError } from '../../core/voice/events.ts';
import { isRecord } from '../../core/util/records.ts';

/** The failures a visitor can meet, each with its own guidance text. */
export type Problem =
  | 'mic-denied'
  | 'mic-missing'
  | 'mic-busy'
  | 'unreachable'
  | 'bad-key'
  | 'unknown-assistant'
  | 'busy'
  | 'join-timeout'
  | 'call-dropped'
  | 'connection-lost'
  | 'playback-blocked'
  | 'no-audio-output'
  | 'unknown';

/** The error code and `endedReason` of a dropped call not resumed within the grace window. */
export const CONNECTION_LOST = 'connection-lost';

/**
 * The error code and `endedReason` of a call with no audio output
 * (docs/elements/voice-call-button.md "No audio output device").
 */
const AUDIO_OUTPUT_UNAVAILABLE = 'audio-output-unavailable';

/** Browsers whose microphone settings the guidance explains. */
export type Browser = 'chromium' | 'safari' | 'firefox' | 'other';

/** The browser family from a user agent (Edge, Opera, Brave count as Chromium). */
export function detectBrowser(userAgent: string): Browser {
  if (/firefox|fxios/i.test(userAgent)) return 'firefox';
  if (/chrome|chromium|crios|edg\//i.test(userAgent)) return 'chromium';
  if (/safari/i.test(userAgent)) return 'safari';
  return 'other';
}

/**
 * The error detail fields the mapping reads: an `error` event's (`VoiceErrorEvent`), a
 * `camera-error`'s, or the elements' own (`{ type: 'chat-error', cause }`).
 */
export interface ErrorDetail {
  readonly type: string;
  /** The failure as plain data. */
  readonly error?: SerializedError | undefined;
  /** The original failure: any thrown value (a `DOMException`, an `ApiError`, …), read by its fields. */
  readonly cause?: unknown;
  /** `camera-error` only: daily's type, e.g. `permissions`, `not-found`. */
  readonly cameraErrorType?: string | undefined;
}

/** The fields of one failure in a `cause` chain that the mapping reads; each may be absent. */
interface CauseFields {
  readonly name?: unknown;
  readonly code?: unknown;
  readonly status?: unknown;
  readonly cause?: unknown;
}

/**
 * The problem behind an error detail: its type, then the `name`/`code`/`status` of its causes.
 * A detail that is not an object (a page's own junk) is `unknown`.
 */
export function problemOf(detail: ErrorDetail): Problem {
  if (!isRecord(detail)) return 'unknown';
  const type = detail.type;
  const chain = causeChain(detail.cause, detail.error);
  const names = chain.map((c) => c.name).filter((n): n is string => typeof n === 'string');
  const codes = chain.map((c) => c.code).filter((n): n is string => typeof n === 'string');
  const status = chain.map((c) => c.status).find((s): s is number => typeof s === 'number');
  if (
    type === 'microphone-permission-denied' ||
    names.includes('NotAllowedError') ||
    names.includes('SecurityError')
  )
    return 'mic-denied';
  if (names.includes('NotFoundError') || names.includes('OverconstrainedError'))
    return 'mic-missing';
  if (names.includes('NotReadableError') || names.includes('AbortError')) return 'mic-busy';
  if (type === 'camera-error') return cameraProblem(detail.cameraErrorType);
  if (status === 401 || status === 403) return 'bad-key';
  if (status === 404) return 'unknown-assistant';
  if (status === 429 || status === 503) return 'busy';
  if (codes.includes(CONNECTION_LOST)) return 'connection-lost';
  if (codes.includes(AUDIO_OUTPUT_UNAVAILABLE)) return 'no-audio-output';
  if (codes.includes('join-timeout')) return 'join-timeout';
  if (
    codes.includes('network-error') ||
    codes.includes('timeout') ||
    codes.includes('sdk-load-failed')
  )
    return 'unreachable';
  if (type === 'web-call-creation-error' && status === undefined) return 'unreachable';
  if (type === 'daily-call-join-error' || type === 'websocket-connection-error')
    return 'unreachable';
  if (type === 'audio-playback-error') return 'playback-blocked';
  if (type === 'daily-error' || type === 'websocket-error') return 'call-dropped';
  if (typeof status === 'number' && status >= 500) return 'busy';
  return 'unknown';
}

function cameraProblem(kind: string | undefined): Problem {
  if (kind === 'permissions') return 'mic-denied';
  if (kind === 'not-found') return 'mic-missing';
  if (typeof kind === 'string' && kind.includes('in-use')) return 'mic-busy';
  return 'unknown';
}

/** Whether a thrown value is an object whose failure fields can be read. */
function hasCauseFields(value: unknown): value is CauseFields {
  return typeof value === 'object' && value !== null;
}

/** The serialized error, then the error and its `cause`s (at most 6 deep). */
function causeChain(cause: unknown, serialized: SerializedError | undefined): CauseFields[] {
  const out: CauseFields[] = serialized ? [serialized] : [];
  let current: unknown = cause;
  for (let depth = 0; depth < 6 && hasCauseFields(current); depth++) {
    out.push({ name: current.name, code: current.code, status: current.status });
    current = current.cause;
  }
  return out;
}

/** Whether an `endedReason` means the call failed rather than ended normally (hang-up, silence, …). */
export function isErrorEndedReason(reason: string): boolean {
  if (
    /^(customer-ended-call|assistant-ended-call|assistant-said-end-call-phrase|silence-timed-out|exceeded-max-duration|assistant-forwarded-call|superseded)$/.test(
      reason,
    )
  ) {
    return false;
  }
  return (
    reason === CONNECTION_LOST ||
    /error|failed|fault|not-reading|shutdown|timed-out|timeout|violation/.test(reason)
  );
}

/** The problem an ended status with `reason` shows: `connection-lost`, `call-dropped`, or none for a normal end. */
export function endedProblem(reason: string): Problem | undefined {
  if (reason === CONNECTION_LOST) return 'connection-lost';
  return isErrorEndedReason(reason) ? 'call-dropped' : undefined;
}

/** The report's `endedReason` for the `error` that ended a call when the platform sent none. */
export function endedReasonOfError(detail: ErrorDetail): string {
  const problem = problemOf(detail);
  if (problem === 'connection-lost') return CONNECTION_LOST;
  if (problem === 'no-audio-output') return AUDIO_OUTPUT_UNAVAILABLE;
  return detail.type ?? 'error';
}
