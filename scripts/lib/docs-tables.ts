/**
 * The tables of docs/elements/*.md that come from `dist/custom-elements.json`
 * (the elements' JSDoc: `@attr`, `@prop`, `@fires`, `@csspart`, `@cssprop`,
 * `@slot`), so each attribute, event and part is described once, on the
 * element class. Written by `npm run docs:tables`
 * (`scripts/build/docs-tables.ts`); `npm run test:manifest`
 * (`scripts/checks/manifest.ts`) fails when a committed page differs.
 *
 * A page marks each generated table with a pair of comments; everything
 * between them is replaced, the prose around them is left alone:
 *
 *     <!-- generated:attributes voice-widget -->
 *     …
 *     <!-- /generated -->
 *
 * Kinds: `attributes`, `events`, `parts`, `css-properties` and `slots` of a
 * tag; `properties` of a tag followed by the member names to list, in order
 * (the manifest also lists the members the element's own React component
 * uses, which are not for pages); `all-events` (no tag), every event of every
 * element. A description's citation of a docs page (`docs/voice-client.md
 * "Tools"`) becomes a link relative to the page. An `@fires` description
 * reads `detail: <shape> — <when>` or `no detail — <when>`, which fill the
 * table's detail and when columns.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, posix, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import * as EN from '../../src/common/i18n/langs/en.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

interface Named {
  name: string;
  description?: string;
}

/** The parts of a manifest declaration the tables read. */
export interface ElementDeclaration {
  tagName: string;
  attributes?: (Named & { type?: { text: string } })[];
  members?: (Named & {
    kind: string;
    privacy?: string;
    static?: boolean;
    type?: { text: string };
    parameters?: (Named & { type?: { text: string } })[];
    return?: { type?: { text: string } };
  })[];
  events?: Named[];
  cssParts?: Named[];
  cssProperties?: (Named & { default?: string })[];
  slots?: Named[];
}

/** The kinds of generated region, each for one tag but `all-events`. */
export const KINDS = [
  'attributes',
  'properties',
  'events',
  'parts',
  'css-properties',
  'slots',
  'all-events',
  'texts',
] as const;
type Kind = (typeof KINDS)[number];

const REGION = /(<!-- generated:([a-z-]+)((?: [\w-]+)*) -->\n)([\s\S]*?)(<!-- \/generated -->)/g;

/** One region found on a page: its kind and tag. */
export interface Region {
  kind: Kind;
  tag: string | undefined;
}

/** A table row's cell: one line, pipes escaped (also inside code spans, as GFM wants). */
const cell = (text: string): string => text.replace(/\s+/g, ' ').trim().replace(/\|/g, '\\|');
const code = (text: string): string => `\`${text}\``;
const table = (head: string[], rows: string[][]): string =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`),
  ].join('\n');

/** GitHub's anchors of a page's headings, in order (a repeated one gets `-1`, `-2`, …). */
function anchors(page: string): { heading: string; anchor: string }[] {
  const seen = new Map<string, number>();
  return readFileSync(resolve(ROOT, page), 'utf8')
    .split('\n')
    .filter((l) => /^#{1,6} /.test(l))
    .map((l) => {
      const heading = l.replace(/^#+ /, '');
      const base = heading
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/\s/g, '-');
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      return { heading, anchor: n === 0 ? base : `${base}-${n}` };
    });
}

/** The anchor of `section` (`§4`, `"Tools"`, or both) on `page`, as the citation check finds it. */
function anchorOf(page: string, number: string | undefined, quoted: string | undefined): string {
  let heads = anchors(page);
  if (number) {
    const at = heads.findIndex((h) => h.heading.startsWith(`${number} `));
    if (at < 0) throw new Error(`${page} has no section ${number}`);
    if (!quoted) return heads[at]!.anchor;
    heads = heads.slice(at);
  }
  const wanted = (quoted ?? '').replace(/[`*]/g, '').toLowerCase();
  const found = heads.find((h) => h.heading.replace(/[`*]/g, '').toLowerCase().includes(wanted));
  if (!found) throw new Error(`${page} has no section "${quoted}"`);
  return found.anchor;
}

/** A page as the JSDoc cites it: `docs/behaviour.md`, then optionally ` §3` and ` "Progress event"`. */
const CITATION = /`?docs\/([\w./-]+\.md)`?(?: (§\d+))?(?: "([^"]+)")?/g;

/** A description for `page`: whitespace folded, a capital first, citations of docs pages made links. */
function prose(text: string | undefined, page: string): string {
  const folded = (text ?? '').replace(/\s+/g, ' ').trim();
  const capital = folded.charAt(0).toUpperCase() + folded.slice(1);
  return capital.replace(CITATION, (_, path, number, quoted) => {
    const target = `docs/${path as string}`;
    const hash = number || quoted ? `#${anchorOf(target, number, quoted)}` : '';
    const href =
      target === page
        ? hash || posix.basename(target)
        : posix.relative(dirname(page), target) + hash;
    const label = [posix.basename(target), number, quoted && `"${quoted}"`].filter(Boolean);
    return `[${label.join(' ')}](${href})`;
  });
}

