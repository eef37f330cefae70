/**
 * Typo-tolerant matching of lexicon phrases against a visitor's words
 * (docs/platform.md "Typed-turn understanding"): an optimal-string-alignment
 * edit distance (insertions, deletions, substitutions and swaps of two
 * neighbouring letters each cost 1), bounded so a word is compared in
 * O(length × bound).
 */

/**
 * Edit distance between `a` and `b` (in UTF-16 units), or `max + 1` as soon
 * as it is known to exceed `max` (so callers only learn "too far"). Never
 * throws. docs/platform.md "Typed-turn understanding".
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  let prev2: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let d = Math.min((prev[j] as number) + 1, (row[j - 1] as number) + 1, (prev[j - 1] as number) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d = Math.min(d, (prev2[j - 2] as number) + 1);
      row.push(d);
      if (d < best) best = d;
    }
    if (best > max) return max + 1;
    prev2 = prev;
    prev = row;
  }
  return prev[b.length] as number;
}

/** Typos tolerated in a lexicon word of `length` letters: none up to 4 ('hora' is not 'hola'), one up to 8, two beyond (docs/platform.md "Typed-turn understanding"). */
export function tolerance(length: number): number {
  return length <= 4 ? 0 : length <= 8 ? 1 : 2;
}

/** Hebrew one-letter prefixes (and, the, in, to, that, from, as) a word may carry. */
const HEBREW_PREFIX = /^[והבלשמכ]{1,2}/;

/**
 * True when the visitor's `word` is the lexicon's `entry`, up to typos. An
 * entry ending in `*` matches any word that starts with it ('automatiz*').
 * A Hebrew word also matches without one or two prefix letters ('והמחיר'),
 * then with no typo; an entry starting with `=` matches only the word itself.
 * Both are folded (`normalize.ts`). docs/platform.md "Typed-turn understanding".
 */
export function wordMatches(word: string, entry: string): boolean {
  const exact = entry.startsWith('=');
  const prefix = entry.endsWith('*');
  const stem = entry.slice(exact ? 1 : 0, prefix ? -1 : undefined);
  const same = (form: string, max: number): boolean => editDistance(prefix ? form.slice(0, stem.length) : form, stem, max) <= max;
  if (same(word, exact ? 0 : tolerance(stem.length))) return true;
  if (exact || !HEBREW_PREFIX.test(word)) return false;
  const stripped = word.replace(HEBREW_PREFIX, '');
  return [word.slice(1), stripped].some((form) => form.length >= 2 && same(form, 0));
}

/**
 * True when `phrase` (lexicon words separated by spaces) occurs in `words`
 * as consecutive words, each matched by {@link wordMatches}; a phrase whose
 * words are joined by `+` ('numero+virtual') needs each word anywhere.
 * docs/platform.md "Typed-turn understanding".
 */
export function hasPhrase(words: readonly string[], phrase: string): boolean {
  if (phrase.includes('+')) return phrase.split('+').every((part) => words.some((word) => wordMatches(word, part)));
  const parts = phrase.split(' ');
  for (let i = 0; i + parts.length <= words.length; i++) {
    if (parts.every((part, k) => wordMatches(words[i + k] as string, part))) return true;
  }
  return false;
}

/** Where the longest of `phrases` (consecutive words) that starts `words` at `from` ends (the index after it), or -1 (docs/platform.md "Typed-turn understanding"). */
export function phraseEndAt(words: readonly string[], phrases: readonly string[], from = 0): number {
  let end = -1;
  for (const phrase of phrases) {
    const parts = phrase.split(' ');
    if (from + parts.length > words.length || from + parts.length <= end) continue;
    if (parts.every((part, k) => wordMatches(words[from + k] as string, part))) end = from + parts.length;
  }
  return end;
}

/** Where the first of `phrases` found anywhere in `words` ends (the index after its last word), or -1 (docs/platform.md "Typed-turn understanding"). */
export function phraseEnd(words: readonly string[], phrases: readonly string[]): number {
  for (const phrase of phrases) {
    const n = phrase.split(' ').length;
    for (let i = 0; i + n <= words.length; i++) if (phraseEndAt(words, [phrase], i) >= 0) return i + n;
  }
  return -1;
}
