/**
 * The words of a typed turn as the rules read them (docs/platform.md
 * "Typed-turn understanding"): folded, at most 60, shorthand and stretched
 * words read as the word they stand for.
 */
import type { UnderstandingLanguage } from './langs/index.ts';
import { type Lexicon, LEXICONS } from './lexicon.ts';
import { type Token, tokenize } from './normalize.ts';

/** The first 60 words of `text` (a 2000-character turn stays cheap), shorthand read as its word ('u' → 'you'), a stretched word as the word stretched ('heyy' → 'hey'). */
export function turnTokens(text: string, language: UnderstandingLanguage): Token[] {
  const lexicon = LEXICONS[language];
  return tokenize(text)
    .slice(0, 60)
    .map((t) => {
      const word = lexicon.shorthand?.[t.norm] ?? unstretched(t.norm, lexicon);
      return word ? { ...t, norm: word } : t;
    });
}

/**
 * A word typed with its last letter doubled for emphasis ('heyy', 'holaa',
 * 'לאא'; three or more are folded already, `normalize.ts`) as the greeting,
 * yes or no it stretches, or undefined. Only the last letter: 'ללא'
 * (without) is no 'לא'.
 */
function unstretched(word: string, lexicon: Lexicon): string | undefined {
  const stretched = /(\p{L})\1$/u.exec(word);
  if (!stretched) return undefined;
  const short = word.slice(0, -1);
  const words = [...lexicon.greeting, ...lexicon.yes, ...lexicon.no];
  return words.includes(short) && !words.includes(word) ? short : undefined;
}