/**
 * The detail and when cells of an event whose `@fires` description reads
 * `detail: <detail> — <when>` or `no detail — <when>`; without ` — `, all of
 * it is the when.
 */
function eventCells(description: string | undefined, page: string): [string, string] {
  const folded = (description ?? '').replace(/\s+/g, ' ').trim();
  const at = folded.indexOf(' — ');
  if (at < 0) return ['', prose(folded, page)];
  const detail = folded.slice(0, at).replace(/^detail: /, '');
  return [detail === 'no detail' ? 'none' : prose(detail, page), prose(folded.slice(at + 3), page)];
}

/** A member as a row: `name` or `name(a, b)`, its type (a method's signature), its description. */
function memberRow(
  member: NonNullable<ElementDeclaration['members']>[number],
  page: string,
): string[] {
  if (member.kind !== 'method')
    return [
      code(member.name),
      member.type ? code(member.type.text) : '',
      prose(member.description, page),
    ];
  const params = member.parameters ?? [];
  const signature = `(${params.map((p) => `${p.name}: ${p.type?.text ?? 'unknown'}`).join(', ')}) => ${member.return?.type?.text || 'void'}`;
  const about = params
    .filter((p) => p.description)
    .map((p) => ` ${code(p.name)}: ${p.description as string}`);
  return [
    code(`${member.name}(${params.map((p) => p.name).join(', ')})`),
    code(signature),
    prose((member.description ?? '') + about.join(''), page),
  ];
}

/**
 * Every text key the `texts` attribute takes, from the key set (`src/common/i18n/langs/en.ts`,
 * docs/translations.md): its section and its English text (a plural as its forms).
 */
function textsTable(): string {
  const rows: string[][] = [];
  // `about` says what the file is (code, direction, name), not a text.
  const { about: _about, ...sections } = EN;
  for (const [section, texts] of Object.entries(sections))
    for (const [key, text] of Object.entries(texts as Record<string, string | object>))
      rows.push([
        code(key),
        section,
        typeof text === 'string'
          ? text
          : Object.entries(text)
              .map(([form, t]) => `${form}: ${String(t)}`)
              .join(' · '),
      ]);
  return table(['key', 'section', 'English'], rows);
}

