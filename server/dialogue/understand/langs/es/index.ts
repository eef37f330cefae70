/**
 * Spanish for typed-turn understanding (docs/platform.md "Typed-turn understanding"):
 * its lexicon, its facts lexicon, how it is typed, and where a local phone
 * number is from. Shape in {@link LanguageData}.
 */
import type { LanguageData } from '../../language-shape.ts';
import { FACTS_ES } from './facts.ts';
import { LEXICON_ES } from './lexicon.ts';

/** See the module comment. */
export const ES: LanguageData = {
  lexicon: LEXICON_ES,
  facts: FACTS_ES,
  writing: {
    emojiWords: { approve: 'ok', reject: 'no', wave: 'hola' },
    laughter: ['ja', 'je', 'ji', 'xd'],
  },
  phoneCountries: ['ES'],
};
