/**
 * Import rules, checked by `npm run test:deps` (part of `npm test`):
 *
 *   depcruise src server scripts tests --config .dependency-cruiser.cjs --output-type err
 *
 * Type-only imports and dynamic `import()`s count like any other import.
 *
 * Folder cycles: dependency-cruiser's `circular` sees modules, and two folders
 * can import each other through different files without any module cycle (its
 * `--collapse` only regroups the report, after the rules ran). So the folders
 * of `src/` and of `server/` are ranked in layers below: a folder may import
 * folders of lower layers only, never one of its own layer or above, which
 * makes a folder cycle impossible. A new folder must be placed in a layer
 * (rule `layers/unplaced`). Files directly in `src/` or `server/` (entries,
 * `src/common/events.ts`) stand outside the layers; `no-circular` still covers them.
 *
 * `scripts/` and `tests/`: imports go one way, from `tests/` to `scripts/`.
 * The tests exercise scripts (the example webhook receiver, the CDN build's
 * digests), so `scripts/` imports nothing from `tests/`; what both use (the
 * Chromium launcher, the caller's WAV, the call client, the child platform,
 * the cut proxy, the typed-turn scoring) lives in `scripts/lib/`, which
 * imports no other script.
 */

/**
 * `src/` folders, top layer first (docs/contributing.md "Layout"): the React
 * wrapper and the two page-level entries of prerendering (`prerender`, the
 * build's server renderer; `hydrate`, the prerendered page's loader), then the four elements (one layer, so none imports another), then
 * what they share, then the core, which imports no UI. Nested folders
 * (`common/call`, `core/voice`) are placed one by one; files directly in
 * `src/`, `src/common/` or `src/core/` (entries, `common/events.ts`,
 * `core/lang.ts`) stand outside the layers.
 */
const ELEMENTS = ['voice-demo', 'voice-widget', 'voice-call-button', 'demo-transcript'];
const SRC_LAYERS = [
  ['react', 'prerender', 'hydrate'],
  ELEMENTS,
  ['common/live-panel'],
  ['common/element', 'common/demo', 'common/icons'],
  ['common/conversation'],
  ['common/call', 'common/tools'],
  ['common/i18n', 'common/contact', 'common/styles'],
  ['core/voice', 'core/chat'],
  ['core/api'],
  ['core/protocol'],
  ['core/util'],
];

/**
 * `server/` folders, top layer first (server/README.md "Layout"). `dialogue`
 * sits above `audio` because an assistant names its espeak-ng voice
 * (`VoiceSpec`, owned by `audio/tts.ts`); `limits` holds the rate limits and
 * admission that both `http` and `calls`/`chat` use; `storage` holds the
 * durable state's interface and its SQLite adapter (docs/durable-state.md);
 * `metrics` holds the Prometheus registry, reported to through callbacks that
 * `server/index.ts` wires (docs/platform.md "Metrics").
 */
const SERVER_LAYERS = [
  ['http'],
  ['calls', 'chat'],
  ['messages'],
  ['dialogue'],
  ['audio', 'limits', 'storage', 'metrics'],
];

