/**
 * The transport interface: what the call client needs from a media transport
 * (`docs/voice-client.md` "Transports"). One instance serves one call: `prepare` → `join` → … →
 * `destroy`.
 */
import type { Unsubscribe } from './emitter.ts';
import type { VoiceClientError } from './errors.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import type { ReconnectPolicy } from './reconnect-policy.ts';
import type { TransportNetworkQuality } from './connection-quality.ts';

/** Where to join (docs/behaviour.md §3 "Call-room options": url, token). */
export interface RoomAccess {
  readonly url: string;
  readonly token?: string;
}

/** What the transport is told about the call it serves. */
export interface TransportContext {
  readonly webCall: WebCallResponse;
  /** User name of the assistant's participant, whose audio is played (docs/behaviour.md §9). */
  readonly assistantSpeakerName: string;
  /** `artifactPlan.videoRecordingEnabled`. */
  readonly videoRecordingEnabled: boolean;
  /** The assistant sends video (voice provider `tavus`). */
  readonly assistantVideoEnabled: boolean;
  /** When to retry a dropped connection, for a transport that retries itself; absent: its default. */
  readonly reconnectPolicy?: ReconnectPolicy;
}

/** A non-fatal problem the transport reports; the call goes on. */
export interface TransportWarning {
  readonly type: 'audio-processor-recovery-error' | 'audio-playback-error';
  readonly error: VoiceClientError;
}

interface TransportCameraError {
  readonly cameraErrorType: string;
  readonly error: VoiceClientError;
  readonly audioOk?: boolean;
  readonly videoOk?: boolean;
}

/** Events a transport emits to the client. */
export type TransportEvents = {
  /** Raw app-message data (the client parses it). */
  'app-message': (data: unknown) => void;
  /** The sum of every remote participant's level (each 0..1). */
  'remote-audio-level': (summedLevel: number) => void;
  'assistant-audio-started': () => void;
  /** The room was left after joining. */
  left: () => void;
  /** After joining; during `join()` such errors reject it instead. */
  'fatal-error': (error: VoiceClientError) => void;
  'camera-error': (event: TransportCameraError) => void;
  /** The link's rating changed (Daily's own, or the WebSocket transport's measured round trip). */
  'network-quality-change': (event: TransportNetworkQuality) => void;
  'network-connection': (event: {
    readonly connectionType: string;
    readonly event: string;
  }) => void;
  /** A resume attempt starts (from 1); `left` or `fatal-error` follow only if it cannot resume. */
  reconnecting: (event: { readonly attempt: number; readonly reason: 'network' }) => void;
  reconnected: (event: { readonly downtimeMs: number }) => void;
  /** The platform's resume secret changed; what a later page needs (`persist-call`). */
  'resume-token': (event: { readonly token: string; readonly graceSeconds: number }) => void;
  'recording-started': () => void;
  warning: (warning: TransportWarning) => void;
};

/**
 * A media transport for one call. Every promise must settle or honour its `signal`. Methods other
 * than `on`, `destroy` and `prepare` are called only after `prepare` succeeded.
 */
export interface Transport {
  /** Adds a listener; returns its remover. */
  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe;
  /**
   * Gets ready to join (docs/behaviour.md §4 step 5).
   * @throws VoiceClientError `sdk-load-failed`, `invalid-room-options`, `call-object-failed`, or `signal.reason`.
   */
  prepare(signal: AbortSignal): Promise<void>;
  /**
   * Joins (docs/behaviour.md §4 step 7); rejects on a fatal room error, leaving, or abort.
   * @throws VoiceClientError `join-failed`, or `signal.reason`.
   */
  join(room: RoomAccess, signal: AbortSignal): Promise<void>;
  /** Starts video recording (docs/behaviour.md §4 step 8); emits `recording-started` later. */
  startRecording(): void;
  /** Never throws. */
  stopRecording(): void;
  /** Starts the remote audio-level observer (docs/behaviour.md §4 step 9); `intervalMs` ≥ 100. */
  startAudioLevelObserver(intervalMs: number): Promise<void>;
  /** docs/behaviour.md §4 step 10. */
  enableNoiseCancellation(): Promise<void>;
  /** Sends one encoded app message; throws when the room refuses it. */
  sendMessage(data: string): void;
  /** Enables or disables the local microphone. */
  setMicEnabled(enabled: boolean): void;
  /** Whether the local microphone is enabled. */
  isMicEnabled(): boolean;
  /** Replaces the microphone track, e.g. with a gain-boosted one. */
  setMicTrack(track: MediaStreamTrack): Promise<void>;
  /** The microphone's level, 0..1 (peak of the last ~100 ms; 0 muted). Absent: 0. */
  inputLevel?(): number;
  /** The assistant's level, 0..1 (peak of the last ~100 ms). Absent: the last observer sample. */
  outputLevel?(): number;
  /** Whether this browser lets it choose the audio output device; absent: it cannot. */
  canSetOutputDevice?(): boolean;
  /**
   * Plays the assistant through `deviceId` (`''`: default) from now on.
   * @throws what `setSinkId` rejects with.
   */
  setOutputDevice?(deviceId: string): Promise<void>;
  /** Starts audio the browser kept suspended, from a gesture; whether it now plays. */
  resumeAudio?(): Promise<boolean>;
  /** Stops (`true`) or restarts playing the assistant's audio, e.g. while the call is held. */
  setOutputMuted?(muted: boolean): void;
  /** Leaves and releases everything. Idempotent; bounded wait; never rejects. */
  destroy(): Promise<void>;
}

/** Makes one {@link Transport} per call. */
export interface TransportFactory {
  create(context: TransportContext): Transport;
  /** Warms up (e.g. downloads the SDK) so the next call starts sooner. Never rejects. */
  prefetch?(): Promise<void>;
}
