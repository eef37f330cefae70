/**
 * The visitor's name in a typed turn (docs/platform.md "Typed-turn
 * understanding"), in the form a line can say: 'me llamo carlos' → 'Carlos',
 * 'soy ana maria' → 'Ana Maria', 'שמי דני' → 'דני'. Never a question, a
 * greeting or a sentence: words that are never names (the lexicon's
 * `notName`) and gibberish stop it.
 */
import { phraseEndAt, wordMatches } from './fuzzy.ts';
import { LANGUAGES } from './langs/index.ts';
import type { Lexicon } from './lexicon.ts';
import type { Token } from './normalize.ts';

const NAME_WORD = /^\p{L}[\p{L}\p{M}'’-]*$/u;

/** Laughter typed in any language (`laughter` in `langs/{lang}/index.ts`): its syllables repeated, a trailing 'l' allowed ('jajaja', 'hehe', 'lol'). */
const LAUGHTER = new RegExp(
  `^(${Object.values(LANGUAGES)
    .flatMap((language) => language.writing.laughter ?? [])
    .join('|')})+l?$`,
  'u',
);

/** Latin letters only, with no vowel, four consonants in a row, or laughter ('jajaja'). */
function gibberish(norm: string): boolean {
  if (!/^[a-z]+$/.test(norm)) return false;
  return !/[aeiouy]/.test(norm) || /[bcdfghjklmnpqrstvwxz]{4,}/.test(norm) || LAUGHTER.test(norm);
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

/** True when token `i` starts the next fact ('from', 'tel', 'ממשרד'), so a name ends before it. */
const startsFact = (tokens: readonly Token[], i: number, lexicon: Lexicon): boolean =>
  tokens[i] !== undefined &&
  lexicon.nameEnd.some((entry) => wordMatches((tokens[i] as Token).norm, entry));

/** Up to three name words from `from`, stopping at punctuation, a word that is not a name, or a word that starts the next fact ('מיכל והטלפון', 'dana ממשרד'); with `all`, every word from `from` must be one. */
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
    if (startsFact(tokens, i, lexicon)) break;
    out.push(token);
    if (token.stop) break;
  }
  if (out.length === 0 || (all && out.length !== tokens.length - from)) return undefined;
  return out.map((t) => t.raw.charAt(0).toUpperCase() + t.raw.slice(1)).join(' ');
}

/**
 * The name after a name prefix ('me llamo', 'soy', 'שמי', 'אני' …, typos
 * tolerated), or undefined when there is no prefix or no name after it. A
 * prefix of one word ('soy', 'אני') counts only among the first three words
 * or after punctuation ('quiero un numero … aunque soy de …' is no name);
 * longer ones anywhere ('soy el dueño de un taller, me llamo Tomas').
 * At most three words, up to the first punctuation; Latin words capitalised.
 * docs/platform.md "Typed-turn understanding".
 */
export function nameAfterPrefix(tokens: readonly Token[], lexicon: Lexicon): string | undefined {
  const words = tokens.map((t) => t.norm);
  const long = lexicon.namePrefix.filter((phrase) => phrase.includes(' '));
  for (let i = 0; i < words.length; i++) {
    const early = i < 3 || (tokens[i - 1] as Token).stop;
    const end = phraseEndAt(words, early ? lexicon.namePrefix : long, i);
    if (end < 0) continue;
    const name = take(tokens, end, lexicon, false);
    if (name) return name;
  }
  return nameBeforeSuffix(tokens, lexicon);
}

/** Where the greetings that open the turn end ('hola buenas, …' → 2), or 0. */
function afterGreetings(words: readonly string[], lexicon: Lexicon): number {
  let from = 0;
  for (let more = phraseEndAt(words, lexicon.greeting); more > from;)
    [from, more] = [more, phraseEndAt(words, lexicon.greeting, more)];
  return from;
}

/**
 * One to three name words that open the turn (after a greeting) and are
 * followed by a suffix that introduces the writer, at the end, before
 * punctuation or before the next fact ('Pablo aqui', 'hi, Olivia Grant here, …',
 * 'Marcus here from a dental office', 'אבי פה'), or undefined.
 */
function nameBeforeSuffix(tokens: readonly Token[], lexicon: Lexicon): string | undefined {
  const words = tokens.map((t) => t.norm);
  const from = afterGreetings(words, lexicon);
  for (let n = 1; n <= 3 && from + n < words.length; n++) {
    const end = phraseEndAt(words, lexicon.nameSuffix, from + n);
    if (end < 0) continue;
    const ends =
      end >= words.length || (tokens[end - 1] as Token).stop || startsFact(tokens, end, lexicon);
    if (!ends) continue;
    const name = take(tokens.slice(0, from + n), from, lexicon, true);
    if (name) return name;
  }
  return undefined;
}

/** The whole turn (from token `from`) as a bare name of one to three name words ('javier' → 'Javier'), or undefined (docs/platform.md "Typed-turn understanding"). */
export function bareName(tokens: readonly Token[], lexicon: Lexicon, from = 0): string | undefined {
  return tokens.length - from > 3 ? undefined : take(tokens, from, lexicon, true);
}

/**
 * A bare name that opens a turn with more in it, after any greeting: one to
 * three name words ended by punctuation and followed by a number or a word
 * that starts the next fact ('Jose Luis. Tel 622 …', 'good evening, Olivia
 * Bennett, 020 …', 'ליאור, 052-…'); a greeting is never the name ('Hola, 622
 * …'). docs/platform.md "Typed-turn understanding".
 */
export function leadingName(tokens: readonly Token[], lexicon: Lexicon): string | undefined {
  const from = afterGreetings(
    tokens.map((t) => t.norm),
    lexicon,
  );
  const end = tokens.findIndex((t, i) => i >= from && t.stop);
  if (end < from || end > from + 2) return undefined;
  const next = tokens[end + 1];
  if (!next) return undefined;
  const fact = /^\d/.test(next.norm) || startsFact(tokens, end + 1, lexicon);
  return fact ? take(tokens.slice(0, end + 1), from, lexicon, true) : undefined;
}
