/**
 * The server's messages on a call, declared once (`docs/platform.md`
 * "Protocol" and "Server messages"; `docs/platform.md` "Text frames",
 * server → client): a discriminated union on the literal `type`,
 * {@link ServerMessage}. They are the local platform's text frames on the call
 * socket and the Vapi app messages the browser client reads on a Daily call,
 * in Vapi's shapes where Vapi has one (`docs/vapi-compat.md`):
 * `status-update`, `speech-update`, `transcript`, `conversation-update`,
 * `tool-calls`, plus the bare `listening` frame, `hang`, `error` and the local
 * platform's own `resume-token` and `local-platform-notice`.
 *
 * The platform builds its frames with {@link serverMessage} (typed by the
 * union, encoded by {@link encodeServerMessage}); the client reads every
 * incoming message through `parseServerMessage` (`parse-server-message.ts`),
 * so both sides agree on the bytes.
 */

/**
 * `endedReason` values the local platform sends. The first four are
 * docs/platform.md's; the others name ends docs/platform.md gives a close code but no
 * reason for. (Vapi sends many more; a parsed `status-update` carries any
 * string.)
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
  | 'exceeded-max-duration'
  /** The socket dropped and the call was not resumed within the grace window (docs/platform.md "Reconnect"). */
  | 'connection-lost';

/** Codes of the non-fatal `error` message (docs/platform.md "Text frames"), plus `bad-message`, `queue-full` and `tts-failed`. */
export type ErrorCode =
  | 'unknown-message'
  | 'bad-json'
  | 'message-too-large'
  | 'bad-message'
  | 'queue-full'
  | 'tts-failed'
  | 'rate-limited';

/** Every {@link ErrorCode}, for parsers. */
export const ERROR_CODES: readonly ErrorCode[] = [
  'unknown-message',
  'bad-json',
  'message-too-large',
  'bad-message',
  'queue-full',
  'tts-failed',
  'rate-limited',
];

/** A call's status in `status-update` (Vapi's values; the local platform sends `in-progress` and `ended`). */
export type WireCallStatus =
  'scheduled' | 'queued' | 'ringing' | 'in-progress' | 'forwarding' | 'ended';

/** Every {@link WireCallStatus}, for parsers. */
export const WIRE_CALL_STATUSES: readonly WireCallStatus[] = [
  'scheduled',
  'queued',
  'ringing',
  'in-progress',
  'forwarding',
  'ended',
];

/**
 * "The assistant is ready": on the wire the bare text frame `listening` (not
 * JSON; Daily's `'listening'` app message). The client emits `call-start` on
 * it. Sent right after the socket opens and on each resumed socket.
 */
interface ListeningMessage {
  readonly type: 'listening';
}

/**
 * Vapi `status-update`: `{"type":"status-update","status":…,"endedReason"?:…}`.
 * `endedReason` (an {@link EndedReason} from the local platform, any string
 * from Vapi) comes with `status: 'ended'`.
 */
export interface StatusUpdateMessage {
  readonly type: 'status-update';
  readonly status: WireCallStatus;
  readonly endedReason?: string;
}

/**
 * Vapi `speech-update`: the assistant started/stopped speaking, or the
 * platform's VAD heard the user start/stop.
 */
interface SpeechUpdateMessage {
  readonly type: 'speech-update';
  readonly status: 'started' | 'stopped';
  readonly role: 'assistant' | 'user';
}

/**
 * Vapi `transcript`: text of what one side says. The local platform sends the
 * assistant's `final` line when it starts saying it. `transcript` is the raw
 * text (the client tidies and caps it for display).
 */
export interface TranscriptMessage {
  readonly type: 'transcript';
  readonly role: 'assistant' | 'user';
  /** `partial` (still being said) or `final`; a parsed message without one is `final`. */
  readonly transcriptType: 'partial' | 'final';
  readonly transcript: string;
}

/**
 * One line of a `conversation-update`: OpenAI-style `{ role, content }`.
 * `role` is `assistant`, `user` or `system` from the local platform; Vapi
 * also sends `tool` and others, which readers skip.
 */
export interface ConversationEntry {
  readonly role: string;
  readonly content: string;
}

/**
 * Vapi `conversation-update`: the call's whole history so far, sent after each
 * `transcript`. The parser also reads Vapi's older `messages` list
 * (`{ role, message }`, the assistant as `bot`) into `conversation`.
 */
export interface ConversationUpdateMessage {
  readonly type: 'conversation-update';
  readonly conversation: readonly ConversationEntry[];
}

/** A tool call's arguments: a JSON object (string keys, any JSON values). */
export type ToolArguments = Record<string, unknown>;

/**
 * One entry of Vapi's `toolCallList`: `{ id, type: 'function', function: {
 * name, arguments } }`. On the wire `arguments` may also be a JSON string
 * (some models); the parser decodes it to an object.
 */
export interface ToolCallEntry {
  /** The platform's id of the call (`call_…`); '' when a message carried none. */
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: ToolArguments };
}

/**
 * Vapi `tool-calls`: client-side tool calls the page handles (`capture_lead`,
 * `show_solution`; docs/platform.md "Tool results"). A parsed message holds at
 * most {@link MAX_TOOL_CALLS_PER_MESSAGE} entries.
 */
export interface ToolCallsMessage {
  readonly type: 'tool-calls';
  readonly toolCallList: readonly ToolCallEntry[];
}

/** Most `toolCallList` entries read from one message (a hostile server cannot make the page loop for long). */
export const MAX_TOOL_CALLS_PER_MESSAGE = 32;

/** Sent just before the server closes the socket at the end of a call. */
interface HangMessage {
  readonly type: 'hang';
}

