/**
 * Public-surface check of the `voice-widgets` package: `npm run test:surface`
 * (part of `npm test`, after the build) compares the built package with the
 * record in tests/support/public-surface.json and exits 1 on any difference,
 * printing it; on success it prints a one-line count of what it compared.
 * After an intended change of the surface, re-record:
 *
 *   npx tsx scripts/checks/public-surface.ts --write tests/support/public-surface.json
 *
 * Why: a refactor that only moves files under `src/` must not change what a
 * consumer of the package can see. This script reduces a built package
 * (`package.json` + `dist/`, after `npm run build`) to a deterministic JSON
 * "surface" that leaves out everything a file move is *expected* to change
 * (source paths, content hashes, bundle bytes) and keeps everything a
 * consumer depends on. Capture it before the refactor (`--write`), rebuild
 * after, and compare (`--check`): an empty diff is the proof.
 *
 * What the surface holds (one key per section, all arrays sorted):
 *
 * - `packageJson`: the package.json fields that decide what is published and
 *   how it resolves: `exports` (the whole map), `files`, `sideEffects`,
 *   `customElements`, and `main` / `module` / `types` / `type` when present.
 * - `missingTargets`: every path that package.json points into the package
 *   (each `exports` target, `sideEffects`, `customElements`, `main`,
 *   `module`, `types`) that does not exist, and every `files` pattern that
 *   matches nothing. Must be empty: `--write` refuses to record a broken
 *   package and `--check` fails on any entry.
 * - `distFiles`: every file under `dist/`, recursively (source maps and the
 *   CDN copy included), with the content hash taken out of chunk names
 *   (`chunks/voice-CG3sbJkt.js` → `chunks/voice-[hash].js`; Vite/Rolldown
 *   hashes are 8 characters of `[A-Za-z0-9_-]`, and only files directly in a
 *   `chunks/` folder are renamed), so a new, renamed or lost entry file or
 *   chunk name prefix fails the check. De-duplicated and sorted. Of
 *   `dist/types/**` only the declaration files that a `types` target of the
 *   `exports` map names are kept: the rest mirrors the `src/` layout (tsc's
 *   `rootDir`), so moving a source file moves its declaration file, which no
 *   consumer imports by path (`exports` is the only way in). What those
 *   internal files export still counts, through `dtsEntries`.
 * - `dtsEntries`: for each `types` target of the `exports` map, keyed by
 *   export subpath, the sorted names the module exports, as the TypeScript
 *   compiler sees them (a Program over the published `.d.ts` files,
 *   `checker.getExportsOfModule`, so `export *` and re-exports are followed
 *   wherever the declarations now live). Names only, not their types.
 * - `dtsProblems`: the compiler's diagnostics for the published declaration
 *   files (module-resolution errors such as an import of a declaration file
 *   that a move left behind). Reported as `<entry or "internal">: TS<code>
 *   <message>` without the internal file's path, so a move alone does not
 *   change it. Ideally empty; recorded rather than enforced, so a baseline
 *   with a known problem can still be compared.
 * - `manifest`: from `dist/custom-elements.json`, one record per custom
 *   element declaration (`customElement: true` or a `tagName`), keyed by tag:
 *   class name, attribute names, public instance field names and public
 *   instance method names (members marked `private`/`protected` or `static`
 *   are left out), event names, CSS part names, CSS custom property names and
 *   slot names (`""` is the default slot). Module paths, superclass / mixin
 *   modules, descriptions and types are ignored: paths change with a move.
 * - `manifestExports`: over all `javascript-module`s of the manifest, the
 *   names of their `js` exports and the tag names of their
 *   `custom-element-definition` exports (i.e. which tags the manifest says are
 *   defined), each sorted, paths dropped.
 *
 * Usage (from the package root, or pass `--root <dir>`):
 *
 *   npx tsx scripts/checks/public-surface.ts --write <file.json>   # record the surface
 *   npx tsx scripts/checks/public-surface.ts --check <file.json>   # compare with a record
 *   npx tsx scripts/checks/public-surface.ts                        # print the surface
 *
 * Exit status: 0 when written / unchanged (`--check` then prints a one-line
 * summary with counts); 1 when `--check` finds a difference (printed per
 * section as `-` removed / `+` added lines) or an export target is missing;
 * 2 on a usage error or an unbuilt package.
 *
 * No dependencies beyond Node 20 and the package's own `typescript`, which is
 * loaded from the package root's node_modules.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, posix, relative, resolve, sep } from 'node:path';

import type * as TS from 'typescript';

/** Bumped when the shape of the JSON changes, so an old record is not misread. */
const FORMAT = 1;

