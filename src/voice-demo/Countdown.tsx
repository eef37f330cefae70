/**
 * The post-demo countdown overlay (docs/behaviour.md §2 "After playback ends", §9: 3 s, one
 * tick per second). A modal dialog, so it sits above the full-screen player in
 * the top layer; its number is announced through `role="timer"` + aria-live.
 */
import type { Ref } from 'react';
import type { Dictionary } from '../common/demo/dictionary.ts';

export interface CountdownProps {
  readonly dict: Dictionary;
  readonly value: number | null;
  readonly dialogRef: Ref<HTMLDialogElement>;
}

export function Countdown({ dict, value, dialogRef }: CountdownProps) {
  return (
    <dialog
      className="countdown"
      part="countdown"
      ref={dialogRef}
      aria-labelledby="countdown-label"
      onCancel={(e) => e.preventDefault()}
    >
      <p id="countdown-label" className="countdown-label">
        {dict.countdownLabel}
      </p>
      <p className="countdown-value" role="timer" aria-live="assertive" aria-atomic="true">
        {value ?? ''}
      </p>
    </dialog>
  );
}
