/**
 * The sheet's text field: into the call while one runs (waiting while it connects), else to the
 * chat; the last input problem of where the text goes shows under it.
 */
import type { RefObject } from 'react';
import type { ChatSnapshot } from '../chat/chat-snapshot.ts';
import type { LiveSnapshot } from '../../common/conversation/live-state.ts';
import { MessageForm } from '../../common/live-panel/MessageForm.tsx';
import { inputErrorText } from '../../common/live-panel/strings.ts';
import { MAX_CHAT_CHARS } from '../../core/chat/chat-client.ts';
import type { Lang } from '../../core/lang.ts';
import { MAX_TEXT_CHARS } from '../../core/protocol/client-messages.ts';
import type { SheetView } from '../view.ts';
import { useTexts } from '../../common/i18n/texts-context.ts';

export interface SheetComposerProps {
  /** Where the text goes (`SheetView.composer`, not `none`). */
  readonly composer: 'call' | 'chat';
  /** A call is connecting: the field shows, and waits. */
  readonly waiting: SheetView['composerWaiting'];
  readonly inputRef: RefObject<HTMLInputElement>;
  readonly draft: string;
  readonly onDraft: (draft: string) => void;
  readonly liveInputError: LiveSnapshot['inputError'];
  readonly chatInputError: ChatSnapshot['inputError'];
  readonly lang: Lang;
  readonly onSend: () => void;
}

/** See the module comment. */
export function SheetComposer({
  composer,
  waiting,
  inputRef,
  draft,
  onDraft,
  liveInputError,
  chatInputError,
  lang,
  onSend,
}: SheetComposerProps) {
  const { texts } = useTexts();
  const t = texts.sheet;
  const p = texts.panel;
  return (
    <MessageForm
      className="live-composer vw-composer"
      inputRef={inputRef}
      label={p.inputLabel}
      placeholder={
        waiting ? t.waitingPlaceholder : composer === 'call' ? t.callPlaceholder : t.chatPlaceholder
      }
      sendLabel={p.send}
      value={draft}
      onChange={onDraft}
      // One more than allowed, so an over-long paste gets the clear error instead of a silent cut.
      maxLength={MAX_CHAT_CHARS + 1}
      disabled={waiting}
      sendDisabled={waiting}
      error={
        composer === 'call'
          ? inputErrorText(texts, lang, liveInputError, MAX_TEXT_CHARS)
          : inputErrorText(texts, lang, chatInputError, MAX_CHAT_CHARS)
      }
      onSend={onSend}
    />
  );
}
