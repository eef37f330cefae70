/**
 * Phone numbers typed by a visitor (docs/platform.md "Dialogue (typed answers)"):
 * digits with spaces, dots, dashes, parentheses and an optional `+` (or
 * `00`), found inside free text, normalised to E.164 and checked, for any
 * country. A number without its country code is read in the visitor's
 * country: the region hint (from the language tag of the call or chat,
 * `en-GB` → GB, `fr` → FR) first, then the countries of the turn's
 * language (`phoneCountries` in `langs/{lang}/index.ts`: +34 for `es`, +972
 * for `he`; for `en` the United States, the United Kingdom, Australia,
 * Ireland, New Zealand, South Africa, India, Canada). Read back and spoken
 * by the dialogue (`../phone.ts`).
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
import { type CountryCode, parsePhoneNumberFromString } from 'libphonenumber-js';

import { LANGUAGES, type UnderstandingLanguage } from './langs/index.ts';

/** A phone number found in text. */
export type PhoneResult =
  | { readonly ok: true; readonly e164: string }
  | { readonly ok: false; readonly reason: 'none' | 'invalid' };

const CANDIDATE = /(?:\+|\b00)?\s*\(?\d[\d\s.()-]{4,22}\d/;

/**
 * Finds and normalises the first phone number in `text`; see the module comment.
 * @param region an ISO 3166 country code hinting where a local number is from (`GB`); ignored when unknown.
 */
export function parsePhone(
  text: string,
  language: UnderstandingLanguage,
  region?: string,
): PhoneResult {
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
function local(
  digits: string,
  language: UnderstandingLanguage,
  region: string | undefined,
): string | undefined {
  const countries = [
    ...(region && /^[A-Z]{2}$/.test(region) ? [region as CountryCode] : []),
    ...LANGUAGES[language].phoneCountries,
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
