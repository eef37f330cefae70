/**
 * The WebSocket transport: one call over Vapi's WebSocket transport as the local platform speaks
 * it (`docs/platform.md` "WebSocket `GET /api/call/{id}/ws`"), without daily-js. Behaviour:
 * `docs/voice-client.md` "The WebSocket transport".
 */
import { invoke, raceAbort, settleWithin } from '../abort.ts';
import { Emitter, type Unsubscribe } from '../emitter.ts';
import { VoiceClientError } from '../errors.ts';
import { captureError } from '../media.ts';
import type {
  RoomAccess,
  Transport,
  TransportContext,
  TransportEvents,
  TransportFactory,
} from '../transport.ts';
import type { CallAudio, OpenCallAudio } from './call-audio.ts';
import { ResumableSocket } from './resumable-socket.ts';
import {
  DEFAULT_MAX_BUFFERED_BYTES,
  DEFAULT_WEBSOCKET_DESTROY_TIMEOUT_MS,
  type WebSocketCallStats,
  type WebSocketTransportOptions,
} from './options.ts';
import { waitForDrain } from './drain.ts';
import { checkOutput } from './output-check.ts';
import { PcmPlayer } from './playback.ts';
import { LinkProbe } from './link-probe.ts';
import { parseServerMessage } from '../../protocol/parse-server-message.ts';
import { LEVEL_WINDOW_MS, MicUplink } from './uplink.ts';
import { createWebAudio } from './web-audio.ts';

export type { WebSocketLike } from './call-socket.ts';

/** A {@link TransportFactory} of one {@link WebSocketTransport} per call (no `prefetch`). */
export function createWebSocketTransportFactory(
  options: WebSocketTransportOptions = {},
): TransportFactory {
  return { create: (context) => new WebSocketTransport(context, options) };
}

/** One call over a WebSocket. */
export class WebSocketTransport implements Transport {
  private readonly events = new Emitter<TransportEvents>('websocket-transport', 0);
  private readonly openAudio: OpenCallAudio;
  private readonly socket: ResumableSocket;
  private readonly uplink = new MicUplink();
  private audio: CallAudio | undefined;
  private player: PcmPlayer | undefined;
  private levelTimer: ReturnType<typeof setInterval> | undefined;
  /** Cancels the wait for the last audio after the server ended the call. */
  private cancelDrain: (() => void) | undefined;
  private ended = false;
  private joined = false;
  /** `audio-output-unavailable` found before the socket opened. */
  private outputFailure: VoiceClientError | undefined;
  private destroyed: Promise<void> | undefined;
  /** The round-trip rating (`network-quality-change`), pinging from `join()` to the end. */
  private readonly probe: LinkProbe;
  /** The assistant's audio is dropped, not played (a held call). */
  private outputMuted = false;

  constructor(
    readonly context: TransportContext,
    private readonly options: WebSocketTransportOptions = {},
  ) {
    this.openAudio = options.openAudio ?? createWebAudio(options.webAudio);
    this.socket = new ResumableSocket(
      {
        text: (data) => {
          if (this.destroyed) return;
          const pong = data.includes('pong') ? parseServerMessage(data) : undefined;
          if (pong?.type === 'pong') this.probe.pong(pong.id);
          else this.events.emit('app-message', data);
        },
        audio: (frame) => {
          if (!this.destroyed && !this.outputMuted) this.player?.push(frame);
        },
        hangUp: () => this.end(),
        lost: (error) => this.lost(error),
        token: (token) => this.events.emit('resume-token', token),
        reconnecting: (event) => {
          this.probe.setReconnecting(true);
          this.events.emit('reconnecting', event);
        },
        reconnected: (event) => {
          this.probe.setReconnecting(false);
          this.events.emit('reconnected', event);
        },
      },
      options.createWebSocket,
      context.reconnectPolicy,
    );
    this.probe = new LinkProbe(
      (text) => this.socket.sendText(text),
      (quality) => this.events.emit('network-quality-change', quality),
    );
  }

