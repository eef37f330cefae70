/**
 * The socket of one WebSocket call (`docs/platform.md` "WebSocket `GET
 * /api/call/{id}/ws`"): opening it, listening to it, what its frames and
 * closes mean, sending on it and closing it. It holds no audio and no call
 * state: `WebSocketTransport` (`transport.ts`) turns what it reports into
 * transport events (`docs/voice-client.md` "The WebSocket transport").
 *
 * - Text frames are reported as they come ({@link CallSocketEvents.text});
 *   `{"type":"hang"}` is then also reported as the server ending the call.
 * - Binary frames (20 ms of PCM) are reported as `ArrayBuffer`s; views are copied.
 * - A close before the socket opened fails the opening (`join-failed`).
 *   After it opened, a close with 1000 is the server ending the call; any
 *   other code is a lost connection (`websocket-error`, with
 *   `details: {code, reason}`; docs/platform.md "Close codes").
 */
import { CloseCode } from '../../protocol/limits.ts';
import { parseServerMessage } from '../../protocol/parse-server-message.ts';
import { raceAbort } from '../abort.ts';
import { VoiceClientError } from '../errors.ts';

/** The part of the browser's `WebSocket` the transport uses. */
export type WebSocketLike = Pick<
  WebSocket,
  | 'binaryType'
  | 'readyState'
  | 'bufferedAmount'
  | 'send'
  | 'close'
  | 'addEventListener'
  | 'removeEventListener'
>;

/** Close code the client ends a call with (docs/platform.md "Close codes": normal end). */
const NORMAL_CLOSURE = CloseCode.normal;

const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;

/** What a {@link CallSocket} reports. Nothing is reported after {@link CallSocket.close}. */
export interface CallSocketEvents {
  /** A text frame: `listening` or a JSON control message (docs/platform.md "Text frames: control messages"). */
  text(data: string): void;
  /** A binary frame: PCM s16le, 16 kHz, mono (docs/platform.md "Binary frames: audio"). */
  audio(frame: ArrayBuffer): void;
  /** The server ended the call: `{"type":"hang"}` (reported after its {@link text}), or a close with 1000 after opening. */
  hangUp(): void;
  /** The socket closed after opening with a code other than 1000: a `websocket-error` with `details: {code, reason}`. */
  lost(error: VoiceClientError): void;
}

/** One call's socket; see the module comment. One {@link open} per instance. */
export class CallSocket {
  private socket: WebSocketLike | undefined;
  private readonly detach: (() => void)[] = [];
  private failOpen: ((error: unknown) => void) | undefined;
  /** True from a completed {@link open} until a close (by either side). */
  private connected = false;
  private closed = false;

  /**
   * @param events where frames and closes go.
   * @param createWebSocket makes the socket; default `new WebSocket(url)`.
   */
  constructor(
    private readonly events: CallSocketEvents,
    private readonly createWebSocket: (url: string) => WebSocketLike = (url) => new WebSocket(url),
  ) {}

  /**
   * Opens the socket at `url` (`binaryType` `arraybuffer`); resolves once it
   * is open.
   * @throws VoiceClientError `join-failed` when the socket cannot be made, is
   *   already open, or closes before opening (a refused upgrade: HTTP
   *   404/409, an unreachable server; `details: {code, reason}`); `stopped`
   *   when {@link close}d meanwhile; or `signal.reason` (the socket is then closed).
   */
  async open(url: string, signal: AbortSignal): Promise<void> {
    if (this.socket) throw new VoiceClientError('join-failed', 'The call socket is already open.');
    let socket: WebSocketLike;
    try {
      socket = this.createWebSocket(url);
      socket.binaryType = 'arraybuffer';
    } catch (error) {
      throw VoiceClientError.wrap('join-failed', error, 'Could not open the call socket');
    }
    this.socket = socket;
    this.listen(socket, 'message', (event) =>
      this.onMessage((event as MessageEvent<unknown>).data),
    );
    this.listen(socket, 'close', (event) => this.onClose(event as CloseEvent));
    const opened = new Promise<void>((resolve, reject) => {
      this.failOpen = reject;
      this.listen(socket, 'open', () => resolve());
    });
    try {
      await raceAbort(opened, signal);
    } catch (error) {
      this.failOpen = undefined;
      this.close();
      if (signal.aborted) throw signal.reason;
      throw error;
    } finally {
      this.failOpen = undefined;
    }
    if (this.closed) throw VoiceClientError.stopped();
    this.connected = true;
  }

