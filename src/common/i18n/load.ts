/**
 * Every language's texts, each file a chunk of its own loaded on first need (docs/translations.md
 * "Add a UI language"): the files are found by name (`langs/<code>.ts`, one per code of
 * `LANGS`), with English after a file marked `about.partial` for the keys it lacks (`fallback.ts`).
 */
import type { Lang } from '../../core/lang.ts';
import { withEnglish } from './fallback.ts';
import type { Texts, Translated } from './texts.ts';

/** The language files by path (`./langs/es.ts`), each a dynamic import: a chunk of its own. */
const FILES = import.meta.glob<LangFile>('./langs/*.ts');

/** A language file: its sections, and `about.partial` when it may lack keys. */
type LangFile = Translated & { readonly about?: { readonly partial?: true } };

const loaded = new Map<Lang, Promise<Texts>>();
const ready = new Map<Lang, Texts>();

function fileOf(lang: Lang): Promise<LangFile> {
  const file = FILES[`./langs/${lang}.ts`];
  return file ? file() : Promise.reject(new Error(`no language file langs/${lang}.ts`));
}

/** `lang`'s texts if their chunk is already in (to render without waiting), else undefined. */
export function loadedTexts(lang: Lang): Texts | undefined {
  return ready.get(lang);
}

/**
 * All of `lang`'s texts, English's for the keys its file lacks (one chunk per language, fetched
 * once per page; English's after it only for a file marked `about.partial`; a failed fetch is
 * retried by the next call).
 * @throws (rejects) when a chunk cannot be fetched.
 */
export function loadTexts(lang: Lang): Promise<Texts> {
  let texts = loaded.get(lang);
  if (!texts) {
    // A complete file (every one but a placeholder's, tests/common/i18n/langs.test.ts) needs no
    // English: not fetching it keeps 2.5 KB off the demo page before any interaction.
    texts = fileOf(lang)
      .then((own) => Promise.all([own, own.about?.partial ? fileOf('en') : undefined]))
      .then(([own, english]) => {
        const t = withEnglish(own, (english ?? own) as Texts);
        ready.set(lang, t);
        return t;
      });
    loaded.set(lang, texts);
    texts.catch(() => loaded.delete(lang));
  }
  return texts;
}
