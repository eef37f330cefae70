/**
 * The language a call or chat is held in, from a BCP-47 tag (docs/platform.md
 * "Languages"): `assistantOverrides.variableValues.language`, an inline
 * assistant's `transcriber.language`, or the visitor's language switch inside
 * a conversation (a system `add-message` in a call, the next request's
 * `assistantOverrides` in a chat). A tag the platform does not speak goes on
 * in English, with a warning; never an error.
 */
import { isLanguage, LANGUAGES, type Language } from './assistants.ts';

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

/** Longest system message read for a language switch, characters. */
const MAX_SWITCH_CHARS = 200;

/**
 * The language tag of a language-switch system message (docs/platform.md
 * "Languages"), or undefined when `content` is not one.
 * Two forms are read, case-insensitively:
 * - the sentence `The visitor's language is now <tag>.` ('visitor', 'user',
 *   'caller' or 'customer'; 'is now', 'changed to' or 'has changed to');
 * - JSON `{"variableValues":{"language":"<tag>"}}` (as in `assistantOverrides`).
 * Never throws.
 */
export function languageSwitchOf(content: string): string | undefined {
  const text = content.trim();
  if (text.length > MAX_SWITCH_CHARS) return undefined;
  const sentence =
    /^the (?:visitor|user|caller|customer)(?:['’]s)? language (?:is now|(?:has )?changed to)[:\s]+["'“‘]?([A-Za-z]{2,8}(?:[-_][A-Za-z0-9]{1,8})*)["'”’]?\s*\.?$/i.exec(
      text,
    );
  if (sentence) return sentence[1];
  if (!text.startsWith('{')) return undefined;
  try {
    const parsed = JSON.parse(text) as { variableValues?: { language?: unknown } } | null;
    const tag = parsed?.variableValues?.language;
    return typeof tag === 'string' && tag.trim() !== '' ? tag : undefined;
  } catch {
    return undefined;
  }
}
