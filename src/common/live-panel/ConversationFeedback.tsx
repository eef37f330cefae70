/**
 * Feedback about one conversation (docs/elements/voice-widget.md "Feedback",
 * docs/elements/voice-call-button.md "Feedback"): with the `feedback`
 * attribute, the {@link FeedbackForm} about the conversation at rest, an
 * ended call (its `callId`, the panel and the sheet) or a chat once a reply
 * has arrived (its `chatId`, the platform session; the sheet). Skipped, it
 * stays away for that call or chat; a new one asks again.
 */
import { useState } from 'react';
import type { FeedbackRating } from '../../core/protocol/feedback.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import type { PrivacyStrings } from './privacy-strings.ts';

/** What is rated: a call or a chat. */
export interface FeedbackSubject {
  readonly callId?: string;
  readonly chatId?: string;
}

export interface ConversationFeedbackProps {
  /** The conversation to rate, `undefined` while none is at rest (or without `feedback`). */
  readonly subject: FeedbackSubject | undefined;
  readonly strings: PrivacyStrings;
  /** Sends the rating (event and POST); resolves false when the POST failed. */
  readonly onSend: (
    rating: FeedbackRating,
    comment: string,
    subject: FeedbackSubject,
  ) => Promise<boolean>;
}

/** See the module comment. */
export function ConversationFeedback({ subject, strings, onSend }: ConversationFeedbackProps) {
  const [skipped, setSkipped] = useState<string | undefined>();
  if (!subject) return null;
  const key = subject.callId ?? subject.chatId ?? '';
  if (skipped === key) return null;
  return (
    <FeedbackForm
      key={key}
      strings={strings}
      onSend={(rating, comment) => onSend(rating, comment, subject)}
      onSkip={() => setSkipped(key)}
    />
  );
}
