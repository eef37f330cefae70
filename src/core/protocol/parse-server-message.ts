/**
 * The one reader of the server's messages (`docs/platform.md` "Server messages"). Only own
 * properties are read and decoded objects are fresh copies without prototype keys (security);
 * a bad list entry is skipped and reported, unknown fields dropped, unknown `type`s rejected.
 */
import {
  WIRE_CALL_STATUSES,
  ERROR_CODES,
  MAX_TOOL_CALLS_PER_MESSAGE,
  type ConversationEntry,
  type ServerMessage,
  type ToolArguments,
  type ToolCallEntry,
} from './server-messages.ts';
import { isRecord, own } from '../util/records.ts';

/** The message and the list entries skipped, or why the data is not a server message (with its `type` tag). */
export type ServerMessageCheck =
  | { readonly ok: true; readonly message: ServerMessage; readonly problems: readonly string[] }
  | { readonly ok: false; readonly type: string | undefined; readonly problem: string };

/**
 * Reads one server message: a text frame (bare `listening` or JSON) or a decoded app message.
 * @returns the typed message, or `undefined` when it is not one. Never throws.
 */
export function parseServerMessage(raw: unknown): ServerMessage | undefined {
  const check = checkServerMessage(raw);
  return check.ok ? check.message : undefined;
}

/** {@link parseServerMessage} with its reasons (`problem`, or the skipped entries' `problems`). Never throws. */
export function checkServerMessage(raw: unknown): ServerMessageCheck {
  if (raw === 'listening') return accept({ type: 'listening' });
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      return reject(undefined, 'a text frame that is neither listening nor JSON');
    }
  }
  if (!isRecord(value)) return reject(undefined, 'not a JSON object');
  const type = own(value, 'type');
  if (typeof type !== 'string') return reject(undefined, 'a message without a string type');
  switch (type) {
    case 'status-update': {
      const status = own(value, 'status');
      if (!isOneOf(status, WIRE_CALL_STATUSES))
        return reject(type, 'status-update with an unknown status');
      const endedReason = own(value, 'endedReason');
      // An ill-typed reason is left out rather than losing the ended status.
      return accept({ type, status, ...(typeof endedReason === 'string' ? { endedReason } : {}) });
    }
    case 'speech-update': {
      const status = own(value, 'status');
      const role = own(value, 'role');
      if (status !== 'started' && status !== 'stopped')
        return reject(type, 'speech-update with an unknown status');
      if (role !== 'assistant' && role !== 'user')
        return reject(type, 'speech-update with an unknown role');
      return accept({ type, status, role });
    }
    case 'transcript':
      return transcript(value);
    case 'conversation-update':
      return conversationUpdate(value);
    case 'tool-calls':
      return toolCalls(value);
    case 'hang':
      return accept({ type });
    case 'error': {
      const code = own(value, 'code');
      const message = own(value, 'message');
      const suppressed = own(value, 'suppressed');
      if (!isOneOf(code, ERROR_CODES)) return reject(type, 'error with an unknown code');
      if (typeof message !== 'string') return reject(type, 'error without a string message');
      if (
        suppressed !== undefined &&
        !(typeof suppressed === 'number' && Number.isSafeInteger(suppressed) && suppressed >= 0)
      ) {
        return reject(type, 'error with a suppressed count that is not a whole number');
      }
      return accept({
        type,
        code,
        message,
        ...(typeof suppressed === 'number' ? { suppressed } : {}),
      });
    }
    case 'resume-token': {
      const token = own(value, 'token');
      const graceSeconds = own(value, 'graceSeconds');
      if (typeof token !== 'string' || token === '')
        return reject(type, 'resume-token without a token');
      if (typeof graceSeconds !== 'number' || !(graceSeconds > 0))
        return reject(type, 'resume-token without a positive graceSeconds');
      return accept({ type, token, graceSeconds });
    }
    case 'local-platform-notice': {
      const code = own(value, 'code');
      const message = own(value, 'message');
      if (code !== 'typed-answers-only')
        return reject(type, 'local-platform-notice with an unknown code');
      if (typeof message !== 'string')
        return reject(type, 'local-platform-notice without a string message');
      return accept({ type, code, message });
    }
    case 'pong': {
      const id = own(value, 'id');
      if (typeof id !== 'number' || !Number.isInteger(id))
        return reject(type, 'pong without an integer id');
      return accept({ type, id });
    }
    default:
      return reject(type, `unknown message type ${JSON.stringify(type.slice(0, 64))}`);
  }
}

