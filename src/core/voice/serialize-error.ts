/** A failure as a JSON-safe object for event payloads (`Error` fields are not enumerable, so `JSON.stringify` loses them). */
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
  if (cause instanceof Error && cause.cause !== undefined)
    return `${text} <- ${describeCause(cause.cause)}`;
  return text;
}

/** The `voice-error` detail of a problem that does not end the call; `atMs` epoch ms. */
export function inCallError(type: VoiceErrorType, error: unknown, atMs: number): VoiceErrorEvent {
  return {
    type,
    stage: 'call',
    error: serializeError(error),
    timestamp: new Date(atMs).toISOString(),
    cause: error,
  };
}

/**
 * The readable text of any failure (daily's `errorMsg`/`msg` included). Here, not beside the error
 * classes, so the widget launcher can describe a failure without loading them.
 */
export function describeReason(reason: unknown): string {
  if (reason instanceof Error) return reason.message;
  if (typeof reason === 'string') return reason;
  if (typeof reason === 'object' && reason !== null) {
    const record = reason as { readonly [key: string]: unknown };
    for (const key of ['errorMsg', 'message', 'msg']) {
      const value = record[key];
      if (typeof value === 'string' && value !== '') return value;
      if (typeof value === 'object' && value !== null) {
        const inner = (value as { readonly [key: string]: unknown })['errorMsg'];
        if (typeof inner === 'string' && inner !== '') return inner;
      }
    }
    try {
      return JSON.stringify(reason);
    } catch {
      return String(reason);
    }
  }
  return String(reason);
}
