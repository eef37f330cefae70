/** Keeping the visitor's language choice (`lang-choice.ts`), apart so the partner page's first chunk only reads it. */
import { matchLang, type Lang } from '../../core/lang.ts';
import { choiceKey, store } from './lang-choice.ts';

/** Keeps `lang` as `el`'s visitor's choice, as `history` allows (a refusing storage keeps nothing). */
export function keepChoice(el: HTMLElement, lang: Lang): void {
  try {
    store(el)?.setItem(choiceKey(el), lang);
  } catch {
    // Storage full or refused: the choice holds for this page.
  }
}

/** The tags of `languages` no supported language matches, for a warning. */
export function unsupportedLanguages(value: string | null | undefined): string[] {
  return (value ?? '').split(/\s+/).filter((tag) => tag && !matchLang(tag));
}
