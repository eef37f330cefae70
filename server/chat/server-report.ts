/**
 * A chat's `end-of-call-report` (docs/platform.md "Server messages"), as a call's,
 * its `call` being the chat ({@link chatToJson}); queued on the {@link Outbox}.
 */
import type { Outbox } from '../messages/outbox.ts';
import { endOfCallReport } from '../messages/shapes.ts';
import type { ChatEndedReason, ChatSession } from './chat-session.ts';

/** The chat as its server sees it (the `call` of its server messages); `createdAt` is ISO. */
export function chatToJson(session: ChatSession, status: 'in-progress' | 'ended'): object {
  return {
    id: session.id,
    type: 'webChat',
    assistantId: session.assistantId,
    status,
    language: session.language,
    createdAt: session.startedAt.toISOString(),
  };
}

/** Queues the report of an ended chat (a `ChatSessions` `onEnded` hook). Never throws. */
export function reportChat(outbox: Outbox, session: ChatSession, reason: ChatEndedReason): void {
  const server = session.server;
  if (!server?.messages.has('end-of-call-report')) return;
  try {
    outbox.post(
      session.assistantId,
      server,
      endOfCallReport(chatToJson(session, 'ended'), {
        endedReason: reason,
        startedAt: session.startedAt,
        endedAt: new Date(),
        history: session.history,
        ...(session.lead ? { lead: { ...session.lead } } : {}),
      }),
    );
  } catch (error) {
    console.error('[platform] a server message could not be built:', error);
  }
}