/** A chunk file name: `[name]-[hash].js` (or `.js.map`), hash = 8 chars of `[A-Za-z0-9_-]`. */
const HASHED_CHUNK = /^(.+)-[A-Za-z0-9_-]{8}(\.js(?:\.map)?)$/;

/** Member privacy values that keep a member off the public surface. */
const NON_PUBLIC = new Set(['private', 'protected']);

// ---------------------------------------------------------------------------
// Shapes
// ---------------------------------------------------------------------------

/** One custom element, as the manifest describes it, reduced to names. */
export interface ElementSurface {
  className: string;
  attributes: string[];
  fields: string[];
  methods: string[];
  events: string[];
  cssParts: string[];
  cssProperties: string[];
  slots: string[];
}

/** The whole surface (see the file's docstring for each section). */
export interface Surface {
  format: number;
  packageJson: Record<string, unknown>;
  missingTargets: string[];
  distFiles: string[];
  dtsEntries: Record<string, { path: string; names: string[] }>;
  dtsProblems: string[];
  manifest: Record<string, ElementSurface>;
  manifestExports: { js: string[]; customElementDefinitions: string[] };
}

interface ManifestMember {
  kind?: string;
  name?: string;
  privacy?: string;
  static?: boolean;
}
interface ManifestDeclaration {
  kind?: string;
  name?: string;
  tagName?: string;
  customElement?: boolean;
  attributes?: { name?: string }[];
  members?: ManifestMember[];
  events?: { name?: string }[];
  cssParts?: { name?: string }[];
  cssProperties?: { name?: string }[];
  slots?: { name?: string }[];
}
interface ManifestModule {
  kind?: string;
  path?: string;
  declarations?: ManifestDeclaration[];
  exports?: { kind?: string; name?: string }[];
}

// ---------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------

/** Sorted, de-duplicated copy (plain code-unit order: locale-independent). */
function sortedUnique(values: Iterable<string>): string[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/** Names of a manifest list; an entry without a name is recorded as `(unnamed)`. */
function names(list: { name?: string }[] | undefined): string[] {
  return sortedUnique((list ?? []).map((x) => x.name ?? '(unnamed)'));
}

/** A copy of `value` with object keys sorted at every level (stable JSON). */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}

/** Files under `dir`, as `/`-separated paths relative to it. */
function walk(dir: string, base = dir): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(path, base));
    else if (entry.isFile() || (entry.isSymbolicLink() && statSync(path).isFile()))
      out.push(relative(base, path).split(sep).join('/'));
  }
  return out;
}

/** `chunks/voice-CG3sbJkt.js` → `chunks/voice-[hash].js`; other paths unchanged. */
export function stripHash(path: string): string {
  const parts = path.split('/');
  const file = parts[parts.length - 1] as string;
  if (parts[parts.length - 2] !== 'chunks') return path;
  const m = HASHED_CHUNK.exec(file);
  if (!m) return path;
  parts[parts.length - 1] = `${m[1]}-[hash]${m[2]}`;
  return parts.join('/');
}

/** Every string leaf of an `exports` value, with the condition path that leads to it. */
function exportTargets(value: unknown, at: string[] = []): { at: string[]; target: string }[] {
  if (typeof value === 'string') return [{ at, target: value }];
  if (Array.isArray(value)) return value.flatMap((v, i) => exportTargets(v, [...at, String(i)]));
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([k, v]) => exportTargets(v, [...at, k]));
  return [];
}

