/**
 * `POST /api/chat/web` (docs/platform.md "Web chat", "Ending a chat"): Vapi's web chat
 * body and answers, plain or streamed, over the sessions of {@link ChatSessions}.
 */
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import type {
  ChatReplyWire,
  ChatStreamEventWire,
  ChatToolCallWire,
} from '../../src/core/protocol/chat-messages.ts';
import type { AssistantOverrides } from '../../src/core/protocol/requests.ts';
import type { ChatSession, ChatTurn } from '../chat/chat-session.ts';
import { chatToJson } from '../chat/server-report.ts';
import type { ChatSessions } from '../chat/sessions.ts';
import type { Assistant } from '../dialogue/assistants.ts';
import { chooseAssistant, requestedLanguage } from '../dialogue/choose-assistant.ts';
import { serverResultText } from '../dialogue/lines.ts';
import { personalizationOf, personalize } from '../dialogue/personalize.ts';
import { clientAddress, TRUST_NOTHING, type TrustProxy } from '../limits/client-address.ts';
import { requestToolResults } from '../messages/tool-calls.ts';
import { CORS_HEADERS, sendError, sendJson } from './json.ts';
import { chatWebDoor, turnOf } from './requests/chat-web.ts';
import { readRequest } from './requests/door.ts';

/** What the handler needs. */
export interface ChatApiDeps {
  readonly chats: ChatSessions;
  readonly assistants: ReadonlyMap<string, Assistant>;
  /** Pause between streamed pieces, ms (default 15; tests use 0). */
  readonly deltaIntervalMs?: number;
  /** Which proxies' `X-Forwarded-For` to believe for the client's address (default none). */
  readonly trustProxy?: TrustProxy;
  /** Aborted when the platform closes: a server tool's answer is no longer awaited. */
  readonly signal?: AbortSignal;
}

/** Handles an authorised `POST /api/chat/web`. Never throws for bad input. */
export async function handleChatWeb(
  deps: ChatApiDeps,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const request = await readRequest(req, res, chatWebDoor);
  if (!request) return;
  const read = turnOf(request.input);
  const input = read.text.trim();
  const now = Date.now();
  const address = clientAddress(req, deps.trustProxy ?? TRUST_NOTHING);
  const limited = deps.chats.takeMessage(address, now);
  if (limited)
    return sendError(res, limited.status, limited.code, limited.message, {
      'Retry-After': String(limited.retryAfterS),
    });

  let session: ChatSession;
  const { sessionId } = request;
  // An unknown or expired session (or another client's) starts a new one, as on Vapi; the answer's sessionId says which.
  const found = sessionId !== undefined ? deps.chats.get(sessionId, now) : undefined;
  const own = found && found.address === address ? found : undefined;
  // `sessionEnd: true`: the input is not a turn (Vapi's widget sends 'Ending chat...'); ending twice reports nothing.
  if (request.sessionEnd === true && sessionId !== undefined) {
    if (own) deps.chats.end(own, now);
    return sendNothing(res, request.stream === true, sessionId);
  }
  if (!own && sessionId !== undefined && deps.chats.wasEnded(sessionId, address, now)) {
    return sendError(
      res,
      400,
      'chat-ended',
      'this chat session has ended (sessionEnd); start a new chat without its sessionId',
    );
  }
  if (own) {
    session = own;
    switchLanguage(deps, session, request.assistantOverrides);
  } else {
    const chosen = chooseAssistant(deps.assistants, request);
    if ('status' in chosen) return sendError(res, chosen.status, chosen.code, chosen.message);
    const { assistant, language } = chosen;
    const script = assistant.languages[language];
    if (!script)
      return sendError(
        res,
        400,
        'bad-request',
        `assistant "${assistant.id}" does not speak ${language}`,
      );
    const created = deps.chats.create(
      address,
      assistant.id,
      language,
      script,
      now,
      assistant.server,
      assistant.systemPrompt,
    );
    if ('status' in created)
      return sendError(res, created.status, created.code, created.message, {
        'Retry-After': String(created.retryAfterS),
      });
    session = created;
    if (chosen.region) session.dialogue.region = chosen.region;
  }
  // One reply streams per session: a new message ends the previous stream.
  session.cancelStream?.();
  let turn: ChatTurn = deps.chats.reply(session, input, read.tools, read.context);
  if (turn.lead && !turn.serverAsked && session.last?.turn === turn) {
    turn = session.last.turn = await askLeadServer(session, turn, deps.signal);
    deps.chats.save(session);
  }
  const id = `chat_${Math.random().toString(36).slice(2, 12)}`;
  if (request.stream === true) return stream(deps, res, session, id, turn);
  session.last = session.last && { ...session.last, delivered: true };
  deps.chats.save(session, false);
  const calls = toolCallsOf(turn);
  // The text first (`output[0].content`, where clients that show one entry read it), then the tool calls.
  sendJson(res, 200, {
    id,
    sessionId: session.id,
    output: [
      { role: 'assistant', content: turn.text },
      ...(calls.length > 0
        ? [{ role: 'assistant', content: null, tool_calls: calls } as const]
        : []),
    ],
  } satisfies ChatReplyWire);
}

/**
 * A later request's `assistantOverrides.variableValues.language` (docs/platform.md "Languages"):
 * the chat answers in that language from this reply on (a tag the platform does not speak: English).
 * The assistant of an inline chat is the stored one it was based on; a language the assistant
 * lacks leaves the chat as it is.
 */
