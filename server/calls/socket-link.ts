/**
 * One WebSocket carrying a call (docs/platform.md "WebSocket `GET /api/call/{id}/ws`"
 * and "Reconnect"): sends checked against the backpressure bound, the server's
 * close with a cut-off, and how the socket closed ({@link LinkClose}).
 */
import type { RawData, WebSocket } from 'ws';

import { CloseCode } from '../../src/core/protocol/limits.ts';
import type { ServerFrame } from '../../src/core/protocol/server-messages.ts';

/** How a link's socket closed. */
export type LinkClose =
  /** The server closed it first (the call ended, or a newer socket took the call over). */
  | 'server'
  /** The client hung up: its close code was 1000 (docs/platform.md "Reconnect": a hang-up). */
  | 'hang-up'
  /** The `ws` layer saw a protocol violation (bad UTF-8 → 1007, a frame over the payload limit → 1009, bad framing). */
  | 'protocol-error'
  /** Any other close (1001, 1005, 1006, a TCP reset, …): a network drop; the call waits for a resume. */
  | 'drop';

/** What a {@link SocketLink} reports to its session. */
export interface LinkEvents {
  /** A frame arrived (binary = audio). */
  message(data: RawData, isBinary: boolean): void;
  /** The socket closed; called once. */
  closed(how: LinkClose): void;
  /** A send found more than `backpressureBytes` buffered unsent; nothing was sent. */
  notReading(): void;
}

/** Socket limits of a {@link SocketLink} (ms and bytes, from `SessionTiming`). */
export interface LinkLimits {
  /** Bytes buffered unsent that count as "not reading" (docs/platform.md: 32 000). */
  readonly backpressureBytes: number;
  /** After the server's close, a client that does not answer is cut off after this, ms. */
  readonly closeGraceMs: number;
}

/** See the module comment. */
export class SocketLink {
  private serverClosed = false;
  private protocolError = false;
  private cutOff: NodeJS.Timeout | undefined;

  /** Listens to `ws` (open, from `handleUpgrade`); `events` handlers should not throw. */
  constructor(
    private readonly ws: WebSocket,
    private readonly limits: LinkLimits,
    private readonly events: LinkEvents,
  ) {
    ws.on('message', (data, isBinary) => events.message(data, isBinary));
    // ws emits 'error' only for protocol violations it detects (then closes); a reset only closes.
    ws.on('error', () => {
      this.protocolError = true;
    });
    ws.on('close', (code) => {
      if (this.cutOff) clearTimeout(this.cutOff);
      events.closed(
        this.serverClosed
          ? 'server'
          : this.protocolError
            ? 'protocol-error'
            : code === CloseCode.normal
              ? 'hang-up'
              : 'drop',
      );
    });
  }

  /** True while the socket is open and not closing. */
  get open(): boolean {
    return this.ws.readyState === this.ws.OPEN;
  }

  /** Sends a text frame. @returns false when not sent (not open, or the client is not reading). */
  sendText(frame: ServerFrame): boolean {
    if (!this.open || this.notReading()) return false;
    this.ws.send(frame);
    return true;
  }

  /** Sends one audio frame. @returns false when not sent (not open, or the client is not reading). */
  sendAudio(frame: Buffer): boolean {
    if (!this.open || this.notReading()) return false;
    this.ws.send(frame);
    return true;
  }

  /** Closes with `code`; a client that does not close back is cut off after `closeGraceMs`. Idempotent. */
  close(code: number, reason?: string): void {
    if (this.serverClosed) return;
    this.serverClosed = true;
    if (this.open) this.ws.close(code, reason);
    this.cutOff = setTimeout(() => this.ws.terminate(), this.limits.closeGraceMs);
    this.cutOff.unref();
  }

  /** Cuts the socket at once (no close handshake); the `closed` event follows. */
  terminate(): void {
    this.serverClosed = true;
    this.ws.terminate();
  }

  private notReading(): boolean {
    if (this.ws.bufferedAmount <= this.limits.backpressureBytes) return false;
    this.events.notReading();
    return true;
  }
}
