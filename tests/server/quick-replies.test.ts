// @vitest-environment node
/**
 * Quick replies over the wire (docs/platform.md "Quick replies"), in es, he and en: in a call,
 * `tool-calls` `show_quick_replies` right after the transcript of the line that asks; in chat, a
 * `tool_calls` entry of the reply. The page answers the tool call and sends the clicked label as
 * the visitor's turn: the answer is ignored, the label moves the dialogue on.
 */
import { describe, expect, it } from 'vitest';

import { CallClient } from '../../scripts/lib/call-client.ts';
import { api, CHAT_LIMITS_LIFTED, createCall, useTestPlatform } from '../support/server.ts';

const fixture = useTestPlatform({
  timing: { frameIntervalMs: 1, errorReplyIntervalMs: 0 },
  chatLimits: CHAT_LIMITS_LIFTED,
  chatDeltaIntervalMs: 0,
});

/** Per language: the answers up to the clarifying question, its two replies, the read-back's, the lead's solution and the restart line. */
const CASES = {
  es: {
    answers: ['Me llamo Ana', '612 345 678', 'Necesito fibra óptica para la oficina'],
    solutions: ['Extensión SIP / centralita', 'Desvío de llamadas'],
    yesNo: ['Sí', 'No'],
    solution: 'desvío de llamadas',
    restart: 'De acuerdo, empecemos de nuevo. ¿Cuál es su nombre?',
    clarifyLine: /^Para entenderle bien: /,
    readBackLine: /Entendido\. Confirmo sus datos: Ana, /,
  },
  he: {
    answers: ['שמי דני', '052-555-0147', 'צריך אתר אינטרנט'],
    solutions: undefined,
    yesNo: ['כן', 'לא'],
    solution: undefined,
    restart: 'בסדר, נתחיל מחדש. מה שמך?',
    clarifyLine: /^כדי שאבין נכון: /,
    readBackLine: /הבנתי\. אני מאשרת את הפרטים: דני, /,
  },
  en: {
    answers: ["I'm Mary", '+1 415 555 0132', 'we need better wifi in the store'],
    solutions: undefined,
    yesNo: ['Yes', 'No'],
    solution: undefined,
    restart: "All right, let's start again. What is your name?",
    clarifyLine: /^Just to be sure I understand: /,
    readBackLine: /Understood\. Let me confirm your details: Mary, /,
  },
} as const;

const LANGUAGES = ['es', 'he', 'en'] as const;

interface ToolCall {
  readonly id: string;
  readonly function: { readonly name: string; readonly arguments: Record<string, unknown> };
}

const STOPPED = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;

/** The tool calls a call's client received, in order, with the index of the message that carried each. */
function toolCalls(client: CallClient): { at: number; call: ToolCall }[] {
  return client.messages.flatMap((m, at) =>
    m['type'] === 'tool-calls'
      ? (m['toolCallList'] as ToolCall[]).map((call) => ({ at, call }))
      : [],
  );
}

/**
 * Waits for the `n`-th `show_quick_replies` call and checks that it follows the transcript of the
 * line that offers it (`line`): the last assistant transcript before it.
 */
