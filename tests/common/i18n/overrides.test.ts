/** The `texts` attribute and property (src/common/i18n/overrides.ts, docs/elements/voice-widget.md "Texts"). */
import { describe, expect, it, vi } from 'vitest';

import { formatText } from '../../../src/common/i18n/format.ts';
import * as en from '../../../src/common/i18n/langs/en.ts';
import { applyOverrides, parseTextsAttribute } from '../../../src/common/i18n/overrides.ts';
import { overrideOf } from '../../../src/common/i18n/texts-attribute.ts';
import { TEXTS } from '../../support/texts.ts';

describe('texts overrides', () => {
  it('apply a flat key in every language, and a language-keyed one in its language only', () => {
    const warn = vi.fn();
    const override = { chatPlaceholder: 'Ask me', fr: { chatPlaceholder: 'Demandez' } };
    expect(applyOverrides(TEXTS.es, 'es', override, warn).sheet.chatPlaceholder).toBe('Ask me');
    expect(applyOverrides(en, 'fr', override, warn).sheet.chatPlaceholder).toBe('Demandez');
    expect(applyOverrides(TEXTS.es, 'es', override, warn).sheet.close).toBe(TEXTS.es.sheet.close);
    expect(warn).not.toHaveBeenCalled();
    expect(overrideOf(override, 'fr', 'chatPlaceholder')).toBe('Demandez');
    expect(overrideOf(override, 'de', 'chatPlaceholder')).toBe('Ask me');
  });

  it('warn naming an unknown key or a value that is not a string, and change nothing', () => {
    const warn = vi.fn();
    const out = applyOverrides(
      TEXTS.es,
      'es',
      { chatPlaceHolder: 'x', send: 42, he: { nope: 'y' } },
      warn,
    );
    expect({ ...out }).toEqual({ ...TEXTS.es });
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.some((m) => m.includes('"chatPlaceHolder"'))).toBe(true);
    expect(messages.some((m) => m.includes('"send"') && m.includes('string'))).toBe(true);
    expect(messages.some((m) => m.includes('"nope"'))).toBe(true);
  });

  it('parse the attribute: invalid JSON warns naming the attribute and gives no override', () => {
    const warn = vi.fn();
    expect(parseTextsAttribute('{"send":"Go"}', warn)).toEqual({ send: 'Go' });
    expect(parseTextsAttribute('{bad json', warn)).toBeUndefined();
    expect(parseTextsAttribute('[1,2]', warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(2);
    expect(String(warn.mock.calls[0]![0])).toContain('texts attribute');
  });

  it('plurals follow Intl.PluralRules and numbers Intl.NumberFormat in the language', () => {
    expect(formatText(en.privacy.feedbackCount, 'en', { n: 0, max: 1 })).toBe('0/1 character');
    expect(formatText(en.privacy.feedbackCount, 'en', { n: 3, max: 500 })).toBe('3/500 characters');
    expect(formatText(TEXTS.he.errors.inputTooLong, 'he', { max: 2 })).toContain('שני');
    expect(formatText('{n}', 'ar-EG', { n: 12 })).toBe('١٢');
  });
});
