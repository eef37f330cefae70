/**
 * Every language's texts, each file a chunk of its own loaded on first need (docs/translations.md
 * "Add a UI language"): the files are found by name (`langs/<code>.ts`, one per code of
 * `LANGS`), with English beside each language for the keys it lacks (`fallback.ts`).
 */
import type { Lang } from '../../core/lang.ts';
import { withEnglish } from './fallback.ts';
import type { Texts, Translated } from './texts.ts';

/** The language files by path (`./langs/es.ts`), each a dynamic import: a chunk of its own. */
const FILES = import.meta.glob<Translated>('./langs/*.ts');

const loaded = new Map<Lang, Promise<Texts>>();
const ready = new Map<Lang, Texts>();

function fileOf(lang: Lang): Promise<Translated> {
  const file = FILES[`./langs/${lang}.ts`];
  return file ? file() : Promise.reject(new Error(`no language file langs/${lang}.ts`));
}

/** `lang`'s texts if their chunk is already in (to render without waiting), else undefined. */
export function loadedTexts(lang: Lang): Texts | undefined {
  return ready.get(lang);
}

/**
 * All of `lang`'s texts, English's for the keys its file lacks (one chunk per language, fetched
 * once per page, English's beside it; a failed fetch is retried by the next call).
 * @throws (rejects) when a chunk cannot be fetched.
 */
export function loadTexts(lang: Lang): Promise<Texts> {
  let texts = loaded.get(lang);
  if (!texts) {
    texts = Promise.all([fileOf(lang), lang === 'en' ? undefined : fileOf('en')]).then(
      ([own, english]) => {
        const t = withEnglish(own, (english ?? own) as Texts);
        ready.set(lang, t);
        return t;
      },
    );
    loaded.set(lang, texts);
    texts.catch(() => loaded.delete(lang));
  }
  return texts;
}
