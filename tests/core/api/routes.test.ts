// @vitest-environment node
/**
 * The route table against docs/behaviour.md §7, and every route called through the
 * client against a real local HTTP server that records each request.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { createPlatformClient, type PlatformClient, routes } from '../../../src/core/api/index.ts';
import {
  readMultipart,
  type RecordingServer,
  startRecordingServer,
} from '../../support/recording-server.ts';

// docs/behaviour.md §7 "Backend", transcribed row by row (shorthand expanded as the route
// table's header comment says). The table must match it exactly.
const SPEC_BACKEND: Record<string, string[]> = {
  Call: [
    'POST /call',
    'GET /call',
    'GET /call/{id}',
    'PATCH /call/{id}',
    'DELETE /call/{id}',
    'POST /call/phone',
    'POST /call/web',
  ],
  'Call v2': [
    'GET /v2/call/export',
    'GET /v2/call',
    'GET /v2/call/metadata',
    'GET /v2/assistant',
    'GET /v2/phone-number',
  ],
  Chat: [
    'GET /chat',
    'POST /chat',
    'GET /chat/{id}',
    'DELETE /chat/{id}',
    'POST /chat/responses',
    'POST /chat/web',
    'POST /chat/web/responses',
  ],
  Campaign: [
    'POST /campaign',
    'GET /campaign',
    'GET /campaign/paginated',
    'GET /campaign/{id}',
    'PATCH /campaign/{id}',
    'DELETE /campaign/{id}',
  ],
  Session: [
    'POST /session',
    'GET /session',
    'GET /session/{id}',
    'PATCH /session/{id}',
    'DELETE /session/{id}',
  ],
  Support: ['POST /support/ticket'],
  Assistant: [
    'POST /assistant',
    'GET /assistant',
    'GET /assistant/{id}',
    'PATCH /assistant/{id}',
    'PUT /assistant/{id}',
    'DELETE /assistant/{id}',
    'GET /assistant/{id}/version',
  ],
  'Phone number': [
    'POST /phone-number/import/twilio',
    'POST /phone-number/import/vonage',
    'POST /phone-number',
    'GET /phone-number',
    'GET /phone-number/{id}',
    'PATCH /phone-number/{id}',
    'DELETE /phone-number/{id}',
  ],
  'Tool, knowledge base, squad': ['/tool', '/knowledge-base', '/squad'].flatMap((c) => [
    `POST ${c}`,
    `GET ${c}`,
    `GET ${c}/{id}`,
    `PATCH ${c}/{id}`,
    `DELETE ${c}/{id}`,
  ]),
  File: [
    'POST /file/upload',
    'POST /file',
    'GET /file',
    'GET /file/{id}',
    'PATCH /file/{id}',
    'DELETE /file/{id}',
  ],
  Workflow: [
    'GET /workflow',
    'POST /workflow',
    'GET /workflow/{id}',
    'PATCH /workflow/{id}',
    'DELETE /workflow/{id}',
    'POST /workflow/generate',
  ],
  'Test suite': [
    'GET /test-suite',
    'POST /test-suite',
    'GET /test-suite/{id}',
    'PATCH /test-suite/{id}',
    'DELETE /test-suite/{id}',
    'GET /test-suite/{id}/test',
    'POST /test-suite/{id}/test',
    'GET /test-suite/{id}/test/{testId}',
    'PATCH /test-suite/{id}/test/{testId}',
    'DELETE /test-suite/{id}/test/{testId}',
    'GET /test-suite/{id}/run',
    'POST /test-suite/{id}/run',
    'GET /test-suite/{id}/run/{runId}',
    'PATCH /test-suite/{id}/run/{runId}',
    'DELETE /test-suite/{id}/run/{runId}',
  ],
  Analytics: ['POST /analytics'],
  Logs: ['GET /log', 'DELETE /log', 'GET /logs', 'DELETE /logs'],
  Organization: [
    'POST /org',
    'GET /org',
    'GET /org/{id}',
    'PATCH /org/{id}',
    'DELETE /org/{id}',
    'GET /org/{id}/user',
    'DELETE /org/{id}/leave',
    'DELETE /org/{id}/member/{userId}/leave',
    'POST /org/{id}/invite',
    'PATCH /org/{id}/role',
    'GET /org/{id}/auth',
  ],
  'Token, credential': [
    ...['/token', '/credential'].flatMap((c) => [
      `POST ${c}`,
      `GET ${c}`,
      `GET ${c}/{id}`,
      `PATCH ${c}/{id}`,
      `DELETE ${c}/{id}`,
    ]),
    'POST /credential/session',
    'POST /credential/webhook',
    'POST /credential/trigger',
  ],
  Template: [
    'POST /template',
    'GET /template',
    'GET /template/{id}',
    'PATCH /template/{id}',
    'DELETE /template/{id}',
    'GET /template/pinned',
  ],
  'Voice library': [
    'GET /voice-library/{provider}',
    'GET /voice-library/{provider}/accents',
    'POST /voice-library/sync/{provider}',
    'POST /voice-library/sync',
    'POST /voice-library/create-sesame-voice',
  ],
  Provider: [
    'GET /{provider}/workflows',
    'GET /{provider}/workflows/{id}/hooks',
    'GET /{provider}/locations',
    'GET /{provider}/voices/search',
    'GET /{provider}/voice/search',
    'POST /{provider}/voices/add',
    'POST /{provider}/voice/add',
    'POST /11labs/voice/clone',
  ],
};

const NAMESPACES = [
  'call',
  'callV2',
  'chat',
  'campaign',
  'session',
  'support',
  'assistant',
  'phoneNumber',
  'tool',
  'knowledgeBase',
  'squad',
  'file',
  'workflow',
  'testSuite',
  'analytics',
  'logs',
  'org',
  'token',
  'credential',
  'template',
  'voiceLibrary',
  'provider',
];

describe('route table (docs/behaviour.md §7 backend)', () => {
  const keys = routes.map((r) => `${r.method} ${r.path}`);

  it('has every method and path of docs/behaviour.md §7, none missing and none invented', () => {
    const spec = Object.values(SPEC_BACKEND).flat();
    expect(new Set(spec).size).toBe(spec.length);
    expect([...keys].sort()).toEqual([...spec].sort());
    expect(routes).toHaveLength(135);
  });

  it('has unique names and unique method + path pairs', () => {
    expect(new Set(routes.map((r) => r.name)).size).toBe(routes.length);
    expect(new Set(keys).size).toBe(routes.length);
  });

  it('sends no credential only on POST /credential/webhook (docs/behaviour.md §6)', () => {
    expect(routes.filter((r) => r.auth === 'none').map((r) => `${r.method} ${r.path}`)).toEqual([
      'POST /credential/webhook',
    ]);
  });

  it('uses multipart exactly for /file, /file/upload and /11labs/voice/clone', () => {
    expect(
      routes
        .filter((r) => r.body === 'multipart')
        .map((r) => r.path)
        .sort(),
    ).toEqual(['/11labs/voice/clone', '/file', '/file/upload']);
  });

  it('sends a body on POST, PUT and PATCH only, except POST /voice-library/sync/{provider}, which the platform takes without one', () => {
    const bodiless = new Set(['voiceLibrary.syncProvider']);
    for (const r of routes)
      expect(r.body === 'none', `${r.name}`).toBe(
        r.method === 'GET' || r.method === 'DELETE' || bodiless.has(r.name),
      );
  });

  it('builds one namespace per docs/behaviour.md §7 area on the client', () => {
    const client = createPlatformClient({ token: 't' });
    expect(Object.keys(client).sort()).toEqual([...NAMESPACES].sort());
    expect(Object.keys(client.testSuite).sort()).toEqual([
      'create',
      'delete',
      'get',
      'list',
      'runs',
      'tests',
      'update',
    ]);
    expect(Object.isFrozen(client.assistant)).toBe(true);
  });
});

// Values that need encoding: `/`, space, `?`, `#` and a non-ASCII letter.
const RAW_PARAM = 'a/b c?d#é';
const ENCODED_PARAM = 'a%2Fb%20c%3Fd%23%C3%A9';
const QUERY = {
  limit: 2,
  tag: ['a', 'b'],
  since: new Date(Date.UTC(2025, 0, 2, 3, 4, 5)),
  skip: undefined,
  deleted: false,
};
const EXPECTED_SEARCH = 'limit=2&tag=a&tag=b&since=2025-01-02T03%3A04%3A05.000Z&deleted=false';
const TOKEN = 'test-token-123';

function methodOf(client: PlatformClient, name: string): (...args: unknown[]) => Promise<unknown> {
  let node: unknown = client;
  for (const key of name.split('.')) {
    if (typeof node !== 'object' || node === null || !(key in node))
      throw new Error(`client has no ${name}`);
    node = (node as Record<string, unknown>)[key];
  }
  if (typeof node !== 'function') throw new Error(`${name} is not a function`);
  return node as (...args: unknown[]) => Promise<unknown>;
}

describe('every route through a real HTTP server', () => {
  let server: RecordingServer;
  let client: PlatformClient;

  beforeAll(async () => {
    server = await startRecordingServer();
    client = createPlatformClient({ baseUrl: server.baseUrl, token: TOKEN });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    server.reset();
    server.handle((req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const answer =
        req.path === '/call/web'
          ? {
              id: 'call_1',
              webCallUrl: 'https://rooms.example/r1',
              artifactPlan: { videoRecordingEnabled: false },
            }
          : { echo: `${req.method} ${req.target}` };
      res.end(JSON.stringify(answer));
    });
  });

  it.each(routes.map((r) => [r.name, r] as const))('%s', async (name, route) => {
    const placeholders = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '');
    const args: unknown[] = [];
    if (placeholders.length > 0)
      args.push(Object.fromEntries(placeholders.map((p) => [p, `${p}-${RAW_PARAM}`])));
    const jsonBody =
      name === 'call.createWeb'
        ? { assistantId: 'asst_1', assistantOverrides: { variableValues: { n: 1 } } }
        : { route: name, nested: { list: [1, 'two', null, true] }, text: 'ñ שלום' };
    const file = new File(['hello voice'], 'sample.wav', { type: 'audio/wav' });
    if (route.body === 'json') args.push(jsonBody);
    if (route.body === 'multipart')
      args.push({ file, name: 'Ana', labels: ['x', 'y'], skipped: undefined });
    args.push({ query: QUERY });

    const result = await methodOf(client, name)(...args);

    expect(server.requests).toHaveLength(1);
    const req = server.requests[0]!;
    const expectedPath = route.path.replace(
      /\{(\w+)\}/g,
      (_m, p: string) => `${p}-${ENCODED_PARAM}`,
    );
    expect(req.method).toBe(route.method);
    expect(req.path).toBe(expectedPath);
    expect(req.search).toBe(EXPECTED_SEARCH);
    expect(req.headers.accept).toBe('application/json');
    if (route.auth === 'bearer') expect(req.headers.authorization).toBe(`Bearer ${TOKEN}`);
    else expect(req.headers.authorization).toBeUndefined();

    if (route.body === 'json') {
      expect(req.headers['content-type']).toBe('application/json');
      expect(JSON.parse(req.body.toString('utf8'))).toEqual(jsonBody);
    } else if (route.body === 'multipart') {
      expect(req.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
      const form = await readMultipart(req);
      const sent = form.get('file');
      expect(sent).toBeInstanceOf(File);
      expect((sent as File).name).toBe('sample.wav');
      expect((sent as File).type).toBe('audio/wav');
      expect(await (sent as File).text()).toBe('hello voice');
      expect(form.get('name')).toBe('Ana');
      expect(form.getAll('labels')).toEqual(['x', 'y']);
      expect(form.has('skipped')).toBe(false);
    } else {
      expect(req.headers['content-type']).toBeUndefined();
      expect(req.body.length).toBe(0);
    }

    if (name === 'call.createWeb') {
      expect(result).toEqual({
        id: 'call_1',
        webCallUrl: 'https://rooms.example/r1',
        artifactPlan: { videoRecordingEnabled: false },
      });
    } else {
      expect(result).toEqual({ echo: `${route.method} ${expectedPath}?${EXPECTED_SEARCH}` });
    }
  });
});
