/**
 * `dist/custom-elements.json` (written by `npm run build` with
 * @custom-elements-manifest/analyzer from the elements' JSDoc), as read by
 * `scripts/build/framework-types.ts`, `scripts/build/docs-tables.ts` and
 * `scripts/checks/manifest.ts`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const MANIFEST = resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  'dist/custom-elements.json',
);

/**
 * The manifest's declarations that define a tag, in manifest order, typed as
 * the fields the caller reads. When the manifest is missing, prints `missing`
 * and exits with status 1.
 */
export function readTagDeclarations<D extends { tagName?: string }>(
  missing: string,
): Array<D & { tagName: string }> {
  if (!existsSync(MANIFEST)) {
    console.error(missing);
    process.exit(1);
  }
  const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as {
    modules: { declarations?: D[] }[];
  };
  return manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .filter((d): d is D & { tagName: string } => typeof d.tagName === 'string');
}
