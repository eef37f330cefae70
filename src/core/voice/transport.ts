/**
 * The transport interface: what the call client needs from a media
 * transport. The client core (web-call creation, stages, events, speech
 * detection, the message protocol) never touches daily-js; `DailyTransport`
 * is one implementation, and tests use it over a hand-written fake call
 * object.
 *
 * One transport instance serves one call: `prepare` → `join` → … →
 * `destroy`. The factory makes a fresh one for every `start()`.
 */
import type { Unsubscribe } from './emitter.ts';
import type { VoiceClientError } from './errors.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import type { ReconnectPolicy } from './reconnect-policy.ts';

/** Where to join (docs/behaviour.md §3 "Call-room options": url, token). */
export interface RoomAccess {
  readonly url: string;
  readonly token?: string;
}

/** What the transport is told about the call it serves. */
export interface TransportContext {
  /** The `POST /call/web` response (docs/behaviour.md §3 "Web call response fields"). */
  readonly webCall: WebCallResponse;
  /** User name of the assistant's participant, whose audio is played (docs/behaviour.md §9, default `Vapi Speaker`). */
  readonly assistantSpeakerName: string;
  /** `artifactPlan.videoRecordingEnabled`: send video and subscribe to it. */
  readonly videoRecordingEnabled: boolean;
  /** The assistant sends video (voice provider `tavus`): subscribe to it. */
  readonly assistantVideoEnabled: boolean;
  /**
   * When to retry a dropped connection (`VoiceClientOptions.reconnectPolicy`,
   * `docs/voice-client.md` "Reconnect policy"); a transport that retries by
   * itself asks it before each attempt. Absent: the transport's default.
   */
  readonly reconnectPolicy?: ReconnectPolicy;
}

/** A non-fatal problem the transport reports; the call goes on. */
export interface TransportWarning {
  readonly type: 'audio-processor-recovery-error' | 'audio-playback-error';
  readonly error: VoiceClientError;
}

/** Camera or microphone failure reported by the room. */
interface TransportCameraError {
  readonly cameraErrorType: string;
  readonly error: VoiceClientError;
  readonly audioOk?: boolean;
  readonly videoOk?: boolean;
}

/** Events a transport emits to the client. */
export type TransportEvents = {
  /** Raw app-message data from a remote participant (the client parses it). */
  'app-message': (data: unknown) => void;
  /** One audio-observer sample: the sum of every remote participant's level (each 0..1). */
  'remote-audio-level': (summedLevel: number) => void;
  /** The assistant's audio has started playing. */
  'assistant-audio-started': () => void;
  /** The room was left (after joining). */
  left: () => void;
  /** A fatal room error after joining. During `join()` such errors reject the join instead. */
  'fatal-error': (error: VoiceClientError) => void;
  'camera-error': (event: TransportCameraError) => void;
  'network-quality-change': (event: {
    readonly quality: number;
    readonly threshold: string;
    readonly networkState: string;
  }) => void;
  'network-connection': (event: {
    readonly connectionType: string;
    readonly event: string;
  }) => void;
  /**
   * The connection dropped and a resume attempt starts (1-based `attempt`;
   * docs/voice-client.md "Reconnect policy"). The call is not over: `left` or `fatal-error`
   * follow only if it cannot be resumed.
   */
  reconnecting: (event: { readonly attempt: number; readonly reason: 'network' }) => void;
  /** The call is carried again after `downtimeMs` ms without a connection. */
  reconnected: (event: { readonly downtimeMs: number }) => void;
  /**
   * The platform's resume secret for this call changed (WebSocket transport:
   * at call start and after each resume); what a later page needs to take
   * the call over (`persist-call`).
   */
  'resume-token': (event: { readonly token: string; readonly graceSeconds: number }) => void;
  /** Video recording has started. */
  'recording-started': () => void;
  warning: (warning: TransportWarning) => void;
};

