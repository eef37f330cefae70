/**
 * The WebSocket wire contract of PROTOCOL.md in code: limits, close codes,
 * ended reasons, the client's control messages (parsed and checked) and the
 * server's messages (built).
 */
import type { AddMessageMessage, SayMessage, ControlMessage, EndCallMessage } from '../src/client/messages.ts';

/** Largest accepted uplink binary frame, bytes (1 s of audio); larger closes 1009. */
export const MAX_AUDIO_FRAME_BYTES = 32_000;
/** Largest accepted text frame, bytes; larger gets `message-too-large`. */
export const MAX_TEXT_FRAME_BYTES = 16 * 1024;
/**
 * `ws` `maxPayload`, bytes: any message above it (text or binary) is closed
 * 1009 by `ws` itself before it is buffered. Above both limits so that text
 * frames between 16 KiB and this get the `message-too-large` error instead.
 */
export const MAX_WS_PAYLOAD_BYTES = 64 * 1024;
/** Longest `say` message, characters (about a minute of speech). */
export const MAX_SAY_CHARS = 1000;
/** Most `say` lines waiting to be spoken per call. */
export const MAX_QUEUED_SAYS = 16;

/** Text frames a connection may send per second, on average (PROTOCOL.md "Limits"). */
export const TEXT_FRAMES_PER_S = 20;
/** Text frames a connection may send at once after a quiet spell. */
export const TEXT_FRAMES_BURST = 40;
/** At most one `error` reply per this many ms; the others are counted in the next one's `suppressed`. */
export const ERROR_REPLY_INTERVAL_MS = 1000;
/** Text frames dropped over the budget, without a 5 s pause, that close the socket with 1008. */
export const MAX_DROPPED_TEXT_FRAMES = 100;
/** A pause in dropped frames this long (ms) forgives the earlier ones. */
export const DROP_FORGIVE_MS = 5000;

/** Close codes (PROTOCOL.md "Close codes"). */
export const CloseCode = {
  normal: 1000,
  goingAway: 1001,
  protocolError: 1003,
  policyViolation: 1008,
  tooBig: 1009,
  serverError: 1011,
  idle: 4000,
  notReading: 4001,
} as const;

/**
 * `endedReason` values. The first four are PROTOCOL.md's; the others name
 * ends PROTOCOL.md gives a close code but no reason for.
 */
export type EndedReason =
  | 'assistant-ended-call'
  | 'customer-ended-call'
  | 'silence-timed-out'
  | 'assistant-said-end-call-phrase'
  | 'protocol-error'
  | 'client-not-reading'
  | 'server-error'
  | 'server-shutdown'
  | 'exceeded-max-duration';

/** Codes of the non-fatal `error` message (PROTOCOL.md "Text frames"), plus `bad-message`, `queue-full` and `tts-failed`. */
export type ErrorCode = 'unknown-message' | 'bad-json' | 'message-too-large' | 'bad-message' | 'queue-full' | 'tts-failed' | 'rate-limited';

/**
 * The client's messages are declared once, by the client (`src/client/messages.ts`);
 * the server reads them with the roles of `add-message` narrowed to the ones it records.
 */
export type { SayMessage, ControlMessage, EndCallMessage } from '../src/client/messages.ts';

/** Client `add-message`, as the server accepts it. */
export type AddMessage = AddMessageMessage & {
  readonly message: { readonly role: 'system' | 'user' | 'assistant'; readonly content: string };
};

/** Every client text message the server acts on. */
export type ClientMessage = SayMessage | AddMessage | ControlMessage | EndCallMessage;

/** Result of {@link parseClientMessage}. */
export type ParseResult =
  | { readonly ok: true; readonly message: ClientMessage }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string };

const CONTROLS = new Set(['mute-assistant', 'unmute-assistant', 'say-first-message']);
const ROLES = new Set(['system', 'user', 'assistant']);

/**
 * Parses and checks one client text frame. Never throws.
 *
 * @param data the frame's bytes (UTF-8, already validated by `ws`).
 * @returns the message, or the `error` code and text to send back:
 *   `message-too-large` over {@link MAX_TEXT_FRAME_BYTES} (or a `say` over
 *   {@link MAX_SAY_CHARS}); `bad-json` when not JSON; `unknown-message` for
 *   JSON that is not an object with a known `type`; `bad-message` when a
 *   known type has missing or ill-typed fields.
 */
