/**
 * Type tests of the string tables (`src/common/i18n/strings.ts`). Checked by
 * `tsc --noEmit -p tsconfig.json`; never executed. Every `@ts-expect-error`
 * line must fail to compile, or tsc reports the directive as unused: a
 * translation with a missing key, an extra key, or a text where a function
 * is expected does not type-check.
 */
import { expectTypeOf } from 'vitest';
import { DICTIONARIES, type Dictionary } from '../../src/common/i18n/dictionary.ts';
import type { Strings } from '../../src/common/i18n/strings.ts';
import { PANEL_STRINGS, type PanelStrings } from '../../src/common/live-panel/strings.ts';
import { LAUNCHER_STRINGS, type LauncherStrings } from '../../src/voice-widget/launcher-strings.ts';
import { SHEET_STRINGS, type SheetStrings } from '../../src/voice-widget/sheet/strings.ts';

export function sourceShapes(): void {
  const es = {
    a: 'uno',
    nested: { b: 'dos' },
    list: ['x', 'y'],
    fn: (n: number) => `n=${n}`,
  } as const;
  expectTypeOf<Strings<typeof es>>().toEqualTypeOf<{
    readonly a: string;
    readonly nested: { readonly b: string };
    readonly list: readonly [string, string];
    readonly fn: (n: number) => string;
  }>();
  // A translation of the same keys is accepted.
  const he: Strings<typeof es> = {
    a: 'אחת',
    nested: { b: 'שתיים' },
    list: ['א', 'ב'],
    fn: (n) => `${n}`,
  };
  void he;
}

export function missingKeys(): void {
  const { close: _close, ...sheetWithoutClose } = SHEET_STRINGS.he;
  // @ts-expect-error a sheet translation without `close`
  const sheet: SheetStrings = sheetWithoutClose;

  const { panelLabel: _panelLabel, ...panelWithoutLabel } = PANEL_STRINGS.he;
  // @ts-expect-error a panel translation without `panelLabel`
  const panel: PanelStrings = panelWithoutLabel;

  const { loadFailed: _loadFailed, ...launcherWithoutAlert } = LAUNCHER_STRINGS.he;
  // @ts-expect-error a launcher translation without `loadFailed`
  const launcher: LauncherStrings = launcherWithoutAlert;

  const { mailSubject: _mailSubject, ...dictionaryWithoutSubject } = DICTIONARIES.he;
  // @ts-expect-error a dictionary translation without `mailSubject`
  const dictionary: Dictionary = dictionaryWithoutSubject;

  // @ts-expect-error a nested key missing (`labels.hybrid`)
  const nested: LauncherStrings = { ...LAUNCHER_STRINGS.he, labels: { voice: 'a', chat: 'b' } };
  void [sheet, panel, launcher, dictionary, nested];
}

export function extraAndWrongKeys(): void {
  // @ts-expect-error a key the Spanish table does not have
  const extra: SheetStrings = { ...SHEET_STRINGS.he, notInSpanish: 'x' };
  // @ts-expect-error a text where the Spanish table has a function
  const wrongKind: Dictionary = { ...DICTIONARIES.he, seekToLine: 'x' };
  // @ts-expect-error a tuple of the wrong length (three next steps in Spanish)
  const shortTuple: Dictionary = { ...DICTIONARIES.he, nextSteps: ['a', 'b'] };
  void [extra, wrongKind, shortTuple];
}
