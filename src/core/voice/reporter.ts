/**
 * Builds and emits the client's structured events: progress (docs/behaviour.md §3
 * "Progress event"), start success and failure (docs/behaviour.md §4), and `error`
 * (docs/behaviour.md §8), with ISO timestamps and millisecond durations.
 */
import type { Emitter } from './emitter.ts';
import type { VoiceClientError } from './errors.ts';
import type {
  JsonValue,
  StartStage,
  VoiceClientEvents,
  VoiceErrorEvent,
  VoiceErrorType,
} from './events.ts';
import type { ServerMessageListener, ServerMessageRead } from './messages.ts';
import type { StartContext } from './start-events.ts';
import { serializeError } from './serialize-error.ts';

type Metadata = { readonly [key: string]: unknown };

/** The start of a call as the reporter times it (a `CallSession`). */
export interface StageClock {
  /** `Date.now()` when `start()` was called. */
  readonly startedAt: number;
  readonly context: StartContext;
  /** The stage under way; written by {@link Reporter.started}. */
  stage: StartStage;
  /** `Date.now()` when {@link stage} started, ms. */
  stageStartedAt: number;
}

/** The client's typed channel of the server's messages (`VoiceClient.onServerMessage`). */
export type ServerMessageEvents = { read: ServerMessageListener };

/** One per client; emits on that client's emitters only. */
export class Reporter {
  /**
   * @param events the client's emitter (also used directly for events that are not reports).
   * @param label the client's log prefix.
   * @param reads the client's typed channel of the server's messages.
   */
  constructor(
    readonly events: Emitter<VoiceClientEvents>,
    readonly label: string,
    private readonly reads: Emitter<ServerMessageEvents>,
  ) {}

  /**
   * A server message (or the client's own ended status-update): its read, when
   * it has one, to the typed listeners, then the data as sent to `message`.
   */
  message(message: JsonValue, read: ServerMessageRead | undefined): void {
    if (read) this.reads.emit('read', read);
    this.events.emit('message', message);
  }

  /** `call-start-progress` `started`; makes `stage` the session's current stage. */
  started(session: StageClock, stage: StartStage, metadata?: Metadata): void {
    const now = Date.now();
    session.stage = stage;
    session.stageStartedAt = now;
    this.events.emit('call-start-progress', {
      stage,
      status: 'started',
      timestamp: iso(now),
      ...(metadata ? { metadata } : {}),
    });
  }

  /**
   * `call-start-progress` `completed`, with the duration since `stage`
   * started when it is the current stage (a skipped stage has none).
   */
  completed(session: StageClock, stage: StartStage, metadata?: Metadata): void {
    const now = Date.now();
    const duration = session.stage === stage ? now - session.stageStartedAt : undefined;
    this.events.emit('call-start-progress', {
      stage,
      status: 'completed',
      timestamp: iso(now),
      ...(duration === undefined ? {} : { duration }),
      ...(metadata ? { metadata } : {}),
    });
  }

  /** `call-start-progress` `failed` for `stage` (default: the current one). */
  failed(
    session: StageClock | undefined,
    metadata: Metadata,
    stage: StartStage | undefined = session?.stage,
  ): void {
    const now = Date.now();
    const duration = session && stage === session.stage ? now - session.stageStartedAt : undefined;
    this.events.emit('call-start-progress', {
      stage: stage ?? 'validation',
      status: 'failed',
      timestamp: iso(now),
      ...(duration === undefined ? {} : { duration }),
      metadata,
    });
  }

  /**
   * `call-start-failed` (docs/behaviour.md §4), then the stage's `error` event (docs/behaviour.md §8):
   * type `<stage>-error`, or `microphone-permission-denied` when `error` has
   * that code (a refused microphone gets its own, clear type).
   */
  startFailed(
    session: Pick<StageClock, 'startedAt' | 'context'>,
    stage: StartStage,
    error: VoiceClientError,
    errorStage: VoiceErrorEvent['stage'] = stage,
  ): void {
    const now = Date.now();
    const totalDuration = now - session.startedAt;
    this.events.emit('call-start-failed', {
      stage,
      totalDuration,
      error: error.message,
      errorStack: error.stack ?? 'No stack trace available',
      timestamp: iso(now),
      context: session.context,
    });
    const type: VoiceErrorType =
      error.code === 'microphone-permission-denied'
        ? 'microphone-permission-denied'
        : `${stage}-error`;
    this.error(type, errorStage, error, { totalDuration, context: session.context });
  }

  /**
   * Emits an `error` event. With no `error` listener, it is logged to the
   * console instead, so no failure goes unnoticed (docs/behaviour.md §8 "logged to the console").
   */
  error(
    type: VoiceErrorType,
    stage: VoiceErrorEvent['stage'],
    error: VoiceClientError,
    extra: Pick<VoiceErrorEvent, 'totalDuration' | 'context'> = {},
  ): void {
    const event: VoiceErrorEvent = {
      type,
      stage,
      error: serializeError(error),
      timestamp: iso(Date.now()),
      ...extra,
      cause: error,
    };
    if (this.events.listenerCount('error') === 0) console.error(`[${this.label}] ${type}:`, error);
    this.events.emit('error', event);
  }
}

/** ISO 8601 text of a `Date.now()` value. */
export function iso(now: number): string {
  return new Date(now).toISOString();
}
