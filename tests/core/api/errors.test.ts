// @vitest-environment node
/**
 * Failure behaviour of the one request path (docs/behaviour.md §7: "A non-ok response is
 * thrown with its parsed body as the error"), against a real local server:
 * 4xx JSON, 5xx text, timeout, abort, connection refused, bad responses and
 * requests refused before sending.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import {
  ApiError,
  createPlatformClient,
  createWebCall,
  type PlatformClient,
  PlatformError,
  request,
} from '../../../src/core/api/index.ts';
import {
  json,
  type RecordingServer,
  startRecordingServer,
  text,
} from '../../support/recording-server.ts';

let server: RecordingServer;
let api: PlatformClient;

beforeAll(async () => {
  server = await startRecordingServer();
  api = createPlatformClient({ baseUrl: server.baseUrl, token: 'tok' });
});
afterAll(() => server.close());
beforeEach(() => server.reset());

/** Runs `run`, expects it to reject, and returns the rejection. */
async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}

describe('non-ok responses → ApiError', () => {
  it('4xx with a JSON body: status, method, path and the parsed body', async () => {
    server.handle((_req, res) =>
      json(res, 404, { message: 'Assistant not found', code: 'NOT_FOUND' }),
    );
    const error = await failure(() => api.assistant.get({ id: 'asst/1' }));

    expect(error).toBeInstanceOf(ApiError);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      name: 'ApiError',
      code: 'api-error',
      status: 404,
      method: 'GET',
      path: '/assistant/asst%2F1',
      body: { message: 'Assistant not found', code: 'NOT_FOUND' },
      message: 'GET /assistant/asst%2F1 failed with 404 Not Found: Assistant not found',
    });
  });

  it("the message carries the server's words: validation lists, the local platform's shape, short text; never control characters", async () => {
    server.handle((_req, res) =>
      json(res, 400, {
        message: ['name must be a string', 'model is required'],
        error: 'Bad Request',
        statusCode: 400,
      }),
    );
    const message = async (run: () => Promise<unknown>) => ((await failure(run)) as Error).message;
    expect(await message(() => api.assistant.create({}))).toBe(
      'POST /assistant failed with 400 Bad Request: name must be a string; model is required',
    );
    server.handle((_req, res) =>
      json(res, 401, {
        error: { code: 'unauthorized', message: 'missing or wrong bearer public key' },
      }),
    );
    expect(await message(() => api.call.list())).toMatch(
      /failed with 401 Unauthorized: missing or wrong bearer public key$/,
    );
    server.handle((_req, res) => text(res, 502, 'bad\u0007 gateway\n'));
    expect(await message(() => api.call.list())).toMatch(
      /failed with 502 Bad Gateway: bad gateway$/,
    );
    server.handle((_req, res) => json(res, 500, { ok: false }));
    expect(await message(() => api.call.list())).toMatch(/failed with 500 Internal Server Error$/);
  });

  it('5xx with a text body: the body is the text', async () => {
    server.handle((_req, res) => text(res, 502, 'upstream exploded'));
    const error = await failure(() => api.call.create({ assistantId: 'a' }));
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 502,
      method: 'POST',
      path: '/call',
      body: 'upstream exploded',
    });
  });

  it('reads application/problem+json as JSON', async () => {
    server.handle((_req, res) =>
      json(res, 422, { errors: ['name'] }, 'application/problem+json; charset=utf-8'),
    );
    const error = await failure(() => api.squad.create({}));
    expect(error).toMatchObject({ status: 422, body: { errors: ['name'] } });
  });

  it('keeps the text when a JSON error body is malformed, and undefined when it is empty', async () => {
    server.handle((_req, res) => text(res, 500, '{"oops', 'application/json'));
    expect(await failure(() => api.tool.list())).toMatchObject({
      code: 'api-error',
      status: 500,
      body: '{"oops',
    });

    server.handle((_req, res) => {
      res.writeHead(401);
      res.end();
    });
    const error = await failure(() => api.tool.list());
    expect(error).toMatchObject({ code: 'api-error', status: 401 });
    expect((error as ApiError).body).toBeUndefined();
  });
});

describe('successful responses', () => {
  it('returns undefined for 204, text for non-JSON bodies', async () => {
    server.handle((_req, res) => {
      res.writeHead(204);
      res.end();
    });
    await expect(api.assistant.delete({ id: 'a' })).resolves.toBeUndefined();

    server.handle((_req, res) => text(res, 200, 'id,status\n1,ended\n', 'text/csv'));
    await expect(api.callV2.export()).resolves.toBe('id,status\n1,ended\n');
  });

  it('returns arrays as arrays', async () => {
    server.handle((_req, res) => json(res, 200, [{ id: 'a' }, { id: 'b' }]));
    await expect(api.assistant.list()).resolves.toEqual([{ id: 'a' }, { id: 'b' }]);
  });

  it('throws invalid-response for malformed JSON in a 2xx response, with the SyntaxError as cause', async () => {
    server.handle((_req, res) => text(res, 200, '{not json', 'application/json'));
    const error = await failure(() => api.assistant.list());
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 'invalid-response', method: 'GET', path: '/assistant' });
    expect((error as PlatformError).cause).toBeInstanceOf(SyntaxError);
  });
});

