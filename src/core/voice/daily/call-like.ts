/**
 * The part of daily-js the Daily transport uses, as types only (this module
 * imports nothing from daily-js at run time). The real `Daily` default export
 * satisfies {@link DailyFactoryLike}; tests pass a hand-written fake.
 */
import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipantsObject,
  DailyParticipantUpdateOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';

/** The methods of a daily-js call object that the transport calls. */
export interface DailyCallLike {
  join(properties?: DailyCallOptions): Promise<unknown>;
  leave(): Promise<void>;
  destroy(): Promise<void>;
  participants(): DailyParticipantsObject;
  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
  setInputDevicesAsync(devices: { audioSource?: MediaStreamTrack | false }): Promise<unknown>;
  updateInputSettings(inputSettings: DailyInputSettings): Promise<unknown>;
  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void>;
  /** Optional in fakes: the local microphone level observer (daily-js 0.92). */
  startLocalAudioLevelObserver?(interval?: number): Promise<void>;
  /** Optional in fakes: the local microphone level, 0..1, once the observer runs. */
  getLocalAudioLevel?(): number;
  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void;
  stopRecording(options?: { instanceId: string }): void;
  sendAppMessage(data: unknown, to?: string | string[]): unknown;
  /** Optional in fakes: the link's statistics (daily-js; its round trip rates the connection). */
  getNetworkStats?(): Promise<unknown>;
  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): unknown;
}

/** daily-js's factory (its default export), reduced to `createCallObject`. */
export interface DailyFactoryLike {
  createCallObject(properties?: DailyFactoryOptions): DailyCallLike;
}

/** Loads daily-js (or a fake of it). */
export type DailyLoader = () => Promise<DailyFactoryLike>;
