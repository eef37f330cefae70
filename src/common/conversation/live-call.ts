/**
 * The live conversation of `<voice-call-button>` (docs/elements/voice-call-button.md "The live
 * conversation panel"), kept outside React like the call: it follows the call's events, holds
 * what the panel shows ({@link LiveSnapshot}) and sends the panel's events. Subscribers are told
 * at most once per animation frame.
 */
import type { CallConfig } from '../call/controller.ts';
import type { VoiceClientEventName } from '../../core/voice/events.ts';
import type { ServerMessageRead } from '../../core/voice/messages.ts';
import { AudioHold } from './audio-hold.ts';
import { hasConsent, rememberConsent, type ConsentStorage } from './consent.ts';
import { pageStore } from '../../core/util/page-store.ts';
import { endedProblem, endedReasonOfError, problemOf } from './guidance.ts';
import { reportLines, type CallReport } from './recap.ts';
import { leadFromToolCall, type ParsedToolCalls } from './tool-calls.ts';
import { DEFAULT_TOOL_TIMEOUT_S } from '../tools/tool-answer.ts';
import { ToolResponder } from '../tools/responder.ts';
import { asRecord } from '../../core/util/records.ts';
import { reduceTranscript, type TranscriptAction } from './transcript.ts';
import { inCallError } from '../../core/voice/serialize-error.ts';
import { FrameStore } from './frame-store.ts';
import { contextMessage, userTextMessage } from '../../core/protocol/client-messages.ts';
import { noConversation } from './page-messages.ts';
import { toolLabelOf, withToolState } from './tool-status.ts';
import { EchoWatch } from './echo-watch.ts';
import { ScreenWakeLock } from '../../core/voice/wake-lock.ts';
import { LiveControls, type LiveErrorType, type LiveHost } from './live-controls.ts';
import type { TalkMode } from './talk-mode.ts';
import {
  connectionChange,
  endedChange,
  INITIAL_SNAPSHOT,
  inputErrorOf,
  isPlaybackBlocked,
  readCallMessage,
  type LiveSnapshot,
} from './live-state.ts';

export type { LiveHost } from './live-controls.ts';

/** Options, for tests. */
export interface LiveCallOptions {
  /** Runs `fn` before the next paint; default `requestAnimationFrame`. */
  readonly schedule?: (fn: () => void) => void;
  readonly now?: () => number;
  readonly storage?: ConsentStorage | undefined;
  /** Longest time an assistant line waits for its audio before it is shown anyway, ms. Default 1500. */
  readonly holdLimitMs?: number;
  /** Keeps the screen on from `call-start` to `call-end`; default the browser's. */
  readonly screenWakeLock?: ScreenWakeLock;
}

/** Default of {@link LiveCallOptions.holdLimitMs}. */
const DEFAULT_HOLD_LIMIT_MS = 1500;

/** One element's live conversation; see the module comment. */
export class LiveCall extends FrameStore<LiveSnapshot> {
  private readonly controls: LiveControls;
  private readonly now: () => number;
  private readonly storage: ConsentStorage | undefined;
  private pendingConfig: CallConfig | undefined;
  private callId = '';
  private serverEndedReason: string | undefined;
  private errorType: string | undefined;
  /** A call taken over from another page: when it started (its timer goes on from there at `call-start`). */
  private resumedFrom: number | undefined;
  private readonly hold: AudioHold;
  private readonly off: (() => void)[];
  private readonly tools: ToolResponder;
  private readonly echo: EchoWatch;
  private readonly wakeLock: ScreenWakeLock;

