// @vitest-environment node
/**
 * Templates on the local platform (docs/platform.md "Variables", "Page context"): Liquid in the
 * first message, the other lines and the system prompt, filled from
 * `assistantOverrides.variableValues` and the built-ins; bad templates refused (stored: at load,
 * inline or override: 400 naming the field); `assistantOverrides.firstMessage`; page context in
 * a chat's and a call's history, unanswered.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { CallClient, waitUntil } from '../../scripts/lib/call-client.ts';
import { loadAssistants, parseAssistant } from '../../server/dialogue/assistants.ts';
import { DEFAULT_ASSISTANTS_DIR } from '../../server/dialogue/assistants.ts';
import { personalize } from '../../server/dialogue/personalize.ts';
import { renderTemplate, templateProblem, variablesOf } from '../../server/dialogue/templates.ts';
import { api, startReceiver, useTestPlatform } from '../support/server.ts';

const NOON = new Date('2024-01-01T12:05:00Z');
/** The bundled assistant's data file, as JSON. */
const sofia = JSON.parse(
  readFileSync(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), 'utf8'),
) as Record<string, unknown>;

describe('renderTemplate', () => {
  it('fills variables and the default, upcase, downcase and date filters', () => {
    const vars = { customerName: 'Lucía', plan: 'Pro', when: '2025-03-04T10:00:00Z' };
    expect(renderTemplate('Hola {{customerName}}', vars, NOON)).toBe('Hola Lucía');
    expect(renderTemplate('{{plan | upcase}} {{plan | downcase}}', vars, NOON)).toBe('PRO pro');
    expect(renderTemplate('Hola {{nombre | default: "amigo"}}', vars, NOON)).toBe('Hola amigo');
    expect(renderTemplate('{{when | date: "%d/%m/%Y"}}', vars, NOON)).toBe('04/03/2025');
  });

  it('a missing variable renders empty, as on Vapi', () => {
    expect(renderTemplate('Hola {{customerName}}.', {}, NOON)).toBe('Hola .');
  });

  it("has Vapi's built-ins in UTC; a variable of the same name wins", () => {
    expect(renderTemplate('{{now}} | {{date}} | {{time}} | {{year}}', {}, NOON)).toBe(
      'Jan 1, 2024 12:05 PM | Jan 1, 2024 | 12:05 PM | 2024',
    );
    expect(renderTemplate('{{month}} {{day}}', {}, NOON)).toBe('January 1');
    expect(renderTemplate('{{year}}', { year: 1999 }, NOON)).toBe('1999');
  });

  it('reads no file and stops a runaway loop (memory bound)', () => {
    expect(() => renderTemplate('{% include "/etc/passwd" %}', {})).toThrow(/ENOENT|lookup/);
    expect(() => renderTemplate('{% for i in (1..100000000) %}xxxxxxxxxx{% endfor %}', {})).toThrow(
      /limit/,
    );
  });

  it('a render that a busy machine stalls by 120 ms still fills its variables', () => {
    // Liquid's time bound reads the clock: after its first reading, every reading is 120 ms later.
    const real = performance.now.bind(performance);
    let readings = 0;
    const clock = vi
      .spyOn(performance, 'now')
      .mockImplementation(() => real() + (readings++ > 0 ? 120 : 0));
    try {
      expect(renderTemplate('Hola {{customerName}}, soy Sofía.', { customerName: 'Lucía' })).toBe(
        'Hola Lucía, soy Sofía.',
      );
      expect(readings).toBeGreaterThan(1);
    } finally {
      clock.mockRestore();
    }
  });

  it('templateProblem: undefined for plain text and valid templates; names the parse error', () => {
    expect(templateProblem('Hola')).toBeUndefined();
    expect(templateProblem('Hola {{ name | default: "x" }}')).toBeUndefined();
    expect(templateProblem('Hola {{ name')).toMatch(/not a valid template.*not closed/);
    expect(templateProblem('{{ name | nope }}')).toMatch(/undefined filter: nope/);
  });

  it('variablesOf cuts string values to 1000 characters, keeping numbers and booleans', () => {
    expect(variablesOf({ a: 'x'.repeat(1200), b: 2, c: true })).toEqual({
      a: 'x'.repeat(1000),
      b: 2,
      c: true,
    });
    expect(variablesOf(undefined)).toEqual({});
  });
});

function withLine(text: string, where: 'firstMessage' | 'script'): unknown {
  const copy = structuredClone(sofia) as unknown as {
    languages: { es: { firstMessage: { text: string }; script: Array<{ text: string }> } };
  };
  if (where === 'firstMessage') copy.languages.es.firstMessage.text = text;
  else (copy.languages.es.script[1] as { text: string }).text = text;
  return copy;
}

