/**
 * App messages on the call, as the browser client reads them (docs/behaviour.md §4 "An app
 * message of 'listening' means call start"): incoming data goes through one
 * parser, {@link parseAppMessage}. The outgoing messages are declared in
 * `src/core/protocol/client-messages.ts` and re-exported here for the client's
 * public API.
 */
import { parseServerMessage } from '../protocol/parse-server-message.ts';
import type { JsonValue, ServerMessage } from './events.ts';

export {
  MAX_TEXT_CHARS,
  MAX_TOOL_RESULT_BYTES,
  cleanText,
  encodeClientMessage,
  sayMessage,
  userTextMessage,
  type AddMessageMessage,
  type ClientMessage,
  type ControlMessage,
  type EndCallMessage,
  type SayMessage,
  type ToolCallResultMessage,
} from '../protocol/client-messages.ts';

/** Incoming app-message data, classified. */
export type ParsedAppMessage =
  | { readonly kind: 'listening' }
  | { readonly kind: 'message'; readonly message: ServerMessage }
  | { readonly kind: 'invalid'; readonly error: unknown; readonly raw: unknown };

/**
 * Classifies app-message data: the string `'listening'`; a JSON string,
 * parsed; a value that is already structured (not a string), passed through
 * when JSON-safe. Anything else is `invalid`; this never throws.
 */
export function parseAppMessage(raw: unknown): ParsedAppMessage {
  if (raw === 'listening') return { kind: 'listening' };
  if (typeof raw === 'string') {
    try {
      return { kind: 'message', message: JSON.parse(raw) as JsonValue };
    } catch (error) {
      return { kind: 'invalid', error, raw };
    }
  }
  if (
    raw === undefined ||
    typeof raw === 'function' ||
    typeof raw === 'symbol' ||
    typeof raw === 'bigint'
  ) {
    return { kind: 'invalid', error: new TypeError(`app message data is ${typeof raw}`), raw };
  }
  try {
    // Round-trip so listeners get plain JSON data, not live objects.
    return { kind: 'message', message: JSON.parse(JSON.stringify(raw)) as JsonValue };
  } catch (error) {
    return { kind: 'invalid', error, raw };
  }
}

/** True for a server `status-update` with status `ended` (read by `parseServerMessage`, `docs/platform.md` "Server messages"). */
export function isEndedStatus(message: ServerMessage): boolean {
  const parsed = parseServerMessage(message);
  return parsed?.type === 'status-update' && parsed.status === 'ended';
}

/** A fresh copy of the status-update the client emits once when the room is left (docs/behaviour.md §4 "When the room is left"). */
export function customerEndedCall(): ServerMessage {
  return { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' };
}

/**
 * The status-update the client emits once when a call ended because its
 * connection was lost and could not be resumed (docs/voice-client.md "Reconnect policy"),
 * unless the platform sent an ended status itself.
 */
export function connectionLostEnd(): ServerMessage {
  return { type: 'status-update', status: 'ended', endedReason: 'connection-lost' };
}
