/**
 * Guided errors (docs/elements/voice-call-button.md "Errors"): each `voice-error`, or ended status
 * with an error reason, maps to one {@link Problem} whose translated text says what to do next.
 */
import { asRecord } from '../../core/util/records.ts';

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

/** The `voice-error` detail fields the mapping reads. */
interface ErrorLike {
  readonly type?: unknown;
  readonly error?: unknown;
  readonly cause?: unknown;
}

/** The problem behind a `voice-error` detail: its type, then the `name`/`code`/`status` of its causes. */
export function problemOf(detail: unknown): Problem {
  const d = (asRecord(detail) ?? {}) as ErrorLike;
  const type = typeof d.type === 'string' ? d.type : '';
  const chain = causeChain(d.cause, asRecord(d.error));
  const names = chain.map((c) => c['name']).filter((n): n is string => typeof n === 'string');
  const codes = chain.map((c) => c['code']).filter((n): n is string => typeof n === 'string');
  const status = chain.map((c) => c['status']).find((s): s is number => typeof s === 'number');
  if (
    type === 'microphone-permission-denied' ||
    names.includes('NotAllowedError') ||
    names.includes('SecurityError')
  )
    return 'mic-denied';
  if (names.includes('NotFoundError') || names.includes('OverconstrainedError'))
    return 'mic-missing';
  if (names.includes('NotReadableError') || names.includes('AbortError')) return 'mic-busy';
  if (type === 'camera-error') return cameraProblem(d);
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

function cameraProblem(d: ErrorLike): Problem {
  const kind = asRecord(d)?.['cameraErrorType'];
  if (kind === 'permissions') return 'mic-denied';
  if (kind === 'not-found') return 'mic-missing';
  if (typeof kind === 'string' && kind.includes('in-use')) return 'mic-busy';
  return 'unknown';
}

/** The error, its `cause`s (at most 6 deep) and the serialized error, as records. */
function causeChain(
  cause: unknown,
  serialized: Record<string, unknown> | undefined,
): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = serialized ? [serialized] : [];
  let current: unknown = cause;
  for (let depth = 0; depth < 6 && typeof current === 'object' && current !== null; depth++) {
    const c = current as { name?: unknown; code?: unknown; status?: unknown; cause?: unknown };
    out.push({ name: c.name, code: c.code, status: c.status });
    current = c.cause;
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
export function endedReasonOfError(detail: unknown): string {
  const problem = problemOf(detail);
  if (problem === 'connection-lost') return CONNECTION_LOST;
  if (problem === 'no-audio-output') return AUDIO_OUTPUT_UNAVAILABLE;
  return String(asRecord(detail)?.['type'] ?? 'error');
}
