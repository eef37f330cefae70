/**
 * Size budget of the widget bundle: `npm run test:budget` (the last step of
 * `npm test`, which builds first). Builds nothing itself; the measuring
 * (imports followed, sizes as served) is `scripts/checks/bundle-graph.ts`, and this
 * file prints the tables and judges them.
 *
 * Counts what a partner page downloads before the widget can render:
 * `dist/voice-widgets.js` plus every chunk it imports statically, followed
 * recursively (`import … from "./chunks/…"`, `import "./chunks/…"`,
 * `export … from "./chunks/…"`). Chunks reached only through a dynamic
 * `import()` are listed apart as "lazy, loaded later" and are not counted.
 *
 *  - Budget: at most 75 KB (75 × 1024 bytes) gzip (zlib level 9, per file, as
 *    served) for the entry and its static chunks. Brotli is printed for
 *    information only.
 *  - Partner entry (information): `dist/voice-widget.js` (the `<voice-widget>` launcher alone)
 *    and its static chunks, gzip -9.
 *  - Before interaction (`budget-pages.ts`, in Chromium against the local platform, as served):
 *    the partner page in every language with its teaser shown, the language's texts and any lazy
 *    chunk included, at most 5 KB; the demo page in es and he, at most 15 KB before `load` and
 *    80 KB in all before any interaction.
 *  - Separation: the widget's files must not contain the platform client's
 *    route table (marker strings such as `/test-suite/` or `/voice-library/`).
 *    When `dist/platform-client.js` exists its size is printed too.
 *
 * Exit code 0 when within budget and separated, 1 otherwise (or when
 * `dist/voice-widgets.js` is missing or cannot be parsed).
 *
 * Usage: `tsx scripts/checks/budget.ts [distDir]` (default `dist/`).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

import { checkPagesBeforeInteraction } from './budget-pages.ts';
import { BundleError, BundleGraph, type ModuleInfo, type Sizes } from './bundle-graph.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DIST = resolve(process.argv[2] ?? resolve(ROOT, 'dist'));
const ENTRY = resolve(DIST, 'voice-widgets.js');
const PLATFORM_CLIENT = resolve(DIST, 'platform-client.js');
/** The partner entry (`<voice-widget>` alone, built from src/widget-entry.ts). */
const PARTNER_ENTRY = resolve(DIST, 'voice-widget.js');

const KB = 1024;
/** Gzip budget of the entry plus its static chunks, in bytes. */
const BUDGET_GZIP = 75 * KB;
/** Published widget bundles, gzip, for comparison. */
const REFERENCES: ReadonlyArray<readonly [string, number]> = [
  ['Vapi widget', 184 * KB],
  ['ElevenLabs widget', 191 * KB],
];
/**
 * Strings found only in the platform client's route table. Any of them in a
 * file the widget loads means the client (or its routes) leaked into the bundle.
 */
const ROUTE_TABLE_MARKERS: readonly string[] = [
  '/test-suite/',
  '/voice-library/',
  '/campaign/paginated',
  '/v2/call/export',
];

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

function rel(file: string): string {
  return relative(ROOT, file).split(sep).join('/') || file;
}

const graph = new BundleGraph(rel);
const load = (file: string): ModuleInfo => graph.load(file);

const kb = (bytes: number): string => `${(bytes / KB).toFixed(2)} KB`;

function printTable(rows: ReadonlyArray<readonly [string, Sizes | null]>): void {
  const header = ['file', 'raw', 'gzip -9', 'brotli'];
  const body = rows.map(([name, s]) =>
    s ? [name, kb(s.raw), kb(s.gzip), kb(s.brotli)] : [name, '', '', ''],
  );
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string =>
    '  ' +
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  console.log(line(header));
  console.log('  ' + widths.map((w) => '─'.repeat(w)).join('   '));
  for (const r of body) console.log(line(r).trimEnd());
}

function distName(file: string): string {
  return relative(DIST, file).split(sep).join('/');
}

/** One row per file (its dist name followed by `tag(file)`), a blank row, then `totalLabel` with the files' summed sizes. */
function printFiles(
  files: readonly string[],
  tag: (file: string) => string,
  totalLabel: string,
): void {
  printTable([
    ...files.map((f) => [`${distName(f)}${tag(f)}`, load(f).sizes] as const),
    ['', null],
    [totalLabel, graph.sum(files)],
  ]);
}

