/**
 * The `talk-mode` attribute of `<voice-call-button>`, `<voice-widget>` and
 * `<voice-demo>` (docs/elements/voice-call-button.md
 * "Push-to-talk"): `open` (default) keeps the microphone open for the whole
 * call; `push` keeps it muted except while the visitor holds the `talk`
 * control. Read only in the live panel's chunk: the elements pass the raw
 * attribute through, so the launcher that `<voice-widget>` shares does not grow.
 */

/** How the visitor's microphone reaches the call: always (`open`) or only while the `talk` control is held (`push`). */
export type TalkMode = 'open' | 'push';

/**
 * Reads a `talk-mode` attribute (untrusted input): `push` (any case,
 * trimmed) is push-to-talk; absent or empty is `open`; anything else calls
 * `warn` and is `open`.
 */
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
