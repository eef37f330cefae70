/**
 * A language file imported with a query is the same file as another module instance, which the
 * bundler tree-shakes to the sections its importer names: `?launcher` (the launcher's chunk,
 * src/common/i18n/start.ts) and `?button` (the sections `<voice-call-button>` renders up front).
 */
declare module '*.ts?launcher' {
  export const launcher: import('./texts.ts').Section<'launcher'>;
}
declare module '*.ts?button' {
  export const launcher: import('./texts.ts').Section<'launcher'>;
  export const button: import('./texts.ts').Section<'button'>;
}
