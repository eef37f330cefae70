/**
 * Phone numbers typed by a visitor (docs/platform.md "Dialogue (typed answers)"):
 * digits with spaces, dots, dashes, parentheses and an optional `+` (or
 * `00`), found inside free text, normalised to E.164 and checked. A local number gets the call language's
 * country code: +34 for `es`, +972 for `he`.
 *
 * Rules (enough to refuse numbers that cannot be valid, not a full
 * numbering plan):
 * - Spain (+34): 9 national digits starting with 6, 7, 8 or 9.
 * - Israel (+972): 8 or 9 national digits starting with 2–9 (a trunk `0`
 *   after +972 is dropped; a local number starts with `0`).
 * - Any other country code: 8–15 digits in all, not starting with 0.
 */
import type { Language } from './assistants.ts';

/** A phone number found in text. */
export type PhoneResult =
  | { readonly ok: true; readonly e164: string }
  | { readonly ok: false; readonly reason: 'none' | 'invalid' };

const CANDIDATE = /(?:\+|\b00)?\s*\(?\d[\d\s.()-]{4,22}\d/;

/** Finds and normalises the first phone number in `text`; see the module comment. */
export function parsePhone(text: string, language: Language): PhoneResult {
  const match = CANDIDATE.exec(text.normalize('NFKC'));
  if (!match) return { ok: false, reason: 'none' };
  const raw = match[0].trim();
  const digits = raw.replace(/\D/g, '');
  let international: string;
  if (raw.startsWith('+')) international = digits;
  else if (raw.startsWith('00')) international = digits.slice(2);
  else international = local(digits, language) ?? '';
  if (!international) return { ok: false, reason: 'invalid' };
  const e164 = checkInternational(international);
  return e164 ? { ok: true, e164 } : { ok: false, reason: 'invalid' };
}

function local(digits: string, language: Language): string | undefined {
  if (language === 'es') return /^[6-9]\d{8}$/.test(digits) ? `34${digits}` : undefined;
  const national = digits.replace(/^0/, '');
  return /^[2-9]\d{7,8}$/.test(national) ? `972${national}` : undefined;
}

function checkInternational(digits: string): string | undefined {
  if (digits.startsWith('34')) return /^34[6-9]\d{8}$/.test(digits) ? `+${digits}` : undefined;
  if (digits.startsWith('972')) {
    const national = digits.slice(3).replace(/^0/, '');
    return /^[2-9]\d{7,8}$/.test(national) ? `+972${national}` : undefined;
  }
  return /^[1-9]\d{7,14}$/.test(digits) ? `+${digits}` : undefined;
}

/**
 * E.164 grouped for reading: `+34 612 345 678`, `+972 52 555 0147`; other
 * countries as E.164.
 */
export function formatPhone(e164: string): string {
  const es = /^\+34(\d{3})(\d{3})(\d{3})$/.exec(e164);
  if (es) return `+34 ${es[1]} ${es[2]} ${es[3]}`;
  const il = /^\+972(\d{1,2})(\d{3})(\d{4})$/.exec(e164);
  if (il) return `+972 ${il[1]} ${il[2]} ${il[3]}`;
  return e164;
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
 * {@link formatPhone}: Spanish words for espeak-ng, or Hebrew phoneme
 * blocks (`[[…]]`, docs/contributing.md "Demo audio": Hebrew digits must be phoneme input).
 */
export function speakPhone(e164: string, language: Language): string {
  const groups = formatPhone(e164).replace(/^\+/, '').split(' ');
  if (language === 'es')
    return `más ${groups.map((g) => [...g].map((d) => SPANISH_DIGITS[Number(d)]).join(' ')).join(', ')}`;
  return [
    `[[pl'us]]`,
    ...groups.map((g) => `[[${[...g].map((d) => HEBREW_DIGITS[Number(d)]).join(' ')}]]`),
  ].join(', ');
}
