/**
 * Size budget of the widget bundle: `npm run test:budget` (the last step of
 * `npm test`, which builds first). Builds nothing itself.
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
 *  - Partner budget: at most 45 KB gzip for `dist/voice-widget.js` (the
 *    `<voice-widget>` launcher alone) and its static chunks: what a partner
 *    page loads before any interaction (issue 10).
 *  - Separation: the widget's files must not contain the platform client's
 *    route table (marker strings such as `/test-suite/` or `/voice-library/`).
 *    When `dist/platform-client.js` exists its size is printed too.
 *
 * Exit code 0 when within budget and separated, 1 otherwise (or when
 * `dist/voice-widgets.js` is missing or cannot be parsed).
 *
 * Usage: `tsx scripts/budget.ts [distDir]` (default `dist/`).
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { parseAst } from 'vite';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const DIST = resolve(process.argv[2] ?? resolve(ROOT, 'dist'));
const ENTRY = resolve(DIST, 'voice-widgets.js');
const PLATFORM_CLIENT = resolve(DIST, 'platform-client.js');
/** The partner entry (`<voice-widget>` alone, issue 10). */
const PARTNER_ENTRY = resolve(DIST, 'voice-widget.js');

const KB = 1024;
/** Gzip budget of the entry plus its static chunks, in bytes. */
const BUDGET_GZIP = 75 * KB;
/** Gzip budget of what a partner page loads before any interaction: `voice-widget.js` and its static chunks (issue 10: the launcher only). */
const PARTNER_BUDGET_GZIP = 45 * KB;
/** Published widget bundles, gzip, for comparison. */
const REFERENCES: ReadonlyArray<readonly [string, number]> = [
  ['Vapi widget', 184 * KB],
  ['ElevenLabs widget', 191 * KB],
];
/**
 * Strings found only in the platform client's route table. Any of them in a
 * file the widget loads means the client (or its routes) leaked into the bundle.
 */
const ROUTE_TABLE_MARKERS: readonly string[] = ['/test-suite/', '/voice-library/', '/campaign/paginated', '/v2/call/export'];

interface Sizes {
  readonly raw: number;
  readonly gzip: number;
  readonly brotli: number;
}

interface ModuleInfo {
  readonly file: string;
  readonly code: string;
  readonly sizes: Sizes;
  /** Resolved files imported statically (import/export … from). */
  readonly staticDeps: readonly string[];
  /** Resolved files imported with `import()` and a constant specifier. */
  readonly dynamicDeps: readonly string[];
  /** Bare specifiers (dependencies left external): not in dist/, not counted. */
  readonly bare: readonly string[];
  /** Number of `import()` calls whose specifier is computed at run time (cannot be followed). */
  readonly computedDynamic: number;
}

function fail(message: string): never {
  console.error(`\n✗ ${message}`);
  process.exit(1);
}

function sizesOf(code: string): Sizes {
  const buf = Buffer.from(code, 'utf8');
  return {
    raw: buf.length,
    gzip: gzipSync(buf, { level: 9 }).length,
    brotli: brotliCompressSync(buf, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY,
        [zlibConstants.BROTLI_PARAM_MODE]: zlibConstants.BROTLI_MODE_TEXT,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buf.length,
      },
    }).length,
  };
}

/** The constant string of an import specifier node, or undefined when it is computed. */
function constantSpecifier(node: unknown): string | undefined {
  if (!node || typeof node !== 'object') return undefined;
  const n = node as { type?: string; value?: unknown; expressions?: unknown[]; quasis?: Array<{ value?: { cooked?: string } }> };
  if (n.type === 'Literal' && typeof n.value === 'string') return n.value;
  if (n.type === 'TemplateLiteral' && n.expressions?.length === 0) return n.quasis?.[0]?.value?.cooked;
  return undefined;
}