describe('timeout', () => {
  it('rejects with code timeout when the server never answers; the TimeoutError is the cause', async () => {
    server.handle(() => {}); // never answers
    const started = performance.now();
    const error = await failure(() => api.assistant.list({ timeoutMs: 80 }));
    const elapsedMs = performance.now() - started;

    expect(server.requests).toHaveLength(1);
    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({
      code: 'timeout',
      method: 'GET',
      path: '/assistant',
      message: 'GET /assistant timed out after 80 ms',
    });
    const cause = (error as PlatformError).cause;
    expect(cause).toBeInstanceOf(DOMException);
    expect((cause as DOMException).name).toBe('TimeoutError');
    // Not before its 80 ms (a lower bound: a busy machine only makes it later).
    expect(elapsedMs).toBeGreaterThanOrEqual(70);
  });

  it('also covers reading the body: headers sent, body stalls', async () => {
    server.handle((_req, res) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.write('[{"id":');
    });
    expect(await failure(() => api.file.list({ timeoutMs: 80 }))).toMatchObject({
      code: 'timeout',
    });
  });

  it('uses the client-wide timeoutMs when the call sets none', async () => {
    server.handle(() => {});
    const quick = createPlatformClient({ baseUrl: server.baseUrl, token: 't', timeoutMs: 50 });
    expect(await failure(() => quick.session.list())).toMatchObject({
      code: 'timeout',
      message: 'GET /session timed out after 50 ms',
    });
  });

  it('holds even when a custom fetch ignores the signal', async () => {
    const stuck = createPlatformClient({
      token: 't',
      timeoutMs: 30,
      fetch: () => new Promise<Response>(() => {}),
    });
    expect(await failure(() => stuck.org.list())).toMatchObject({ code: 'timeout' });
  });

  it('refuses a timeoutMs that is not > 0 without sending', async () => {
    expect(await failure(() => api.org.list({ timeoutMs: 0 }))).toMatchObject({
      code: 'invalid-request',
    });
    expect(await failure(() => api.org.list({ timeoutMs: Number.NaN }))).toMatchObject({
      code: 'invalid-request',
    });
    expect(server.requests).toHaveLength(0);
  });
});

describe('abort by the caller', () => {
  it('rejects with code aborted, distinct from timeout, with the signal reason as cause', async () => {
    server.handle(() => {});
    const controller = new AbortController();
    const reason = new Error('user hung up');
    const pending = failure(() => api.call.list({ signal: controller.signal, timeoutMs: 10_000 }));
    await server.nextRequest();
    controller.abort(reason);
    const error = await pending;

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'aborted', method: 'GET', path: '/call' });
    expect((error as PlatformError).cause).toBe(reason);
  });

  it('does not send at all when the signal is already aborted', async () => {
    const reason = new DOMException('gone', 'AbortError');
    const error = await failure(() => api.call.list({ signal: AbortSignal.abort(reason) }));
    expect(error).toMatchObject({ code: 'aborted' });
    expect((error as PlatformError).cause).toBe(reason);
    expect(server.requests).toHaveLength(0);
  });

  it('aborts the web call the same way', async () => {
    server.handle(() => {});
    const controller = new AbortController();
    const pending = failure(() =>
      createWebCall(
        { baseUrl: server.baseUrl, token: 'pk' },
        { assistantId: 'a' },
        { signal: controller.signal },
      ),
    );
    await server.nextRequest();
    controller.abort();
    expect(await pending).toMatchObject({ code: 'aborted', method: 'POST', path: '/call/web' });
  });
});

describe('network failure', () => {
  it('rejects with code network-error on a refused connection, keeping the fetch error as cause', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const offline = createPlatformClient({ baseUrl: `http://127.0.0.1:${port}`, token: 't' });
    const error = await failure(() => offline.assistant.list());

    expect(error).toBeInstanceOf(PlatformError);
    expect(error).toMatchObject({ code: 'network-error', method: 'GET', path: '/assistant' });
    const cause = (error as PlatformError).cause;
    expect(cause).toBeInstanceOf(TypeError);
    expect((cause as TypeError & { cause?: { code?: string } }).cause?.code).toBe('ECONNREFUSED');
  });
});

