/**
 * Type tests of the language files (`src/common/i18n/texts.ts`, docs/translations.md) and of the
 * demo's table (`src/common/i18n/strings.ts`). Checked by `tsc --noEmit -p tsconfig.json`; never
 * executed. Every `@ts-expect-error` line must fail to compile, or tsc reports the directive as
 * unused: a translation with a missing key, an extra key, or a plural without `other` does not
 * type-check.
 */
import { expectTypeOf } from 'vitest';

import { DICTIONARIES, type Dictionary } from '../../src/common/demo/dictionary.ts';
import * as he from '../../src/common/i18n/langs/he.ts';
import type {
  Plural,
  Section,
  TextKey,
  Texts,
  Translated,
  Translation,
} from '../../src/common/i18n/texts.ts';

export function sections(): void {
  expectTypeOf<Section<'sheet'>['chatPlaceholder']>().toEqualTypeOf<string>();
  expectTypeOf<Section<'privacy'>['feedbackCount']>().toEqualTypeOf<Plural>();
  expectTypeOf<'chatPlaceholder'>().toExtend<TextKey>();
  const written: Translated = he;
  void written;
}

export function missingKeys(): void {
  const { close: _close, ...sheetWithoutClose } = he.sheet;
  // @ts-expect-error a sheet translation without `close`
  const sheet: Section<'sheet'> = sheetWithoutClose;

  // A file may lack a key of a section loaded with English beside it (the English shows).
  const pending: Translation<'sheet'> = sheetWithoutClose;

  const { loadFailed: _loadFailed, ...launcherWithoutAlert } = he.launcher;
  // @ts-expect-error a launcher translation without `loadFailed`
  const launcher: Section<'launcher'> = launcherWithoutAlert;
  // @ts-expect-error nor in a file: the launcher's chunk carries no English to fall back on
  const launcherFile: Translation<'launcher'> = launcherWithoutAlert;

  const { errors: _errors, ...withoutErrors } = he;
  // @ts-expect-error a language file without its `errors` section
  const texts: Texts = withoutErrors;

  const { mailSubject: _mailSubject, ...dictionaryWithoutSubject } = DICTIONARIES.he;
  // @ts-expect-error a demo dictionary translation without `mailSubject`
  const dictionary: Dictionary = dictionaryWithoutSubject;
  void [sheet, pending, launcher, launcherFile, texts, dictionary];
}

export function extraAndWrongKeys(): void {
  // @ts-expect-error a key English does not have
  const extra: Translation<'sheet'> = { ...he.sheet, notInEnglish: 'x' };
  // @ts-expect-error a plural without `other`
  const plural: Section<'privacy'> = { ...he.privacy, feedbackCount: { one: 'x' } };
  // @ts-expect-error not a documented key
  const key: TextKey = 'chatPlaceHolder';
  void [extra, plural, key];
}
