/**
 * Daily's own reconnection as the client's reconnect states (docs/voice-client.md "Reconnect
 * policy"): `network-connection` interrupted, quality `very-low`, or the assistant out of the room
 * while the call is not ending hold the call `reconnecting`. The assistant counts only after
 * {@link ASSISTANT_GONE_AFTER_MS}, so the bot's normal exit never flashes 'Reconectando…'.
 */
import type { DailyParticipant } from '@daily-co/daily-js';
import { parseServerMessage } from '../../protocol/parse-server-message.ts';
import type { Emitter } from '../emitter.ts';
import { VoiceClientError } from '../errors.ts';
import { DAILY_RESUME_GRACE_SECONDS } from './options.ts';
import type { TransportEvents } from '../transport.ts';
import type { DailyCallLike } from './call-like.ts';

/** How long the assistant may be out of the room before the call shows `reconnecting`, ms. */
export const ASSISTANT_GONE_AFTER_MS = 1000;

type Cause = 'connection' | 'quality' | 'assistant';

/** What a {@link ConnectionWatch} needs besides the call. */
export interface ConnectionWatchOptions {
  readonly isAssistant: (participant: DailyParticipant) => boolean;
  /** The assistant did not come back within the grace window. */
  readonly giveUp: (error: VoiceClientError) => void;
  /** ms; default `performance.now()`. */
  readonly now?: () => number;
  /** How long the assistant may stay away once `reconnecting`, ms. Default {@link DAILY_RESUME_GRACE_SECONDS} s. */
  readonly assistantGraceMs?: number;
}

/** Watches one call object. */
export class ConnectionWatch {
  private readonly causes = new Set<Cause>();
  private droppedAt: number | undefined;
  private attempts = 0;
  private ending = false;
  private goneTimer: ReturnType<typeof setTimeout> | undefined;
  private graceTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly detach: (() => void)[] = [];
  private readonly now: () => number;

  constructor(
    call: DailyCallLike,
    private readonly events: Emitter<TransportEvents>,
    private readonly options: ConnectionWatchOptions,
  ) {
    this.now = options.now ?? (() => performance.now());
    const on = <T extends Parameters<DailyCallLike['on']>[0]>(
      event: T,
      handler: (e: never) => void,
    ): void => {
      call.on(event, handler as never);
      this.detach.push(() => call.off(event, handler as never));
    };
    on('network-connection', (e: { event?: string } | undefined) => this.onConnection(e?.event));
    on('network-quality-change', (e: { threshold?: string } | undefined) => {
      if (e?.threshold === 'very-low') this.down('quality');
      else if (e?.threshold) this.up('quality');
    });
    on('participant-left', (e: { participant?: DailyParticipant } | undefined) => {
      if (e?.participant && options.isAssistant(e.participant)) this.assistantLeft();
    });
    on('participant-joined', (e: { participant?: DailyParticipant } | undefined) => {
      if (e?.participant && options.isAssistant(e.participant)) this.assistantBack();
    });
    on('app-message', (e: { data?: unknown } | undefined) => {
      if (isEnding(e?.data)) this.ending = true;
    });
  }

  /** Between an `interrupted` and the next `connected` (a fatal error then means daily-js gave up). */
  get interrupted(): boolean {
    return this.causes.has('connection');
  }

  /** Removes the listeners and timers. */
  stop(): void {
    for (const off of this.detach.splice(0)) off();
    clearTimeout(this.goneTimer);
    clearTimeout(this.graceTimer);
  }

  private onConnection(event: string | undefined): void {
    if (event === 'interrupted') {
      this.causes.add('connection');
      this.droppedAt ??= this.now();
      this.events.emit('reconnecting', { attempt: ++this.attempts, reason: 'network' });
      return;
    }
    if (event === 'connected') this.up('connection');
  }

  private assistantLeft(): void {
    if (this.ending || this.goneTimer) return;
    this.goneTimer = setTimeout(() => {
      this.goneTimer = undefined;
      if (this.ending) return;
      this.down('assistant');
      this.graceTimer = setTimeout(
        () => {
          this.stop();
          this.options.giveUp(
            new VoiceClientError(
              'connection-lost',
              'The assistant left the call room and did not come back within the grace window.',
            ),
          );
        },
        this.options.assistantGraceMs ?? DAILY_RESUME_GRACE_SECONDS * 1000,
      );
    }, ASSISTANT_GONE_AFTER_MS);
  }

  private assistantBack(): void {
    clearTimeout(this.goneTimer);
    this.goneTimer = undefined;
    clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
    this.up('assistant');
  }

  private down(cause: Cause): void {
    if (this.causes.has(cause)) return;
    const wasUp = this.causes.size === 0;
    this.causes.add(cause);
    this.droppedAt ??= this.now();
    if (wasUp) this.events.emit('reconnecting', { attempt: ++this.attempts, reason: 'network' });
  }

  private up(cause: Cause): void {
    if (!this.causes.delete(cause) || this.causes.size > 0 || this.droppedAt === undefined) return;
    const downtimeMs = Math.round(this.now() - this.droppedAt);
    this.droppedAt = undefined;
    this.attempts = 0;
    this.events.emit('reconnected', { downtimeMs });
  }
}

/** The platform says the call is ending: `status-update` ended, or `hang`. */
function isEnding(data: unknown): boolean {
  if (typeof data === 'string' && !data.includes('ended') && !data.includes('hang')) return false;
  const message = parseServerMessage(data);
  return (
    message?.type === 'hang' || (message?.type === 'status-update' && message.status === 'ended')
  );
}
