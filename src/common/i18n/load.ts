/**
 * Every language's texts, each file a chunk of its own loaded on first need (docs/translations.md
 * "Adding a language"): a language is registered by its line here, in `LANGS` (src/core/lang.ts)
 * and, for the launcher, in `start.ts`. `satisfies` makes a file missing a section fail `tsc`.
 */
import type { Lang } from '../../core/lang.ts';
import type { Texts } from './texts.ts';

const FILES = {
  es: () => import('./langs/es.ts'),
  en: () => import('./langs/en.ts'),
  he: () => import('./langs/he.ts'),
  ar: () => import('./langs/ar.ts'),
  fa: () => import('./langs/fa.ts'),
  ur: () => import('./langs/ur.ts'),
  fr: () => import('./langs/fr.ts'),
  de: () => import('./langs/de.ts'),
  it: () => import('./langs/it.ts'),
  pt: () => import('./langs/pt.ts'),
  'pt-PT': () => import('./langs/pt-PT.ts'),
  nl: () => import('./langs/nl.ts'),
  pl: () => import('./langs/pl.ts'),
  ru: () => import('./langs/ru.ts'),
  uk: () => import('./langs/uk.ts'),
  tr: () => import('./langs/tr.ts'),
  el: () => import('./langs/el.ts'),
  ro: () => import('./langs/ro.ts'),
  cs: () => import('./langs/cs.ts'),
  sv: () => import('./langs/sv.ts'),
  da: () => import('./langs/da.ts'),
  nb: () => import('./langs/nb.ts'),
  fi: () => import('./langs/fi.ts'),
  hu: () => import('./langs/hu.ts'),
  hi: () => import('./langs/hi.ts'),
  bn: () => import('./langs/bn.ts'),
  ja: () => import('./langs/ja.ts'),
  ko: () => import('./langs/ko.ts'),
  'zh-Hans': () => import('./langs/zh-Hans.ts'),
  'zh-Hant': () => import('./langs/zh-Hant.ts'),
  id: () => import('./langs/id.ts'),
  vi: () => import('./langs/vi.ts'),
  th: () => import('./langs/th.ts'),
} satisfies Readonly<Record<Lang, () => Promise<Texts>>>;

const loaded = new Map<Lang, Promise<Texts>>();
const ready = new Map<Lang, Texts>();

/** `lang`'s texts if their chunk is already in (to render without waiting), else undefined. */
export function loadedTexts(lang: Lang): Texts | undefined {
  return ready.get(lang);
}

/** All of `lang`'s texts (one chunk per language, fetched once per page; a failed fetch is retried by the next call). */
export function loadTexts(lang: Lang): Promise<Texts> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = FILES[lang]().then((t) => {
      ready.set(lang, t);
      return t;
    });
    loaded.set(lang, texts);
    texts.catch(() => loaded.delete(lang));
  }
  return texts;
}
