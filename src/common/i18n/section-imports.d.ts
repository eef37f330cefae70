/**
 * A language file imported with a query is the same file as another module instance, which the
 * bundler tree-shakes to the sections its importer names: `?launcher` (the launcher's
 * `chunks/lang-<code>.js`, vite.config.ts) and `?button` (the sections `<voice-call-button>`
 * renders up front in the demo site's languages).
 */
declare module '*.ts?launcher' {
  import type { Section } from './texts.ts';
  export const launcher: Section<'launcher'>;
}
declare module '*.ts?button' {
  import type { Section } from './texts.ts';
  export const launcher: Section<'launcher'>;
  export const button: Section<'button'>;
}
