/**
 * The shapes around a call's {@link Conversation} (`conversation.ts`): what it needs from its session,
 * its settings and turn timing, and what the store keeps of it (docs/durable-state.md "Calls").
 */
import type { EndedReason, ServerFrame } from '../../src/core/protocol/server-messages.ts';
import type { HearingPool } from '../audio/hearing-pool.ts';
import type { FrameClock } from '../audio/pacer.ts';
import type { Synthesizer } from '../audio/tts.ts';
import type { VadConfig } from '../audio/vad.ts';
import type { AssistantLanguage, Language } from '../dialogue/assistants.ts';
import type { DialogueState, LeadArguments } from '../dialogue/engine.ts';
import type { SavedLines } from './line-queue.ts';

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
  /**
   * The answer to a voice turn sent its first audio frame: `seconds` since the end of the visitor's
   * speech as the platform heard it (the turn's end less its `waitMs` of silence; the `/metrics`
   * turn latency, docs/platform.md "Metrics"). On the audio path: must only record.
   */
  turnLatency?(seconds: number): void;
}

/** A conversation as the store keeps it (docs/durable-state.md "Calls"). */
export interface ConversationState {
  readonly dialogue: DialogueState;
  readonly lines: SavedLines;
  /** The call was on hold (docs/platform.md "Hold"); absent when not. */
  readonly held?: boolean;
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
