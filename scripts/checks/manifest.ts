/**
 * One source, no drift: checks README.md and docs/elements/*.md against
 * `dist/custom-elements.json` (written by `npm run build` with
 * @custom-elements-manifest/analyzer from the elements' JSDoc). Prints what it
 * compared; exits 1 listing every difference.
 *
 * - The generated tables of docs/elements/*.md (attributes, properties,
 *   events, parts, CSS custom properties, slots; the `<!-- generated:… -->`
 *   regions of scripts/lib/docs-tables.ts) must be what the manifest gives
 *   (`npm run docs:tables` rewrites them), and every element must have each of
 *   those tables on some page.
 * - In the prose of README.md and docs/elements/*.md, every `--voice-…` CSS
 *   custom property and every backticked `voice-…` event name (not a tag, not
 *   the package name `voice-widgets`) must be declared by some element.
 *
 * Usage: `tsx scripts/checks/manifest.ts` (after `npm run build`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { type ElementDeclaration, generatePages, KINDS } from '../lib/docs-tables.ts';
import { readTagDeclarations } from '../lib/manifest.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

const elements = new Map(
  readTagDeclarations<ElementDeclaration>(
    '✗ dist/custom-elements.json is missing: run `npm run build` first.',
  ).map((d) => [d.tagName, d]),
);
const all = (key: 'events' | 'cssProperties'): Set<string> =>
  new Set([...elements.values()].flatMap((d) => (d[key] ?? []).map((x) => x.name)));

const DOCS = [
  'README.md',
  ...readdirSync(resolve(ROOT, 'docs/elements'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/elements/${f}`),
];
const text = DOCS.map((f) => readFileSync(resolve(ROOT, f), 'utf8')).join('\n');
const missing: string[] = [];
const stale: string[] = [];

// CSS custom properties, anywhere.
const cssProps = all('cssProperties');
// Digits too: `--voice-orb-color-1`.
const cssNamed = new Set(text.match(/--voice-[a-z0-9-]+[a-z0-9]/g) ?? []);
for (const name of cssNamed) if (!cssProps.has(name)) missing.push(`CSS custom property ${name}`);

// Events: backticked voice-… names that are not tags or the package.
const events = all('events');
const eventsNamed = new Set(
  [...text.matchAll(/`(voice-[a-z-]+[a-z])`/g)]
    .map((x) => x[1] as string)
    .filter((m) => !elements.has(m) && m !== 'voice-widgets'),
);
for (const name of eventsNamed) if (!events.has(name)) missing.push(`event ${name}`);

// The generated tables: as the manifest gives them, and each element's on some page.
const covered = new Set<string>();
let tables = 0;
try {
  for (const { page, current, expected, regions } of generatePages(elements)) {
    tables += regions.length;
    for (const r of regions) covered.add(`${r.kind} ${r.tag ?? ''}`);
    if (expected === current) continue;
    const line = current.split('\n').findIndex((l, i) => l !== expected.split('\n')[i]);
    stale.push(`${page}:${line + 1} differs from what the manifest gives`);
  }
  for (const tag of elements.keys())
    for (const kind of KINDS)
      if (kind !== 'all-events' && kind !== 'texts' && !covered.has(`${kind} ${tag}`))
        stale.push(`no <!-- generated:${kind} ${tag} --> table in docs/elements`);
  if (!covered.has('all-events '))
    stale.push('no <!-- generated:all-events --> table in docs/elements');
  if (!covered.has('texts '))
    stale.push(
      'no <!-- generated:texts --> table (the text keys, from langs/en.ts) in docs/elements',
    );
} catch (error) {
  // A region of an unknown kind, tag or member: nothing else can be compared.
  stale.push((error as Error).message);
}

console.log(`custom-elements.json: ${[...elements.keys()].map((t) => `<${t}>`).join(', ')}`);
console.log(
  `docs/elements: ${tables} generated tables; README.md and docs/elements name ${eventsNamed.size} events and ` +
    `${cssNamed.size} CSS custom properties (the manifest declares ${events.size} and ${cssProps.size}).`,
);
if (missing.length > 0)
  console.error(
    `✗ The docs name what the elements do not declare (add a JSDoc @fires/@cssprop, or fix the docs):\n  ${[...new Set(missing)].join('\n  ')}`,
  );
if (stale.length > 0)
  console.error(
    `✗ The generated tables of docs/elements are not what the manifest gives:\n  ${stale.join('\n  ')}\n` +
      '  Edit the element’s JSDoc (not the table), then run `npm run build && npm run docs:tables`.',
  );
if (missing.length > 0 || stale.length > 0) process.exit(1);
console.log(
  '✓ The tables of docs/elements are the manifest’s, and every event and CSS custom property the docs name is declared.',
);