/** Collects the import specifiers of a module by walking its AST. */
function collectSpecifiers(code: string, file: string): { statics: string[]; dynamics: string[]; computed: number } {
  let ast: unknown;
  try {
    ast = parseAst(code);
  } catch (err) {
    fail(`Cannot parse ${rel(file)} as an ES module: ${err instanceof Error ? err.message : String(err)}`);
  }
  const statics: Array<[number, string]> = [];
  const dynamics: Array<[number, string]> = [];
  let computed = 0;
  const stack: unknown[] = [ast];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object') continue;
    if (Array.isArray(node)) {
      for (const child of node) stack.push(child);
      continue;
    }
    const n = node as { type?: string; source?: unknown; start?: number };
    const at = n.start ?? 0;
    switch (n.type) {
      case 'ImportDeclaration':
      case 'ExportNamedDeclaration':
      case 'ExportAllDeclaration': {
        const spec = constantSpecifier(n.source);
        if (spec !== undefined) statics.push([at, spec]);
        break;
      }
      case 'ImportExpression': {
        const spec = constantSpecifier(n.source);
        if (spec !== undefined) dynamics.push([at, spec]);
        else computed++;
        break;
      }
      default:
        break;
    }
    for (const value of Object.values(node)) {
      if (value && typeof value === 'object') stack.push(value);
    }
  }
  // Source order, so that tables list chunks in the order the entry imports them.
  const ordered = (list: Array<[number, string]>): string[] => list.sort((a, b) => a[0] - b[0]).map(([, spec]) => spec);
  return { statics: ordered(statics), dynamics: ordered(dynamics), computed };
}

function rel(file: string): string {
  return relative(ROOT, file).split(sep).join('/') || file;
}

const modules = new Map<string, ModuleInfo>();

function load(file: string): ModuleInfo {
  const known = modules.get(file);
  if (known) return known;
  if (!existsSync(file)) fail(`${rel(file)} is imported but does not exist (stale dist/? run \`npm run build\`).`);
  const code = readFileSync(file, 'utf8');
  const { statics, dynamics, computed } = collectSpecifiers(code, file);
  const bare: string[] = [];
  const resolveAll = (specs: string[]): string[] => {
    const out: string[] = [];
    for (const spec of specs) {
      if (spec.startsWith('./') || spec.startsWith('../')) out.push(resolve(dirname(file), spec.split(/[?#]/)[0]!));
      else bare.push(spec);
    }
    return out;
  };
  const info: ModuleInfo = {
    file,
    code,
    sizes: sizesOf(code),
    staticDeps: resolveAll(statics),
    dynamicDeps: resolveAll(dynamics),
    bare,
    computedDynamic: computed,
  };
  modules.set(file, info);
  return info;
}

/** Files reached from `roots` through static imports only (roots included), in discovery order. */
function staticClosure(roots: readonly string[]): string[] {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...load(file).staticDeps);
  }
  return [...seen];
}

/** Everything loaded later: dynamic imports (and their static deps, and their dynamic imports), minus the initial set. */
function lazyClosure(initial: ReadonlySet<string>): string[] {
  const seen = new Set<string>();
  const queue: string[] = [];
  for (const file of initial) queue.push(...load(file).dynamicDeps);
  while (queue.length > 0) {
    const file = queue.shift()!;
    if (seen.has(file) || initial.has(file)) continue;
    seen.add(file);
    const info = load(file);
    queue.push(...info.staticDeps, ...info.dynamicDeps);
  }
  return [...seen];
}

function sum(files: readonly string[]): Sizes {
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  for (const f of files) {
    const s = load(f).sizes;
    raw += s.raw;
    gzip += s.gzip;
    brotli += s.brotli;
  }
  return { raw, gzip, brotli };
}

const kb = (bytes: number): string => `${(bytes / KB).toFixed(2)} KB`;

function printTable(rows: ReadonlyArray<readonly [string, Sizes | null]>): void {
  const header = ['file', 'raw', 'gzip -9', 'brotli'];
  const body = rows.map(([name, s]) => (s ? [name, kb(s.raw), kb(s.gzip), kb(s.brotli)] : [name, '', '', '']));
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((r) => r[i]!.length)));
  const line = (cells: readonly string[]): string =>
    '  ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('   ');
  console.log(line(header));
  console.log('  ' + widths.map((w) => '─'.repeat(w)).join('   '));
  for (const r of body) console.log(line(r).trimEnd());
}

function distName(file: string): string {
  return relative(DIST, file).split(sep).join('/');
}

// ─── Main ───────────────────────────────────────────────────────────────────

