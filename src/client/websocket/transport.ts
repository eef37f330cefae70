/**
 * The WebSocket transport: one call over Vapi's WebSocket transport as the
 * local platform speaks it (`server/PROTOCOL.md` "WebSocket"), behind the
 * {@link Transport} interface. No daily-js is involved.
 *
 * - `prepare` (stage `audio-capture-setup`): opens the microphone and the
 *   audio output ({@link OpenCallAudio}; by default Web Audio with the
 *   capture AudioWorklet, `web-audio.ts`). A refused microphone fails with
 *   `microphone-permission-denied`, anything else with `audio-capture-failed`.
 *   An `AudioContext` that the browser keeps suspended (autoplay policy: no
 *   user gesture) gives the warning `audio-playback-error`, as Daily's
 *   refused `<audio>.play()` does; the call goes on.
 * - `join` (stage `websocket-connection`): opens the socket (`binaryType`
 *   `arraybuffer`) and resolves once it is open; from then on every 20 ms
 *   microphone frame (640 bytes) is sent as a binary frame.
 * - Downlink: binary frames go to the jitter buffer ({@link PcmPlayer});
 *   text frames are passed on as `app-message` data, so `'listening'` gives
 *   `call-start` and JSON gives `message` exactly as Daily's app messages
 *   do (`session-wiring.ts`).
 * - `startAudioLevelObserver(intervalMs)`: every `intervalMs` the peak level
 *   of the audio playing is emitted as `remote-audio-level`, which feeds the
 *   same speech detection and `volume-level` as Daily's observer.
 * - The call ends (`left`, once) on `{"type":"hang"}` or when the server
 *   closes the socket with 1000, as soon as the audio still in the jitter
 *   buffer has played (at most 1 s); any other close after opening is a
 *   `fatal-error` (`websocket-error`, with `details: {code, reason}`).
 * - Mute sends silence: while muted, each 20 ms frame is replaced by 640 zero
 *   bytes (and the microphone track is disabled), so the server's VAD hears
 *   nothing, while the frames keep the call's no-audio idle timeout (60 s,
 *   close 4000) from firing.
 * - Microphone gain works as with Daily: `setMicTrack` makes the capture
 *   read the gain-boosted track of `MicGain`.
 * - Not supported over this transport: video recording (`startRecording`
 *   throws `recording-failed`, reported as an optional stage failure); the
 *   `assistant-audio-started` event (the `'playable'` app message is not
 *   part of PROTOCOL.md). Noise suppression is the browser's, requested by
 *   the `getUserMedia` constraints, so `enableNoiseCancellation` has
 *   nothing left to do.
 */
import { invoke, raceAbort, settleWithin } from '../abort.ts';
import { Emitter, type Unsubscribe } from '../emitter.ts';
import { VoiceClientError } from '../errors.ts';
import type { RoomAccess, Transport, TransportContext, TransportEvents, TransportFactory } from '../transport.ts';
import type { CallAudio, OpenCallAudio } from './call-audio.ts';
import { decodePcm16, peakOf, PCM_FRAME_BYTES } from './pcm.ts';
import { PcmPlayer, type PlaybackStats, type PlayerOptions } from './playback.ts';
import { createWebAudio, type WebAudioEnvironment } from './web-audio.ts';

/** The part of the browser's `WebSocket` the transport uses. */
export type WebSocketLike = Pick<
  WebSocket,
  'binaryType' | 'readyState' | 'bufferedAmount' | 'send' | 'close' | 'addEventListener' | 'removeEventListener'
>;

/** Options of {@link createWebSocketTransportFactory}; all optional. */
export interface WebSocketTransportOptions extends PlayerOptions {
  /** Opens the microphone and audio output. Default: Web Audio, `createWebAudio(webAudio)`. */
  readonly openAudio?: OpenCallAudio;
  /** Hooks of the default Web Audio implementation (getUserMedia, AudioContext, worklet URL, …). */
  readonly webAudio?: WebAudioEnvironment;
  /** Makes the socket. Default `new WebSocket(url)`. */
  readonly createWebSocket?: (url: string) => WebSocketLike;
  /** Microphone frames are dropped while more than this many bytes wait unsent on the socket. Default 65 536. */
  readonly maxBufferedBytes?: number;
  /** Longest wait, in ms, for the audio to close in `destroy()`. Default 2000. */
  readonly destroyTimeoutMs?: number;
}

