/**
 * The language a call or chat is held in, from a BCP-47 tag (docs/platform.md
 * "Languages"): `assistantOverrides.variableValues.language`, an inline
 * assistant's `transcriber.language`, or the visitor's language switch inside
 * a conversation (a system `add-message` in a call, the next request's
 * `assistantOverrides` in a chat). A tag the platform does not speak goes on
 * in English, with a warning; never an error.
 */
import { isLanguage, type Language, LANGUAGES } from './assistants.ts';

/** The switch message's parser lives with its builder in the protocol; `calls/` reads it from here. */
export { languageSwitchOf } from '../../src/core/protocol/language-switch.ts';

/** The dialogue language of a tag, the country hint for local phone numbers, and why the tag was not followed (if it was not). */
export interface LanguageChoice {
  readonly language: Language;
  /** ISO 3166 country of the tag, or its most likely one (`en` → US, `fr` → FR); absent when unknown. */
  readonly region?: string;
  /** True when {@link region} is only the likeliest country of a tag that names none (a switch inside a conversation then keeps the country it had). */
  readonly likelyRegion?: true;
  /** Set when the tag is not a language the platform speaks: it goes on in English. */
  readonly warning?: string;
}

/** Longest tag read (BCP-47 tags in practice are far shorter). */
const MAX_TAG_CHARS = 35;

/**
 * Reads `tag` (`en-GB`, `he-IL`, `iw`, `pt_BR`, `fr` …) as a {@link LanguageChoice}.
 * A tag of es, he or en (any region) is that language; any other string,
 * well formed or not, is English with a `warning` naming `where` and the tag.
 * Never throws.
 */
export function languageOfTag(tag: string, where: string): LanguageChoice {
  const clean = tag.trim().slice(0, MAX_TAG_CHARS);
  let locale: Intl.Locale | undefined;
  try {
    locale = new Intl.Locale(Intl.getCanonicalLocales(clean.replace(/_/g, '-'))[0] ?? '');
  } catch {
    locale = undefined;
  }
  const region = locale ? (locale.region ?? maximizedRegion(locale)) : undefined;
  const country = region
    ? { region, ...(locale?.region ? {} : { likelyRegion: true as const }) }
    : {};
  const base = locale?.language;
  if (isLanguage(base)) return { language: base, ...country };
  return {
    language: 'en',
    ...country,
    warning: `${where} ${JSON.stringify(clean)} is not a language the local platform speaks (${LANGUAGES.join(', ')}): the conversation goes on in English`,
  };
}

function maximizedRegion(locale: Intl.Locale): string | undefined {
  try {
    return locale.maximize().region;
  } catch {
    return undefined;
  }
}
