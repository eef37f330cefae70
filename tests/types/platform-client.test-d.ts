/**
 * Type tests of the platform client (docs/behaviour.md §3, §7). Checked by
 * `tsc --noEmit -p tsconfig.json`; never executed. Every `@ts-expect-error`
 * line must fail to compile, or tsc reports the directive as unused.
 */
import { expectTypeOf } from 'vitest';

import {
  createPlatformClient,
  createWebCall,
  type PathParams,
  type PlatformClient,
  type PlatformConfig,
  request,
  type RouteName,
  routes,
  type Unspecified,
  type WebCallResponse,
} from '../../src/core/api/index.ts';

declare const api: PlatformClient;
declare const file: File;
declare const config: PlatformConfig;

export function pathParameters(): void {
  // Derived from the template.
  expectTypeOf<PathParams<'/assistant/{id}'>>().toEqualTypeOf<{ readonly id: string }>();
  expectTypeOf<PathParams<'/test-suite/{id}/run/{runId}'>>().toEqualTypeOf<{
    readonly id: string;
    readonly runId: string;
  }>();
  expectTypeOf<PathParams<'/{provider}/workflows/{id}/hooks'>>().toEqualTypeOf<{
    readonly provider: string;
    readonly id: string;
  }>();

  void api.assistant.get({ id: 'a' });
  void api.testSuite.runs.get({ id: 's', runId: 'r' });
  void api.org.removeMember({ id: 'o', userId: 'u' });
  void api.provider.listWorkflowHooks({ provider: 'gohighlevel', id: 'w' });

  // @ts-expect-error missing {id}
  void api.assistant.get();
  // @ts-expect-error missing {id}: an empty object is not enough
  void api.assistant.get({});
  // @ts-expect-error missing {runId}
  void api.testSuite.runs.get({ id: 's' });
  // @ts-expect-error missing {userId}
  void api.org.removeMember({ id: 'o' });
  // @ts-expect-error misspelt {id}
  void api.call.delete({ ID: 'c' });
  // @ts-expect-error ids are strings
  void api.call.get({ id: 42 });
  // @ts-expect-error a bare string is not the params object
  void api.squad.get('sq');
  // @ts-expect-error routes without placeholders take no params argument
  void api.assistant.list({ id: 'a' });

  // The low-level request checks params against a literal template too.
  void request(config, { method: 'GET', path: '/assistant/{id}', pathParams: { id: 'a' } });
  // @ts-expect-error missing pathParams for a template with {id}
  void request(config, { method: 'GET', path: '/assistant/{id}' });
  const badParams = {
    method: 'GET',
    path: '/assistant/{id}',
    pathParams: { assistantId: 'a' },
  } as const;
  // @ts-expect-error pathParams must name the template's placeholders
  void request(config, badParams);
}

export function queries(): void {
  void api.call.list({
    query: { limit: 10, tag: ['a', 'b'], createdAtGt: new Date(), cursor: undefined },
  });
  void api.logs.delete({ query: { callId: 'c' } });
  // @ts-expect-error nested objects are not serialisable query values
  void api.call.list({ query: { filter: { status: 'ended' } } });
  // @ts-expect-error the query goes in options, not as a positional object
  void api.callV2.list({ limit: 10 });
}

export function bodies(): void {
  void api.assistant.create({ name: 'Ana', model: { provider: 'openai' } });
  void api.assistant.update({ id: 'a' }, { name: 'Ana' });
  void api.credential.webhook({ any: 'thing' });
  void api.file.upload({ file });
  void api.file.create({ file, purpose: 'knowledge' });
  void api.provider.cloneElevenLabsVoice(new FormData());

  // @ts-expect-error JSON routes need a body
  void api.assistant.create();
  // @ts-expect-error the body is an object, not a string
  void api.tool.update({ id: 't' }, 'name=x');
  // @ts-expect-error GET routes take no body: this second argument is read as options
  void api.assistant.get({ id: 'a' }, { name: 'Ana' });
  // @ts-expect-error multipart needs a file (or a FormData)
  void api.file.upload({ purpose: 'knowledge' });
  // @ts-expect-error multipart files are Blobs
  void api.file.upload({ file: 'faq.pdf' });
  // @ts-expect-error multipart fields cannot be nested objects
  void api.file.upload({ file, meta: { a: 1 } });
}

export function webCall(): void {
  expectTypeOf(api.call.createWeb({ assistantId: 'a' })).resolves.toEqualTypeOf<WebCallResponse>();
  expectTypeOf(createWebCall(config, { squadId: 's' })).resolves.toEqualTypeOf<WebCallResponse>();
  void api.call.createWeb({
    assistant: { name: 'inline' },
    assistantOverrides: { variableValues: {} },
  });
  void api.call.createWeb({ workflowId: 'w', workflowOverrides: {} });
  void api.call.createWeb({ squad: { members: [] } });

  // docs/behaviour.md §3 response fields are typed.
  expectTypeOf<WebCallResponse['id']>().toEqualTypeOf<string>();
  expectTypeOf<WebCallResponse['webCallUrl']>().toEqualTypeOf<string>();
  expectTypeOf<
    NonNullable<WebCallResponse['artifactPlan']>['videoRecordingEnabled']
  >().toEqualTypeOf<boolean | undefined>();
  expectTypeOf<
    NonNullable<NonNullable<WebCallResponse['assistant']>['voice']>['provider']
  >().toEqualTypeOf<string | undefined>();

  // @ts-expect-error docs/behaviour.md §5: at least one of assistant, squad or workflow
  void api.call.createWeb({});
  // @ts-expect-error overrides alone are not enough
  void createWebCall(config, { assistantOverrides: {} });
  // @ts-expect-error assistantId is a string
  void createWebCall(config, { assistantId: 7 });
  // @ts-expect-error inline assistant is an object, not an id
  void createWebCall(config, { assistant: 'asst_1' });
  // @ts-expect-error not a docs/behaviour.md §3 field (typo of assistantId)
  void createWebCall(config, { assistantID: 'a' });
  // @ts-expect-error a payload is required
  void createWebCall(config);
  // @ts-expect-error only docs/behaviour.md §3 response fields are typed
  void ((r: WebCallResponse) => r.status);
}

export function responses(): void {
  // Unspecified shapes stay unknown: list routes may answer with arrays.
  expectTypeOf(api.assistant.list()).resolves.toEqualTypeOf<Unspecified>();
  expectTypeOf(api.assistant.list()).resolves.toBeUnknown();
}

export function tableAndConfig(): void {
  expectTypeOf<RouteName>().toExtend<string>();
  expectTypeOf<'testSuite.runs.delete'>().toExtend<RouteName>();
  expectTypeOf<'call.createWeb'>().toExtend<RouteName>();
  // @ts-expect-error no invented routes
  expectTypeOf<'assistant.clone'>().toExtend<RouteName>();
  expectTypeOf(routes[0].method).toEqualTypeOf<'POST'>();

  void createPlatformClient({
    token: 't',
    baseUrl: 'http://localhost:1',
    timeoutMs: 1000,
    fetch: globalThis.fetch,
  });
  // @ts-expect-error token is required
  void createPlatformClient({ baseUrl: 'http://localhost:1' });
  // @ts-expect-error no such namespace
  void api.assistants;
  // @ts-expect-error no such method
  void api.assistant.clone;
  // @ts-expect-error PUT exists only on /assistant/{id}
  void api.squad.replace;
}
