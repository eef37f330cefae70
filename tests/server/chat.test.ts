// @vitest-environment node
/**
 * The local platform's web chat (docs/platform.md "Web chat"):
 * `POST /api/chat/web` streamed and not, driven by the dialogue engine to
 * `capture_lead` in es and he, sessions (404 when unknown, expiry, retry
 * replay), limits (429, cap 503), bad bodies, and cancellation.
 */
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ChatSessions } from '../../server/chat/sessions.ts';
import { type Assistant, loadAssistants } from '../../server/dialogue/assistants.ts';
import type { RunningPlatform } from '../../server/index.ts';
import { api, CHAT_LIMITS_LIFTED, startTestPlatform } from '../support/server.ts';

let platform: RunningPlatform;
beforeAll(async () => {
  platform = await startTestPlatform({
    presynthesize: 'none',
    chatDeltaIntervalMs: 0,
    chatLimits: CHAT_LIMITS_LIFTED,
  });
});
afterAll(() => platform.close());

function chat(body: Record<string, unknown>, auth: boolean | string = true): Promise<Response> {
  return api(platform, '/api/chat/web', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
    auth,
  });
}

interface Streamed {
  sessionId: string;
  text: string;
  deltas: number;
  tools: Array<{ id: string; function: { name: string; arguments: string } }>;
}

async function streamed(res: Response): Promise<Streamed> {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const out: Streamed = { sessionId: '', text: '', deltas: 0, tools: [] };
  const parser = createParser({
    onEvent(e) {
      const data = JSON.parse(e.data) as { sessionId: string; path: string; delta: string };
      out.sessionId = data.sessionId;
      if (data.path.includes('tool_calls')) out.tools.push(JSON.parse(data.delta));
      else {
        expect(data.path).toMatch(/^chat\.output\[\d\]\.content$/);
        out.text += data.delta;
        out.deltas++;
      }
    },
  });
  parser.feed(await res.text());
  return out;
}

