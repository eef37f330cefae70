/** The door of `POST /api/feedback` (docs/platform.md "Feedback"): its body as a `FeedbackBody`. */
import * as v from 'valibot';

import {
  type FeedbackBody,
  MAX_FEEDBACK_COMMENT_CHARS,
} from '../../../src/core/protocol/feedback.ts';
import { MAX_BODY_BYTES, NOT_JSON, record, required, typedDoor } from './door.ts';

const NOT_OBJECT = 'body must be a JSON object (docs/platform.md "Feedback" body)';
const ID = /^[A-Za-z0-9_-]{1,100}$/;

/** The rated conversation: exactly one id, of 1–100 letters, digits, '-' or '_'. */
function idProblem(callId: unknown, chatId: unknown): string | undefined {
  if ((callId === undefined) === (chatId === undefined))
    return 'Give exactly one of callId and chatId.';
  const id = callId ?? chatId;
  if (typeof id !== 'string' || !ID.test(id))
    return `${callId !== undefined ? 'callId' : 'chatId'} must be an id of 1–100 letters, digits, '-' or '_'.`;
  return undefined;
}

/** Reads a rating's body; the comment is trimmed and left out when empty. */
export const feedbackDoor = typedDoor<FeedbackBody>()({
  schema: v.pipe(
    record(
      {
        rating: required(v.picklist(['up', 'down'], "rating must be 'up' or 'down'.")),
        comment: v.exactOptional(
          v.pipe(
            v.string('comment must be a string.'),
            v.trim(),
            v.maxLength(
              MAX_FEEDBACK_COMMENT_CHARS,
              `comment must be at most ${MAX_FEEDBACK_COMMENT_CHARS} characters.`,
            ),
          ),
        ),
        callId: v.exactOptional(v.unknown()),
        chatId: v.exactOptional(v.unknown()),
      },
      NOT_OBJECT,
      [],
      'strip',
    ),
    v.rawCheck(({ dataset, addIssue }) => {
      const problem = dataset.typed
        ? idProblem(dataset.value.callId, dataset.value.chatId)
        : undefined;
      if (problem) addIssue({ message: problem });
    }),
    v.transform(({ rating, comment, callId, chatId }): FeedbackBody => ({
      rating: rating as FeedbackBody['rating'],
      ...(comment ? { comment } : {}),
      ...(callId !== undefined ? { callId: callId as string } : { chatId: chatId as string }),
    })),
  ),
  maxBytes: MAX_BODY_BYTES,
  notJson: NOT_JSON,
  notObject: NOT_OBJECT,
});
