/**
 * The voice call client (issue 3): `VoiceClient`, its events, errors,
 * message types, the transport interface and the Daily transport.
 *
 * Importing this module does not load daily-js: the Daily transport imports
 * it lazily, when a call starts or on `prefetch()`.
 */
export {
  VoiceClient,
  DEFAULT_API_URL,
  DEFAULT_ASSISTANT_SPEAKER_NAME,
  DEFAULT_JOIN_TIMEOUT_MS,
  DEFAULT_SETUP_STEP_WAIT_MS,
  type VoiceClientOptions,
  type VoiceClientState,
} from './voice-client.ts';
export {
  START_STAGES,
  VOICE_CLIENT_EVENT_NAMES,
  type CallStartFailedEvent,
  type CallStartProgressEvent,
  type CallStartSuccessEvent,
  type CameraErrorEvent,
  type JsonValue,
  type NetworkConnectionEvent,
  type NetworkQualityEvent,
  type ProgressStatus,
  type ServerMessage,
  type StartContext,
  type StartStage,
  type VoiceClientEventDetail,
  type VoiceClientEventName,
  type VoiceClientEvents,
  type VoiceErrorEvent,
  type VoiceErrorType,
} from './events.ts';
export { VoiceClientError, MISSING_INPUT_MESSAGE, NO_CALL_MESSAGE, type VoiceClientErrorCode } from './errors.ts';
export type { SerializedError } from './serialize-error.ts';
export type { Unsubscribe } from './emitter.ts';
export {
  sayMessage,
  type AddMessageMessage,
  type ClientMessage,
  type ControlMessage,
  type EndCallMessage,
  type SayMessage,
} from './messages.ts';
export type { IdOrDefinition } from './payload.ts';
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
  createDailyTransportFactory,
  DailyTransport,
  DEFAULT_DESTROY_TIMEOUT_MS,
  RECORDING_OPTIONS,
  type DailyTransportOptions,
} from './daily/transport.ts';
export type { DailyCallLike, DailyFactoryLike, DailyLoader } from './daily/call-like.ts';
export { validateRoomOptions, type DailyRoomOptions } from './daily/room-options.ts';
export type { AudioSinkOptions } from './daily/audio-sink.ts';
export type { MicGainEnvironment } from './mic-gain.ts';