async function quickReplies(
  client: CallClient,
  n: number,
  line: RegExp,
): Promise<ToolCall & { line: string }> {
  const offers = (): { at: number; call: ToolCall }[] =>
    toolCalls(client).filter((t) => t.call.function.name === 'show_quick_replies');
  const deadline = Date.now() + 15_000;
  while (offers().length < n && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  const offer = offers()[n - 1];
  expect(offer, `quick replies #${n}`).toBeDefined();
  const before = client.messages
    .slice(0, offer!.at)
    .findLast((m) => m['type'] === 'transcript' && m['role'] === 'assistant');
  const said = String(before?.['transcript']);
  expect(said).toMatch(line);
  return { ...offer!.call, line: said };
}

describe.each(LANGUAGES)('%s: in a call', (language) => {
  const c = CASES[language];

  it("the clarifying question and the read-back offer their replies after their line's transcript; the labels answer them; the tool-call-result changes nothing", async () => {
    const client = fixture.track(
      await CallClient.connect(await createCall(fixture.platform, language)),
    );
    const type = (content: string): void =>
      client.sendJson({ type: 'add-message', message: { role: 'user', content } });
    try {
      await client.waitFor(STOPPED, 1, 10_000);
      for (const [i, answer] of c.answers.entries()) {
        type(answer);
        if (i < 2) await client.waitFor(STOPPED, i + 2, 15_000);
      }
      const clarify = await quickReplies(client, 1, c.clarifyLine);
      const replies = clarify.function.arguments['replies'] as string[];
      expect(replies).toHaveLength(2);
      if (c.solutions) expect(replies).toEqual(c.solutions);
      for (const reply of replies)
        expect(clarify.line.toLocaleLowerCase(language)).toContain(
          reply.toLocaleLowerCase(language),
        );
      // The page answers the quick replies and sends the label as the visitor's turn.
      client.sendJson({
        type: 'tool-call-result',
        toolCallId: clarify.id,
        result: JSON.stringify({ chosen: replies[1] }),
      });
      type(replies[1]!);
      await client.waitFor({ type: 'tool-calls' }, 2, 15_000);
      const show = toolCalls(client).at(-1)!.call;
      expect(show.function.name).toBe('show_solution');
      client.sendJson({ type: 'tool-call-result', toolCallId: show.id, result: 'shown' });
      const readBack = await quickReplies(client, 2, c.readBackLine);
      expect(readBack.function.arguments).toEqual({ replies: c.yesNo });
      expect(readBack.line.toLocaleLowerCase(language)).toContain(
        replies[1]!.toLocaleLowerCase(language),
      );
      client.sendJson({
        type: 'tool-call-result',
        toolCallId: readBack.id,
        result: JSON.stringify({ chosen: c.yesNo[0] }),
      });
      type(c.yesNo[0]);
      await client.waitFor({ type: 'tool-calls' }, 4, 15_000);
      const lead = toolCalls(client).at(-1)!.call;
      expect(lead.function.name).toBe('capture_lead');
      expect(String(lead.function.arguments['solution']).toLocaleLowerCase(language)).toBe(
        replies[1]!.toLocaleLowerCase(language),
      );
      if (c.solution) expect(lead.function.arguments['solution']).toBe(c.solution);
      // The errors the page's answers could have caused: none.
      expect(client.count({ type: 'error' })).toBe(0);
    } finally {
      client.close();
    }
  }, 60_000);
});

describe.each(LANGUAGES)('%s: in chat', (language) => {
  const c = CASES[language];

  async function send(
    input: unknown,
    sessionId?: string,
  ): Promise<{
    sessionId: string;
    text: string;
    tools: { id: string; name: string; args: unknown }[];
  }> {
    const res = await api(fixture.platform, '/api/chat/web', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        assistantId: 'sofia',
        input,
        ...(sessionId ? { sessionId } : {}),
        assistantOverrides: { variableValues: { language } },
      }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as {
      sessionId: string;
      output: {
        content: string | null;
        tool_calls?: { id: string; function: { name: string; arguments: string } }[];
      }[];
    };
    return {
      sessionId: body.sessionId,
      text: body.output[0]!.content ?? '',
      tools: body.output
        .flatMap((o) => o.tool_calls ?? [])
        .map((t) => ({ id: t.id, name: t.function.name, args: JSON.parse(t.function.arguments) })),
    };
  }

  /** The page's answer to a tool call and the clicked label, in one request (Vapi's `ToolMessage`, then the visitor's message). */
  const click = (toolCallId: string, label: string): unknown[] => [
    { role: 'tool', tool_call_id: toolCallId, content: JSON.stringify({ chosen: label }) },
    { role: 'user', content: label },
  ];

  it('the clarifying question offers two solutions; the read-back offers yes / no; the yes label captures the lead', async () => {
    const first = await send(c.answers[0]);
    const id = first.sessionId;
    await send(c.answers[1], id);
    const clarify = await send(c.answers[2], id);
    expect(clarify.tools.map((t) => t.name)).toEqual(['show_quick_replies']);
    const replies = (clarify.tools[0]!.args as { replies: string[] }).replies;
    expect(replies).toHaveLength(2);
    if (c.solutions) expect(replies).toEqual(c.solutions);
    for (const reply of replies)
      expect(clarify.text.toLocaleLowerCase(language)).toContain(reply.toLocaleLowerCase(language));
    const readBack = await send(click(clarify.tools[0]!.id, replies[0]!), id);
    // The page's answer adds no line: the reply is the one to the label.
    expect(readBack.tools.map((t) => [t.name, t.args])).toEqual([
      ['show_solution', expect.anything()],
      ['show_quick_replies', { replies: c.yesNo }],
    ]);
    const offer = readBack.tools[1]!;
    const yes = await send(click(offer.id, c.yesNo[0]), id);
    expect(yes.tools.map((t) => t.name)).toEqual(['capture_lead']);
    expect((yes.tools[0]!.args as { solution: string }).solution.toLocaleLowerCase(language)).toBe(
      replies[0]!.toLocaleLowerCase(language),
    );
  });

  it('the no label starts again, as a typed no does', async () => {
    const first = await send(c.answers[0]);
    const id = first.sessionId;
    await send(c.answers[1], id);
    const clarify = await send(c.answers[2], id);
    const replies = (clarify.tools[0]!.args as { replies: string[] }).replies;
    const readBack = await send(replies[1]!, id);
    const offer = readBack.tools.find((t) => t.name === 'show_quick_replies')!;
    const no = await send(click(offer.id, c.yesNo[1]), id);
    expect(no.text).toBe(c.restart);
    expect(no.tools).toEqual([]);
  });
});
