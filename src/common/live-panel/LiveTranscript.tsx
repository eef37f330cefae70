/** The `live-transcript` log, one `live-line` per turn; it scrolls itself, never the page. */
import { useLayoutEffect, useRef, type ReactNode, type RefObject } from 'react';
import { entryText, isPartial, type TranscriptEntry } from '../conversation/transcript.ts';
import type { ToolStatus } from '../conversation/tool-status.ts';
import { toolLinesAt } from './ToolStatusLine.tsx';
import { QuickReplies } from './QuickReplies.tsx';
import type { OfferedReply, QuickReplyOffer } from '../conversation/quick-replies.ts';

export interface LiveTranscriptProps {
  readonly entries: readonly TranscriptEntry[];
  readonly assistantLabel: string;
  readonly userLabel: string;
  readonly label: string;
  readonly emptyText: string;
  readonly delivery: DeliveryLabels;
  /** The `tool-status` lines of the call's page tools (in the texts provider's language). */
  readonly toolStatus?: readonly ToolStatus[] | undefined;
  /** The assistant's quick replies on offer, under its last line. */
  readonly quickReplies?: QuickReplyOffer | undefined;
  /** The quick replies group's accessible name. */
  readonly quickRepliesLabel?: string;
  /** The visitor pressed a quick reply. */
  readonly onQuickReply?: (reply: OfferedReply) => void;
}

/** The marks of text typed while the call reconnected ({@link TranscriptEntry.delivery}). */
export interface DeliveryLabels {
  readonly pending: string;
  readonly 'not-sent': string;
}

/** Keeps a log scrolled to its newest line (its own `scrollTop`); `tail` changes as lines grow. */
export function useFollowTail<E extends HTMLElement>(tail: string): RefObject<E> {
  const listRef = useRef<E>(null);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [tail]);
  return listRef;
}

/** One call entry as a `live-line`, with its role label and any `data-delivery` mark. */
export function EntryLine({
  entry,
  label,
  via,
  delivery,
}: {
  readonly entry: TranscriptEntry;
  readonly label: ReactNode;
  readonly via?: 'voice';
  readonly delivery: DeliveryLabels;
}) {
  return (
    <li
      className={`live-line live-line--${entry.role}${isPartial(entry) ? ' live-line--partial' : ''}`}
      part={`live-line live-line-${entry.role}`}
      data-via={via}
      data-delivery={entry.delivery}
    >
      <span className="live-role">{label}</span>
      <span className="live-text" dir="auto">
        {entryText(entry)}
      </span>
      {entry.delivery && <span className="live-delivery">{delivery[entry.delivery]}</span>}
    </li>
  );
}

export function LiveTranscript({
  entries,
  assistantLabel,
  userLabel,
  label,
  emptyText,
  delivery,
  toolStatus,
  quickReplies,
  quickRepliesLabel = '',
  onQuickReply = () => {},
}: LiveTranscriptProps) {
  const visible = entries.filter((e) => !e.held);
  const last = visible[visible.length - 1];
  const listRef = useFollowTail<HTMLDivElement>(
    `${visible.length}:${last ? entryText(last) : ''}:${last?.delivery ?? ''}:${toolStatus?.length ?? 0}:${quickReplies?.id ?? ''}`,
  );
  return (
    <div
      ref={listRef}
      className="live-transcript"
      part="live-transcript"
      role="log"
      aria-live="polite"
      aria-label={label}
      tabIndex={0}
    >
      {visible.length === 0 && !toolStatus?.length ? (
        <p className="live-empty">{emptyText}</p>
      ) : (
        <ol className="live-lines">
          {visible.map((e, i) => [
            ...toolLinesAt(toolStatus, i),
            <EntryLine
              key={e.id}
              entry={e}
              label={e.role === 'assistant' ? assistantLabel : userLabel}
              delivery={delivery}
            />,
          ])}
          {toolLinesAt(toolStatus, visible.length, true)}
          <QuickReplies offer={quickReplies} label={quickRepliesLabel} onChoose={onQuickReply} />
        </ol>
      )}
    </div>
  );
}
