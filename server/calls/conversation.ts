/**
 * Turn-taking and speech of one call (docs/platform.md "Turn-taking" and the
 * `say` / `control` messages): what the assistant says, when, and when the
 * user's speech stops it. A {@link LineQueue} says the lines; the outside is
 * reached only through {@link ConversationIo}.
 */
import { randomUUID } from 'node:crypto';

import type { SayMessage } from '../../src/core/protocol/client-messages.ts';
import { MAX_QUEUED_SAYS } from '../../src/core/protocol/limits.ts';
import {
  type EndedReason,
  type ErrorCode,
  type ServerFrame,
  serverMessage,
} from '../../src/core/protocol/server-messages.ts';
import { Hearing } from '../audio/hearing.ts';
import type { HearingPool } from '../audio/hearing-pool.ts';
import type { FrameClock } from '../audio/pacer.ts';
import { FRAME_MS } from '../audio/pcm.ts';
import type { Synthesizer } from '../audio/tts.ts';
import type { VadConfig, VadEvent } from '../audio/vad.ts';
import type { AssistantLanguage, Language, ScriptLine } from '../dialogue/assistants.ts';
import {
  Dialogue,
  type DialogueState,
  type DialogueTurn,
  type LeadArguments,
  type ToolOutcome,
} from '../dialogue/engine.ts';
import { DIALOGUE_LINES, withServerResult } from '../dialogue/lines.ts';
import { LineQueue, type SavedLine, type SavedLines, type Utterance } from './line-queue.ts';

/** What a {@link Conversation} needs from its session. */
interface ConversationIo {
  /** Sends a text frame (a {@link serverMessage}). */
  text(frame: ServerFrame): void;
  /** Sends one 640-byte audio frame; false when the call cannot take more (it is ending). */
  audio(frame: Buffer): boolean;
  /** Records a line in the call's history. */
  record(role: 'assistant', content: string): void;
  /** The call's history so far (for `conversation-update`). */
  history(): readonly { readonly role: string; readonly content: string }[];
  /** Ends the call. */
  end(reason: EndedReason): void;
  /** The user is active (the VAD hears speech): the call is not idle. */
  activity(): void;
  /** The dialogue captured the lead (for the end-of-call report). */
  lead?(lead: LeadArguments): void;
  /** The dialogue moved (its state is worth storing, docs/durable-state.md "Calls"); called on the hot path: must only schedule. */
  changed?(): void;
}

/** A conversation as the store keeps it (docs/durable-state.md "Calls"). */
export interface ConversationState {
  readonly dialogue: DialogueState;
  readonly lines: SavedLines;
}

/** Settings of a {@link Conversation}. */
export interface ConversationOptions {
  /** Who the speech work is for (the call id): fair synthesis queueing, cancelled at {@link Conversation.close}. */
  readonly owner: string;
  readonly script: AssistantLanguage;
  /** The call's language: which dialogue lines and parsers the typed answers use (a system `add-message` may switch it: {@link Conversation.switchLanguage}). */
  readonly language: Language;
  /** Where a local phone number is read first (ISO 3166, from the language tag). */
  readonly region?: string;
  /** Whether user speech may stop script lines (the assistant's setting). */
  readonly interruptionsEnabled: boolean;
  readonly synthesizer: Synthesizer;
  readonly clock: FrameClock;
  /** Wall time per 20 ms downlink frame, ms (20 = real time). */
  readonly frameIntervalMs: number;
  /** Turn timing from the speaking plans (docs/platform.md "Speaking plans"), ms. */
  readonly turns: TurnTimes;
  /** Energy detector thresholds (`VAD=energy`). */
  readonly vad?: Partial<VadConfig>;
  /** The Silero hearing worker; without it the energy detector listens (docs/platform.md "Turn-taking"). */
  readonly hearingPool?: HearingPool;
  readonly io: ConversationIo;
  /** How long the dialogue waits for the page's answer to a client tool call, ms (docs/platform.md "Tool results"). */
  readonly toolTimeoutMs?: number;
  /**
   * Asks the assistant's server for `capture_lead` (a server tool, docs/platform.md "Server
   * messages"); the line after the lead waits for it and says it. Resolves `undefined` on failure.
   */
  readonly askServer?: (toolCallId: string, lead: LeadArguments) => Promise<string | undefined>;
  /** A call restored from the store after a restart: the dialogue and lines where they were, paused until {@link Conversation.resume}. */
  readonly restored?: ConversationState;
}