/**
 * A media transport for one call. Every method that returns a promise must
 * settle or honour its `signal`; the client also races them against its own
 * abort. Methods other than `on`, `destroy` and `prepare` are called only
 * after `prepare` succeeded.
 */
export interface Transport {
  /** Adds a listener; returns the function that removes it. */
  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe;
  /**
   * Loads the SDK, checks the room options and creates the call object
   * (docs/behaviour.md §4 step 5, stage `daily-call-object-creation`).
   * @throws VoiceClientError `sdk-load-failed`, `invalid-room-options`, `call-object-failed`, or `signal.reason`.
   */
  prepare(signal: AbortSignal): Promise<void>;
  /**
   * Joins without automatic track subscription (docs/behaviour.md §4 step 7). Rejects as
   * soon as the room reports a fatal error, the room is left, or `signal`
   * aborts (the client aborts it on its join timeout).
   * @throws VoiceClientError `join-failed`, or `signal.reason`.
   */
  join(room: RoomAccess, signal: AbortSignal): Promise<void>;
  /** Starts video recording: 1280x720, layout preset `default` (docs/behaviour.md §4 step 8). Emits `recording-started` later. */
  startRecording(): void;
  /** Stops video recording; never throws. */
  stopRecording(): void;
  /** Starts the remote audio-level observer (docs/behaviour.md §4 step 9). `intervalMs` ≥ 100. */
  startAudioLevelObserver(intervalMs: number): Promise<void>;
  /** Enables noise cancellation (docs/behaviour.md §4 step 10). */
  enableNoiseCancellation(): Promise<void>;
  /** Sends one app message (already encoded) to the room. Throws when the room refuses it. */
  sendMessage(data: string): void;
  /** Enables or disables the local microphone. */
  setMicEnabled(enabled: boolean): void;
  /** Whether the local microphone is enabled. */
  isMicEnabled(): boolean;
  /** Replaces the microphone track, e.g. with a gain-boosted one. */
  setMicTrack(track: MediaStreamTrack): Promise<void>;
  /**
   * The local microphone's level now, 0..1 (peak of the last ~100 ms of
   * captured audio; 0 while muted). Optional: a transport without it reads 0.
   */
  inputLevel?(): number;
  /**
   * The assistant's output level now, 0..1 (peak of what played in the last
   * ~100 ms). Optional: the client then uses the last observer sample.
   */
  outputLevel?(): number;
  /**
   * Whether this browser lets the transport route the assistant's audio to
   * a chosen output device (`setSinkId` on its `<audio>` elements or on its
   * `AudioContext`; false in WebKit, and in Firefox for an `AudioContext`).
   * Optional: absent means it cannot (the speaker picker).
   */
  canSetOutputDevice?(): boolean;
  /**
   * Plays the assistant through the output device `deviceId` (a
   * `MediaDeviceInfo.deviceId` of kind `audiooutput`; `''` is the browser's
   * default) from now on, and for audio that starts later in the call.
   * Optional: see {@link canSetOutputDevice}.
   * @throws what `setSinkId` rejects with (`NotFoundError` for an unknown
   *   device, `NotAllowedError` when the page may not use it).
   */
  setOutputDevice?(deviceId: string): Promise<void>;
  /**
   * Starts the audio output the browser kept suspended (autoplay policy),
   * from a visitor's gesture. Optional: without it the output needs no help.
   * @returns whether audio now plays.
   */
  resumeAudio?(): Promise<boolean>;
  /**
   * Leaves the room and releases everything: listeners, audio elements,
   * the call object. Idempotent. Resolves when done or after a bounded
   * wait (a room that never answered may never confirm), never rejects.
   */
  destroy(): Promise<void>;
}

/** Makes one {@link Transport} per call. */
export interface TransportFactory {
  create(context: TransportContext): Transport;
  /** Warms up (e.g. downloads the SDK chunk) so the next call starts sooner. Never rejects. */
  prefetch?(): Promise<void>;
}
