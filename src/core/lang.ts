/**
 * The widgets' languages and how a `lang` attribute picks one (docs/translations.md "Choosing the
 * language"): any BCP-47 tag, `auto` (the browser's `navigator.languages`), or nothing (Spanish).
 */

import { LANGS, RTL_LANGS, type Lang } from './protocol/languages.ts';
import { ignoring } from './util/ignoring.ts';

export { LANGS, type Lang } from './protocol/languages.ts';

/** The default language (docs/behaviour.md §9 "Default language"). */
export const DEFAULT_LANG: Lang = 'es';

/** Writing direction of a supported language, as its file declares it (`about.dir`, mirrored in `RTL_LANGS`). */
export function dirOf(lang: Lang): 'ltr' | 'rtl' {
  return (RTL_LANGS as readonly Lang[]).includes(lang) ? 'rtl' : 'ltr';
}

/**
 * The supported language for one BCP-47 tag, or undefined: the tag with its region (`pt-PT`),
 * then its primary language (`pt-BR` → `pt`); Chinese by script (`zh`, `zh-CN`, `zh-SG` →
 * `zh-Hans`; `zh-TW`, `zh-HK` → `zh-Hant`), from `Intl.Locale`'s likely subtags. Case-insensitive.
 */
export function matchLang(tag: string): Lang | undefined {
  let locale: Intl.Locale;
  try {
    locale = new Intl.Locale(tag.trim().replace(/_/g, '-'));
  } catch {
    return undefined;
  }
  const primary = locale.language;
  if (primary === 'zh') return locale.maximize().script === 'Hant' ? 'zh-Hant' : 'zh-Hans';
  const withRegion = locale.region ? `${primary}-${locale.region}` : undefined;
  // Norwegian (`no`) is written in Bokmål (`nb`) here.
  const base = primary === 'no' ? 'nb' : primary;
  return [withRegion, base].find((l) => (LANGS as readonly (string | undefined)[]).includes(l)) as
    Lang | undefined;
}

/**
 * Parses a `lang` attribute: missing or empty gives `es`; `auto` the first of `preferred` (the
 * browser's `navigator.languages`) that is supported, else `es`; any other tag by
 * {@link matchLang}, and an unsupported one `es` with a `warn` naming it.
 */
export function parseLang(
  value: string | null | undefined,
  warn: (message: string) => void = console.warn,
  preferred: readonly string[] = globalThis.navigator?.languages ?? [],
): Lang {
  if (value == null || value.trim() === '') return DEFAULT_LANG;
  if (value.trim().toLowerCase() === 'auto') {
    for (const tag of preferred) {
      const found = matchLang(tag);
      if (found) return found;
    }
    return DEFAULT_LANG;
  }
  const found = matchLang(value);
  if (found) return found;
  // Short: this ships in the partner page's first script (docs/translations.md lists the languages).
  warn(ignoring('lang', value, DEFAULT_LANG));
  return DEFAULT_LANG;
}
