/**
 * Checks the fixed demo-call transcript (docs/behaviour.md §3 "Transcript line", §9 "Demo duration") and the
 * committed audio generated from it by scripts/build/gen-audio.ts.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import { PHONEMES_HE } from '../../../scripts/lib/demo-phonemes.ts';
import { DEMO_DURATION_S, TRANSCRIPT } from '../../../src/common/demo/transcript-data.ts';

/** Each line with its Hebrew phonemes (build data, kept out of the bundle). */
const LINES = TRANSCRIPT.map((line, i) => ({ ...line, phonemesHe: PHONEMES_HE[i] ?? '' }));

const HEBREW_LETTER = /[\u05D0-\u05EA]/;
const PHONE_ES = '+34 612 345 678';
const PHONE_HE = '+972 52 555 0147';
/** Hebrew digit words in espeak-ng phoneme notation, stress marks removed. */
const DIGITS_HE = [
  'efes',
  'aXat',
  'Stajim',
  'SaloS',
  'aQ"ba',
  'XameS',
  'SeS',
  'Seva',
  'Smone',
  'teSa',
];

/** The words of a phoneme string, without brackets, punctuation, stress marks and glottal stops. */
function phonemeWords(phonemes: string): string[] {
  return phonemes
    .replace(/\[\[|\]\]/g, ' ')
    .replace(/[,.:;!]|\?(?=\s|$)/g, ' ')
    .replace(/['?]/g, '')
    .split(/\s+/)
    .filter(Boolean);
}

function containsSequence(haystack: readonly string[], needle: readonly string[]): boolean {
  return haystack.some((_, i) => needle.every((w, j) => haystack[i + j] === w));
}

describe('TRANSCRIPT (docs/behaviour.md §3 transcript line)', () => {
  it('has 13 lines with exactly the documented fields', () => {
    expect(TRANSCRIPT).toHaveLength(13);
    for (const line of TRANSCRIPT) {
      expect(Object.keys(line).sort()).toEqual(
        ['endTime', 'speaker', 'startTime', 'textEs', 'textHe'].sort(),
      );
      expect(['assistant', 'client']).toContain(line.speaker);
    }
    // The phonemes the Hebrew audio is spoken from: one per line, none in the bundle's data.
    expect(PHONEMES_HE).toHaveLength(TRANSCRIPT.length);
  });

  it('spans 1.44 s to DEMO_DURATION_S = 124 s', () => {
    expect(DEMO_DURATION_S).toBe(124);
    expect(TRANSCRIPT[0]?.startTime).toBe(1.44);
    expect(TRANSCRIPT.at(-1)?.endTime).toBe(124);
    expect(TRANSCRIPT.at(-1)?.endTime).toBe(DEMO_DURATION_S);
  });

  it('is sorted and non-overlapping, with gaps of at most 1 s', () => {
    TRANSCRIPT.forEach((line, i) => {
      expect(line.endTime, `line ${i + 1}`).toBeGreaterThan(line.startTime);
      const next = TRANSCRIPT[i + 1];
      if (next) {
        const gap = next.startTime - line.endTime;
        expect(gap, `gap after line ${i + 1}`).toBeGreaterThanOrEqual(0);
        expect(gap, `gap after line ${i + 1}`).toBeLessThanOrEqual(1 + 1e-9);
      }
    });
  });

  it('starts and ends with the assistant and alternates speakers', () => {
    expect(TRANSCRIPT[0]?.speaker).toBe('assistant');
    expect(TRANSCRIPT.at(-1)?.speaker).toBe('assistant');
    TRANSCRIPT.forEach((line, i) => {
      expect(line.speaker, `line ${i + 1}`).toBe(i % 2 === 0 ? 'assistant' : 'client');
    });
  });

  it('has non-empty text in both languages, Hebrew letters only in the Hebrew text', () => {
    for (const line of LINES) {
      expect(line.textEs.trim()).not.toBe('');
      expect(line.textHe.trim()).not.toBe('');
      expect(line.phonemesHe.trim()).not.toBe('');
      expect(line.textHe).toMatch(HEBREW_LETTER);
      expect(line.textEs).not.toMatch(HEBREW_LETTER);
      expect(line.phonemesHe).not.toMatch(HEBREW_LETTER);
    }
  });

  it('writes phonemesHe as [[...]] blocks with punctuation only outside the brackets', () => {
    for (const line of LINES) {
      // Blocks separated by spaces and clause punctuation; inside only phoneme symbols (? is the glottal stop).
      expect(line.phonemesHe).toMatch(
        /^\[\[[A-Za-z'"?@ ]+\]\](?:[,.:;?!]*\s*\[\[[A-Za-z'"?@ ]+\]\])*[.?!]$/,
      );
      for (const [, inner] of line.phonemesHe.matchAll(/\[\[(.*?)\]\]/g)) {
        expect(inner).not.toMatch(/[,.:;!]/);
        expect(inner?.trim()).toBe(inner);
      }
      // The sentence ends like the displayed Hebrew text (ignoring bidi isolate marks).
      const endHe = line.textHe
        .replace(/[\u2066-\u2069]/g, '')
        .trim()
        .at(-1);
      expect(line.phonemesHe.at(-1)).toBe(endHe);
    }
  });

  it('marks the stress of every polysyllabic phoneme word', () => {
    for (const line of LINES) {
      for (const [, inner] of line.phonemesHe.matchAll(/\[\[(.*?)\]\]/g)) {
        for (const word of (inner ?? '').split(' ')) {
          const vowels = word.replace(/[^aeiou@]/g, '').length;
          if (vowels > 1) expect(word, line.phonemesHe).toContain("'");
        }
      }
    }
  });

  it('gives the Spanish phone in Spanish and the Hebrew phone (read digit by digit) in Hebrew', () => {
    const digitWords = [...PHONE_HE.replace(/\D/g, '')].map((d) => DIGITS_HE[Number(d)] ?? '');
    const withPhone = LINES.map((line, i) => ({ line, i })).filter(({ line }) =>
      line.textEs.includes(PHONE_ES),
    );
    expect(withPhone.length).toBeGreaterThanOrEqual(1);
    LINES.forEach((line, i) => {
      const hasEs = line.textEs.includes(PHONE_ES);
      expect(line.textHe.includes(PHONE_HE), `line ${i + 1}`).toBe(hasEs);
      expect(
        containsSequence(phonemeWords(line.phonemesHe), ['plus', ...digitWords]),
        `line ${i + 1}`,
      ).toBe(hasEs);
      expect(line.textEs).not.toContain('+972');
      expect(line.textHe).not.toContain('+34');
    });
    // Phone numbers in the right-to-left text are isolated so their digit groups keep their order.
    for (const { line } of withPhone) expect(line.textHe).toContain(`\u2066${PHONE_HE}\u2069`);
  });

  it('uses the fixed names', () => {
    const es = TRANSCRIPT.map((l) => l.textEs).join('\n');
    const he = TRANSCRIPT.map((l) => l.textHe).join('\n');
    for (const name of ['TeleNova', 'Sofía', 'Daniel']) expect(es).toContain(name);
    for (const name of ['טלנובה', 'סופיה', 'דניאל']) expect(he).toContain(name);
    expect(TRANSCRIPT[0]?.textEs).toMatch(/TeleNova.*Sofía/);
    expect(TRANSCRIPT[0]?.textHe).toMatch(/טלנובה.*סופיה/);
    expect(TRANSCRIPT[1]?.textEs).toContain('Daniel');
    expect(TRANSCRIPT[1]?.textHe).toContain('דניאל');
  });

  it('covers the topics in order: greeting, phone, solution, confirmation, data sent, representative, goodbye', () => {
    const topics: [string, RegExp, RegExp][] = [
      ['greeting and name', /Buenos días.*TeleNova.*Sofía/, /בוקר טוב.*טלנובה.*סופיה/],
      ['phone in international format', /internacional/, /בינלאומי/],
      [
        'needed solution',
        /extensión SIP.*centralita.*automatización/,
        /שלוחת SIP למרכזייה.*אוטומציה/,
      ],
      ['confirmation', /Confirmo/, /מאשרת/],
      ['data sent', /enviar sus datos/, /שלחתי.*הפרטים/],
      [
        'a representative will call',
        /representante.*llamará.*por la tarde/,
        /נציג.*יתקשר.*אחר הצהריים/,
      ],
      ['goodbye', /hasta (luego|pronto)/i, /להתראות/],
    ];
    let previous = -1;
    for (const [name, es, he] of topics) {
      const iEs = TRANSCRIPT.findIndex((l) => es.test(l.textEs));
      const iHe = TRANSCRIPT.findIndex((l) => he.test(l.textHe));
      expect(iEs, `${name} (es)`).toBeGreaterThan(previous);
      expect(iHe, `${name} (he)`).toBe(iEs);
      previous = iEs;
    }
    // The assistant says goodbye last.
    expect(TRANSCRIPT.at(-1)?.textEs).toMatch(/hasta pronto/i);
    expect(TRANSCRIPT.at(-1)?.textHe).toMatch(/להתראות/);
  });
});

const hasFfprobe = spawnSync('ffprobe', ['-version']).status === 0;

describe('committed demo audio (scripts/build/gen-audio.ts)', () => {
  const audioDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../demo-host/audio');
  const files = ['es.m4a', 'es.mp3', 'he.m4a', 'he.mp3'].map((s) =>
    resolve(audioDir, `demo-call-${s}`),
  );

  it('has all four files', () => {
    for (const file of files) expect(existsSync(file), file).toBe(true);
  });

  it.skipIf(!hasFfprobe)('lasts DEMO_DURATION_S ± 0.1 s per ffprobe', () => {
    for (const file of files) {
      const res = spawnSync(
        'ffprobe',
        ['-v', 'error', '-show_entries', 'format=duration', '-of', 'default=nw=1:nk=1', file],
        { encoding: 'utf8' },
      );
      expect(res.status, res.stderr).toBe(0);
      expect(Math.abs(Number(res.stdout.trim()) - DEMO_DURATION_S), file).toBeLessThanOrEqual(0.1);
    }
  });
});
