/**
 * What a caller may set on the Daily transport (`transport.ts`), with its
 * defaults: the transport's configuration apart from the call object it runs.
 */
import type { AudioSinkOptions } from './audio-sink.ts';
import type { DailyLoader } from './call-like.ts';
import type { DailyRoomOptions } from './room-options.ts';

/** Options of `createDailyTransportFactory` (`transport.ts`). */
export interface DailyTransportOptions {
  /** Loads daily-js; default a dynamic `import('@daily-co/daily-js')`. Tests pass a fake. */
  readonly loadDaily?: DailyLoader;
  /** Call-room options (docs/behaviour.md §3), validated per docs/behaviour.md §5 when the factory is made and again before each call. */
  readonly roomOptions?: DailyRoomOptions;
  /** Microphone: `true` (default device), a device id, a track, or `false`. Default `true`. */
  readonly audioSource?: boolean | string | MediaStreamTrack;
  /** Where the assistant's `<audio>` element goes; default `document.body`. */
  readonly audio?: AudioSinkOptions;
  /** Longest wait, in milliseconds, for daily's `destroy()` before giving up on it. Default 2000. */
  readonly destroyTimeoutMs?: number;
}

/** Grace window assumed for a Daily room, s (Daily keeps a room whose last participant left for a while). */
export const DAILY_RESUME_GRACE_SECONDS = 20;

/** Default of {@link DailyTransportOptions.destroyTimeoutMs}. */
export const DEFAULT_DESTROY_TIMEOUT_MS = 2000;

/** Video recording settings (docs/behaviour.md §4 step 8, §9 "Video recording"). */
export const RECORDING_OPTIONS = {
  width: 1280,
  height: 720,
  layout: { preset: 'default' },
} as const;
