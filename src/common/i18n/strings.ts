/**
 * How the demo's string table is typed (`src/common/demo/dictionary.ts`): a Spanish source
 * `as const` and a Hebrew table typed {@link Strings}`<typeof es>`, so a missing, extra or
 * wrong-kind Hebrew text fails `tsc`. Type-only. Placeholders are filled by `formatText`
 * (`format.ts`), the one formatter of every text.
 */

/** The translation type of a source table `T`: its keys, texts widened to `string`, functions kept. */
export type Strings<T> = T extends string
  ? string
  : T extends (...args: infer A) => string
    ? (...args: A) => string
    : { readonly [K in keyof T]: Strings<T[K]> };
