/**
 * The platform's web chat API, client side (`server/PROTOCOL.md` "Web chat
 * (`POST /api/chat/web`)", `../shared/notes/VAPI-SHAPES.md` "Web chat"):
 * `POST {api-url}/chat/web` with the public key as bearer and Vapi's body.
 *
 * - Without `stream` the answer is `{ id, sessionId, output: [{ role, content }] }`.
 * - With `stream: true` it is a `text/event-stream` whose `data:` lines are
 *   JSON `{ id, sessionId, path, delta }`: a `delta` on a path ending in
 *   `.content` is the next piece of the reply's text; on a path ending in
 *   `.tool_calls` it is one JSON-encoded tool call (`{ id, type: 'function',
 *   function: { name, arguments } }`, the local platform's way to send
 *   `capture_lead`, PROTOCOL.md "Web chat"). The stream ends when the
 *   response closes. Lines are split by `eventsource-parser`, not by hand.
 *
 * Failures are thrown as {@link ChatError} with a `code`; malformed `data:`
 * lines are skipped and reported once per reply through `onMalformed`. The
 * bodies and events are read only by `src/core/protocol/chat-messages.ts`
 * (`docs/platform.md` "Server messages").
 */
import { createParser } from 'eventsource-parser';
import { parseChatReply, parseChatStreamEvent, type ChatToolCall } from '../protocol/chat-messages.ts';
import { serverMessage } from '../api/errors.ts';
import { joinUrl } from '../api/url.ts';
import type { Lang } from '../lang.ts';

/** Longest message a visitor may send, characters (PROTOCOL.md "Web chat": `input` of 1–2000 characters). */
export const MAX_CHAT_CHARS = 2000;

/** What went wrong with a chat request. */
export type ChatErrorCode =
  | 'invalid-message' // empty or over MAX_CHAT_CHARS: nothing was sent
  | 'network-error' // fetch rejected: offline, refused, CORS
  | 'api-error' // non-2xx answer; `status` says which
  | 'invalid-response' // a 2xx body that is not the promised shape
  | 'interrupted' // the stream ended before its end (connection cut)
  | 'aborted'; // the caller aborted (sheet closed, sent again, element removed)