describe('POST /api/chat/web', () => {
  it.each([
    [
      'es',
      ['hola', 'Me llamo Carlos', '612 345 678', 'Una centralita con extensiones', 'sí'],
      /Carlos/,
      '+34612345678',
      /^Perfecto: le resalto en la página .* Entendido\. Confirmo sus datos: Carlos, .* ¿Es correcto\?$/,
      'Listo, la tiene resaltada en la página.',
    ],
    [
      'he',
      ['שלום', 'שמי דני', '052-555-0147', 'מרכזייה עם שלוחות', 'כן'],
      /דני/,
      '+972525550147',
      /^מצוין, אני מסמנת לך בדף .* הבנתי\. אני מאשרת את הפרטים: דני, .* האם הכול נכון\?$/,
      'הנה, זה מסומן לך בדף.',
    ],
  ] as const)(
    '%s: a streamed chat reaches show_solution, whose reply already asks for the confirmation; the ToolMessage only adds a short line; capture_lead',
    async (language, inputs, nameRe, phone, needRe, shownText) => {
      let sessionId: string | undefined;
      const replies: Streamed[] = [];
      const send = async (input: unknown): Promise<Streamed> => {
        const reply = await streamed(
          await chat({
            assistantId: 'sofia',
            input,
            stream: true,
            assistantOverrides: { variableValues: { language } },
            ...(sessionId ? { sessionId } : {}),
          }),
        );
        sessionId ??= reply.sessionId;
        expect(reply.sessionId).toBe(sessionId);
        replies.push(reply);
        return reply;
      };
      for (const input of inputs.slice(0, 4)) await send(input);
      // The need: the page is asked to show the solution; the page's answer comes as Vapi's ToolMessage.
      // The same reply asks for the read-back, so it offers yes / no as quick replies (not awaited).
      const show = replies[3]!.tools;
      expect(show.map((t) => [t.function.name, JSON.parse(t.function.arguments)])).toEqual([
        ['show_solution', { solution: 'sip-extension' }],
        ['show_quick_replies', { replies: language === 'es' ? ['Sí', 'No'] : ['כן', 'לא'] }],
      ]);
      expect(replies[3]!.text).toMatch(needRe);
      const shown = await send([
        {
          role: 'tool',
          tool_call_id: show[0]!.id,
          content: '{"shown":"Integración con su centralita"}',
        },
      ]);
      expect(shown.text).toBe(shownText);
      expect(shown.tools).toEqual([]);
      const last = await send(inputs[4]);
      // A greeting that is not a name gets the assistant's first message, then the script.
      expect(replies[0]!.text).toMatch(language === 'es' ? /Con quién tengo el gusto/ : /\S/);
      expect(replies[1]!.text).toMatch(nameRe);
      expect(replies[1]!.deltas).toBeGreaterThan(3); // a word at a time
      expect(last.tools).toHaveLength(1);
      expect(last.tools[0]!.function.name).toBe('capture_lead');
      expect(JSON.parse(last.tools[0]!.function.arguments)).toMatchObject({ phone });
    },
  );

  it('a chat whose page never answers the tool loses no turn: the next message answers the confirmation; late and failed answers; bad tool messages 400', async () => {
    const first = (await (
      await chat({ assistantId: 'sofia', input: 'Me llamo Ana', stream: false })
    ).json()) as { sessionId: string };
    const next = async (
      input: unknown,
      sessionId = first.sessionId,
    ): Promise<{
      output: Array<{
        content: string | null;
        tool_calls?: Array<{ id: string; function: { name: string } }>;
      }>;
    }> => (await (await chat({ sessionId, input, stream: false })).json()) as never;
    await next('612345678');
    const need = await next('un número virtual');
    const call = need.output
      .flatMap((o) => o.tool_calls ?? [])
      .find((t) => t.function.name === 'show_solution');
    expect(call?.id).toMatch(/^call_/);
    expect(need.output[0]!.content).toMatch(
      /^Perfecto: le resalto en la página nuestra solución de número virtual\. Entendido\. Confirmo sus datos: Ana, teléfono \+34 612 345 678, y necesita número virtual\. ¿Es correcto\?$/,
    );
    // The page never answers (Vapi's widget, a plain API call): the visitor's 'sí' is the confirmation.
    const yes = await next('sí');
    expect(yes.output.flatMap((o) => o.tool_calls ?? []).map((t) => t.function.name)).toEqual([
      'capture_lead',
    ]);
    expect(yes.output[0]!.content).toMatch(/^Perfecto\. Acabo de enviar sus datos/);
    // The answer arriving after the visitor went on says nothing.
    const late = await next([{ role: 'tool', tool_call_id: call!.id, content: 'shown' }]);
    expect(late.output).toEqual([{ role: 'assistant', content: '' }]);
    // A page that could not show it: a different short line, and the next message is the visitor's again.
    const other = (await (
      await chat({ assistantId: 'sofia', input: 'Soy Eva', stream: false })
    ).json()) as { sessionId: string };
    await next('612345678', other.sessionId);
    const need2 = await next('desvío de llamadas', other.sessionId);
    const call2 = need2.output
      .flatMap((o) => o.tool_calls ?? [])
      .find((t) => t.function.name === 'show_solution')!;
    const failed = await next(
      [{ role: 'tool', tool_call_id: call2.id, content: '{"error":"no such section"}' }],
      other.sessionId,
    );
    expect(failed.output).toEqual([
      { role: 'assistant', content: 'No he podido mostrársela en la página, pero no se preocupe.' },
    ]);
    const timedOut = await next(
      [{ role: 'tool', tool_call_id: call2.id, content: '{"error":"timeout"}' }],
      other.sessionId,
    );
    expect(timedOut.output[0]!.content).toBe(''); // answered once
    expect((await next('no', other.sessionId)).output[0]!.content).toBe(
      'De acuerdo, empecemos de nuevo. ¿Cuál es su nombre?',
    );
    for (const bad of [
      [{ role: 'tool', content: 'x' }],
      [{ role: 'tool', tool_call_id: 'call_1', content: 'x'.repeat(5000) }],
      [],
    ]) {
      expect((await chat({ sessionId: first.sessionId, input: bad })).status).toBe(400);
    }
  });

  it('the text is at output[0] also when a tool is called; sessionEnd needs a boolean', async () => {
    const first = (await (
      await chat({ assistantId: 'sofia', input: 'Me llamo Ana', stream: false })
    ).json()) as { sessionId: string };
    await chat({ sessionId: first.sessionId, input: '612345678', stream: false });
    const need = await streamed(
      await chat({ sessionId: first.sessionId, input: 'una centralita', stream: true }),
    );
    expect(need.text).toMatch(/^Perfecto: le resalto en la página/);
    expect(need.tools.map((t) => t.function.name)).toEqual(['show_solution', 'show_quick_replies']);
    const plain = (await (
      await chat({ sessionId: first.sessionId, input: '¿cuánto cuesta?', stream: false })
    ).json()) as { output: Array<{ content: string | null }> };
    expect(plain.output[0]!.content).toMatch(/^El precio depende .* ¿Son correctos sus datos\?$/);
    expect((await chat({ sessionId: first.sessionId, input: 'x', sessionEnd: 'yes' })).status).toBe(
      400,
    );
  });

  it.each([
    [
      'es',
      'soy marta, mi cel es 611223344',
      'Encantada, Marta. He anotado el +34 611 223 344. ¿Qué solución necesita para su empresa?',
    ],
    [
      'he',
      'שמי מיכל והטלפון שלי 054-1234567',
      'נעים מאוד, מיכל. רשמתי את המספר \u2066+972 54 123 4567\u2069. איזה פתרון העסק שלך צריך?',
    ],
  ] as const)(
    '%s: one message with name and phone leads straight to the need question',
    async (language, input, expected) => {
      const res = await chat({
        assistantId: 'sofia',
        input,
        stream: false,
        assistantOverrides: { variableValues: { language } },
      });
      const body = (await res.json()) as { sessionId: string; output: Array<{ content: string }> };
      expect(body.output[0]!.content).toBe(expected);
      // The next message is the need: with name and phone known, the read-back follows.
      const next = (await (
        await chat({
          sessionId: body.sessionId,
          input: language === 'es' ? 'desvío de llamadas' : 'הפניית שיחות',
          stream: false,
        })
      ).json()) as typeof body;
      expect(next.output[0]!.content).toMatch(
        language === 'es'
          ? /Confirmo sus datos: Marta, teléfono \+34 611 223 344,/
          : /אני מאשרת את הפרטים: מיכל,/,
      );
    },
  );

  it('answers without stream in Vapi shape, and continues the session', async () => {
    const res = await chat({ assistantId: 'sofia', input: 'Me llamo Ana', stream: false });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      id: string;
      sessionId: string;
      output: Array<{ role: string; content: string }>;
    };
    expect(body.id).toMatch(/^chat_/);
    expect(body.output).toEqual([{ role: 'assistant', content: expect.stringContaining('Ana') }]);
    const next = (await (
      await chat({ sessionId: body.sessionId, input: '612345678' })
    ).json()) as typeof body;
    expect(next.sessionId).toBe(body.sessionId);
    expect(next.output[0]!.content).toMatch(/612 345 678/);
  });

  it('an unknown or expired session starts a new one, as on Vapi; bad bodies 400; no key 401; GET 405', async () => {
    const unknown = await chat({
      assistantId: 'sofia',
      sessionId: 'nope',
      input: 'Me llamo Ana',
      stream: false,
    });
    expect(unknown.status).toBe(200);
    const fresh = (await unknown.json()) as {
      sessionId: string;
      output: Array<{ content: string }>;
    };
    expect(fresh.sessionId).not.toBe('nope');
    expect(fresh.output[0]!.content).toMatch(/Encantada, Ana/);
    expect((await chat({ assistantId: 'sofia', input: '' })).status).toBe(400);
    expect((await chat({ assistantId: 'sofia', input: 'x'.repeat(2001) })).status).toBe(400);
    expect((await chat({ assistantId: 'sofia' })).status).toBe(400);
    expect(
      (
        await chat({
          assistantId: 'sofia',
          input: 'hola',
          assistantOverrides: { variableValues: { language: 7 } },
        })
      ).status,
    ).toBe(400);
    expect((await chat({ assistantId: 'nobody', input: 'hola' })).status).toBe(404);
    expect((await chat({ assistantId: 'sofia', input: 'hola' }, false)).status).toBe(401);
    expect(
      (await api(platform, '/api/chat/web', { body: 'not json', method: 'POST' })).status,
    ).toBe(400);
    expect((await api(platform, '/api/chat/web')).status).toBe(405);
    // As on /api/call/web: an inline assistant is taken; squads are not.
    const inline = (await (
      await chat({
        assistant: { firstMessage: 'Hola, soy Marta.', transcriber: { language: 'es-ES' } },
        input: 'hola',
      })
    ).json()) as { output: Array<{ content: string }> };
    expect(inline.output[0]!.content).toBe('Hola, soy Marta.');
    expect(await (await chat({ squadId: 's', input: 'hola' })).json()).toMatchObject({
      statusCode: 400,
      code: 'unsupported-on-local-platform',
    });
    // A list of messages: the last user entry is the input.
    const list = await chat({
      assistantId: 'sofia',
      input: [{ role: 'user', content: 'Me llamo Eva' }],
    });
    expect(
      ((await list.json()) as { output: Array<{ content: string }> }).output[0]!.content,
    ).toMatch(/Eva/);
  });
});

