/**
 * Full-screen player mode (docs/behaviour.md §2): a modal `<dialog>` (focus moves in and is
 * trapped by the browser, Escape closes it, focus returns afterwards) with a
 * close button, a big play/stop button, the audio element and a caption that
 * shows the current line with a speaker avatar and badge, or 'Escuchando la
 * llamada...' when no line is active.
 */
import type { Ref } from 'react';
import type { TranscriptLine } from '../common/demo/transcript-data.ts';
import type { Dictionary } from '../common/demo/dictionary.ts';
import type { DemoLang as Lang } from '../common/demo/dictionary.ts';

export interface FullscreenPlayerProps {
  readonly dict: Dictionary;
  readonly lang: Lang;
  readonly assistantName: string;
  readonly playing: boolean;
  readonly line: TranscriptLine | undefined;
  readonly dialogRef: Ref<HTMLDialogElement>;
  readonly slotRef: Ref<HTMLDivElement>;
  readonly onToggle: () => void;
  readonly onClose: () => void;
}

export function FullscreenPlayer({
  dict,
  lang,
  assistantName,
  playing,
  line,
  dialogRef,
  slotRef,
  onToggle,
  onClose,
}: FullscreenPlayerProps) {
  const assistant = line?.speaker === 'assistant';
  const speaker = line ? (assistant ? assistantName : dict.clientBadge) : '';
  return (
    <dialog
      className="fullscreen"
      part="fullscreen"
      ref={dialogRef}
      aria-label={dict.fullscreenLabel}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      // The browser may close it without a cancel it lets us prevent (close watchers).
      onClose={onClose}
    >
      <div className="fullscreen-inner">
        <button type="button" className="close-button" onClick={onClose}>
          <span aria-hidden="true">✕ </span>
          {dict.closeFullscreen}
        </button>
        <button
          type="button"
          className={`big-play${playing ? ' big-play--playing' : ''}`}
          part="big-play"
          onClick={onToggle}
          aria-pressed={playing}
        >
          <span className="big-play-icon" aria-hidden="true">
            {playing ? '■' : '▶'}
          </span>
          <span className="big-play-label">{playing ? dict.stop : dict.play}</span>
        </button>
        <div className="audio-slot" ref={slotRef} />
        <div className="caption" part="caption" aria-live="polite">
          {line ? (
            <>
              <span
                className={`avatar ${assistant ? 'avatar--assistant' : 'avatar--client'}`}
                aria-hidden="true"
              >
                {speaker.charAt(0)}
              </span>
              <span className="caption-body">
                <span className={`badge ${assistant ? 'badge--assistant' : 'badge--client'}`}>
                  {speaker}
                </span>
                <span className="caption-text">{lang === 'he' ? line.textHe : line.textEs}</span>
              </span>
            </>
          ) : (
            <span className="caption-idle">{dict.listening}</span>
          )}
        </div>
      </div>
    </dialog>
  );
}
