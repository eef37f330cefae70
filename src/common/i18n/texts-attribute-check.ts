/**
 * The `texts` attribute read with its warning (docs/elements/voice-widget.md "Texts"): apart from
 * `texts-attribute.ts` so the launcher, which reads it silently, does not carry the message.
 */
import { readTextsAttribute, type TextsOverride } from './texts-attribute.ts';

/**
 * Parses a `texts` attribute: undefined for none; invalid JSON, or JSON that is not an object,
 * warns naming the attribute and gives undefined (the element keeps its texts).
 */
export function parseTextsAttribute(
  value: string | null,
  warn: (message: string) => void = () => {},
): TextsOverride | undefined {
  const parsed = readTextsAttribute(value);
  if (parsed === undefined && value !== null && value.trim() !== '')
    warn('[voice-widgets] Ignoring the texts attribute: not a JSON object of text keys.');
  return parsed;
}
