/**
 * Which transport a web call uses, read from the `POST /call/web` response
 * (docs/behaviour.md §3 "Web call response fields"; `docs/platform.md`), over the default
 * registry (`transports.ts`; `docs/voice-client.md` "Transports"):
 *
 * - `transport.websocketCallUrl` present: the WebSocket transport (Vapi's
 *   `vapi.websocket`, the local platform). It wins when both are present.
 * - otherwise `webCallUrl`: a Daily call room.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import type { RoomAccess } from './transport.ts';
import { DEFAULT_TRANSPORTS, type TransportKind } from './transports.ts';

export type { TransportKind } from './transports.ts';

/** The kind of the built-in transport that serves `webCall`: `websocket` with a non-empty `transport.websocketCallUrl`, else `daily`. */
export function transportKindOf(webCall: WebCallResponse): TransportKind {
  return DEFAULT_TRANSPORTS.forWebCall(webCall).kind;
}

/**
 * Where the transport connects: the socket URL for a WebSocket call, the
 * room URL (and meeting token, when sent) for a Daily call. (`createWebCall`
 * guarantees one of them.)
 */
export function roomAccessFor(webCall: WebCallResponse): RoomAccess {
  return DEFAULT_TRANSPORTS.forWebCall(webCall).roomAccess(webCall);
}
