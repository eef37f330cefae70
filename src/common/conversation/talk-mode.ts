/**
 * How the microphone reaches the call (docs/elements/voice-call-button.md "Push-to-talk"): always,
 * or only while `talk` is held. Parsed only in the panel's chunk, to keep the launcher small.
 */
export type TalkMode = 'open' | 'push';

/** Reads a `talk-mode` attribute: `push` (any case) or else `open`, warning on an unknown value. */
export function parseTalkMode(
  value: string | null | undefined,
  warn: (message: string) => void = () => {},
): TalkMode {
  const mode = value?.trim().toLowerCase() ?? '';
  if (mode === 'push') return 'push';
  if (mode !== '' && mode !== 'open')
    warn(
      `[voice-widgets] Ignoring talk-mode="${String(value).slice(0, 40)}": expected "open" or "push".`,
    );
  return 'open';
}