/** Default of {@link WebSocketTransportOptions.maxBufferedBytes}. */
export const DEFAULT_MAX_BUFFERED_BYTES = 65_536;
/** Default of {@link WebSocketTransportOptions.destroyTimeoutMs}. */
export const DEFAULT_WEBSOCKET_DESTROY_TIMEOUT_MS = 2000;
/** Longest wait, after the server ended the call, for its last audio to finish playing, in ms. */
export const MAX_DRAIN_MS = 1000;
/** Close code the client ends a call with (PROTOCOL.md "Close codes": normal end). */
export const NORMAL_CLOSURE = 1000;

const SOCKET_OPEN = 1;
const SOCKET_CONNECTING = 0;

/** Counters of one call's audio, for diagnostics and benchmarks. */
export interface WebSocketCallStats extends PlaybackStats {
  /** Microphone frames sent (silent ones included). */
  readonly framesSent: number;
  /** Microphone frames dropped because the socket was not open or too far behind. */
  readonly framesNotSent: number;
}

/**
 * A {@link TransportFactory} that makes one {@link WebSocketTransport} per
 * call. Nothing needs downloading ahead, so it has no `prefetch`.
 */
export function createWebSocketTransportFactory(options: WebSocketTransportOptions = {}): TransportFactory {
  return { create: (context) => new WebSocketTransport(context, options) };
}

/** One call over a WebSocket; see the module comment. Build it through {@link createWebSocketTransportFactory}. */
export class WebSocketTransport implements Transport {
  private readonly events = new Emitter<TransportEvents>('websocket-transport', 0);
  private readonly openAudio: OpenCallAudio;
  private audio: CallAudio | undefined;
  private player: PcmPlayer | undefined;
  private socket: WebSocketLike | undefined;
  private readonly detachSocket: (() => void)[] = [];
  private levelTimer: ReturnType<typeof setInterval> | undefined;
  private drainTimer: ReturnType<typeof setTimeout> | undefined;
  private micEnabled = true;
  private connected = false;
  private ended = false;
  private destroyed: Promise<void> | undefined;
  private failJoin: ((error: unknown) => void) | undefined;
  private readonly silence = new ArrayBuffer(PCM_FRAME_BYTES);
  private framesSent = 0;
  private framesNotSent = 0;
  /** Peak of recent microphone frames and when it was measured (performance.now ms), for {@link inputLevel}. */
  private micPeak = 0;
  private micPeakAt = 0;

  /**
   * @param context the call (its web call carries `transport.websocketCallUrl`).
   * @param options see {@link WebSocketTransportOptions}.
   */
  constructor(
    readonly context: TransportContext,
    private readonly options: WebSocketTransportOptions = {},
  ) {
    this.openAudio = options.openAudio ?? createWebAudio(options.webAudio);
  }

  /** Counters of this call's audio. */
  get stats(): WebSocketCallStats {
    const played = this.player?.stats ?? { framesPlayed: 0, framesDropped: 0, rebuffers: 0 };
    return { ...played, framesSent: this.framesSent, framesNotSent: this.framesNotSent };
  }

  /** Adds a listener (see {@link TransportEvents}); returns the function that removes it. `destroy()` removes all. */
  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  /**
   * Opens the microphone and audio output (SPEC §4 step 5; stage
   * `audio-capture-setup`).
   * @throws VoiceClientError `microphone-permission-denied` (`NotAllowedError`
   *   or `SecurityError`), `audio-capture-failed` (no microphone, no Web
   *   Audio, the worklet did not load, …), or `signal.reason`.
   */
  async prepare(signal: AbortSignal): Promise<void> {
    if (this.destroyed) throw VoiceClientError.stopped();
    const opening = invoke(() => this.openAudio(signal));
    let audio: CallAudio;
    try {
      audio = await raceAbort(opening, signal);
    } catch (error) {
      // Given up while still opening: release it whenever it opens.
      opening.then((late) => late.close(), () => undefined);
      if (signal.aborted) throw signal.reason;
      throw captureError(error);
    }
    if (this.destroyed || signal.aborted) {
      void audio.close();
      throw signal.reason ?? VoiceClientError.stopped();
    }
    this.audio = audio;
    this.player = new PcmPlayer(audio, this.options);
    audio.setMicEnabled(this.micEnabled);
    audio.onFrame((frame) => this.sendAudio(frame));
    void audio.resume().then((running) => {
      if (running || this.destroyed) return;
      this.events.emit('warning', {
        type: 'audio-playback-error',
        error: new VoiceClientError(
          'audio-playback-failed',
          "The browser did not let the call's audio start (autoplay policy): start the call from a click or tap.",
        ),
      });
    });
  }