/** A call's turn timing, ms (docs/platform.md "Speaking plans"). */
export interface TurnTimes {
  /** Silence after the visitor's speech that ends the turn (`startSpeakingPlan.waitSeconds`). */
  readonly waitMs: number;
  /** Visitor speech that stops an interruptible line (`stopSpeakingPlan.voiceSeconds`). */
  readonly voiceMs: number;
  /** Quiet after an interruption before the next line (`stopSpeakingPlan.backoffSeconds`). */
  readonly backoffMs: number;
}

/** Default of {@link ConversationOptions.toolTimeoutMs}: 12 s, above the widget's default of 10 s, so the page's own timeout report arrives first. */
const DEFAULT_TOOL_TIMEOUT_MS = 12_000;

/** One call's dialogue state machine. */
export class Conversation {
  private hearing: Hearing;
  private readonly lines: LineQueue;
  private readonly dialogue: Dialogue;
  private closed = false;
  private toolTimer: ReturnType<typeof setTimeout> | undefined;
  /** The language and script spoken now (the options' until a switch). */
  private language: Language;
  private script: AssistantLanguage;

  /** Creates the conversation; nothing is said until {@link start}. */
  constructor(private readonly options: ConversationOptions) {
    this.language = options.language;
    this.script = options.script;
    this.hearing = this.hear();
    this.dialogue = new Dialogue(options.language, options.script);
    this.dialogue.region = options.region;
    const { io } = options;
    this.lines = new LineQueue({
      clock: options.clock,
      frameIntervalMs: options.frameIntervalMs,
      backoffMs: options.turns.backoffMs,
      io: {
        text: (frame) => io.text(frame),
        audio: (frame) => {
          if (!io.audio(frame)) return false;
          // The echo reference only means something in real time (tests pace faster: no echo there).
          if (options.frameIntervalMs === FRAME_MS) this.hearing.downlink(frame);
          return true;
        },
        record: (role, content) => io.record(role, content),
        history: () => io.history(),
        finish: (reason) => this.finishCall(reason),
      },
    });
    if (options.restored) {
      this.dialogue.restore(options.restored.dialogue);
      this.lines.restore(options.restored.lines, (line) => this.savedUtterance(line));
    }
  }

  /** The dialogue and the lines as the store keeps them (docs/durable-state.md "Calls"). */
  state(): ConversationState {
    return { dialogue: this.dialogue.state(), lines: this.lines.snapshot() };
  }

  /** True while a line is being said or is about to be (its audio is being synthesized). */
  get assistantBusy(): boolean {
    return this.lines.busy;
  }

  /** What the visitor has given so far (name, E.164 phone, need, solution). */
  get slots(): Readonly<Dialogue['slots']> {
    return this.dialogue.slots;
  }

  /**
   * Speaks `language` from the next line on (docs/platform.md "Languages"): the dialogue's lines and
   * understanding and `script`'s voice; lines already queued are said as they are.
   * @param region where local phone numbers are read first (ISO 3166); kept when absent.
   */
  switchLanguage(language: Language, script: AssistantLanguage, region?: string): void {
    this.language = language;
    this.script = script;
    this.dialogue.switchLanguage(language, script);
    if (region) this.dialogue.region = region;
    this.options.io.changed?.();
  }

  /** Says the first message. */
  start(): void {
    this.lines.enqueue(this.scriptUtterance(this.script.firstMessage));
  }

  /** Silence that ends the visitor's turn, ms (also the wait before a stalled uplink's turn ends). */
  get waitMs(): number {
    return this.options.turns.waitMs;
  }

  /** Which detector listens to this call. */
  get vadEngine(): Hearing['engine'] {
    return this.hearing.engine;
  }