  constructor(
    private readonly host: LiveHost,
    options: LiveCallOptions = {},
  ) {
    // Created by a press that did not wait for the panel: that call is this panel's.
    super(
      host.call.status !== 'idle' ? { ...INITIAL_SNAPSHOT, phase: 'active' } : INITIAL_SNAPSHOT,
      options.schedule,
    );
    this.now = options.now ?? Date.now;
    this.controls = new LiveControls(
      host,
      (patch) => this.update(patch),
      (type, error) => this.reportError(type, error),
      () => this.state,
    );
    // A call already pressed (the panel loads while it starts): its talk mode too.
    if (this.state.phase === 'active' && this.controls.initialTalkMode() === 'push')
      this.update({ talkMode: 'push', muted: true });
    this.storage = 'storage' in options ? options.storage : pageStore('local');
    this.hold = new AudioHold(
      this.schedule,
      () => this.outputLevel(),
      options.holdLimitMs ?? DEFAULT_HOLD_LIMIT_MS,
      () => this.apply({ type: 'release' }),
    );
    this.wakeLock = options.screenWakeLock ?? new ScreenWakeLock();
    this.echo = new EchoWatch(this, (verdict) => {
      if (this.state.phase !== 'active' || this.state.startedAt === undefined) return;
      this.update({ echoHint: true });
      this.host.dispatch('voice-echo-suspected', {
        ...verdict,
        atMs: Math.max(0, Math.round(this.now() - this.state.startedAt)),
      });
    });
    this.off = [
      host.call.onClientEvent((name, detail) => this.onEvent(name, detail)),
      host.call.onServerMessage((read) => this.onMessage(read)),
    ];
    this.tools = new ToolResponder({
      clientTools: () => host.clientTools?.(),
      timeoutS: () => host.toolTimeoutS?.() ?? DEFAULT_TOOL_TIMEOUT_S,
      // After the lines shown so far (docs/elements/voice-widget.md "Tool progress").
      progress: (call, state) =>
        this.update({
          toolStatus: withToolState(
            this.state.toolStatus,
            call.id,
            state,
            toolLabelOf(host.toolLabels?.(), call.name),
            this.state.transcript.entries.filter((e) => !e.held).length,
          ),
        }),
      send: (call, answer) => {
        try {
          if (!host.call.sendToolResult(call.id, call.name, answer))
            this.reportError(
              'tool-result-error',
              new Error(
                `The ${call.name} tool's answer could not be sent: the call is not connected.`,
              ),
            );
        } catch (error) {
          this.reportError('tool-result-error', error);
        }
      },
      report: (error) => this.reportError('tool-result-error', error),
    });
  }

  /** The microphone chosen in this call, kept for the next page. */
  get micDeviceId(): string | undefined {
    return this.controls.micDeviceId;
  }

  set micDeviceId(deviceId: string | undefined) {
    this.controls.micDeviceId = deviceId;
  }

  /** The speaker chosen in this call (`undefined`: the default), kept for the next page. */
  get speakerDeviceId(): string | undefined {
    return this.controls.speakerDeviceId;
  }

  /** Mutes or unmutes the microphone; dispatches `voice-mute-change` ({@link LiveControls.setMuted}). */
  setMuted(muted: boolean): void {
    this.controls.setMuted(muted);
  }

  /** The panel's `talk-mode` switch ({@link LiveControls.setTalkMode}). */
  setTalkMode(mode: TalkMode): void {
    this.controls.setTalkMode(mode);
  }

  /** The `talk` control held or released, push-to-talk only ({@link LiveControls.holdTalk}). */
  holdTalk(held: boolean): void {
    this.controls.holdTalk(held);
  }

  /** Whether the speaker picker can work in this call ({@link LiveControls.canSetOutputDevice}). */
  canSetOutputDevice(): boolean {
    return this.controls.canSetOutputDevice();
  }

  /** Plays the call through another speaker, `''` = default ({@link LiveControls.setOutputDevice}). */
  setOutputDevice(deviceId: string): Promise<boolean> {
    return this.controls.setOutputDevice(deviceId);
  }

  /** The output devices' ids now ({@link LiveControls.outputsChanged}). */
  outputsChanged(outputIds: readonly string[]): Promise<void> {
    return this.controls.outputsChanged(outputIds);
  }

  /** Switches the microphone mid-call ({@link LiveControls.setInputDevice}). */
  setInputDevice(deviceId: string): Promise<void> {
    return this.controls.setInputDevice(deviceId);
  }

  /** The 'tap to continue' control ({@link LiveControls.resumeAudio}). */
  resumeAudio(): Promise<void> {
    return this.controls.resumeAudio();
  }

  /** Microphone level 0..1 now (0 while muted or with no call). */
  inputLevel(): number {
    return this.controls.inputLevel();
  }

  /** Assistant level 0..1 now. */
  outputLevel(): number {
    return this.controls.outputLevel();
  }

  /** Seconds since `call-start` (0 before it, or since the start of a call being resumed; frozen at the end). */
  elapsedS(): number {
    const { endedAt } = this.state;
    const startedAt = this.state.startedAt ?? this.resumedFrom;
    if (startedAt === undefined) return 0;
    return ((endedAt ?? this.now()) - startedAt) / 1000;
  }

