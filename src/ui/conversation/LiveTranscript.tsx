/**
 * The `live-transcript` part: the call's entries as a log (`role="log"`,
 * `aria-live="polite"`), one `live-line` per turn with a visible role label.
 * It scrolls itself (its own `scrollTop`) to the newest entry, never the
 * host page. Text is rendered as text, never as markup.
 */
import { useLayoutEffect, useRef } from 'react';
import { entryText, isPartial, type TranscriptEntry } from '../../conversation/transcript.ts';

export interface LiveTranscriptProps {
  readonly entries: readonly TranscriptEntry[];
  readonly assistantLabel: string;
  readonly userLabel: string;
  readonly label: string;
  readonly emptyText: string;
}

export function LiveTranscript({ entries, assistantLabel, userLabel, label, emptyText }: LiveTranscriptProps) {
  const listRef = useRef<HTMLDivElement>(null);
  const visible = entries.filter((e) => !e.held);
  const last = visible[visible.length - 1];
  const lastText = last ? entryText(last) : '';
  useLayoutEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [visible.length, lastText]);
  return (
    <div ref={listRef} className="live-transcript" part="live-transcript" role="log" aria-live="polite" aria-label={label} tabIndex={0}>
      {visible.length === 0 ? (
        <p className="live-empty">{emptyText}</p>
      ) : (
        <ol className="live-lines">
        {visible.map((e) => (
          <li
            key={e.id}
            className={`live-line live-line--${e.role}${isPartial(e) ? ' live-line--partial' : ''}`}
            part={`live-line live-line-${e.role}`}
          >
            <span className="live-role">{e.role === 'assistant' ? assistantLabel : userLabel}</span>
            <span className="live-text" dir="auto">
              {entryText(e)}
            </span>
          </li>
        ))}
        </ol>
      )}
    </div>
  );
}