  /**
   * Feeds uplink audio (s16le 16 kHz mono, any even length) to the call's hearing; what it hears
   * is acted on in {@link heard} (later, with Silero).
   */
  uplink(pcm: Buffer): void {
    if (!this.closed) this.hearing.uplink(pcm);
  }

  /** Ends the user's turn now if they were speaking (the uplink stopped mid-turn). */
  flushUserTurn(): void {
    if (this.closed) return;
    if (this.hearing.flush()) {
      this.options.io.text(serverMessage.speech('stopped', 'user'));
      this.userTurnEnded();
    }
  }

  /**
   * A typed user message (`add-message` with role `user`); the reply queues after the current line.
   *
   * @returns undefined, or `queue-full` when {@link MAX_QUEUED_SAYS} lines already wait.
   */
  userText(text: string, triggerResponse: boolean): ErrorCode | undefined {
    if (this.closed || !triggerResponse) return undefined;
    if (this.lines.pending >= MAX_QUEUED_SAYS) return 'queue-full';
    this.respond(this.dialogue.typed(text));
    return undefined;
  }

  /** Handles a client `say`. @returns undefined, or `queue-full` when {@link MAX_QUEUED_SAYS} wait. */
  say(message: SayMessage): ErrorCode | undefined {
    if (this.closed) return undefined;
    // Every say counts, interrupting or not: the line being said plus those waiting.
    if (this.lines.pending >= MAX_QUEUED_SAYS) return 'queue-full';
    const { synthesizer, owner } = this.options;
    const { script } = this;
    const utterance: Utterance = {
      text: message.message,
      interruptible: message.interruptionsEnabled,
      fromSay: true,
      endReason: message.endCallAfterSpoken ? 'assistant-said-end-call-phrase' : undefined,
      pcm: quiet(synthesizer.synthesize(script.voice, message.message, { owner, cache: false })),
      source: { speech: message.message, cache: false },
    };
    if (message.interruptAssistantEnabled) this.lines.sayNow(utterance);
    else this.lines.enqueue(utterance);
    return undefined;
  }

  /**
   * The page's answer to a client tool call (`tool-call-result`, docs/platform.md "Tool results");
   * an answer the dialogue no longer waits for is ignored.
   */
  toolResult(
    toolCallId: string,
    answer: { readonly result: string } | { readonly error: string },
  ): void {
    if (this.closed) return;
    const outcome: ToolOutcome =
      'result' in answer ? 'shown' : /^timeout\b/i.test(answer.error) ? 'timeout' : 'failed';
    const turn = this.dialogue.toolResult(toolCallId, outcome);
    if (!turn) return;
    clearTimeout(this.toolTimer);
    this.respond(turn);
  }

  /** Control `say-first-message`: says the first message again (after the current line). */
  sayFirstMessage(): void {
    if (!this.closed) this.lines.enqueue(this.scriptUtterance(this.script.firstMessage));
  }

  /** Control `mute-assistant` / `unmute-assistant`: frames keep their timing but carry silence while muted. */
  setMuted(muted: boolean): void {
    this.lines.setMuted(muted);
  }

  /** The call lost its socket (docs/platform.md "Reconnect"): the line stops and is remembered, the VAD starts afresh. */
  detach(): void {
    if (this.closed) return;
    this.lines.pause();
    this.hearing.close();
    this.hearing = this.hear();
  }

  /** A new socket carries the call: the interrupted line is said again (no second transcript), then the dialogue goes on. */
  resume(): void {
    if (!this.closed) this.lines.resume();
  }

  /** Stops speaking, drops the queue and cancels this call's waiting synthesis; nothing is sent afterwards. Idempotent. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.toolTimer);
    this.hearing.close();
    this.options.synthesizer.cancel(this.options.owner);
    this.lines.close();
  }

  private hear(): Hearing {
    const { hearingPool, turns, vad } = this.options;
    return new Hearing({
      pool: hearingPool,
      timing: { endSilenceMs: turns.waitMs },
      energy: vad,
      onEvents: (events) => this.heard(events),
    });
  }

  /** Acts on the visitor's speech: `speech-update`s, interruptions (`voiceMs` of speech), turn ends. */
  private heard(events: readonly VadEvent[]): void {
    if (this.closed) return;
    const { io, turns } = this.options;
    for (const event of events) {
      if (event.type === 'speech-start') {
        io.text(serverMessage.speech('started', 'user'));
      } else {
        if (event.durationMs >= turns.voiceMs) this.lines.interrupt();
        io.text(serverMessage.speech('stopped', 'user'));
        this.userTurnEnded();
      }
      if (this.closed) return;
    }
    if (this.hearing.speaking) io.activity();
    if (this.hearing.speaking && this.hearing.speechMs >= turns.voiceMs) this.lines.interrupt();
  }