/** Problem texts match what the widget has always warned with. */
function transcript(value: object): ServerMessageCheck {
  const role = own(value, 'role');
  if (role !== 'assistant' && role !== 'user')
    return reject('transcript', `transcript with an unknown role ${JSON.stringify(role)} ignored`);
  const kind = own(value, 'transcriptType') ?? 'final';
  if (kind !== 'partial' && kind !== 'final')
    return reject(
      'transcript',
      `transcript with an unknown transcriptType ${JSON.stringify(kind)} ignored`,
    );
  const text = own(value, 'transcript');
  if (typeof text !== 'string')
    return reject('transcript', 'transcript without string text ignored');
  return accept({ type: 'transcript', role, transcriptType: kind, transcript: text });
}

/** `conversation` (`{role, content}`) is preferred over Vapi's `messages` (`{role, message}`, the assistant as `bot`). */
function conversationUpdate(value: object): ServerMessageCheck {
  const conversation = own(value, 'conversation');
  const messages = own(value, 'messages');
  const list = Array.isArray(conversation)
    ? conversation
    : Array.isArray(messages)
      ? messages
      : undefined;
  if (!list)
    return reject(
      'conversation-update',
      'conversation-update without a conversation or messages list',
    );
  const entries: ConversationEntry[] = [];
  const problems: string[] = [];
  (list as unknown[]).forEach((item, i) => {
    const role = isRecord(item) ? own(item, 'role') : undefined;
    const content = isRecord(item) ? own(item, 'content') : undefined;
    const text =
      typeof content === 'string' ? content : isRecord(item) ? own(item, 'message') : undefined;
    if (typeof role !== 'string' || typeof text !== 'string') {
      problems.push(`conversation[${i}]: not { role, content }`);
      return;
    }
    entries.push({ role: role === 'bot' ? 'assistant' : role, content: text });
  });
  return { ok: true, message: { type: 'conversation-update', conversation: entries }, problems };
}

/** Each entry needs `function.name`; `arguments` may be absent, an object or a JSON string of one. */
function toolCalls(value: object): ServerMessageCheck {
  const list = own(value, 'toolCallList');
  if (!Array.isArray(list))
    return reject('tool-calls', 'tool-calls message without a toolCallList array');
  const entries: ToolCallEntry[] = [];
  const problems: string[] = [];
  (list as unknown[]).slice(0, MAX_TOOL_CALLS_PER_MESSAGE).forEach((item, i) => {
    const fn = isRecord(item) ? own(item, 'function') : undefined;
    const name = isRecord(fn) ? own(fn, 'name') : undefined;
    if (!isRecord(item) || !isRecord(fn) || typeof name !== 'string' || name === '') {
      problems.push(`toolCallList[${i}]: missing function.name`);
      return;
    }
    const args = toolArguments(own(fn, 'arguments'));
    if ('problem' in args) {
      problems.push(`toolCallList[${i}] (${name}): ${args.problem}`);
      return;
    }
    const id = own(item, 'id');
    entries.push({
      id: typeof id === 'string' ? id : '',
      type: 'function',
      function: { name, arguments: args.value },
    });
  });
  return { ok: true, message: { type: 'tool-calls', toolCallList: entries }, problems };
}

function toolArguments(raw: unknown): { value: ToolArguments } | { problem: string } {
  if (raw === undefined || raw === null) return { value: {} };
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { value: {} };
    let parsed: unknown;
    try {
      parsed = JSON.parse(raw);
    } catch (error) {
      return {
        problem: `arguments are not valid JSON (${error instanceof Error ? error.message : String(error)})`,
      };
    }
    return isRecord(parsed)
      ? { value: safeCopy(parsed) }
      : { problem: 'arguments JSON is not an object' };
  }
  return isRecord(raw)
    ? { value: safeCopy(raw) }
    : { problem: `arguments must be an object or a JSON string, got ${typeof raw}` };
}

/** Keys that would reach a prototype when an object is assigned or merged. */
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

/** A fresh plain object of `value`'s own enumerable keys, the {@link UNSAFE_KEYS} left out. */
function safeCopy(value: object): ToolArguments {
  const copy: ToolArguments = {};
  for (const [key, item] of Object.entries(value)) {
    if (!UNSAFE_KEYS.has(key)) copy[key] = item;
  }
  return copy;
}

function isOneOf<T extends string>(value: unknown, allowed: readonly T[]): value is T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value);
}

function accept(message: ServerMessage): ServerMessageCheck {
  return { ok: true, message, problems: [] };
}

function reject(type: string | undefined, problem: string): ServerMessageCheck {
  return { ok: false, type, problem };
}
