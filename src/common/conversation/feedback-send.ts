/** Sending the visitor's rating (docs/elements/voice-widget.md "Feedback"). */
import { sendFeedback } from '../../core/api/feedback.ts';
import {
  MAX_FEEDBACK_COMMENT_CHARS,
  type FeedbackBody,
  type FeedbackRating,
} from '../../core/protocol/feedback.ts';
import { inCallError } from '../../core/voice/serialize-error.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../events.ts';

/** Where the rating goes and what it rates. */
export interface FeedbackTarget {
  /** The element's `api-url` attribute, checked; `undefined` when not set (then nothing is posted). */
  readonly apiUrl: string | undefined;
  readonly publicKey: string | undefined;
  /** The rated call's id, when a call is rated. */
  readonly callId?: string | undefined;
  /** The rated chat's session id, when a chat is rated. */
  readonly chatId?: string | undefined;
}

/** Dispatches one widget event from the element. */
export type Dispatch = <K extends VoiceEventName>(name: K, detail: VoiceEventDetailMap[K]) => void;

/** The body for `rating` and `comment` (trimmed, cut to 500 characters, absent when empty) about `target`'s call or chat. */
function feedbackBody(
  rating: FeedbackRating,
  comment: string,
  target: Pick<FeedbackTarget, 'callId' | 'chatId'>,
): FeedbackBody {
  const text = comment.trim().slice(0, MAX_FEEDBACK_COMMENT_CHARS);
  return {
    rating,
    ...(text ? { comment: text } : {}),
    ...(target.callId ? { callId: target.callId } : target.chatId ? { chatId: target.chatId } : {}),
  };
}

/**
 * Fires `voice-feedback` and, with `api-url`, posts the body to `{api-url}/feedback`.
 * @returns false when the post failed (`voice-error` `feedback-error`), else true.
 */
export async function submitFeedback(
  rating: FeedbackRating,
  comment: string,
  target: FeedbackTarget,
  dispatch: Dispatch,
  options: { fetch?: typeof fetch; now?: () => number } = {},
): Promise<boolean> {
  const body = feedbackBody(rating, comment, target);
  dispatch('voice-feedback', body);
  if (!target.apiUrl || !target.publicKey || (!body.callId && !body.chatId)) return true;
  try {
    await sendFeedback(
      {
        baseUrl: target.apiUrl,
        token: target.publicKey,
        ...(options.fetch ? { fetch: options.fetch } : {}),
      },
      body,
      { timeoutMs: 15_000 },
    );
    return true;
  } catch (error) {
    console.warn('[voice-widgets] feedback-error:', error);
    dispatch('voice-error', inCallError('feedback-error', error, (options.now ?? Date.now)()));
    return false;
  }
}
