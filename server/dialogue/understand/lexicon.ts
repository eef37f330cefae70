/**
 * The lexicon of typed-turn understanding per language (docs/platform.md
 * "Typed-turn understanding"), normalised once at load ({@link normalize}) so entries are
 * written as a visitor would write them.
 *
 * Entries: words separated by spaces must follow each other; `a+b` needs
 * both words anywhere; a trailing `*` matches a word's start; a leading `=`
 * matches the word only, exactly. Typos are tolerated ({@link wordMatches}).
 */
import { LANGUAGES, type UnderstandingLanguage } from './langs/index.ts';
import type { FullLexicon } from './lexicon-facts-shape.ts';
import { normalize } from './normalize.ts';

/**
 * A language's whole lexicon as the rules read it: phrases per meaning
 * (`lexicon-shape.ts`), facts, corrections and problems
 * (`lexicon-facts-shape.ts`), and the lists derived from them.
 */
export type Lexicon = FullLexicon & {
  /** Words that may come before a need: its verbs and the other words before one ({@link FullLexicon.needVerb}, {@link FullLexicon.needFiller}). */
  readonly needLead: readonly string[];
};

/** Normalises every entry of `lexicon` (keeping `=`, `*` and `+`). */
function prepared(lexicon: FullLexicon): Lexicon {
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
  const words = out as unknown as FullLexicon;
  return { ...words, needLead: [...words.needVerb, ...words.needFiller] };
}

/** The normalised lexicon of each language. */
export const LEXICONS = Object.fromEntries(
  Object.entries(LANGUAGES).map(([code, { lexicon, facts }]) => [
    code,
    prepared({ ...lexicon, ...facts }),
  ]),
) as Readonly<Record<UnderstandingLanguage, Lexicon>>;
