/**
 * The `feedback` part (docs/elements/voice-widget.md "Feedback"): thumbs, Skip, then an optional
 * comment of at most {@link MAX_FEEDBACK_COMMENT_CHARS} characters and Send. A failed post keeps
 * the form for another try.
 */
import { useId, useState } from 'react';
import { MAX_FEEDBACK_COMMENT_CHARS, type FeedbackRating } from '../../core/protocol/feedback.ts';
import { Icon } from '../icons/CallIcons.tsx';
import { formatText } from '../i18n/format.ts';
import { useLang } from '../i18n/texts-context.ts';
import type { PrivacyStrings } from './strings.ts';

export interface FeedbackFormProps {
  readonly strings: PrivacyStrings;
  /** Sends the rating; resolves false when the POST failed. */
  readonly onSend: (rating: FeedbackRating, comment: string) => Promise<boolean>;
  /** The visitor chose not to rate: the form goes. */
  readonly onSkip: () => void;
}

type Phase = 'ask' | 'sending' | 'sent' | 'failed';

/** 'How was this conversation?' */
export function FeedbackForm({ strings: t, onSend, onSkip }: FeedbackFormProps) {
  const lang = useLang();
  const id = useId();
  const [rating, setRating] = useState<FeedbackRating | undefined>();
  const [comment, setComment] = useState('');
  const [phase, setPhase] = useState<Phase>('ask');
  const send = (): void => {
    if (!rating || phase === 'sending') return;
    setPhase('sending');
    void onSend(rating, comment).then((ok) => setPhase(ok ? 'sent' : 'failed'));
  };
  const thumb = (value: FeedbackRating) => (
    <button
      type="button"
      className="live-secondary live-thumb"
      part={`feedback-${value}`}
      aria-pressed={rating === value}
      aria-label={value === 'up' ? t.feedbackUp : t.feedbackDown}
      title={value === 'up' ? t.feedbackUp : t.feedbackDown}
      onClick={() => setRating(value)}
      disabled={phase === 'sending'}
    >
      <Icon name={value === 'up' ? 'thumbUp' : 'thumbDown'} />
    </button>
  );
  return (
    <section className="live-feedback" part="feedback" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="live-recap-title">
        {t.feedbackTitle}
      </h3>
      {phase !== 'sent' && (
        <>
          <div className="live-actions" role="group" aria-labelledby={`${id}-title`}>
            {thumb('up')}
            {thumb('down')}
            <button type="button" className="live-secondary" part="feedback-skip" onClick={onSkip}>
              {t.feedbackSkip}
            </button>
          </div>
          {rating && (
            <>
              <label htmlFor={`${id}-comment`} className="live-feedback-label">
                {t.feedbackComment}
              </label>
              <textarea
                id={`${id}-comment`}
                className="live-feedback-comment"
                part="feedback-comment"
                rows={2}
                maxLength={MAX_FEEDBACK_COMMENT_CHARS}
                aria-describedby={`${id}-count`}
                value={comment}
                onChange={(e) => setComment(e.target.value.slice(0, MAX_FEEDBACK_COMMENT_CHARS))}
              />
              <p id={`${id}-count`} className="live-feedback-count">
                {formatText(t.feedbackCount, lang, {
                  n: comment.length,
                  max: MAX_FEEDBACK_COMMENT_CHARS,
                })}
              </p>
              <div className="live-actions">
                <button
                  type="button"
                  className="live-primary"
                  part="feedback-send"
                  disabled={phase === 'sending'}
                  aria-busy={phase === 'sending' || undefined}
                  onClick={send}
                >
                  {t.feedbackSend}
                </button>
              </div>
            </>
          )}
        </>
      )}
      {phase === 'failed' && (
        <p className="live-feedback-failed" role="alert">
          {t.feedbackFailed}
        </p>
      )}
      <p className="live-feedback-thanks" role="status">
        {phase === 'sent' ? t.feedbackThanks : ''}
      </p>
    </section>
  );
}
