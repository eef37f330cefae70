/**
 * Framework typings from a consumer's point of view: a React 19
 * app using every element directly (`voice-widgets/react-jsx`), a React 18 app
 * using the wrappers of `voice-widgets/react` (and `react18-jsx`), and a Vue
 * SFC (`voice-widgets/vue`, checked with vue-tsc), each with typed attributes
 * and events and no casts; and wrong attribute values or event details are
 * compile errors. Fresh projects whose node_modules hold only the package's
 * published types and the framework's own types; one compiler run per
 * framework checks the apps, the README's snippets and one file that must
 * fail together, and every error must be in that file. Runs after `npm run build`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compilerErrors, errorFile, runCompiler, TSC } from '../support/compiler.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const dirs: string[] = [];

/** A consumer project with the published package and `links` (name → path in this repository's node_modules). */
async function project(links: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'framework-'));
  dirs.push(dir);
  const pkg = join(dir, 'node_modules/voice-widgets');
  await mkdir(join(pkg, 'dist'), { recursive: true });
  await cp(resolve(ROOT, 'dist/types'), join(pkg, 'dist/types'), { recursive: true });
  await cp(resolve(ROOT, 'package.json'), join(pkg, 'package.json'));
  for (const [name, target] of Object.entries(links)) {
    await mkdir(join(dir, 'node_modules', name, '..'), { recursive: true });
    await symlink(resolve(ROOT, 'node_modules', target), join(dir, 'node_modules', name));
  }
  return dir;
}

const tsconfig = (include: string[], extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    compilerOptions: {
      target: 'ES2022',
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      strict: true,
      noEmit: true,
      lib: ['ES2023', 'DOM'],
      types: [],
      preserveSymlinks: true,
      // As a consumer's project usually has it: the package's own declaration files are checked
      // whole by `npm run test:surface` and by package-types (no other package installed); here
      // it is the apps' use of them, four times faster without re-checking lib.dom and React.
      skipLibCheck: true,
      ...extra,
    },
    include,
  });

