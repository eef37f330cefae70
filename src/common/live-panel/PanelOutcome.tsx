/**
 * The live panel's end of a call: the recap card once there is a report, then, once ended, the
 * feedback question (with `feedback`) and 'forget this conversation'.
 */
import type { Dispatch } from '../conversation/feedback-send.ts';
import { submitFeedback } from '../conversation/feedback-send.ts';
import { forgetConversation } from '../conversation/forget.ts';
import type { LiveCall } from '../conversation/live-call.ts';
import type { LiveSnapshot } from '../conversation/live-state.ts';
import type { Lang } from '../../core/lang.ts';
import { ConversationFeedback } from './ConversationFeedback.tsx';
import { ForgetControl } from './ForgetControl.tsx';
import { Recap } from './Recap.tsx';
import type { PanelStrings } from './strings.ts';
import { useTexts } from '../i18n/texts-context.ts';

export interface PanelOutcomeProps {
  readonly live: LiveCall;
  readonly snap: LiveSnapshot;
  readonly lang: Lang;
  readonly assistantName: string;
  readonly strings: PanelStrings;
  /** `feedback`: ask 'How was this conversation?' after the call. */
  readonly feedback: boolean;
  /** Where the rating is posted (`LivePanelProps.feedbackTarget`). */
  readonly feedbackTarget:
    { readonly apiUrl: string | undefined; readonly publicKey: string | undefined } | undefined;
  readonly dispatch: Dispatch;
}

/** See the module comment. */
export function PanelOutcome({
  live,
  snap,
  lang,
  assistantName,
  strings: t,
  feedback,
  feedbackTarget,
  dispatch,
}: PanelOutcomeProps) {
  const { texts } = useTexts();
  return (
    <>
      {snap.report && snap.startedAt !== undefined && (
        <Recap
          report={snap.report}
          startedAt={snap.startedAt}
          strings={t}
          locale={lang}
          assistantName={assistantName}
        />
      )}
      {snap.phase === 'ended' && (
        <ConversationFeedback
          subject={feedback && snap.report ? { callId: snap.report.callId } : undefined}
          strings={texts.privacy}
          onSend={(rating, comment, subject) =>
            submitFeedback(
              rating,
              comment,
              { apiUrl: feedbackTarget?.apiUrl, publicKey: feedbackTarget?.publicKey, ...subject },
              dispatch,
            )
          }
        />
      )}
      {snap.phase === 'ended' && (
        <div className="live-actions">
          <ForgetControl
            strings={texts.privacy}
            onForget={() => {
              const callId = snap.report?.callId;
              live.dismiss();
              forgetConversation({ callId }, dispatch);
            }}
          />
        </div>
      )}
    </>
  );
}
