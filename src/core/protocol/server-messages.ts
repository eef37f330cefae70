/**
 * The server's messages on a call (`docs/platform.md` "Server messages"; `docs/vapi-compat.md`):
 * one union on `type`, {@link ServerMessage}, for the local platform's text frames and the Vapi
 * app messages of a Daily call. The platform encodes with {@link serverMessage}, the client
 * reads with `parseServerMessage`, so both sides agree on the bytes.
 */

/** `endedReason` values the local platform sends (Vapi sends more; a parsed one is any string). */
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

/** The bare text frame `listening` (not JSON): the assistant is ready. */
interface ListeningMessage {
  readonly type: 'listening';
}

/** Vapi `status-update`; `endedReason` comes with `status: 'ended'`. */
export interface StatusUpdateMessage {
  readonly type: 'status-update';
  readonly status: WireCallStatus;
  readonly endedReason?: string;
}

/** Vapi `speech-update`: the assistant, or the user by the platform's VAD, started/stopped. */
interface SpeechUpdateMessage {
  readonly type: 'speech-update';
  readonly status: 'started' | 'stopped';
  readonly role: 'assistant' | 'user';
}

/** Vapi `transcript`: raw text of what one side says. */
export interface TranscriptMessage {
  readonly type: 'transcript';
  readonly role: 'assistant' | 'user';
  /** A parsed message without one is `final`. */
  readonly transcriptType: 'partial' | 'final';
  readonly transcript: string;
}

/** One line of a `conversation-update`: `{ role, content }` (readers skip roles they do not know). */
export interface ConversationEntry {
  readonly role: string;
  readonly content: string;
}

/** Vapi `conversation-update`: the call's whole history so far. */
export interface ConversationUpdateMessage {
  readonly type: 'conversation-update';
  readonly conversation: readonly ConversationEntry[];
}

/** A tool call's arguments: a JSON object (string keys, any JSON values). */
export type ToolArguments = Record<string, unknown>;

/** One entry of Vapi's `toolCallList`; a JSON-string `arguments` is parsed to an object. */
export interface ToolCallEntry {
  /** '' when a message carried none. */
  readonly id: string;
  readonly type: 'function';
  readonly function: { readonly name: string; readonly arguments: ToolArguments };
}

/** Vapi `tool-calls`: client-side tool calls the page handles (docs/platform.md "Tool results"). */
export interface ToolCallsMessage {
  readonly type: 'tool-calls';
  readonly toolCallList: readonly ToolCallEntry[];
}

/**
 * The value of a `capture_lead` call's `name`, `phone` or `need` argument that was given by voice:
 * the offline platform cannot transcribe it, and the client shows it as not typed (docs/platform.md).
 */
export const GIVEN_BY_VOICE = '(voice)';

/** Most `toolCallList` entries read from one message, so a hostile server cannot make the page loop. */
export const MAX_TOOL_CALLS_PER_MESSAGE = 32;

interface HangMessage {
  readonly type: 'hang';
}

/** A protocol error that does not end the call; `suppressed` counts unanswered errors (> 0). */
interface ErrorMessage {
  readonly type: 'error';
  readonly code: ErrorCode;
  readonly message: string;
  readonly suppressed?: number;
}

/** The call's one-time resume secret (docs/platform.md "Reconnect"); `graceSeconds` > 0. */
interface ResumeTokenMessage {
  readonly type: 'resume-token';
  readonly token: string;
  readonly graceSeconds: number;
}

/** The platform's answer to the client's `ping` (local platform only), with the ping's `id`. */
interface PongMessage {
  readonly type: 'pong';
  readonly id: number;
}

/** A local platform notice (not Vapi's); the widget shows its own translated text. */
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
  | LocalPlatformNoticeMessage
  | PongMessage;

/** The `type` tags of {@link ServerMessage}. */
export type ServerMessageType = ServerMessage['type'];

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
  pong: true,
} as const satisfies { readonly [T in ServerMessageType]: true };

/** Whether `tag` is a {@link ServerMessageType}. */
export function isServerMessageType(tag: unknown): tag is ServerMessageType {
  return typeof tag === 'string' && Object.hasOwn(SERVER_MESSAGE_TYPES, tag);
}

declare const serverFrameBrand: unique symbol;

/** A text frame built by {@link encodeServerMessage}: the only strings the platform sends. */
export type ServerFrame = string & { readonly [serverFrameBrand]: true };

/** Serialises a message: `listening` bare, the others as JSON in declaration order. */
export function encodeServerMessage(message: ServerMessage): ServerFrame {
  return (message.type === 'listening' ? 'listening' : JSON.stringify(message)) as ServerFrame;
}

/** The platform's server messages (docs/platform.md "Text frames: control messages", server → client), as the text frames to send. */
export const serverMessage = {
  listening: encodeServerMessage({ type: 'listening' }),
  inProgress: (): ServerFrame =>
    encodeServerMessage({ type: 'status-update', status: 'in-progress' }),
  ended: (endedReason: EndedReason): ServerFrame =>
    encodeServerMessage({ type: 'status-update', status: 'ended', endedReason }),
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
  hang: (): ServerFrame => encodeServerMessage({ type: 'hang' }),
  error: (code: ErrorCode, message: string, suppressed = 0): ServerFrame =>
    encodeServerMessage(
      suppressed > 0
        ? { type: 'error', code, message, suppressed }
        : { type: 'error', code, message },
    ),
  toolCall: (id: string, name: string, args: object): ServerFrame =>
    encodeServerMessage({
      type: 'tool-calls',
      toolCallList: [{ id, type: 'function', function: { name, arguments: { ...args } } }],
    }),
  conversationUpdate: (conversation: readonly ConversationEntry[]): ServerFrame =>
    encodeServerMessage({ type: 'conversation-update', conversation }),
  /** Sent after `status-update in-progress` and again, rotated, after every resume. */
  resumeToken: (token: string, graceSeconds: number): ServerFrame =>
    encodeServerMessage({ type: 'resume-token', token, graceSeconds }),
  /** The answer to a client's `ping`, sent at once. */
  pong: (id: number): ServerFrame => encodeServerMessage({ type: 'pong', id }),
  notice: (code: 'typed-answers-only', message: string): ServerFrame =>
    encodeServerMessage({ type: 'local-platform-notice', code, message }),
};
