/**
 * The shape of every language's texts (docs/translations.md): the sections and keys of the English
 * file (`langs/en.ts`), each text widened to `string`, each plural to {@link Plural}. Type-only
 * apart from nothing: safe to import anywhere.
 */
import type * as En from './langs/en.ts';

/** A plural text: one string per `Intl.PluralRules` category the language uses; `other` always. */
export type Plural = { readonly other: string } & Partial<
  Readonly<Record<'zero' | 'one' | 'two' | 'few' | 'many', string>>
>;

/** One text of the key set: a string, or a plural. */
export type Text = string | Plural;

/** The translation type of an English section: its keys, strings widened, plurals as {@link Plural}. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Plural };

/** The section names (`launcher`, `button`, `sheet`, `panel`, `errors`, `privacy`). */
export type SectionName = keyof typeof En;

/** One section of a language file, typed by English's. */
export type Section<S extends SectionName> = Widen<(typeof En)[S]>;

/** Every text of one language, by section. */
export type Texts = { readonly [S in SectionName]: Section<S> };

/** A documented text key (flat: keys are unique across sections), as the `texts` attribute takes it. */
export type TextKey = { [S in SectionName]: keyof (typeof En)[S] & string }[SectionName];

/** The sections loaded before any interaction (the launcher's chunk per language). */
export type StartTexts = Pick<Texts, 'launcher' | 'button'>;
