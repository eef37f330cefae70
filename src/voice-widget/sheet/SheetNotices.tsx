/**
 * The sheet's notes and guided errors under the log: 'tap to continue' while the browser holds the
 * call's audio back, the reconnect note, the headphones suggestion (echo hint), the typed-only
 * note, the call's error (with 'write instead' when the microphone is denied or missing in
 * `hybrid`), else the chat's error.
 */
import { detectBrowser, type Problem } from '../../common/conversation/guidance.ts';
import type { LiveCall } from '../../common/conversation/live-call.ts';
import type { LiveSnapshot } from '../../common/conversation/live-state.ts';
import { CallError } from '../../common/live-panel/CallError.tsx';
import { ReconnectNote } from '../../common/live-panel/ReconnectNote.tsx';
import { formatText } from '../../common/i18n/format.ts';
import { ResumeAudio } from '../../common/live-panel/ResumeAudio.tsx';
import { problemText } from '../../common/live-panel/strings.ts';
import type { Lang } from '../../core/lang.ts';
import { useTexts } from '../../common/i18n/texts-context.ts';

export interface SheetNoticesProps {
  readonly live: LiveCall;
  readonly liveSnap: LiveSnapshot;
  /** The call is connected and not yet ended. */
  readonly connected: boolean;
  /** The ended call's problem, if any. */
  readonly callProblem: Problem | undefined;
  readonly chatProblem: Problem | undefined;
  /** The call's error offers 'write instead' (`SheetView.writeInstead`). */
  readonly writeInstead: boolean;
  readonly lang: Lang;
  readonly assistantName: string;
  readonly onRetryCall: () => void;
  readonly onWriteInstead: () => void;
  readonly onRetryChat: () => void;
}

/** See the module comment. */
export function SheetNotices({
  live,
  liveSnap,
  connected,
  callProblem,
  chatProblem,
  writeInstead,
  assistantName,
  onRetryCall,
  onWriteInstead,
  onRetryChat,
}: SheetNoticesProps) {
  const { texts, lang } = useTexts();
  const t = texts.sheet;
  const p = texts.panel;
  const browser = detectBrowser(typeof navigator === 'undefined' ? '' : navigator.userAgent);
  return (
    <>
      {liveSnap.audioBlocked && liveSnap.phase === 'active' && (
        <ResumeAudio live={live} label={p.resumeAudio} />
      )}
      {liveSnap.reconnecting && connected && (
        <ReconnectNote reconnecting={liveSnap.reconnecting} strings={p} announce />
      )}
      {liveSnap.echoHint && connected && (
        <p className="live-hint" part="echo-hint" role="status" aria-live="polite">
          {formatText(p.echoHint, lang, { assistant: assistantName })}
        </p>
      )}
      {liveSnap.typedOnlyNotice && connected && (
        <p className="live-note" role="status">
          {p.typedOnly}
        </p>
      )}
      {callProblem && (
        <div className="vw-alert">
          <CallError
            text={problemText(texts.errors, callProblem, browser)}
            retryLabel={p.retry}
            onRetry={onRetryCall}
          />
          {writeInstead && (
            <button
              type="button"
              className="live-secondary"
              part="write-instead"
              onClick={onWriteInstead}
            >
              {t.writeInstead}
            </button>
          )}
        </div>
      )}
      {chatProblem && !callProblem && (
        <CallError
          text={problemText(texts.errors, chatProblem, browser)}
          retryLabel={p.retry}
          onRetry={onRetryChat}
        />
      )}
    </>
  );
}
