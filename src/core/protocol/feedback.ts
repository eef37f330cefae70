/**
 * A visitor's rating of one conversation (docs/platform.md "Feedback"): the body of the local
 * platform's `POST {api-url}/feedback` and the `feedback` server message it forwards.
 */

/** Thumbs up or down. */
export type FeedbackRating = 'up' | 'down';

/** Longest comment, characters (UTF-16 code units). */
export const MAX_FEEDBACK_COMMENT_CHARS = 500;

/** What the visitor said about one call or one chat; exactly one of `callId` / `chatId`. */
export interface FeedbackBody {
  readonly rating: FeedbackRating;
  /** Trimmed, at most {@link MAX_FEEDBACK_COMMENT_CHARS}; absent when empty. */
  readonly comment?: string;
  readonly callId?: string;
  /** The chat's session id. */
  readonly chatId?: string;
}

/** The `feedback` server message, posted to the assistant's server as `{ message }`. */
export interface FeedbackServerMessage {
  readonly type: 'feedback';
  readonly rating: FeedbackRating;
  readonly comment?: string;
  readonly call?: { readonly id: string };
  readonly chat?: { readonly id: string };
  /** Epoch ms of receipt. */
  readonly timestamp: number;
}

const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** Reads a feedback body, or says what is wrong (for a 400 `{ message }`). Never throws. */
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
