/**
 * Emits the package's declaration files (`dist/types`, see
 * `tsconfig.types.json`), then rewrites their relative `.ts`/`.tsx` import
 * specifiers to `.js`: TypeScript's declaration emit keeps the specifiers as
 * written in the sources (`./x.ts`), which a consumer project without
 * `allowImportingTsExtensions` cannot resolve, while `./x.js` resolves to
 * `./x.d.ts` everywhere. Run by `npm run build` after `vite build`.
 *
 * The package's `./platform-client` export keeps its published types path
 * (`dist/types/api/index.d.ts`) while its source lives in `src/core/api/`:
 * a one-line declaration re-exports it there ({@link TYPE_ALIASES}).
 *
 * @throws (exits 1) when tsc reports an error.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OUT = resolve(ROOT, 'dist/types');

/** Relative specifiers in `from '…'`, `import('…')` and `import '…'` forms. */
const RELATIVE_TS = /((?:from|import)\s*\(?\s*['"])(\.{1,2}\/[^'"]+?)\.tsx?(['"])/g;

/** Published declaration paths (under dist/types) → the module they re-export. */
const TYPE_ALIASES: Record<string, string> = {
  'api/index.d.ts': '../core/api/index.js',
};

async function* declarations(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(path);
    else if (entry.name.endsWith('.d.ts')) yield path;
  }
}

try {
  execFileSync(
    process.execPath,
    [resolve(ROOT, 'node_modules/typescript/bin/tsc'), '-p', resolve(ROOT, 'tsconfig.types.json')],
    { stdio: 'inherit' },
  );
} catch {
  process.exit(1);
}
let files = 0;
for await (const path of declarations(OUT)) {
  const text = await readFile(path, 'utf8');
  const rewritten = text.replace(RELATIVE_TS, '$1$2.js$3');
  if (rewritten !== text) await writeFile(path, rewritten);
  files++;
}
for (const [alias, target] of Object.entries(TYPE_ALIASES)) {
  await mkdir(dirname(resolve(OUT, alias)), { recursive: true });
  await writeFile(resolve(OUT, alias), `export * from '${target}';\n`);
  files++;
}
console.log(`types: ${files} declaration files in dist/types`);
