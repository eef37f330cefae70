/**
 * The launcher's texts per language: the `launcher` section of each language file, built as
 * `chunks/lang-<code>.js` (a fixed name, vite.config.ts), so a partner page fetches a few hundred
 * bytes of its language before any interaction (docs/translations.md). From the sources (tests,
 * dev server) they come from the whole language file.
 */
import type { Lang } from '../../core/lang.ts';
import type { Section } from './texts.ts';

/**
 * The folder of `chunks/lang-<code>.js` relative to the built file this module lands in: the build
 * writes it in (vite.config.ts, `launcherTexts`), as the bundler may put this module in an entry or
 * in a chunk.
 */
const LANG_DIR = '__VOICE_WIDGETS_LANG_DIR__/';

/** `lang`'s launcher texts (fetched once; the module cache keeps them). */
export function loadLauncherTexts(lang: Lang): Promise<Section<'launcher'>> {
  if (import.meta.env.PROD) {
    // Not `new URL(…, import.meta.url)` written out: the bundler would take it for an asset of its own.
    const base = import.meta.url;
    return (
      import(/* @vite-ignore */ new URL(`${LANG_DIR}lang-${lang}.js`, base).href) as Promise<{
        launcher: Section<'launcher'>;
      }>
    ).then((m) => m.launcher);
  }
  return import('./load.ts').then((m) => m.loadTexts(lang)).then((t) => t.launcher);
}
