/**
 * The platform's web chat API, client side (`docs/platform.md` "Web chat (`POST /api/chat/web`)",
 * `docs/vapi-compat.md` "Web chat"): `POST {api-url}/chat/web` with the public key as bearer and
 * Vapi's body; a JSON reply, or an event stream of `{ path, delta }` text and tool-call pieces.
 * Failures are {@link ChatError}s; malformed `data:` lines are skipped and reported once per reply.
 */
import { createParser } from 'eventsource-parser';
import { VoiceWidgetsError } from '../errors.ts';
import { ApiError, PlatformError, serverMessage } from '../api/errors.ts';
import { requestResponse } from '../api/request.ts';
import {
  parseChatReply,
  parseChatStreamEvent,
  type ChatToolCall,
} from '../protocol/chat-messages.ts';
import {
  type AssistantOverrides,
  type ChatInputMessage,
  type ChatWebRequest,
  MAX_CHAT_INPUT_CHARS,
} from '../protocol/requests.ts';
import type { Lang } from '../lang.ts';

/** Longest message a visitor may send, characters: the platform's limit (docs/platform.md "Web chat"). */
export const MAX_CHAT_CHARS = MAX_CHAT_INPUT_CHARS;

/** What went wrong with a chat request. */
export type ChatErrorCode =
  | 'invalid-message' // empty or over MAX_CHAT_CHARS: nothing was sent
  | 'network-error' // fetch rejected: offline, refused, CORS
  | 'timeout' // no response headers within the time limit (`timeoutMs`, default 60 s)
  | 'api-error' // non-2xx answer; `status` says which
  | 'invalid-response' // a 2xx body that is not the promised shape
  | 'interrupted' // the stream ended before its end (connection cut)
  | 'aborted'; // the caller aborted (sheet closed, sent again, element removed)

/** A failed chat request (a `voice-error` of type `chat-error`); `status` is set for `api-error`. */
export class ChatError extends VoiceWidgetsError {
  override readonly name = 'ChatError';
  declare readonly code: ChatErrorCode;
  /** HTTP status of an `api-error`. */
  readonly status: number | undefined;

  constructor(
    code: ChatErrorCode,
    message: string,
    status?: number,
    options?: { cause?: unknown },
  ) {
    super(code, message, options);
    this.status = status;
  }
}

/** A tool call carried by a chat reply. */
export type { ChatToolCall };

/**
 * The page's answer to a tool call, as Vapi's `ToolMessage`, sent in the next request's `input`
 * (docs/voice-client.md "Tools"). A failure is `content` `{"error":"…"}`.
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
  /** '' for a request that only carries {@link toolMessages}. */
  readonly input: string;
  /** Tool answers, sent before the visitor's message. */
  readonly toolMessages?: readonly ChatToolMessage[];
  /** The page's context (`system` messages), sent before the tool answers and the visitor's message. */
  readonly context?: readonly string[];
  /** Vapi's `assistantOverrides`, sent as given (default: `{ variableValues: { language: lang } }`). */
  readonly assistantOverrides?: AssistantOverrides;
  readonly sessionId?: string | undefined;
  /** Default true. */
  readonly stream?: boolean;
  readonly signal?: AbortSignal;
  /** Each new piece of the reply's text (the whole text at once when not streaming). */
  readonly onDelta?: (delta: string) => void;
  readonly onToolCall?: (call: ChatToolCall) => void;
  /** A `data:` line was skipped; at most once per request. */
  readonly onMalformed?: (problem: string) => void;
  readonly fetch?: typeof fetch;
  /** Longest wait for the response headers, ms (> 0 or `Infinity`). Default 60 000. */
  readonly timeoutMs?: number;
}

/** The whole reply. */
export interface ChatReply {
  readonly id: string;
  readonly sessionId: string;
  readonly text: string;
}

/** The trimmed input. @throws ChatError `invalid-message` (empty, or over 2000 characters). */
export function checkChatInput(input: string): string {
  // eslint-disable-next-line no-control-regex
  const text = input.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g, '').trim();
  if (text === '') throw new ChatError('invalid-message', 'The message is empty.');
  if (text.length > MAX_CHAT_CHARS)
    throw new ChatError(
      'invalid-message',
      `The message has ${text.length} characters; at most ${MAX_CHAT_CHARS} are allowed.`,
    );
  return text;
}

