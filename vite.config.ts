/**
 * Build and test configuration.
 *
 * Build: the ES-module entry `dist/voice-widgets.js` (the custom elements) and
 * `dist/platform-client.js` (the typed REST client, docs/behaviour.md §7; not in the widget).
 * Lazily imported parts become chunks next to it and are resolved relative to
 * the entry's own URL (`import.meta.url`), so the bundle works from any origin.
 *
 * Tests: eight Vitest projects, run in this order when run together. `unit`
 * (happy-dom, one page per worker), `unit-isolated` (happy-dom, a page per file: the files
 * `SHEET_STUBBED` lists) and `server` (the platform's tests, node) run together on both
 * cores (`npm run test:unit`). The browser files (`*.e2e.test.ts`: Debian's
 * Chromium through playwright-core against the built bundle and a local
 * platform on a free port) are three projects: `e2e`, files that assert no
 * tight time bound, two at a time; `e2e-calls`, the files of whole live
 * calls, one at a time; then `e2e-timing`, the files that measure time (audio
 * positions, latencies, downtime, "within N ms"), one at a time with nothing
 * else running at normal priority. `package` (tests/package/: the built
 * package's type checks, no browser) runs with them in `npm run test:e2e`;
 * `npm test` runs it niced beside `e2e-calls` and `e2e-timing`. `engines` runs the shared
 * flows in Chromium, Firefox ESR and WebKitGTK (tests/engines/), a file per
 * engine, the three side by side.
 */
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';

import { defineConfig, type Plugin } from 'vitest/config';

import { LANGS } from './src/core/lang.ts';
import { SHEET_STUBBED } from './tests/support/sheet-stubbed.ts';

/**
 * Chunk names as published before the sources were sorted by element: a lazy
 * `index` module's chunk is named after its folder, so these keep the files a
 * CDN, an SRI list or a partner's CSP may name (`chunks/widget-*.js` is the
 * sheet) the same. Checked by `npm run test:surface`.
 */
const PUBLISHED_CHUNK_NAMES: Readonly<Record<string, string>> = {
  voice: 'client', // src/core/voice/index.ts: the voice client
  'live-panel': 'conversation', // src/common/live-panel/index.ts: the live panel
  sheet: 'widget', // src/voice-widget/sheet/index.ts: <voice-widget>'s sheet
  // Shared chunks, named by the bundler after one module they hold:
  'parse-server-message': 'client-messages', // src/core/protocol: the wire both ways
  request: 'url', // src/core/api: the request core (url, request, errors of the API)
  'serialize-error': 'client-messages', // the same shared chunk, since the launcher stopped carrying the error serialiser
  LanguageSelect: 'ResumeAudio', // shared by the panel and the sheet: ResumeAudio, LanguageSelect, …
};

/**
 * The browser files of whole live calls (project `e2e-calls`, after `e2e`):
 * one at a time, with nothing else. Their bounds (idle within 5 s of a
 * hang-up, no audio 1.5 s after it, a mic level within 10 s, the platform
 * hearing an unmuted microphone within 15 s, a whole call within 280 s) held
 * alone, but side by side the two files' real-time audio shared the 2 cores
 * and CI runs failed on one bound or another in turn (the hang-up, the mute
 * test). Running the consumer type checks beside them had done the same.
 */
const CALL_E2E = [
  'tests/voice-call-button/live-call.e2e.test.ts', // whole calls by voice in es and he, hang-up, move, denied microphone
  'tests/voice-call-button/live-panel.e2e.test.ts', // typed calls to a captured lead in es and he, mute, errors, consent
  'tests/voice-call-button/last-line.e2e.test.ts', // the assistant's last line played whole before the call shows ended
  'tests/voice-call-button/turn-metrics.e2e.test.ts', // a call by voice timed per turn (real-time audio), then a chat
  'tests/voice-call-button/hold.e2e.test.ts', // hold and resume in a call; the connection indicator through a delaying proxy
];

/**
 * The happy-dom projects' resolution: @lit/react's "node" build is for server rendering (it never
 * sets properties); the unit tests run in a DOM, like a browser.
 */
const DOM_RESOLVE = {
  alias: [
    {
      find: /^@lit\/react$/,
      replacement: fileURLToPath(new URL('./node_modules/@lit/react/index.js', import.meta.url)),
    },
  ],
};

/**
 * The browser files that assert a tight time bound: they run alone, one at a
 * time (project `e2e-timing`), so no other file's browser shares the 2 CI
 * cores with them. A new e2e file that measures time against a bound of a
 * few seconds or less belongs here. (`voice-widget/page-life.e2e.test.ts` runs in `e2e`:
 * it tells a call ended by leaving the page from the platform's grace window by the call's
 * `endedReason`, not by a clock.) A bound that only states how fast something is belongs in a
 * benchmark (docs/benchmarks.md "Figures out of the browser tests"); a wait in any e2e file waits
 * for the event it needs, with a ceiling that only catches a hang.
 */