export function parseClientMessage(data: Uint8Array): ParseResult {
  if (data.length > MAX_TEXT_FRAME_BYTES) {
    return fail('message-too-large', `text frames are limited to ${MAX_TEXT_FRAME_BYTES} bytes (got ${data.length})`);
  }
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(data.buffer, data.byteOffset, data.byteLength).toString('utf8'));
  } catch {
    return fail('bad-json', 'the text frame is not JSON');
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return fail('unknown-message', 'expected a JSON object with a "type"');
  }
  const msg = value as Record<string, unknown>;
  switch (msg['type']) {
    case 'say':
      return parseSay(msg);
    case 'add-message': {
      const inner = msg['message'];
      if (typeof inner !== 'object' || inner === null) return fail('bad-message', 'add-message needs "message": {role, content}');
      const { role, content } = inner as Record<string, unknown>;
      if (typeof role !== 'string' || !ROLES.has(role)) return fail('bad-message', 'message.role must be system, user or assistant');
      if (typeof content !== 'string') return fail('bad-message', 'message.content must be a string');
      if (content.length > MAX_SAY_CHARS) return fail('message-too-large', `add-message content is limited to ${MAX_SAY_CHARS} characters`);
      const trigger = msg['triggerResponseEnabled'];
      if (trigger !== undefined && typeof trigger !== 'boolean') return fail('bad-message', 'triggerResponseEnabled must be a boolean');
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
        return fail('bad-message', 'control must be mute-assistant, unmute-assistant or say-first-message');
      }
      return { ok: true, message: { type: 'control', control: control as ControlMessage['control'] } };
    }
    case 'end-call':
      return { ok: true, message: { type: 'end-call' } };
    default: {
      const type = msg['type'];
      return fail('unknown-message', typeof type === 'string' ? `unknown message type "${type.slice(0, 64)}"` : 'missing "type"');
    }
  }
}

function parseSay(msg: Record<string, unknown>): ParseResult {
  const text = msg['message'];
  if (typeof text !== 'string' || text.trim() === '') return fail('bad-message', 'say needs a non-empty "message" string');
  if (text.length > MAX_SAY_CHARS) return fail('message-too-large', `say messages are limited to ${MAX_SAY_CHARS} characters`);
  const flags = ['endCallAfterSpoken', 'interruptionsEnabled', 'interruptAssistantEnabled'] as const;
  for (const flag of flags) {
    if (msg[flag] !== undefined && typeof msg[flag] !== 'boolean') return fail('bad-message', `say.${flag} must be a boolean`);
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

/** Server messages (PROTOCOL.md "Text frames: control messages", server → client), as the text frames to send. */
export const serverMessage = {
  /** The bare text frame that means "call started" (not JSON). */
  listening: 'listening',
  /** `status-update` in-progress, sent right after `listening`. */
  inProgress: (): string => JSON.stringify({ type: 'status-update', status: 'in-progress' }),
  /** `status-update` ended with its reason. */
  ended: (endedReason: EndedReason): string => JSON.stringify({ type: 'status-update', status: 'ended', endedReason }),
  /** `speech-update`: the assistant started/stopped speaking, or the VAD heard the user start/stop. */
  speech: (status: 'started' | 'stopped', role: 'assistant' | 'user'): string => JSON.stringify({ type: 'speech-update', status, role }),
  /** The final transcript of an assistant line, sent when it starts being said. */
  transcript: (transcript: string): string => JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript }),
  /** Sent just before the server closes the socket at the end of a call. */
  hang: (): string => JSON.stringify({ type: 'hang' }),
  /** A protocol error that does not end the call; `suppressed` counts the errors not answered since the last reply (rate limit). */
  error: (code: ErrorCode, message: string, suppressed = 0): string =>
    JSON.stringify(suppressed > 0 ? { type: 'error', code, message, suppressed } : { type: 'error', code, message }),
  /** Vapi `tool-calls` with one client-side function call (the dialogue's `capture_lead`). */
  toolCall: (id: string, name: string, args: object): string =>
    JSON.stringify({ type: 'tool-calls', toolCallList: [{ id, type: 'function', function: { name, arguments: args } }] }),
  /** Vapi `conversation-update`: the whole history so far, OpenAI-style `{role, content}`. */
  conversationUpdate: (conversation: readonly { readonly role: string; readonly content: string }[]): string =>
    JSON.stringify({ type: 'conversation-update', conversation }),
  /** A notice of the local platform (not a Vapi message; the widget shows it translated). */
  notice: (code: 'typed-answers-only', message: string): string => JSON.stringify({ type: 'local-platform-notice', code, message }),
};