describe('stored assistants', () => {
  it('a template that does not parse is refused at load, naming the field', () => {
    expect(() => parseAssistant(withLine('Hola {{ nombre', 'firstMessage'), 'x.json')).toThrow(
      /x\.json: languages\.es\.firstMessage\.text is not a valid template/,
    );
    expect(() => parseAssistant(withLine('{{ a | bogus }}', 'script'), 'x.json')).toThrow(
      /languages\.es\.script\[1\]\.text is not a valid template/,
    );
    const prompt = {
      ...(sofia as object),
      model: { messages: [{ role: 'system', content: '{% if %}' }] },
    };
    expect(() => parseAssistant(prompt, 'x.json')).toThrow(/model\.messages\[0\]\.content/);
  });

  it('personalize renders the first message, the other lines and the system prompt; changed lines are dynamic', () => {
    const stored = parseAssistant({
      ...(withLine('Hola {{customerName | default: "amigo"}}', 'firstMessage') as object),
      model: {
        messages: [{ role: 'system', content: 'Cliente: {{customerName}}, plan {{plan}}' }],
      },
    });
    const lucia = personalize(stored, 'es', { variables: { customerName: 'Lucía', plan: 'Pro' } });
    expect(lucia.languages.es?.firstMessage).toMatchObject({ text: 'Hola Lucía', dynamic: true });
    expect(lucia.systemPrompt).toBe('Cliente: Lucía, plan Pro');
    // A line with no markup is kept as is (its audio cached).
    expect(lucia.languages.es?.script[0]).toBe(stored.languages.es?.script[0]);
    const nobody = personalize(stored, 'es', { variables: {} });
    expect(nobody.languages.es?.firstMessage.text).toBe('Hola amigo');
    const overridden = personalize(stored, 'es', {
      variables: { customerName: 'Lucía' },
      firstMessage: '¡Buenas, {{customerName}}!',
    });
    expect(overridden.languages.es?.firstMessage.text).toBe('¡Buenas, Lucía!');
  });
});

