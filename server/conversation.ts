/**
 * Turn-taking and speech of one call (PROTOCOL.md "Turn-taking" and the
 * `say` / `control` messages): what the assistant says, when, and when the
 * user's speech stops it.
 *
 * - On start, the assistant says its first message.
 * - Each time the user's turn ends (VAD: ~700 ms of silence after speech)
 *   while the assistant is silent, it says the next step of its script; after
 *   the last step (the goodbye) the call ends (`assistant-ended-call`). There
 *   is no speech recognition: what the user said does not matter.
 * - User speech of `interruptMs` or more while the assistant says an
 *   interruptible line stops that line. Script lines are interruptible when
 *   the assistant's `interruptionsEnabled` is true; `say` lines when their
 *   own `interruptionsEnabled` is.
 * - `say` lines queue after the current line, or replace it at once with
 *   `interruptAssistantEnabled`; `endCallAfterSpoken` ends the call after them.
 *
 * The conversation talks to the outside only through {@link ConversationIo}.
 */
import { randomUUID } from 'node:crypto';
import type { AssistantLanguage, Language, ScriptLine } from './assistants.ts';
import { Dialogue, type DialogueTurn } from './dialogue.ts';
import { DIALOGUE_LINES } from './dialogue-lines.ts';
import { FrameClock, Playback } from './pacer.ts';
import type { SayMessage } from '../src/protocol/client-messages.ts';
import { MAX_QUEUED_SAYS } from '../src/protocol/limits.ts';
import { serverMessage, type EndedReason, type ErrorCode } from '../src/protocol/server-messages.ts';
import { SynthesisQueueFullError, type Synthesizer } from './tts.ts';
import { EnergyVad, type VadConfig } from './vad.ts';

/** What a {@link Conversation} needs from its session. */
export interface ConversationIo {
  /** Sends a text frame (a {@link serverMessage}). */
  text(frame: string): void;
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
}

/** Settings of a {@link Conversation}. */
export interface ConversationOptions {
  /** Who the speech work is for (the call id): fair synthesis queueing, cancelled at {@link Conversation.close}. */
  readonly owner: string;
  readonly script: AssistantLanguage;
  /** The call's language: which dialogue lines and parsers the typed answers use. */
  readonly language: Language;
  /** Whether user speech may stop script lines (the assistant's setting). */
  readonly interruptionsEnabled: boolean;
  readonly synthesizer: Synthesizer;
  readonly clock: FrameClock;
  /** Wall time per 20 ms downlink frame, ms (20 = real time). */
  readonly frameIntervalMs: number;
  /** User speech (audio ms) that stops an interruptible line (PROTOCOL.md: 200). */
  readonly interruptMs: number;
  readonly vad?: Partial<VadConfig>;
  readonly io: ConversationIo;
}

interface Utterance {
  readonly text: string;
  readonly interruptible: boolean;
  readonly fromSay: boolean;
  endReason: EndedReason | undefined;
  readonly pcm: Promise<Buffer>;
}

interface Speaking {
  readonly utterance: Utterance;
  /** Set once the audio is ready and `speech-update started` was sent. */
  playback?: Playback;
}

/** One call's dialogue state machine. */
export class Conversation {
  private readonly vad: EnergyVad;
  private readonly queue: Utterance[] = [];
  private current: Speaking | undefined;
  private readonly dialogue: Dialogue;
  private muted = false;
  private closed = false;

  /** Creates the conversation; nothing is said until {@link start}. */
  constructor(private readonly options: ConversationOptions) {
    this.vad = new EnergyVad(options.vad);
    this.dialogue = new Dialogue(options.language, options.script);
  }

  /** True while a line is being said or is about to be (its audio is being synthesized). */
  get assistantBusy(): boolean {
    return this.current !== undefined;
  }

  /** What the visitor has given so far (name, E.164 phone, need, solution). */
  get slots(): Readonly<Dialogue['slots']> {
    return this.dialogue.slots;
  }