if (!existsSync(ENTRY)) {
  fail(`${rel(ENTRY)} not found. Build first: \`npm run build\` (\`npm test\` builds before running this check).`);
}

const problems: string[] = [];
const initial = staticClosure([ENTRY]);
const initialSet = new Set(initial);
const lazy = lazyClosure(initialSet);
const initialTotal = sum(initial);
const lazyTotal = sum(lazy);

console.log(`Bundle budget: ${rel(ENTRY)} and the chunks it imports statically\n`);
printTable([
  ...initial.map((f) => [`${distName(f)}${f === ENTRY ? '  (entry)' : '  (static import)'}`, load(f).sizes] as const),
  ['', null],
  [`TOTAL loaded up front (${initial.length} file${initial.length === 1 ? '' : 's'})`, initialTotal],
]);

console.log('\nLazy, loaded later (dynamic import(); not counted in the budget):');
if (lazy.length === 0) console.log('  (none)');
else {
  printTable([...lazy.map((f) => [distName(f), load(f).sizes] as const), ['', null], [`total lazy (${lazy.length})`, lazyTotal]]);
}

const unresolved = [...initial, ...lazy].flatMap((f) => {
  const info = load(f);
  const out = info.bare.map((spec) => `${distName(f)}: imports "${spec}"`);
  if (info.computedDynamic > 0) out.push(`${distName(f)}: ${info.computedDynamic} import() with a computed specifier`);
  return out;
});
if (unresolved.length > 0) {
  console.log('\nImports not followed (bare/external or computed specifiers; their size is NOT included):');
  for (const u of unresolved) console.log(`  ! ${u}`);
}
// A bare specifier in an up-front file is a dependency left external: the
// figure above would not be what a page downloads (and the page would fail).
const bareUpFront = initial.flatMap((f) => load(f).bare.map((spec) => `${distName(f)} imports "${spec}"`));
if (bareUpFront.length > 0) problems.push(`Up-front files import external modules, so the budget cannot be measured: ${bareUpFront.join('; ')}.`);

// Other built JS that the widget never loads (platform client, its chunks, …): information only.
const reached = new Set([...initial, ...lazy, ...(existsSync(PLATFORM_CLIENT) ? staticClosure([PLATFORM_CLIENT]) : [])]);
const others: string[] = [];
for (const dir of [DIST, resolve(DIST, 'chunks')]) {
  if (!existsSync(dir) || !statSync(dir).isDirectory()) continue;
  for (const name of readdirSync(dir).sort()) {
    const file = resolve(dir, name);
    if (name.endsWith('.js') && !reached.has(file)) others.push(file);
  }
}

const pct = (initialTotal.gzip / BUDGET_GZIP) * 100;
const within = initialTotal.gzip <= BUDGET_GZIP;
console.log(
  `\nBudget (gzip, entry + static chunks): ${kb(initialTotal.gzip)} of ${kb(BUDGET_GZIP)} (${pct.toFixed(1)}%) — ` +
    (within ? `OK, ${kb(BUDGET_GZIP - initialTotal.gzip)} to spare` : `OVER by ${kb(initialTotal.gzip - BUDGET_GZIP)}`),
);
if (!within) problems.push(`The widget loads ${kb(initialTotal.gzip)} gzip up front; the budget is ${kb(BUDGET_GZIP)}.`);

// ─── The partner entry ──────────────────────────────────────────────────────

