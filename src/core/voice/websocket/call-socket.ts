/**
 * The socket of one WebSocket call (`docs/platform.md` "WebSocket `GET /api/call/{id}/ws`"): what
 * its frames and closes mean, without audio or call state. A close before opening fails the open
 * (`join-failed`); after opening, 1000 is the server's hang-up and any other code a lost connection.
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

/** docs/platform.md "Close codes": normal end. */
const NORMAL_CLOSURE = CloseCode.normal;

const SOCKET_CONNECTING = 0;
const SOCKET_OPEN = 1;

/** What a {@link CallSocket} reports; nothing after {@link CallSocket.close}. */
export interface CallSocketEvents {
  /** `listening` or a JSON control message. */
  text(data: string): void;
  /** PCM s16le, 16 kHz, mono (docs/platform.md "Binary frames: audio"). */
  audio(frame: ArrayBuffer): void;
  /** The server ended the call: `{"type":"hang"}` (after its {@link text}), or a 1000 close. */
  hangUp(): void;
  /** Closed after opening with a code other than 1000: `websocket-error`, `details: {code, reason}`. */
  lost(error: VoiceClientError): void;
}

/** One call's socket; one {@link open} per instance. */
export class CallSocket {
  private socket: WebSocketLike | undefined;
  private readonly detach: (() => void)[] = [];
  private failOpen: ((error: unknown) => void) | undefined;
  /** From a completed {@link open} until a close. */
  private connected = false;
  private closed = false;

  /** @param createWebSocket default `new WebSocket(url)`. */
  constructor(
    private readonly events: CallSocketEvents,
    private readonly createWebSocket: (url: string) => WebSocketLike = (url) => new WebSocket(url),
  ) {}

  /**
   * Opens the socket at `url`; resolves once open.
   * @throws VoiceClientError `join-failed` (a refused upgrade, `details: {code, reason}`), `stopped`, or `signal.reason`.
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

  /** Sends one text frame. @throws VoiceClientError `send-failed` when the socket is not open. */
  sendText(data: string): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) {
      throw new VoiceClientError('send-failed', 'The call socket is not open.');
    }
    socket.send(data);
  }

  /** Sends one binary frame unless not open or over `maxBufferedBytes` wait unsent; whether it was sent. */
  sendAudio(frame: ArrayBuffer, maxBufferedBytes: number): boolean {
    const socket = this.socket;
    if (!this.connected || !socket || socket.readyState !== SOCKET_OPEN) return false;
    if (socket.bufferedAmount > maxBufferedBytes) return false;
    socket.send(frame);
    return true;
  }

  /** Fails a pending {@link open}, removes the listeners, closes with 1000. Idempotent; never throws. */
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

function isHang(text: string): boolean {
  return text.includes('hang') && parseServerMessage(text)?.type === 'hang';
}

/** Binary frame data as an `ArrayBuffer` (views are copied). */
function toArrayBuffer(data: unknown): ArrayBuffer | undefined {
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return data as ArrayBuffer;
  if (ArrayBuffer.isView(data)) {
    return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  }
  return undefined;
}
