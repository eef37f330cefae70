/** The chat store's state apart from its requests: what the view renders and where the chat goes. */
import type { Problem } from '../../common/conversation/guidance.ts';
import type { CallReport } from '../../common/conversation/recap.ts';
import type { Lang } from '../../core/lang.ts';
import type { Lead } from '../../common/conversation/tool-calls.ts';
import type { ChatMessage, StoredChat } from '../../core/chat/chat-storage.ts';
import type { ToolStatus } from '../../common/conversation/tool-status.ts';
import type { QuickReplyOffer } from '../../common/conversation/quick-replies.ts';

/** Where and as whom to chat. */
export interface ChatConfig {
  readonly apiUrl: string;
  readonly publicKey: string | undefined;
  readonly assistantId: string | undefined;
  readonly lang: Lang;
  /** Vapi's `assistantOverrides` for each request (`common/conversation/overrides.ts`), read when it is sent. */
  readonly overrides?: (() => Readonly<Record<string, unknown>>) | undefined;
}

/** Why a message was not sent: empty, over 2000 characters, or no `public-key` on the element. */
export type ChatInputProblem = 'empty' | 'too-long' | 'not-configured';

/** What the chat view renders; a new object whenever anything changed. */
export interface ChatSnapshot {
  readonly messages: readonly ChatMessage[];
  readonly sessionId: string | undefined;
  /** A reply is on its way. */
  readonly busy: boolean;
  /** The failure to explain (the same guided texts as calls). */
  readonly problem: Problem | undefined;
  /** The last input problem, shown (translated) next to the field; cleared by the next send. */
  readonly inputError: ChatInputProblem | undefined;
  readonly lead: Lead | undefined;
  /** The chat's result once a lead was captured (the recap card). */
  readonly report: CallReport | undefined;
  /** `Date.now()` of this conversation's first message. */
  readonly startedAt: number | undefined;
  /** The `tool-status` lines of the chat's page tools (docs/elements/voice-widget.md "Tool progress"). */
  readonly toolStatus: readonly ToolStatus[];
  /** The assistant's quick replies waiting for the visitor (`show_quick_replies`), if any. */
  readonly quickReplies: QuickReplyOffer | undefined;
}

/** The first snapshot: the stored history and session, nothing in flight. */
export function restored(stored: StoredChat, now: () => number): ChatSnapshot {
  return {
    messages: stored.messages,
    sessionId: stored.sessionId,
    busy: false,
    problem: undefined,
    inputError: undefined,
    lead: undefined,
    report: undefined,
    startedAt: stored.messages.length > 0 ? now() : undefined,
    toolStatus: [],
    quickReplies: undefined,
  };
}
