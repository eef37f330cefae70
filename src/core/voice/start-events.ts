/** The start stages and the start events' payloads (docs/behaviour.md §3 "Progress event", §4 "Progress stages"). */

/**
 * The stages of `start()`, in order (docs/behaviour.md §4 "Progress stages"); `validation` only
 * appears as a failure. A WebSocket call reports {@link WebSocketStartStage} for the Daily ones.
 */
export const START_STAGES = [
  'initialization',
  'validation',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'video-recording-started',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

/** Replace `daily-call-object-creation` and `daily-call-join` (`docs/voice-client.md` "Progress stages by transport"). */
type WebSocketStartStage = 'audio-capture-setup' | 'websocket-connection';

/** One of {@link START_STAGES} or {@link WebSocketStartStage}. */
export type StartStage = (typeof START_STAGES)[number] | WebSocketStartStage;

type ProgressStatus = 'started' | 'completed' | 'failed';

/**
 * `call-start-progress` payload (docs/behaviour.md §3 "Progress event"). `metadata`:
 * `initialization` `{hasAssistant, hasSquad, hasWorkflow}`; `validation` `{reason}`;
 * `web-call-creation` completed `{callId, videoRecordingEnabled, voiceProvider}`; the prepare
 * stage `{action: 'cleanup-existing'}`; `mobile-permissions` `{isMobile}`, then `{action}`;
 * `video-recording-started` `{delaySeconds}`; failed: `{error}`, or `{reason: 'stopped'}`.
 */
export interface CallStartProgressEvent {
  readonly stage: StartStage;
  readonly status: ProgressStatus;
  /** ISO 8601. */
  readonly timestamp: string;
  /** ms since the stage's `started` event. */
  readonly duration?: number;
  readonly metadata?: { readonly [key: string]: unknown };
}

/** `call-start-success` payload. */
export interface CallStartSuccessEvent {
  /** ms from `start()`. */
  readonly totalDuration: number;
  readonly callId: string;
  /** ISO 8601. */
  readonly timestamp: string;
}

/** What `start()` was given, and the device (docs/behaviour.md §4). */
export interface StartContext {
  readonly hasAssistant: boolean;
  readonly hasSquad: boolean;
  readonly hasWorkflow: boolean;
  readonly isMobile: boolean;
}

/** `call-start-failed` payload (docs/behaviour.md §4). */
export interface CallStartFailedEvent {
  readonly stage: StartStage;
  /** ms from `start()`. */
  readonly totalDuration: number;
  readonly error: string;
  /** 'No stack trace available' when there is none. */
  readonly errorStack: string;
  /** ISO 8601. */
  readonly timestamp: string;
  readonly context: StartContext;
}
