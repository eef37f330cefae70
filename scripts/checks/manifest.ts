/**
 * One source, no drift: checks that `dist/custom-elements.json`
 * (written by `npm run build` with @custom-elements-manifest/analyzer from the
 * elements' JSDoc) declares everything the README documents. Prints what it
 * compared; exits 1 listing every README name the manifest lacks.
 *
 * What counts as documented in README.md and docs/elements/*.md:
 * - CSS custom properties: every `--voice-…` name anywhere;
 * - events: every backticked `voice-…` name that is not a tag or the package
 *   name (`voice-widgets`);
 * - attributes: the backticked names in the first column of every table
 *   whose header starts with `attribute`, for the element of the section
 *   (the last `### <tag>` heading above it);
 * - parts: the same for tables whose header starts with `part`.
 *
 * Usage: `tsx scripts/checks/manifest.ts` (after `npm run build`).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readTagDeclarations } from '../lib/manifest.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

interface Declaration {
  tagName?: string;
  attributes?: { name: string }[];
  events?: { name: string }[];
  cssParts?: { name: string }[];
  cssProperties?: { name: string }[];
}

const elements = new Map<string, Declaration>(
  readTagDeclarations<Declaration>(
    '✗ dist/custom-elements.json is missing: run `npm run build` first.',
  ).map((d) => [d.tagName, d]),
);
const names = (
  d: Declaration | undefined,
  key: 'attributes' | 'events' | 'cssParts' | 'cssProperties',
): Set<string> => new Set((d?.[key] ?? []).map((x) => x.name));
const all = (key: 'events' | 'cssProperties'): Set<string> =>
  new Set([...elements.values()].flatMap((d) => [...names(d, key)]));

// README.md and the element pages (docs/elements/*.md), each read on its own (a `## ` line between them ends any section).
const DOCS = [
  'README.md',
  ...readdirSync(resolve(ROOT, 'docs/elements'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => `docs/elements/${f}`),
];
const readme = DOCS.map((f) => readFileSync(resolve(ROOT, f), 'utf8')).join('\n## \n');
const missing: string[] = [];
const counts = { attributes: 0, events: 0, parts: 0, cssProperties: 0 };

// CSS custom properties, anywhere.
const cssProps = all('cssProperties');
for (const name of new Set(readme.match(/--voice-[a-z-]+[a-z]/g) ?? [])) {
  counts.cssProperties++;
  if (!cssProps.has(name)) missing.push(`CSS custom property ${name}`);
}

// Events: backticked voice-… names that are not tags or the package.
const events = all('events');
for (const m of new Set(
  [...readme.matchAll(/`(voice-[a-z-]+[a-z])`/g)].map((x) => x[1] as string),
)) {
  if (elements.has(m) || m === 'voice-widgets' || m === 'voice-widget') continue;
  counts.events++;
  if (!events.has(m)) missing.push(`event ${m}`);
}

// Attribute and part tables, per element section.
let tag: string | undefined;
let table: 'attribute' | 'part' | undefined;
for (const line of readme.split('\n')) {
  const heading = /^###\s.*?`<([a-z-]+)>`/.exec(line);
  if (heading) tag = heading[1];
  else if (/^##\s/.test(line)) tag = undefined;
  if (!line.startsWith('|')) {
    table = undefined;
    continue;
  }
  const first = line.split('|')[1]?.trim() ?? '';
  if (/^attribute\b/.test(first)) table = 'attribute';
  else if (/^part\b/.test(first)) table = 'part';
  else if (table && tag && !/^-+$/.test(first)) {
    const declaration = elements.get(tag);
    const declared = names(declaration, table === 'attribute' ? 'attributes' : 'cssParts');
    for (const m of first.matchAll(/`([a-z][a-z-]*)`/g)) {
      const name = m[1] as string;
      counts[table === 'attribute' ? 'attributes' : 'parts']++;
      if (!declaration) missing.push(`<${tag}> is documented but not in the manifest`);
      else if (!declared.has(name)) missing.push(`${table} ${name} of <${tag}>`);
    }
  }
}

console.log(`custom-elements.json: ${[...elements.keys()].map((t) => `<${t}>`).join(', ')}`);
console.log(
  `README.md and docs/elements document ${counts.attributes} attributes, ${counts.events} events, ${counts.parts} parts, ${counts.cssProperties} CSS custom properties; ` +
    `the manifest declares ${[...elements.values()].reduce((n, d) => n + names(d, 'attributes').size, 0)} attributes, ${all('events').size} events, ` +
    `${[...elements.values()].reduce((n, d) => n + names(d, 'cssParts').size, 0)} parts, ${cssProps.size} CSS custom properties.`,
);
if (missing.length > 0) {
  console.error(
    `✗ The README documents what the elements do not declare (add a JSDoc @attr/@fires/@csspart/@cssprop, or fix the README):\n  ${[...new Set(missing)].join('\n  ')}`,
  );
  process.exit(1);
}
console.log(
  '✓ Every attribute, event, part and CSS custom property in README.md and docs/elements is in the manifest.',
);
