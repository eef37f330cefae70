/**
 * `POST /api/chat/web` (PROTOCOL.md "Web chat"): Vapi's web chat body and
 * answers, over the sessions of {@link ChatSessions}.
 *
 * Body: `assistantId` (string) or an inline `assistant` (as on `/api/call/web`), `input` (string, or a list of `{ role,
 * content }` whose last user entry is taken), `sessionId` (optional),
 * `stream` (boolean), `assistantOverrides.variableValues.language`.
 *
 * - Without `stream`: 200 `{ id, sessionId, output: [{ role: 'assistant',
 *   content }] }`, preceded in `output` by `{ role: 'assistant', content:
 *   null, tool_calls: [...] }` when the lead was captured.
 * - With `stream: true`: 200 `text/event-stream`; each `data:` line is `{ id,
 *   sessionId, path, delta }`. A tool call comes first on the path
 *   `chat.output[0].tool_calls[0]` with the JSON-encoded call as `delta`;
 *   then the text, a word at a time, on `chat.output[N].content`. The
 *   response ends after the last piece. Writes wait for `drain`
 *   (backpressure); a client that goes away cancels the rest.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Assistant } from '../dialogue/assistants.ts';
import { chooseAssistant } from '../dialogue/choose-assistant.ts';
import { MAX_CHAT_INPUT_CHARS, type ChatSession, type ChatSessions, type ChatTurn } from '../chat/sessions.ts';
import { CORS_HEADERS, readJsonObject, sendError, sendJson } from './json.ts';

/** What the handler needs. */
export interface ChatApiDeps {
  readonly chats: ChatSessions;
  readonly assistants: ReadonlyMap<string, Assistant>;
  /** Pause between streamed pieces, ms (default 15; tests use 0). */
  readonly deltaIntervalMs?: number;
}

/** The `input` as text: a string, or the last `user` entry of a message list. */
function inputText(input: unknown): string | undefined {
  if (typeof input === 'string') return input;
  if (!Array.isArray(input)) return undefined;
  for (let i = input.length - 1; i >= 0; i--) {
    const m = input[i] as { role?: unknown; content?: unknown } | null;
    if (m?.role === 'user' && typeof m.content === 'string') return m.content;
  }
  return undefined;
}

/** Handles an authorised `POST /api/chat/web`. Never throws for bad input. */
export async function handleChatWeb(deps: ChatApiDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const body = await readJsonObject(req, res, 'Vapi /chat/web body');
  if (!body) return;
  const text = inputText(body['input']);
  if (text === undefined) return sendError(res, 400, 'bad-request', 'input must be a string or a list of { role, content } with a user message');
  const input = text.trim();
  if (input === '') return sendError(res, 400, 'bad-request', 'input must not be empty');
  if (input.length > MAX_CHAT_INPUT_CHARS) return sendError(res, 400, 'bad-request', `input: at most ${MAX_CHAT_INPUT_CHARS} characters`);
  const now = Date.now();
  const address = req.socket.remoteAddress ?? '';
  const limited = deps.chats.takeMessage(address, now);
  if (limited) return sendError(res, limited.status, limited.code, limited.message, { 'Retry-After': String(limited.retryAfterS) });

  let session: ChatSession;
  const sessionId = body['sessionId'];
  if (sessionId !== undefined && sessionId !== null) {
    if (typeof sessionId !== 'string') return sendError(res, 400, 'bad-request', 'sessionId must be a string');
    const found = deps.chats.get(sessionId, now);
    if (!found || found.address !== address) return sendError(res, 404, 'session-not-found', 'no chat session with this id (it may have expired after 30 min idle); send without sessionId to start one');
    session = found;
  } else {
    const chosen = chooseAssistant(deps.assistants, body);
    if ('status' in chosen) return sendError(res, chosen.status, chosen.code, chosen.message);
    const { assistant, language } = chosen;
    const script = assistant.languages[language];
    if (!script) return sendError(res, 400, 'bad-request', `assistant "${assistant.id}" does not speak ${language}`);
    const created = deps.chats.create(address, assistant.id, language, script, now);
    if ('status' in created) return sendError(res, created.status, created.code, created.message, { 'Retry-After': String(created.retryAfterS) });
    session = created;
  }
  // One reply streams per session: a new message ends the previous stream.
  session.cancelStream?.();
  const turn = deps.chats.reply(session, input);
  const id = `chat_${Math.random().toString(36).slice(2, 12)}`;
  if (body['stream'] === true) return stream(deps, res, session, id, turn);
  session.last = session.last && { ...session.last, delivered: true };
  sendJson(res, 200, {
    id,
    sessionId: session.id,
    output: [...(turn.lead ? [{ role: 'assistant', content: null, tool_calls: [toolCall(turn.lead)] }] : []), { role: 'assistant', content: turn.text }],
  });
}

function toolCall(lead: NonNullable<ChatTurn['lead']>): { id: string; type: 'function'; function: { name: string; arguments: string } } {
  return { id: `call_${Math.random().toString(36).slice(2, 12)}`, type: 'function', function: { name: 'capture_lead', arguments: JSON.stringify(lead) } };
}

/** Streams the turn; see the module comment. */
async function stream(deps: ChatApiDeps, res: ServerResponse, session: ChatSession, id: string, turn: ChatTurn): Promise<void> {
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
    const ok = res.write(`data: ${JSON.stringify({ id, sessionId: session.id, path, delta })}\n\n`);
    if (!ok && !cancelled) await new Promise<void>((resolve) => {
      res.once('drain', resolve);
      res.once('close', resolve);
    });
  };
  let index = 0;
  if (turn.lead) {
    await send('chat.output[0].tool_calls[0]', JSON.stringify(toolCall(turn.lead)));
    index = 1;
  }
  const pieces = turn.text.match(/\s*\S+\s*/gu) ?? [turn.text];
  for (let i = 0; i < pieces.length && !cancelled; i++) {
    if (i > 0 && interval > 0) await new Promise((r) => setTimeout(r, interval));
    if (cancelled) break;
    await send(`chat.output[${index}].content`, pieces[i] as string);
  }
  if (cancelled) return;
  if (session.last) session.last.delivered = true;
  res.end();
}
