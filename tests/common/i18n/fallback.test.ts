/** Per-key fallback to English (src/common/i18n/fallback.ts, docs/translations.md "The files"). */
import { describe, expect, it } from 'vitest';

import { withEnglish } from '../../../src/common/i18n/fallback.ts';
import * as en from '../../../src/common/i18n/langs/en.ts';
import * as fr from '../../../src/common/i18n/langs/fr.ts';
import type { Translated } from '../../../src/common/i18n/texts.ts';

describe('a language file missing keys', () => {
  const { close: _close, ...sheetWithoutClose } = fr.sheet;
  const { privacy: _privacy, ...withoutPrivacy } = fr;
  const partial: Translated = { ...withoutPrivacy, sheet: sheetWithoutClose };
  const texts = withEnglish(partial, en);

  it('shows the English text for the missing key and its own for the rest of the section', () => {
    expect(texts.sheet.close).toBe(en.sheet.close);
    expect(fr.sheet.close).not.toBe(en.sheet.close);
    expect(texts.sheet.chatPlaceholder).toBe(fr.sheet.chatPlaceholder);
    expect(texts.sheet.chatPlaceholder).not.toBe(en.sheet.chatPlaceholder);
    expect(texts.launcher).toEqual(fr.launcher);
  });

  it('shows English for a whole missing section, plurals included', () => {
    expect(texts.privacy).toEqual(en.privacy);
    expect(texts.privacy.feedbackCount).toEqual(en.privacy.feedbackCount);
  });

  it('keeps only the sections (the file’s `about` is not a text) and only English’s keys', () => {
    expect(Object.keys(texts).sort()).toEqual(
      ['button', 'errors', 'launcher', 'panel', 'privacy', 'sheet'].sort(),
    );
    const extra = withEnglish({ ...fr, sheet: { ...fr.sheet, notInEnglish: 'x' } as never }, en);
    expect(extra.sheet).not.toHaveProperty('notInEnglish');
    expect(Object.keys(extra.sheet).sort()).toEqual(Object.keys(en.sheet).sort());
  });

  it('a complete file reads as written', () => {
    const { about: _about, ...sections } = fr;
    expect(withEnglish(fr, en)).toEqual(sections);
  });
});

describe('loadTexts', () => {
  it('gives a language’s sections with English beside them, without the file’s about', async () => {
    const { loadTexts } = await import('../../../src/common/i18n/load.ts');
    const texts = await loadTexts('fr');
    expect(texts).toEqual(withEnglish(fr, en));
    expect(texts).not.toHaveProperty('about');
    expect(texts.sheet.close).toBe(fr.sheet.close);
    expect(await loadTexts('en')).toEqual(withEnglish(en, en));
  });
});
