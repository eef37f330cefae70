/**
 * The demo page's player and transcript, side by side (docs/behaviour.md §2 items 3–4): the
 * audio player card, whose slot holds the host's `<audio>`, and the transcript, which follows
 * playback and seeks to a line when one is pressed.
 */
import type { Ref } from 'react';
import { TRANSCRIPT } from '../common/demo/transcript-data.ts';
import { Transcript } from '../common/demo/Transcript.tsx';
import type { Dictionary } from '../common/demo/dictionary.ts';
import type { DemoLang as Lang } from '../common/demo/dictionary.ts';
import { PlayerCard } from './PlayerCard.tsx';

export interface DemoGridProps {
  readonly dict: Dictionary;
  readonly lang: Lang;
  readonly assistantName: string;
  /** Playback has started (the card's hint goes away). */
  readonly started: boolean;
  /** The line being played, -1 for none. */
  readonly lineIndex: number;
  /** The player card's slot for the `<audio>` (`PlayerCardProps.slotRef`). */
  readonly slotRef: Ref<HTMLDivElement>;
  /** Server rendering only: the prerendered `<audio>` (`PlayerCardProps.slotHtml`). */
  readonly slotHtml: string | undefined;
  readonly onSeek: (line: number) => void;
}

/** See the module comment. */
export function DemoGrid({
  dict,
  lang,
  assistantName,
  started,
  lineIndex,
  slotRef,
  slotHtml,
  onSeek,
}: DemoGridProps) {
  return (
    <div className="demo-grid">
      <PlayerCard dict={dict} started={started} slotRef={slotRef} slotHtml={slotHtml} />
      <div className="card transcript-card">
        <Transcript
          lines={TRANSCRIPT}
          lang={lang}
          dict={dict}
          assistantName={assistantName}
          activeIndex={lineIndex}
          onSeek={onSeek}
        />
      </div>
    </div>
  );
}
