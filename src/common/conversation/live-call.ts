/**
 * The live conversation of `<voice-call-button>` and `<voice-widget>` (docs/elements/voice-call-button.md
 * "The live conversation panel"), kept outside React like the call: one store of what the panel
 * shows ({@link LiveSnapshot}; subscribers are told at most once per animation frame), made of
 * parts that each own one concern and change that snapshot: {@link ConsentGate} (`consent`),
 * {@link LiveControls} (`controls`: mute, push-to-talk, devices, levels), {@link LiveMessages}
 * (`messages`: typed text and the page's messages), {@link LiveTranscript}, {@link LiveTools},
 * {@link LiveReport} and {@link InCallWatch} (wake lock and echo hint). This class follows the
 * call's typed events and hands each to its parts.
 */
import type { CallConfig, CallController } from '../call/controller.ts';
import type { VoiceClientEventDetail } from '../../core/voice/events.ts';
import type { ServerMessageRead } from '../../core/voice/messages.ts';
import type { ScreenWakeLock } from '../../core/voice/wake-lock.ts';
import { inCallError } from '../../core/voice/serialize-error.ts';
import { pageStore } from '../../core/util/page-store.ts';
import type { ConsentStorage } from './consent.ts';
import { FrameStore } from './frame-store.ts';
import { problemOf } from './guidance.ts';
import { InCallWatch } from './in-call-watch.ts';
import { ConsentGate } from './live-consent.ts';
import type { LiveContext, LiveErrorType, LiveHost } from './live-context.ts';
import { LiveControls } from './live-controls.ts';
import { LiveMessages } from './live-messages.ts';
import { LiveReport } from './live-report.ts';
import {
  endedChange,
  INITIAL_SNAPSHOT,
  isPlaybackBlocked,
  readCallMessage,
  reconnectedChange,
  reconnectingChange,
  type LiveSnapshot,
} from './live-state.ts';
import { LiveTools } from './live-tools.ts';
import { LiveTranscript } from './live-transcript.ts';
import { webUrl, type OfferedReply } from './quick-replies.ts';
import { QuickReplyOffers } from './quick-reply-offers.ts';
import type { TalkMode } from './talk-mode.ts';
import { reduceTranscript, type TranscriptAction } from './transcript.ts';

export type { LiveHost } from './live-context.ts';

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

