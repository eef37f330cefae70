/**
 * App messages on the call, as the browser client reads them (docs/behaviour.md §4 "An app
 * message of 'listening' means call start"): incoming data goes through one
 * reader, {@link parseAppMessage}, where it enters the client from its
 * transport. It decodes the data once and reads it once with the protocol's
 * parser (`checkServerMessage`): the `message` event carries the data as the
 * platform sent it, typed consumers the {@link ServerMessageRead}, and nothing
 * reads the raw data again. The outgoing messages are declared in
 * `src/core/protocol/client-messages.ts` and re-exported here for the
 * client's public API.
 */
import { checkServerMessage } from '../protocol/parse-server-message.ts';
import {
  isServerMessageType,
  type ServerMessage,
  type ServerMessageType,
  type StatusUpdateMessage,
} from '../protocol/server-messages.ts';
import type { JsonValue } from './events.ts';

export {
  cleanText,
  encodeClientMessage,
  sayMessage,
  userTextMessage,
  type ClientMessage,
} from '../protocol/client-messages.ts';

/**
 * A server message as the client read it, once, where it entered: the typed
 * message (discriminated on `type`) with the problems of the list entries the
 * parser skipped, or a message of a known `type` the parser rejected, with
 * why (the live panel reports a bad `transcript` or `tool-calls`). Data that
 * is not a message of the union has no read.
 */
export type ServerMessageRead =
  | { readonly ok: true; readonly message: ServerMessage; readonly problems: readonly string[] }
  | { readonly ok: false; readonly type: ServerMessageType; readonly problem: string };

/** A listener of the server's messages as read (`VoiceClient.onServerMessage`). */
export type ServerMessageListener = (read: ServerMessageRead) => void;

/** Incoming app-message data, classified. */
export type ParsedAppMessage =
  | { readonly kind: 'listening' }
  | {
      readonly kind: 'message';
      /** The data as the platform sent it (JSON), for the `message` event. */
      readonly message: JsonValue;
      /** The same message read by the protocol's parser; `undefined` when it is none of the union's. */
      readonly read: ServerMessageRead | undefined;
    }
  | { readonly kind: 'invalid'; readonly error: unknown; readonly raw: unknown };

/**
 * Classifies app-message data: the string `'listening'`; a JSON string,
 * parsed; a value that is already structured (not a string), passed through
 * when JSON-safe. Anything else is `invalid`; this never throws. A message is
 * also read, once, by the protocol's parser ({@link ServerMessageRead}).
 */
export function parseAppMessage(raw: unknown): ParsedAppMessage {
  if (raw === 'listening') return { kind: 'listening' };
  if (typeof raw === 'string') {
    try {
      return message(JSON.parse(raw) as JsonValue);
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
    return message(JSON.parse(JSON.stringify(raw)) as JsonValue);
  } catch (error) {
    return { kind: 'invalid', error, raw };
  }
}

function message(json: JsonValue): ParsedAppMessage {
  const check = checkServerMessage(json);
  const read: ServerMessageRead | undefined = check.ok
    ? check
    : isServerMessageType(check.type)
      ? { ok: false, type: check.type, problem: check.problem }
      : undefined;
  return { kind: 'message', message: json, read };
}

/** A fresh copy of the status-update the client emits once when the room is left (docs/behaviour.md §4 "When the room is left"). */
export function customerEndedCall(): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' };
}

/**
 * The status-update the client emits once when a call ended because its
 * connection was lost and could not be resumed (docs/voice-client.md "Reconnect policy"),
 * unless the platform sent an ended status itself.
 */
export function connectionLostEnd(): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason: 'connection-lost' };
}
