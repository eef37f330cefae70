/**
 * The request bodies of the local platform's REST routes (docs/platform.md "REST"), as the
 * platform reads them: `POST /api/call/web`, `POST /api/chat/web`, and live call control. The
 * platform parses each body once, where it enters (`server/http/requests/`), into these types;
 * the browser client builds its bodies with them. The feedback body is `feedback.ts`.
 * Plain types and rules only: the browser bundle carries no schema library.
 */
import type { EndCallMessage } from './client-messages.ts';

/** A template variable's value (docs/platform.md "Variables"): a string, a finite number or a boolean. */
export type VariableValue = string | number | boolean;

/** Vapi's `assistantOverrides.variableValues`; `language` among them names the conversation's language. */
export type VariableValues = Readonly<Record<string, VariableValue>>;

/** Most variables sent by the client and read by the platform; the others are dropped. */
export const MAX_VARIABLES = 64;

/** Longest chat `input` a visitor may send and the platform accepts, characters (docs/platform.md "Web chat"). */
export const MAX_CHAT_INPUT_CHARS = 2000;

/** Longest `firstMessage` (an override's or an inline assistant's), characters (UTF-16 code units). */
const MAX_FIRST_MESSAGE_CHARS = 1000;

/** What a `firstMessage` must be, as the 400 answer words it after the field's name. */
export const FIRST_MESSAGE_RULE = `a non-empty string of at most ${MAX_FIRST_MESSAGE_CHARS} characters`;

/** True when `text` is a `firstMessage` the platform takes: not blank, at most {@link MAX_FIRST_MESSAGE_CHARS} characters. */
export function isFirstMessage(text: string): boolean {
  return text.trim() !== '' && text.length <= MAX_FIRST_MESSAGE_CHARS;
}

/** Vapi's `startSpeakingPlan`: the honoured field, in seconds (0–5); other fields pass unread. */
export interface StartSpeakingPlan {
  readonly waitSeconds?: number;
  readonly [field: string]: unknown;
}

/** Vapi's `stopSpeakingPlan`: the honoured fields, in seconds (0–0.5, 0–10); other fields pass unread. */
export interface StopSpeakingPlan {
  readonly voiceSeconds?: number;
  readonly backoffSeconds?: number;
  readonly [field: string]: unknown;
}

/**
 * Vapi's `assistantOverrides` (docs/platform.md "Variables", "Languages", "Speaking plans"): the
 * fields the platform reads, typed; any other field passes unread (a hosted platform may read it).
 */
export interface AssistantOverrides {
  /** The variables; `language` (a BCP-47 tag) picks the conversation's language. */
  readonly variableValues?: VariableValues;
  /** Replaces the assistant's first message ({@link isFirstMessage}; a Liquid template). */
  readonly firstMessage?: string;
  readonly startSpeakingPlan?: StartSpeakingPlan;
  readonly stopSpeakingPlan?: StopSpeakingPlan;
  readonly [field: string]: unknown;
}

/**
 * An inline (transient) assistant, `assistant` (docs/platform.md "`POST /api/call/web`"): what the
 * platform honours, typed; every other field is named in the answer's `warnings` as ignored.
 */
export interface InlineAssistant {
  /** Its first line ({@link isFirstMessage}; a Liquid template). */
  readonly firstMessage?: string;
  /** At most 100 characters. */
  readonly name?: string;
  /** `language`: a BCP-47 tag (`es-ES`, `he-IL`, `en-US` …). */
  readonly transcriber?: { readonly language?: string; readonly [field: string]: unknown };
  /** Honoured only as `{ provider: 'espeak-ng' | 'local', voiceId }`; any other voice is a warning. */
  readonly voice?: {
    readonly provider?: string;
    readonly voiceId?: string;
    readonly [field: string]: unknown;
  };
  /** Vapi's model definition: only its system message is honoured (the system prompt). */
  readonly model?: unknown;
  readonly startSpeakingPlan?: StartSpeakingPlan;
  readonly stopSpeakingPlan?: StopSpeakingPlan;
  readonly [field: string]: unknown;
}

/** Which assistant a call or chat asks for: a stored one (`assistantId`) or an inline one, and the overrides. */
export interface AssistantRequest {
  /** A stored assistant (e.g. `sofia`); when given, `assistant` is not read. */
  readonly assistantId?: string;
  readonly assistant?: InlineAssistant;
  readonly assistantOverrides?: AssistantOverrides;
}

/**
 * `POST /api/call/web`'s body as the platform reads it. Squads and workflows are not supported on
 * the local platform (400 `unsupported-on-local-platform`), so a read body never has them.
 */
export interface WebCallRequest extends AssistantRequest {
  readonly squad?: never;
  readonly squadId?: never;
  readonly workflow?: never;
  readonly workflowId?: never;
}

/** One entry of a chat request's `input` list that the platform reads (others are skipped). */
export type ChatInputMessage =
  /** The visitor's message: the last one is the turn. */
  | { readonly role: 'user'; readonly content: string }
  /** Page context (docs/platform.md "Page context"): kept in the history, never answered. */
  | { readonly role: 'system'; readonly content: string }
  /** The page's answer to a tool call, as Vapi's `ToolMessage`. */
  | { readonly role: 'tool'; readonly tool_call_id: string; readonly content: string };

/** `POST /api/chat/web`'s body (docs/platform.md "Web chat", "Ending a chat"). */
export interface ChatWebRequest extends AssistantRequest {
  /** The visitor's text, or a list with a user message and/or tool answers (and page context). */
  readonly input?: string | readonly ChatInputMessage[];
  /** The chat to continue; absent, unknown or another client's: a new chat. */
  readonly sessionId?: string;
  /** `true` ends the chat `sessionId` (its `input` is not a turn). */
  readonly sessionEnd?: boolean;
  /** `true`: the reply is an event stream. */
  readonly stream?: boolean;
}

/** A live call control message (docs/platform.md "Live call control"): only `end-call` here. */
export type ControlRequest = EndCallMessage;
