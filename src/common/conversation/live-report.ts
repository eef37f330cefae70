/**
 * The call's report (`voice-call-report`, docs/elements/voice-call-button.md "Events"): what the
 * call's events said of its id and its end, and the report built once when it ended. Part of
 * `LiveCall`.
 */
import type { VoiceClientEventDetail } from '../../core/voice/events.ts';
import { endedProblem, endedReasonOfError } from './guidance.ts';
import type { LiveContext } from './live-context.ts';
import { reportLines, type CallReport } from './recap.ts';

/** One element's call report, started over by {@link reset} for each call. */
export class LiveReport {
  private id = '';
  private serverEndedReason: string | undefined;
  private errorType: string | undefined;

  /**
   * @param ctx the live store.
   * @param medianLatencyMs the call's median wait for an answer so far, ms.
   */
  constructor(
    private readonly ctx: LiveContext,
    private readonly medianLatencyMs: () => number | undefined = () => undefined,
  ) {}

  /** The running call's id (`call-start-success`); `''` before it. */
  get callId(): string {
    return this.id;
  }

  /** A new call: nothing known yet. */
  reset(): void {
    this.id = '';
    this.serverEndedReason = this.errorType = undefined;
  }

  /** `call-start-success`: the call's id. */
  started(detail: VoiceClientEventDetail['call-start-success']): void {
    this.id = detail.callId;
  }

  /** An `error` event: the first one names the end when the platform sends no reason. */
  failed(detail: VoiceClientEventDetail['error']): void {
    this.errorType ??= endedReasonOfError(detail);
  }

  /**
   * The platform's own ended `status-update` (the client's synthesized one comes after `call-end`
   * and is never read): its reason is the report's, and an error reason's problem shows.
   */
  serverEnded(reason: string): void {
    this.serverEndedReason ??= reason;
    const problem = endedProblem(reason);
    if (problem) this.ctx.update({ problem: this.ctx.state().problem ?? problem });
  }

  /** Builds the report of a call that started, once, and dispatches `voice-call-report`. */
  send(): void {
    const snap = this.ctx.state();
    if (snap.startedAt === undefined || snap.report) return;
    const latency = this.medianLatencyMs();
    const report: CallReport = {
      callId: this.id,
      durationS: Math.round(this.ctx.elapsedS() * 10) / 10,
      endedReason:
        this.ctx.host.call.endedBy ??
        this.serverEndedReason ??
        this.errorType ??
        'customer-ended-call',
      transcript: reportLines(snap.transcript.entries),
      lead: snap.lead ?? null,
      talkMode: snap.talkMode,
      ...(latency !== undefined ? { medianLatencyMs: latency } : {}),
    };
    this.ctx.update({ report });
    this.ctx.host.dispatch('voice-call-report', report);
  }
}
