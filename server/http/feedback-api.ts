/**
 * `POST /api/feedback` (docs/platform.md "Feedback"): a visitor rates one call or chat
 * of their own address; the rating is kept and forwarded as a `feedback` server message.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import type { CallRegistry } from '../calls/registry.ts';
import type { ChatSessions } from '../chat/sessions.ts';
import type { AssistantServer } from '../dialogue/server-config.ts';
import { clientAddress, TRUST_NOTHING, type TrustProxy } from '../limits/client-address.ts';
import { feedbackMessage, type FeedbackStore } from '../messages/feedback.ts';
import type { Outbox } from '../messages/outbox.ts';
import { sendError, sendJson } from './json.ts';
import { readRequest } from './requests/door.ts';
import { feedbackDoor } from './requests/feedback.ts';

/** What the handler needs. */
export interface FeedbackApiDeps {
  readonly registry: CallRegistry;
  readonly chats: ChatSessions;
  readonly feedback: FeedbackStore;
  readonly outbox: Outbox;
  /** Which proxies' `X-Forwarded-For` to believe for the client's address (default none). */
  readonly trustProxy?: TrustProxy;
}

/** Handles an authorised `POST /api/feedback`; see the module comment. Never throws for bad input. */
export async function handleFeedback(
  deps: FeedbackApiDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const body = await readRequest(req, res, feedbackDoor);
  if (!body) return;
  const now = Date.now();
  const address = clientAddress(req, deps.trustProxy ?? TRUST_NOTHING);
  const limited = deps.chats.takeMessage(address, now);
  if (limited)
    return sendError(res, limited.status, limited.code, limited.message, {
      'Retry-After': String(limited.retryAfterS),
    });

  let target: { readonly assistantId: string; readonly server?: AssistantServer } | undefined;
  if (body.callId !== undefined) {
    const call = deps.registry.get(body.callId);
    if (!call || call.clientAddress !== address)
      return sendError(res, 404, 'call-not-found', 'no call with this id');
    target = {
      assistantId: call.assistant.id,
      ...(call.assistant.server ? { server: call.assistant.server } : {}),
    };
  } else {
    const chat = body.chatId === undefined ? undefined : deps.chats.find(body.chatId, now);
    if (!chat || chat.address !== address)
      return sendError(res, 404, 'chat-not-found', 'no chat with this id');
    target = chat;
  }
  const record = deps.feedback.put(body, now);
  if (target.server?.messages.has('feedback'))
    deps.outbox.post(target.assistantId, target.server, feedbackMessage(body, now));
  sendJson(res, 201, record);
}
