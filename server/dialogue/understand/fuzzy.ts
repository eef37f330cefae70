/**
 * Typo-tolerant matching of lexicon phrases against a visitor's words
 * (docs/platform.md "Typed-turn understanding"): the Levenshtein distance of
 * `fastest-levenshtein`, within a tolerance that grows with the word.
 */
import { distance } from 'fastest-levenshtein';

import { LANGUAGES } from './langs/index.ts';

/**
 * Edit distance between `a` and `b` (Levenshtein: insertions, deletions and
 * substitutions each cost 1, so two swapped letters cost 2), capped at
 * `max + 1` (callers only learn "too far"). Never throws.
 * docs/platform.md "Typed-turn understanding".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  return Math.min(distance(a, b), max + 1);
}

/** Typos tolerated in a lexicon word of `length` letters: none up to 4 ('hora' is not 'hola'), one up to 8, two beyond (docs/platform.md "Typed-turn understanding"). */
function tolerance(length: number): number {
  return length <= 4 ? 0 : length <= 8 ? 1 : 2;
}

/** One or two prefix letters a word may carry (Hebrew: and, the, in, to, that, from, as), from each language's data. */
const PREFIX = new RegExp(
  `^[${Object.values(LANGUAGES)
    .map((language) => language.writing.prefixLetters ?? '')
    .join('')}]{1,2}`,
  'u',
);

/**
 * True when the visitor's `word` is the lexicon's `entry`, up to typos. An
 * entry ending in `*` matches any word that starts with it ('automatiz*'),
 * with a typo only in its last letter when the stem has 5 letters or fewer.
 * A Hebrew word also matches without one or two prefix letters ('והמחיר'),
 * then with no typo; an entry starting with `=` matches only the word itself.
 * Both are folded (`normalize.ts`). docs/platform.md "Typed-turn understanding".
 */
export function wordMatches(word: string, entry: string): boolean {
  const key = `${word}\u0000${entry}`;
  const known = MATCHES.get(key);
  if (known !== undefined) return known;
  const result = matches(word, entry);
  // Bounded: visitors' words are untrusted; the cache is dropped whole when full.
  if (MATCHES.size >= MAX_MATCHES) MATCHES.clear();
  MATCHES.set(key, result);
  return result;
}

/** Answers of {@link wordMatches} already computed (a turn is read by several rules over the same lexicon). */
const MATCHES = new Map<string, boolean>();
const MAX_MATCHES = 50_000;

/** {@link wordMatches} without the cache. */
function matches(word: string, entry: string): boolean {
  const exact = entry.startsWith('=');
  const prefix = entry.endsWith('*');
  const stem = entry.slice(exact ? 1 : 0, prefix ? -1 : undefined);
  const same = (form: string, max: number): boolean =>
    editDistance(prefix ? form.slice(0, stem.length) : form, stem, max) <= max;
  // A short stem already matches many words: a typo in it only at its last letter, where words inflect
  // ('price*' finds 'pricing'), or it would match unrelated ones ('guasa*' is not 'guapa').
  const short = prefix && stem.length <= 5 && !word.startsWith(stem.slice(0, -1));
  if (same(word, exact || short ? 0 : tolerance(stem.length))) return true;
  if (exact || !PREFIX.test(word)) return false;
  const stripped = word.replace(PREFIX, '');
  return [word.slice(1), stripped].some((form) => form.length >= 2 && same(form, 0));
}

/**
 * True when `phrase` (lexicon words separated by spaces) occurs in `words`
 * as consecutive words, each matched by {@link wordMatches}; a phrase whose
 * parts are joined by `+` ('numero+virtual', 'cada uno+linea') needs each
 * part (a word or words in a row) anywhere.
 * docs/platform.md "Typed-turn understanding".
 */
export function hasPhrase(words: readonly string[], phrase: string): boolean {
  if (phrase.includes('+')) return phrase.split('+').every((part) => hasPhrase(words, part));
  const parts = phrase.split(' ');
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((part, k) => wordMatches(words[i + k] as string, part))) return true;
  }
  return false;
}

/** Where the longest of `phrases` (consecutive words) that starts `words` at `from` ends (the index after it), or -1 (docs/platform.md "Typed-turn understanding"). */
export function phraseEndAt(
  words: readonly string[],
  phrases: readonly string[],
  from = 0,
): number {
  let end = -1;
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    if (from + parts.length > words.length || from + parts.length <= end) continue;
    if (parts.every((part, k) => wordMatches(words[from + k] as string, part)))
      end = from + parts.length;
  }
  return end;
}

/** Where the first of `phrases` found anywhere in `words` ends (the index after its last word), or -1 (docs/platform.md "Typed-turn understanding"). */
export function phraseEnd(words: readonly string[], phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const n = phrase.split(' ').length;
    for (let i = 0; i + n <= words.length; i++)
      if (phraseEndAt(words, [phrase], i) >= 0) return i + n;
  }
  return -1;
}
