/**
 * Hebrew for typed-turn understanding (docs/platform.md "Typed-turn understanding"):
 * its lexicon, its facts lexicon, how it is typed, and where a local phone
 * number is from. Shape in {@link LanguageData}.
 */
import type { LanguageData } from '../../language-shape.ts';
import { FACTS_HE } from './facts.ts';
import { LEXICON_HE } from './lexicon.ts';

/** See the module comment. */
export const HE: LanguageData = {
  lexicon: LEXICON_HE,
  facts: FACTS_HE,
  writing: {
    emojiWords: { approve: 'ok', reject: 'לא', wave: 'היי' },
    // Points and cantillation (U+0591–U+05C7 minus the letters' range): visitors rarely type them.
    marks: /[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g,
    // A typo often swaps a final letter for its plain form.
    letterFolds: { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' },
    // And, the, in, to, that, from, as.
    prefixLetters: 'והבלשמכ',
  },
  phoneCountries: ['IL'],
};