  /** Says the first message. */
  start(): void {
    this.enqueue(this.scriptUtterance(this.options.script.firstMessage));
  }

  /**
   * Feeds uplink audio (s16le 16 kHz mono, any even length) to the VAD and
   * acts on what it hears: `speech-update` for the user, interruptions, turn ends.
   */
  uplink(pcm: Uint8Array): void {
    if (this.closed) return;
    for (const event of this.vad.push(pcm)) {
      if (event.type === 'speech-start') {
        this.options.io.text(serverMessage.speech('started', 'user'));
      } else {
        if (event.durationMs >= this.options.interruptMs) this.interruptByUser();
        this.options.io.text(serverMessage.speech('stopped', 'user'));
        this.userTurnEnded();
      }
      if (this.closed) return;
    }
    if (this.vad.speaking) this.options.io.activity();
    if (this.vad.speaking && this.vad.speechMs >= this.options.interruptMs) this.interruptByUser();
  }

  /** Ends the user's turn now if they were speaking (the uplink stopped mid-turn). */
  flushUserTurn(): void {
    if (this.closed) return;
    if (this.vad.flush()) {
      this.options.io.text(serverMessage.speech('stopped', 'user'));
      this.userTurnEnded();
    }
  }

  /**
   * A typed user message (`add-message` with role `user`): the dialogue
   * engine understands it and the reply is said after what the assistant is
   * saying now. With `triggerResponse` false it is only recorded.
   *
   * @returns undefined, or `queue-full` when {@link MAX_QUEUED_SAYS} lines already wait.
   */
  userText(text: string, triggerResponse: boolean): ErrorCode | undefined {
    if (this.closed || !triggerResponse) return undefined;
    if (this.pendingLines() >= MAX_QUEUED_SAYS) return 'queue-full';
    this.respond(this.dialogue.typed(text));
    return undefined;
  }

  /**
   * Handles a client `say`.
   *
   * @returns undefined, or `queue-full` when {@link MAX_QUEUED_SAYS} says are already waiting.
   */
  say(message: SayMessage): ErrorCode | undefined {
    if (this.closed) return undefined;
    // Every say counts, interrupting or not: the line being said plus those waiting.
    if (this.pendingLines() >= MAX_QUEUED_SAYS) return 'queue-full';
    const { synthesizer, script, owner } = this.options;
    const utterance: Utterance = {
      text: message.message,
      interruptible: message.interruptionsEnabled,
      fromSay: true,
      endReason: message.endCallAfterSpoken ? 'assistant-said-end-call-phrase' : undefined,
      pcm: quiet(synthesizer.synthesize(script.voice, message.message, { owner, cache: false })),
    };
    if (message.interruptAssistantEnabled && this.current) {
      const replaced = this.current.utterance;
      this.stopCurrent();
      // Cutting off a closing line must not cancel the end of the call.
      utterance.endReason ??= replaced.endReason;
      this.queue.unshift(utterance);
      this.pump();
    } else if (message.interruptAssistantEnabled) {
      this.queue.unshift(utterance);
      this.pump();
    } else {
      this.enqueue(utterance);
    }
    return undefined;
  }

  /** Control `say-first-message`: says the first message again (after the current line). */
  sayFirstMessage(): void {
    if (!this.closed) this.enqueue(this.scriptUtterance(this.options.script.firstMessage));
  }

  /** Control `mute-assistant` / `unmute-assistant`: frames keep their timing but carry silence while muted. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.current?.playback) this.current.playback.muted = muted;
  }

  /** Lines being said or waiting (the limit of `say` and typed replies). */
  private pendingLines(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** Stops speaking, drops the queue and cancels this call's waiting synthesis; nothing is sent afterwards. Idempotent. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.options.synthesizer.cancel(this.options.owner);
    this.current?.playback?.stop(this.options.clock);
    this.current = undefined;
    this.queue.length = 0;
  }

