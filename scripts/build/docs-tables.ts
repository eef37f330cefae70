/**
 * Rewrites the generated tables of docs/elements/*.md (attributes,
 * properties, events, parts, CSS custom properties, slots; the
 * `<!-- generated:… -->` regions, scripts/lib/docs-tables.ts) from
 * `dist/custom-elements.json`, leaving the prose around them alone.
 *
 * Usage: `npm run docs:tables` after `npm run build`, whenever an element's
 * JSDoc changes; `npm run test:manifest` fails until the pages match.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type ElementDeclaration, generatePages } from '../lib/docs-tables.ts';
import { readTagDeclarations } from '../lib/manifest.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const elements = new Map(
  readTagDeclarations<ElementDeclaration>(
    '✗ dist/custom-elements.json is missing: run `npm run build` first.',
  ).map((d) => [d.tagName, d]),
);
let pages: ReturnType<typeof generatePages>;
try {
  pages = generatePages(elements);
} catch (error) {
  console.error(`✗ ${(error as Error).message}`);
  process.exit(1);
}
let changed = 0;
for (const { page, current, expected, regions } of pages) {
  if (expected === current) continue;
  writeFileSync(resolve(ROOT, page), expected);
  changed++;
  console.log(`${page}: ${regions.length} tables rewritten`);
}
console.log(
  changed === 0 ? 'docs/elements: up to date' : `docs/elements: ${changed} pages written`,
);
