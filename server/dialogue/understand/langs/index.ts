/**
 * The languages typed turns are understood in (docs/platform.md "Typed-turn
 * understanding", "Add a dialogue language"): one folder each, registered here.
 */
import type { LanguageData } from '../language-shape.ts';
import { EN } from './en/index.ts';
import { ES } from './es/index.ts';
import { HE } from './he/index.ts';

/** Each language's data, by its code. */
export const LANGUAGES = { es: ES, he: HE, en: EN } as const satisfies Readonly<
  Record<string, LanguageData>
>;

/** A language typed turns are understood in ('es', 'he', 'en'). */
export type UnderstandingLanguage = keyof typeof LANGUAGES;
