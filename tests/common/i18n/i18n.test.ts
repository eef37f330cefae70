import { describe, expect, it, vi } from 'vitest';

import {
  DICTIONARIES,
  type Dictionary,
  fill,
  otherLang,
} from '../../../src/common/demo/dictionary.ts';
import { DEFAULT_LANG, dirOf, parseLang } from '../../../src/core/lang.ts';

const HEBREW = /[\u0590-\u05FF]/;

/** Every string leaf of a dictionary, with its key path (functions are called with a sample). */
function leaves(value: unknown, path = ''): [string, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return [[path, String((value as (s: string) => string)('1:23'))]];
  if (Array.isArray(value)) return value.flatMap((v, i) => leaves(v, `${path}[${i}]`));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => leaves(v, path ? `${path}.${k}` : k));
  throw new Error(`unexpected leaf at ${path}`);
}

describe('dictionaries (docs/behaviour.md §2, §3, §4, §7 texts)', () => {
  const es = leaves(DICTIONARIES.es);
  const he = leaves(DICTIONARIES.he);

  it('have the same keys in both languages, none empty', () => {
    expect(he.map(([k]) => k)).toEqual(es.map(([k]) => k));
    for (const [key, text] of [...es, ...he]) expect(text.trim(), key).not.toBe('');
  });

  it('Hebrew texts are Hebrew, Spanish texts are not', () => {
    // Brand names, numbers and the language toggle's label are written the same way in both.
    const neutral = new Set([
      'messagingCard.title',
      'result.date',
      'result.time',
      'result.phone',
      'assistantBadge',
      'langToggle',
    ]);
    for (const [key, text] of he) if (!neutral.has(key)) expect(text, key).toMatch(HEBREW);
    for (const [key, text] of es) if (key !== 'langToggle') expect(text, key).not.toMatch(HEBREW);
    expect(DICTIONARIES.es.langToggle).toMatch(HEBREW); // the toggle names the other language in that language
    expect(DICTIONARIES.he.langToggle).toBe('Español');
  });

  it('carry the exact texts of docs/behaviour.md and sample values', () => {
    const es: Dictionary = DICTIONARIES.es;
    expect(es.listening).toBe('Escuchando la llamada...');
    expect(es.clientBadge).toBe('Cliente');
    expect(es.toastPlay).toEqual({
      title: 'Iniciando reproducción',
      description: 'La llamada está comenzando',
    });
    expect(es.toastContact).toEqual({
      title: 'Mensaje enviado',
      description: 'Tu mensaje se ha enviado correctamente',
    });
    expect(es.nextSteps).toHaveLength(3);
    expect(es.advantages).toHaveLength(4);
    for (const lang of ['es', 'he'] as const) {
      expect(DICTIONARIES[lang].result.date).toBe('14/07/2025');
      expect(DICTIONARIES[lang].result.time).toBe('11:30');
      expect(DICTIONARIES[lang].result.notes).toMatch(/SIP/);
    }
  });

  it('fill replaces {assistant} and {company} and leaves other braces alone', () => {
    expect(
      fill('Hable con {assistant} de {company} {x}', { assistant: 'Sofía', company: 'TeleNova' }),
    ).toBe('Hable con Sofía de TeleNova {x}');
    expect(
      fill(DICTIONARIES.he.mainTitle, { assistant: DICTIONARIES.he.assistantName, company: '' }),
    ).toContain('סופיה');
  });
});

describe('parseLang (lang attribute, docs/behaviour.md §4 Language)', () => {
  it('defaults to es for missing or empty values, silently', () => {
    const warn = vi.fn();
    expect(parseLang(null, warn)).toBe('es');
    expect(parseLang(undefined, warn)).toBe('es');
    expect(parseLang('  ', warn)).toBe('es');
    expect(warn).not.toHaveBeenCalled();
    expect(DEFAULT_LANG).toBe('es');
  });

  it('accepts es and he case-insensitively, with region subtags', () => {
    const warn = vi.fn();
    expect(parseLang('he', warn)).toBe('he');
    expect(parseLang('HE-il', warn)).toBe('he');
    expect(parseLang('es-419', warn)).toBe('es');
    expect(parseLang('es_ES', warn)).toBe('es');
    expect(warn).not.toHaveBeenCalled();
  });

  it('falls back to es with a warning naming the bad value', () => {
    const warn = vi.fn();
    expect(parseLang('xx', warn)).toBe('es');
    expect(parseLang('hebrew', warn)).toBe('es');
    expect(warn).toHaveBeenCalledTimes(2);
    expect(warn.mock.calls[0]![0]).toContain('"xx"');
  });

  it('maps directions and the toggle target', () => {
    expect(dirOf('he')).toBe('rtl');
    for (const rtl of ['ar', 'fa', 'ur'] as const) expect(dirOf(rtl)).toBe('rtl');
    expect(dirOf('fr')).toBe('ltr');
    expect(dirOf('es')).toBe('ltr');
    expect(otherLang('es')).toBe('he');
    expect(otherLang('he')).toBe('es');
  });
});