describe('over HTTP', () => {
  let dir = '';
  let hook: Awaited<ReturnType<typeof startReceiver>>;
  // The assistants directory is written before the platform starts (useTestPlatform's beforeAll runs after this one).
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'templates-'));
    hook = await startReceiver();
    const templated = withLine(
      'Hola {{customerName | default: "amigo"}}, le atiende Sofía.',
      'firstMessage',
    ) as Record<string, unknown>;
    await writeFile(
      join(dir, 'sofia.json'),
      JSON.stringify({
        ...templated,
        model: { messages: [{ role: 'system', content: 'El cliente se llama {{customerName}}.' }] },
        server: { url: hook.url },
        serverMessages: ['end-of-call-report'],
      }),
    );
  });
  afterAll(async () => {
    hook.server.close();
    await rm(dir, { recursive: true });
  });
  const fixture = useTestPlatform(() => ({
    presynthesize: 'none',
    assistantsDir: dir,
    outbox: { retryDelayMs: 10 },
    timing: { frameIntervalMs: 2 },
  }));

  /** The `messages` of the end-of-call report of the chat or call `id`, once it came. */
  function reportOf(id: string): Array<{ role: string; message: string }> | undefined {
    const report = hook.got.find(
      (p) =>
        p.body.message['type'] === 'end-of-call-report' &&
        (p.body.message['call'] as { id?: string } | undefined)?.id === id,
    );
    return report?.body.message['messages'] as Array<{ role: string; message: string }> | undefined;
  }

  function post(path: string, body: unknown): Promise<Response> {
    return api(fixture.platform, path, {
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'Content-Type': 'application/json' },
    });
  }

  it('a call: the templated first message is shown and spoken; the system prompt opens its messages', async () => {
    const res = await post('/api/call/web', {
      assistantId: 'sofia',
      assistantOverrides: { variableValues: { language: 'es', customerName: 'Lucía' } },
    });
    expect(res.status).toBe(201);
    const call = (await res.json()) as {
      id: string;
      assistant: { firstMessage: string };
      messages: Array<{ role: string; content: string }>;
    };
    expect(call.assistant.firstMessage).toBe('Hola Lucía, le atiende Sofía.');
    expect(call.messages[0]).toMatchObject({
      role: 'system',
      content: 'El cliente se llama Lucía.',
    });
    const client = fixture.track(await CallClient.connect(call as never));
    await client.waitFor(
      { type: 'speech-update', status: 'stopped', role: 'assistant' },
      1,
      20_000,
    );
    const said = client.messages.find((m) => m['type'] === 'transcript');
    expect(said?.['transcript']).toBe('Hola Lucía, le atiende Sofía.');
    // Spoken: its audio is synthesized for this call (not silence).
    expect(Math.max(...client.frames.map((f) => f.rms))).toBeGreaterThan(0.05);
    // Page context (add-message, system) is kept, not answered; a user add-message is answered.
    const before = client.messages.filter((m) => m['type'] === 'transcript').length;
    client.sendJson({
      type: 'add-message',
      message: { role: 'system', content: 'El visitante abrió la página de precios.' },
      triggerResponseEnabled: false,
    });
    client.sendJson({
      type: 'add-message',
      message: { role: 'user', content: 'Me llamo Carlos' },
      triggerResponseEnabled: true,
    });
    await waitUntil(
      () => client.messages.filter((m) => m['type'] === 'transcript').length > before,
      15_000,
    );
    const got = await (await api(fixture.platform, `/api/call/${call.id}`)).json();
    const history = (got as { messages: Array<{ role: string; content: string }> }).messages;
    expect(history.map((h) => h.role)).toEqual(
      expect.arrayContaining(['system', 'assistant', 'system', 'user']),
    );
    expect(history.find((h) => h.content.startsWith('El visitante'))?.role).toBe('system');
  }, 40_000);

  it('assistantOverrides.firstMessage replaces the stored one for that call', async () => {
    const res = await post('/api/call/web', {
      assistantId: 'sofia',
      assistantOverrides: {
        firstMessage: 'Buenas {{ customerName | upcase }}',
        variableValues: { customerName: 'ana' },
      },
    });
    expect(res.status).toBe(201);
    expect(
      ((await res.json()) as { assistant: { firstMessage: string } }).assistant.firstMessage,
    ).toBe('Buenas ANA');
  });

  it('400 naming the field for a template that does not parse (override or inline assistant), call and chat', async () => {
    for (const path of ['/api/call/web', '/api/chat/web']) {
      const input = path.includes('chat') ? { input: 'hola' } : {};
      const bad = await post(path, {
        ...input,
        assistantId: 'sofia',
        assistantOverrides: { firstMessage: 'Hola {{ nombre' },
      });
      expect(bad.status).toBe(400);
      expect(((await bad.json()) as { message: string }).message).toMatch(
        /^assistantOverrides\.firstMessage is not a valid template/,
      );
      const inline = await post(path, { ...input, assistant: { firstMessage: '{{ x | nope }}' } });
      expect(inline.status).toBe(400);
      expect(((await inline.json()) as { message: string }).message).toMatch(
        /^assistant\.firstMessage is not a valid template/,
      );
      const prompt = await post(path, {
        ...input,
        assistant: { model: { messages: [{ role: 'system', content: '{% for %}' }] } },
      });
      expect(prompt.status).toBe(400);
      expect(((await prompt.json()) as { message: string }).message).toMatch(
        /^assistant\.model\.messages\[0\]\.content is not a valid template/,
      );
    }
  });

  it('a chat: the templated first message answers a greeting; system context joins the history unanswered', async () => {
    const first = await post('/api/chat/web', {
      assistantId: 'sofia',
      input: 'hola',
      assistantOverrides: { variableValues: { language: 'es', customerName: 'Lucía' } },
    });
    expect(first.status).toBe(200);
    const reply = (await first.json()) as { sessionId: string; output: Array<{ content: string }> };
    expect(reply.output[0]?.content).toBe('Hola Lucía, le atiende Sofía.');
    const next = await post('/api/chat/web', {
      sessionId: reply.sessionId,
      input: [
        { role: 'system', content: 'El visitante mira el plan Pro.' },
        { role: 'user', content: 'Me llamo Carlos' },
      ],
    });
    expect(next.status).toBe(200);
    const answer = (await next.json()) as { output: Array<{ content: string }> };
    expect(answer.output[0]?.content).toMatch(/Carlos/);
    expect(answer.output[0]?.content).not.toMatch(/plan Pro/);
    await post('/api/chat/web', { sessionId: reply.sessionId, sessionEnd: true });
    await waitUntil(() => reportOf(reply.sessionId) !== undefined, 5000);
    const messages = reportOf(reply.sessionId) ?? [];
    expect(messages.map((m) => m.role)).toEqual(['system', 'user', 'bot', 'system', 'user', 'bot']);
    expect(messages[0]?.message).toBe('El cliente se llama Lucía.');
    expect(messages[3]?.message).toBe('El visitante mira el plan Pro.');
  });

  it('a stored assistant directory with a bad template does not load', async () => {
    const bad = await mkdtemp(join(tmpdir(), 'templates-bad-'));
    await writeFile(join(bad, 'a.json'), JSON.stringify(withLine('{{ a', 'script')));
    await expect(loadAssistants(bad)).rejects.toThrow(/a\.json: languages\.es\.script\[1\]\.text/);
    await rm(bad, { recursive: true });
  });
});
