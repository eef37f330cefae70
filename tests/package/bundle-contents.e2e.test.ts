// @vitest-environment node
/**
 * Size report and tree-shaking check: the widget's backend use
 * (`createWebCall`, see tests/support/widget-probe.ts) must not pull the route
 * table or the full client into the widget bundle. Each entry is built
 * with Vite (minified ES module, like the real build) and its size printed.
 *
 * The same check runs on the real build: `dist/voice-widgets.js` (and its
 * static chunks) and `dist/platform-client.js`. Part of the e2e project, which
 * runs after `npm run build`, so `dist/` is always there.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

import { build } from 'vite';
import { describe, expect, it } from 'vitest';

import { routes } from '../../src/core/api/index.ts';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

/** Builds one entry in memory; returns the concatenated code of all chunks. */
async function bundle(entry: string): Promise<string> {
  const result = await build({
    configFile: false,
    root,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      outDir: join(root, 'node_modules/.tmp-api-bundle-test'),
      lib: { entry, formats: ['es'], fileName: 'out' },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  let code = '';
  for (const out of outputs) {
    if (!('output' in out)) throw new Error('unexpected watcher');
    for (const chunk of out.output) if (chunk.type === 'chunk') code += chunk.code;
  }
  return code;
}

function report(label: string, code: string): void {
  const bytes = Buffer.byteLength(code);
  const gzip = gzipSync(code).length;
  console.info(
    `[size] ${label}: ${(bytes / 1024).toFixed(1)} kB min, ${(gzip / 1024).toFixed(1)} kB gzip`,
  );
}

/** Route names are unique strings that exist only in the route table. */
function routeNamesIn(code: string): string[] {
  return routes
    .map((r) => r.name)
    .filter((name) => code.includes(`"${name}"`) || code.includes(`'${name}'`));
}

describe('bundle: the full client stays out of the widget', () => {
  it('createWebCall alone pulls in the request core, not the route table', async () => {
    const probe = await bundle(join(here, '../support/widget-probe.ts'));
    report('widget use of src/core/api (createWebCall + request core)', probe);
    expect(probe).toContain('/call/web');
    expect(probe).toContain('Bearer ');
    expect(routeNamesIn(probe)).toEqual([]);
    expect(probe).not.toContain('/voice-library/create-sesame-voice');
    expect(probe).not.toContain('/11labs/voice/clone');
    // 9.2 KB (unminified whitespace and module-path comments included): 8.6 KB once the errors
    // named the server's words and the bad field, then about 220 bytes for the bundle's one error
    // root (src/core/errors.ts) and the one fetch wrapper that the chat's stream shares. Still a
    // fraction of the 26 KB route table, which the checks above keep out. This chunk loads lazily.
    expect(Buffer.byteLength(probe)).toBeLessThan(9.5 * 1024);
  });

  it('the platform-client entry holds every route', async () => {
    const full = await bundle(join(root, 'src/core/api/index.ts'));
    report('dist/platform-client.js equivalent (src/core/api/index.ts)', full);
    expect(routeNamesIn(full)).toHaveLength(routes.length);
  });

  const widgetDist = join(root, 'dist/voice-widgets.js');
  it('dist/voice-widgets.js (real build) contains no route table', () => {
    expect(existsSync(widgetDist), 'run `npm run build` first').toBe(true);
    const entry = readFileSync(widgetDist, 'utf8');
    // Static imports of the entry (shared chunks) are part of what the widget loads up front.
    const chunks = [...entry.matchAll(/(?:from|import)\s*["']\.\/(chunks\/[^"']+\.js)["']/g)].map(
      (m) => readFileSync(join(root, 'dist', m[1] ?? ''), 'utf8'),
    );
    const code = [entry, ...chunks].join('\n');
    report('dist/voice-widgets.js + static chunks', code);
    expect(routeNamesIn(code)).toEqual([]);
  });

  const clientDist = join(root, 'dist/platform-client.js');
  it('dist/platform-client.js (real build) exports the full client', async () => {
    expect(existsSync(clientDist), 'run `npm run build` first').toBe(true);
    const mod: unknown = await import(/* @vite-ignore */ clientDist);
    expect(mod).toHaveProperty('createPlatformClient');
    expect(mod).toHaveProperty('routes');
  });
});
