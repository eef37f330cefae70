/**
 * The {@link FeedbackForm} about the conversation at rest (docs/elements/voice-widget.md
 * "Feedback"): an ended call or a replied chat; skipped, it stays away until the next one.
 */
import { useState } from 'react';
import type { FeedbackRating } from '../../core/protocol/feedback.ts';
import { FeedbackForm } from './FeedbackForm.tsx';
import type { PrivacyStrings } from './strings.ts';

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

/** The feedback form for `target`, if any. */
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
