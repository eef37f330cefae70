/**
 * The client's messages on a call (docs/behaviour.md §7 "Demo page": "App messages sent to
 * the call are JSON (type say, etc.)"; docs/behaviour.md §3 "Say command";
 * `docs/platform.md` "Text frames", client → server), declared once for the
 * browser client, which sends them over Daily or the platform's socket, and
 * for the local platform, which parses them. Outgoing messages are a
 * discriminated union on `type`.
 */

import { replaceControlCharacters } from '../util/text.ts';

/** docs/behaviour.md §3 "Say command": the assistant says `message`. */
export interface SayMessage {
  readonly type: 'say';
  readonly message: string;
  /** End the call once the message has been spoken. */
  readonly endCallAfterSpoken: boolean;
  /** Whether the user may interrupt this message (default `false`). */
  readonly interruptionsEnabled: boolean;
  /** Whether this message may interrupt the assistant (default `false`). */
  readonly interruptAssistantEnabled: boolean;
}

/**
 * Call control. `say-first-message` is sent once video recording has started
 * (docs/behaviour.md §4 step 8), with the recording's start delay in seconds.
 */
export interface ControlMessage {
  readonly type: 'control';
  readonly control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
  readonly videoRecordingStartDelaySeconds?: number;
}

/** Adds a conversation message (OpenAI chat format: `{role, content}`). */
export interface AddMessageMessage {
  readonly type: 'add-message';
  readonly message: { readonly role: string; readonly content: string };
  readonly triggerResponseEnabled?: boolean;
}

/** Asks the server to end the call; `end()` sends it before leaving. */
export interface EndCallMessage {
  readonly type: 'end-call';
}

/**
 * The page's answer to one client-side tool call (`docs/platform.md`
 * "Tool results"; a local platform message: on Vapi, client tools cannot
 * answer and the client sends `add-message` instead). Like one entry of
 * Vapi's server-tool response `{ results: [{ toolCallId, result | error }] }`:
 * exactly one of `result` and `error`, each at most
 * {@link MAX_TOOL_RESULT_BYTES} bytes of UTF-8.
 */
export type ToolCallResultMessage =
  | { readonly type: 'tool-call-result'; readonly toolCallId: string; readonly result: string }
  | { readonly type: 'tool-call-result'; readonly toolCallId: string; readonly error: string };

/** Every message `send()` accepts. */
export type ClientMessage =
  SayMessage | ControlMessage | AddMessageMessage | EndCallMessage | ToolCallResultMessage;

/** Largest tool result (or error) a page may send, bytes of UTF-8 (4 KiB). */
export const MAX_TOOL_RESULT_BYTES = 4096;

/**
 * Builds the docs/behaviour.md §3 say command. All five fields are always present, so the
 * wire format is `{"type":"say","message":…,"endCallAfterSpoken":…,
 * "interruptionsEnabled":…,"interruptAssistantEnabled":…}`.
 */
export function sayMessage(
  message: string,
  endCallAfterSpoken = false,
  interruptionsEnabled = false,
  interruptAssistantEnabled = false,
): SayMessage {
  return {
    type: 'say',
    message,
    endCallAfterSpoken,
    interruptionsEnabled,
    interruptAssistantEnabled,
  };
}

/** Longest text `sendText()` accepts, in characters (after trimming). */
export const MAX_TEXT_CHARS = 1000;

/**
 * Cleans a visitor's typed text: control characters (other than tab and
 * newline, which become spaces) are removed and the ends trimmed.
 *
 * @returns the cleaned text, or why not (`reason`) with an error message:
 *   not a string, empty text, or text over {@link MAX_TEXT_CHARS} characters.
 */
export function cleanText(text: unknown):
  | { readonly ok: true; readonly text: string }
  | {
      readonly ok: false;
      readonly reason: 'not-text' | 'empty' | 'too-long';
      readonly error: string;
    } {
  if (typeof text !== 'string')
    return {
      ok: false,
      reason: 'not-text',
      error: `The message must be a string, got ${typeof text}.`,
    };

  const cleaned = replaceControlCharacters(text.replace(/[\t\n\r]+/g, ' '), '')
    .replace(/[\u200b\u2028\u2029]/g, '')
    .trim();
  if (cleaned === '') return { ok: false, reason: 'empty', error: 'The message is empty.' };
  if ([...cleaned].length > MAX_TEXT_CHARS) {
    return {
      ok: false,
      reason: 'too-long',
      error: `The message is ${[...cleaned].length} characters long; the limit is ${MAX_TEXT_CHARS}.`,
    };
  }
  return { ok: true, text: cleaned };
}

/**
 * Vapi's `add-message` for a visitor's typed text:
 * `{"type":"add-message","message":{"role":"user","content":text},"triggerResponseEnabled":true}`.
 */
export function userTextMessage(text: string): AddMessageMessage {
  return {
    type: 'add-message',
    message: { role: 'user', content: text },
    triggerResponseEnabled: true,
  };
}

/** Serialises a {@link ClientMessage} for the transport. */
export function encodeClientMessage(message: ClientMessage): string {
  return JSON.stringify(message);
}
