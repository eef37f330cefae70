/**
 * The CDN layout (docs/deployment.md "SRI-pinned CDN build"): `npm run build` ends with
 * `tsx scripts/build/cdn.ts`, which copies the bundle's runtime files from
 * `dist/` into `dist/cdn/<version>/` (`version` from package.json) and
 * writes their Subresource Integrity digests:
 *
 * - `dist/cdn/<version>/`: the entries (`voice-widgets.js`, `voice-widget.js`,
 *   `platform-client.js`), `chunks/*.js` (content-hashed names), the capture
 *   worklet and `custom-elements.json`. No source maps. The server serves this
 *   folder as immutable (`server/http/cdn.ts`): a version's files never change,
 *   so a release that changes a byte must bump `version`.
 * - `dist/cdn/<version>/integrity.json` and `dist/cdn/integrity.json` (the
 *   latest build, revalidated): `{ version, path, algorithm: 'sha384',
 *   entries, files: { [relative path]: 'sha384-…' } }`, what the partner
 *   snippet (`demo-host/embed-snippet.js`) pins.
 *
 * Run alone: `npx tsx scripts/build/cdn.ts` after `vite build`.
 */
import { createHash } from 'node:crypto';
import { cp, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The entries a page may load with a `<script type="module">`. */
export const CDN_ENTRIES = ['voice-widget.js', 'voice-widgets.js', 'platform-client.js'] as const;

/** `integrity.json`'s shape. */
export interface CdnIntegrity {
  /** package.json's version: the folder's name. */
  readonly version: string;
  /** The folder, relative to the site's root, with a trailing slash (`cdn/0.1.0/`). */
  readonly path: string;
  readonly algorithm: 'sha384';
  readonly entries: readonly string[];
  /** Relative path in the folder → `sha384-<base64>` (SRI). */
  readonly files: Readonly<Record<string, string>>;
}

/** The SRI digest of `bytes`: `sha384-<base64>`. */
export function sri(bytes: Uint8Array): string {
  return `sha384-${createHash('sha384').update(bytes).digest('base64')}`;
}

/** Files under `dir` (relative paths, `/`-separated), sorted. */
async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)).split('\\').join('/'))
    .sort();
}

/**
 * Builds the CDN folder from a built `distDir`.
 *
 * @throws when an entry or the worklet is missing (run `vite build` first),
 *   or on a filesystem error.
 */
export async function buildCdn(distDir: string, version: string): Promise<CdnIntegrity> {
  if (!/^\d+\.\d+\.\d+(-[0-9A-Za-z.-]+)?$/.test(version))
    throw new Error(`package.json version ${JSON.stringify(version)} is not semver`);
  const cdnRoot = join(distDir, 'cdn');
  const out = join(cdnRoot, version);
  await rm(out, { recursive: true, force: true });
  await mkdir(join(out, 'chunks'), { recursive: true });
  const wanted = [...CDN_ENTRIES, 'pcm-capture-worklet.js', 'custom-elements.json'];
  for (const name of wanted) await cp(join(distDir, name), join(out, name));
  for (const name of await readdir(join(distDir, 'chunks'))) {
    if (name.endsWith('.js')) await cp(join(distDir, 'chunks', name), join(out, 'chunks', name));
  }
  const files: Record<string, string> = {};
  for (const path of await filesUnder(out)) files[path] = sri(await readFile(join(out, path)));
  const integrity: CdnIntegrity = {
    version,
    path: `cdn/${version}/`,
    algorithm: 'sha384',
    entries: [...CDN_ENTRIES],
    files,
  };
  const text = `${JSON.stringify(integrity, null, 2)}\n`;
  await writeFile(join(out, 'integrity.json'), text);
  await writeFile(join(cdnRoot, 'integrity.json'), text);
  return integrity;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));
  const { version } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    version: string;
  };
  const integrity = await buildCdn(join(root, 'dist'), version);
  console.log(
    `cdn: dist/${integrity.path} (${Object.keys(integrity.files).length} files, sha384 in integrity.json)`,
  );
}