const TIMED_E2E = [
  'tests/voice-demo/playback.e2e.test.ts', // audio position and line highlight within fixed offsets
  'tests/voice-call-button/reconnect.e2e.test.ts', // a hang-up pressed inside a 2 s grace window, a 2 s cut mid-line
  'tests/voice-call-button/push-to-talk.e2e.test.ts', // Space held mid-line stops the assistant before its line (about 5 s) ends
  'tests/site/prerender.e2e.test.ts', // layout shift 0 for a page held mid-stream: paints are timing-sensitive
  'tests/voice-call-button/echo-hint.e2e.test.ts', // the two level envelopes must line up within 100 ms
  'tests/voice-call-button/restart.e2e.test.ts', // a child platform back within the call's grace window (failed twice of three side by side at load 10+)
];

/**
 * `expect.poll`'s default ceiling in the browser projects: Vitest's 1 s made every bare
 * `expect.poll(…)` (a DOM change after a press, a status after a cut) a 1 s wall-clock bound that a
 * busy machine broke. A poll waits for its event; this ceiling only catches a hang.
 */
const BROWSER_EXPECT = { poll: { timeout: 10_000 } };

/**
 * The built package as a consumer meets it (project `package`): its types in a fresh project and in
 * each framework, what `npm pack` ships, what the bundle holds. Compilers and files only, no browser
 * and no time bound.
 */
const PACKAGE_E2E = 'tests/package/**/*.e2e.test.ts';

/**
 * Each language's launcher texts as a file of its own with a fixed name, `chunks/lang-<code>.js`
 * (docs/translations.md): the launcher builds the URL from the language it resolved, so the partner
 * entry carries no table of 33 hashed chunk names (a partner page stays within 5 KB before any
 * interaction). Each is an entry made here that re-exports the `launcher` section of
 * `langs/<code>.ts?launcher`, a module instance of its own that the bundler tree-shakes to that
 * section.
 */
/** What src/common/i18n/start.ts writes for the folder of the launcher texts, replaced here. */
const LANG_DIR_MARK = '__VOICE_WIDGETS_LANG_DIR__';

/** The query of a language file's launcher entry (its module is made here, not read from the file). */
const LAUNCHER_ENTRY = '?launcher-entry';

