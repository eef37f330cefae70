/**
 * The start stages and the payloads of the start events (docs/behaviour.md §3 "Progress
 * event", §4 "Progress stages"), part of the client's one event map in
 * `events.ts`, which re-exports everything here.
 */

/**
 * The stages of `start()`, in order, with exactly docs/behaviour.md §4's names
 * ("Progress stages"). `validation` only appears as a failure: a second
 * `start()` while one runs, or a start with no assistant, squad or workflow.
 * A WebSocket call reports {@link WebSocketStartStage} in place of the
 * two Daily-specific names.
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

/**
 * The WebSocket equivalents of docs/behaviour.md §4's Daily-specific stages, used when the
 * web call carries `transport.websocketCallUrl` (`docs/voice-client.md`
 * "Progress stages by transport"):
 * - `audio-capture-setup` replaces `daily-call-object-creation` (step 5:
 *   microphone, `AudioContext`, capture worklet);
 * - `websocket-connection` replaces `daily-call-join` (step 7: the socket
 *   opens).
 */
type WebSocketStartStage = 'audio-capture-setup' | 'websocket-connection';

/** One of {@link START_STAGES} or {@link WebSocketStartStage}. */
export type StartStage = (typeof START_STAGES)[number] | WebSocketStartStage;

/** Status of a progress event (docs/behaviour.md §3 "Progress event"). */
type ProgressStatus = 'started' | 'completed' | 'failed';

/**
 * `call-start-progress` payload (docs/behaviour.md §3 "Progress event").
 *
 * `metadata` by stage: `initialization` `{hasAssistant, hasSquad,
 * hasWorkflow}`; `validation` `{reason: 'already-started' |
 * 'missing-assistant-squad-or-workflow'}`; `web-call-creation` completed
 * `{callId, videoRecordingEnabled, voiceProvider}`;
 * `daily-call-object-creation` started `{action: 'cleanup-existing'}` while a
 * previous room is being cleaned up (`audio-capture-setup` on a WebSocket
 * call, likewise for `websocket-connection`); `mobile-permissions` `{isMobile}` then
 * `{action: 'permissions-wait' | 'skipped-not-mobile'}`;
 * `video-recording-setup` `{action: 'skipped-not-enabled'}` when off;
 * `video-recording-started` `{delaySeconds}`. Any failed event has
 * `{error: <message>}`, or `{reason: 'stopped'}` when `stop()` interrupted
 * that stage.
 */
export interface CallStartProgressEvent {
  readonly stage: StartStage;
  readonly status: ProgressStatus;
  /** ISO 8601 time of the event. */
  readonly timestamp: string;
  /** Milliseconds since the same stage's `started` event (on `completed` and `failed`). */
  readonly duration?: number;
  readonly metadata?: { readonly [key: string]: unknown };
}

/** `call-start-success` payload: `start()` finished every stage. */
export interface CallStartSuccessEvent {
  /** Milliseconds from `start()` to success. */
  readonly totalDuration: number;
  /** The web call id (docs/behaviour.md §3 "Web call response fields"). */
  readonly callId: string;
  /** ISO 8601 time of the event. */
  readonly timestamp: string;
}

/** What `start()` was given, and the device (docs/behaviour.md §4: "assistant, squad or workflow present; mobile"). */
export interface StartContext {
  readonly hasAssistant: boolean;
  readonly hasSquad: boolean;
  readonly hasWorkflow: boolean;
  readonly isMobile: boolean;
}

/** `call-start-failed` payload (docs/behaviour.md §4: "stage, duration, error text, stack, timestamp and context"). */
export interface CallStartFailedEvent {
  /** The stage that failed. */
  readonly stage: StartStage;
  /** Milliseconds from `start()` to the failure. */
  readonly totalDuration: number;
  /** Error text. */
  readonly error: string;
  /** Stack trace of the error ('No stack trace available' when there is none). */
  readonly errorStack: string;
  /** ISO 8601 time of the event. */
  readonly timestamp: string;
  readonly context: StartContext;
}
