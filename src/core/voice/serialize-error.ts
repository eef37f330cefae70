/**
 * Turns a failure into a plain, JSON-safe object for event payloads
 * (docs/behaviour.md §8: every embedded-client error event "carries stage, error and
 * timestamp"). `Error` fields are not enumerable, so `JSON.stringify` of an
 * `Error` loses them; this keeps them.
 */
import { describeReason } from './errors.ts';
import type { SerializedError, VoiceErrorEvent, VoiceErrorType } from './events.ts';

export type { SerializedError } from './events.ts';

/** Serialises `error` (any thrown value) as {@link SerializedError}. */
export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { message: describeReason(error) };
  const record = error as Error & { readonly code?: unknown; readonly status?: unknown };
  return {
    message: error.message,
    name: error.name,
    ...(typeof record.code === 'string' ? { code: record.code } : {}),
    ...(error.stack === undefined ? {} : { stack: error.stack }),
    ...(typeof record.status === 'number' ? { status: record.status } : {}),
    ...(error.cause === undefined ? {} : { cause: describeCause(error.cause) }),
  };
}

function describeCause(cause: unknown): string {
  const text = describeReason(cause);
  if (cause instanceof Error && cause.cause !== undefined) return `${text} <- ${describeCause(cause.cause)}`;
  return text;
}

/**
 * The `voice-error` detail of a problem that does not end the call (typed
 * text refused, a bad tool call, a failed device switch, a failed chat
 * request): `stage: 'call'`, the serialized error, the ISO time of `atMs`
 * (ms since the epoch) and the original error as `cause`.
 */
export function inCallError(type: VoiceErrorType, error: unknown, atMs: number): VoiceErrorEvent {
  return { type, stage: 'call', error: serializeError(error), timestamp: new Date(atMs).toISOString(), cause: error };
}