  /**
   * Opens the socket at `room.url` (SPEC §4 step 7; stage
   * `websocket-connection`). Resolves once open.
   * @throws VoiceClientError `join-failed` when the socket closes before
   *   opening (refused upgrade: HTTP 404/409, unreachable server), or
   *   `signal.reason` (the socket is then closed).
   */
  async join(room: RoomAccess, signal: AbortSignal): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    if (this.socket) throw new VoiceClientError('join-failed', 'The call socket is already open.');
    let socket: WebSocketLike;
    try {
      socket = (this.options.createWebSocket ?? ((url) => new WebSocket(url)))(room.url);
      socket.binaryType = 'arraybuffer';
    } catch (error) {
      throw VoiceClientError.wrap('join-failed', error, 'Could not open the call socket');
    }
    this.socket = socket;
    this.listen(socket, 'message', (event) => this.onMessage((event as MessageEvent<unknown>).data));
    this.listen(socket, 'close', (event) => this.onClose(event as CloseEvent));
    const opened = new Promise<void>((resolve, reject) => {
      this.failJoin = reject;
      this.listen(socket, 'open', () => resolve());
    });
    try {
      await raceAbort(opened, signal);
    } catch (error) {
      this.closeSocket();
      if (signal.aborted) throw signal.reason;
      throw error;
    } finally {
      this.failJoin = undefined;
    }
    if (this.destroyed) throw VoiceClientError.stopped();
    this.connected = true;
  }

  /**
   * Video recording does not exist over this transport.
   * @throws VoiceClientError `recording-failed`, always.
   */
  startRecording(): void {
    throw new VoiceClientError('recording-failed', 'Video recording is not available over the WebSocket transport.');
  }

  /** Nothing to stop (see {@link startRecording}). */
  stopRecording(): void {}

  /**
   * Emits `remote-audio-level` every `intervalMs` (≥ 100, SPEC §9): the peak
   * level (0..1) of the assistant audio that played during the last interval.
   */
  startAudioLevelObserver(intervalMs: number): Promise<void> {
    if (!this.player || this.destroyed) return Promise.reject(VoiceClientError.noCall());
    if (!(intervalMs >= 100)) {
      return Promise.reject(
        new VoiceClientError('audio-observer-failed', 'The interval must be a number greater than or equal to 100 milliseconds.'),
      );
    }
    clearInterval(this.levelTimer);
    const player = this.player;
    this.levelTimer = setInterval(() => this.events.emit('remote-audio-level', player.level(intervalMs)), intervalMs);
    return Promise.resolve();
  }

  /** Resolves at once: noise suppression was requested from the browser at capture (`noiseSuppression: true`). */
  enableNoiseCancellation(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Sends one text frame (a JSON control message, PROTOCOL.md "Client →
   * server").
   * @throws VoiceClientError `send-failed` when the socket is not open.
   */
  sendMessage(data: string): void {
    const socket = this.socket;
    if (!socket || socket.readyState !== SOCKET_OPEN) {
      throw new VoiceClientError('send-failed', 'The call socket is not open.');
    }
    socket.send(data);
  }

  /**
   * Mutes (`false`) or unmutes the microphone: while muted, silent frames
   * are sent in place of the microphone's (see the module comment).
   */
  setMicEnabled(enabled: boolean): void {
    this.micEnabled = enabled;
    this.audio?.setMicEnabled(enabled);
  }

  /** `false` while muted (silent frames are sent), else `true`. */
  isMicEnabled(): boolean {
    return this.micEnabled;
  }

  /** Captures from `track` from now on (the `MicGain` chain's boosted track). */
  async setMicTrack(track: MediaStreamTrack): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    this.audio.replaceMicTrack(track);
  }

  /**
   * The microphone's level, 0..1: the peak sample of the frames captured in
   * the last {@link LEVEL_WINDOW_MS} ms; 0 while muted.
   */
  inputLevel(): number {
    if (!this.micEnabled || performance.now() - this.micPeakAt > LEVEL_WINDOW_MS) return 0;
    return this.micPeak;
  }

  /** The assistant's level, 0..1: peak of the audio that played in the last {@link LEVEL_WINDOW_MS} ms. */
  outputLevel(): number {
    return this.player?.level(LEVEL_WINDOW_MS) ?? 0;
  }

  /**
   * Closes the socket (code 1000), stops the level observer, the jitter
   * buffer, the microphone and the `AudioContext`, and removes every
   * listener. Idempotent; resolves within `destroyTimeoutMs`; never rejects.
   */
  destroy(): Promise<void> {
    if (this.destroyed) return this.destroyed;
    this.failJoin?.(VoiceClientError.stopped());
    this.failJoin = undefined;
    clearInterval(this.levelTimer);
    this.levelTimer = undefined;
    clearTimeout(this.drainTimer);
    this.drainTimer = undefined;
    this.events.clear();
    this.closeSocket();
    this.player?.dispose();
    const audio = this.audio;
    this.destroyed = audio
      ? settleWithin(
          audio.close().catch((error: unknown) => console.warn('[websocket-transport] closing the audio failed', error)),
          this.options.destroyTimeoutMs ?? DEFAULT_WEBSOCKET_DESTROY_TIMEOUT_MS,
        )
      : Promise.resolve();
    return this.destroyed;
  }

  /** Removes the socket listeners and closes it (1000) unless already closing. */
  private closeSocket(): void {
    for (const off of this.detachSocket.splice(0)) off();
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

  private listen(socket: WebSocketLike, type: 'open' | 'message' | 'close', handler: (event: Event) => void): void {
    socket.addEventListener(type, handler);
    this.detachSocket.push(() => socket.removeEventListener(type, handler));
  }

  private sendAudio(frame: ArrayBuffer): void {
    if (this.micEnabled) this.measureMic(frame);
    const socket = this.socket;
    if (!this.connected || !socket || socket.readyState !== SOCKET_OPEN) {
      this.framesNotSent++;
      return;
    }
    if (socket.bufferedAmount > (this.options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES)) {
      this.framesNotSent++;
      return;
    }
    socket.send(this.micEnabled ? frame : this.silence);
    this.framesSent++;
  }

  /** Keeps a decaying peak of the captured frames for {@link inputLevel}. */
  private measureMic(frame: ArrayBuffer): void {
    const peak = peakOf(decodePcm16(frame));
    const now = performance.now();
    if (peak >= this.micPeak || now - this.micPeakAt > LEVEL_WINDOW_MS) {
      this.micPeak = peak;
      this.micPeakAt = now;
    }
  }

  private onMessage(data: unknown): void {
    if (this.destroyed) return;
    if (typeof data === 'string') {
      this.events.emit('app-message', data);
      if (isHang(data)) this.end();
      return;
    }
    const bytes = toArrayBuffer(data);
    if (bytes) this.player?.push(bytes);
  }

  private onClose(event: CloseEvent): void {
    if (this.destroyed) return;
    const details = { code: event.code, reason: event.reason };
    if (this.failJoin) {
      this.failJoin(
        new VoiceClientError('join-failed', `The call socket closed before opening (code ${event.code}).`, { details }),
      );
      return;
    }
    if (!this.connected) return;
    this.connected = false;
    if (event.code === NORMAL_CLOSURE) {
      this.end();
      return;
    }
    if (this.ended) return;
    this.ended = true;
    const reason = event.reason ? `: ${event.reason}` : '';
    this.events.emit(
      'fatal-error',
      new VoiceClientError('websocket-error', `The call socket closed with code ${event.code}${reason}.`, { details }),
    );
  }

  /**
   * The server ended the call (hang, or a normal close): `left`, once, after
   * the assistant's last audio has played (the jitter buffer holds about
   * 80 ms of it; at most {@link MAX_DRAIN_MS}), so the goodbye is not cut.
   */
  private end(): void {
    if (this.ended) return;
    this.ended = true;
    const drainMs = Math.min(MAX_DRAIN_MS, Math.ceil((this.player?.drain() ?? 0) * 1000));
    if (drainMs <= 0) {
      this.events.emit('left');
      return;
    }
    this.drainTimer = setTimeout(() => {
      this.drainTimer = undefined;
      if (!this.destroyed) this.events.emit('left');
    }, drainMs);
  }
}

/** Window of the input and output levels, in ms. */
export const LEVEL_WINDOW_MS = 100;

/** The transport's `prepare` failure for an {@link OpenCallAudio} rejection. */
function captureError(error: unknown): VoiceClientError {
  if (error instanceof VoiceClientError) return error;
  const name = typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError' || name === 'SecurityError') return VoiceClientError.microphonePermissionDenied(error);
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return VoiceClientError.wrap('audio-capture-failed', error, 'No usable microphone was found');
  }
  return VoiceClientError.wrap('audio-capture-failed', error, 'Setting up the microphone and audio failed');
}

/** True for the text frame `{"type":"hang"}` (any JSON object with that type). */
function isHang(text: string): boolean {
  if (!text.includes('hang')) return false;
  try {
    const message: unknown = JSON.parse(text);
    return typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'hang';
  } catch {
    return false;
  }
}

/** Binary frame data as an `ArrayBuffer` (`binaryType` is `arraybuffer`; views are copied). */
function toArrayBuffer(data: unknown): ArrayBuffer | undefined {
  if (Object.prototype.toString.call(data) === '[object ArrayBuffer]') return data as ArrayBuffer;
  if (ArrayBuffer.isView(data)) {
    return data.buffer.slice(data.byteOffset, data.byteOffset + data.byteLength) as ArrayBuffer;
  }
  return undefined;
}