/** One element's live conversation; see the module comment. */
export class LiveCall extends FrameStore<LiveSnapshot> {
  /** The consent dialog (`require-consent`): `accept()`, `decline()`. */
  readonly consent: ConsentGate;
  /** The in-call controls: mute, push-to-talk, device pickers, levels, 'tap to continue'. */
  readonly controls: LiveControls;
  /** Typed text and the page's messages into the call. */
  readonly messages: LiveMessages;
  private readonly now: () => number;
  /** A call taken over from another page: when it started (its timer goes on from there at `call-start`). */
  private resumedFrom: number | undefined;
  private readonly transcript: LiveTranscript;
  private readonly tools: LiveTools;
  private readonly report: LiveReport;
  private readonly watch: InCallWatch;
  private readonly offers: QuickReplyOffers;
  private readonly off: (() => void)[];
  private readonly typedListeners = new Set<() => void>();

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
    const ctx: LiveContext = {
      host,
      state: () => this.state,
      update: (patch) => this.update(patch),
      apply: (action, extra) => this.apply(action, extra),
      now: () => this.now(),
      elapsedS: () => this.elapsedS(),
      reportError: (type, error) => this.reportError(type, error),
    };
    this.controls = new LiveControls(ctx);
    // A call already pressed (the panel loads while it starts): its talk mode too.
    if (this.state.phase === 'active' && this.controls.initialTalkMode() === 'push')
      this.update({ talkMode: 'push', muted: true });
    const storage = 'storage' in options ? options.storage : pageStore('local');
    this.consent = new ConsentGate(ctx, storage, (config) => this.begin(config));
    this.offers = new QuickReplyOffers(
      (quickReplies) => this.update({ quickReplies }),
      (href) => (host.linkHref ?? webUrl)(href),
    );
    this.messages = new LiveMessages(ctx, () => {
      this.offers.drop();
      this.watch.typed();
      for (const listener of this.typedListeners) listener();
    });
    this.transcript = new LiveTranscript(
      ctx,
      {
        schedule: this.schedule,
        outputLevel: () => this.controls.outputLevel(),
        assistantStopped: () => this.controls.assistantStopped(),
      },
      options.holdLimitMs,
    );
    this.report = new LiveReport(ctx, () => this.watch.medianLatencyMs());
    this.tools = new LiveTools(ctx, () => this.report.callId, this.offers);
    this.watch = new InCallWatch(ctx, this.controls, options.screenWakeLock);
    this.off = this.listen();
  }

  /**
   * Calls `listener` each time the visitor sends a typed turn in the call (the orb thinks from it).
   * @returns the unsubscribe function.
   */
  onTypedTurn(listener: () => void): () => void {
    this.typedListeners.add(listener);
    return () => this.typedListeners.delete(listener);
  }

  /** The element's call (the orb follows its states and messages). */
  get call(): CallController {
    return this.host.call;
  }

  /**
   * The visitor pressed a quick reply: its tool call answered (`{ chosen: label }`), then its text
   * sent as the visitor's turn (a link reply only answers: the link opens by itself).
   */
  chooseReply(reply: OfferedReply): void {
    if (this.offers.choose(reply) && reply.send !== undefined) this.messages.sendText(reply.send);
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
    if (requireConsent && this.consent.ask(config)) return;
    this.begin(config);
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
    this.controls.micDeviceId = micDeviceId;
    // The answer to a quick reply stayed with the page that showed it.
    this.update({
      ...snapshot,
      quickReplies: undefined,
      talkMode: talkMode ?? this.state.talkMode,
    });
  }

  /** Hides an ended call's panel (until the next call). */
  dismiss(): void {
    if (this.state.phase === 'ended') this.update({ ...INITIAL_SNAPSHOT });
  }

  /** Stops listening (the element was removed). */
  dispose(): void {
    for (const off of this.off) off();
    this.tools.abortAll('the element was removed');
    this.watch.stop();
    this.transcript.reset();
    this.typedListeners.clear();
    this.clearListeners();
  }

  /** A new call's store: empty and active; `config` starts it (none: a call resumed by `restore`). */
  private begin(config: CallConfig | undefined): void {
    this.report.reset();
    this.watch.reset();
    this.resumedFrom = this.controls.micDeviceId = this.controls.speakerDeviceId = undefined;
    this.transcript.reset();
    const talkMode = this.controls.initialTalkMode();
    this.update({ ...INITIAL_SNAPSHOT, phase: 'active', talkMode, muted: talkMode === 'push' });
    if (config) this.host.call.press(config);
  }

  /** Subscribes to the call's typed events and server messages; returns the unsubscribers. */
  private listen(): (() => void)[] {
    const { call } = this.host;
    return [
      call.on('call-start-progress', () => this.muteForPush()),
      call.on('call-start', () => this.started()),
      call.on('call-start-success', (detail) => this.report.started(detail)),
      call.on('speech-start', () => this.transcript.release()),
      call.on('error', (detail) => this.failed(detail)),
      // Its `error` event follows at once and names the problem; this is the fallback if none does.
      call.on('call-start-failed', () => queueMicrotask(() => this.startFailed())),
      call.on('call-end', () => this.ended()),
      call.on('call-reconnecting', (detail) => this.change(reconnectingChange(this.state, detail))),
      call.on('call-reconnected', () => this.change(reconnectedChange(this.state))),
      call.on('network-quality-change', ({ rating }) => this.update({ quality: rating })),
      call.onHold((held) => this.update({ held })),
      call.onServerMessage((read) => this.onMessage(read)),
    ];
  }

  /** Push-to-talk: nothing reaches the platform before a hold, from the transport's creation on. */
  private muteForPush(): void {
    if (this.state.talkMode === 'push' && this.state.phase === 'active')
      this.controls.muteForPush();
  }

  private started(): void {
    this.muteForPush();
    this.update({ startedAt: this.resumedFrom ?? this.now() });
    this.resumedFrom = undefined;
    this.watch.start();
  }

  private failed(detail: VoiceClientEventDetail['error']): void {
    // Audio the browser held back keeps the call: the 'tap to continue' control shows instead of an error.
    if (this.state.phase === 'active' && isPlaybackBlocked(detail))
      return this.update({ audioBlocked: true });
    this.report.failed(detail);
    if (this.state.phase !== 'active') return;
    this.update({
      problem: this.state.problem ?? problemOf(detail),
      phase: this.state.startedAt === undefined ? 'ended' : this.state.phase,
    });
  }

  private startFailed(): void {
    if (this.state.phase === 'active' && this.state.startedAt === undefined)
      this.update({ phase: 'ended', problem: this.state.problem ?? 'unknown' });
  }

  private ended(): void {
    this.watch.stop();
    this.tools.abortAll('the call ended');
    this.offers.reset();
    if (this.state.phase !== 'active') return;
    this.transcript.release();
    this.update({ ...endedChange(this.state), endedAt: this.now() });
    // The client emits its own ended status-update right after call-end: read it first.
    queueMicrotask(() => this.report.send());
  }

  private change(patch: Partial<LiveSnapshot> | undefined): void {
    if (patch) this.update(patch);
  }

  /** A server message of the call, as the client read it (each just before its `message` event). */
  private onMessage(read: ServerMessageRead): void {
    if (this.state.phase !== 'active') return;
    const m = readCallMessage(read);
    if (!m) return;
    if (m.kind === 'ended') this.report.serverEnded(m.reason);
    else if (m.kind === 'tools') this.tools.handle(m.tools);
    else this.transcript.read(m);
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
