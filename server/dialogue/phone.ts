/**
 * Phone numbers as the assistant reads them back (docs/platform.md "Dialogue
 * (typed answers)"): E.164 grouped for the transcript, and digit by digit for
 * espeak-ng. Typed numbers are found and checked by understanding
 * (`understand/phone.ts`).
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js';

import type { Language } from './assistants.ts';

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

/** How each language says a number: the word for '+' and each digit's, as text or as espeak-ng phoneme blocks. */
const SPOKEN_DIGITS: Readonly<
  Record<Language, { plus: string; digits: readonly string[]; phonemes: boolean }>
> = {
  es: { plus: 'más', digits: SPANISH_DIGITS, phonemes: false },
  // docs/contributing.md "Demo audio": Hebrew digits must be phoneme input.
  he: { plus: "pl'us", digits: HEBREW_DIGITS, phonemes: true },
  en: { plus: 'plus', digits: ENGLISH_DIGITS, phonemes: false },
};

/**
 * How the assistant says a number, digit by digit in the groups of
 * {@link formatPhone}: Spanish or English words for espeak-ng, or Hebrew phoneme
 * blocks (`[[…]]`, one per group).
 */
export function speakPhone(e164: string, language: Language): string {
  // Groups of digits only, whatever separators a country's format uses.
  const groups = formatPhone(e164).split(/\D+/).filter(Boolean);
  const { plus, digits, phonemes } = SPOKEN_DIGITS[language];
  const said = groups.map((g) => [...g].map((d) => digits[Number(d)]).join(' '));
  return phonemes
    ? [`[[${plus}]]`, ...said.map((group) => `[[${group}]]`)].join(', ')
    : `${plus} ${said.join(', ')}`;
}
