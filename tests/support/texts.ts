/** The Spanish and Hebrew texts of the language files, as the tests read them (docs/translations.md). */
import * as es from '../../src/common/i18n/langs/es.ts';
import * as he from '../../src/common/i18n/langs/he.ts';
import type { Texts } from '../../src/common/i18n/texts.ts';

/** Every section of es and he. */
export const TEXTS: Readonly<Record<'es' | 'he', Texts>> = { es, he };
