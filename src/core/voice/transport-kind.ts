/**
 * Which built-in transport a web call uses, over the default registry (`docs/voice-client.md`
 * "Transports"): WebSocket when `transport.websocketCallUrl` is present, else a Daily room.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import type { RoomAccess } from './transport.ts';
import { DEFAULT_TRANSPORTS, type TransportKind } from './transports.ts';

export type { TransportKind } from './transports.ts';

/** The kind of the built-in transport that serves `webCall`. */
export function transportKindOf(webCall: WebCallResponse): TransportKind {
  return DEFAULT_TRANSPORTS.forWebCall(webCall).kind;
}

/** Where the transport connects: the socket URL, or the Daily room URL and meeting token. */
export function roomAccessFor(webCall: WebCallResponse): RoomAccess {
  return DEFAULT_TRANSPORTS.forWebCall(webCall).roomAccess(webCall);
}