/** A failed chat request. `status` is the HTTP status for `api-error`. */
export class ChatError extends Error {
  override readonly name = 'ChatError';
  constructor(
    readonly code: ChatErrorCode,
    message: string,
    readonly status?: number,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** A tool call carried by a chat reply (the shape of `voice-tool-call` before parsing); declared in `src/core/protocol/chat-messages.ts`. */
export type { ChatToolCall };

/**
 * The page's answer to a tool call of an earlier reply, as Vapi's
 * `ToolMessage` (`@vapi-ai/server-sdk`): sent in the next request's `input`
 * list, before the visitor's message if any (README "Tools that answer").
 * A failure is `content` `{"error":"…"}`.
 */
export interface ChatToolMessage {
  readonly role: 'tool';
  readonly tool_call_id: string;
  readonly content: string;
}

/** One `/chat/web` request. */
export interface ChatRequest {
  readonly apiUrl: string;
  readonly publicKey: string;
  readonly assistantId: string;
  readonly lang: Lang;
  /** The visitor's message; '' for a request that only carries {@link toolMessages}. */
  readonly input: string;
  /** Tool answers to send first (then `input` is a list: these, then the visitor's message). */
  readonly toolMessages?: readonly ChatToolMessage[];
  /** The session to continue (after the first reply). */
  readonly sessionId?: string | undefined;
  /** Stream the reply (default true). */
  readonly stream?: boolean;
  readonly signal?: AbortSignal;
  /** Each new piece of the reply's text, in order (stream only; the whole text at once otherwise). */
  readonly onDelta?: (delta: string) => void;
  /** A tool call in the reply. */
  readonly onToolCall?: (call: ChatToolCall) => void;
  /** A `data:` line that was skipped; called at most once per request. */
  readonly onMalformed?: (problem: string) => void;
  /** `fetch` to use (tests). */
  readonly fetch?: typeof fetch;
}

/** The whole reply. */
export interface ChatReply {
  readonly id: string;
  readonly sessionId: string;
  readonly text: string;
}

/** The trimmed input, or a ChatError `invalid-message` (empty, or over 2000 characters). */
export function checkChatInput(input: string): string {
  // eslint-disable-next-line no-control-regex
  const text = input.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
  if (text === '') throw new ChatError('invalid-message', 'The message is empty.');
  if (text.length > MAX_CHAT_CHARS) throw new ChatError('invalid-message', `The message has ${text.length} characters; at most ${MAX_CHAT_CHARS} are allowed.`);
  return text;
}

/** The request body, as Vapi's `/chat/web` takes it. */
export function chatBody(request: Pick<ChatRequest, 'assistantId' | 'input' | 'sessionId' | 'stream' | 'lang' | 'toolMessages'>): Record<string, unknown> {
  const tools = request.toolMessages ?? [];
  return {
    assistantId: request.assistantId,
    input: tools.length === 0 ? request.input : [...tools, ...(request.input ? [{ role: 'user', content: request.input }] : [])],
    ...(request.sessionId ? { sessionId: request.sessionId } : {}),
    stream: request.stream ?? true,
    assistantOverrides: { variableValues: { language: request.lang } },
  };
}

/**
 * Sends one message and reads the reply (streamed by default). Rejects with
 * {@link ChatError}: `invalid-message` before sending, `network-error`,
 * `api-error` (with `status`; the server's `message` in the text),
 * `invalid-response`, `interrupted` (the text received so far has already
 * gone to `onDelta`), `aborted`.
 */
export async function sendChat(request: ChatRequest): Promise<ChatReply> {
  const input = request.input === '' && (request.toolMessages?.length ?? 0) > 0 ? '' : checkChatInput(request.input);
  const doFetch = request.fetch ?? fetch;
  const stream = request.stream ?? true;
  let response: Response;
  try {
    response = await doFetch(joinUrl(request.apiUrl, '/chat/web', ''), {
      method: 'POST',
      headers: { Authorization: `Bearer ${request.publicKey}`, 'Content-Type': 'application/json', Accept: stream ? 'text/event-stream' : 'application/json' },
      body: JSON.stringify(chatBody({ ...request, input, stream })),
      signal: request.signal ?? null,
    });
  } catch (error) {
    if (request.signal?.aborted) throw new ChatError('aborted', 'The chat request was aborted.', undefined, { cause: error });
    throw new ChatError('network-error', `The chat request failed before a response: ${error instanceof Error ? error.message : String(error)}`, undefined, { cause: error });
  }
  if (!response.ok) throw await apiError(response);
  const type = response.headers.get('content-type') ?? '';
  if (stream && type.includes('text/event-stream') && response.body) return readStream(response.body, request);
  return readJson(response, request);
}

/** The error for a non-2xx answer, with the server's own words (`serverMessage`, as `ApiError` reads them). */
async function apiError(response: Response): Promise<ChatError> {
  let body: unknown;
  try {
    const text = await response.text();
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
  } catch {
    // The body could not be read: the status says enough.
  }
  const said = serverMessage(body);
  return new ChatError('api-error', `POST /chat/web answered ${response.status}${said ? `: ${said}` : ''}`, response.status);
}

async function readJson(response: Response, request: ChatRequest): Promise<ChatReply> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ChatError('invalid-response', 'The chat reply is not JSON.', undefined, { cause: error });
  }
  const reply = parseChatReply(body);
  if (!reply) throw new ChatError('invalid-response', 'The chat reply has no sessionId or output list.');
  let text = '';
  for (const message of reply.output) {
    if (message.content !== undefined) text += message.content;
    for (const call of message.toolCalls) request.onToolCall?.(call);
  }
  if (text) request.onDelta?.(text);
  return { id: reply.id, sessionId: reply.sessionId, text };
}

/** Reads the event stream; see the module comment. */
async function readStream(body: ReadableStream<Uint8Array>, request: ChatRequest): Promise<ChatReply> {
  let id = '';
  let sessionId = '';
  let text = '';
  let warned = false;
  const malformed = (problem: string): void => {
    if (warned) return;
    warned = true;
    request.onMalformed?.(problem);
  };
  const parser = createParser({
    onEvent(event) {
      if (event.data === '[DONE]') return;
      const data = parseChatStreamEvent(event.data);
      if (data.sessionId !== undefined) sessionId = data.sessionId;
      if (data.id !== undefined) id = data.id;
      switch (data.kind) {
        case 'malformed':
          return malformed(data.problem);
        case 'tool-call':
          if (data.call) request.onToolCall?.(data.call);
          else malformed('skipped a tool call that is not { id, function: { name, arguments } }');
          return;
        case 'other':
          return;
        case 'text':
          text += data.delta;
          request.onDelta?.(data.delta);
      }
    },
    onError(error) {
      malformed(`skipped a malformed event: ${error.message}`);
    },
  });
  const reader = body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      // `stream: true` keeps a UTF-8 sequence split across chunks whole.
      parser.feed(decoder.decode(value, { stream: true }));
    }
    parser.feed(decoder.decode());
  } catch (error) {
    if (request.signal?.aborted) throw new ChatError('aborted', 'The chat request was aborted.', undefined, { cause: error });
    throw new ChatError('interrupted', 'The reply stopped before its end (connection lost).', undefined, { cause: error });
  }
  if (!sessionId) throw new ChatError('invalid-response', 'The chat stream carried no sessionId.');
  return { id, sessionId, text };
}