/** One rule per folder: nothing from its own layer or the layers above. */
function layerRules(root, layers) {
  const rules = [];
  layers.forEach((layer, i) => {
    const above = layers.slice(0, i + 1).flat();
    for (const folder of layer) {
      const forbidden = above.filter((f) => f !== folder);
      if (forbidden.length === 0) continue;
      rules.push({
        name: `layers/${root}/${folder}`,
        severity: 'error',
        comment: `${root}/${folder} may import only folders below its layer in .dependency-cruiser.cjs (a folder cycle otherwise).`,
        from: { path: `^${root}/${folder}/` },
        to: { path: `^${root}/(${forbidden.join('|')})/` },
      });
    }
  });
  const known = layers.flat().join('|');
  // Roots that hold placed folders (`common` of `common/call`) are not folders of their own.
  const parents = [
    ...new Set(
      layers
        .flat()
        .filter((f) => f.includes('/'))
        .map((f) => f.split('/')[0]),
    ),
  ];
  const unplaced = [`^${root}/(?!(${[known, ...parents].join('|')})/)[^/]+/`];
  for (const parent of parents)
    unplaced.push(
      `^${root}/${parent}/(?!(${known
        .split('|')
        .filter((f) => f.startsWith(`${parent}/`))
        .map((f) => f.slice(parent.length + 1))
        .join('|')})/)[^/]+/`,
    );
  for (const path of unplaced) {
    rules.push({
      name: `layers/${root}/unplaced`,
      severity: 'error',
      comment: `every ${root}/ folder needs a layer in .dependency-cruiser.cjs.`,
      from: { path },
      to: { path: '^(src|server)/' },
    });
    rules.push({
      name: `layers/${root}/unplaced`,
      severity: 'error',
      comment: `every ${root}/ folder needs a layer in .dependency-cruiser.cjs.`,
      from: {},
      to: { path },
    });
  }
  return rules;
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'a module cycle.',
      from: {},
      to: { circular: true },
    },
    ...layerRules('src', SRC_LAYERS),
    ...layerRules('server', SERVER_LAYERS),
    {
      name: 'server/only-protocol-and-util-from-src',
      severity: 'error',
      comment:
        'the server shares only the wire types (src/core/protocol) and plain helpers (src/core/util) with the browser code.',
      from: { path: '^server/' },
      to: { path: '^src/', pathNot: '^src/core/(protocol|util)/' },
    },
    {
      name: 'server/sqlite-only-in-storage',
      severity: 'error',
      comment:
        'Only server/storage/ talks to the database; the domains use its interface (docs/durable-state.md "Storage").',
      from: { path: '^(server|scripts)/', pathNot: '^server/storage/' },
      to: { path: '(^|/)node_modules/better-sqlite3/' },
    },
    {
      name: 'server/no-react',
      severity: 'error',
      comment: 'no React on the server.',
      from: { path: '^server/' },
      to: { path: '(^|/)node_modules/(react|react-dom|scheduler|@r2wc/[^/]+|@lit/react)/' },
    },
    {
      name: 'src/protocol-and-util-stand-alone',
      severity: 'error',
      comment:
        'src/core/util imports nothing from the rest of src/ (nor server/), and src/core/protocol only src/core/util (its JSON guards and text helpers).',
      from: { path: '^src/core/(protocol|util)/' },
      to: { path: '^(src|server)/', pathNot: '^src/core/($1|util)/' },
    },
    {
      name: 'src/core-imports-no-ui',
      severity: 'error',
      comment:
        'the core (protocol, API client, chat client, voice client and its transports) imports nothing outside src/core/: no element, no shared UI, no entry.',
      from: { path: '^src/core/' },
      to: { path: '^(src/(?!core/)|server/|demo-host/)' },
    },
    {
      name: 'src/core-no-react-no-css',
      severity: 'error',
      comment: 'the core renders nothing: no React, no r2wc, no stylesheet.',
      from: { path: '^src/core/' },
      to: {
        path: '((^|/)node_modules/(react|react-dom|scheduler|@r2wc/[^/]+|@lit/react)/|\\.css(\\?inline)?$)',
      },
    },
    {
      name: 'src/elements-apart',
      severity: 'error',
      comment:
        "an element folder imports neither another element's folder (it uses the tag) nor the React wrapper or the entries.",
      from: { path: `^src/(${ELEMENTS.join('|')})/` },
      to: { path: `^src/((${ELEMENTS.join('|')})/|react/|[^/]+\\.tsx?$)`, pathNot: '^src/$1/' },
    },
    {
      name: 'src/common-below-elements',
      severity: 'error',
      comment:
        'src/common serves the elements; it imports no element folder, the React wrapper or an entry.',
      from: { path: '^src/common/' },
      to: { path: `^src/((${ELEMENTS.join('|')})/|react/|[^/]+\\.tsx?$)` },
    },
    {
      name: 'src/no-demo-host',
      severity: 'error',
      comment:
        'the bundle never imports the demo host page (demo-host/ uses the bundle, not the other way round).',
      from: { path: '^src/' },
      to: { path: '^demo-host/' },
    },
    {
      name: 'server/audio-dialogue-below-transport',
      severity: 'error',
      comment: 'server/audio and server/dialogue know nothing of HTTP, calls or chat.',
      from: { path: '^server/(audio|dialogue)/' },
      to: { path: '^server/(http|calls|chat)/' },
    },
    {
      name: 'server/understand-stands-alone',
      severity: 'error',
      comment:
        'typed-turn understanding is a layer of its own under the dialogue: server/dialogue/understand imports nothing from server/dialogue outside itself (it has its own intents, solutions and languages; the dialogue maps them, server/dialogue/understood.ts).',
      from: { path: '^server/dialogue/understand/' },
      to: { path: '^server/dialogue/', pathNot: '^server/dialogue/understand/' },
    },
    {
      name: 'server/calls-chat-below-http',
      severity: 'error',
      comment: 'server/calls and server/chat know nothing of HTTP routing.',
      from: { path: '^server/(calls|chat)/' },
      to: { path: '^server/http/' },
    },
    {
      name: 'tests/nothing-imports-tests',
      severity: 'error',
      comment:
        'the bundle, the server and the scripts import nothing from tests/: helpers the scripts share with the tests live in scripts/lib/.',
      from: { path: '^(src|server|scripts|demo-host)/' },
      to: { path: '^tests/' },
    },
    {
      name: 'tests/only-code-under-test-and-helpers',
      severity: 'error',
      comment:
        'tests/ imports the code it tests (src/, server/, demo-host/, the example webhook, the CDN build), its own helpers and the shared ones in scripts/lib/; never a benchmark or a check, which run when imported.',
      from: { path: '^tests/' },
      to: {
        dependencyTypesNot: ['core'],
        pathNot: [
          '(^|/)node_modules/',
          '^(src|server|tests|demo-host)/',
          '^scripts/lib/',
          '^scripts/examples/webhook\\.ts$',
          '^scripts/build/cdn\\.ts$',
        ],
      },
    },
    {
      name: 'scripts/lib-stands-alone',
      severity: 'error',
      comment:
        'scripts/lib/ holds what scripts and tests share; it imports no benchmark, check, build or example script.',
      from: { path: '^scripts/lib/' },
      to: { path: '^scripts/(?!lib/)' },
    },
    {
      name: 'server/index-is-the-entry',
      severity: 'error',
      comment: 'server/index.ts starts the server; only tests and scripts import it.',
      from: { pathNot: '^(tests|scripts)/' },
      to: { path: '^server/index\\.ts$' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
    },
  },
};
