/**
 * The door of `POST /api/chat/web` (docs/platform.md "Web chat", "Ending a chat", "Page context",
 * "Tool results"): its body as a `ChatWebRequest`, and the turn its `input` carries.
 */
import * as v from 'valibot';

import { MAX_TOOL_RESULT_BYTES } from '../../../src/core/protocol/client-messages.ts';
import {
  type ChatInputMessage,
  type ChatWebRequest,
  MAX_CHAT_INPUT_CHARS,
} from '../../../src/core/protocol/requests.ts';
import type { ChatToolAnswer } from '../../chat/tool-answers.ts';
import {
  assistantRequestEntries,
  NULLABLE_FIELDS,
  UNSUPPORTED_FIELDS,
  withoutShadowedInline,
} from './assistant.ts';
import { MAX_BODY_BYTES, NOT_JSON, record, typedDoor } from './door.ts';

/** Most `ToolMessage`s read from one request's `input`. */
const MAX_TOOL_MESSAGES = 8;
/** Most `system` messages (page context) read from one request's `input`. */
const MAX_SYSTEM_MESSAGES = 8;
/** Only the last entries of an `input` list are read. */
const MAX_INPUT_ENTRIES = 64;

const NOT_OBJECT = 'body must be a JSON object (Vapi /chat/web body)';
const INPUT = 'input must be a string or a list of { role, content } with a user message';

/** The turn of a request: the visitor's text ('' with tool answers only), the tool answers, the page context. */
export interface ChatTurnInput {
  readonly text: string;
  readonly tools: readonly ChatToolAnswer[];
  readonly context: readonly string[];
}

/** The turn `input` carries: the string, or the list's last user message, its tool answers and its system messages. */
export function turnOf(input: ChatWebRequest['input']): ChatTurnInput {
  if (input === undefined) return { text: '', tools: [], context: [] };
  if (typeof input === 'string') return { text: input, tools: [], context: [] };
  let text = '';
  const tools: ChatToolAnswer[] = [];
  const context: string[] = [];
  for (const m of input) {
    if (m.role === 'user') text = m.content;
    else if (m.role === 'system') context.push(m.content);
    else tools.push({ toolCallId: m.tool_call_id, content: m.content });
  }
  return { text, tools, context };
}

/** One entry of an `input` list: the message read, undefined for one skipped, or its problem. */
function entryOf(raw: unknown): ChatInputMessage | undefined | { readonly problem: string } {
  const m = raw as { role?: unknown; content?: unknown; tool_call_id?: unknown } | null;
  // A user message without a string content is skipped, as are other roles.
  if (m?.role === 'user')
    return typeof m.content === 'string' ? { role: 'user', content: m.content } : undefined;
  if (m?.role === 'system') {
    if (typeof m.content !== 'string' || m.content.length > MAX_CHAT_INPUT_CHARS)
      return {
        problem: `a system message needs a content string of at most ${MAX_CHAT_INPUT_CHARS} characters`,
      };
    return { role: 'system', content: m.content };
  }
  if (m?.role !== 'tool') return undefined;
  const { tool_call_id: id, content } = m;
  if (typeof id !== 'string' || id === '' || id.length > 200 || typeof content !== 'string')
    return { problem: 'a tool message needs a tool_call_id string and a content string' };
  if (Buffer.byteLength(content) > MAX_TOOL_RESULT_BYTES)
    return { problem: `a tool message's content is limited to ${MAX_TOOL_RESULT_BYTES} bytes` };
  return { role: 'tool', tool_call_id: id, content };
}

/** `input`: a string, or a list's last {@link MAX_INPUT_ENTRIES} entries as read; the first problem is the issue. */
const input = v.pipe(
  v.unknown(),
  v.rawTransform(({ dataset, addIssue, NEVER }): string | readonly ChatInputMessage[] => {
    if (typeof dataset.value === 'string') return dataset.value;
    if (!Array.isArray(dataset.value)) {
      addIssue({ message: INPUT });
      return NEVER;
    }
    const read: ChatInputMessage[] = [];
    const count = { system: 0, tool: 0 };
    for (const raw of (dataset.value as unknown[]).slice(-MAX_INPUT_ENTRIES)) {
      const entry = entryOf(raw);
      if (entry === undefined) continue;
      if ('problem' in entry) {
        addIssue({ message: entry.problem });
        return NEVER;
      }
      if (entry.role !== 'user') {
        const max = entry.role === 'system' ? MAX_SYSTEM_MESSAGES : MAX_TOOL_MESSAGES;
        if (count[entry.role] === max) {
          addIssue({ message: `at most ${max} ${entry.role} messages per request` });
          return NEVER;
        }
        count[entry.role] += 1;
      }
      read.push(entry);
    }
    if (!read.some((m) => m.role !== 'system')) {
      addIssue({ message: INPUT });
      return NEVER;
    }
    return read;
  }),
);

/** The body's own rules past its fields: an input unless the chat ends; not empty; not too long. */
function inputProblem(request: ChatWebRequest): string | undefined {
  const ending = request.sessionEnd === true;
  if (request.input === undefined) return ending ? undefined : INPUT;
  const turn = turnOf(request.input);
  const text = turn.text.trim();
  if (text === '' && turn.tools.length === 0 && !ending) return 'input must not be empty';
  if (text.length > MAX_CHAT_INPUT_CHARS)
    return `input: at most ${MAX_CHAT_INPUT_CHARS} characters`;
  if (ending && request.sessionId === undefined)
    return 'sessionEnd needs the sessionId of the chat to end';
  return undefined;
}

/** Reads a web chat request's body; see the module comment. */
export const chatWebDoor = typedDoor<ChatWebRequest>()({
  schema: v.pipe(
    v.looseObject({}),
    v.transform(withoutShadowedInline),
    record(
      {
        input: v.exactOptional(input),
        sessionId: v.exactOptional(v.string('sessionId must be a string')),
        sessionEnd: v.exactOptional(v.boolean('sessionEnd must be a boolean')),
        // Anything but `true` is a plain reply, as it always was.
        stream: v.exactOptional(
          v.pipe(
            v.unknown(),
            v.transform((value) => value === true),
          ),
        ),
        ...assistantRequestEntries,
      },
      NOT_OBJECT,
      ['sessionId', ...NULLABLE_FIELDS],
      'strip',
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed ? inputProblem(dataset.value) : undefined;
      if (problem) addIssue({ message: problem });
    }),
  ),
  maxBytes: MAX_BODY_BYTES,
  notJson: NOT_JSON,
  notObject: NOT_OBJECT,
  unsupported: UNSUPPORTED_FIELDS,
});
