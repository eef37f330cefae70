/**
 * The live conversation of `<voice-call-button>` (issue 9), kept outside
 * React like the call itself: the element owns one {@link LiveCall}, which
 * listens to its {@link CallController}'s client events and holds what the
 * panel shows — the transcript, mute, the visible error, consent, the lead
 * and the call's end — and sends the panel's events (`voice-mute-change`,
 * `voice-consent-change`, `voice-tool-call`, `voice-call-report`, and
 * `voice-error` for typed-text, tool-call and device problems).
 *
 * Subscribers are told at most once per animation frame, however many
 * messages arrive (a flood of partial transcripts renders once a frame).
 */
import type { CallConfig, CallController } from '../call/controller.ts';
import type { VoiceClientEventName } from '../client/events.ts';
import { cleanText } from '../protocol/client-messages.ts';
import { inCallError } from '../client/serialize-error.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../events.ts';
import { FrameStore } from './frame-store.ts';
import { hasConsent, rememberConsent, type ConsentStorage, pageStorage } from './consent.ts';
import { isErrorEndedReason, problemOf, type Problem } from './guidance.ts';
import { reportLines, type CallReport } from './recap.ts';
import { leadFromToolCall, parseToolCalls, type Lead } from './tool-calls.ts';
import { asRecord } from '../util/records.ts';
import {
  EMPTY_TRANSCRIPT,
  parseConversationUpdate,
  parseTranscriptMessage,
  reduceTranscript,
  type TranscriptAction,
  type TranscriptState,
} from './transcript.ts';

/** Where the panel is: nothing yet, the consent dialog, a call starting or running, or a call over. */
export type LivePhase = 'idle' | 'consent' | 'active' | 'ended';

/** What the panel renders; a new object whenever anything changed. */
export interface LiveSnapshot {
  readonly phase: LivePhase;
  readonly transcript: TranscriptState;
  readonly muted: boolean;
  /** The failure to explain, if any (issue 9 §4). */
  readonly problem: Problem | undefined;
  /** `Date.now()` at `call-start`; `undefined` before it. */
  readonly startedAt: number | undefined;
  /** `Date.now()` at `call-end`. */
  readonly endedAt: number | undefined;
  readonly lead: Lead | undefined;
  /** The report sent when the call ended. */
  readonly report: CallReport | undefined;
  /** The local platform said it only understands typed answers (shown once per call). */
  readonly typedOnlyNotice: boolean;
  /** Why the last typed text was not sent (shown translated next to the input), cleared by the next send. */
  readonly inputError: 'empty' | 'too-long' | 'no-call' | undefined;
}

/** What a {@link LiveCall} needs from its element. */
export interface LiveHost {
  readonly call: CallController;
  dispatch<K extends VoiceEventName>(name: K, detail: VoiceEventDetailMap[K]): void;
  /** console.warn, once per distinct message (the element's own). */
  warnOnce(message: string): void;
}

/** Options, for tests. */
export interface LiveCallOptions {
  /** Runs `fn` before the next paint; default `requestAnimationFrame`. */
  readonly schedule?: (fn: () => void) => void;
  readonly now?: () => number;
  readonly storage?: ConsentStorage | undefined;
  /** Longest time an assistant line waits for its audio before it is shown anyway, ms. Default 1500. */
  readonly holdLimitMs?: number;
}

/** Default of {@link LiveCallOptions.holdLimitMs}. */
export const DEFAULT_HOLD_LIMIT_MS = 1500;

/** The message type the local platform sends when a voice turn was taken without understanding it (`server/PROTOCOL.md`). */
export const TYPED_ONLY_NOTICE = 'local-platform-notice';

const INITIAL: LiveSnapshot = {
  phase: 'idle',
  transcript: EMPTY_TRANSCRIPT,
  muted: false,
  problem: undefined,
  startedAt: undefined,
  endedAt: undefined,
  lead: undefined,
  report: undefined,
  typedOnlyNotice: false,
  inputError: undefined,
};

/** See the module comment. */
export class LiveCall extends FrameStore<LiveSnapshot> {
  private readonly now: () => number;
  private readonly storage: ConsentStorage | undefined;
  private readonly holdLimitMs: number;
  private pendingConfig: CallConfig | undefined;
  private callId = '';
  private serverEndedReason: string | undefined;
  private errorType: string | undefined;
  private awaitingAudio = false;
  private holdTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly off: () => void;

  constructor(
    private readonly host: LiveHost,
    options: LiveCallOptions = {},
  ) {
    // Created by a press that did not wait for the panel: that call is this panel's.
    super(host.call.status !== 'idle' ? { ...INITIAL, phase: 'active' } : INITIAL, options.schedule);
    this.now = options.now ?? Date.now;
    this.storage = 'storage' in options ? options.storage : pageStorage();
    this.holdLimitMs = options.holdLimitMs ?? DEFAULT_HOLD_LIMIT_MS;
    this.off = host.call.onClientEvent((name, detail) => this.onEvent(name, detail));
  }