/** `(entry)` for `entry`, `(static import)` for the rest. */
const entryTag =
  (entry: string) =>
  (file: string): string =>
    file === entry ? '  (entry)' : '  (static import)';

/** How `total` stands against `budget`: what is left, or by how much it is over. */
function verdict(total: number, budget: number): string {
  return total <= budget ? `OK, ${kb(budget - total)} to spare` : `OVER by ${kb(total - budget)}`;
}

/** `file imports "spec"` for each bare (external) import of `files`. */
function bareImports(files: readonly string[]): string[] {
  return files.flatMap((f) => load(f).bare.map((spec) => `${distName(f)} imports "${spec}"`));
}

/** `file contains "marker"` for each route-table marker in `files`. */
function markersIn(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const f of files) {
    for (const m of ROUTE_TABLE_MARKERS)
      if (load(f).code.includes(m)) found.push(`${distName(f)} contains "${m}"`);
  }
  return found;
}

/** Prints every table and returns what is wrong (nothing when the check passes). */
function check(): string[] {
  const problems: string[] = [];
  const initial = graph.staticClosure([ENTRY]);
  const initialSet = new Set(initial);
  const lazy = graph.lazyClosure(initialSet);
  const initialTotal = graph.sum(initial);

  console.log(`Bundle budget: ${rel(ENTRY)} and the chunks it imports statically\n`);
  printFiles(
    initial,
    entryTag(ENTRY),
    `TOTAL loaded up front (${initial.length} file${initial.length === 1 ? '' : 's'})`,
  );

  console.log('\nLazy, loaded later (dynamic import(); not counted in the budget):');
  if (lazy.length === 0) console.log('  (none)');
  else printFiles(lazy, () => '', `total lazy (${lazy.length})`);

  const unresolved = [...initial, ...lazy].flatMap((f) => {
    const info = load(f);
    const out = info.bare.map((spec) => `${distName(f)}: imports "${spec}"`);
    if (info.computedDynamic > 0)
      out.push(`${distName(f)}: ${info.computedDynamic} import() with a computed specifier`);
    return out;
  });
  if (unresolved.length > 0) {
    console.log(
      '\nImports not followed (bare/external or computed specifiers; their size is NOT included):',
    );
    for (const u of unresolved) console.log(`  ! ${u}`);
  }
  // A bare specifier in an up-front file is a dependency left external: the
  // figure above would not be what a page downloads (and the page would fail).
  const bareUpFront = bareImports(initial);
  if (bareUpFront.length > 0)
    problems.push(
      `Up-front files import external modules, so the budget cannot be measured: ${bareUpFront.join('; ')}.`,
    );

  // Other built JS that the widget never loads (platform client, its chunks, …): information only.
  const reached = new Set([
    ...initial,
    ...lazy,
    ...(existsSync(PLATFORM_CLIENT) ? graph.staticClosure([PLATFORM_CLIENT]) : []),
  ]);
  const others: string[] = [];
  for (const dir of [DIST, resolve(DIST, 'chunks')]) {
    if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
    for (const name of readdirSync(dir).sort()) {
      const file = resolve(dir, name);
      if (name.endsWith('.js') && !reached.has(file)) others.push(file);
    }
  }

  const pct = (initialTotal.gzip / BUDGET_GZIP) * 100;
  console.log(
    `\nBudget (gzip, entry + static chunks): ${kb(initialTotal.gzip)} of ${kb(BUDGET_GZIP)} (${pct.toFixed(1)}%) — ${verdict(initialTotal.gzip, BUDGET_GZIP)}`,
  );
  if (initialTotal.gzip > BUDGET_GZIP)
    problems.push(
      `The widget loads ${kb(initialTotal.gzip)} gzip up front; the budget is ${kb(BUDGET_GZIP)}.`,
    );

  // ─── The partner entry ────────────────────────────────────────────────────

  console.log(
    `\nPartner page: ${rel(PARTNER_ENTRY)} and the chunks it imports statically (before any interaction)\n`,
  );
  if (!existsSync(PARTNER_ENTRY)) {
    problems.push(
      `${rel(PARTNER_ENTRY)} is missing: the partner entry (src/widget-entry.ts) was not built.`,
    );
  } else {
    const partner = graph.staticClosure([PARTNER_ENTRY]);
    const partnerGzip = graph.sum(partner).gzip;
    printFiles(partner, entryTag(PARTNER_ENTRY), `TOTAL before interaction (${partner.length})`);
    console.log(
      `\nThe partner entry alone (gzip -9, information; the budget counts the page in a browser, below): ${kb(partnerGzip)}`,
    );
    const partnerBare = bareImports(partner);
    if (partnerBare.length > 0)
      problems.push(`The partner entry imports external modules: ${partnerBare.join('; ')}.`);
  }

  console.log('\nFor comparison (gzip, up front):');
  const refWidth = Math.max('this widget'.length, ...REFERENCES.map(([n]) => n.length));
  console.log(`  ${'this widget'.padEnd(refWidth)}   ${kb(initialTotal.gzip).padStart(10)}`);
  for (const [name, bytes] of REFERENCES) {
    console.log(
      `  ${name.padEnd(refWidth)}   ${kb(bytes).padStart(10)}   (this widget is ${((initialTotal.gzip / bytes) * 100).toFixed(0)}% of it)`,
    );
  }

  // ─── Separation from the platform client ──────────────────────────────────

  console.log('\nSeparation from the platform client (route table must not be in the widget):');
  if (existsSync(PLATFORM_CLIENT)) {
    const clientFiles = graph.staticClosure([PLATFORM_CLIENT]);
    const shared = clientFiles.filter((f) => initialSet.has(f));
    const clientTag = (f: string): string =>
      f === PLATFORM_CLIENT
        ? '  (platform client)'
        : initialSet.has(f)
          ? '  (shared with the widget)'
          : '  (static import)';
    printFiles(clientFiles, clientTag, `total platform client (${clientFiles.length})`);
    const clientText = clientFiles.map((f) => load(f).code).join('\n');
    const inClient = ROUTE_TABLE_MARKERS.filter((m) => clientText.includes(m));
    if (inClient.length === 0) {
      console.log(
        `  ! none of the markers ${ROUTE_TABLE_MARKERS.map((m) => `"${m}"`).join(', ')} is in the platform client: update ROUTE_TABLE_MARKERS in scripts/checks/budget.ts`,
      );
    }
    if (shared.length > 0)
      console.log(
        `  shared chunks (allowed, if free of routes): ${shared.map(distName).join(', ')}`,
      );
  } else {
    console.log(
      `  (${rel(PLATFORM_CLIENT)} not built; checking the widget's files for the markers anyway)`,
    );
  }
  const leaks = markersIn(initial);
  const lazyLeaks = markersIn(lazy);
  if (leaks.length === 0)
    console.log(
      `  OK: no route-table marker (${ROUTE_TABLE_MARKERS.join(', ')}) in the widget's up-front files`,
    );
  else {
    for (const l of leaks) console.log(`  ✗ ${l}`);
    problems.push(
      `The platform client's route table is in the widget bundle (${leaks.join('; ')}).`,
    );
  }
  for (const l of lazyLeaks)
    console.log(`  ! lazy chunk ${l} (not counted as a failure, but the widget may fetch it)`);

  if (others.length > 0) {
    console.log('\nOther built JS, never loaded by the widget (information):');
    printTable(others.map((f) => [distName(f), load(f).sizes] as const));
  }
  return problems;
}

// ─── Main ───────────────────────────────────────────────────────────────────

if (!existsSync(ENTRY)) {
  fail(
    `${rel(ENTRY)} not found. Build first: \`npm run build\` (\`npm test\` builds before running this check).`,
  );
}
let problems: string[];
try {
  problems = check();
} catch (err) {
  if (err instanceof BundleError) fail(err.message);
  throw err;
}
problems.push(...(await checkPagesBeforeInteraction()));
if (problems.length > 0) {
  console.error('\nBUDGET CHECK FAILED:');
  for (const p of problems) console.error(`  ✗ ${p}`);
  process.exit(1);
}
console.log('\nBudget check passed.');
