/**
 * WebSocket upgrades (docs/platform.md "WebSocket `GET /api/call/{id}/ws`" and
 * "Reconnect"), checked before `ws` takes the socket, so a refusal is a plain
 * HTTP answer. Resumes are always accepted and refused by close code instead,
 * because browsers cannot read an upgrade's HTTP status.
 */
import { type IncomingMessage, STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import type { WebSocket, WebSocketServer } from 'ws';

import type { UpgradeAdmission } from '../limits/admission.ts';
import { clientAddress, TRUST_NOTHING, type TrustProxy } from '../limits/client-address.ts';
import type { CallRecord, CallRegistry } from './registry.ts';

/** What the upgrade handler needs. */
export interface UpgradeDeps {
  /** A `noServer` WebSocketServer. */
  readonly wss: WebSocketServer;
  readonly registry: CallRegistry;
  /** Per-address budget of upgrades (omitted: no limit). */
  readonly admission?: UpgradeAdmission;
  /** Which proxies' `X-Forwarded-For` to believe for the client's address (`limits/client-address.ts`; default none). */
  readonly trustProxy?: TrustProxy;
  /** Takes over an accepted first socket of `call`. */
  readonly onConnection: (ws: WebSocket, call: CallRecord) => void;
  /** Takes over an accepted resume socket (`?resume=`): the call id from the path and the token, unchecked. */
  readonly onResume: (ws: WebSocket, callId: string, token: string) => void;
}

/** Builds the `upgrade` event handler; it never throws (a failure destroys the socket). */
export function createUpgradeHandler(
  deps: UpgradeDeps,
): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (req, socket, head) => {
    // Until ws owns the socket, a reset by the peer must not become an uncaught 'error'.
    socket.on('error', () => socket.destroy());
    try {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const match = /^\/api\/call\/([^/]+)\/ws$/.exec(url.pathname);
      if (!match) return refuse(socket, 404, 'not-found', 'no WebSocket here');
      const retryAfterS = deps.admission?.admit(
        clientAddress(req, deps.trustProxy ?? TRUST_NOTHING),
        performance.now(),
      );
      if (retryAfterS !== undefined)
        return refuse(
          socket,
          429,
          'too-many-requests',
          'too many call sockets opened from this address',
          retryAfterS,
        );
      const id = decodeCallId(match[1] as string);
      const token = url.searchParams.get('resume');
      if (token !== null) {
        // Decided once the handshake is done, by close code: the call may change meanwhile.
        deps.wss.handleUpgrade(req, socket, head, (ws) => deps.onResume(ws, id, token));
        return;
      }
      const call = deps.registry.get(id);
      if (!call) return refuse(socket, 404, 'call-not-found', 'no call with this id');
      if (call.socketClaimed || call.status === 'ended')
        return refuse(
          socket,
          409,
          'call-unavailable',
          call.status === 'ended' ? 'the call has ended' : 'the call already has a socket',
        );
      call.socketClaimed = true;
      let accepted = false;
      // ws answers a malformed handshake (e.g. no Sec-WebSocket-Key) with 400 and never calls back:
      // that attempt must not use up the call.
      socket.once('close', () => {
        if (!accepted) call.socketClaimed = false;
      });
      deps.wss.handleUpgrade(req, socket, head, (ws) => {
        accepted = true;
        deps.onConnection(ws, call);
      });
    } catch (error) {
      console.error('[platform] upgrade failed:', error);
      socket.destroy();
    }
  };
}

/** Answers the upgrade request with an HTTP error and a JSON body (and `Retry-After` when given, s), then closes the socket. */
function refuse(
  socket: Duplex,
  status: number,
  code: string,
  message: string,
  retryAfterS?: number,
): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({
    message,
    error: STATUS_CODES[status] ?? 'Error',
    statusCode: status,
    code,
  });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      (retryAfterS !== undefined ? `Retry-After: ${retryAfterS}\r\n` : '') +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      '\r\n' +
      body,
  );
}

/** A call id from a URL path segment, percent-decoded; a malformed encoding is kept as is (it then matches no call). */
export function decodeCallId(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}
