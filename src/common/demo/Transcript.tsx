/**
 * The scrollable transcript of the demo call (docs/behaviour.md §2 item 4): each line has a
 * speaker badge and its start time as m:ss; the current line is highlighted
 * (`aria-current`) and scrolled into view inside the transcript's own
 * container only, never the host page. Clicking a line seeks the audio there.
 */
import { useEffect, useRef } from 'react';
import type { TranscriptLine } from './transcript-data.ts';
import type { Dictionary } from './dictionary.ts';
import type { DemoLang as Lang } from './dictionary.ts';
import { formatClock } from './line-at.ts';
import { scrollBehavior } from '../hooks.ts';

export interface TranscriptProps {
  readonly lines: readonly TranscriptLine[];
  readonly lang: Lang;
  readonly dict: Dictionary;
  readonly assistantName: string;
  /** Highlighted line, -1 for none. */
  readonly activeIndex: number;
  /** Called with a line index when the visitor clicks it. */
  readonly onSeek: (index: number) => void;
}

export function Transcript({
  lines,
  lang,
  dict,
  assistantName,
  activeIndex,
  onSeek,
}: TranscriptProps) {
  const listRef = useRef<HTMLOListElement>(null);

  useEffect(() => {
    const list = listRef.current;
    const item =
      activeIndex >= 0 ? (list?.children[activeIndex] as HTMLElement | undefined) : undefined;
    if (!list || !item) return;
    // Scroll the list itself so the line sits in the middle; the page never moves.
    const top = item.offsetTop - list.clientHeight / 2 + item.offsetHeight / 2;
    list.scrollTo({ top: Math.max(0, top), behavior: scrollBehavior() });
  }, [activeIndex]);

  return (
    <section className="transcript" part="transcript" aria-labelledby="transcript-title">
      <h2 id="transcript-title" className="section-title">
        {dict.transcriptTitle}
      </h2>
      <p className="hint-text">{dict.transcriptHint}</p>
      <ol className="transcript-list" ref={listRef} tabIndex={-1}>
        {lines.map((line, i) => {
          const assistant = line.speaker === 'assistant';
          const clock = formatClock(line.startTime);
          const active = i === activeIndex;
          return (
            <li
              key={i}
              className={`line ${assistant ? 'line--assistant' : 'line--client'}${active ? ' line--active' : ''}`}
              aria-current={active ? 'true' : undefined}
            >
              <button
                type="button"
                className="line-button"
                onClick={() => onSeek(i)}
                title={dict.seekToLine(clock)}
              >
                <span className="line-meta">
                  <span className={`badge ${assistant ? 'badge--assistant' : 'badge--client'}`}>
                    {assistant ? assistantName : dict.clientBadge}
                  </span>
                  <time className="line-time" dateTime={`PT${Math.floor(line.startTime)}S`}>
                    {clock}
                  </time>
                </span>
                <span className="line-text">{lang === 'he' ? line.textHe : line.textEs}</span>
              </button>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
