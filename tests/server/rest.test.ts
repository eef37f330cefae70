// @vitest-environment node
/**
 * The local platform's HTTP side (docs/platform.md "REST"): auth, payload
 * errors, the 201 shape, GET of a call, CORS, the open timeout, and the demo
 * site served (docs/platform.md "The served pages").
 */
import { describe, expect, it } from 'vitest';

import { sleep } from '../../scripts/lib/call-client.ts';
import {
  api,
  createCall,
  getCall,
  KEY,
  upgradeStatus,
  useTestPlatform,
} from '../support/server.ts';

const fixture = useTestPlatform({ timing: { openTimeoutMs: 300 } });

function post(
  body: string | undefined,
  init: { auth?: boolean | string; contentType?: string } = {},
): Promise<Response> {
  return api(fixture.platform, '/api/call/web', {
    method: 'POST',
    ...(body === undefined ? {} : { body }),
    headers: { 'Content-Type': init.contentType ?? 'application/json' },
    ...(init.auth === undefined ? {} : { auth: init.auth }),
  });
}

async function expectError(res: Response, status: number, code: string): Promise<void> {
  expect(res.status).toBe(status);
  expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  expect(res.headers.get('access-control-allow-origin')).toBe('*');
  // The real platform's shape (docs/vapi-compat.md "Error bodies") plus our machine code.
  const body = (await res.json()) as {
    message: string;
    error: string;
    statusCode: number;
    code: string;
  };
  expect(body.code).toBe(code);
  expect(body.statusCode).toBe(res.status);
  expect(typeof body.error).toBe('string');
  expect(body.error.length).toBeGreaterThan(0);
  expect(typeof body.message).toBe('string');
  expect(body.message.length).toBeGreaterThan(0);
}

const ok = JSON.stringify({ assistantId: 'sofia' });

