/**
 * The audio player card (docs/behaviour.md §2 item 3). The `<audio>` element itself belongs
 * to the host element and is moved between this card's slot and the
 * full-screen player's slot, so playback never restarts when the view changes.
 * A bouncing arrow hint shows until playback starts.
 */
import type { Ref } from 'react';
import type { Dictionary } from '../common/demo/dictionary.ts';
import { opaqueSlot } from './opaque-slot.ts';

export interface PlayerCardProps {
  readonly dict: Dictionary;
  readonly started: boolean;
  readonly slotRef: Ref<HTMLDivElement>;
  /** Server rendering only: the prerendered `<audio>` (`PrerenderedSlots`). The slot's nodes belong to the host, not to React. */
  readonly slotHtml?: string | undefined;
}

export function PlayerCard({ dict, started, slotRef, slotHtml }: PlayerCardProps) {
  return (
    <section className="card player-card" part="player" aria-labelledby="player-title">
      <h2 id="player-title" className="section-title">
        {dict.playerTitle}
      </h2>
      {!started && (
        <p className="play-hint">
          <span className="hint-arrow" aria-hidden="true">
            ↓
          </span>
          {dict.playerHint}
        </p>
      )}
      <div
        className="audio-slot"
        ref={slotRef}
        dangerouslySetInnerHTML={opaqueSlot(slotHtml)}
        suppressHydrationWarning
      />
    </section>
  );
}
