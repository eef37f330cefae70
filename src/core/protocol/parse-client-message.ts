/**
 * Reads the client's text frames on the call socket (`docs/platform.md` "Text frames"), for the
 * local platform, beside the client's own messages so both sides agree. No Node `Buffer`.
 */
import {
  MAX_TOOL_RESULT_BYTES,
  type AddMessageMessage,
  type ControlMessage,
  type EndCallMessage,
  type PingMessage,
  type SayMessage,
  type ToolCallResultMessage,
} from './client-messages.ts';
import { MAX_ADD_MESSAGE_CHARS, MAX_SAY_CHARS, MAX_TEXT_FRAME_BYTES } from './limits.ts';
import type { ErrorCode } from './server-messages.ts';
import { asRecord } from '../util/records.ts';

/** Decodes as Node's `Buffer#toString('utf8')`: invalid bytes become U+FFFD, a BOM is kept (so it is not JSON). */
const UTF8 = new TextDecoder('utf-8', { ignoreBOM: true });
const ENCODER = new TextEncoder();

/** `add-message` as the server accepts it: roles narrowed to the ones it records. */
type AddMessage = AddMessageMessage & {
  readonly message: { readonly role: 'system' | 'user' | 'assistant'; readonly content: string };
};

/** Every client text message the server acts on. */
export type ParsedClientMessage =
  SayMessage | AddMessage | ControlMessage | EndCallMessage | ToolCallResultMessage | PingMessage;

/** Result of {@link parseClientMessage}. */
export type ParseResult =
  | { readonly ok: true; readonly message: ParsedClientMessage }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

const CONTROLS = new Set(['mute-assistant', 'unmute-assistant', 'say-first-message']);
const ROLES = new Set(['system', 'user', 'assistant']);

/**
 * Parses and checks one client text frame (bytes already UTF-8-validated by `ws`). Never throws.
 * @returns the message, or the `error` code and text to send back.
 */
export function parseClientMessage(data: Uint8Array): ParseResult {
  if (data.length > MAX_TEXT_FRAME_BYTES) {
    return fail(
      'message-too-large',
      `text frames are limited to ${MAX_TEXT_FRAME_BYTES} bytes (got ${data.length})`,
    );
  }
  let value: unknown;
  try {
    value = JSON.parse(UTF8.decode(data));
  } catch {
    return fail('bad-json', 'the text frame is not JSON');
  }
  const msg = asRecord(value);
  if (!msg) return fail('unknown-message', 'expected a JSON object with a "type"');
  switch (msg['type']) {
    case 'say':
      return parseSay(msg);
    case 'add-message': {
      const inner = msg['message'];
      if (typeof inner !== 'object' || inner === null)
        return fail('bad-message', 'add-message needs "message": {role, content}');
      const { role, content } = inner as Record<string, unknown>;
      if (typeof role !== 'string' || !ROLES.has(role))
        return fail('bad-message', 'message.role must be system, user or assistant');
      if (typeof content !== 'string')
        return fail('bad-message', 'message.content must be a string');
      if (content.length > MAX_ADD_MESSAGE_CHARS)
        return fail(
          'message-too-large',
          `add-message content is limited to ${MAX_ADD_MESSAGE_CHARS} characters`,
        );
      const trigger = msg['triggerResponseEnabled'];
      if (trigger !== undefined && typeof trigger !== 'boolean')
        return fail('bad-message', 'triggerResponseEnabled must be a boolean');
      return {
        ok: true,
        message: {
          type: 'add-message',
          message: { role: role as AddMessage['message']['role'], content },
          ...(trigger === undefined ? {} : { triggerResponseEnabled: trigger }),
        },
      };
    }
    case 'control': {
      const control = msg['control'];
      if (typeof control !== 'string' || !CONTROLS.has(control)) {
        return fail(
          'bad-message',
          'control must be mute-assistant, unmute-assistant or say-first-message',
        );
      }
      return {
        ok: true,
        message: { type: 'control', control: control as ControlMessage['control'] },
      };
    }
    case 'end-call':
      return { ok: true, message: { type: 'end-call' } };
    case 'tool-call-result':
      return parseToolCallResult(msg);
    case 'ping': {
      const id = msg['id'];
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 0 || id > 0x7fffffff)
        return fail('bad-message', 'ping needs an integer "id" from 0 to 2147483647');
      return { ok: true, message: { type: 'ping', id } };
    }
    default: {
      const type = msg['type'];
      return fail(
        'unknown-message',
        typeof type === 'string' ? `unknown message type "${type.slice(0, 64)}"` : 'missing "type"',
      );
    }
  }
}

function parseToolCallResult(msg: Record<string, unknown>): ParseResult {
  const { toolCallId, result, error } = msg;
  if (typeof toolCallId !== 'string' || toolCallId === '' || toolCallId.length > 200)
    return fail('bad-message', 'tool-call-result needs a "toolCallId" string');
  const value = result !== undefined ? result : error;
  if ((result === undefined) === (error === undefined) || typeof value !== 'string') {
    return fail(
      'bad-message',
      'tool-call-result needs exactly one of "result" and "error", a string',
    );
  }
  if (ENCODER.encode(value).length > MAX_TOOL_RESULT_BYTES)
    return fail('message-too-large', `tool results are limited to ${MAX_TOOL_RESULT_BYTES} bytes`);
  return {
    ok: true,
    message:
      result !== undefined
        ? { type: 'tool-call-result', toolCallId, result: value }
        : { type: 'tool-call-result', toolCallId, error: value },
  };
}

function parseSay(msg: Record<string, unknown>): ParseResult {
  const text = msg['message'];
  if (typeof text !== 'string' || text.trim() === '')
    return fail('bad-message', 'say needs a non-empty "message" string');
  if (text.length > MAX_SAY_CHARS)
    return fail('message-too-large', `say messages are limited to ${MAX_SAY_CHARS} characters`);
  const flags = [
    'endCallAfterSpoken',
    'interruptionsEnabled',
    'interruptAssistantEnabled',
  ] as const;
  for (const flag of flags) {
    if (msg[flag] !== undefined && typeof msg[flag] !== 'boolean')
      return fail('bad-message', `say.${flag} must be a boolean`);
  }
  return {
    ok: true,
    message: {
      type: 'say',
      message: text,
      endCallAfterSpoken: msg['endCallAfterSpoken'] === true,
      interruptionsEnabled: msg['interruptionsEnabled'] === true,
      interruptAssistantEnabled: msg['interruptAssistantEnabled'] === true,
    },
  };
}

function fail(code: ErrorCode, message: string): ParseResult {
  return { ok: false, code, message };
}