/** The Markdown of one region (without its marker comments). */
function render(
  kind: Kind,
  args: string[],
  elements: Map<string, ElementDeclaration>,
  page: string,
): string {
  if (kind === 'all-events') return allEvents(elements, page);
  if (kind === 'texts') return textsTable();
  const [tag, ...names] = args;
  const el = tag === undefined ? undefined : elements.get(tag);
  if (!el) throw new Error(`generated:${kind} names <${tag ?? ''}>, which the manifest lacks`);
  const text = (d: Named): string => prose(d.description, page);
  switch (kind) {
    case 'attributes':
      return table(
        ['attribute', 'type', 'description'],
        (el.attributes ?? []).map((a) => [code(a.name), code(a.type?.text ?? 'string'), text(a)]),
      );
    case 'properties':
      return table(
        ['property', 'type', 'description'],
        names.map((name) => {
          const member = el.members?.find((m) => m.name === name && !m.static && !m.privacy);
          if (!member) throw new Error(`<${el.tagName}> has no public member ${name}`);
          return memberRow(member, page);
        }),
      );
    case 'events':
      return table(
        ['event', 'detail', 'when'],
        (el.events ?? []).map((e) => [code(e.name), ...eventCells(e.description, page)]),
      );
    case 'parts':
      return table(
        ['part', 'description'],
        (el.cssParts ?? []).map((p) => [code(p.name), text(p)]),
      );
    case 'css-properties':
      return (el.cssProperties ?? []).length === 0
        ? 'None declared.'
        : table(
            ['property', 'default', 'description'],
            (el.cssProperties ?? []).map((p) => [
              code(p.name),
              p.default ? code(p.default) : '',
              text(p),
            ]),
          );
    case 'slots':
      return (el.slots ?? []).length === 0
        ? 'None.'
        : table(
            ['slot', 'description'],
            (el.slots ?? []).map((s) => [s.name ? code(s.name) : '(default)', text(s)]),
          );
  }
}

/** Every event of every element, one row per event and description, with the tags that fire it. */
function allEvents(elements: Map<string, ElementDeclaration>, page: string): string {
  const rows = new Map<string, { name: string; description: string; tags: string[] }>();
  const order: string[] = [];
  for (const el of elements.values())
    for (const e of el.events ?? []) {
      const description = e.description ?? '';
      if (!order.includes(e.name)) order.push(e.name);
      const key = `${e.name}\n${description}`;
      const row = rows.get(key) ?? { name: e.name, description, tags: [] };
      row.tags.push(el.tagName);
      rows.set(key, row);
    }
  const sorted = [...rows.values()].sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name));
  return table(
    ['event', 'fired by', 'detail', 'when'],
    sorted.map((r) => [
      code(r.name),
      r.tags.map((t) => code(`<${t}>`)).join(', '),
      ...eventCells(r.description, page),
    ]),
  );
}

/**
 * `text` (the page at `page`, relative to the root) with every generated
 * region rewritten from `elements`, and the regions it has. Throws on a region
 * of an unknown kind, tag or member.
 */
export function rewritePage(
  text: string,
  page: string,
  elements: Map<string, ElementDeclaration>,
): { text: string; regions: Region[] } {
  const regions: Region[] = [];
  const out = text.replace(REGION, (_, open: string, kind: string, args: string, _body, close) => {
    if (!(KINDS as readonly string[]).includes(kind))
      throw new Error(`${page}: unknown region generated:${kind}`);
    const list = args.trim() === '' ? [] : args.trim().split(' ');
    regions.push({ kind: kind as Kind, tag: list[0] });
    try {
      return `${open}\n${render(kind as Kind, list, elements, page)}\n\n${close as string}`;
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`, { cause: error });
    }
  });
  const opened = text.match(/<!-- generated:/g)?.length ?? 0;
  if (opened !== regions.length)
    throw new Error(`${page}: a <!-- generated:… --> comment has no <!-- /generated --> after it`);
  return { text: out, regions };
}

/** One element page: its path from the root, its text as committed and as the manifest gives it. */
export interface GeneratedPage {
  page: string;
  current: string;
  expected: string;
  regions: Region[];
}

/** Every page of docs/elements, rewritten from `elements` (see {@link rewritePage}). */
export function generatePages(elements: Map<string, ElementDeclaration>): GeneratedPage[] {
  return readdirSync(resolve(ROOT, 'docs/elements'))
    .filter((f) => f.endsWith('.md'))
    .sort()
    .map((f) => {
      const page = `docs/elements/${f}`;
      const current = readFileSync(resolve(ROOT, page), 'utf8');
      const { text, regions } = rewritePage(current, page, elements);
      return { page, current, expected: text, regions };
    });
}
