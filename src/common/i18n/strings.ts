/**
 * How every string table of the bundle is typed (`docs/elements/<tag>.md`
 * lists each element's visible texts): one Spanish source object per area,
 * written `as const`, and one Hebrew object typed {@link Strings}`<typeof es>`,
 * so a Hebrew text that is missing, extra, or of the wrong kind (a text
 * where a function is expected) fails `tsc`. No key set is written twice.
 *
 * Tables: `src/common/i18n/dictionary.ts` (texts several elements show),
 * `src/common/live-panel/strings.ts` (the live call panel),
 * `src/voice-widget/sheet/strings.ts` (the widget's sheet, lazy chunk),
 * `src/voice-widget/launcher-strings.ts` (the few texts of the widget's
 * launcher, in the tiny partner entry). Type-only plus {@link format}: safe
 * to import from the launcher.
 */

/**
 * The translation type of a source table `T` (the Spanish one, `as const`):
 * the same keys, every text widened to `string`, every function kept with
 * its parameters and returning `string`, tuples kept with their length.
 */
export type Strings<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Strings<T[K]> };

/**
 * Fills `{name}` placeholders of `text` from `vars`; unknown names stay as
 * they are (e.g. `format('Volumen de {assistant}', { assistant: 'Sofía' })`).
 */
export function format(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}