/** A `files` pattern (`dist/*.js`, `dist/types/`, `LICENSE`) as a RegExp over package-relative paths. */
function filesPattern(pattern: string): RegExp {
  const clean = pattern.replace(/^\.\//, '').replace(/\/$/, '');
  const body = clean
    .split('/')
    .map((seg) =>
      seg === '**'
        ? '.*'
        : seg
            .replace(/[.+^${}()|[\]\\]/g, '\\$&')
            .replace(/\*/g, '[^/]*')
            .replace(/\?/g, '[^/]'),
    )
    .join('/');
  return new RegExp(`^${body}(?:/.*)?$`);
}

// ---------------------------------------------------------------------------
// Sections
// ---------------------------------------------------------------------------

/** `packageJson` and `missingTargets`. */
function packageSection(
  root: string,
  pkg: Record<string, unknown>,
  packageFiles: string[],
): Pick<Surface, 'packageJson' | 'missingTargets'> {
  const packageJson: Record<string, unknown> = {};
  for (const key of [
    'exports',
    'files',
    'sideEffects',
    'customElements',
    'main',
    'module',
    'types',
    'type',
  ]) {
    if (pkg[key] !== undefined) packageJson[key] = pkg[key];
  }

  const missing: string[] = [];
  const mustExist = (label: string, target: string): void => {
    if (target.includes('*')) {
      // Subpath patterns ("./features/*"): at least one file must match.
      const re = filesPattern(target.replace(/^\.\//, ''));
      if (!packageFiles.some((f) => re.test(f)))
        missing.push(`${label}: ${target} (pattern matches nothing)`);
    } else if (!existsSync(resolve(root, target))) missing.push(`${label}: ${target}`);
  };
  for (const { at, target } of exportTargets(pkg.exports))
    mustExist(`exports › ${at.join(' › ')}`, target);
  if (Array.isArray(pkg.sideEffects))
    for (const t of pkg.sideEffects as string[]) mustExist('sideEffects', t);
  for (const key of ['customElements', 'main', 'module', 'types'])
    if (typeof pkg[key] === 'string') mustExist(key, pkg[key] as string);
  if (Array.isArray(pkg.files)) {
    for (const pattern of pkg.files as string[]) {
      if (pattern.startsWith('!')) continue;
      const re = filesPattern(pattern);
      if (!packageFiles.some((f) => re.test(f)))
        missing.push(`files: ${pattern} (matches nothing)`);
    }
  }
  return { packageJson, missingTargets: sortedUnique(missing) };
}

/**
 * `dtsEntries` and `dtsProblems`: one Program over every `types` target of
 * the exports map, with consumer-like options (ESM, bundler resolution, DOM).
 */
function dtsSection(
  root: string,
  pkg: Record<string, unknown>,
): Pick<Surface, 'dtsEntries' | 'dtsProblems'> {
  const ts = createRequire(join(root, 'package.json'))('typescript') as typeof TS;
  const entries: { subpath: string; path: string }[] = [];
  const exportsMap = pkg.exports;
  if (exportsMap && typeof exportsMap === 'object' && !Array.isArray(exportsMap)) {
    const isSubpathMap = Object.keys(exportsMap).every((k) => k.startsWith('.'));
    const map = (isSubpathMap ? exportsMap : { '.': exportsMap }) as Record<string, unknown>;
    for (const [subpath, value] of Object.entries(map)) {
      for (const { at, target } of exportTargets(value))
        if (at[at.length - 1] === 'types')
          entries.push({
            subpath: at.length > 1 ? `${subpath} [${at.slice(0, -1).join(' › ')}]` : subpath,
            path: target,
          });
    }
  } else if (typeof exportsMap === 'string' && typeof pkg.types === 'string')
    entries.push({ subpath: '.', path: pkg.types });

  // One Program per entry, as a consumer imports them (the React 18 and React 19
  // JSX entries augment the same interface differently and conflict when loaded
  // together). `oldProgram` lets each Program reuse the previous one's parsed files.
  const options: TS.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
    jsx: ts.JsxEmit.ReactJSX,
    strict: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  };
  const host = ts.createCompilerHost(options, true);
  const dist = resolve(root, 'dist') + sep;
  const dtsEntries: Surface['dtsEntries'] = {};
  const problems: string[] = [];
  let previous: TS.Program | undefined;
  for (const { subpath, path } of entries) {
    const absolute = resolve(root, path);
    if (!existsSync(absolute)) {
      dtsEntries[subpath] = { path, names: [] };
      continue;
    }
    const program: TS.Program = ts.createProgram({
      rootNames: [absolute],
      options,
      host,
      ...(previous ? { oldProgram: previous } : {}),
    });
    previous = program;
    const checker = program.getTypeChecker();
    const file = program.getSourceFile(absolute);
    const symbol = file && checker.getSymbolAtLocation(file);
    // A file with no import/export (pure global augmentation) has no module symbol: no names.
    const exported = symbol ? checker.getExportsOfModule(symbol).map((s) => s.getName()) : [];
    dtsEntries[subpath] = { path, names: sortedUnique(exported) };

    // Diagnostics of the package's own declaration files only (node_modules is
    // not checked), labelled by entry; an internal file's path is left out so
    // a move alone does not change the line.
    for (const sf of program.getSourceFiles()) {
      const fileName = resolve(sf.fileName);
      if (!fileName.startsWith(dist)) continue;
      for (const d of [
        ...program.getSyntacticDiagnostics(sf),
        ...program.getSemanticDiagnostics(sf),
      ]) {
        const where = fileName === absolute ? 'entry file' : 'internal file';
        problems.push(
          `${subpath}: ${where}: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
        );
      }
    }
    for (const d of [...program.getGlobalDiagnostics(), ...program.getOptionsDiagnostics()]) {
      problems.push(
        `${subpath}: global: TS${d.code} ${ts.flattenDiagnosticMessageText(d.messageText, ' ')}`,
      );
    }
  }
  return { dtsEntries, dtsProblems: sortedUnique(problems) };
}

/** `manifest` and `manifestExports` from `dist/custom-elements.json` (or package.json's `customElements`). */
function manifestSection(
  root: string,
  pkg: Record<string, unknown>,
): Pick<Surface, 'manifest' | 'manifestExports'> {
  const path = resolve(
    root,
    typeof pkg.customElements === 'string' ? pkg.customElements : 'dist/custom-elements.json',
  );
  if (!existsSync(path))
    throw new UsageError(`${relative(root, path)} is missing: run \`npm run build\` first.`);
  const modules = ((JSON.parse(readFileSync(path, 'utf8')) as { modules?: ManifestModule[] })
    .modules ?? []) as ManifestModule[];

  const manifest: Record<string, ElementSurface> = {};
  const js: string[] = [];
  const definitions: string[] = [];
  for (const mod of modules) {
    for (const ex of mod.exports ?? []) {
      if (ex.kind === 'js' && ex.name) js.push(ex.name);
      if (ex.kind === 'custom-element-definition' && ex.name) definitions.push(ex.name);
    }
    for (const d of mod.declarations ?? []) {
      if (!d.customElement && !d.tagName) continue;
      const tag = d.tagName ?? `(no tag) ${d.name ?? '(unnamed)'}`;
      if (manifest[tag]) throw new UsageError(`the manifest declares <${tag}> twice`);
      const publicMembers = (d.members ?? []).filter(
        (m) => !m.static && !NON_PUBLIC.has(m.privacy ?? 'public') && !m.name?.startsWith('#'),
      );
      manifest[tag] = {
        className: d.name ?? '(unnamed)',
        attributes: names(d.attributes),
        fields: names(publicMembers.filter((m) => m.kind === 'field')),
        methods: names(publicMembers.filter((m) => m.kind === 'method')),
        events: names(d.events),
        cssParts: names(d.cssParts),
        cssProperties: names(d.cssProperties),
        slots: names(d.slots),
      };
    }
  }
  return {
    manifest,
    manifestExports: { js: sortedUnique(js), customElementDefinitions: sortedUnique(definitions) },
  };
}

// ---------------------------------------------------------------------------
// The surface
// ---------------------------------------------------------------------------

/** An error the user can fix (unbuilt package, bad arguments): exit 2. */
class UsageError extends Error {}

/** Computes the surface of the built package at `root`. */
export function computeSurface(root: string): Surface {
  const pkgPath = join(root, 'package.json');
  if (!existsSync(pkgPath))
    throw new UsageError(
      `${pkgPath} not found (pass the package root as the working directory or --root).`,
    );
  if (!existsSync(join(root, 'dist')))
    throw new UsageError(`${join(root, 'dist')} not found: run \`npm run build\` first.`);
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as Record<string, unknown>;

  const distRaw = walk(join(root, 'dist'));
  const packageFiles = [
    ...distRaw.map((f) => `dist/${f}`),
    ...readdirSync(root).filter((f) => statSync(join(root, f)).isFile()),
  ];
  const publicTypes = new Set(
    exportTargets(pkg.exports)
      .filter(({ at }) => at[at.length - 1] === 'types')
      .map(({ target }) => target.replace(/^\.\//, '').replace(/^dist\//, '')),
  );
  const isPublic = (file: string): boolean => !file.startsWith('types/') || publicTypes.has(file);
  return sortKeys({
    format: FORMAT,
    ...packageSection(root, pkg, packageFiles),
    distFiles: sortedUnique(distRaw.filter(isPublic).map(stripHash)),
    ...dtsSection(root, pkg),
    ...manifestSection(root, pkg),
  }) as Surface;
}

/** The numbers of the one-line summary. */
function summary(s: Surface): string {
  const els = Object.values(s.manifest);
  const sum = (k: keyof ElementSurface): number =>
    els.reduce((n, e) => n + (e[k] as string[]).length, 0);
  const distinct = (k: keyof ElementSurface): number =>
    new Set(els.flatMap((e) => e[k] as string[])).size;
  const dtsNames = Object.values(s.dtsEntries).reduce((n, e) => n + e.names.length, 0);
  return [
    `${els.length} elements (${Object.keys(s.manifest).join(', ')})`,
    `${sum('attributes')} attributes`,
    `${sum('events')} events (${distinct('events')} distinct)`,
    `${sum('cssParts')} parts`,
    `${sum('cssProperties')} CSS properties`,
    `${s.distFiles.length} dist files`,
    `${Object.keys(s.dtsEntries).length} type entries / ${dtsNames} exported names`,
    `${s.dtsProblems.length} d.ts problems`,
  ].join(', ');
}

// ---------------------------------------------------------------------------
// Diff
// ---------------------------------------------------------------------------

/**
 * Flattens a section into lines `a › b › value` (array members are set
 * members, scalars are `key: json`), so two surfaces compare as sets of
 * lines and a difference reads as lines added or removed.
 */
function flatten(value: unknown, at: string[] = []): string[] {
  if (Array.isArray(value)) {
    if (value.length === 0) return [[...at, '(empty)'].join(' › ')];
    return value.flatMap((v) =>
      v && typeof v === 'object' ? flatten(v, at) : [[...at, JSON.stringify(v)].join(' › ')],
    );
  }
  if (value && typeof value === 'object') {
    const keys = Object.keys(value);
    if (keys.length === 0) return [[...at, '{}'].join(' › ')];
    return keys.flatMap((k) => flatten((value as Record<string, unknown>)[k], [...at, k]));
  }
  return [`${at.join(' › ')}: ${JSON.stringify(value)}`];
}

/** Readable differences between two surfaces, per section; empty when equal. */
export function diffSurfaces(before: Surface, after: Surface): string[] {
  const out: string[] = [];
  const sections = sortedUnique([...Object.keys(before), ...Object.keys(after)]);
  const publicTypes = new Set(
    Object.values({ ...before.dtsEntries, ...after.dtsEntries }).map((e) =>
      e.path.replace(/^\.\/dist\//, '').replace(/^dist\//, ''),
    ),
  );
  for (const section of sections) {
    const a = new Set(flatten((before as unknown as Record<string, unknown>)[section]));
    const b = new Set(flatten((after as unknown as Record<string, unknown>)[section]));
    const removed = [...a].filter((x) => !b.has(x));
    const added = [...b].filter((x) => !a.has(x));
    if (removed.length === 0 && added.length === 0) continue;
    out.push(`${section}: ${removed.length} removed, ${added.length} added`);
    const note = (line: string): string => {
      if (section !== 'distFiles') return '';
      const file = JSON.parse(line) as string;
      return file.startsWith('types/') && !publicTypes.has(file)
        ? '   (internal declaration file)'
        : '';
    };
    for (const line of removed) out.push(`  - ${line}${note(line)}`);
    for (const line of added) out.push(`  + ${line}${note(line)}`);
  }
  return out;
}

// ---------------------------------------------------------------------------
// CLI
// ---------------------------------------------------------------------------

function main(argv: string[]): number {
  let mode: 'write' | 'check' | 'print' = 'print';
  let file: string | undefined;
  let root = process.cwd();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--write' || arg === '--check') {
      mode = arg === '--write' ? 'write' : 'check';
      file = argv[++i];
      if (!file) throw new UsageError(`${arg} needs a file`);
    } else if (arg === '--root') {
      const next = argv[++i];
      if (!next) throw new UsageError('--root needs a directory');
      root = resolve(next);
    } else if (arg === '-h' || arg === '--help') {
      console.log(
        'usage: tsx scripts/checks/public-surface.ts [--root <package dir>] [--write <file.json> | --check <file.json>]',
      );
      return 0;
    } else throw new UsageError(`unknown argument ${arg}`);
  }

  const surface = computeSurface(root);
  const json = `${JSON.stringify(surface, null, 2)}\n`;

  if (mode === 'print') {
    process.stdout.write(json);
    return 0;
  }
  if (mode === 'write') {
    if (surface.missingTargets.length) {
      console.error(
        `✗ not written: package.json points at files that do not exist:\n${surface.missingTargets.map((m) => `  ${m}`).join('\n')}`,
      );
      return 1;
    }
    writeFileSync(resolve(file as string), json);
    console.log(`✓ wrote ${file}: ${summary(surface)}`);
    if (surface.dtsProblems.length)
      console.log(
        `  note: ${surface.dtsProblems.length} d.ts problem(s) recorded in dtsProblems:\n${surface.dtsProblems.map((p) => `    ${p}`).join('\n')}`,
      );
    return 0;
  }

  const recordPath = resolve(file as string);
  if (!existsSync(recordPath))
    throw new UsageError(`${recordPath} not found (write it first with --write)`);
  const record = JSON.parse(readFileSync(recordPath, 'utf8')) as Surface;
  if (record.format !== FORMAT)
    throw new UsageError(
      `${recordPath} has format ${record.format}, this script writes ${FORMAT}: re-record it`,
    );
  const diff = diffSurfaces(record, surface);
  if (surface.missingTargets.length)
    diff.unshift(
      `✗ package.json points at files that do not exist: ${surface.missingTargets.join('; ')}`,
    );
  if (diff.length) {
    console.error(
      `✗ public surface differs from ${posix.basename(recordPath)} (- recorded, + now):`,
    );
    console.error(diff.join('\n'));
    return 1;
  }
  console.log(`✓ public surface unchanged: ${summary(surface)}`);
  return 0;
}

try {
  process.exitCode = main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    console.error(`✗ ${error.message}`);
  } else console.error(error);
  process.exitCode = 2;
}
