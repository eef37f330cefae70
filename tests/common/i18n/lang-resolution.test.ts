/** How a `lang` attribute picks a language (src/core/lang.ts, docs/translations.md "Choosing the language"). */
import { describe, expect, it, vi } from 'vitest';

import { matchLang, parseLang } from '../../../src/core/lang.ts';

describe('matchLang and parseLang', () => {
  it('reads any BCP-47 tag: region first, then the language', () => {
    expect(matchLang('pt-BR')).toBe('pt');
    expect(matchLang('pt-PT')).toBe('pt-PT');
    expect(matchLang('pt')).toBe('pt');
    expect(matchLang('fr-CA')).toBe('fr');
    expect(matchLang('DE-at')).toBe('de');
    expect(matchLang('en_GB')).toBe('en');
    expect(matchLang('no')).toBe('nb');
  });

  it('reads Chinese by script', () => {
    for (const tag of ['zh', 'zh-CN', 'zh-SG', 'zh-Hans'])
      expect(matchLang(tag), tag).toBe('zh-Hans');
    for (const tag of ['zh-TW', 'zh-HK', 'zh-Hant']) expect(matchLang(tag), tag).toBe('zh-Hant');
  });

  it('gives undefined for unsupported or malformed tags', () => {
    expect(matchLang('xx')).toBeUndefined();
    expect(matchLang('not a tag')).toBeUndefined();
  });

  it('follows navigator.languages for auto, the first supported one', () => {
    const warn = vi.fn();
    expect(parseLang('auto', warn, ['xx-YY', 'de-DE', 'fr'])).toBe('de');
    expect(parseLang('AUTO', warn, ['zh-TW'])).toBe('zh-Hant');
    expect(parseLang('auto', warn, ['xx'])).toBe('es');
    expect(warn).not.toHaveBeenCalled();
  });

  it('warns naming an unsupported tag and falls back to es', () => {
    const warn = vi.fn();
    expect(parseLang('klingon', warn)).toBe('es');
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]![0]).toContain('"klingon"');
  });
});
