/**
 * The server's text frames on the local platform's call socket
 * (`server/PROTOCOL.md` "Text frames", server → client), in Vapi's shapes
 * where Vapi has one (`../shared/notes/VAPI-SHAPES.md`): `status-update`,
 * `speech-update`, `transcript`, `tool-calls`, `conversation-update`, plus the
 * bare `listening` frame, `hang`, `error` and the local platform's notice.
 * Built here so the platform and the tests that stand in for it send the
 * same bytes the browser client parses.
 */

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
  | 'exceeded-max-duration'
  /** The socket dropped and the call was not resumed within the grace window (PROTOCOL.md "Reconnect"). */
  | 'connection-lost';

/** Codes of the non-fatal `error` message (PROTOCOL.md "Text frames"), plus `bad-message`, `queue-full` and `tts-failed`. */
export type ErrorCode = 'unknown-message' | 'bad-json' | 'message-too-large' | 'bad-message' | 'queue-full' | 'tts-failed' | 'rate-limited';

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
  /**
   * The call's one-time resume secret (PROTOCOL.md "Reconnect"; a local
   * platform message, not Vapi's): sent after `status-update in-progress` and
   * again, rotated, after every resume. `graceSeconds` is how long the call
   * waits for a resume after its socket drops.
   */
  resumeToken: (token: string, graceSeconds: number): string => JSON.stringify({ type: 'resume-token', token, graceSeconds }),
  /** A notice of the local platform (not a Vapi message; the widget shows it translated). */
  notice: (code: 'typed-answers-only', message: string): string => JSON.stringify({ type: 'local-platform-notice', code, message }),
};
