/**
 * The sheet's heading row: the title (`vw-title`, which labels the dialog), 'new conversation',
 * 'forget this conversation' and close.
 */
import { ForgetControl } from '../../common/live-panel/ForgetControl.tsx';
import { PRIVACY_STRINGS } from '../../common/live-panel/privacy-strings.ts';
import { Icon } from '../../common/icons/CallIcons.tsx';
import type { Lang } from '../../core/lang.ts';
import { SHEET_STRINGS } from './strings.ts';

export interface SheetHeaderProps {
  readonly heading: string;
  readonly lang: Lang;
  /** Nothing to clear yet: 'new conversation' is disabled. */
  readonly empty: boolean;
  /** A call connects or runs: 'forget' waits for its end. */
  readonly callActive: boolean;
  readonly onNewConversation: () => void;
  /** 'Forget this conversation', confirmed. */
  readonly onForget: () => void;
  readonly onClose: () => void;
}

/** See the module comment. */
export function SheetHeader({
  heading,
  lang,
  empty,
  callActive,
  onNewConversation,
  onForget,
  onClose,
}: SheetHeaderProps) {
  const t = SHEET_STRINGS[lang];
  return (
    <div className="vw-head">
      <h2 id="vw-title" className="vw-title">
        {heading}
      </h2>
      <button
        type="button"
        className="vw-icon-button"
        part="new-conversation"
        aria-label={t.newConversation}
        title={t.newConversation}
        onClick={onNewConversation}
        disabled={empty}
      >
        <Icon name="refresh" />
      </button>
      <ForgetControl
        compact
        strings={PRIVACY_STRINGS[lang]}
        disabled={callActive}
        onForget={onForget}
      />
      <button
        type="button"
        className="vw-icon-button"
        part="close"
        aria-label={t.close}
        title={t.close}
        onClick={onClose}
      >
        <Icon name="close" />
      </button>
    </div>
  );
}
