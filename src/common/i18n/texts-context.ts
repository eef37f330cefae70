/** The texts of an element's language, overrides applied, for its React tree (docs/translations.md). */
import { createContext, useContext } from 'react';
import type { Lang } from '../../core/lang.ts';
import type { Texts } from './texts.ts';

/** One element's language and its texts. */
export interface LangTexts {
  readonly lang: Lang;
  readonly texts: Texts;
}

/** Provided by the sheet and by the live panel's root. */
export const TextsContext = createContext<LangTexts | undefined>(undefined);

/** The texts of the nearest provider; throws when rendered outside one (a programming error). */
export function useTexts(): LangTexts {
  const value = useContext(TextsContext);
  if (!value) throw new Error('useTexts() outside a TextsContext provider');
  return value;
}

/** The language of the nearest provider, or undefined outside one (the browser's default locale is used then). */
export function useLang(): Lang | undefined {
  return useContext(TextsContext)?.lang;
}