describe('ChatSessions limits', () => {
  let sofia: Assistant;
  beforeAll(async () => {
    sofia = (await loadAssistants()).get('sofia') as Assistant;
  });
  const script = () => sofia.languages.es!;

  it('caps live sessions (503), new sessions per address (429), and messages per second (429)', () => {
    const chats = new ChatSessions({
      maxSessions: 3,
      sessionsPerMinute: 2,
      sessionsAlive: 10,
      messagesPerSecond: 1,
      messageBurst: 2,
      idleMs: 1000,
    });
    expect('id' in chats.create('a', 'sofia', 'es', script(), 0)).toBe(true);
    expect('id' in chats.create('a', 'sofia', 'es', script(), 1)).toBe(true);
    expect(chats.create('a', 'sofia', 'es', script(), 2)).toMatchObject({ status: 429 });
    expect('id' in chats.create('b', 'sofia', 'es', script(), 3)).toBe(true);
    expect(chats.create('c', 'sofia', 'es', script(), 4)).toMatchObject({
      status: 503,
      code: 'too-many-sessions',
    });
    expect(chats.takeMessage('a', 0)).toBeUndefined();
    expect(chats.takeMessage('a', 0)).toBeUndefined();
    expect(chats.takeMessage('a', 0)).toMatchObject({ status: 429 });
    expect(chats.takeMessage('b', 0)).toBeUndefined(); // other clients are not affected
    expect(chats.takeMessage('a', 1000)).toBeUndefined(); // refilled
  });

  it('a retried input whose reply was not delivered gets the same reply; a delivered one advances', () => {
    const chats = new ChatSessions();
    const s = chats.create('a', 'sofia', 'es', script(), 0);
    if (!('id' in s)) throw new Error('refused');
    expect(chats.reply(s, 'hola').text).toMatch(/Con quién tengo el gusto/); // the greeting
    const askPhone = chats.reply(s, 'Me llamo Rosa');
    expect(askPhone.text).toMatch(/Rosa/);
    // Not delivered (the stream was cut): the same input replays the same reply.
    expect(chats.reply(s, 'Me llamo Rosa')).toBe(askPhone);
    s.last = s.last && { ...s.last, delivered: true };
    // Delivered: the same words are a new turn (the name taken again, the phone asked again), not the replay.
    const turns = s.turns;
    expect(chats.reply(s, 'Me llamo Rosa')).not.toBe(askPhone);
    expect(s.turns).toBe(turns + 1);
  });

  it('forgets sessions idle longer than idleMs and cancels their stream', () => {
    const chats = new ChatSessions({
      maxSessions: 10,
      sessionsPerMinute: 10,
      sessionsAlive: 10,
      messagesPerSecond: 1,
      messageBurst: 1,
      idleMs: 1000,
    });
    const s = chats.create('a', 'sofia', 'es', script(), 0);
    if (!('id' in s)) throw new Error('refused');
    let cancelled = false;
    s.cancelStream = () => (cancelled = true);
    expect(chats.get(s.id, 900)).toBe(s); // used: refreshed
    expect(chats.get(s.id, 1800)).toBe(s);
    expect(chats.get(s.id, 2801)).toBeUndefined();
    expect(cancelled).toBe(true);
    expect(chats.size).toBe(0);
  });
});
