/**
 * Typed text made comparable (docs/platform.md "Typed-turn understanding"):
 * what the rules of {@link understand} match against, never what is shown.
 * The language-specific folds are each language's data (`langs/{lang}/index.ts`).
 */
import { LANGUAGES } from './langs/index.ts';

/** How each language is typed (`langs/{lang}/index.ts`): a turn may mix languages, so every fold applies. */
const WRITINGS = Object.values(LANGUAGES).map((language) => language.writing);
/** Marks removed (Hebrew points and cantillation). */
const MARKS = WRITINGS.flatMap((writing) => (writing.marks ? [writing.marks] : []));
/** Letters folded to another (Hebrew final letters to their plain form). */
const FOLDS: Readonly<Record<string, string>> = Object.assign(
  {},
  ...WRITINGS.map((writing) => writing.letterFolds ?? {}),
);
const FOLDED = new RegExp(`[${Object.keys(FOLDS).join('')}]`, 'gu');

/**
 * Folds `text` for matching: NFKD, Latin accents and Hebrew niqqud removed,
 * lower case, final Hebrew letters made plain, the Hebrew maqaf and every
 * punctuation mark, symbol or emoji turned into a space, a letter repeated 3+
 * times kept once ('siii' → 'si', 'כןןן' → 'כנ'), spaces collapsed.
 * Digits and `+` stay. Never throws; '' for text with nothing left.
 * docs/platform.md "Typed-turn understanding".
 */
export function normalize(text: string): string {
  let unmarked = text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  for (const marks of MARKS) unmarked = unmarked.replace(marks, '');
  return unmarked
    .toLowerCase()
    .replace(FOLDED, (c) => FOLDS[c] ?? c)
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