beforeAll(() => {
  if (!existsSync(resolve(ROOT, 'dist/types/frameworks/react-jsx.d.ts')))
    throw new Error('dist/types/frameworks is missing: run `npm run build` first.');
});
afterAll(async () => {
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

const REACT19_APP = `import 'voice-widgets/react-jsx';
import { useRef } from 'react';

export function App() {
  const widget = useRef<HTMLElementTagNameMap['voice-widget']>(null);
  return (
    <>
      <voice-demo lang="he" public-key="pk" assistant-id="a" api-url="/api" company-name="X" onvoice-lang-change={(e) => { const dir: 'ltr' | 'rtl' = e.detail.dir; console.log(dir); }} />
      <demo-transcript for="call" lang="es" onvoice-demo-line-change={(e) => e.detail.index.toFixed()} />
      <voice-call-button public-key="pk" assistant-id="a" require-consent panel="none" onvoice-call-report={(e) => e.detail.endedReason.toUpperCase()} onvoice-tool-call={(e) => e.detail.name} />
      <voice-widget ref={widget} public-key="pk" assistant-id="a" mode="chat" position="bottom-start" theme="dark" open heading="Hi" onvoice-chat-message={(e) => { const role: 'user' | 'assistant' = e.detail.role; console.log(role); }} onvoice-widget-toggle={(e) => e.detail.open} />
    </>
  );
}
`;

const REACT18_APP = `import 'voice-widgets/react18-jsx';
import { DemoTranscript, VoiceCallButton, VoiceDemo, VoiceWidget } from 'voice-widgets/react';

export function App() {
  return (
    <div>
      <VoiceWidget publicKey="pk" assistantId="a" mode="chat" open onVoiceChatMessage={(e) => e.detail.text.trim()} onVoiceWidgetToggle={(e) => e.detail.open} />
      <VoiceCallButton publicKey="pk" assistantId="a" onVoiceCallReport={(e) => e.detail.durationS.toFixed()} onVoiceError={(e) => e.detail.type} />
      <VoiceDemo lang="he" onVoiceLangChange={(e) => e.detail.dir} />
      <DemoTranscript for="call" onVoiceDemoLineChange={(e) => e.detail.index} />
      <voice-widget public-key="pk" mode="voice" theme="light" />
    </div>
  );
}
`;

/** The code block after `<!-- verified: name -->` in README.md. */
function snippet(name: string): string {
  const readme = readFileSync(resolve(ROOT, 'README.md'), 'utf8');
  const match = new RegExp(`<!-- verified: ${name} -->\\n\`\`\`\\w+\\n([\\s\\S]*?)\`\`\``).exec(
    readme,
  );
  if (!match) throw new Error(`README.md has no verified snippet "${name}"`);
  return match[1] as string;
}

/**
 * One type-check of a consumer project holding files that must pass (the
 * apps and README snippets) and one file that must fail: one compiler run
 * per framework. Returns the errors, each `file(line,col): error TS…`.
 */
async function check(
  bin: string,
  dir: string,
  include: Record<string, string>,
  options: Record<string, unknown> = {},
): Promise<{ code: number; errors: string[]; output: string }> {
  await writeFile(join(dir, 'tsconfig.json'), tsconfig(Object.keys(include), options));
  for (const [file, text] of Object.entries(include)) await writeFile(join(dir, file), text);
  const { code, output } = await runCompiler(bin, dir);
  return { code, output, errors: compilerErrors(output) };
}

/** Every error is in `badFile`, which has some; the other files type-check. */
function onlyIn(
  result: { code: number; errors: string[]; output: string },
  badFile: string,
): string {
  expect(result.code).not.toBe(0);
  expect(result.errors.length, result.output).toBeGreaterThan(0);
  // The compiler names files relative to its working directory: compare the file name only.
  expect(
    result.errors.filter((e) => errorFile(e) !== badFile),
    result.output,
  ).toEqual([]);
  return result.output;
}

describe('React 19: the elements in JSX (voice-widgets/react-jsx)', { concurrent: true }, () => {
  it('type-checks every element with typed attributes and events, and the README snippets as written; wrong values and details are errors', async () => {
    const dir = await project({ '@types/react': '@types/react-19', csstype: 'csstype' });
    const result = await check(TSC, dir, {
      'app.tsx': REACT19_APP,
      'readme-app.tsx': snippet('react19'),
      'readme-events.ts': snippet('events'),
      'bad.tsx': `import 'voice-widgets/react-jsx';\nexport const bad = <><voice-widget mode="video" /><voice-widget onvoice-chat-message={(e) => e.detail.nope} /></>;\n`,
    });
    const output = onlyIn(result, 'bad.tsx');
    expect(output).toMatch(/"video"/);
    expect(output).toMatch(/nope/);
  });
});

describe(
  'React 18: the wrappers (voice-widgets/react) and attributes (react18-jsx)',
  { concurrent: true },
  () => {
    it('type-checks every wrapper with typed props and onVoice… events, and the README snippet as written; wrong values and details are errors', async () => {
      const dir = await project({
        '@types/react': '@types/react',
        '@types/prop-types': '@types/prop-types',
        csstype: 'csstype',
        '@lit/react': '@lit/react',
      });
      const result = await check(TSC, dir, {
        'app.tsx': REACT18_APP,
        'readme-app.tsx': snippet('react18'),
        'bad.tsx': `import 'voice-widgets/react18-jsx';\nimport { VoiceWidget } from 'voice-widgets/react';\nexport const bad = <VoiceWidget mode="video" onVoiceCallReport={(e) => e.detail.nope} />;\n`,
      });
      const output = onlyIn(result, 'bad.tsx');
      expect(output).toMatch(/"video"/);
      expect(output).toMatch(/nope/);
    });
  },
);

describe('Vue: single-file components (voice-widgets/vue, vue-tsc)', { concurrent: true }, () => {
  const SFC = (extra = '') => `<script setup lang="ts">
import 'voice-widgets/vue';
function onMessage(e: CustomEvent<{ role: 'user' | 'assistant'; text: string; sessionId: string }>) {
  console.log(e.detail.text);
}
</script>

<template>
  <voice-demo lang="he" public-key="pk" company-name="X" @voice-lang-change="(e) => e.detail.dir" />
  <demo-transcript for="call" lang="es" @voice-demo-line-change="(e) => e.detail.index" />
  <voice-call-button public-key="pk" assistant-id="a" @voice-call-report="(e) => e.detail.endedReason" />
  <voice-widget public-key="pk" assistant-id="a" mode="chat" position="bottom-start" @voice-chat-message="onMessage" @voice-widget-toggle="(e) => e.detail.open" />
  ${extra}
</template>
`;

  it('type-checks every element with typed attributes and events, and the README snippet as written; wrong values and details are errors', async () => {
    const dir = await project({ vue: 'vue', '@vue': '@vue' });
    const result = await check(
      'node_modules/vue-tsc/bin/vue-tsc.js',
      dir,
      {
        'App.vue': SFC(),
        'Readme.vue': snippet('vue'),
        'Bad.vue': SFC('<voice-widget mode="video" @voice-chat-message="(e) => e.detail.nope" />'),
      },
      { jsx: 'preserve', preserveSymlinks: false },
    );
    const output = onlyIn(result, 'Bad.vue');
    expect(output).toMatch(/video/);
    expect(output).toMatch(/nope/);
  });
});

describe('Svelte 5: SvelteHTMLElements (voice-widgets/svelte)', { concurrent: true }, () => {
  it('types the attributes and onvoice-… listeners of every element; a wrong value is an error', async () => {
    const dir = await project({ svelte: 'svelte' });
    const ok = `import 'voice-widgets/svelte';
import type { SvelteHTMLElements } from 'svelte/elements';
export const widget: SvelteHTMLElements['voice-widget'] = { 'public-key': 'pk', mode: 'chat', open: true, 'onvoice-chat-message': (e) => e.detail.role };
export const button: SvelteHTMLElements['voice-call-button'] = { 'assistant-id': 'a', 'onvoice-call-report': (e) => e.detail.durationS };
export const demo: SvelteHTMLElements['voice-demo'] = { lang: 'he', 'onvoice-lang-change': (e) => e.detail.dir };
export const transcript: SvelteHTMLElements['demo-transcript'] = { for: 'call' };
`;
    const bad = `import 'voice-widgets/svelte';\nimport type { SvelteHTMLElements } from 'svelte/elements';\nexport const bad: SvelteHTMLElements['voice-widget'] = { mode: 'video' };\n`;
    const result = await check(
      TSC,
      dir,
      { 'check.ts': ok, 'bad.ts': bad },
      { preserveSymlinks: false },
    );
    expect(onlyIn(result, 'bad.ts')).toMatch(/video/);
  });
});

describe('README snippets', () => {
  it('Use from plain HTML: the snippet uses only documented tags and attributes', () => {
    const html = snippet('html');
    const manifest = JSON.parse(
      readFileSync(resolve(ROOT, 'dist/custom-elements.json'), 'utf8'),
    ) as { modules: { declarations?: { tagName?: string; attributes?: { name: string }[] }[] }[] };
    const declared = new Map(
      manifest.modules
        .flatMap((m) => m.declarations ?? [])
        .filter((d) => d.tagName)
        .map((d) => [d.tagName as string, new Set((d.attributes ?? []).map((a) => a.name))]),
    );
    for (const tag of html.matchAll(/<([a-z]+-[a-z-]+)([^>]*)>/g)) {
      const attributes = declared.get(tag[1] as string);
      expect(attributes, tag[1]).toBeDefined();
      for (const attr of (tag[2] as string).matchAll(/\s([a-z-]+)=/g))
        expect(attributes?.has(attr[1] as string), `${tag[1]} ${attr[1]}`).toBe(true);
    }
  });
});
