/**
 * The client's messages on a call (docs/behaviour.md §3 "Say command"; `docs/platform.md` "Text
 * frames"), a union on `type`, sent by the browser client and parsed by the local platform.
 */

import { replaceControlCharacters } from '../util/text.ts';

/** docs/behaviour.md §3 "Say command": the assistant says `message`. */
export interface SayMessage {
  readonly type: 'say';
  readonly message: string;
  readonly endCallAfterSpoken: boolean;
  /** Default `false`. */
  readonly interruptionsEnabled: boolean;
  /** Default `false`. */
  readonly interruptAssistantEnabled: boolean;
}

/** Call control; `say-first-message` goes once video recording started (docs/behaviour.md §4 step 8). */
export interface ControlMessage {
  readonly type: 'control';
  readonly control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
  readonly videoRecordingStartDelaySeconds?: number;
}

/** Adds a conversation message (`{role, content}`). */
export interface AddMessageMessage {
  readonly type: 'add-message';
  readonly message: { readonly role: string; readonly content: string };
  readonly triggerResponseEnabled?: boolean;
}

/**
 * A round-trip probe on the WebSocket transport (local platform only; docs/platform.md "Text
 * frames"): the client sends one every {@link PING_INTERVAL_MS}, the platform answers `pong` with the
 * same `id` at once. The client times the answer to rate the connection.
 */
export interface PingMessage {
  readonly type: 'ping';
  /** An integer, 0..2^31 - 1, echoed in the `pong`. */
  readonly id: number;
}

/** How often the WebSocket transport sends a {@link PingMessage}, ms. */
export const PING_INTERVAL_MS = 2000;

/** Asks the server to end the call. */
export interface EndCallMessage {
  readonly type: 'end-call';
}

/**
 * The answer to one client-side tool call (`docs/platform.md` "Tool results"; local platform only):
 * one of `result` and `error`, at most {@link MAX_TOOL_RESULT_BYTES} bytes of UTF-8.
 */
export type ToolCallResultMessage =
  | { readonly type: 'tool-call-result'; readonly toolCallId: string; readonly result: string }
  | { readonly type: 'tool-call-result'; readonly toolCallId: string; readonly error: string };

/**
 * A client-side tool call's answer (docs/voice-client.md "Tools"). Declared here, with the wire
 * messages, so the public tool types reach no transport (nor its bundled dependencies).
 */
export type ToolAnswer = { readonly result: string } | { readonly error: string };

/** Every message `send()` accepts. */
export type ClientMessage =
  | SayMessage
  | ControlMessage
  | AddMessageMessage
  | EndCallMessage
  | ToolCallResultMessage
  | PingMessage;

/** Largest tool result (or error) a page may send, bytes of UTF-8. */
export const MAX_TOOL_RESULT_BYTES = 4096;

/** Builds the docs/behaviour.md §3 say command, every field present. */
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

/** Longest text `sendText()` accepts, characters after trimming. */
export const MAX_TEXT_CHARS = 1000;

/** Cleans typed text (control characters removed, tab and newline as spaces, ends trimmed), or says why not. */
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

/** Vapi's `add-message` for typed text (role `user`, `triggerResponseEnabled: true`). */
export function userTextMessage(text: string): AddMessageMessage {
  return {
    type: 'add-message',
    message: { role: 'user', content: text },
    triggerResponseEnabled: true,
  };
}

/**
 * Vapi's `add-message` for the page's context (role `system`, `triggerResponseEnabled: false`): the
 * assistant knows it and does not answer it.
 */
export function contextMessage(text: string): AddMessageMessage {
  return {
    type: 'add-message',
    message: { role: 'system', content: text },
    triggerResponseEnabled: false,
  };
}

/** Serialises a {@link ClientMessage} for the transport. */
export function encodeClientMessage(message: ClientMessage): string {
  return JSON.stringify(message);
}
