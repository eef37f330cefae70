/**
 * Per-key fallback to English (docs/translations.md "The files"): a language file may lack a key,
 * or a whole section, while its translation is pending; that key shows the English text and every
 * other key the language's own.
 */
import type { SectionName, Texts, Translated } from './texts.ts';

/**
 * The texts of a language: each key of `english` (the key set, `langs/en.ts`'s module) from `own`
 * where `own` has it, else English's. Only sections are kept (a file's `about` is not a text), and
 * a key English does not have is dropped.
 */
export function withEnglish(own: Translated, english: Texts): Texts {
  const texts: Record<string, Readonly<Record<string, unknown>>> = {};
  for (const section of Object.keys(english) as (SectionName | 'about')[]) {
    if (section === 'about') continue;
    const mine: Readonly<Record<string, unknown>> = own[section] ?? {};
    const merged: Record<string, unknown> = {};
    for (const [key, text] of Object.entries(english[section])) merged[key] = mine[key] ?? text;
    texts[section] = merged;
  }
  return texts as unknown as Texts;
}
