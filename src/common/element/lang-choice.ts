/**
 * The visitor's language choice in the conversation's language control (`languages`,
 * docs/translations.md "Switching language"): kept as `history` allows, under
 * `voice-widgets:lang:<assistant-id>:<id>`, so a reload shows the language chosen.
 */
import { matchLang, type Lang } from '../../core/lang.ts';
import { pageStore, type KeyStorage } from '../../core/util/page-store.ts';

/** The storage key of `el`'s choice. */
export function choiceKey(el: HTMLElement): string {
  return `voice-widgets:lang:${el.getAttribute('assistant-id') ?? ''}:${el.id}`;
}

/** The storage `history` names (`none`: nothing is kept). */
export function store(el: HTMLElement): KeyStorage | undefined {
  const mode = el.getAttribute('history');
  return mode === 'none' ? undefined : pageStore(mode === 'local' ? 'local' : 'session');
}

/** The language `el`'s visitor chose on an earlier page, if any (never throws). */
export function storedChoice(el: HTMLElement): string | undefined {
  try {
    return store(el)?.getItem(choiceKey(el)) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Parses `languages` (space-separated BCP-47 tags), each as `lang` reads it; unsupported ones are left out. */
export function parseLanguages(value: string | null | undefined): Lang[] {
  const out = (value ?? '').split(/\s+/).map((tag) => (tag ? matchLang(tag) : undefined));
  return [...new Set(out.filter((l): l is Lang => l !== undefined))];
}
