/**
 * The one list of languages (docs/translations.md "Add a UI language"): every UI language's code,
 * the default first, the right-to-left ones, and the subsets the demo site and the local platform's
 * dialogue speak. Here, not in `src/core/lang.ts`, because the platform (`server/`) reads it too
 * and may import only the protocol and utilities from `src/`.
 *
 * Each language file (`src/common/i18n/langs/<code>.ts`) declares its own `about` (code, direction,
 * native name) typed by {@link About}, so a file whose code is not in the list, or whose direction
 * differs from {@link RTL_LANGS}, fails `tsc`.
 */

/** Every UI language, in the order the docs list them, the default first: the one list. */
export const LANGS = [
  'es',
  'en',
  'he',
  'ar',
  'fa',
  'ur',
  'fr',
  'de',
  'it',
  'pt',
  'pt-PT',
  'nl',
  'pl',
  'ru',
  'uk',
  'tr',
  'el',
  'ro',
  'cs',
  'sv',
  'da',
  'nb',
  'fi',
  'hu',
  'hi',
  'bn',
  'ja',
  'ko',
  'zh-Hans',
  'zh-Hant',
  'id',
  'vi',
  'th',
] as const;

/** A supported language code, as its text file is named. */
export type Lang = (typeof LANGS)[number];

/**
 * The right-to-left languages of {@link LANGS}, as their files' `about.dir` says (`tsc` checks
 * each file against this list): the launcher's copy of the directions, small enough to load before
 * any language file (a table of all 33 costs the partner page's 5 KB some 70 bytes).
 */
export const RTL_LANGS = ['he', 'ar', 'fa', 'ur'] as const satisfies readonly Lang[];

/** The writing direction of `L`, by {@link RTL_LANGS}. */
type DirOf<L extends Lang> = L extends (typeof RTL_LANGS)[number] ? 'rtl' : 'ltr';

/**
 * What a language file says of itself (`export const about = { … } as const satisfies About<'fr'>`):
 * its code, its direction (which must be {@link DirOf} its code) and its name in itself.
 */
export interface About<L extends Lang> {
  readonly code: L;
  readonly dir: DirOf<L>;
  /** The language's name in the language itself (`Français`, `עברית`). */
  readonly name: string;
  /**
   * `true` in a file still "placeholder until translated" (it may lack keys): only then is
   * English's chunk fetched beside it, for the keys it lacks.
   */
  readonly partial?: true;
}
