/**
 * The web chat's server messages (`docs/platform.md` "Web chat (`POST /api/chat/web`)") in Vapi's
 * untagged shapes: the reply body and the streamed `data:` events. The platform builds the `…Wire`
 * types; the client reads them only through {@link parseChatStreamEvent} and {@link parseChatReply}.
 */
import { own } from '../util/records.ts';

/** A tool call as the chat carries it (`arguments` a JSON string). */
export interface ChatToolCallWire {
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: string };
}

/** One `data:` event of a streamed reply, as the platform writes it. */
export interface ChatStreamEventWire {
  readonly id: string;
  readonly sessionId: string;
  /** `chat.output[0].content` (text) or `chat.output[1].tool_calls[i]` (a JSON {@link ChatToolCallWire}). */
  readonly path: string;
  readonly delta: string;
}

/** The body of a reply that is not streamed, as the platform writes it. */
export interface ChatReplyWire {
  readonly id: string;
  readonly sessionId: string;
  readonly output: readonly (
    | { readonly role: 'assistant'; readonly content: string }
    | {
        readonly role: 'assistant';
        readonly content: null;
        readonly tool_calls: readonly ChatToolCallWire[];
      }
  )[];
}

/** A tool call of a chat reply as read (`arguments` as sent: a JSON string or an object). */
export interface ChatToolCall {
  /** '' when the platform sent none. */
  readonly id: string;
  /** Never empty. */
  readonly name: string;
  readonly arguments: unknown;
}

interface EventIds {
  readonly id?: string;
  readonly sessionId?: string;
}

/**
 * One `data:` line, read: `text` (a path ending in `.content`, or none), `tool-call` (`call`
 * undefined when unreadable), `other` (a path the client does not read), or `malformed`.
 */
export type ChatStreamEvent =
  | (EventIds & { readonly kind: 'text'; readonly delta: string })
  | (EventIds & { readonly kind: 'tool-call'; readonly call: ChatToolCall | undefined })
  | (EventIds & { readonly kind: 'other' })
  | (EventIds & { readonly kind: 'malformed'; readonly problem: string });

/** Reads one `data:` line (see {@link ChatStreamEvent}). Never throws. */
export function parseChatStreamEvent(data: string): ChatStreamEvent {
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return {
      kind: 'malformed',
      problem: `skipped a data line that is not JSON: ${data.slice(0, 80)}`,
    };
  }
  const id = ownString(value, 'id');
  const sessionId = ownString(value, 'sessionId');
  const ids: EventIds = {
    ...(id === undefined ? {} : { id }),
    ...(sessionId === undefined ? {} : { sessionId }),
  };
  const path = ownString(value, 'path') ?? '';
  const delta = own(value, 'delta');
  if (typeof delta !== 'string')
    return { ...ids, kind: 'malformed', problem: 'skipped a data line without a string delta' };
  if (/\.tool_calls(\[\d+\])?$/.test(path)) {
    let call: unknown;
    try {
      call = JSON.parse(delta);
    } catch {
      call = undefined;
    }
    return { ...ids, kind: 'tool-call', call: parseChatToolCall(call) };
  }
  if (path !== '' && !path.endsWith('.content')) return { ...ids, kind: 'other' };
  return { ...ids, kind: 'text', delta };
}

/** A reply that is not streamed, read: its `assistant` entries in order, with text and tool calls. */
export interface ParsedChatReply {
  readonly id: string;
  readonly sessionId: string;
  readonly output: readonly {
    readonly content: string | undefined;
    readonly toolCalls: readonly ChatToolCall[];
  }[];
}

/** Reads a reply body; `undefined` without a string `sessionId` or an `output` list. Never throws. */
export function parseChatReply(body: unknown): ParsedChatReply | undefined {
  const sessionId = ownString(body, 'sessionId');
  const output = own(body, 'output');
  if (sessionId === undefined || !Array.isArray(output)) return undefined;
  const entries: { content: string | undefined; toolCalls: ChatToolCall[] }[] = [];
  for (const entry of output as unknown[]) {
    if (own(entry, 'role') !== 'assistant') continue;
    const calls = own(entry, 'tool_calls');
    const toolCalls = Array.isArray(calls)
      ? (calls as unknown[]).flatMap((call) => parseChatToolCall(call) ?? [])
      : [];
    entries.push({ content: ownString(entry, 'content'), toolCalls });
  }
  const id = own(body, 'id');
  return { id: String(id ?? ''), sessionId, output: entries };
}

/** A tool call with a non-empty `function.name`, else `undefined`. */
export function parseChatToolCall(raw: unknown): ChatToolCall | undefined {
  const fn = own(raw, 'function');
  const name = own(fn, 'name');
  if (typeof name !== 'string' || name === '') return undefined;
  return { id: ownString(raw, 'id') ?? '', name, arguments: own(fn, 'arguments') };
}

function ownString(value: unknown, key: string): string | undefined {
  const item = own(value, key);
  return typeof item === 'string' ? item : undefined;
}
