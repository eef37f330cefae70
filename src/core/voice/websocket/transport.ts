/**
 * The WebSocket transport: one call over Vapi's WebSocket transport as the
 * local platform speaks it (`docs/platform.md` "WebSocket `GET
 * /api/call/{id}/ws`"), behind the {@link Transport} interface, without
 * daily-js. `docs/voice-client.md` "The WebSocket transport" is the prose.
 *
 * - `prepare` (stage `audio-capture-setup`): opens the microphone and audio
 *   output ({@link OpenCallAudio}; by default `web-audio.ts`). A suspended
 *   `AudioContext` (autoplay policy) gives the warning `audio-playback-error`,
 *   as Daily's refused `<audio>.play()` does; the call goes on. An output the
 *   browser allows but that never starts (no audio output device,
 *   `output-check.ts`) is a `fatal-error` `audio-output-unavailable`, once the
 *   socket is open: the call is given up and ended.
 * - `join` (stage `websocket-connection`): opens the socket ({@link ResumableSocket},
 *   which resumes the call after a network drop: `reconnecting`, `reconnected`);
 *   every 20 ms microphone frame goes out through the {@link MicUplink}.
 * - Downlink: binary frames go to the jitter buffer ({@link PcmPlayer}); text
 *   frames are `app-message` data, read by the session (`session.ts`) as Daily's are.
 * - The level observer's `remote-audio-level` is the peak of the audio that played.
 * - The server hanging up (`{"type":"hang"}` or close 1000) gives `left`, once,
 *   after the jitter buffer has played (at most 1 s); a drop that cannot be
 *   resumed is a `fatal-error` (`connection-lost`, or `websocket-error`).
 * - Not over this transport: video recording (`startRecording` throws
 *   `recording-failed`) and `assistant-audio-started`; noise suppression is
 *   the browser's, asked for at capture.
 * - Its options and counters are `options.ts`.
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
import { checkOutput } from './output-check.ts';
import { PcmPlayer } from './playback.ts';
import { LEVEL_WINDOW_MS, MicUplink } from './uplink.ts';
import { createWebAudio } from './web-audio.ts';

export type { WebSocketLike } from './call-socket.ts';

/** Longest wait, after the server ended the call, for its last audio to finish playing, in ms. */
const MAX_DRAIN_MS = 1000;

/**
 * A {@link TransportFactory} that makes one {@link WebSocketTransport} per
 * call. Nothing needs downloading ahead, so it has no `prefetch`.
 */
export function createWebSocketTransportFactory(
  options: WebSocketTransportOptions = {},
): TransportFactory {
  return { create: (context) => new WebSocketTransport(context, options) };
}

/** One call over a WebSocket; see the module comment. Build it through {@link createWebSocketTransportFactory}. */
export class WebSocketTransport implements Transport {
  private readonly events = new Emitter<TransportEvents>('websocket-transport', 0);
  private readonly openAudio: OpenCallAudio;
  private readonly socket: ResumableSocket;
  private readonly uplink = new MicUplink();
  private audio: CallAudio | undefined;
  private player: PcmPlayer | undefined;
  private levelTimer: ReturnType<typeof setInterval> | undefined;
  private drainTimer: ReturnType<typeof setTimeout> | undefined;
  private ended = false;
  private joined = false;
  /** `audio-output-unavailable` found before the socket opened ({@link checkOutput}). */
  private outputFailure: VoiceClientError | undefined;
  private destroyed: Promise<void> | undefined;

  /**
   * @param context the call (its web call carries `transport.websocketCallUrl`).
   * @param options see {@link WebSocketTransportOptions}.
   */
  constructor(
    readonly context: TransportContext,
    private readonly options: WebSocketTransportOptions = {},
  ) {
    this.openAudio = options.openAudio ?? createWebAudio(options.webAudio);
    this.socket = new ResumableSocket(
      {
        text: (data) => {
          if (!this.destroyed) this.events.emit('app-message', data);
        },
        audio: (frame) => {
          if (!this.destroyed) this.player?.push(frame);
        },
        hangUp: () => this.end(),
        lost: (error) => this.lost(error),
        token: (token) => this.events.emit('resume-token', token),
        reconnecting: (event) => this.events.emit('reconnecting', event),
        reconnected: (event) => this.events.emit('reconnected', event),
      },
      options.createWebSocket,
      context.reconnectPolicy,
    );
  }

  /** Counters of this call's audio. */
  get stats(): WebSocketCallStats {
    const played = this.player?.stats ?? { framesPlayed: 0, framesDropped: 0, rebuffers: 0 };
    return { ...played, ...this.uplink.stats };
  }

