/**
 * What a caller may set on the WebSocket transport (`transport.ts`), with its
 * defaults, and the counters it reports: the transport's configuration apart
 * from the call it runs. `docs/voice-client.md` "The WebSocket transport".
 */
import type { OpenCallAudio } from './call-audio.ts';
import type { WebSocketLike } from './call-socket.ts';
import type { OutputCheckOptions } from './output-check.ts';
import type { PlaybackStats, PlayerOptions } from './playback.ts';
import type { UplinkStats } from './uplink.ts';
import type { WebAudioEnvironment } from './web-audio.ts';

/** Options of `createWebSocketTransportFactory` (`transport.ts`); all optional. */
export interface WebSocketTransportOptions extends PlayerOptions, OutputCheckOptions {
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

/** Counters of one call's audio, for diagnostics and benchmarks: played (downlink) and sent (uplink) frames. */
export interface WebSocketCallStats extends PlaybackStats, UplinkStats {}