  /** Counters of this call's audio. */
  get stats(): WebSocketCallStats {
    const played = this.player?.stats ?? { framesPlayed: 0, framesDropped: 0, rebuffers: 0 };
    return { ...played, ...this.uplink.stats };
  }

  /** Adds a listener; returns its remover. `destroy()` removes all. */
  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  /**
   * Opens the microphone and audio output (docs/behaviour.md §4 step 5).
   * @throws VoiceClientError `microphone-permission-denied`, `audio-capture-failed`, or `signal.reason`.
   */
  async prepare(signal: AbortSignal): Promise<void> {
    if (this.destroyed) throw VoiceClientError.stopped();
    const opening = invoke(() => this.openAudio(signal));
    let audio: CallAudio;
    try {
      audio = await raceAbort(opening, signal);
    } catch (error) {
      opening.then(
        (late) => late.close(),
        () => undefined,
      );
      if (signal.aborted) throw signal.reason;
      throw captureError(error);
    }
    if (this.destroyed || signal.aborted) {
      void audio.close();
      throw signal.reason ?? VoiceClientError.stopped();
    }
    this.audio = audio;
    this.player = new PcmPlayer(audio, this.options);
    this.player.onUnderrun = (ranOutMs) => this.probe.downlinkGap(ranOutMs);
    audio.setMicEnabled(this.uplink.enabled);
    const maxBufferedBytes = this.options.maxBufferedBytes ?? DEFAULT_MAX_BUFFERED_BYTES;
    audio.onFrame((frame) =>
      this.uplink.push(frame, (data) => this.socket.sendAudio(data, maxBufferedBytes)),
    );
    void checkOutput(audio, () => this.destroyed !== undefined || this.ended, this.options).then(
      (verdict) => {
        if (!verdict || this.destroyed) return;
        if ('warning' in verdict) this.events.emit('warning', verdict.warning);
        else if (this.joined) this.lost(verdict.fatal);
        else this.outputFailure = verdict.fatal; // reported once open, so the platform's call is ended
      },
    );
  }

