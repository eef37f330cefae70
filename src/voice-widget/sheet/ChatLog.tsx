/**
 * The sheet's conversation log (`live-transcript`, `role="log"`): the
 * greeting, the chat history (typed messages and the lines of past calls),
 * then the running call's live entries. One `live-line` per message with a
 * visible role label; a reply being streamed grows in place, an interrupted
 * one keeps its text with a retry. It scrolls itself, never the page. The
 * assistant's chat replies are Markdown ({@link Markdown}, docs/elements/voice-widget.md
 * "Markdown in replies"); everything else (the visitor's messages, the greeting,
 * a call's lines) is rendered as text, never as markup.
 */
import type { ReactNode } from 'react';
import type { ChatMessage } from '../../core/chat/chat-storage.ts';
import { entryText, type TranscriptEntry } from '../../common/conversation/transcript.ts';
import {
  EntryLine,
  useFollowTail,
  type DeliveryLabels,
} from '../../common/live-panel/LiveTranscript.tsx';
import { formatText } from '../../common/i18n/format.ts';
import { useLang } from '../../common/i18n/texts-context.ts';
import { Markdown } from '../markdown/Markdown.tsx';
import type { Section } from '../../common/i18n/texts.ts';
import type { ToolStatus } from '../../common/conversation/tool-status.ts';
import { toolLinesAt } from '../../common/live-panel/ToolStatusLine.tsx';
import { QuickReplies } from '../../common/live-panel/QuickReplies.tsx';
import type { OfferedReply, QuickReplyOffer } from '../../common/conversation/quick-replies.ts';
import { Avatar } from './Avatar.tsx';
import { Suggestions } from './Suggestions.tsx';

export interface ChatLogProps {
  readonly greeting: string;
  readonly messages: readonly ChatMessage[];
  /** The running call's entries (empty outside a call). */
  readonly entries: readonly TranscriptEntry[];
  readonly busy: boolean;
  readonly assistantName: string;
  readonly youLabel: string;
  readonly label: string;
  readonly strings: Section<'sheet'>;
  /** The retry button's label (the panel's `retry`). */
  readonly retryLabel?: string;
  /** The quick replies group's accessible name (the panel's `quickRepliesLabel`). */
  readonly quickRepliesLabel?: string;
  /** The marks of text typed while the call reconnected. */
  readonly delivery: DeliveryLabels;
  readonly onRetry: () => void;
  /** The parsed `link-hosts` (`parseLinkHosts`): the hosts the replies' links may go to; `undefined` allows any host. */
  readonly linkHosts?: readonly string[] | undefined;
  /** The `tool-status` lines of the chat's and of the running call's page tools (in the texts provider's language). */
  readonly chatTools?: readonly ToolStatus[] | undefined;
  readonly callTools?: readonly ToolStatus[] | undefined;
  /** The quick replies on offer (the call's while one runs, else the chat's), under the last line. */
  readonly quickReplies?: QuickReplyOffer | undefined;
  readonly onQuickReply?: (reply: OfferedReply) => void;
  /** The starter suggestions to show (an empty conversation; none once it started). */
  readonly suggestions?: readonly string[];
  readonly onSuggestion?: (text: string) => void;
  /** The checked `avatar`: beside the assistant's lines when set. */
  readonly avatar?: string | undefined;
}

export function ChatLog({
  greeting,
  messages,
  entries,
  busy,
  assistantName,
  youLabel,
  label,
  strings,
  delivery,
  onRetry,
  linkHosts,
  retryLabel = '',
  quickRepliesLabel = '',
  chatTools,
  callTools,
  quickReplies,
  onQuickReply = () => {},
  suggestions = [],
  onSuggestion = () => {},
  avatar,
}: ChatLogProps) {
  const lang = useLang();
  const visible = entries.filter((e) => !e.held);
  const lastMessage = messages[messages.length - 1];
  const lastEntry = visible[visible.length - 1];
  const listRef = useFollowTail<HTMLDivElement>(
    `${messages.length}:${lastMessage?.text.length ?? 0}:${visible.length}:${lastEntry ? entryText(lastEntry).length : 0}:${lastEntry?.delivery ?? ''}:${chatTools?.length ?? 0}:${callTools?.length ?? 0}:${quickReplies?.id ?? ''}`,
  );
  const who = (role: 'user' | 'assistant'): string =>
    role === 'assistant' ? assistantName : youLabel;
  const face = (role: 'user' | 'assistant') =>
    role === 'assistant' && avatar ? (
      <Avatar src={avatar} name={assistantName} size="small" />
    ) : null;
  return (
    <div
      ref={listRef}
      className="live-transcript vw-log"
      part="live-transcript"
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
    >
      <ol className="live-lines">
        <GreetingLine greeting={greeting} name={assistantName} face={face('assistant')} />
        <Suggestions
          suggestions={suggestions}
          label={strings.suggestionsLabel}
          onSuggestion={onSuggestion}
        />
        {messages.map((m, i) => [
          ...toolLinesAt(chatTools, i),
          <li
            key={m.id}
            className={`live-line live-line--${m.role} vw-line--${m.status}`}
            part={`live-line live-line-${m.role}`}
            data-status={m.status}
            data-via={m.via}
          >
            <span className="live-role">
              {face(m.role)}
              {who(m.role)}
              {m.via === 'voice' && <span className="vw-via"> · {strings.chatByVoice}</span>}
            </span>
            {m.status === 'streaming' && m.text === '' ? (
              <span className="vw-typing">
                {formatText(strings.typing, lang, { assistant: assistantName })}
              </span>
            ) : m.role === 'assistant' && m.via === 'chat' ? (
              <div className="live-text vw-md" dir="auto">
                <Markdown text={m.text} streaming={m.status !== 'done'} linkHosts={linkHosts} />
              </div>
            ) : (
              <span className="live-text" dir="auto">
                {m.text}
              </span>
            )}
            {(m.status === 'interrupted' || m.status === 'failed') && (
              <span className="vw-mark">
                {m.status === 'interrupted' ? strings.interrupted : strings.chatNotSent}{' '}
                {!busy && m.id === lastMessage?.id && (
                  <button type="button" className="vw-link" part="chat-retry" onClick={onRetry}>
                    {retryLabel}
                  </button>
                )}
              </span>
            )}
          </li>,
        ])}
        {toolLinesAt(chatTools, messages.length, true)}
        {visible.map((e, i) => [
          ...toolLinesAt(callTools, i),
          <EntryLine
            key={`call-${e.id}`}
            entry={e}
            via="voice"
            delivery={delivery}
            label={
              <>
                {face(e.role)}
                {who(e.role)}
                <span className="vw-via"> · {strings.chatByVoice}</span>
              </>
            }
          />,
        ])}
        {toolLinesAt(callTools, visible.length, true)}
        <QuickReplies offer={quickReplies} label={quickRepliesLabel} onChoose={onQuickReply} />
      </ol>
    </div>
  );
}

/** The greeting, the assistant's first line. */
function GreetingLine({
  greeting,
  name,
  face,
}: {
  readonly greeting: string;
  readonly name: string;
  readonly face: ReactNode;
}) {
  return (
    <li
      className="live-line live-line--assistant vw-greeting"
      part="live-line live-line-assistant greeting"
    >
      <span className="live-role">
        {face}
        {name}
      </span>
      <span className="live-text" dir="auto">
        {greeting}
      </span>
    </li>
  );
}
