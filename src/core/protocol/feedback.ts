/**
 * A visitor's rating of one conversation (docs/platform.md "Feedback"): the body of the local
 * platform's `POST {api-url}/feedback` (read at its door, `server/http/requests/feedback.ts`) and
 * the `feedback` server message it forwards.
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
