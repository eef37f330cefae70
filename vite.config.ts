/**
 * Build and test configuration.
 *
 * Build: the ES-module entry `dist/voice-widgets.js` (the custom elements) and
 * `dist/platform-client.js` (the typed REST client, SPEC §7; not in the widget).
 * Lazily imported parts become chunks next to it and are resolved relative to
 * the entry's own URL (`import.meta.url`), so the bundle works from any origin.
 *
 * Tests: three Vitest projects. `unit` runs in happy-dom; `e2e` drives Debian's
 * Chromium through playwright-core against the built bundle and a local server;
 * `engines` runs the shared flows in Chromium, Firefox ESR and WebKitGTK
 * (tests/engines/), one browser at a time.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * Chunk names as published before the sources were sorted by element: a lazy
 * `index` module's chunk is named after its folder, so these keep the files a
 * CDN, an SRI list or a partner's CSP may name (`chunks/widget-*.js` is the
 * sheet) the same. Checked by `npm run test:surface`.
 */
const PUBLISHED_CHUNK_NAMES: Readonly<Record<string, string>> = {
  voice: 'client', // src/core/voice/index.ts: the voice client
  'live-panel': 'conversation', // src/shared/live-panel/index.ts: the live panel
  sheet: 'widget', // src/voice-widget/sheet/index.tsx: <voice-widget>'s sheet
};

export default defineConfig(({ command }) => ({
  css: {
    postcss: './postcss.config.js',
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    lib: {
      entry: {
        'voice-widgets': 'src/index.ts',
        // The partner entry: <voice-widget> alone (its launcher has no React).
        'voice-widget': 'src/widget-entry.ts',
        'platform-client': 'src/core/api/index.ts',
        // The WebSocket transport's AudioWorklet: a file of its own next to the
        // entry, so addModule() loads it from the bundle's origin (strict CSP).
        'pcm-capture-worklet': 'src/core/voice/websocket/pcm-capture.worklet.ts',
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      // Whitespace too: lib mode keeps it by default, but this bundle is served as is from a script tag.
      output: { chunkFileNames: (chunk) => `chunks/${PUBLISHED_CHUNK_NAMES[chunk.name] ?? '[name]'}-[hash].js`, minify: true },
    },
  },
  // Library mode does not replace process.env; React needs it for its prod build.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
    projects: [
      {
        extends: true,
        // @lit/react's "node" build is for server rendering (it never sets
        // properties); the unit tests run in a DOM (happy-dom), like a browser.
        resolve: { alias: [{ find: /^@lit\/react$/, replacement: fileURLToPath(new URL('./node_modules/@lit/react/index.js', import.meta.url)) }] },
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/**/*.e2e.test.ts', 'tests/engines/**', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/**/*.e2e.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      {
        extends: true,
        test: {
          // Chromium, Firefox ESR and WebKitGTK run the shared flows, one browser at a time (README "Every engine: Chromium, Firefox and WebKit").
          name: 'engines',
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: false,
          maxWorkers: 1,
        },
      },
    ],
  },
}));
