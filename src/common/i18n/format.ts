/**
 * The one placeholder formatter (docs/translations.md): fills a text of the language files or of the
 * demo's table, numbers written with `Intl.NumberFormat` in the language, a plural's form chosen by
 * `Intl.PluralRules` on `{max}`.
 */
import type { Text } from './texts.ts';

/** Values of a text's placeholders: strings as they are, numbers formatted in the language. */
export type TextVars = Readonly<Record<string, string | number>>;

/** `text` in `lang` with its `{name}` placeholders filled from `vars`; unknown names stay as they are. */
export function formatText(text: Text, lang: string | undefined, vars: TextVars = {}): string {
  let chosen: string;
  if (typeof text === 'string') chosen = text;
  else {
    const count = typeof vars['max'] === 'number' ? vars['max'] : 0;
    const category = new Intl.PluralRules(lang).select(count);
    chosen = text[category] ?? text.other;
  }
  const numbers = new Intl.NumberFormat(lang, { useGrouping: false });
  return chosen.replace(/\{(\w+)\}/g, (whole, key: string) => {
    const value = vars[key];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numbers.format(value) : value;
  });
}
