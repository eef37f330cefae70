/**
 * Where a dialogue stands (docs/durable-state.md "Chats", "Calls"): the
 * visitor's facts, the question it waits an answer to, and what one turn
 * hands back to the call or chat that speaks it (docs/platform.md "Dialogue
 * (typed answers)", "Tool results").
 */
import type {
  QUICK_REPLIES_TOOL,
  QuickRepliesArguments,
} from '../../src/core/protocol/quick-replies.ts';
import type { ScriptLine } from './assistants.ts';
import type { Solution } from './lines.ts';

/** What the visitor has given so far. `phone` is E.164. */
export interface Slots {
  name?: string;
  phone?: string;
  need?: string;
  solution?: Solution;
}

/** The `capture_lead` tool call's arguments. */
export interface LeadArguments {
  readonly name: string;
  readonly phone: string;
  readonly need: string;
  readonly solution?: string;
}

/** A client-side tool call the dialogue waits for (after the line is said). */
export interface ToolRequest {
  /** The tool call's id (`call_…`), which the answer names. */
  readonly id: string;
  readonly name: 'show_solution';
  readonly arguments: { readonly solution: Solution };
}

/**
 * The quick replies offered with a line (`show_quick_replies`, docs/platform.md "Quick replies"): a
 * client-side tool call nothing waits for; the visitor's turn that follows a click carries the answer.
 */
export interface QuickRepliesRequest {
  /** The tool call's id (`call_…`); the page's answer to it is ignored. */
  readonly id: string;
  readonly name: typeof QUICK_REPLIES_TOOL;
  readonly arguments: QuickRepliesArguments;
}

/** How the page answered a {@link ToolRequest}. */
export type ToolOutcome = 'shown' | 'failed' | 'timeout';

/** What to do after one turn. */
export interface DialogueTurn {
  /** The line to say next (none after the goodbye). */
  readonly line?: ScriptLine;
  /** Send the `capture_lead` tool call before the line. */
  readonly lead?: LeadArguments;
  /** Send this client tool call after the line; the dialogue then waits for the page's answer (`Dialogue.toolResult`). */
  readonly tool?: ToolRequest;
  /** Send this client tool call with the line, not awaited: the replies the visitor may click. */
  readonly quickReplies?: QuickRepliesRequest;
  /** Send the typed-answers-only notice (first voice turn that should have filled a slot). */
  readonly notice?: boolean;
}

/** The question the dialogue waits an answer to (`free`: none; `tool`: the page's answer to a tool call). */
export type Expecting = 'name' | 'phone' | 'need' | 'confirm' | 'free' | 'tool';

/** The question each script line asks, by its topic. */
export const TOPIC_EXPECTS: Readonly<Record<string, Expecting>> = {
  'greeting-and-name': 'name',
  phone: 'phone',
  'needed-solution': 'need',
  confirmation: 'confirm',
};

/** How a page tool (`show_solution`) fits in the dialogue: `wait` for its answer (calls), or `carry` the next question in the same reply (chat). */
export type PageToolMode = 'wait' | 'carry';

/** Where a {@link Dialogue} is, as plain JSON kept in the store (docs/durable-state.md "Chats", "Calls"). */
export interface DialogueState {
  readonly slots: Slots;
  readonly byVoice: readonly ('name' | 'phone' | 'need')[];
  readonly expecting: Expecting;
  readonly nextStep: number;
  readonly noticeSent: boolean;
  readonly pendingTool?: string;
  /** Where a local phone number is read first (ISO 3166). */
  readonly region?: string;
  /** A need that named no solution, met with the clarifying question (at most 300 characters): the next such need, or a yes or no, takes a need as it is. */
  readonly clarified?: string;
}

const EXPECTING: readonly Expecting[] = ['name', 'phone', 'need', 'confirm', 'free', 'tool'];

/** True when `value` has the shape of a {@link DialogueState} (untrusted input: a stored record). */
export function isDialogueState(value: unknown): value is DialogueState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  const slots = v['slots'];
  if (typeof slots !== 'object' || slots === null || Array.isArray(slots)) return false;
  for (const key of ['name', 'phone', 'need', 'solution']) {
    const s = (slots as Record<string, unknown>)[key];
    if (s !== undefined && typeof s !== 'string') return false;
  }
  return (
    Array.isArray(v['byVoice']) &&
    (v['byVoice'] as unknown[]).every((b) => b === 'name' || b === 'phone' || b === 'need') &&
    EXPECTING.includes(v['expecting'] as Expecting) &&
    Number.isInteger(v['nextStep']) &&
    (v['nextStep'] as number) >= 0 &&
    typeof v['noticeSent'] === 'boolean' &&
    (v['pendingTool'] === undefined || typeof v['pendingTool'] === 'string') &&
    (v['region'] === undefined ||
      (typeof v['region'] === 'string' && /^[A-Z]{2}$/.test(v['region']))) &&
    (v['clarified'] === undefined ||
      (typeof v['clarified'] === 'string' && v['clarified'].length <= 300))
  );
}
