/**
 * App messages on the call as the client reads them (docs/behaviour.md §4): decoded and read once,
 * by {@link parseAppMessage}, where they enter from the transport; `message` gets the data as
 * sent, typed consumers the {@link ServerMessageRead}.
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
 * A server message as read: the typed message with the list entries skipped, or a known `type`
 * the parser rejected, with why. Data that is no message of the union has no read.
 */
export type ServerMessageRead =
  | { readonly ok: true; readonly message: ServerMessage; readonly problems: readonly string[] }
  | { readonly ok: false; readonly type: ServerMessageType; readonly problem: string };

/** A listener of the server's messages as read. */
export type ServerMessageListener = (read: ServerMessageRead) => void;

/** Incoming app-message data, classified. */
export type ParsedAppMessage =
  | { readonly kind: 'listening' }
  | {
      readonly kind: 'message';
      /** The data as the platform sent it. */
      readonly message: JsonValue;
      /** `undefined` when it is none of the union's. */
      readonly read: ServerMessageRead | undefined;
    }
  | { readonly kind: 'invalid'; readonly error: unknown; readonly raw: unknown };

/** Classifies app-message data: `'listening'`, JSON text, or a JSON-safe value; else `invalid`. Never throws. */
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

/** The ended status-update the client emits once when the room is left (docs/behaviour.md §4). */
export function customerEndedCall(): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' };
}

/** The ended status-update for a connection lost and not resumed (docs/voice-client.md "Reconnect policy"). */
export function connectionLostEnd(): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason: 'connection-lost' };
}