  /** Seconds since `call-start` (0 before it; frozen at the end). */
  elapsedS(): number {
    const { startedAt, endedAt } = this.state;
    if (startedAt === undefined) return 0;
    return ((endedAt ?? this.now()) - startedAt) / 1000;
  }

  /**
   * The button's press. Idle: asks for consent first when `requireConsent`
   * and none is remembered for the assistant, else starts the call. In a
   * call: hangs up. No request reaches the platform before consent.
   */
  press(config: CallConfig, requireConsent: boolean): void {
    if (this.host.call.status !== 'idle') {
      this.host.call.press(config);
      return;
    }
    if (requireConsent && !hasConsent(config.assistantId, this.storage)) {
      this.pendingConfig = config;
      this.update({ phase: 'consent' });
      return;
    }
    this.begin(config);
  }

  /** The visitor accepted the consent dialog: remember it and start the call. */
  acceptConsent(): void {
    const config = this.pendingConfig;
    if (this.state.phase !== 'consent' || !config) return;
    this.pendingConfig = undefined;
    rememberConsent(config.assistantId, this.storage);
    this.host.dispatch('voice-consent-change', { accepted: true });
    this.begin(config);
  }

  /** The visitor declined (or pressed Escape): back to idle, nothing sent. */
  declineConsent(): void {
    if (this.state.phase !== 'consent') return;
    this.pendingConfig = undefined;
    this.update({ phase: 'idle' });
    this.host.dispatch('voice-consent-change', { accepted: false });
  }

  /** Hides an ended call's panel (until the next call). */
  dismiss(): void {
    if (this.state.phase === 'ended') this.update({ ...INITIAL });
  }

  /**
   * Sends typed text into the call (`add-message`); it shows at once as the
   * visitor's entry. The call goes on. Problems (empty, too long, no call)
   * set {@link LiveSnapshot.inputError} and give `voice-error`
   * `invalid-message`; nothing is lost from the input on failure.
   * @returns true when sent.
   */
  sendText(text: string): boolean {
    const client = this.host.call.voiceClient;
    try {
      if (!client || this.state.phase !== 'active' || this.state.startedAt === undefined) throw new Error('There is no call to send the message to.');
      const sent = client.sendText(text);
      this.apply({ type: 'typed', text: sent, atS: this.elapsedS() }, { inputError: undefined });
      return true;
    } catch (error) {
      this.reportError('invalid-message', error);
      // The client's own check says why; text it accepts failed because there is no call.
      const cleaned = cleanText(text);
      const inputError = cleaned.ok ? 'no-call' : cleaned.reason === 'too-long' ? 'too-long' : 'empty';
      this.update({ inputError });
      return false;
    }
  }

  /** Mutes or unmutes the microphone; dispatches `voice-mute-change`. */
  setMuted(muted: boolean): void {
    const client = this.host.call.voiceClient;
    if (!client || client.state !== 'in-call') return;
    try {
      client.setMuted(muted);
    } catch (error) {
      console.warn('[voice-widgets] mute failed', error);
      return;
    }
    this.update({ muted });
    this.host.dispatch('voice-mute-change', { muted });
  }

  /** Switches the microphone mid-call; a failure gives `voice-error` `device-switch-error` and keeps the call. */
  async setInputDevice(deviceId: string): Promise<void> {
    const client = this.host.call.voiceClient;
    if (!client) return;
    try {
      await client.setInputDevice(deviceId);
    } catch (error) {
      this.reportError('device-switch-error', error);
    }
  }

  /** Microphone level 0..1 now (0 while muted or with no call). */
  inputLevel(): number {
    return this.host.call.voiceClient?.getInputLevel() ?? 0;
  }

  /** Assistant level 0..1 now. */
  outputLevel(): number {
    return this.host.call.voiceClient?.getOutputLevel() ?? 0;
  }

  /** Stops listening (the element was removed). */
  dispose(): void {
    this.off();
    clearTimeout(this.holdTimer);
    this.clearListeners();
  }

  private begin(config: CallConfig): void {
    this.callId = '';
    this.serverEndedReason = undefined;
    this.errorType = undefined;
    this.awaitingAudio = false;
    clearTimeout(this.holdTimer);
    this.update({ ...INITIAL, phase: 'active' });
    this.host.call.press(config);
  }

