/**
 * The sheet's heading row: the avatar (`avatar`) or, during a call, the orb; the title
 * (`vw-title`, which labels the dialog), 'new conversation', 'forget this conversation' and close.
 */
import type { LiveCall } from '../../common/conversation/live-call.ts';
import { Orb } from '../../common/live-panel/Orb.tsx';
import { Avatar } from './Avatar.tsx';
import { ForgetControl } from '../../common/live-panel/ForgetControl.tsx';
import { Icon } from '../../common/icons/CallIcons.tsx';
import type { Lang } from '../../core/lang.ts';
import { LanguageSelect } from '../../common/live-panel/LanguageSelect.tsx';
import { useTexts } from '../../common/i18n/texts-context.ts';

export interface SheetHeaderProps {
  readonly heading: string;
  readonly assistantName: string;
  /** The checked `avatar`; none: no image. */
  readonly avatar: string | undefined;
  /** The call while one connects or runs: the orb shows. */
  readonly live: LiveCall | undefined;
  readonly lang: Lang;
  /** Nothing to clear yet: 'new conversation' is disabled. */
  readonly empty: boolean;
  /** A call connects or runs: 'forget' waits for its end. */
  readonly callActive: boolean;
  readonly onNewConversation: () => void;
  /** 'Forget this conversation', confirmed. */
  readonly onForget: () => void;
  readonly onClose: () => void;
  /** `languages`: the language control's choices. */
  readonly languages: readonly Lang[];
  /** The visitor chose another language. */
  readonly onLanguage: (lang: Lang) => void;
}

/** See the module comment. */
export function SheetHeader({
  heading,
  assistantName,
  avatar,
  live,
  empty,
  callActive,
  onNewConversation,
  onForget,
  onClose,
  languages,
  onLanguage,
}: SheetHeaderProps) {
  const { texts, lang } = useTexts();
  const t = texts.sheet;
  return (
    <div className="vw-head">
      {avatar && <Avatar src={avatar} name={assistantName} />}
      {live && <Orb live={live} assistantName={assistantName} />}
      <h2 id="vw-title" className="vw-title">
        {heading}
      </h2>
      <LanguageSelect
        languages={languages}
        lang={lang}
        label={t.languageLabel}
        onChange={onLanguage}
      />
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
      <ForgetControl compact strings={texts.privacy} disabled={callActive} onForget={onForget} />
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