/** The request body, as Vapi's `/chat/web` takes it. */
export function chatBody(
  request: Pick<
    ChatRequest,
    | 'assistantId'
    | 'input'
    | 'sessionId'
    | 'stream'
    | 'lang'
    | 'toolMessages'
    | 'context'
    | 'assistantOverrides'
  >,
): ChatWebRequest {
  const before: ChatInputMessage[] = [
    ...(request.context ?? []).map((content) => ({ role: 'system' as const, content })),
    ...(request.toolMessages ?? []),
  ];
  return {
    assistantId: request.assistantId,
    input:
      before.length === 0
        ? request.input
        : [
            ...before,
            ...(request.input ? [{ role: 'user' as const, content: request.input }] : []),
          ],
    ...(request.sessionId ? { sessionId: request.sessionId } : {}),
    stream: request.stream ?? true,
    assistantOverrides: request.assistantOverrides ?? {
      variableValues: { language: request.lang },
    },
  };
}

/**
 * Sends one message and reads the reply (streamed by default) through the platform fetch wrapper;
 * its time limit covers the response headers, not the stream.
 * @throws ChatError with any {@link ChatErrorCode}; on `interrupted` the text so far went to `onDelta`.
 */
export async function sendChat(request: ChatRequest): Promise<ChatReply> {
  const input =
    request.input === '' && (request.toolMessages?.length ?? 0) > 0
      ? ''
      : checkChatInput(request.input);
  const stream = request.stream ?? true;
  let response: Response;
  try {
    response = await requestResponse(
      {
        baseUrl: request.apiUrl,
        token: request.publicKey,
        ...(request.fetch ? { fetch: request.fetch } : {}),
        ...(request.timeoutMs === undefined ? {} : { timeoutMs: request.timeoutMs }),
      },
      {
        method: 'POST',
        path: '/chat/web',
        bodyType: 'json',
        body: chatBody({ ...request, input, stream }),
        accept: stream ? 'text/event-stream' : 'application/json',
        signal: request.signal,
      },
    );
  } catch (error) {
    throw toChatError(error, request.signal);
  }
  const type = response.headers.get('content-type') ?? '';
  if (stream && type.includes('text/event-stream') && response.body)
    return readStream(response.body, request);
  return readJson(response, request);
}

/** The {@link ChatError} for a failure of the fetch wrapper, with the wrapper's `cause`. */
function toChatError(error: unknown, signal: AbortSignal | undefined): ChatError {
  if (error instanceof ApiError) {
    const said = serverMessage(error.body);
    return new ChatError(
      'api-error',
      `POST /chat/web answered ${error.status}${said ? `: ${said}` : ''}`,
      error.status,
    );
  }
  const cause = error instanceof PlatformError ? error.cause : error;
  const code = error instanceof PlatformError ? error.code : 'network-error';
  if (code === 'aborted' || signal?.aborted)
    return new ChatError('aborted', 'The chat request was aborted.', undefined, { cause });
  if (code === 'timeout')
    return new ChatError('timeout', (error as PlatformError).message, undefined, { cause });
  if (code === 'invalid-request')
    return new ChatError('invalid-message', (error as PlatformError).message, undefined, { cause });
  return new ChatError(
    'network-error',
    `The chat request failed before a response: ${cause instanceof Error ? cause.message : String(cause)}`,
    undefined,
    { cause },
  );
}

async function readJson(response: Response, request: ChatRequest): Promise<ChatReply> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new ChatError('invalid-response', 'The chat reply is not JSON.', undefined, {
      cause: error,
    });
  }
  const reply = parseChatReply(body);
  if (!reply)
    throw new ChatError('invalid-response', 'The chat reply has no sessionId or output list.');
  let text = '';
  for (const message of reply.output) {
    if (message.content !== undefined) text += message.content;
    for (const call of message.toolCalls) request.onToolCall?.(call);
  }
  if (text) request.onDelta?.(text);
  return { id: reply.id, sessionId: reply.sessionId, text };
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  request: ChatRequest,
): Promise<ChatReply> {
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
    if (request.signal?.aborted)
      throw new ChatError('aborted', 'The chat request was aborted.', undefined, { cause: error });
    throw new ChatError(
      'interrupted',
      'The reply stopped before its end (connection lost).',
      undefined,
      { cause: error },
    );
  }
  // A request that only answers tools may get an empty stream; a first request must learn its id.
  if (!sessionId && request.sessionId) return { id, sessionId: request.sessionId, text };
  if (!sessionId) throw new ChatError('invalid-response', 'The chat stream carried no sessionId.');
  return { id, sessionId, text };
}