  /**
   * Opens the socket at `room.url` (docs/behaviour.md §4 step 7); resolves once open.
   * @throws VoiceClientError `no-call`, `join-failed` (closed before opening), `stopped`, or `signal.reason`.
   */
  async join(room: RoomAccess, signal: AbortSignal): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    await this.socket.open(room.url, signal);
    this.joined = true;
    this.probe.start();
    const failure = this.outputFailure;
    if (failure) setTimeout(() => this.lost(failure), 0);
  }

  /** @throws VoiceClientError `recording-failed`, always: no video recording over this transport. */
  startRecording(): void {
    throw new VoiceClientError(
      'recording-failed',
      'Video recording is not available over the WebSocket transport.',
    );
  }

  /** Nothing to stop. */
  stopRecording(): void {}

  /**
   * Emits `remote-audio-level` every `intervalMs` (≥ 100): the peak (0..1) of the audio that played.
   * @throws VoiceClientError (as a rejection) `no-call`, `audio-observer-failed`.
   */
  startAudioLevelObserver(intervalMs: number): Promise<void> {
    if (!this.player || this.destroyed) return Promise.reject(VoiceClientError.noCall());
    if (!(intervalMs >= 100)) {
      return Promise.reject(
        new VoiceClientError(
          'audio-observer-failed',
          'The interval must be a number greater than or equal to 100 milliseconds.',
        ),
      );
    }
    clearInterval(this.levelTimer);
    const player = this.player;
    this.levelTimer = setInterval(
      () => this.events.emit('remote-audio-level', player.level(intervalMs)),
      intervalMs,
    );
    return Promise.resolve();
  }

  /** Resumes the suspended `AudioContext` (from a tap); whether it now runs. */
  resumeAudio(): Promise<boolean> {
    return this.audio?.resume() ?? Promise.resolve(false);
  }

  /** Resolves at once: noise suppression was asked of the browser at capture. */
  enableNoiseCancellation(): Promise<void> {
    return Promise.resolve();
  }

  /** Sends one JSON text frame. @throws VoiceClientError `send-failed` when the socket is not open. */
  sendMessage(data: string): void {
    this.socket.sendText(data);
  }

  /** While muted, silent frames replace the microphone's and its track is disabled. */
  setMicEnabled(enabled: boolean): void {
    this.uplink.enabled = enabled;
    this.audio?.setMicEnabled(enabled);
  }

  /** While muted, the assistant's frames are dropped as they come (nothing queues up to play later). */
  setOutputMuted(muted: boolean): void {
    this.outputMuted = muted;
  }

  /** Whether `AudioContext.setSinkId` exists (Chromium only). */
  canSetOutputDevice(): boolean {
    return this.audio
      ? typeof this.audio.setSinkId === 'function'
      : typeof AudioContext !== 'undefined' &&
          typeof (AudioContext.prototype as { setSinkId?: unknown }).setSinkId === 'function';
  }

  /** @throws VoiceClientError `no-call`, `device-switch-failed` where the browser cannot. */
  async setOutputDevice(deviceId: string): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    if (!this.audio.setSinkId)
      throw new VoiceClientError(
        'device-switch-failed',
        'This browser cannot choose the speaker of this call.',
      );
    await this.audio.setSinkId(deviceId);
  }

  /** `false` while muted. */
  isMicEnabled(): boolean {
    return this.uplink.enabled;
  }

  /** Captures from `track` from now on. @throws VoiceClientError `no-call`. */
  async setMicTrack(track: MediaStreamTrack): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    this.audio.replaceMicTrack(track);
  }

  /** The microphone's peak level, 0..1, over the last {@link LEVEL_WINDOW_MS} ms; 0 while muted. */
  inputLevel(): number {
    return this.uplink.level();
  }

  /** The peak level, 0..1, of the audio that played in the last {@link LEVEL_WINDOW_MS} ms. */
  outputLevel(): number {
    return this.player?.level(LEVEL_WINDOW_MS) ?? 0;
  }

  /** Hangs up (`end-call` first while live), releases everything. Idempotent, bounded, never rejects. */
  destroy(): Promise<void> {
    if (this.destroyed) return this.destroyed;
    clearInterval(this.levelTimer);
    this.levelTimer = undefined;
    this.cancelDrain?.();
    this.cancelDrain = undefined;
    this.probe.stop();
    this.events.clear();
    this.socket.close({ endCall: !this.ended });
    this.player?.dispose();
    const audio = this.audio;
    this.destroyed = audio
      ? settleWithin(
          audio
            .close()
            .catch((error: unknown) =>
              console.warn('[websocket-transport] closing the audio failed', error),
            ),
          this.options.destroyTimeoutMs ?? DEFAULT_WEBSOCKET_DESTROY_TIMEOUT_MS,
        )
      : Promise.resolve();
    return this.destroyed;
  }

  /** An error close after opening, or no audio output: `fatal-error`, once. */
  private lost(error: VoiceClientError): void {
    if (this.destroyed || this.ended) return;
    this.ended = true;
    this.probe.stop();
    this.events.emit('fatal-error', error);
  }

  /**
   * The server ended the call: `left`, once, after its last audio has been heard, so the goodbye is
   * not cut (docs/voice-client.md "End of call"; bounded by `waitForDrain`'s ceiling).
   */
  private end(): void {
    if (this.ended) return;
    this.ended = true;
    this.probe.stop();
    const endTime = this.player?.drain();
    const audio = this.audio;
    if (endTime === undefined || !audio) {
      this.events.emit('left');
      return;
    }
    this.cancelDrain = waitForDrain(audio, endTime, () => {
      this.cancelDrain = undefined;
      if (!this.destroyed) this.events.emit('left');
    });
  }
}