/**
 * A protocol error that does not end the call (docs/platform.md "Text frames").
 * `suppressed` (present when > 0) counts the errors not answered since the
 * previous reply (at most one reply per second).
 */
interface ErrorMessage {
  readonly type: 'error';
  readonly code: ErrorCode;
  readonly message: string;
  readonly suppressed?: number;
}

/**
 * The call's one-time resume secret (docs/platform.md "Reconnect"; a local
 * platform message, not Vapi's): 43 base64url characters, and how long, in
 * seconds (> 0), the call waits for a resume after its socket drops.
 */
interface ResumeTokenMessage {
  readonly type: 'resume-token';
  readonly token: string;
  readonly graceSeconds: number;
}

/**
 * A notice of the local platform (not a Vapi message): `typed-answers-only`
 * on the first voice turn that should have filled a slot. The widget shows its
 * own translated notice; `message` is the platform's text.
 */
interface LocalPlatformNoticeMessage {
  readonly type: 'local-platform-notice';
  readonly code: 'typed-answers-only';
  readonly message: string;
}

/** Every message the server sends on a call and the client reads; `type` tells them apart. */
export type ServerMessage =
  | ListeningMessage
  | StatusUpdateMessage
  | SpeechUpdateMessage
  | TranscriptMessage
  | ConversationUpdateMessage
  | ToolCallsMessage
  | HangMessage
  | ErrorMessage
  | ResumeTokenMessage
  | LocalPlatformNoticeMessage;

/** The `type` tags of {@link ServerMessage}. */
export type ServerMessageType = ServerMessage['type'];

// Exhaustive both ways: a missing or extra tag is a compile error.
const SERVER_MESSAGE_TYPES = {
  listening: true,
  'status-update': true,
  'speech-update': true,
  transcript: true,
  'conversation-update': true,
  'tool-calls': true,
  hang: true,
  error: true,
  'resume-token': true,
  'local-platform-notice': true,
} as const satisfies { readonly [T in ServerMessageType]: true };

/** Whether `tag` is the `type` of a message of the union (a {@link ServerMessageType}). */
export function isServerMessageType(tag: unknown): tag is ServerMessageType {
  return typeof tag === 'string' && Object.hasOwn(SERVER_MESSAGE_TYPES, tag);
}

declare const serverFrameBrand: unique symbol;

/**
 * A text frame built from a {@link ServerMessage} by
 * {@link encodeServerMessage}: the only strings the platform's send functions
 * take, so every frame it sends is one of the union.
 */
export type ServerFrame = string & { readonly [serverFrameBrand]: true };

/**
 * Serialises a {@link ServerMessage} as its text frame: `listening` bare,
 * every other message as JSON with its fields in declaration order.
 */
export function encodeServerMessage(message: ServerMessage): ServerFrame {
  return (message.type === 'listening' ? 'listening' : JSON.stringify(message)) as ServerFrame;
}

/** The platform's server messages (docs/platform.md "Text frames: control messages", server → client), as the text frames to send. */
export const serverMessage = {
  /** The bare text frame that means "call started" (not JSON). */
  listening: encodeServerMessage({ type: 'listening' }),
  /** `status-update` in-progress, sent right after `listening`. */
  inProgress: (): ServerFrame =>
    encodeServerMessage({ type: 'status-update', status: 'in-progress' }),
  /** `status-update` ended with its reason. */
  ended: (endedReason: EndedReason): ServerFrame =>
    encodeServerMessage({ type: 'status-update', status: 'ended', endedReason }),
  /** `speech-update`: the assistant started/stopped speaking, or the VAD heard the user start/stop. */
  speech: (status: 'started' | 'stopped', role: 'assistant' | 'user'): ServerFrame =>
    encodeServerMessage({ type: 'speech-update', status, role }),
  /** The final transcript of an assistant line, sent when it starts being said. */
  transcript: (transcript: string): ServerFrame =>
    encodeServerMessage({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript,
    }),
  /** Sent just before the server closes the socket at the end of a call. */
  hang: (): ServerFrame => encodeServerMessage({ type: 'hang' }),
  /** A protocol error that does not end the call; `suppressed` counts the errors not answered since the last reply (rate limit). */
  error: (code: ErrorCode, message: string, suppressed = 0): ServerFrame =>
    encodeServerMessage(
      suppressed > 0
        ? { type: 'error', code, message, suppressed }
        : { type: 'error', code, message },
    ),
  /** Vapi `tool-calls` with one client-side function call (the dialogue's `capture_lead`, `show_solution`); `args` is sent as a JSON object. */
  toolCall: (id: string, name: string, args: object): ServerFrame =>
    encodeServerMessage({
      type: 'tool-calls',
      toolCallList: [{ id, type: 'function', function: { name, arguments: { ...args } } }],
    }),
  /** Vapi `conversation-update`: the whole history so far, OpenAI-style `{role, content}`. */
  conversationUpdate: (conversation: readonly ConversationEntry[]): ServerFrame =>
    encodeServerMessage({ type: 'conversation-update', conversation }),
  /**
   * The call's one-time resume secret (docs/platform.md "Reconnect"; a local
   * platform message, not Vapi's): sent after `status-update in-progress` and
   * again, rotated, after every resume. `graceSeconds` is how long the call
   * waits for a resume after its socket drops.
   */
  resumeToken: (token: string, graceSeconds: number): ServerFrame =>
    encodeServerMessage({ type: 'resume-token', token, graceSeconds }),
  /** A notice of the local platform (not a Vapi message; the widget shows it translated). */
  notice: (code: 'typed-answers-only', message: string): ServerFrame =>
    encodeServerMessage({ type: 'local-platform-notice', code, message }),
};