  private scriptUtterance(line: ScriptLine): Utterance {
    const { synthesizer, script, interruptionsEnabled, owner } = this.options;
    return {
      text: line.text,
      interruptible: interruptionsEnabled,
      fromSay: false,
      endReason: line.endCall ? 'assistant-ended-call' : undefined,
      pcm: quiet(synthesizer.synthesize(script.voice, line.phonemes ?? line.text, line.dynamic ? { owner, cache: false } : {})),
    };
  }

  private enqueue(utterance: Utterance): void {
    this.queue.push(utterance);
    this.pump();
  }

  private userTurnEnded(): void {
    // A turn that ends while the assistant talks (and did not interrupt it) is talking over: ignored.
    if (this.current || this.queue.length > 0) return;
    this.respond(this.dialogue.voice());
  }

  /** Carries out a dialogue turn: the notice, the lead's tool call, then the line. */
  private respond(turn: DialogueTurn): void {
    const { io, language } = this.options;
    if (turn.notice) io.text(serverMessage.notice('typed-answers-only', DIALOGUE_LINES[language].typedOnly));
    if (turn.lead) io.text(serverMessage.toolCall(`call_${randomUUID()}`, 'capture_lead', turn.lead));
    if (turn.line) this.enqueue(this.scriptUtterance(turn.line));
  }

  private interruptByUser(): void {
    const speaking = this.current;
    if (!speaking?.playback || !speaking.utterance.interruptible) return;
    this.stopCurrent();
    if (speaking.utterance.endReason) {
      this.finishCall(speaking.utterance.endReason);
      return;
    }
    this.pump();
  }

  /** Stops the current line; sends `speech-update stopped` if it had started. */
  private stopCurrent(): void {
    const speaking = this.current;
    if (!speaking) return;
    this.current = undefined;
    if (speaking.playback) {
      speaking.playback.stop(this.options.clock);
      this.options.io.text(serverMessage.speech('stopped', 'assistant'));
    }
  }

  private pump(): void {
    if (this.closed || this.current) return;
    const utterance = this.queue.shift();
    if (!utterance) return;
    const speaking: Speaking = { utterance };
    this.current = speaking;
    utterance.pcm.then(
      (pcm) => {
        if (this.current === speaking && !this.closed) this.play(speaking, pcm);
      },
      (error: unknown) => {
        if (this.current !== speaking || this.closed) return;
        this.current = undefined;
        const code = error instanceof SynthesisQueueFullError ? 'queue-full' : 'tts-failed';
        this.options.io.text(serverMessage.error(code, `could not synthesize the line: ${error instanceof Error ? error.message : String(error)}`));
        if (utterance.endReason) this.finishCall(utterance.endReason);
        else this.pump();
      },
    );
  }

  private play(speaking: Speaking, pcm: Buffer): void {
    const { io, clock, frameIntervalMs } = this.options;
    const { utterance } = speaking;
    io.text(serverMessage.speech('started', 'assistant'));
    io.text(serverMessage.transcript(utterance.text));
    io.record('assistant', utterance.text);
    io.text(serverMessage.conversationUpdate(io.history()));
    if (this.closed) return;
    const playback = new Playback(pcm, frameIntervalMs, {
      frame: (frame) => io.audio(frame),
      done: () => {
        if (this.current !== speaking) return;
        this.current = undefined;
        io.text(serverMessage.speech('stopped', 'assistant'));
        if (utterance.endReason) this.finishCall(utterance.endReason);
        else this.pump();
      },
    });
    playback.muted = this.muted;
    speaking.playback = playback;
    playback.start(clock);
  }

  private finishCall(reason: EndedReason): void {
    this.close();
    this.options.io.end(reason);
  }
}

/** Marks a promise's rejection as handled (it is awaited later, or never if the call ends first). */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
