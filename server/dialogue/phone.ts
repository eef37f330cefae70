/**
 * Phone numbers typed by a visitor (docs/platform.md "Dialogue (typed answers)"):
 * digits with spaces, dots, dashes, parentheses and an optional `+` (or
 * `00`), found inside free text, normalised to E.164 and checked, for any
 * country. A number without its country code is read in the visitor's
 * country: the region hint (from the language tag of the call or chat,
 * `en-GB` → GB, `fr` → FR) first, then the countries of the dialogue's
 * language (+34 for `es`, +972 for `he`; for `en` the United States, the
 * United Kingdom, Australia, Ireland, New Zealand, South Africa, India,
 * Canada).
 *
 * Rules:
 * - Spain (+34): 9 national digits starting with 6, 7, 8 or 9.
 * - Israel (+972): 8 or 9 national digits starting with 2–9 (a trunk `0`
 *   after +972 is dropped; a local number starts with `0`).
 * - Any other country: Google's numbering plans (`libphonenumber-js`): a
 *   country code that exists and a length that country dials. A local
 *   number is taken in the first listed country whose plan holds it as a
 *   valid number (the UK's mobile range for drama, 07700 900xxx, counts as
 *   valid).
 */
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';
import type { Language } from './assistants.ts';

/** A phone number found in text. */
export type PhoneResult =
  | { readonly ok: true; readonly e164: string }
  | { readonly ok: false; readonly reason: 'none' | 'invalid' };

const CANDIDATE = /(?:\+|\b00)?\s*\(?\d[\d\s.()-]{4,22}\d/;

/** The countries a local number is tried in, per dialogue language, after the region hint. */
const LANGUAGE_COUNTRIES: Readonly<Record<Language, readonly CountryCode[]>> = {
  es: ['ES'],
  he: ['IL'],
  en: ['US', 'GB', 'AU', 'IE', 'NZ', 'ZA', 'IN', 'CA'],
};

/**
 * Finds and normalises the first phone number in `text`; see the module comment.
 * @param region an ISO 3166 country code hinting where a local number is from (`GB`); ignored when unknown.
 */
export function parsePhone(text: string, language: Language, region?: string): PhoneResult {
  const match = CANDIDATE.exec(text.normalize('NFKC'));
  if (!match) return { ok: false, reason: 'none' };
  const raw = match[0].trim();
  const digits = raw.replace(/\D/g, '');
  const e164 =
    raw.startsWith('+') || raw.startsWith('00')
      ? checkInternational(raw.startsWith('+') ? digits : digits.slice(2))
      : local(digits, language, region);
  return e164 ? { ok: true, e164 } : { ok: false, reason: 'invalid' };
}

/** The number in the first country (hint first, then the language's) whose plan holds it; see the module comment. */
function local(digits: string, language: Language, region: string | undefined): string | undefined {
  const countries = [
    ...(region && /^[A-Z]{2}$/.test(region) ? [region as CountryCode] : []),
    ...LANGUAGE_COUNTRIES[language],
  ].filter((c, i, all) => all.indexOf(c) === i);
  for (const country of countries) {
    if (country === 'ES') {
      if (/^[6-9]\d{8}$/.test(digits)) return `+34${digits}`;
      continue;
    }
    if (country === 'IL') {
      const national = digits.replace(/^0/, '');
      if (/^[2-9]\d{7,8}$/.test(national)) return `+972${national}`;
      continue;
    }
    // Ofcom's mobile range for drama (07700 900000–900999), what UK examples use: not in Google's plan.
    if (country === 'GB' && /^07700900\d{3}$/.test(digits)) return `+44${digits.slice(1)}`;
    const parsed = parsePhoneNumberFromString(digits, country);
    if (parsed?.isValid()) return parsed.number;
  }
  return undefined;
}

function checkInternational(digits: string): string | undefined {
  if (digits.startsWith('34')) return /^34[6-9]\d{8}$/.test(digits) ? `+${digits}` : undefined;
  if (digits.startsWith('972')) {
    const national = digits.slice(3).replace(/^0/, '');
    return /^[2-9]\d{7,8}$/.test(national) ? `+972${national}` : undefined;
  }
  if (!/^[1-9]\d{6,14}$/.test(digits)) return undefined;
  const parsed = parsePhoneNumberFromString(`+${digits}`);
  return parsed?.isPossible() ? parsed.number : undefined;
}

/**
 * E.164 grouped for reading: `+34 612 345 678`, `+972 52 555 0147`; other
 * countries as their plan groups them (`+1 415 555 0132`, `+44 7911 123456`),
 * or as E.164 when it has no grouping. Never throws.
 */
export function formatPhone(e164: string): string {
  const es = /^\+34(\d{3})(\d{3})(\d{3})$/.exec(e164);
  if (es) return `+34 ${es[1]} ${es[2]} ${es[3]}`;
  const il = /^\+972(\d{1,2})(\d{3})(\d{4})$/.exec(e164);
  if (il) return `+972 ${il[1]} ${il[2]} ${il[3]}`;
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

const HEBREW_DIGITS = [
  "?'efes",
  "?eX'ad",
  "St'ajim",
  "Sal'oS",
  '?aQ"b\'a',
  "X'ameS",
  "S'eS",
  "S'eva",
  "Sm'one",
  "t'eSa",
];
const ENGLISH_DIGITS = [
  'zero',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
];
const SPANISH_DIGITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
];

/**
 * How the assistant says a number, digit by digit in the groups of
 * {@link formatPhone}: Spanish or English words for espeak-ng, or Hebrew phoneme
 * blocks (`[[…]]`, docs/contributing.md "Demo audio": Hebrew digits must be phoneme input).
 */
export function speakPhone(e164: string, language: Language): string {
  // Groups of digits only, whatever separators a country's format uses.
  const groups = formatPhone(e164).split(/\D+/).filter(Boolean);
  const words = (plus: string, digits: readonly string[]): string =>
    `${plus} ${groups.map((g) => [...g].map((d) => digits[Number(d)]).join(' ')).join(', ')}`;
  if (language === 'es') return words('más', SPANISH_DIGITS);
  if (language === 'en') return words('plus', ENGLISH_DIGITS);
  return [
    `[[pl'us]]`,
    ...groups.map((g) => `[[${[...g].map((d) => HEBREW_DIGITS[Number(d)]).join(' ')}]]`),
  ].join(', ');
}