console.log(`\nPartner page: ${rel(PARTNER_ENTRY)} and the chunks it imports statically (before any interaction)\n`);
if (!existsSync(PARTNER_ENTRY)) {
  problems.push(`${rel(PARTNER_ENTRY)} is missing: the partner entry (src/widget-entry.ts) was not built.`);
} else {
  const partner = staticClosure([PARTNER_ENTRY]);
  const partnerTotal = sum(partner);
  printTable([
    ...partner.map((f) => [`${distName(f)}${f === PARTNER_ENTRY ? '  (entry)' : '  (static import)'}`, load(f).sizes] as const),
    ['', null],
    [`TOTAL before interaction (${partner.length})`, partnerTotal],
  ]);
  const partnerWithin = partnerTotal.gzip <= PARTNER_BUDGET_GZIP;
  console.log(
    `\nPartner budget (gzip): ${kb(partnerTotal.gzip)} of ${kb(PARTNER_BUDGET_GZIP)} — ` +
      (partnerWithin ? `OK, ${kb(PARTNER_BUDGET_GZIP - partnerTotal.gzip)} to spare` : `OVER by ${kb(partnerTotal.gzip - PARTNER_BUDGET_GZIP)}`),
  );
  if (!partnerWithin) problems.push(`A partner page loads ${kb(partnerTotal.gzip)} gzip before any interaction; the budget is ${kb(PARTNER_BUDGET_GZIP)}.`);
  const partnerBare = partner.flatMap((f) => load(f).bare.map((spec) => `${distName(f)} imports "${spec}"`));
  if (partnerBare.length > 0) problems.push(`The partner entry imports external modules: ${partnerBare.join('; ')}.`);
}

console.log('\nFor comparison (gzip, up front):');
const refWidth = Math.max('this widget'.length, ...REFERENCES.map(([n]) => n.length));
console.log(`  ${'this widget'.padEnd(refWidth)}   ${kb(initialTotal.gzip).padStart(10)}`);
for (const [name, bytes] of REFERENCES) {
  console.log(`  ${name.padEnd(refWidth)}   ${kb(bytes).padStart(10)}   (this widget is ${((initialTotal.gzip / bytes) * 100).toFixed(0)}% of it)`);
}

// ─── Separation from the platform client ────────────────────────────────────

console.log('\nSeparation from the platform client (route table must not be in the widget):');
if (existsSync(PLATFORM_CLIENT)) {
  const clientFiles = staticClosure([PLATFORM_CLIENT]);
  const shared = clientFiles.filter((f) => initialSet.has(f));
  printTable([
    ...clientFiles.map((f) => [`${distName(f)}${f === PLATFORM_CLIENT ? '  (platform client)' : initialSet.has(f) ? '  (shared with the widget)' : '  (static import)'}`, load(f).sizes] as const),
    ['', null],
    [`total platform client (${clientFiles.length})`, sum(clientFiles)],
  ]);
  const clientText = clientFiles.map((f) => load(f).code).join('\n');
  const inClient = ROUTE_TABLE_MARKERS.filter((m) => clientText.includes(m));
  if (inClient.length === 0) {
    console.log(`  ! none of the markers ${ROUTE_TABLE_MARKERS.map((m) => `"${m}"`).join(', ')} is in the platform client: update ROUTE_TABLE_MARKERS in scripts/budget.ts`);
  }
  if (shared.length > 0) console.log(`  shared chunks (allowed, if free of routes): ${shared.map(distName).join(', ')}`);
} else {
  console.log(`  (${rel(PLATFORM_CLIENT)} not built; checking the widget's files for the markers anyway)`);
}
const leaks: string[] = [];
for (const f of initial) {
  for (const m of ROUTE_TABLE_MARKERS) if (load(f).code.includes(m)) leaks.push(`${distName(f)} contains "${m}"`);
}
const lazyLeaks: string[] = [];
for (const f of lazy) {
  for (const m of ROUTE_TABLE_MARKERS) if (load(f).code.includes(m)) lazyLeaks.push(`${distName(f)} contains "${m}"`);
}
if (leaks.length === 0) console.log(`  OK: no route-table marker (${ROUTE_TABLE_MARKERS.join(', ')}) in the widget's up-front files`);
else {
  for (const l of leaks) console.log(`  ✗ ${l}`);
  problems.push(`The platform client's route table is in the widget bundle (${leaks.join('; ')}).`);
}
if (lazyLeaks.length > 0) {
  for (const l of lazyLeaks) console.log(`  ! lazy chunk ${l} (not counted as a failure, but the widget may fetch it)`);
}

if (others.length > 0) {
  console.log('\nOther built JS, never loaded by the widget (information):');
  printTable(others.map((f) => [distName(f), load(f).sizes] as const));
}

if (problems.length > 0) {
  console.error('\nBUDGET CHECK FAILED:');
  for (const p of problems) console.error(`  ✗ ${p}`);
  process.exit(1);
}
console.log('\nBudget check passed.');
