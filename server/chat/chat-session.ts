/** One web chat session (docs/platform.md "Web chat"): what it holds, and what one reply is. */
import type { AssistantLanguage, Language } from '../dialogue/assistants.ts';
import type {
  Dialogue,
  LeadArguments,
  QuickRepliesRequest,
  ToolRequest,
} from '../dialogue/engine.ts';
import type { AssistantServer } from '../dialogue/server-config.ts';
import type { HistoryLine } from '../messages/shapes.ts';

/** Most history lines a chat keeps; older ones are dropped. */
export const MAX_CHAT_HISTORY = 200;

/** One reply: the text and, on confirmation, the lead. */
export interface ChatTurn {
  readonly text: string;
  readonly lead?: LeadArguments;
  /** A client tool call for the page (`show_solution`); its answer comes in a later request's `input` (docs/platform.md "Tool results"). */
  readonly tool?: ToolRequest;
  /** The quick replies the reply offers (`show_quick_replies`, docs/platform.md "Quick replies"); nothing waits for their answer. */
  readonly quickReplies?: QuickRepliesRequest;
  /** The company's server was already asked about the lead (a replayed reply does not ask again). */
  readonly serverAsked?: true;
}

/** One chat session. */
export interface ChatSession {
  readonly id: string;
  readonly address: string;
  readonly assistantId: string;
  /** The language it is held in now (a request may switch it: `ChatSessions.switchLanguage`). */
  language: Language;
  readonly dialogue: Dialogue;
  script: AssistantLanguage;
  /** When it was last used, ms since the epoch. */
  lastUsed: number;
  turns: number;
  /** The last input and its reply, replayed when the same input comes again before the reply was delivered (a retry). */
  last: { input: string; turn: ChatTurn; delivered: boolean } | undefined;
  /** Cancels the reply streaming now, if any. */
  cancelStream: (() => void) | undefined;
  /** Where its server messages go (a stored assistant's `server`; docs/platform.md "Server messages"). */
  readonly server?: AssistantServer;
  readonly startedAt: Date;
  /** The conversation so far, both roles, at most {@link MAX_CHAT_HISTORY} lines (for the end-of-chat report). */
  readonly history: HistoryLine[];
  /** The lead captured (`capture_lead`'s arguments). */
  lead?: LeadArguments;
}

/** Why a chat ended: `customer-ended-chat` (`sessionEnd: true`) or `silence-timed-out` (idle expiry). */
export type ChatEndedReason = 'customer-ended-chat' | 'silence-timed-out';