function switchLanguage(
  deps: ChatApiDeps,
  session: ChatSession,
  overrides: AssistantOverrides | undefined,
): void {
  const asked = requestedLanguage(overrides);
  if (!asked || asked.language === session.language) return;
  const assistant =
    deps.assistants.get(session.assistantId) ??
    deps.assistants.get(session.assistantId.replace(/^inline-/, ''));
  // The new language's lines rendered with this request's variables (docs/platform.md "Variables").
  const { variables } = personalizationOf(overrides);
  const rendered = assistant ? personalize(assistant, asked.language, { variables }) : assistant;
  const script = rendered?.languages[asked.language];
  // The visitor's country stays unless the new tag names one ('en-GB').
  const region = asked.likelyRegion ? undefined : asked.region;
  if (script) deps.chats.switchLanguage(session, asked.language, script, region);
}

/** The answer to `sessionEnd: true`: 200 with no output (`{ id, sessionId, output: [] }`), or an empty stream. */
function sendNothing(res: ServerResponse, streamed: boolean, sessionId: string): void {
  if (!streamed)
    return sendJson(res, 200, {
      id: `chat_${Math.random().toString(36).slice(2, 12)}`,
      sessionId,
      output: [],
    } satisfies ChatReplyWire);
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end();
}

/** A captured lead's server tool answer (docs/platform.md "Server tools"), said after the 'data sent' line. */
async function askLeadServer(
  session: ChatSession,
  turn: ChatTurn,
  signal: AbortSignal | undefined,
): Promise<ChatTurn> {
  const server = session.server;
  if (!turn.lead || !server?.tools.has('capture_lead') || !server.messages.has('tool-calls'))
    return { ...turn, serverAsked: true };
  const [answer] = await requestToolResults(
    server,
    chatToJson(session, 'in-progress'),
    [
      {
        id: `call_${randomUUID()}`,
        type: 'function',
        function: { name: 'capture_lead', arguments: turn.lead },
      },
    ],
    signal ? { signal } : {},
  );
  if (!answer || !('result' in answer)) return { ...turn, serverAsked: true };
  return {
    ...turn,
    text: `${turn.text} ${serverResultText(answer.result, session.language)}`,
    serverAsked: true,
  };
}

/** A tool call of the reply, in OpenAI's shape (`arguments` JSON-encoded; `src/core/protocol/chat-messages.ts`). */
type ChatToolCall = ChatToolCallWire;

/**
 * The turn's tool calls: `capture_lead` (fire-and-forget), a client tool the dialogue waits for
 * (`show_solution`, its own id), and the quick replies offered (`show_quick_replies`, not awaited).
 */
function toolCallsOf(turn: ChatTurn): ChatToolCall[] {
  const calls: ChatToolCall[] = [];
  if (turn.lead)
    calls.push({
      id: `call_${Math.random().toString(36).slice(2, 12)}`,
      type: 'function',
      function: { name: 'capture_lead', arguments: JSON.stringify(turn.lead) },
    });
  if (turn.tool)
    calls.push({
      id: turn.tool.id,
      type: 'function',
      function: { name: turn.tool.name, arguments: JSON.stringify(turn.tool.arguments) },
    });
  const offer = turn.quickReplies;
  if (offer)
    calls.push({
      id: offer.id,
      type: 'function',
      function: { name: offer.name, arguments: JSON.stringify(offer.arguments) },
    });
  return calls;
}

/** Streams the turn; see the module comment. */
async function stream(
  deps: ChatApiDeps,
  res: ServerResponse,
  session: ChatSession,
  id: string,
  turn: ChatTurn,
): Promise<void> {
  let cancelled = false;
  const cancel = (): void => {
    cancelled = true;
    if (!res.writableEnded) res.destroy();
  };
  session.cancelStream = cancel;
  res.on('close', () => {
    cancelled = true;
    if (session.cancelStream === cancel) session.cancelStream = undefined;
  });
  res.writeHead(200, {
    ...CORS_HEADERS,
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Accel-Buffering': 'no',
  });
  const interval = deps.deltaIntervalMs ?? 15;
  const send = async (path: string, delta: string): Promise<void> => {
    const ok = res.write(
      `data: ${JSON.stringify({ id, sessionId: session.id, path, delta } satisfies ChatStreamEventWire)}\n\n`,
    );
    if (!ok && !cancelled)
      await new Promise<void>((resolve) => {
        res.once('drain', resolve);
        res.once('close', resolve);
      });
  };
  // The text at `chat.output[0].content` (where clients that show only the first entry read it), then the tool calls at `chat.output[1]`.
  const pieces = turn.text === '' ? [] : (turn.text.match(/\s*\S+\s*/gu) ?? [turn.text]);
  for (let i = 0; i < pieces.length && !cancelled; i++) {
    if (i > 0 && interval > 0) await new Promise((r) => setTimeout(r, interval));
    if (cancelled) break;
    await send('chat.output[0].content', pieces[i] as string);
  }
  for (const [i, call] of toolCallsOf(turn).entries())
    if (!cancelled) await send(`chat.output[1].tool_calls[${i}]`, JSON.stringify(call));
  if (cancelled) return;
  if (session.last) session.last.delivered = true;
  deps.chats.save(session, false);
  res.end();
}
