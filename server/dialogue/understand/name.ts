/**
 * The visitor's name in a typed turn (docs/platform.md "Typed-turn
 * understanding"), in the form a line can say: 'me llamo carlos' → 'Carlos',
 * 'soy ana maria' → 'Ana Maria', 'שמי דני' → 'דני'. Never a question, a
 * greeting or a sentence: words that are never names (the lexicon's
 * `notName`) and gibberish stop it.
 */
import type { Lexicon } from './lexicon.ts';
import { phraseEnd } from './fuzzy.ts';
import type { Token } from './normalize.ts';

const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/** Latin letters only, with no vowel, four consonants in a row, or laughter ('jajaja'). */
function gibberish(norm: string): boolean {
  if (!/^[a-z]+$/.test(norm)) return false;
  return (
    !/[aeiouy]/.test(norm) ||
    /[bcdfghjklmnpqrstvwxz]{4,}/.test(norm) ||
    /^(ja|je|ji|ha|he|xd|lo)+l?$/.test(norm)
  );
}

/** True when the token can be part of a name: letters (and ' ’ -), two or more, not a `notName` word, not gibberish (docs/platform.md "Typed-turn understanding"). */
export function nameWord(token: Token, lexicon: Lexicon): boolean {
  return (
    NAME_WORD.test(token.raw) &&
    [...token.norm].length >= 2 &&
    !lexicon.notName.includes(token.norm) &&
    !gibberish(token.norm)
  );
}

/** Up to three name words from `from`, stopping at punctuation or a word that is not a name; with `all`, every word from `from` must be one. */
function take(
  tokens: readonly Token[],
  from: number,
  lexicon: Lexicon,
  all: boolean,
): string | undefined {
  const out: Token[] = [];
  for (let i = from; i < tokens.length && out.length < 3; i++) {
    const token = tokens[i] as Token;
    if (!nameWord(token, lexicon)) break;
    out.push(token);
    if (token.stop) break;
  }
  if (out.length === 0 || (all && out.length !== tokens.length - from)) return undefined;
  return out.map((t) => t.raw.charAt(0).toLocaleUpperCase('es') + t.raw.slice(1)).join(' ');
}

/**
 * The name after a name prefix ('me llamo', 'soy', 'שמי', 'אני' …, typos
 * tolerated), or undefined when there is no prefix or no name after it.
 * At most three words, up to the first punctuation; Latin words capitalised.
 * docs/platform.md "Typed-turn understanding".
 */
export function nameAfterPrefix(tokens: readonly Token[], lexicon: Lexicon): string | undefined {
  const end = phraseEnd(
    tokens.map((t) => t.norm),
    lexicon.namePrefix,
  );
  return end < 0 ? undefined : take(tokens, end, lexicon, false);
}

/** The whole turn (from token `from`) as a bare name of one to three name words ('javier' → 'Javier'), or undefined (docs/platform.md "Typed-turn understanding"). */
export function bareName(tokens: readonly Token[], lexicon: Lexicon, from = 0): string | undefined {
  return tokens.length - from > 3 ? undefined : take(tokens, from, lexicon, true);
}
