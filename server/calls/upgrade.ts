/**
 * WebSocket upgrades (PROTOCOL.md "WebSocket `GET /api/call/{id}/ws`"): the
 * HTTP server's `upgrade` event is checked here before `ws` takes the socket,
 * so a refusal is a plain HTTP answer with no WebSocket:
 *
 * - a path other than `/api/call/{id}/ws`, or an unknown call id: **404**;
 * - a call that already has a socket, or has ended: **409**.
 */
import { STATUS_CODES, type IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { WebSocket, WebSocketServer } from 'ws';
import type { CallRecord, CallRegistry } from './registry.ts';

/** What the upgrade handler needs. */
export interface UpgradeDeps {
  /** A `noServer` WebSocketServer. */
  readonly wss: WebSocketServer;
  readonly registry: CallRegistry;
  /** Takes over an accepted socket. */
  readonly onConnection: (ws: WebSocket, call: CallRecord) => void;
}

/**
 * Builds the `upgrade` event handler. It never throws; a failure destroys the
 * socket.
 */
export function createUpgradeHandler(deps: UpgradeDeps): (req: IncomingMessage, socket: Duplex, head: Buffer) => void {
  return (req, socket, head) => {
    // Until ws owns the socket, a reset by the peer must not become an uncaught 'error'.
    socket.on('error', () => socket.destroy());
    try {
      const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
      const match = /^\/api\/call\/([^/]+)\/ws$/.exec(pathname);
      if (!match) return refuse(socket, 404, 'not-found', 'no WebSocket here');
      let id = match[1] as string;
      try {
        id = decodeURIComponent(id);
      } catch {
        // keep it as is: it will not match a call
      }
      const call = deps.registry.get(id);
      if (!call) return refuse(socket, 404, 'call-not-found', 'no call with this id');
      if (call.socketClaimed || call.status === 'ended') return refuse(socket, 409, 'call-unavailable', call.status === 'ended' ? 'the call has ended' : 'the call already has a socket');
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

/** Answers the upgrade request with an HTTP error and a JSON body, then closes the socket. */
function refuse(socket: Duplex, status: number, code: string, message: string): void {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const body = JSON.stringify({ message, error: STATUS_CODES[status] ?? 'Error', statusCode: status, code });
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
      'Connection: close\r\n' +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      '\r\n' +
      body,
  );
}
