/**
 * The sheet's end of a conversation: the recap card of the ended call, else of the chat once a
 * lead was captured, then, with `feedback`, 'How was this conversation?' about the ended call, or
 * about the chat at rest (a reply done, nothing in flight).
 */
import type { ChatSnapshot } from '../chat/chat-snapshot.ts';
import type { CallReport } from '../../common/conversation/recap.ts';
import {
  ConversationFeedback,
  type FeedbackSubject,
} from '../../common/live-panel/ConversationFeedback.tsx';
import { Recap } from '../../common/live-panel/Recap.tsx';
import type { FeedbackRating } from '../../core/protocol/feedback.ts';
import type { Lang } from '../../core/lang.ts';
import { useTexts } from '../../common/i18n/texts-context.ts';

export interface SheetRecapProps {
  /** The ended call's report, if the sheet shows one. */
  readonly callReport: CallReport | undefined;
  /** When the call (ended or not) started. */
  readonly callStartedAt: number | undefined;
  readonly chatSnap: ChatSnapshot;
  /** A call connects or runs: no rating is asked. */
  readonly callActive: boolean;
  /** The `feedback` attribute. */
  readonly feedback: boolean;
  readonly lang: Lang;
  readonly assistantName: string;
  /** Sends a rating (`WidgetSheetProps.onFeedback`). */
  readonly onFeedback: (
    rating: FeedbackRating,
    comment: string,
    subject: FeedbackSubject,
  ) => Promise<boolean>;
}

/** See the module comment. */
export function SheetRecap({
  callReport,
  callStartedAt,
  chatSnap,
  callActive,
  feedback,
  lang,
  assistantName,
  onFeedback,
}: SheetRecapProps) {
  const { texts } = useTexts();
  const p = texts.panel;
  const recap =
    callReport && callStartedAt !== undefined
      ? { report: callReport, startedAt: callStartedAt, strings: p }
      : chatSnap.report && chatSnap.startedAt !== undefined
        ? {
            report: chatSnap.report,
            startedAt: chatSnap.startedAt,
            strings: { ...p, recapTitle: texts.sheet.chatRecapTitle },
          }
        : undefined;
  const chatAtRest =
    !chatSnap.busy &&
    chatSnap.sessionId !== undefined &&
    chatSnap.messages.some((m) => m.role === 'assistant' && m.status === 'done');
  const subject: FeedbackSubject | undefined =
    !feedback || callActive
      ? undefined
      : callReport
        ? { callId: callReport.callId }
        : chatAtRest && chatSnap.sessionId
          ? { chatId: chatSnap.sessionId }
          : undefined;
  return (
    <>
      {recap && (
        <Recap
          report={recap.report}
          startedAt={recap.startedAt}
          strings={recap.strings}
          locale={lang}
          assistantName={assistantName}
        />
      )}
      <ConversationFeedback subject={subject} strings={texts.privacy} onSend={onFeedback} />
    </>
  );
}
