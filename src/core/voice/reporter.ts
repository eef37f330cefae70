/** Builds and emits the client's structured events (docs/behaviour.md §3 "Progress event", §4, §8). */
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

/** The start of a call as the reporter times it. */
export interface StageClock {
  readonly startedAt: number;
  readonly context: StartContext;
  stage: StartStage;
  stageStartedAt: number;
}

/** The client's typed channel of the server's messages (`VoiceClient.onServerMessage`). */
export type ServerMessageEvents = { read: ServerMessageListener };

/** One per client. */
export class Reporter {
  constructor(
    readonly events: Emitter<VoiceClientEvents>,
    readonly label: string,
    private readonly reads: Emitter<ServerMessageEvents>,
  ) {}

  /** Hands a server message's read to the typed listeners, then the data to `message`. */
  message(message: JsonValue, read: ServerMessageRead | undefined): void {
    if (read) this.reads.emit('read', read);
    this.events.emit('message', message);
  }

  /** `call-start-progress` `started`; makes `stage` the current stage. */
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

  /** `call-start-progress` `completed`, with a duration when `stage` is the current one. */
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

  /** `call-start-failed`, then `error` of type `<stage>-error` (or `microphone-permission-denied`). */
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

  /** Emits `error`; with no listener it is logged instead (docs/behaviour.md §8). */
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