  /** Adds a listener (see {@link TransportEvents}); returns the function that removes it. `destroy()` removes all. */
  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  /**
   * Opens the microphone and audio output (docs/behaviour.md §4 step 5; stage
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
        else this.outputFailure = verdict.fatal; // reported once the socket is open, so that the call is ended on the platform
      },
    );
  }

  /**
   * Opens the socket at `room.url` (docs/behaviour.md §4 step 7; stage
   * `websocket-connection`). Resolves once open.
   * @throws VoiceClientError `no-call` before {@link prepare} or after
   *   {@link destroy}; `join-failed` when the socket closes before opening
   *   (refused upgrade: HTTP 404/409, unreachable server); `stopped`; or
   *   `signal.reason` (the socket is then closed).
   */
  async join(room: RoomAccess, signal: AbortSignal): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    await this.socket.open(room.url, signal);
    this.joined = true;
    const failure = this.outputFailure;
    if (failure) setTimeout(() => this.lost(failure), 0);
  }

  /**
   * Video recording does not exist over this transport.
   * @throws VoiceClientError `recording-failed`, always.
   */
  startRecording(): void {
    throw new VoiceClientError(
      'recording-failed',
      'Video recording is not available over the WebSocket transport.',
    );
  }

  /** Nothing to stop (see {@link startRecording}). */
  stopRecording(): void {}

  /**
   * Emits `remote-audio-level` every `intervalMs` (≥ 100, docs/behaviour.md §9): the peak
   * level (0..1) of the assistant audio that played during the last interval.
   * @throws VoiceClientError (as a rejection) `no-call` before {@link prepare};
   *   `audio-observer-failed` for an interval under 100 ms.
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

  /** Resumes the suspended `AudioContext` (call from a tap); whether it now runs. */
  resumeAudio(): Promise<boolean> {
    return this.audio?.resume() ?? Promise.resolve(false);
  }

  /** Resolves at once: noise suppression was requested from the browser at capture (`noiseSuppression: true`). */
  enableNoiseCancellation(): Promise<void> {
    return Promise.resolve();
  }

  /**
   * Sends one text frame (a JSON control message, docs/platform.md "Text frames:
   * control messages").
   * @throws VoiceClientError `send-failed` when the socket is not open.
   */
  sendMessage(data: string): void {
    this.socket.sendText(data);
  }

  /**
   * Mutes (`false`) or unmutes the microphone: while muted, silent frames
   * are sent in place of the microphone's (`uplink.ts`), and the microphone
   * track is disabled.
   */
  setMicEnabled(enabled: boolean): void {
    this.uplink.enabled = enabled;
    this.audio?.setMicEnabled(enabled);
  }

  /** `AudioContext.setSinkId`: in Chromium, not in Firefox or WebKit (the speaker picker). */
  canSetOutputDevice(): boolean {
    return this.audio
      ? typeof this.audio.setSinkId === 'function'
      : typeof AudioContext !== 'undefined' &&
          typeof (AudioContext.prototype as { setSinkId?: unknown }).setSinkId === 'function';
  }

  /**
   * Plays the assistant through `deviceId` (`''`: the default) with
   * `AudioContext.setSinkId`.
   * @throws VoiceClientError `no-call` before {@link prepare} or after
   *   {@link destroy}, `device-switch-failed` where the browser cannot;
   *   else what `setSinkId` rejects with.
   */
  async setOutputDevice(deviceId: string): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    if (!this.audio.setSinkId)
      throw new VoiceClientError(
        'device-switch-failed',
        'This browser cannot choose the speaker of this call.',
      );
    await this.audio.setSinkId(deviceId);
  }

  /** `false` while muted (silent frames are sent), else `true`. */
  isMicEnabled(): boolean {
    return this.uplink.enabled;
  }

  /**
   * Captures from `track` from now on (the `MicGain` chain's boosted track).
   * @throws VoiceClientError `no-call` before {@link prepare} or after {@link destroy}.
   */
  async setMicTrack(track: MediaStreamTrack): Promise<void> {
    if (!this.audio || this.destroyed) throw VoiceClientError.noCall();
    this.audio.replaceMicTrack(track);
  }

  /**
   * The microphone's level, 0..1: the peak sample of the frames captured in
   * the last {@link LEVEL_WINDOW_MS} ms; 0 while muted.
   */
  inputLevel(): number {
    return this.uplink.level();
  }

  /** The assistant's level, 0..1: peak of the audio that played in the last {@link LEVEL_WINDOW_MS} ms. */
  outputLevel(): number {
    return this.player?.level(LEVEL_WINDOW_MS) ?? 0;
  }

  /**
   * Hangs up (`ResumableSocket.close`: `end-call` ahead of the 1000 close
   * when the call is still live), stops the level observer,
   * the jitter buffer, the microphone and the `AudioContext`, and removes
   * every listener. Idempotent; resolves within `destroyTimeoutMs`; never
   * rejects.
   */
  destroy(): Promise<void> {
    if (this.destroyed) return this.destroyed;
    clearInterval(this.levelTimer);
    this.levelTimer = undefined;
    clearTimeout(this.drainTimer);
    this.drainTimer = undefined;
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

  /** The socket closed with an error code after opening, or nobody can hear the call: `fatal-error`, once, unless the call already ended. */
  private lost(error: VoiceClientError): void {
    if (this.destroyed || this.ended) return;
    this.ended = true;
    this.events.emit('fatal-error', error);
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
