/**
 * The visitor's language switch inside a call (docs/platform.md "Languages"): a system
 * `add-message` whose content is one plain sentence naming the new BCP-47 tag. The browser client
 * builds it; the local platform reads it to switch its lines and voice; a hosted model reads the
 * same sentence as an instruction, so its wording is part of the wire.
 */

/**
 * The switch sentence for `tag`: `The visitor's language is now ${tag}.` (e.g. `en`, `he-IL`).
 * Never throws.
 */
export function languageSwitchText(tag: string): string {
  return `The visitor's language is now ${tag}.`;
}

/** Longest system message read as a language switch, characters. */
const MAX_SWITCH_CHARS = 200;

/** The sentence's forms read, case-insensitively; group 1 is the tag. */
const SWITCH_SENTENCE =
  /^the (?:visitor|user|caller|customer)(?:['’]s)? language (?:is now|(?:has )?changed to)[:\s]+["'“‘]?([A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*)["'”’]?\s*\.?$/i;

/**
 * The language tag of a language-switch system message, or undefined when `content` is not one.
 * Two forms are read, case-insensitively:
 * - the sentence of {@link languageSwitchText} (also 'user', 'caller' or 'customer' for
 *   'visitor'; 'changed to' or 'has changed to' for 'is now'; the tag may be quoted);
 * - JSON `{"variableValues":{"language":"<tag>"}}` (as in `assistantOverrides`).
 * Content over 200 characters is never a switch. Never throws.
 */
export function languageSwitchOf(content: string): string | undefined {
  const text = content.trim();
  if (text.length > MAX_SWITCH_CHARS) return undefined;
  const sentence = SWITCH_SENTENCE.exec(text);
  if (sentence) return sentence[1];
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(text) as { variableValues?: { language?: unknown } } | null;
    const tag = parsed?.variableValues?.language;
    return typeof tag === 'string' && tag.trim() !== '' ? tag : undefined;
  } catch {
    return undefined;
  }
}
