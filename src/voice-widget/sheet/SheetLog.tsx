/**
 * The sheet's conversation area: {@link ChatLog} with the chat's messages and, during a call, its
 * live entries. After the call its lines are in the chat's history; text typed while it
 * reconnected and never sent stays, marked, until dismissed. The starter suggestions show while
 * the conversation is empty; the quick replies on offer are the call's while one runs.
 */
import type { LiveSnapshot } from '../../common/conversation/live-state.ts';
import { formatText } from '../../common/i18n/format.ts';
import type { Lang } from '../../core/lang.ts';
import type { ChatSnapshot } from '../chat/chat-snapshot.ts';
import { ChatLog } from './ChatLog.tsx';
import { useTexts } from '../../common/i18n/texts-context.ts';
import type { OfferedReply } from '../../common/conversation/quick-replies.ts';

export interface SheetLogProps {
  readonly liveSnap: LiveSnapshot;
  readonly chatSnap: ChatSnapshot;
  readonly lang: Lang;
  readonly assistantName: string;
  /** `greeting`, overriding the language's default. */
  readonly greeting: string | undefined;
  /** Sends the interrupted chat message again. */
  readonly onRetry: () => void;
  /** The parsed `link-hosts` (`ChatLogProps.linkHosts`). */
  readonly linkHosts: readonly string[] | undefined;
  /** The starter suggestions (`suggestions`): shown while the conversation is empty. */
  readonly suggestions: readonly string[];
  /** `sendSuggestion` sends a suggestion as if typed; `chooseReply` a quick reply of the call (while one runs) or of the chat. */
  readonly actions: {
    readonly sendSuggestion: (text: string) => void;
    readonly chooseReply: (reply: OfferedReply) => void;
  };
  /** The checked `avatar`. */
  readonly avatar: string | undefined;
}

/** See the module comment. */
export function SheetLog({
  liveSnap,
  chatSnap,
  assistantName,
  greeting,
  onRetry,
  linkHosts,
  suggestions,
  actions,
  avatar,
}: SheetLogProps) {
  const { texts, lang } = useTexts();
  const t = texts.sheet;
  const p = texts.panel;
  const inCall = liveSnap.phase === 'active';
  // The chips go once the conversation started: a message, or a call.
  const empty = chatSnap.messages.length === 0 && liveSnap.phase === 'idle';
  return (
    <ChatLog
      greeting={greeting ?? formatText(t.greeting, lang, { assistant: assistantName })}
      messages={chatSnap.messages}
      entries={
        liveSnap.phase === 'active'
          ? liveSnap.transcript.entries
          : liveSnap.transcript.entries.filter((e) => e.delivery === 'not-sent')
      }
      busy={chatSnap.busy}
      assistantName={assistantName}
      strings={t}
      retryLabel={p.retry}
      youLabel={p.you}
      label={formatText(t.logLabel, lang, { assistant: assistantName })}
      delivery={{ pending: p.pendingSend, 'not-sent': p.notSent }}
      onRetry={onRetry}
      linkHosts={linkHosts}
      chatTools={chatSnap.toolStatus}
      callTools={inCall ? liveSnap.toolStatus : undefined}
      quickReplies={inCall ? liveSnap.quickReplies : chatSnap.quickReplies}
      quickRepliesLabel={p.quickRepliesLabel}
      onQuickReply={actions.chooseReply}
      suggestions={empty ? suggestions : []}
      onSuggestion={actions.sendSuggestion}
      avatar={avatar}
    />
  );
}
