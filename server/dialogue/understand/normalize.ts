/**
 * Typed text made comparable (docs/platform.md "Typed-turn understanding"):
 * what the rules of {@link understand} match against, never what is shown.
 */

/** Hebrew points and cantillation (U+0591–U+05C7 minus the letters' range), removed. */
const HEBREW_MARKS = /[\u0591-\u05bd\u05bf\u05c1\u05c2\u05c4\u05c5\u05c7]/g;
/** Final Hebrew letters folded to their plain form (a typo often swaps them). */
const FINALS: Readonly<Record<string, string>> = { ך: 'כ', ם: 'מ', ן: 'נ', ף: 'פ', ץ: 'צ' };

/**
 * Folds `text` for matching: NFKD, Latin accents and Hebrew niqqud removed,
 * lower case, final Hebrew letters made plain, the Hebrew maqaf and every
 * punctuation mark, symbol or emoji turned into a space, a letter repeated 3+
 * times kept once ('siii' → 'si', 'כןןן' → 'כנ'), spaces collapsed.
 * Digits and `+` stay. Never throws; '' for text with nothing left.
 * docs/platform.md "Typed-turn understanding".
 */
export function normalize(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(HEBREW_MARKS, '')
    .toLowerCase()
    .replace(/[ךםןףץ]/g, (c) => FINALS[c] ?? c)
    .replace(/[^\p{L}\p{N}+\s]/gu, ' ')
    .replace(/(\p{L})\1{2,}/gu, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the raw text asks something: a '?', '¿' or '؟' in it. */
export function hasQuestionMark(text: string): boolean {
  return /[?¿؟]/.test(text);
}

/** One word of a typed turn: as typed, folded, where it starts, and whether punctuation follows it. */
export interface Token {
  readonly raw: string;
  readonly norm: string;
  /** Index of its first character in the text. */
  readonly index: number;
  /** A ',', '.', ';', ':', '!' or '?' follows it (ends a name). */
  readonly stop: boolean;
}

/**
 * The words of `text` (letters, marks, digits, apostrophes), each with its
 * folded form ({@link normalize}), its start index (UTF-16 units) and whether
 * punctuation follows; words that fold to nothing are left out. Never throws.
 * docs/platform.md "Typed-turn understanding".
 */
export function tokenize(text: string): Token[] {
  const out: Token[] = [];
  const re = /[\p{L}\p{M}\p{N}'’]+/gu;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    const norm = normalize(m[0]).replace(/ /g, '');
    if (norm === '') continue;
    const after = /^[^\p{L}\p{N}]*/u.exec(text.slice(re.lastIndex))?.[0] ?? '';
    out.push({ raw: m[0], norm, index: m.index, stop: /[,.;:!?¿¡]/.test(after) });
  }
  return out;
}
