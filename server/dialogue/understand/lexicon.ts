/**
 * The lexicon of typed-turn understanding per language (docs/platform.md
 * "Typed-turn understanding"), normalised once at load ({@link normalize}) so entries are
 * written as a visitor would write them.
 *
 * Entries: words separated by spaces must follow each other; `a+b` needs
 * both words anywhere; a trailing `*` matches a word's start; a leading `=`
 * matches the word only, exactly. Typos are tolerated ({@link wordMatches}).
 */
import type { Language } from '../assistants.ts';
import { LEXICON_EN } from './lexicon-en.ts';
import { LEXICON_ES } from './lexicon-es.ts';
import { LEXICON_HE } from './lexicon-he.ts';
import { FACTS_EN } from './lexicon-facts-en.ts';
import { FACTS_ES } from './lexicon-facts-es.ts';
import { FACTS_HE } from './lexicon-facts-he.ts';
import { normalize } from './normalize.ts';
import type { FullLexicon } from './lexicon-facts-shape.ts';

/** A language's whole lexicon: phrases per meaning (`lexicon-shape.ts`) and facts, corrections and problems (`lexicon-facts-shape.ts`). */
export type Lexicon = FullLexicon;

/** Normalises every entry of `lexicon` (keeping `=`, `*` and `+`). */
function prepared(lexicon: Lexicon): Lexicon {
  const fold = (list: readonly string[]): string[] =>
    list.map((entry) =>
      entry
        .split('+')
        .map(
          (part) =>
            (part.startsWith('=') ? '=' : '') + normalize(part) + (part.endsWith('*') ? '*' : ''),
        )
        .join('+'),
    );
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(lexicon)) {
    if (key === 'shorthand') {
      out[key] = value;
      continue;
    }
    out[key] = Array.isArray(value)
      ? fold(value)
      : Object.fromEntries(
          Object.entries(value as Record<string, string[]>).map(([k, v]) => [k, fold(v)]),
        );
  }
  return out as unknown as Lexicon;
}

/** The normalised lexicon of each language. */
export const LEXICONS: Readonly<Record<Language, Lexicon>> = {
  es: prepared({ ...LEXICON_ES, ...FACTS_ES }),
  he: prepared({ ...LEXICON_HE, ...FACTS_HE }),
  en: prepared({ ...LEXICON_EN, ...FACTS_EN }),
};