describe('POST /api/call/web', () => {
  it('401 without a bearer key', async () => {
    await expectError(await post(ok, { auth: false }), 401, 'unauthorized');
  });

  it('401 with a wrong key, a key of another length, or another scheme', async () => {
    await expectError(await post(ok, { auth: 'test-kez' }), 401, 'unauthorized');
    await expectError(await post(ok, { auth: 'x' }), 401, 'unauthorized');
    const basic = await fetch(new URL('api/call/web', fixture.platform.url), {
      method: 'POST',
      body: ok,
      headers: { Authorization: `Basic ${KEY}` },
    });
    await expectError(basic, 401, 'unauthorized');
  });

  it('400 for a body that is not JSON, not an object, or empty', async () => {
    await expectError(await post('{"assistantId": '), 400, 'bad-request');
    await expectError(await post('[1,2]'), 400, 'bad-request');
    await expectError(await post('"sofia"'), 400, 'bad-request');
    await expectError(await post('null'), 400, 'bad-request');
    await expectError(await post(undefined), 400, 'bad-request');
  });

  it('400 for a body over 64 KiB', async () => {
    const big = JSON.stringify({ assistantId: 'sofia', pad: 'x'.repeat(70 * 1024) });
    await expectError(await post(big), 400, 'bad-request');
  });

  it('400 without an assistant; squads and workflows are unsupported-on-local-platform, naming what to use', async () => {
    await expectError(await post(JSON.stringify({})), 400, 'bad-request');
    await expectError(await post(JSON.stringify({ assistant: 'x' })), 400, 'bad-request');
    await expectError(
      await post(JSON.stringify({ assistant: { firstMessage: '' } })),
      400,
      'bad-request',
    );
    await expectError(await post(JSON.stringify({ assistantId: 42 })), 400, 'bad-request');
    for (const body of [
      { squadId: 'x' },
      { squad: { members: [] } },
      { workflowId: 'w' },
      { workflow: {} },
    ]) {
      const res = await post(JSON.stringify(body));
      expect(res.status).toBe(400);
      const error = (await res.json()) as { code: string; message: string };
      expect(error.code).toBe('unsupported-on-local-platform');
      expect(error.message).toMatch(/assistantId.*inline assistant/);
    }
  });

  it('201 for an inline assistant: first message, name and language kept; model and cloud voice ignored with warnings', async () => {
    const res = await post(
      JSON.stringify({
        assistant: {
          name: 'Marta',
          firstMessage: 'שלום, כאן מרתה',
          model: { provider: 'openai', model: 'gpt-4o' },
          voice: { provider: '11labs', voiceId: 'abc' },
          transcriber: { provider: 'deepgram', language: 'he-IL' },
        },
      }),
    );
    expect(res.status).toBe(201);
    const call = (await res.json()) as {
      language: string;
      assistant: { name: string; firstMessage: string; voice: { voiceId: string } };
      warnings: string[];
    };
    expect(call.language).toBe('he');
    expect(call.assistant).toMatchObject({ name: 'Marta', firstMessage: 'שלום, כאן מרתה' });
    expect(call.warnings).toHaveLength(2);
    expect(call.warnings.join(' ')).toMatch(/11labs.*not available offline/);
    expect(call.warnings.join(' ')).toMatch(/assistant\.model/);
    // An espeak-ng voice is honoured; the override's language wins over the transcriber's.
    const local = (await (
      await post(
        JSON.stringify({
          assistant: {
            voice: { provider: 'espeak-ng', voiceId: 'es+m3' },
            transcriber: { language: 'he' },
          },
          assistantOverrides: { variableValues: { language: 'es' } },
        }),
      )
    ).json()) as {
      language: string;
      assistant: { voice: { voiceId: string } };
      warnings?: string[];
    };
    expect(local).toMatchObject({ language: 'es', assistant: { voice: { voiceId: 'es+m3' } } });
    expect(local.warnings).toBeUndefined();
  });

  it('400 for a language that is not a string, or overrides that are not objects', async () => {
    for (const overrides of [
      { variableValues: { language: 1 } },
      { variableValues: { language: '' } },
      { variableValues: 'es' },
      'es',
    ]) {
      await expectError(
        await post(JSON.stringify({ assistantId: 'sofia', assistantOverrides: overrides })),
        400,
        'bad-request',
      );
    }
  });

  it('201 in English for a language the platform does not speak (fr, xx-YY, not a tag), warnings naming it', async () => {
    for (const language of ['fr', 'fr-FR', 'zz-Latn-XX', 'not a tag!']) {
      const res = await post(
        JSON.stringify({
          assistantId: 'sofia',
          assistantOverrides: { variableValues: { language } },
        }),
      );
      expect(res.status, language).toBe(201);
      const call = (await res.json()) as {
        language: string;
        assistant: { firstMessage: string; voice: { voiceId: string } };
        warnings?: string[];
      };
      expect(call.language).toBe('en');
      expect(call.assistant.firstMessage).toMatch(/^Good morning, thank you for calling TeleNova/);
      expect(call.assistant.voice.voiceId).toMatch(/^en/);
      expect(call.warnings).toHaveLength(1);
      expect(call.warnings![0]).toContain(JSON.stringify(language));
      expect(call.warnings![0]).toMatch(/goes on in English/);
    }
    // A tag the platform speaks, with a region, is that language, with no warning.
    for (const [language, expected] of [
      ['en-GB', 'en'],
      ['he-IL', 'he'],
      ['iw', 'he'],
      ['es-MX', 'es'],
    ] as const) {
      const call = (await (
        await post(
          JSON.stringify({
            assistantId: 'sofia',
            assistantOverrides: { variableValues: { language } },
          }),
        )
      ).json()) as { language: string; warnings?: string[] };
      expect(call.language, language).toBe(expected);
      expect(call.warnings).toBeUndefined();
    }
    // An inline assistant whose transcriber hears French: English too, said in the warnings.
    const inline = (await (
      await post(JSON.stringify({ assistant: { transcriber: { language: 'fr-FR' } } }))
    ).json()) as { language: string; warnings: string[] };
    expect(inline.language).toBe('en');
    expect(inline.warnings.join(' ')).toMatch(/transcriber\.language "fr-FR".*English/);
  });

  it('404 for an unknown assistant', async () => {
    await expectError(
      await post(JSON.stringify({ assistantId: 'nobody' })),
      404,
      'assistant-not-found',
    );
  });

  it('201 with the call: id, queued, assistant, artifactPlan and the WebSocket transport (no webCallUrl)', async () => {
    const res = await post(
      JSON.stringify({
        assistantId: 'sofia',
        assistantOverrides: { variableValues: { language: 'es' } },
      }),
    );
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const call = (await res.json()) as Record<string, unknown> & {
      id: string;
      transport: { websocketCallUrl: string };
    };
    expect(call).toMatchObject({
      status: 'queued',
      assistantId: 'sofia',
      assistant: { name: 'Sofía', voice: { provider: 'espeak-ng' } },
      artifactPlan: { videoRecordingEnabled: false },
      transport: { provider: 'vapi.websocket' },
    });
    expect((call['assistant'] as { firstMessage: string }).firstMessage).toMatch(
      /^Buenos días, gracias por llamar a TeleNova/,
    );
    expect(call.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(call).not.toHaveProperty('webCallUrl');
    const host = new URL(fixture.platform.url).host;
    expect(call.transport.websocketCallUrl).toBe(`ws://${host}/api/call/${call.id}/ws`);
  });

  it('defaults to Spanish and speaks Hebrew on request', async () => {
    const es = await createCall(fixture.platform);
    expect(es['assistant']).toMatchObject({ name: 'Sofía' });
    const he = await createCall(fixture.platform, 'he');
    expect(he['assistant']).toMatchObject({ name: 'סופיה' });
    expect((he['assistant'] as { firstMessage: string }).firstMessage).toMatch(/טלנובה/);
  });

  it('uses wss: behind a TLS proxy (X-Forwarded-Proto: https) and the request Host', async () => {
    const res = await api(fixture.platform, '/api/call/web', {
      method: 'POST',
      body: ok,
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-Proto': 'https' },
    });
    const call = (await res.json()) as { id: string; transport: { websocketCallUrl: string } };
    expect(call.transport.websocketCallUrl).toBe(
      `wss://${new URL(fixture.platform.url).host}/api/call/${call.id}/ws`,
    );
  });

  it('405 for another method, 404 JSON for an unknown API path', async () => {
    await expectError(await api(fixture.platform, '/api/call/web'), 405, 'method-not-allowed');
    await expectError(await api(fixture.platform, '/api/nothing'), 404, 'not-found');
  });

  it('answers CORS preflights with 204', async () => {
    const res = await fetch(new URL('api/call/web', fixture.platform.url), {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://partner.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Authorization/i);
    expect(res.headers.get('access-control-allow-headers')).toMatch(/Content-Type/i);
  });

  it("allows the request headers other web clients send (Vapi's own clients add their own), but only plain header names", async () => {
    const preflight = (headers: string) =>
      fetch(new URL('api/chat/web', fixture.platform.url), {
        method: 'OPTIONS',
        headers: {
          Origin: 'https://partner.example',
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': headers,
        },
      });
    const vapi = await preflight('authorization, content-type, x-client-id');
    expect(vapi.status).toBe(204);
    expect(vapi.headers.get('access-control-allow-headers')).toBe(
      'Authorization, Content-Type, x-client-id',
    );
    expect(vapi.headers.get('vary')).toMatch(/Access-Control-Request-Headers/);
    for (const bad of [
      'x-a b',
      Array.from({ length: 21 }, (_, i) => `x-h${i}`).join(','),
      'x-évil',
    ]) {
      expect((await preflight(bad)).headers.get('access-control-allow-headers')).toBe(
        'Authorization, Content-Type',
      );
    }
  });
});

describe('GET /api/call/{id}', () => {
  it('returns the call with its status; 401 without the key; 404 for an unknown id', async () => {
    const call = await createCall(fixture.platform);
    const got = await getCall(fixture.platform, call.id);
    expect(got).toMatchObject({
      id: call.id,
      status: 'queued',
      assistantId: 'sofia',
      transport: call.transport,
    });
    expect(typeof got['createdAt']).toBe('string');
    await expectError(
      await api(fixture.platform, `/api/call/${call.id}`, { auth: false }),
      401,
      'unauthorized',
    );
    await expectError(
      await api(fixture.platform, '/api/call/00000000-0000-0000-0000-000000000000'),
      404,
      'call-not-found',
    );
    await expectError(await api(fixture.platform, '/api/call/%E0%A4%A'), 404, 'call-not-found');
  });

  it('a call whose socket is never opened ends silence-timed-out (open timeout), and its socket is then refused 409', async () => {
    const call = await createCall(fixture.platform);
    await sleep(450);
    const got = await getCall(fixture.platform, call.id);
    expect(got).toMatchObject({ status: 'ended', endedReason: 'silence-timed-out' });
    expect(typeof got['endedAt']).toBe('string');
    expect(await upgradeStatus(call.transport.websocketCallUrl)).toBe(409);
  });
});

describe('the demo site', () => {
  it('serves demo-host/ at the root, compressed', async () => {
    const res = await fetch(fixture.platform.url, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(await res.text()).toMatch(/<voice-demo/);
  });

  it('answers unknown paths with 404.html and status 404', async () => {
    const res = await fetch(new URL('no/such/page', fixture.platform.url));
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toMatch(/404/);
  });
});
