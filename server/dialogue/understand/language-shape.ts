/**
 * What one language brings to typed-turn understanding (docs/platform.md
 * "Typed-turn understanding", "Add a dialogue language"): its lexicon, its
 * facts lexicon, how it is typed, and where its local phone numbers are from.
 * Each language fills it in `langs/{lang}/index.ts`; the rules stay
 * language-neutral.
 */
import type { CountryCode } from 'libphonenumber-js';

import type { FactsLexicon } from './lexicon-facts-shape.ts';
import type { Lexicon } from './lexicon-shape.ts';

/** How a language is typed: what its emojis mean and how its letters fold for matching. */
export interface Writing {
  /** The word read for a thumbs-up or check (👍 👌 ✅), a thumbs-down or cross (👎 ❌), a wave (👋). */
  readonly emojiWords: { readonly approve: string; readonly reject: string; readonly wave: string };
  /** Marks removed before matching (Hebrew points and cantillation); a global regular expression. */
  readonly marks?: RegExp;
  /** Letters folded to another before matching (Hebrew final letters to their plain form), lower case. */
  readonly letterFolds?: Readonly<Record<string, string>>;
  /** Syllables of laughter as typed, repeated for a laugh ('ja' → 'jajaja'): never part of a name. */
  readonly laughter?: readonly string[];
  /** Letters that may be prefixed to a word, one or two of them (Hebrew ו ה ב ל ש מ כ); a matched word may go without them. */
  readonly prefixLetters?: string;
}

/** One language for understanding. */
export interface LanguageData {
  readonly lexicon: Lexicon;
  readonly facts: FactsLexicon;
  readonly writing: Writing;
  /** The countries a phone number typed without its country code is tried in, after the region hint (ISO 3166). */
  readonly phoneCountries: readonly CountryCode[];
}
