/**
 * Reads the `texts` attribute (docs/elements/voice-widget.md "Texts") where the launcher needs it:
 * JSON only, small, silent; the warning for a bad value is `texts-attribute-check.ts`'s (outside
 * the partner page's first chunk) and the keys are checked when the texts load (`overrides.ts`).
 */

/** A `texts` value as the page gave it: an object (from the property or parsed JSON), unchecked. */
export type TextsOverride = Readonly<Record<string, unknown>>;

/** A `texts` attribute's object: undefined for none, invalid JSON, or JSON that is not an object. */
export function readTextsAttribute(value: string | null): TextsOverride | undefined {
  if (value === null || value.trim() === '') return undefined;
  try {
    const parsed: unknown = JSON.parse(value);
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed))
      return parsed as TextsOverride;
  } catch {
    // Not JSON: no override (the checking parser warns).
  }
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