describe('requests refused before sending (invalid-request)', () => {
  it('refuses a missing, empty or dot-segment path parameter', async () => {
    const untyped = api.assistant.get as (...args: unknown[]) => Promise<unknown>;
    for (const params of [{}, { id: '' }, { id: '.' }, { id: '..' }, { id: 5 }]) {
      const error = await failure(() => untyped(params));
      expect(error).toMatchObject({
        code: 'invalid-request',
        method: 'GET',
        path: '/assistant/{id}',
      });
    }
    expect(await failure(() => untyped('asst_1'))).toMatchObject({ code: 'invalid-request' });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses query values it cannot serialise', async () => {
    const untyped = api.call.list as (...args: unknown[]) => Promise<unknown>;
    expect(await failure(() => untyped({ query: { filter: { a: 1 } } }))).toMatchObject({
      code: 'invalid-request',
    });
    expect(
      await failure(() => api.call.list({ query: { since: new Date('nope') } })),
    ).toMatchObject({ code: 'invalid-request' });
    expect(server.requests).toHaveLength(0);
  });

  it('refuses an array as a JSON body (the type accepts any object, so SDK DTO interfaces pass)', async () => {
    const error = await failure(() => api.assistant.create([{ name: 'Ana' }]));
    expect(error).toMatchObject({ code: 'invalid-request', method: 'POST', path: '/assistant' });
    expect((error as PlatformError).message).toMatch(/not an array/);
    expect(server.requests).toHaveLength(0);
  });

  it('refuses a JSON body that cannot be serialised, keeping the error as cause', async () => {
    const cyclic: Record<string, unknown> = {};
    cyclic['self'] = cyclic;
    const error = await failure(() => api.workflow.create(cyclic));
    expect(error).toMatchObject({ code: 'invalid-request', method: 'POST', path: '/workflow' });
    expect((error as PlatformError).cause).toBeInstanceOf(TypeError);
  });

  it('refuses bearer routes with an empty token, but sends the webhook without one', async () => {
    const anonymous = createPlatformClient({ baseUrl: server.baseUrl, token: '' });
    expect(await failure(() => anonymous.assistant.list())).toMatchObject({
      code: 'invalid-request',
    });
    expect(server.requests).toHaveLength(0);

    await anonymous.credential.webhook({ event: 'x' });
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('refuses a baseUrl that is not an absolute http(s) URL', () => {
    expect(() => createPlatformClient({ token: 't', baseUrl: 'api.example.com' })).toThrow(
      PlatformError,
    );
    expect(() => createPlatformClient({ token: 't', baseUrl: 'ftp://api.example.com' })).toThrow(
      /http/,
    );
  });
});

describe('web call (docs/behaviour.md §3)', () => {
  it('sends POST /call/web with bearer and JSON through the shared request path', async () => {
    server.handle((_req, res) =>
      json(res, 201, {
        id: 'c1',
        webCallUrl: 'https://rooms.example/c1',
        assistant: { voice: { provider: 'vapi' } },
        extra: 1,
      }),
    );
    const config = { baseUrl: server.baseUrl, token: 'public-key' };
    const call = await createWebCall(config, {
      squadId: 'sq_1',
      assistantOverrides: { variableValues: { name: 'Ana' } },
    });

    expect(call.id).toBe('c1');
    expect(call.webCallUrl).toBe('https://rooms.example/c1');
    expect(call.assistant?.voice?.provider).toBe('vapi');
    const [req] = server.requests;
    expect(req?.method).toBe('POST');
    expect(req?.path).toBe('/call/web');
    expect(req?.headers.authorization).toBe('Bearer public-key');
    expect(req?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req?.body.toString() ?? '')).toEqual({
      squadId: 'sq_1',
      assistantOverrides: { variableValues: { name: 'Ana' } },
    });
  });

  it('accepts the WebSocket transport shape (docs/platform.md): transport.websocketCallUrl and no webCallUrl', async () => {
    const body = {
      id: 'c2',
      status: 'queued',
      transport: {
        provider: 'vapi.websocket',
        websocketCallUrl: 'ws://127.0.0.1:4173/api/call/c2/ws',
      },
      artifactPlan: { videoRecordingEnabled: false },
    };
    server.handle((_req, res) => json(res, 201, body));
    const call = await createWebCall(
      { baseUrl: server.baseUrl, token: 'pk' },
      { assistantId: 'a' },
    );
    expect(call.webCallUrl).toBe(''); // no Daily room: filled in as '' so the type stays string
    expect(call.transport?.websocketCallUrl).toBe('ws://127.0.0.1:4173/api/call/c2/ws');
    expect(await api.call.createWeb({ assistantId: 'a' })).toEqual({ ...body, webCallUrl: '' });
  });

  it.each([
    ['no webCallUrl', { id: 'c1' }, 'webCallUrl: expected a non-empty string'],
    [
      'neither webCallUrl nor transport.websocketCallUrl',
      { id: 'c1', transport: { provider: 'vapi.websocket' } },
      'webCallUrl: expected a non-empty string',
    ],
    [
      'an empty webCallUrl and no socket URL',
      { id: 'c1', webCallUrl: '' },
      'webCallUrl: expected a non-empty string',
    ],
    [
      'a websocketCallUrl that is not ws(s)',
      { id: 'c1', transport: { websocketCallUrl: 'https://r/ws' } },
      'transport.websocketCallUrl: expected a ws: or wss: URL',
    ],
    [
      'a websocketCallUrl that is not a URL',
      { id: 'c1', transport: { websocketCallUrl: 'not a url' } },
      'transport.websocketCallUrl: expected a ws: or wss: URL',
    ],
    [
      'a callToken that is not a string',
      { id: 'c1', webCallUrl: 'https://r/room', transport: { callToken: 42 } },
      'transport.callToken: expected a string, got number',
    ],
    [
      'a transport that is not an object',
      { id: 'c1', webCallUrl: 'https://r', transport: 'websocket' },
      'transport: expected an object, got string',
    ],
    [
      'a webCallUrl that is not a string',
      { id: 'c1', webCallUrl: 3, transport: { websocketCallUrl: 'ws://r' } },
      'webCallUrl: expected a string, got number',
    ],
    [
      'empty id',
      { id: '', webCallUrl: 'https://r' },
      'id: expected a non-empty string, got string',
    ],
    [
      'wrong artifactPlan type',
      { id: 'c1', webCallUrl: 'https://r', artifactPlan: { videoRecordingEnabled: 'yes' } },
      'artifactPlan.videoRecordingEnabled: expected a boolean, got string',
    ],
    [
      'wrong voice provider type',
      { id: 'c1', webCallUrl: 'https://r', assistant: { voice: { provider: 3 } } },
      'assistant.voice.provider: expected a string, got number',
    ],
    [
      'an array',
      [{ id: 'c1', webCallUrl: 'https://r' }],
      '(body): expected a JSON object, got array',
    ],
  ])(
    'rejects a 2xx response with %s as invalid-response naming the field (both entry points)',
    async (_label, body, problem) => {
      server.handle((_req, res) => json(res, 200, body));
      const viaFunction = await failure(() =>
        createWebCall({ baseUrl: server.baseUrl, token: 'pk' }, { assistantId: 'a' }),
      );
      const viaClient = await failure(() => api.call.createWeb({ assistantId: 'a' }));
      for (const error of [viaFunction, viaClient]) {
        expect(error).toMatchObject({
          code: 'invalid-response',
          method: 'POST',
          path: '/call/web',
        });
        expect((error as Error).message).toContain(problem);
      }
    },
  );
});

describe('configuration is per instance', () => {
  it('keeps each client’s token and base URL (with path prefix) apart', async () => {
    const one = createPlatformClient({ baseUrl: `${server.baseUrl}/one/`, token: 'key-one' });
    const two = createPlatformClient({ baseUrl: `${server.baseUrl}/two`, token: 'key-two' });
    await one.assistant.list();
    await two.assistant.list();
    await one.squad.list();
    expect(server.requests.map((r) => [r.path, r.headers.authorization])).toEqual([
      ['/one/assistant', 'Bearer key-one'],
      ['/two/assistant', 'Bearer key-two'],
      ['/one/squad', 'Bearer key-one'],
    ]);
  });

  it('calls a custom fetch as a plain function (no "Illegal invocation" with window.fetch)', async () => {
    const seen: unknown[] = [];
    function strictFetch(this: unknown, input: string, init: RequestInit): Promise<Response> {
      seen.push(this);
      return fetch(input, init);
    }
    const custom = createPlatformClient({
      baseUrl: server.baseUrl,
      token: 't',
      fetch: strictFetch,
    });
    await custom.token.list();
    expect(seen).toEqual([undefined]);
  });

  it('does not see later changes to the config object', async () => {
    const config = { baseUrl: server.baseUrl, token: 'before' };
    const client = createPlatformClient(config);
    config.token = 'after';
    await client.token.list();
    expect(server.requests[0]?.headers.authorization).toBe('Bearer before');
  });
});

describe('request (low level)', () => {
  it('defaults to bearer auth and no body', async () => {
    const body = await request(
      { baseUrl: server.baseUrl, token: 'k' },
      { method: 'GET', path: '/org/{id}/auth', pathParams: { id: 'o 1' } },
    );
    expect(body).toEqual({ echo: 'GET /org/o%201/auth' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer k');
    expect(server.requests[0]?.headers['content-type']).toBeUndefined();
  });
});
