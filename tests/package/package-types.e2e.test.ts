/**
 * The package's declaration files (`dist/types`, mapped by `package.json`
 * `exports`) from a consumer's point of view: a fresh project with
 * plain `moduleResolution: bundler`, no `allowImportingTsExtensions`, imports
 * every entry and type-checks, with no other package installed (React,
 * nanoevents and daily-js are bundled, not dependencies). Runs after `npm run build`.
 */
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { compilerErrors, errorFile, runCompiler, TSC } from '../support/compiler.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
let dir = '';

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    strict: true,
    noEmit: true,
    lib: ['ES2023', 'DOM'],
    types: [],
  },
  include: ['main.ts', 'bad.ts'],
};

const GOOD = `import { VoiceDemoElement, VoiceCallButtonElement, VoiceWidgetElement, type VoiceEventDetailMap, type Lang } from 'voice-widgets';
import { VoiceWidgetElement as PartnerWidget } from 'voice-widgets/widget';
const widget: VoiceWidgetElement = document.createElement('voice-widget');
widget.open = true;
const partnerCtor: typeof PartnerWidget = VoiceWidgetElement;
const status: 'idle' | 'connecting' | 'connected' | 'speaking' | 'reconnecting' | 'on-hold' = document.createElement('voice-call-button').call.status;
document.addEventListener('voice-chat-message', (e) => { const role: 'user' | 'assistant' = e.detail.role; console.log(role, partnerCtor, status, VoiceDemoElement); });
import { createPlatformClient, ApiError, routes } from 'voice-widgets/platform-client';
const demo: VoiceDemoElement = document.createElement('voice-demo');
const button: VoiceCallButtonElement = document.createElement('voice-call-button');
document.addEventListener('voice-lang-change', (e) => { const lang: Lang = e.detail.lang; const traditional: Lang = 'zh-Hant'; console.log(lang, traditional, demo, button); });
document.addEventListener('voice-volume-level', (e) => { const level: number = e.detail; console.log(level); });
const progress: VoiceEventDetailMap['voice-call-start-progress'] | undefined = undefined;
const api = createPlatformClient({ token: 't' });
void api.assistant.get({ id: 'a' }).catch((e: unknown) => e instanceof ApiError && e.status);
// @ts-expect-error a missing path parameter is a compile error for consumers too
void api.assistant.get({});
console.log(progress, routes.length);
`;

/**
 * One compiler run over the consumer project, which both of its tests read:
 * `main.ts` must type-check, and `bad.ts` (the same code with a wrong event
 * detail type) must not.
 */
let consumer: Promise<{ code: number; output: string }> | undefined;
function consumerCheck(): Promise<{ code: number; output: string }> {
  consumer ??= (async () => {
    await writeFile(join(dir, 'main.ts'), GOOD);
    await writeFile(
      join(dir, 'bad.ts'),
      `${GOOD}\ndocument.addEventListener('voice-lang-change', (e) => { const n: number = e.detail.lang; console.log(n); });\n`,
    );
    return runCompiler(TSC, dir);
  })();
  return consumer;
}

/** The compiler's error lines about the file named `file`. */
const errorsIn = (output: string, file: string) =>
  compilerErrors(output).filter((line) => errorFile(line) === file);

beforeAll(async () => {
  if (!existsSync(resolve(ROOT, 'dist/types/index.d.ts')))
    throw new Error('dist/types is missing: run `npm run build` first.');
  dir = await mkdtemp(join(tmpdir(), 'consumer-'));
  // Only the package itself: React, nanoevents and daily-js are bundled into
  // the script, not dependencies, so the types must not need them either.
  // A copy, not a symlink: through a symlink TypeScript would resolve imports
  // from the real path and find this repository's node_modules.
  const pkg = join(dir, 'node_modules/voice-widgets');
  await mkdir(join(pkg, 'dist'), { recursive: true });
  await cp(resolve(ROOT, 'dist/types'), join(pkg, 'dist/types'), { recursive: true });
  await cp(resolve(ROOT, 'package.json'), join(pkg, 'package.json'));
  await writeFile(join(dir, 'tsconfig.json'), JSON.stringify(TSCONFIG));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe("the platform SDK's own DTOs (docs/platform-client.md)", { concurrent: true }, () => {
  it('values typed with @vapi-ai/server-sdk interfaces pass to the REST client without casts', async () => {
    const sdkDir = join(dir, 'sdk');
    await mkdir(join(sdkDir, 'node_modules/@vapi-ai'), { recursive: true });
    await cp(join(dir, 'node_modules/voice-widgets'), join(sdkDir, 'node_modules/voice-widgets'), {
      recursive: true,
    });
    await symlink(
      resolve(ROOT, 'node_modules/@vapi-ai/server-sdk'),
      join(sdkDir, 'node_modules/@vapi-ai/server-sdk'),
    );
    // The SDK is a server package: its types need Node's.
    await mkdir(join(sdkDir, 'node_modules/@types'), { recursive: true });
    await symlink(
      resolve(ROOT, 'node_modules/@types/node'),
      join(sdkDir, 'node_modules/@types/node'),
    );
    await symlink(
      resolve(ROOT, 'node_modules/undici-types'),
      join(sdkDir, 'node_modules/undici-types'),
    );
    await writeFile(
      join(sdkDir, 'tsconfig.json'),
      JSON.stringify({
        ...TSCONFIG,
        compilerOptions: { ...TSCONFIG.compilerOptions, types: ['node'] },
        include: ['sdk.ts'],
      }),
    );
    await writeFile(
      join(sdkDir, 'sdk.ts'),
      `import type { Vapi } from '@vapi-ai/server-sdk';
import { createPlatformClient } from 'voice-widgets/platform-client';
const api = createPlatformClient({ token: 'private-key' });
const assistant: Vapi.CreateAssistantDto = { name: 'Sofía', firstMessage: 'Hola' };
const overrides: Vapi.AssistantOverrides = { variableValues: { language: 'es' } };
const squad: Vapi.CreateSquadDto = { members: [] };
void api.assistant.create(assistant);
void api.assistant.update({ id: 'a' }, assistant);
void api.squad.create(squad);
void api.call.createWeb({ assistant, assistantOverrides: overrides });
void api.call.createWeb({ squad });
`,
    );
    const { output } = await runCompiler(TSC, sdkDir);
    expect(output).toBe('');
  });
});

describe('package types (exports → dist/types)', { concurrent: true }, () => {
  it('a consumer project imports both entries and type-checks', async () => {
    const { output } = await consumerCheck();
    expect(errorsIn(output, 'main.ts'), output).toEqual([]);
    // Every error the compiler reports is in bad.ts.
    expect(compilerErrors(output).length, output).toBe(errorsIn(output, 'bad.ts').length);
  });

  it('and the types are real: a wrong event detail type is caught', async () => {
    const { code, output } = await consumerCheck();
    expect(code).not.toBe(0);
    expect(errorsIn(output, 'bad.ts').join('\n')).toMatch(/error TS2322/);
  });
});