function launcherTexts(): Plugin {
  return {
    name: 'launcher-texts',
    load(id) {
      if (!id.endsWith(LAUNCHER_ENTRY)) return undefined;
      const file = id.slice(0, -LAUNCHER_ENTRY.length);
      return `export { launcher } from ${JSON.stringify(`${file}?launcher`)};`;
    },
    // Data, not code: no source map (its comment alone is a sixth of the file a partner page fetches).
    generateBundle(_options, bundle) {
      for (const [name, file] of Object.entries(bundle)) {
        // The loader's path to these files, from wherever the bundler put it (src/common/i18n/start.ts).
        if (file.type === 'chunk' && file.code.includes(LANG_DIR_MARK)) {
          const dir = posix.relative(posix.dirname(name), 'chunks') || '.';
          file.code = file.code.replaceAll(LANG_DIR_MARK, dir);
        }
        if (!/^chunks\/lang-[\w-]+\.js(\.map)?$/.test(name)) continue;
        if (file.type === 'asset') delete bundle[name];
        else file.code = file.code.replace(/\n?\/\/# sourceMappingURL=\S+\s*$/, '\n');
      }
    },
  };
}

const LAUNCHER_TEXT_ENTRIES = Object.fromEntries(
  LANGS.map((code) => [`chunks/lang-${code}`, `src/common/i18n/langs/${code}.ts${LAUNCHER_ENTRY}`]),
);

export default defineConfig(({ command }) => ({
  plugins: [launcherTexts()],
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
        // The prerendered demo page's loader (docs/prerendering.md): the elements' bundle after the page, on idle or at the first interaction.
        hydrate: 'src/hydrate/index.ts',
        'platform-client': 'src/core/api/index.ts',
        // The WebSocket transport's AudioWorklet: a file of its own next to the
        // entry, so addModule() loads it from the bundle's origin (strict CSP).
        'pcm-capture-worklet': 'src/core/voice/websocket/pcm-capture.worklet.ts',
        ...LAUNCHER_TEXT_ENTRIES,
      },
      formats: ['es'],
      fileName: (_format, name) => `${name}.js`,
    },
    rollupOptions: {
      // The partner entry holds the code it shares with the bundle's entry (which imports it), so
      // a partner page loads one file before any interaction, not a re-export facade and a chunk.
      preserveEntrySignatures: 'allow-extension',
      // Whitespace too: lib mode keeps it by default, but this bundle is served as is from a script tag.
      output: {
        chunkFileNames: (chunk) =>
          `chunks/${PUBLISHED_CHUNK_NAMES[chunk.name] ?? '[name]'}-[hash].js`,
        // The error root (src/core/errors.ts, a few hundred bytes that every entry
        // needs), the control-character helper (src/core/util/text.ts) and Vapi's API
        // URL (src/core/vapi-url.ts) ride in the plain-helpers chunk instead of chunks
        // of their own.
        // React and ReactDOM are one chunk of their own, so the prerendered page's loader can evaluate them in a task of their own (src/hydrate/).
        codeSplitting: {
          groups: [
            {
              name: 'records',
              test: /src[\\/]core[\\/](util[\\/](records|text)|errors|vapi-url)\.ts$/,
            },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
          ],
        },
        minify: true,
        // Licences stay; the bundler's own hints (pure annotations, `@vite-ignore`) and JSDoc are
        // for a build, not for the browser that runs these files (a partner page's first chunk
        // carried some forty bytes of them, gzip).
        comments: { legal: true, annotation: false, jsdoc: false },
      },
    },
  },
  // Library mode does not replace process.env; React needs it for its prod build.
  define: command === 'build' ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  test: {
    projects: [
      {
        extends: true,
        resolve: DOM_RESOLVE,
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [
            'tests/**/*.e2e.test.ts',
            'tests/engines/**',
            'tests/server/**',
            ...SHEET_STUBBED,
            '**/node_modules/**',
          ],
          // Both cores (Vitest's default leaves one free): many files wait on sockets and timers.
          maxWorkers: 2,
          // One page per worker, not per file (about 25 s instead of 70 s): each file gives back what it
          // changes (listeners, live calls, storage, the act() flag), checked in shuffled orders.
          isolate: false,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        // The same DOM as `unit`, for the files that cannot give back what they change.
        resolve: DOM_RESOLVE,
        test: {
          name: 'unit-isolated',
          environment: 'happy-dom',
          include: [...SHEET_STUBBED],
          maxWorkers: 2,
          isolate: true,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The local platform's own tests need no DOM; they run with `unit`, in the same pool.
          name: 'server',
          environment: 'node',
          include: ['tests/server/**/*.test.ts'],
          exclude: ['tests/**/*.e2e.test.ts', '**/node_modules/**'],
          maxWorkers: 2,
          // One worker process per worker, not per file: each file gives back what it changes (platforms,
          // servers, spies, timers), checked in shuffled orders.
          isolate: false,
          // Many tests and hooks start a platform and its speech worker: under a second alone, but
          // 5–10 s was seen beside the unit files on 2 cores, past Vitest's 5 s / 10 s defaults.
          testTimeout: 30_000,
          hookTimeout: 30_000,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // No time bound: two files at a time (each its own platform on a free port and its own browser).
          name: 'e2e',
          expect: BROWSER_EXPECT,
          environment: 'node',
          include: ['tests/**/*.e2e.test.ts'],
          exclude: [...TIMED_E2E, ...CALL_E2E, PACKAGE_E2E, '**/node_modules/**'],
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: true,
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // No browser and no clock: compilers and files. `npm test` runs it at the lowest CPU priority beside
          // `e2e-calls` and `e2e-timing`, in the CPU they leave idle (about a quarter of 2 cores).
          name: 'package',
          environment: 'node',
          include: [PACKAGE_E2E],
          testTimeout: 600_000,
          hookTimeout: 600_000,
          fileParallelism: true,
          maxWorkers: 2,
          maxConcurrency: 2,
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-calls',
          expect: BROWSER_EXPECT,
          environment: 'node',
          include: CALL_E2E,
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 2 },
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e-timing',
          expect: BROWSER_EXPECT,
          environment: 'node',
          include: TIMED_E2E,
          testTimeout: 180_000,
          hookTimeout: 60_000,
          fileParallelism: false,
          maxWorkers: 1,
          sequence: { groupOrder: 3 },
        },
      },
      {
        extends: true,
        test: {
          // Chromium, Firefox ESR and WebKitGTK run the shared flows, a file each, side by side (docs/engines.md):
          // 155 s against 204 s one after another, as much of each flow waits on a platform, timer or sound server.
          name: 'engines',
          expect: BROWSER_EXPECT,
          environment: 'node',
          include: ['tests/engines/**/*.test.ts'],
          testTimeout: 180_000,
          hookTimeout: 120_000,
          fileParallelism: true,
          maxWorkers: 3,
          sequence: { groupOrder: 4 },
        },
      },
    ],
  },
}));
