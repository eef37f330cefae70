/**
 * How every string table is typed: a Spanish source `as const` and a Hebrew table typed
 * {@link Strings}`<typeof es>`, so a missing, extra or wrong-kind Hebrew text fails `tsc`.
 * Type-only plus {@link format}: safe to import from the launcher.
 */

/** The translation type of a source table `T`: its keys, texts widened to `string`, functions kept. */
export type Strings<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Strings<T[K]> };

/** Fills `{name}` placeholders of `text` from `vars`; unknown names stay as they are. */
export function format(text: string, vars: Readonly<Record<string, string>>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => vars[key] ?? whole);
}
