/**
 * Quick replies in the chat: `show_quick_replies` in a reply's `tool_calls` offers them; a press
 * sends the tool answer and the visitor's message in one request; typing something else answers
 * `{ chosen: null }`; bad arguments are answered with an error and show nothing.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';

import { ChatStore } from '../../src/voice-widget/chat/chat-store.ts';

const config = { apiUrl: '/api', publicKey: 'pk', assistantId: 'sofia', lang: 'es' as const };
const enc = new TextEncoder();
const line = (sessionId: string, path: string, delta: string) =>
  `data: ${JSON.stringify({ id: 'c', sessionId, path, delta })}\n\n`;
const text = (t: string) => line('s-1', 'chat.output[0].content', t);
const toolCall = (args: unknown, id = 'call_q1') =>
  line(
    's-1',
    'chat.output[0].tool_calls[0]',
    JSON.stringify({
      id,
      type: 'function',
      function: { name: 'show_quick_replies', arguments: JSON.stringify(args) },
    }),
  );

/** A chat store whose requests are answered with `answers` in turn; their bodies are kept. */
function chat(answers: string[], linkHref?: (href: string) => string | undefined) {
  const bodies: { input: unknown }[] = [];
  const events: string[] = [];
  const fetchFn = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    return new Response(enc.encode(answers.shift() ?? text('ok')), {
      headers: { 'content-type': 'text/event-stream' },
    });
  }) as unknown as typeof fetch;
  const store = new ChatStore(
    { dispatch: (name) => void events.push(name), ...(linkHref ? { linkHref } : {}) },
    'k',
    { storage: undefined, fetch: fetchFn, schedule: (fn) => fn() },
  );
  return { store, bodies, events };
}

async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(); i++) await new Promise((r) => setTimeout(r, 0));
  expect(predicate()).toBe(true);
}

beforeEach(() => {
  vi.restoreAllMocks();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

describe('quick replies in the chat', () => {
  it('a press answers the tool call and sends the reply’s text, in one request, as the visitor’s message', async () => {
    const t = chat([toolCall({ replies: ['Sí', 'No'] }) + text('¿Lo confirmo?')]);
    t.store.send('Quiero una cita', config);
    await until(() => !t.store.getSnapshot().busy);
    expect(t.store.getSnapshot().quickReplies?.replies.map((r) => r.label)).toEqual(['Sí', 'No']);
    expect(t.events).toContain('voice-tool-call');
    expect(t.bodies).toHaveLength(1);
    expect(t.store.chooseReply({ label: 'Sí', send: 'Sí' }, config)).toBe(true);
    expect(t.store.getSnapshot().quickReplies).toBeUndefined();
    await until(() => t.bodies.length === 2 && !t.store.getSnapshot().busy);
    expect(t.bodies[1]!.input).toEqual([
      { role: 'tool', tool_call_id: 'call_q1', content: '{"chosen":"Sí"}' },
      { role: 'user', content: 'Sí' },
    ]);
    expect(t.store.getSnapshot().messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'Quiero una cita'],
      ['assistant', '¿Lo confirmo?'],
      ['user', 'Sí'],
      ['assistant', 'ok'],
    ]);
  });

  it('typing something else answers { chosen: null } with the message and hides the replies', async () => {
    const t = chat([toolCall({ replies: ['Sí', 'No'] }) + text('¿Lo confirmo?')]);
    t.store.send('Quiero una cita', config);
    await until(() => !t.store.getSnapshot().busy);
    t.store.send('Mejor el martes', config);
    expect(t.store.getSnapshot().quickReplies).toBeUndefined();
    await until(() => t.bodies.length === 2 && !t.store.getSnapshot().busy);
    expect(t.bodies[1]!.input).toEqual([
      { role: 'tool', tool_call_id: 'call_q1', content: '{"chosen":null}' },
      { role: 'user', content: 'Mejor el martes' },
    ]);
  });

  it('bad arguments: answered with an error in a request of its own, a warning, nothing shown', async () => {
    const t = chat([
      toolCall({ replies: ['a', 'b', 'c', 'd', 'e'] }) + text('Elige:'),
      text('Perdón.'),
    ]);
    t.store.send('Hola', config);
    await until(() => t.bodies.length === 2 && !t.store.getSnapshot().busy);
    expect(t.store.getSnapshot().quickReplies).toBeUndefined();
    expect(t.bodies[1]!.input).toEqual([
      {
        role: 'tool',
        tool_call_id: 'call_q1',
        content: JSON.stringify({ error: 'invalid arguments: at most 4 replies, got 5' }),
      },
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/at most 4 replies/));
  });

  it('a link outside link-hosts is refused; a new conversation drops the offer', async () => {
    const only = (href: string) => (href.startsWith('https://clinic.example/') ? href : undefined);
    const t = chat(
      [
        toolCall({ replies: [{ label: 'Mapa', url: 'https://evil.example/' }] }) + text('x'),
        text('y'),
        toolCall({ replies: [{ label: 'Mapa', url: 'https://clinic.example/map' }] }, 'call_q2') +
          text('Aquí'),
      ],
      only,
    );
    t.store.send('¿Dónde estáis?', config);
    await until(() => t.bodies.length === 2 && !t.store.getSnapshot().busy);
    expect(t.store.getSnapshot().quickReplies).toBeUndefined();
    t.store.send('¿Y el mapa?', config);
    await until(() => t.bodies.length === 3 && !t.store.getSnapshot().busy);
    expect(t.store.getSnapshot().quickReplies?.replies).toEqual([
      { label: 'Mapa', url: 'https://clinic.example/map' },
    ]);
    t.store.newConversation();
    expect(t.store.getSnapshot().quickReplies).toBeUndefined();
  });
});
