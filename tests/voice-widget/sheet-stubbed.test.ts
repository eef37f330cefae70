// @vitest-environment node
/**
 * The unit files that replace `<voice-widget>`'s sheet chunk (`vi.mock` of
 * `src/voice-widget/sheet/index.ts`) are exactly the ones `SHEET_STUBBED` lists
 * (`tests/support/sheet-stubbed.ts`), so each runs in a page of its own (`unit-isolated`): in
 * `unit`'s shared page the stand-in would stay the sheet of every later file of its worker.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, it } from 'vitest';

import { SHEET_STUBBED } from '../support/sheet-stubbed.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const MOCKS_SHEET = /vi\.(?:do)?[mM]ock\(\s*['"][./]*src\/voice-widget\/sheet\/index\.ts['"]/;

/** Every `*.test.ts(x)` under `dir`, relative to the repository, with `/`. */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return /\.test\.tsx?$/.test(entry.name) ? [relative(ROOT, path).split('\\').join('/')] : [];
  });
}

it('every unit file that stubs the sheet chunk runs in unit-isolated, and only those', () => {
  const stubbing = testFiles(join(ROOT, 'tests')).filter((file) =>
    MOCKS_SHEET.test(readFileSync(join(ROOT, file), 'utf8')),
  );
  expect(stubbing.sort()).toEqual([...SHEET_STUBBED].sort());
});
