/**
 * English for typed-turn understanding (docs/platform.md "Typed-turn understanding"):
 * its lexicon, its facts lexicon, how it is typed, and where a local phone
 * number is from. Shape in {@link LanguageData}.
 */
import type { LanguageData } from '../../language-shape.ts';
import { FACTS_EN } from './facts.ts';
import { LEXICON_EN } from './lexicon.ts';

/** See the module comment. */
export const EN: LanguageData = {
  lexicon: LEXICON_EN,
  facts: FACTS_EN,
  writing: {
    emojiWords: { approve: 'ok', reject: 'no', wave: 'hi' },
    laughter: ['ha', 'he', 'lo'],
  },
  phoneCountries: ['US', 'GB', 'AU', 'IE', 'NZ', 'ZA', 'IN', 'CA'],
};
