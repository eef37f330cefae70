/**
 * The `texts` attribute and property (docs/elements/voice-widget.md "Texts"): a partner's
 * replacement for any documented key, in every language or under a language code
 * (`{"chatPlaceholder": "…", "fr": {"chatPlaceholder": "…"}}`). What is not a documented key, or not
 * a string, warns naming it and changes nothing.
 */
import { LANGS, type Lang } from '../../core/lang.ts';
import type { SectionName, Texts } from './texts.ts';
import type { TextsOverride } from './texts-attribute.ts';

export { parseTextsAttribute } from './texts-attribute-check.ts';
export type { TextsOverride } from './texts-attribute.ts';

/** Longest override text kept (characters); longer ones are cut, with a warning. */
const MAX_TEXT = 2000;

/** The section of every key, read from a language's texts (all languages have the same keys). */
function sectionsOf(texts: Texts): Map<string, SectionName> {
  const map = new Map<string, SectionName>();
  for (const section of Object.keys(texts) as SectionName[])
    for (const key of Object.keys(texts[section])) map.set(key, section);
  return map;
}

/**
 * `base` (the texts of `lang`) with `override` applied: its top-level keys in every language, then
 * the keys under `lang`'s code. Each key that is not documented, each value that is not a string,
 * and each object under a code that is not a supported language warns naming it and is skipped.
 */
export function applyOverrides(
  base: Texts,
  lang: Lang,
  override: TextsOverride | undefined,
  warn: (message: string) => void,
): Texts {
  if (!override) return base;
  if (typeof override !== 'object' || Array.isArray(override)) {
    warn(
      '[voice-widgets] Ignoring texts: expected an object of text keys; using the default texts.',
    );
    return base;
  }
  const sections = sectionsOf(base);
  const result: Record<string, Record<string, unknown>> = {};
  for (const name of Object.keys(base) as SectionName[]) result[name] = { ...base[name] };
  const put = (key: string, value: unknown, where: string): void => {
    const section = sections.get(key);
    if (!section) {
      warn(
        `[voice-widgets] Ignoring texts key "${key.slice(0, 60)}"${where}: not a documented text key.`,
      );
      return;
    }
    if (typeof value !== 'string') {
      warn(`[voice-widgets] Ignoring texts key "${key}"${where}: its value must be a string.`);
      return;
    }
    if (value.length > MAX_TEXT)
      warn(`[voice-widgets] texts key "${key}" is longer than ${MAX_TEXT} characters; cut.`);
    result[section]![key] = value.slice(0, MAX_TEXT);
  };
  const byLang: [string, unknown][] = [];
  for (const [key, value] of Object.entries(override)) {
    if ((LANGS as readonly string[]).includes(key)) byLang.push([key, value]);
    else put(key, value, '');
  }
  for (const [code, value] of byLang) {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      warn(`[voice-widgets] Ignoring texts key "${code}": expected an object of text keys.`);
      continue;
    }
    // Checked in every language, applied in its own.
    for (const [key, text] of Object.entries(value))
      if (code === lang) put(key, text, ` (under "${code}")`);
      else if (!sections.has(key) || typeof text !== 'string') put(key, text, ` (under "${code}")`);
  }
  return result as unknown as Texts;
}
