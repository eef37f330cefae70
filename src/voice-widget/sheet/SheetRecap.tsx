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
import { PRIVACY_STRINGS } from '../../common/live-panel/privacy-strings.ts';
import { Recap } from '../../common/live-panel/Recap.tsx';
import { PANEL_STRINGS } from '../../common/live-panel/strings.ts';
import type { FeedbackRating } from '../../core/protocol/feedback.ts';
import type { Lang } from '../../core/lang.ts';
import { SHEET_STRINGS } from './strings.ts';

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
  const p = PANEL_STRINGS[lang];
  const recap =
    callReport && callStartedAt !== undefined
      ? { report: callReport, startedAt: callStartedAt, strings: p }
      : chatSnap.report && chatSnap.startedAt !== undefined
        ? {
            report: chatSnap.report,
            startedAt: chatSnap.startedAt,
            strings: { ...p, recapTitle: SHEET_STRINGS[lang].chatRecapTitle },
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
          locale={lang === 'he' ? 'he-IL' : 'es-ES'}
          assistantName={assistantName}
        />
      )}
      <ConversationFeedback subject={subject} strings={PRIVACY_STRINGS[lang]} onSend={onFeedback} />
    </>
  );
}