  private scriptUtterance(line: ScriptLine): Utterance {
    const { synthesizer, interruptionsEnabled, owner } = this.options;
    const { script } = this;
    const speech = line.phonemes ?? line.text;
    return {
      text: line.text,
      interruptible: interruptionsEnabled,
      fromSay: false,
      endReason: line.endCall ? 'assistant-ended-call' : undefined,
      pcm: quiet(
        synthesizer.synthesize(script.voice, speech, line.dynamic ? { owner, cache: false } : {}),
      ),
      source: { speech, cache: !line.dynamic },
    };
  }

  /** A stored line, its audio synthesized again. */
  private savedUtterance(line: SavedLine): Utterance {
    const { synthesizer, owner } = this.options;
    const { script } = this;
    return {
      text: line.text,
      interruptible: line.interruptible,
      fromSay: line.fromSay,
      endReason: line.endReason,
      pcm: quiet(
        synthesizer.synthesize(
          script.voice,
          line.speech,
          line.cache ? {} : { owner, cache: false },
        ),
      ),
      source: { speech: line.speech, cache: line.cache },
    };
  }

  private userTurnEnded(): void {
    // A turn that ends while the assistant talks (and did not interrupt it) is talking over: ignored.
    if (!this.lines.idle) return;
    this.respond(this.dialogue.voice());
  }

  /** Carries out a dialogue turn: notice, lead tool call, line (its quick replies after its transcript), and a client tool call awaited for `toolTimeoutMs`. */
  private respond(turn: DialogueTurn): void {
    const { io } = this.options;
    const { language } = this;
    clearTimeout(this.toolTimer);
    io.changed?.();
    if (turn.notice)
      io.text(serverMessage.notice('typed-answers-only', DIALOGUE_LINES[language].typedOnly));
    const askServer = this.options.askServer;
    if (turn.lead) {
      const id = `call_${randomUUID()}`;
      io.text(serverMessage.toolCall(id, 'capture_lead', turn.lead));
      io.lead?.(turn.lead);
      if (askServer && turn.line) {
        const line = turn.line;
        // The company's answer is said with the line that follows the lead; its audio waits for it (bounded by the server's timeout).
        void askServer(id, turn.lead).then((result) => {
          if (!this.closed)
            this.lines.enqueue(
              this.scriptUtterance(
                result === undefined ? line : withServerResult(line, result, language),
              ),
            );
        });
        return;
      }
    }
    if (turn.line) this.lines.enqueue({ ...this.scriptUtterance(turn.line), ...offering(turn) });
    const tool = turn.tool;
    if (!tool) return;
    io.text(serverMessage.toolCall(tool.id, tool.name, tool.arguments));
    this.toolTimer = setTimeout(
      () => this.toolResult(tool.id, { error: 'timeout: the page did not answer' }),
      this.options.toolTimeoutMs ?? DEFAULT_TOOL_TIMEOUT_MS,
    );
    this.toolTimer.unref?.();
  }

  private finishCall(reason: EndedReason): void {
    this.close();
    this.options.io.end(reason);
  }
}

/** The quick replies `turn` offers, as the frame its line sends after its transcript (docs/platform.md "Quick replies"). */
function offering(turn: DialogueTurn): Pick<Utterance, 'afterTranscript'> {
  const offer = turn.quickReplies;
  return offer
    ? { afterTranscript: serverMessage.toolCall(offer.id, offer.name, offer.arguments) }
    : {};
}

/** Marks a promise's rejection as handled (it is awaited later, or never if the call ends first). */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