  /** The button's press: hangs up in a call; else asks for consent first when needed, or starts. */
  press(config: CallConfig, requireConsent: boolean): void {
    if (this.host.call.status !== 'idle') {
      this.host.call.press(config);
      return;
    }
    if (
      requireConsent &&
      !hasConsent(config.assistantId, this.host.mayStore?.() === false ? undefined : this.storage)
    ) {
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
    rememberConsent(
      config.assistantId,
      this.host.mayStore?.() === false ? undefined : this.storage,
    );
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

  /** Shows a call another page left (`persist-call`) while it resumes; its timer goes on from `startedAtMs`. */
  restore(
    snapshot: LiveSnapshot,
    startedAtMs: number,
    micDeviceId: string | undefined,
    talkMode?: TalkMode,
  ): void {
    this.begin(undefined);
    this.resumedFrom = startedAtMs;
    this.micDeviceId = micDeviceId;
    this.update({ ...snapshot, talkMode: talkMode ?? this.state.talkMode });
  }

  /** Hides an ended call's panel (until the next call). */
  dismiss(): void {
    if (this.state.phase === 'ended') this.update({ ...INITIAL_SNAPSHOT });
  }

  /**
   * Sends typed text into the call (`add-message`), shown at once (`pending` while reconnecting).
   * A problem sets {@link LiveSnapshot.inputError} and gives `voice-error` `invalid-message`.
   * @returns true when sent.
   */
  sendText(text: string): boolean {
    const client = this.host.call.voiceClient;
    try {
      if (!client || this.state.phase !== 'active' || this.state.startedAt === undefined)
        throw new Error('There is no call to send the message to.');
      const sent = client.sendText(text);
      this.apply(
        {
          type: 'typed',
          text: sent,
          atS: this.elapsedS(),
          pending: this.state.reconnecting !== undefined,
        },
        { inputError: undefined },
      );
      return true;
    } catch (error) {
      this.reportError('invalid-message', error);
      this.update({ inputError: inputErrorOf(text, error) });
      return false;
    }
  }

  /**
   * The page's context or message (`sendContext` / `sendMessage`, docs/elements/voice-widget.md
   * "Page context and messages"), `text` already checked: Vapi's `add-message`, role `system`
   * (unanswered, not shown) or `user` (answered, shown at once as the visitor's line).
   * @throws PageMessageError `no-conversation` when no call is connected.
   */
  sendFromPage(kind: 'context' | 'message', text: string): void {
    const client = this.host.call.voiceClient;
    const connected = client && this.state.phase === 'active' && this.state.startedAt !== undefined;
    if (
      !connected ||
      !client.send(kind === 'context' ? contextMessage(text) : userTextMessage(text))
    )
      throw noConversation(kind === 'context' ? 'the context' : 'the message');
    if (kind === 'message')
      this.apply(
        {
          type: 'typed',
          text,
          atS: this.elapsedS(),
          pending: this.state.reconnecting !== undefined,
        },
        {},
      );
  }

  /** True while a call is connected (the page's messages go into it). */
  get connected(): boolean {
    return this.state.phase === 'active' && this.state.startedAt !== undefined;
  }

  /** Stops listening (the element was removed). */
  dispose(): void {
    for (const off of this.off) off();
    this.tools.abortAll('the element was removed');
    this.echo.stop();
    this.wakeLock.release();
    this.hold.reset();
    this.clearListeners();
  }

  /** A new call's store: empty and active; `config` starts it (none: a call resumed by `restore`). */
  private begin(config: CallConfig | undefined): void {
    this.callId = '';
    this.serverEndedReason =
      this.errorType =
      this.resumedFrom =
      this.micDeviceId =
      this.controls.speakerDeviceId =
        undefined;
    this.hold.reset();
    const talkMode = this.controls.initialTalkMode();
    this.update({ ...INITIAL_SNAPSHOT, phase: 'active', talkMode, muted: talkMode === 'push' });
    if (config) this.host.call.press(config);
  }

  private onEvent(name: VoiceClientEventName, detail: unknown): void {
    // Push-to-talk: nothing reaches the platform before a hold, from the transport's creation on.
    if (
      this.state.talkMode === 'push' &&
      this.state.phase === 'active' &&
      (name === 'call-start-progress' || name === 'call-start')
    )
      this.controls.muteForPush();
    switch (name) {
      case 'call-start':
        this.update({ startedAt: this.resumedFrom ?? this.now() });
        this.resumedFrom = undefined;
        this.echo.start();
        this.wakeLock.hold();
        return;
      case 'call-start-success':
        this.callId = String(asRecord(detail)?.['callId'] ?? '');
        return;
      case 'speech-start':
        this.hold.release();
        return;
      case 'error':
        // Audio the browser held back keeps the call: the 'tap to continue' control shows instead of an error.
        if (this.state.phase === 'active' && isPlaybackBlocked(detail))
          return this.update({ audioBlocked: true });
        this.errorType ??= endedReasonOfError(detail);
        if (this.state.phase !== 'active') return;
        this.update({
          problem: this.state.problem ?? problemOf(detail),
          phase: this.state.startedAt === undefined ? 'ended' : this.state.phase,
        });
        return;
      case 'call-start-failed':
        // Its `error` event follows at once and names the problem; this is the fallback if none does.
        queueMicrotask(() => {
          if (this.state.phase === 'active' && this.state.startedAt === undefined)
            this.update({ phase: 'ended', problem: this.state.problem ?? 'unknown' });
        });
        return;
      case 'call-end':
        this.echo.stop();
        this.wakeLock.release();
        this.tools.abortAll('the call ended');
        if (this.state.phase !== 'active') return;
        this.hold.release();
        this.update({ ...endedChange(this.state), endedAt: this.now() });
        // The client emits its own ended status-update right after call-end: read it first.
        queueMicrotask(() => this.sendReport());
        return;
      default: {
        const change = connectionChange(this.state, name, detail);
        if (change) this.update(change);
      }
    }
  }

  /** A server message of the call, as the client read it (each just before its `message` event). */
  private onMessage(read: ServerMessageRead): void {
    if (this.state.phase !== 'active') return;
    const m = readCallMessage(read);
    switch (m?.kind) {
      case 'speech':
        // A new utterance of either side ends the last entry's turn.
        if (m.started) this.apply({ type: 'close' });
        if (!m.assistant) return;
        if (m.started) this.hold.start();
        else {
          this.hold.release();
          this.controls.assistantStopped();
        }
        return;
      case 'ended':
        // Only the platform's own status counts: the client's synthesized one comes after call-end (phase 'ended').
        this.serverEndedReason ??= m.reason;
        if (endedProblem(m.reason))
          this.update({ problem: this.state.problem ?? endedProblem(m.reason) });
        return;
      case 'typed-only':
        if (!this.state.typedOnlyNotice) this.update({ typedOnlyNotice: true });
        return;
      case 'bad-transcript':
        this.host.warnOnce(`[voice-widgets] ${m.problem}`);
        return;
      case 'transcript': {
        const hold = m.role === 'assistant' && this.hold.active;
        this.apply({
          type: 'transcript',
          role: m.role,
          final: m.final,
          text: m.text,
          atS: this.elapsedS(),
          hold,
        });
        return;
      }
      case 'conversation':
        this.apply({ type: 'conversation', turns: m.turns, atS: this.elapsedS() });
        return;
      case 'tools':
        this.onToolCalls(m.tools);
        return;
    }
  }

  private onToolCalls(tools: ParsedToolCalls): void {
    for (const problem of tools.problems) this.reportError('tool-call-error', new Error(problem));
    for (const call of tools.calls) {
      const lead = leadFromToolCall(call);
      if (lead) this.update({ lead });
      this.host.dispatch('voice-tool-call', this.tools.handle(call, this.callId));
    }
  }

  private sendReport(): void {
    if (this.state.startedAt === undefined || this.state.report) return;
    const report: CallReport = {
      callId: this.callId,
      durationS: Math.round(this.elapsedS() * 10) / 10,
      endedReason:
        this.host.call.endedBy ?? this.serverEndedReason ?? this.errorType ?? 'customer-ended-call',
      transcript: reportLines(this.state.transcript.entries),
      lead: this.state.lead ?? null,
      talkMode: this.state.talkMode,
    };
    this.update({ report });
    this.host.dispatch('voice-call-report', report);
  }

  /** An in-call problem: logged, and dispatched as `voice-error` of `type`; the call goes on. */
  private reportError(type: LiveErrorType, error: unknown): void {
    console.warn(`[voice-widgets] ${type}:`, error);
    this.host.dispatch('voice-error', inCallError(type, error, this.now()));
  }

  private apply(action: TranscriptAction, extra: Partial<LiveSnapshot> = {}): void {
    const transcript = reduceTranscript(this.state.transcript, action);
    if (transcript !== this.state.transcript || Object.keys(extra).length > 0)
      this.update({ ...extra, transcript });
  }
}
