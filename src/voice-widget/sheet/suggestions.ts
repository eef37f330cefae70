/**
 * `<voice-widget>`'s starter suggestions (docs/elements/voice-widget.md "Starter suggestions"):
 * the `suggestions` property, else the attribute's JSON, read in the sheet's chunk.
 */

/** Most suggestions shown. */
const MAX_SUGGESTIONS = 4;
/** Longest suggestion, characters. */
const MAX_SUGGESTION_CHARS = 80;

/**
 * The suggestions to show: the property when set (not `undefined`), else the attribute's JSON;
 * an array of 1 to {@link MAX_SUGGESTIONS} non-empty strings of at most
 * {@link MAX_SUGGESTION_CHARS} characters. A bad value warns (naming `suggestions`) and shows
 * none: never a partial list.
 * @param warn the element's console warning (once per message).
 */
export function readSuggestions(
  property: unknown,
  attribute: string | null,
  warn: (message: string) => void,
): readonly string[] {
  let value = property;
  let source = 'property';
  if (property === undefined) {
    if (attribute === null || attribute.trim() === '') return [];
    source = 'attribute';
    try {
      value = JSON.parse(attribute);
    } catch {
      warn(
        '[voice-widgets] Ignoring the suggestions attribute: it is not JSON (give an array of strings).',
      );
      return [];
    }
  }
  const problem = problemOf(value);
  if (problem === undefined) return (value as string[]).map((s) => s.trim());
  warn(`[voice-widgets] Ignoring the suggestions ${source}: ${problem}.`);
  return [];
}

/** Why `value` is not a list of suggestions, or `undefined` when it is. */
function problemOf(value: unknown): string | undefined {
  if (!Array.isArray(value)) return 'give an array of strings';
  if (value.length > MAX_SUGGESTIONS)
    return `at most ${MAX_SUGGESTIONS} suggestions, got ${value.length}`;
  for (const [i, s] of value.entries()) {
    if (typeof s !== 'string' || s.trim() === '') return `entry ${i} is not a non-empty string`;
    if (s.trim().length > MAX_SUGGESTION_CHARS)
      return `entry ${i} is longer than ${MAX_SUGGESTION_CHARS} characters`;
  }
  return undefined;
}