  /**
   * Sends one text frame (docs/platform.md "Text frames: control messages", client → server).
   * @throws VoiceClientError `send-failed` when the socket is not open.
   */
  sendText(data: string): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) {
      throw new VoiceClientError('send-failed', 'The call socket is not open.');
    }
    socket.send(data);
  }

  /**
   * Sends one binary frame when the socket has opened (and not closed since)
   * and no more than `maxBufferedBytes` wait unsent on it.
   * @returns whether it was sent (else it is dropped).
   */
  sendAudio(frame: ArrayBuffer, maxBufferedBytes: number): boolean {
    const socket = this.socket;
    if (!this.connected || !socket || socket.readyState !== SOCKET_OPEN) return false;
    if (socket.bufferedAmount > maxBufferedBytes) return false;
    socket.send(frame);
    return true;
  }

  /**
   * Fails a pending {@link open} (`stopped`), removes the listeners and
   * closes the socket with 1000 unless it is already closing. Idempotent;
   * never throws (a failing `close()` is logged).
   */
  close(): void {
    const failOpen = this.failOpen;
    this.failOpen = undefined;
    failOpen?.(VoiceClientError.stopped());
    this.closed = true;
    for (const off of this.detach.splice(0)) off();
    this.connected = false;
    const socket = this.socket;
    if (socket && (socket.readyState === SOCKET_OPEN || socket.readyState === SOCKET_CONNECTING)) {
      try {
        socket.close(NORMAL_CLOSURE);
      } catch (error) {
        console.warn('[websocket-transport] closing the socket failed', error);
      }
    }
  }

  private listen(
    socket: WebSocketLike,
    type: 'open' | 'message' | 'close',
    handler: (event: Event) => void,
  ): void {
    socket.addEventListener(type, handler);
    this.detach.push(() => socket.removeEventListener(type, handler));
  }

  private onMessage(data: unknown): void {
    if (typeof data === 'string') {
      this.events.text(data);
      if (isHang(data)) this.events.hangUp();
      return;
    }
    const bytes = toArrayBuffer(data);
    if (bytes) this.events.audio(bytes);
  }

  private onClose(event: CloseEvent): void {
    const details = { code: event.code, reason: event.reason };
    if (this.failOpen) {
      this.failOpen(
        new VoiceClientError(
          'join-failed',
          `The call socket closed before opening (code ${event.code}).`,
          { details },
        ),
      );
      return;
    }
    if (!this.connected) return;
    this.connected = false;
    if (event.code === NORMAL_CLOSURE) {
      this.events.hangUp();
      return;
    }
    const reason = event.reason ? `: ${event.reason}` : '';
    this.events.lost(
      new VoiceClientError(
        'websocket-error',
        `The call socket closed with code ${event.code}${reason}.`,
        { details },
      ),
    );
  }
}

/** True for the text frame `{"type":"hang"}` (read by `parseServerMessage`, `docs/platform.md` "Protocol"). */
function isHang(text: string): boolean {
  return text.includes('hang') && parseServerMessage(text)?.type === 'hang';
}

/** Binary frame data as an `ArrayBuffer` (`binaryType` is `arraybuffer`; views are copied). */
function toArrayBuffer(data: unknown): ArrayBuffer | undefined {
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return data as ArrayBuffer;
  if (ArrayBuffer.isView(data)) {
    return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  }
  return undefined;
}
