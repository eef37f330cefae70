/** The Spanish and Hebrew texts of the language files, as the tests read them (docs/translations.md). */
import { withEnglish } from '../../src/common/i18n/fallback.ts';
import * as en from '../../src/common/i18n/langs/en.ts';
import * as es from '../../src/common/i18n/langs/es.ts';
import * as he from '../../src/common/i18n/langs/he.ts';
import { loadTexts } from '../../src/common/i18n/load.ts';
import type { Texts } from '../../src/common/i18n/texts.ts';
import type { Lang } from '../../src/core/lang.ts';

/** Every section of es and he, as shown (English for a key a file lacks). */
export const TEXTS: Readonly<Record<'es' | 'he', Texts>> = {
  es: withEnglish(es, en),
  he: withEnglish(he, en),
};

/**
 * Language files are lazy chunks: the first element a test file mounts would otherwise render its
 * first frames before its texts arrive, and how many frames that takes depends on the machine's load.
 * Tests that are not about that wait call this first; it resolves once every one of `langs`' texts is
 * in the page's cache.
 */
export async function preloadTexts(...langs: Lang[]): Promise<void> {
  await Promise.all(langs.map((lang) => loadTexts(lang)));
}
