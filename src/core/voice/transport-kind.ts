/**
 * Which transport a web call uses, read from the `POST /call/web` response
 * (SPEC §3 "Web call response fields"; `server/PROTOCOL.md`), and the names
 * its start stages and call errors are reported under.
 *
 * - `transport.websocketCallUrl` present: the WebSocket transport (Vapi's
 *   `vapi.websocket`, the local platform). It wins when both are present: a
 *   platform only returns a socket URL when that transport was set up.
 * - otherwise `webCallUrl`: a Daily call room.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import type { StartStage, VoiceErrorType } from './events.ts';
import type { RoomAccess } from './transport.ts';

/** The two transports the client knows. */
export type TransportKind = 'daily' | 'websocket';

/** The names a transport's start steps and call errors are reported under. */
export interface TransportNames {
  readonly kind: TransportKind;
  /** SPEC §4 step 5 (call object / audio capture). */
  readonly prepareStage: StartStage;
  /** SPEC §4 step 7 (join the room / open the socket). */
  readonly joinStage: StartStage;
  /** `error` type of a fatal transport error after joining; the call ends. */
  readonly callErrorType: VoiceErrorType;
}

/**
 * Names per kind. Daily uses SPEC §4's names; the WebSocket transport uses
 * the documented equivalents (`src/core/voice/README.md` "Progress stages by
 * transport").
 */
export const TRANSPORT_NAMES: { readonly [K in TransportKind]: TransportNames & { readonly kind: K } } = {
  daily: {
    kind: 'daily',
    prepareStage: 'daily-call-object-creation',
    joinStage: 'daily-call-join',
    callErrorType: 'daily-error',
  },
  websocket: {
    kind: 'websocket',
    prepareStage: 'audio-capture-setup',
    joinStage: 'websocket-connection',
    callErrorType: 'websocket-error',
  },
};

/** `websocket` when the response carries a non-empty `transport.websocketCallUrl`, else `daily`. */
export function transportKindOf(webCall: WebCallResponse): TransportKind {
  const url = webCall.transport?.websocketCallUrl;
  return typeof url === 'string' && url !== '' ? 'websocket' : 'daily';
}

/**
 * Where the transport connects: the socket URL for a WebSocket call, the
 * room URL for a Daily call. (`createWebCall` guarantees one of them.)
 */
export function roomAccessFor(webCall: WebCallResponse): RoomAccess {
  if (transportKindOf(webCall) === 'websocket') return { url: webCall.transport?.websocketCallUrl ?? '' };
  // A Daily call joins with the platform's meeting token when it sent one (`transport.callToken`), as the platform's SDK does.
  const token = webCall.transport?.callToken;
  return token ? { url: webCall.webCallUrl, token } : { url: webCall.webCallUrl };
}
