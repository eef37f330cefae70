/**
 * Turn-taking and speech of one call (docs/platform.md "Turn-taking" and the
 * `say` / `control` messages, "Hold"): what the assistant says, when, and when the
 * user's speech stops it. A {@link LineQueue} says the lines; the outside is
 * reached only through `ConversationIo` (`conversation-options.ts`).
 */
import { randomUUID } from 'node:crypto';

import type { SayMessage } from '../../src/core/protocol/client-messages.ts';
import { MAX_QUEUED_SAYS } from '../../src/core/protocol/limits.ts';
import {
  type EndedReason,
  type ErrorCode,
  serverMessage,
} from '../../src/core/protocol/server-messages.ts';
import { Hearing } from '../audio/hearing.ts';
import { FRAME_MS } from '../audio/pcm.ts';
import type { VadEvent } from '../audio/vad.ts';
import type { AssistantLanguage, Language, ScriptLine } from '../dialogue/assistants.ts';
import { Dialogue, type DialogueTurn, type ToolOutcome } from '../dialogue/engine.ts';
import { DIALOGUE_LINES, withServerResult } from '../dialogue/lines.ts';
import type { ConversationOptions, ConversationState } from './conversation-options.ts';
import { LineQueue, type Utterance } from './line-queue.ts';
import { type CallVoice, savedUtterance, sayUtterance, scriptUtterance } from './utterances.ts';

export type { ConversationOptions, ConversationState, TurnTimes } from './conversation-options.ts';

/** Default of {@link ConversationOptions.toolTimeoutMs}: 12 s, above the widget's default of 10 s, so the page's own timeout report arrives first. */
const DEFAULT_TOOL_TIMEOUT_MS = 12_000;

/** One call's dialogue state machine. */
export class Conversation {
  private hearing: Hearing;
  private readonly lines: LineQueue;
  private readonly dialogue: Dialogue;
  private closed = false;
  private toolTimer: ReturnType<typeof setTimeout> | undefined;
  /** On hold (docs/platform.md "Hold"): nothing is said, no turn is answered. */
  private held = false;
  /** When the visitor's speech ended before the answer now on its way (`performance.now()`, ms), for its latency. */
  private answering: number | undefined;
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
          if (this.answering !== undefined) {
            io.turnLatency?.((performance.now() - this.answering) / 1000);
            this.answering = undefined;
          }
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
      this.lines.restore(options.restored.lines, (line) => savedUtterance(this.voice(), line));
      if (options.restored.held) this.setHeld(true);
    }
  }

  /** The dialogue and the lines as the store keeps them (docs/durable-state.md "Calls"). */
  state(): ConversationState {
    return {
      dialogue: this.dialogue.state(),
      lines: this.lines.snapshot(),
      ...(this.held ? { held: true } : {}),
    };
  }

  /** True while the call is on hold (docs/platform.md "Hold"). */
  get onHold(): boolean {
    return this.held;
  }

  /** True while a line is being said or is about to be (its audio is being synthesized). */
  get assistantBusy(): boolean {
    return this.lines.busy;
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
    // On hold the typed turn stays in the history only (docs/platform.md "Hold").
    if (this.closed || this.held || !triggerResponse) return undefined;
    if (this.lines.pending >= MAX_QUEUED_SAYS) return 'queue-full';
    this.respond(this.dialogue.typed(text));
    return undefined;
  }

  /** Handles a client `say`. @returns undefined, or `queue-full` when {@link MAX_QUEUED_SAYS} wait. */
  say(message: SayMessage): ErrorCode | undefined {
    if (this.closed) return undefined;
    // On hold nothing is said; a closing `say` still ends the call (docs/platform.md "Hold").
    if (this.held) {
      if (message.endCallAfterSpoken) this.finishCall('assistant-said-end-call-phrase');
      return undefined;
    }
    // Every say counts, interrupting or not: the line being said plus those waiting.
    if (this.lines.pending >= MAX_QUEUED_SAYS) return 'queue-full';
    const utterance = sayUtterance(this.voice(), message);
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

  /**
   * Control `mute-assistant` (`held`) or `unmute-assistant` (docs/platform.md "Hold"); idempotent. On
   * hold the line being said stops, the waiting ones are dropped and nothing is said. On resume,
   * after `waitMs` of quiet, the `resume` line and the pending question again; a visitor who speaks
   * first is answered instead (push-to-talk sends `mute-assistant` to cut the assistant off).
   */
  setHeld(held: boolean): void {
    if (this.closed || this.held === held) return;
    this.held = held;
    this.answering = undefined;
    this.options.io.changed?.();
    if (held) return this.lines.hold();
    const { speaking } = this.hearing;
    this.lines.release(
      this.options.turns.waitMs,
      speaking ? undefined : () => this.respond(this.dialogue.resumed()),
    );
  }

  /** The call lost its socket (docs/platform.md "Reconnect"): the line stops and is remembered, the VAD starts afresh. */
  detach(): void {
    if (this.closed) return;
    this.answering = undefined;
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
        this.lines.cancelResume();
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
    return scriptUtterance(this.voice(), line, this.options.interruptionsEnabled);
  }

  /** Who says this call's lines now (its language's voice). */
  private voice(): CallVoice {
    const { synthesizer, owner } = this.options;
    return { synthesizer, owner, voice: this.script.voice };
  }

  private userTurnEnded(): void {
    // A turn that ends while the assistant talks (and did not interrupt it) is talking over, and one
    // on hold is not answered (docs/platform.md "Hold"): ignored.
    if (!this.lines.idle || this.held) return;
    const turn = this.dialogue.voice();
    if (turn.line) this.answering = performance.now() - this.options.turns.waitMs;
    this.respond(turn);
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
