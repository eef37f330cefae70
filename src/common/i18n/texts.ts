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

/** The section names (`launcher`, `button`, `sheet`, `panel`, `errors`, `privacy`); `about` is the file's description, not texts. */
export type SectionName = Exclude<keyof typeof En, 'about'>;

/** One section of a language file, typed by English's. */
export type Section<S extends SectionName> = Widen<(typeof En)[S]>;

/**
 * One section as a language file writes it: `launcher` and `button` whole (they render before the
 * language's texts chunk, from the launcher's `chunks/lang-<code>.js` and the call button's
 * up-front sections, with no English beside them), every other section with each key optional (a
 * key the file lacks shows the English text, `fallback.ts`).
 */
export type Translation<S extends SectionName> = S extends StartSection
  ? Section<S>
  : Partial<Section<S>>;

/** A language file's sections as written ({@link Translation}), before English fills the gaps. */
export type Translated = { readonly [S in SectionName]?: Translation<S> };

/** Every text of one language, by section. */
export type Texts = { readonly [S in SectionName]: Section<S> };

/** A documented text key (flat: keys are unique across sections), as the `texts` attribute takes it. */
export type TextKey = { [S in SectionName]: keyof (typeof En)[S] & string }[SectionName];

/** The sections rendered before a language's texts chunk is in (the launcher's chunk, the call button's up-front texts). */
type StartSection = 'launcher' | 'button';

/** The sections loaded before any interaction (the launcher's chunk per language). */
export type StartTexts = Pick<Texts, StartSection>;
