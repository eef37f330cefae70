/**
 * Every language file against the key set (`langs/en.ts`, docs/translations.md): the same sections
 * and keys, the same placeholders, plurals with `other`, and no text left identical to English
 * where a translation should differ. Files still marked "placeholder until translated" are
 * listed and skipped by the last check only.
 */
import { describe, expect, it } from 'vitest';

import * as enFile from '../../../src/common/i18n/langs/en.ts';
import type { Text, Texts } from '../../../src/common/i18n/texts.ts';
import { LANGS } from '../../../src/core/lang.ts';
import { RTL_LANGS } from '../../../src/core/protocol/languages.ts';

/** A language file's module: its `about` and its sections. */
type LangFile = Texts & { readonly about: { readonly code: string; readonly dir: string } };

const { about: _enAbout, ...en } = enFile;
const files = import.meta.glob<LangFile>('../../../src/common/i18n/langs/*.ts', { eager: true });
const sources = import.meta.glob<string>('../../../src/common/i18n/langs/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});
const source = (code: string): string => sources[`../../../src/common/i18n/langs/${code}.ts`]!;

/** Texts legitimately the same as English in a language (brand names, symbols, loanwords). */
const SAME_AS_ENGLISH: Readonly<Record<string, readonly string[]>> = {
  // The assistant's default name is a name: languages written in Latin script keep 'Sofia'.
  '*': ['byVoice', 'assistantName'],
  es: [],
  he: [],
  da: ['recapStatus', 'send'], // "Status", "Send": the Danish words
  de: ['recapName', 'recapStatus'], // "Name", "Status"
  fr: ['recapDate'], // "Date"
  id: ['recapStatus'], // "Status"
  nb: ['recapStatus', 'send'], // "Status", "Send"
  nl: ['recapStatus'], // "Status"
  pl: ['recapStatus'], // "Status"
  sv: ['recapStatus'], // "Status"
};

const placeholders = (text: Text): string[] =>
  [
    ...new Set(
      (typeof text === 'string' ? [text] : Object.values(text)).join(' ').match(/\{\w+\}/g) ?? [],
    ),
  ].sort();

const isPlaceholderFile = (code: string): boolean =>
  /placeholder until translated/.test(source(code).split('\n')[0] ?? '');

describe('language files (docs/translations.md)', () => {
  it('register one file per supported language, and no other', () => {
    const codes = Object.keys(files).map((p) => /\/([\w-]+)\.ts$/.exec(p)![1]);
    expect(codes.sort()).toEqual([...LANGS].sort());
  });

  for (const code of LANGS) {
    const { about, ...texts } = files[`../../../src/common/i18n/langs/${code}.ts`]!;
    it(`${code}: says its own code, and its direction by RTL_LANGS`, () => {
      expect(about.code).toBe(code);
      expect(about.dir).toBe((RTL_LANGS as readonly string[]).includes(code) ? 'rtl' : 'ltr');
    });
    it(`${code}: the sections and keys of English, placeholders kept, plurals with other`, () => {
      // A file still marked "placeholder until translated" may lack keys (English shows for them), never add one.
      const pending = isPlaceholderFile(code);
      // Only a file marked partial has English fetched beside it (src/common/i18n/load.ts).
      expect((about as { partial?: true }).partial === true, 'about.partial').toBe(pending);
      if (pending) expect(Object.keys(en)).toEqual(expect.arrayContaining(Object.keys(texts)));
      else expect(Object.keys(texts).sort()).toEqual(Object.keys(en).sort());
      for (const section of Object.keys(en) as (keyof Texts)[]) {
        const own: Readonly<Record<string, Text>> = texts[section] ?? {};
        if (pending)
          expect(Object.keys(en[section]), section).toEqual(
            expect.arrayContaining(Object.keys(own)),
          );
        else expect(Object.keys(own).sort(), section).toEqual(Object.keys(en[section]).sort());
        for (const [key, english] of Object.entries(en[section]) as [string, Text][]) {
          if (pending && !(key in own)) continue;
          const text = own[key]!;
          expect(placeholders(text), `${code} ${key}`).toEqual(placeholders(english));
          if (typeof text !== 'string') expect(text.other, `${code} ${key}`).toBeTruthy();
          const all = typeof text === 'string' ? [text] : Object.values(text);
          for (const t of all) expect(t.trim(), `${code} ${key}`).not.toBe('');
        }
      }
    });
  }

  it('translated files leave no text identical to English but the allowed ones', () => {
    const identical: string[] = [];
    for (const code of LANGS) {
      if (code === 'en' || isPlaceholderFile(code)) continue;
      const allowed = new Set([...(SAME_AS_ENGLISH['*'] ?? []), ...(SAME_AS_ENGLISH[code] ?? [])]);
      const texts = files[`../../../src/common/i18n/langs/${code}.ts`]!;
      for (const section of Object.keys(en) as (keyof Texts)[])
        for (const [key, english] of Object.entries(en[section]) as [string, Text][]) {
          const text = (texts[section] as Record<string, Text>)[key];
          if (!allowed.has(key) && JSON.stringify(text) === JSON.stringify(english))
            identical.push(`${code}.${section}.${key}`);
        }
    }
    expect(identical).toEqual([]);
  });

  it('catches a text left in English (the check can fail)', () => {
    const es = files['../../../src/common/i18n/langs/es.ts']!;
    expect(JSON.stringify(es.sheet.close)).not.toBe(JSON.stringify(en.sheet.close));
    expect(JSON.stringify({ ...es.sheet, close: en.sheet.close }.close)).toBe(
      JSON.stringify(en.sheet.close),
    );
  });

  it('lists the files still waiting for a translation', () => {
    const waiting = LANGS.filter((code) => code !== 'en' && isPlaceholderFile(code));
    // es and he are translated; the rest are placeholders until translators deliver them.
    expect(waiting).not.toContain('es');
    expect(waiting).not.toContain('he');
    console.info(`Placeholder language files (${waiting.length}): ${waiting.join(', ')}`);
  });
});
