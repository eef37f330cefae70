// @vitest-environment node
/**
 * The package as users install it, from `npm pack --dry-run`
 * after `npm run build`: only the built scripts, their declaration files,
 * README and the MIT LICENSE; no dependency that the published files do not
 * import at run time (React, daily-js and the rest are bundled; the
 * GPL-3.0 speech engine and the server's packages stay development
 * dependencies); and `sideEffects` so that the REST client alone registers
 * no element.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const pkg = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as {
  license: string;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  devDependencies: Record<string, string>;
  sideEffects: string[];
  exports: Record<string, { import?: string; types: string }>;
};

function packed(): string[] {
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: ROOT,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return (JSON.parse(out) as [{ files: { path: string }[] }])[0].files.map((f) => f.path).sort();
}

describe('npm pack', () => {
  const files = packed();

  it('ships only dist scripts, types, README and LICENSE', () => {
    const allowed =
      /^(dist\/[\w-]+\.js|dist\/chunks\/[\w-]+\.js|dist\/types\/[\w/.-]+\.d\.ts|dist\/custom-elements\.json|LICENSE|README\.md|package\.json)$/;
    expect(files.filter((f) => !allowed.test(f))).toEqual([]);
    for (const needed of [
      'dist/react.js',
      'dist/types/frameworks/react-jsx.d.ts',
      'dist/types/frameworks/vue.d.ts',
      'LICENSE',
      'README.md',
      'dist/custom-elements.json',
      'dist/voice-widgets.js',
      'dist/voice-widget.js',
      'dist/platform-client.js',
      'dist/types/index.d.ts',
      'dist/types/widget-entry.d.ts',
    ]) {
      expect(files).toContain(needed);
    }
    expect(files.some((f) => /^(src|server|tests|scripts|demo-host)\//.test(f))).toBe(false);
    // Every export points at a packed file.
    for (const [name, target] of Object.entries(pkg.exports)) {
      if (target.import) expect(files, name).toContain(target.import.replace(/^\.\//, ''));
      expect(files, name).toContain(target.types.replace(/^\.\//, ''));
    }
  });

  it('is MIT licensed, with the licence text', () => {
    expect(pkg.license).toBe('MIT');
    expect(readFileSync(resolve(ROOT, 'LICENSE'), 'utf8')).toMatch(/^MIT License/);
  });

  it('depends on exactly what the published scripts import at run time', () => {
    const bare = new Set<string>();
    for (const file of files.filter((f) => f.endsWith('.js'))) {
      const code = readFileSync(resolve(ROOT, file), 'utf8');
      for (const m of code.matchAll(/(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g))
        bare.add(
          (m[1] as string)
            .split('/')
            .slice(0, (m[1] as string).startsWith('@') ? 2 : 1)
            .join('/'),
        );
    }
    const declared = new Set([
      ...Object.keys(pkg.dependencies ?? {}),
      ...Object.keys(pkg.peerDependencies ?? {}),
    ]);
    expect([...bare].filter((b) => !declared.has(b))).toEqual([]);
    expect([...declared].filter((d) => !bare.has(d))).toEqual([]);
    for (const serverOnly of [
      'espeak-ng',
      'ws',
      'compression',
      'helmet',
      'react',
      'react-dom',
      '@daily-co/daily-js',
    ]) {
      expect(pkg.dependencies ?? {}).not.toHaveProperty(serverOnly);
    }
    // React only for the wrappers' entry, and optional for everyone else.
    expect(pkg.peerDependencies).toEqual({ react: '>=18' });
    expect((pkg as unknown as { peerDependenciesMeta: unknown }).peerDependenciesMeta).toEqual({
      react: { optional: true },
    });
  });

  it('sideEffects lists the element entries (and the wrappers, which import them) only: the REST client alone registers nothing', async () => {
    expect(pkg.sideEffects).toEqual([
      './dist/voice-widgets.js',
      './dist/voice-widget.js',
      './dist/react.js',
    ]);
    const shim = await import('@lit-labs/ssr-dom-shim');
    const g = globalThis as Record<string, unknown>;
    g['HTMLElement'] = shim.HTMLElement;
    g['customElements'] = shim.customElements;
    try {
      const client = await import(resolve(ROOT, 'dist/platform-client.js'));
      expect(typeof client.createPlatformClient).toBe('function');
      for (const tag of ['voice-demo', 'demo-transcript', 'voice-call-button', 'voice-widget'])
        expect(shim.customElements.get(tag)).toBeUndefined();
    } finally {
      delete g['HTMLElement'];
      delete g['customElements'];
    }
  });
});
