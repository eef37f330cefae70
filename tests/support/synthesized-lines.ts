/**
 * The length of every line an in-process platform synthesizes (`startPlatform` in the test's own
 * process), in 20 ms downlink frames, by the text it was given. A line said to its end sends exactly
 * that many frames (server/audio/pacer.ts), so a test compares it with the frames a page received
 * (scripts/lib/downlink.ts) to tell an interrupted line from a finished one without a clock.
 */
import { vi } from 'vitest';

import { FRAME_BYTES } from '../../server/audio/pcm.ts';
import { Synthesizer } from '../../server/audio/tts.ts';

/** What {@link recordSynthesized} gives back. */
export interface SynthesizedLines {
  /** Frames of the line synthesized from `text` (trimmed), or undefined if none was. */
  frames(text: string): number | undefined;
  /** Puts the synthesizer back. */
  restore(): void;
}

/** Spies on every platform's synthesizer in this process from now on (call it before `startPlatform`). */
export function recordSynthesized(): SynthesizedLines {
  const bytes = new Map<string, number>();
  const real = Synthesizer.prototype.synthesize;
  const spy = vi.spyOn(Synthesizer.prototype, 'synthesize').mockImplementation(function (
    this: Synthesizer,
    ...args
  ) {
    const pcm = real.apply(this, args);
    pcm.then(
      (b) => bytes.set(args[1].trim(), b.length),
      () => {},
    );
    return pcm;
  });
  return {
    frames: (text) => {
      const n = bytes.get(text.trim());
      return n === undefined ? undefined : Math.floor(n / FRAME_BYTES);
    },
    restore: () => spy.mockRestore(),
  };
}