  private onEvent(name: VoiceClientEventName, detail: unknown): void {
    switch (name) {
      case 'call-start':
        this.update({ startedAt: this.now() });
        return;
      case 'call-start-success':
        this.callId = String(asRecord(detail)?.['callId'] ?? '');
        return;
      case 'speech-start':
        this.releaseHeld();
        return;
      case 'message':
        this.onMessage(detail);
        return;
      case 'error':
        this.errorType ??= String(asRecord(detail)?.['type'] ?? 'error');
        if (this.state.phase !== 'active') return;
        this.update({ problem: this.state.problem ?? problemOf(detail), phase: this.state.startedAt === undefined ? 'ended' : this.state.phase });
        return;
      case 'call-start-failed':
        // Its `error` event follows at once and names the problem; this is the fallback if none does.
        queueMicrotask(() => {
          if (this.state.phase === 'active' && this.state.startedAt === undefined) this.update({ phase: 'ended', problem: this.state.problem ?? 'unknown' });
        });
        return;
      case 'call-end':
        if (this.state.phase !== 'active') return;
        this.releaseHeld();
        this.update({ phase: 'ended', endedAt: this.now(), muted: false });
        // The client emits its own ended status-update right after call-end: read it first.
        queueMicrotask(() => this.sendReport());
        return;
      default:
        return;
    }
  }

  private onMessage(message: unknown): void {
    if (this.state.phase !== 'active') return;
    const m = asRecord(message);
    const type = m?.['type'];
    if (type === 'speech-update') {
      // A new utterance of either side ends the last entry's turn.
      if (m?.['status'] === 'started') this.apply({ type: 'close' });
      if (m?.['role'] !== 'assistant') return;
      if (m['status'] === 'started') this.awaitAudio();
      else this.releaseHeld();
      return;
    }
    if (type === 'status-update' && m?.['status'] === 'ended') {
      // Only the platform's own status counts: the client's synthesized one comes after call-end (phase 'ended').
      const reason = typeof m['endedReason'] === 'string' ? m['endedReason'] : 'unknown';
      this.serverEndedReason ??= reason;
      if (isErrorEndedReason(reason)) this.update({ problem: this.state.problem ?? 'call-dropped' });
      return;
    }
    if (type === TYPED_ONLY_NOTICE) {
      if (!this.state.typedOnlyNotice) this.update({ typedOnlyNotice: true });
      return;
    }
    const transcript = parseTranscriptMessage(message);
    if (transcript) {
      if ('problem' in transcript) return this.host.warnOnce(`[voice-widgets] ${transcript.problem}`);
      const hold = transcript.role === 'assistant' && this.awaitingAudio;
      this.apply({ type: 'transcript', role: transcript.role, final: transcript.final, text: transcript.text, atS: this.elapsedS(), hold });
      return;
    }
    const turns = parseConversationUpdate(message);
    if (turns) {
      this.apply({ type: 'conversation', turns, atS: this.elapsedS() });
      return;
    }
    const tools = parseToolCalls(message);
    if (tools) this.onToolCalls(tools);
  }

  private onToolCalls(tools: NonNullable<ReturnType<typeof parseToolCalls>>): void {
    for (const problem of tools.problems) this.reportError('tool-call-error', new Error(problem));
    for (const call of tools.calls) {
      const lead = leadFromToolCall(call);
      if (lead) this.update({ lead });
      this.host.dispatch('voice-tool-call', call);
    }
  }

  /** An assistant `speech-update started`: hold its lines until the audio plays (bounded by holdLimitMs). */
  private awaitAudio(): void {
    this.awaitingAudio = true;
    clearTimeout(this.holdTimer);
    this.holdTimer = setTimeout(() => this.releaseHeld(), this.holdLimitMs);
    const poll = (): void => {
      if (!this.awaitingAudio) return;
      if (this.outputLevel() > 0.001) this.releaseHeld();
      else this.schedule(poll);
    };
    this.schedule(poll);
  }

  private releaseHeld(): void {
    this.awaitingAudio = false;
    clearTimeout(this.holdTimer);
    this.apply({ type: 'release' });
  }

  private sendReport(): void {
    if (this.state.startedAt === undefined || this.state.report) return;
    const report: CallReport = {
      callId: this.callId,
      durationS: Math.round(this.elapsedS() * 10) / 10,
      endedReason: this.host.call.endedBy ?? this.serverEndedReason ?? this.errorType ?? 'customer-ended-call',
      transcript: reportLines(this.state.transcript.entries),
      lead: this.state.lead ?? null,
    };
    this.update({ report });
    this.host.dispatch('voice-call-report', report);
  }

  private reportError(type: 'invalid-message' | 'tool-call-error' | 'device-switch-error', error: unknown): void {
    console.warn(`[voice-widgets] ${type}:`, error);
    this.host.dispatch('voice-error', inCallError(type, error, this.now()));
  }

  private apply(action: TranscriptAction, extra: Partial<LiveSnapshot> = {}): void {
    const transcript = reduceTranscript(this.state.transcript, action);
    if (transcript !== this.state.transcript || Object.keys(extra).length > 0) this.update({ ...extra, transcript });
  }
}
