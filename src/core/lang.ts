/** Languages of the demo site (docs/behaviour.md §4 "Language"). */
export type Lang = 'es' | 'he';

/** Every supported language, default first. */
const LANGS: readonly Lang[] = ['es', 'he'];

/** The default language (docs/behaviour.md §9 "Default language"). */
export const DEFAULT_LANG: Lang = 'es';

/** Writing direction of a language: Hebrew is right-to-left. */
export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return lang === 'he' ? 'rtl' : 'ltr';
}

/** True when `value` is a supported language code. */
function isLang(value: unknown): value is Lang {
  return value === 'es' || value === 'he';
}

/**
 * Parses a `lang` attribute (docs/behaviour.md §4 "Language"), case-insensitive, region subtag
 * ignored; missing or empty gives `es`, anything else also `es` with a `warn` naming the value.
 */
export function parseLang(
  value: string | null | undefined,
  warn: (message: string) => void = console.warn,
): Lang {
  if (value == null || value.trim() === '') return DEFAULT_LANG;
  const primary = value.trim().toLowerCase().split(/[-_]/)[0];
  if (isLang(primary)) return primary;
  warn(
    `[voice-widgets] Unsupported lang "${value}"; falling back to "${DEFAULT_LANG}". Supported: ${LANGS.join(', ')}.`,
  );
  return DEFAULT_LANG;
}

/** The other language, for the header toggle. */
export function otherLang(lang: Lang): Lang {
  return lang === 'es' ? 'he' : 'es';
}
