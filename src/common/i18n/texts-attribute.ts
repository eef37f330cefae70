/**
 * Reads the `texts` attribute (docs/elements/voice-widget.md "Texts") where the launcher needs it:
 * JSON only, small; the keys are checked when the texts load (`overrides.ts`).
 */

/** A `texts` value as the page gave it: an object (from the property or parsed JSON), unchecked. */
export type TextsOverride = Readonly<Record<string, unknown>>;

/**
 * Parses a `texts` attribute: undefined for none; invalid JSON, or JSON that is not an object,
 * warns naming the attribute and gives undefined (the element keeps its texts).
 */
export function parseTextsAttribute(
  value: string | null,
  warn: (message: string) => void = () => {},
): TextsOverride | undefined {
  if (value === null || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as TextsOverride;
  } catch {
    // Warned below.
  }
  warn('[voice-widgets] Ignoring the texts attribute: not a JSON object of text keys.');
  return undefined;
}

/** The override of `key` in `lang`: the language's own object first, then the top level; strings only. */
export function overrideOf(
  texts: TextsOverride | undefined,
  lang: string,
  key: string,
): string | undefined {
  const own = texts?.[lang] as Record<string, unknown> | undefined;
  const value = own?.[key] ?? texts?.[key];
  return typeof value === 'string' ? value : undefined;
}
