/**
 * The one list of languages (docs/translations.md "Add a UI language"): every UI language's code
 * and writing direction, the default first, and the subsets the demo site and the local platform's
 * dialogue speak. Here, not in `src/core/lang.ts`, because the platform (`server/`) reads it too
 * and may import only the protocol and utilities from `src/`.
 *
 * Each language file (`src/common/i18n/langs/<code>.ts`) declares its own `about` (code, direction,
 * native name) typed by {@link About}, so a file whose code is not here, or whose direction differs
 * from its line here, fails `tsc`; this table is the launcher's copy of the directions, small enough
 * to load before any language file.
 */

/** Every UI language (code → writing direction), in the order the docs list them, the default first. */
export const LANG_DIRS = {
  es: 'ltr',
  en: 'ltr',
  he: 'rtl',
  ar: 'rtl',
  fa: 'rtl',
  ur: 'rtl',
  fr: 'ltr',
  de: 'ltr',
  it: 'ltr',
  pt: 'ltr',
  'pt-PT': 'ltr',
  nl: 'ltr',
  pl: 'ltr',
  ru: 'ltr',
  uk: 'ltr',
  tr: 'ltr',
  el: 'ltr',
  ro: 'ltr',
  cs: 'ltr',
  sv: 'ltr',
  da: 'ltr',
  nb: 'ltr',
  fi: 'ltr',
  hu: 'ltr',
  hi: 'ltr',
  bn: 'ltr',
  ja: 'ltr',
  ko: 'ltr',
  'zh-Hans': 'ltr',
  'zh-Hant': 'ltr',
  id: 'ltr',
  vi: 'ltr',
  th: 'ltr',
} as const satisfies Readonly<Record<string, 'ltr' | 'rtl'>>;

/** A supported language code, as its text file is named. */
export type Lang = keyof typeof LANG_DIRS;

/** Every supported language, in {@link LANG_DIRS}'s order (the default first). */
export const LANGS = Object.keys(LANG_DIRS) as readonly Lang[];

/**
 * What a language file says of itself (`export const about = { … } as const satisfies About<'fr'>`):
 * its code, its direction (which must be its {@link LANG_DIRS} line's) and its name in itself.
 */
export interface About<L extends Lang> {
  readonly code: L;
  readonly dir: (typeof LANG_DIRS)[L];
  /** The language's name in the language itself (`Français`, `עברית`). */
  readonly name: string;
}

/** The demo site's languages (docs/behaviour.md §4 "Language"): its page copy, pages and host page. */
export const DEMO_LANGS = ['es', 'he'] as const satisfies readonly Lang[];

/** A language of the demo site. */
export type DemoLang = (typeof DEMO_LANGS)[number];

/** The languages the local platform's assistants speak (docs/platform.md "Languages"). */
export const DIALOGUE_LANGS = ['es', 'he', 'en'] as const satisfies readonly Lang[];

/** A language of the local platform's dialogue. */
export type DialogueLang = (typeof DIALOGUE_LANGS)[number];
