/**
 * The voice call client (`docs/voice-client.md`; `docs/voice-client.md`):
 * `VoiceClient`, its events, errors, message types, the transport interface,
 * the transport registry and selection, the reconnect policy, the Daily
 * transport and the WebSocket transport.
 *
 * Importing this module does not load daily-js: the Daily transport imports
 * it lazily, when a Daily call starts or on `prefetch()`; a WebSocket call
 * never loads it.
 */
export { VoiceClient, type VoiceClientState } from './voice-client.ts';
export { readResumeState, type ResumeState } from './resume.ts';
export {
  DEFAULT_API_URL,
  DEFAULT_ASSISTANT_SPEAKER_NAME,
  DEFAULT_JOIN_TIMEOUT_MS,
  DEFAULT_SETUP_STEP_WAIT_MS,
  type VoiceClientOptions,
} from './options.ts';
export {
  START_STAGES,
  WEBSOCKET_START_STAGES,
  VOICE_CLIENT_EVENT_NAMES,
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  type CallStartSuccessEvent,
  type CallReconnectingEvent,
  type CallReconnectedEvent,
  type CameraErrorEvent,
  type JsonValue,
  type NetworkConnectionEvent,
  type NetworkQualityEvent,
  type ProgressStatus,
  type StartContext,
  type StartStage,
  type VoiceClientEventDetail,
  type VoiceClientEventName,
  type VoiceClientEvents,
  type VoiceErrorEvent,
  type VoiceErrorType,
} from './events.ts';
export {
  VoiceClientError,
  MISSING_INPUT_MESSAGE,
  NO_CALL_MESSAGE,
  type VoiceClientErrorCode,
} from './errors.ts';
export type { SerializedError } from './serialize-error.ts';
export type { Unsubscribe } from './emitter.ts';
export {
  sayMessage,
  type AddMessageMessage,
  type ClientMessage,
  type ControlMessage,
  type EndCallMessage,
  type SayMessage,
  type ServerMessageListener,
  type ServerMessageRead,
} from './messages.ts';
export type { IdOrDefinition, StartCallOptions } from './payload.ts';
export type {
  RoomAccess,
  Transport,
  TransportCameraError,
  TransportContext,
  TransportEvents,
  TransportFactory,
  TransportWarning,
} from './transport.ts';
export {
  roomAccessFor,
  TRANSPORT_NAMES,
  transportKindOf,
  type TransportKind,
  type TransportNames,
} from './transport-kind.ts';
export type {
  ResumeCodec,
  ResumeTarget,
  ResumeToken,
  ToolAnswer,
  TransportDescriptor,
} from './transport-descriptor.ts';
export {
  DEFAULT_TRANSPORTS,
  TRANSPORTS,
  TransportRegistry,
  type BuiltInTransportKind,
} from './transports.ts';
export { dailyTransport } from './daily/descriptor.ts';
export { websocketTransport } from './websocket/descriptor.ts';
export {
  DEFAULT_RECONNECT_POLICY,
  exponentialReconnectPolicy,
  RECONNECT_MAX_DELAY_MS,
  RECONNECT_STARTING_DELAY_MS,
  type ExponentialReconnectOptions,
  type ReconnectContext,
  type ReconnectPolicy,
} from './reconnect-policy.ts';
export {
  createTransportFactory,
  type SelectingTransportFactory,
  type TransportSelectionOptions,
} from './select-transport.ts';
export {
  createWebSocketTransportFactory,
  MAX_DRAIN_MS,
  NORMAL_CLOSURE,
  WebSocketTransport,
  type WebSocketLike,
} from './websocket/transport.ts';
export {
  DEFAULT_MAX_BUFFERED_BYTES,
  DEFAULT_WEBSOCKET_DESTROY_TIMEOUT_MS,
  type WebSocketCallStats,
  type WebSocketTransportOptions,
} from './websocket/options.ts';
export type { AudioOutput, CallAudio, OpenCallAudio } from './websocket/call-audio.ts';
export {
  createWebAudio,
  MICROPHONE_CONSTRAINTS,
  type WebAudioEnvironment,
} from './websocket/web-audio.ts';
export { PCM_CAPTURE_WORKLET_FILE, pcmCaptureWorkletUrl } from './websocket/worklet-url.ts';
export {
  PCM_FRAME_BYTES,
  PCM_FRAME_MS,
  PCM_FRAME_SAMPLES,
  PCM_SAMPLE_RATE,
} from './websocket/pcm.ts';
export {
  DEFAULT_JITTER_BUFFER_MS,
  DEFAULT_MAX_LATENCY_MS,
  type PlaybackStats,
  type PlayerOptions,
} from './websocket/playback.ts';
export { createDailyTransportFactory, DailyTransport } from './daily/transport.ts';
export {
  DEFAULT_DESTROY_TIMEOUT_MS,
  RECORDING_OPTIONS,
  type DailyTransportOptions,
} from './daily/options.ts';
export type { DailyCallLike, DailyFactoryLike, DailyLoader } from './daily/call-like.ts';
export { validateRoomOptions, type DailyRoomOptions } from './daily/room-options.ts';
export type { AudioSinkOptions } from './daily/audio-sink.ts';
export type { MicGainEnvironment } from './mic-gain.ts';
