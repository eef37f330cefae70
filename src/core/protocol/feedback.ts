/**
 * A visitor's rating of one conversation (docs/platform.md "Feedback"),
 * declared once for the elements, which send it, and the local platform,
 * which records it and forwards it to the assistant's server.
 *
 * - The body of `POST {api-url}/feedback` (a local-platform endpoint; Vapi has
 *   none): {@link FeedbackBody}, read by {@link parseFeedbackBody}.
 * - The `feedback` server message the platform posts to the stored
 *   assistant's server (`{ message: FeedbackServerMessage }`, like every
 *   server message), separate from the one `end-of-call-report`.
 */

/** Thumbs up or down. */
export type FeedbackRating = 'up' | 'down';

/** Longest comment accepted, characters (UTF-16 code units). */
export const MAX_FEEDBACK_COMMENT_CHARS = 500;

/** What the visitor said about one call or one chat; exactly one of `callId` / `chatId`. */
export interface FeedbackBody {
  readonly rating: FeedbackRating;
  /** Optional free text, trimmed, at most {@link MAX_FEEDBACK_COMMENT_CHARS}; absent when empty. */
  readonly comment?: string;
  /** The rated call's id (`voice-call-start`'s call id). */
  readonly callId?: string;
  /** The rated chat's session id (`/chat/web`'s `sessionId`). */
  readonly chatId?: string;
}

/** The `feedback` server message, posted to the assistant's server as `{ message }`. */
export interface FeedbackServerMessage {
  readonly type: 'feedback';
  readonly rating: FeedbackRating;
  readonly comment?: string;
  /** The rated call, when a call was rated. */
  readonly call?: { readonly id: string };
  /** The rated chat (Vapi's session id), when a chat was rated. */
  readonly chat?: { readonly id: string };
  /** When the platform received it, ms since the epoch. */
  readonly timestamp: number;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/**
 * Reads a feedback body: the parsed {@link FeedbackBody}, or a sentence
 * saying what is wrong (for a 400 `{ message }` body). Never throws.
 */
export function parseFeedbackBody(value: unknown): FeedbackBody | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return 'The body must be a JSON object.';
  const v = value as Record<string, unknown>;
  if (v['rating'] !== 'up' && v['rating'] !== 'down') return "rating must be 'up' or 'down'.";
  const rating: FeedbackRating = v['rating'];
  const comment = v['comment'];
  if (comment !== undefined && typeof comment !== 'string') return 'comment must be a string.';
  const text = typeof comment === 'string' ? comment.trim() : '';
  if (text.length > MAX_FEEDBACK_COMMENT_CHARS)
    return `comment must be at most ${MAX_FEEDBACK_COMMENT_CHARS} characters.`;
  const { callId, chatId } = v;
  if ((callId === undefined) === (chatId === undefined))
    return 'Give exactly one of callId and chatId.';
  const id = callId ?? chatId;
  if (typeof id !== 'string' || !ID.test(id))
    return `${callId !== undefined ? 'callId' : 'chatId'} must be an id of 1–100 letters, digits, '-' or '_'.`;
  return {
    rating,
    ...(text ? { comment: text } : {}),
    ...(callId !== undefined ? { callId: id } : { chatId: id }),
  };
}
