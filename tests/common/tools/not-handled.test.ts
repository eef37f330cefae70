/**
 * No stall after an unanswered tool call in chat (docs/voice-client.md
 * "Tools"): with `dispatch` (the chat), a tool call that no registered tool
 * and no `voice-tool-call` listener answered is reported 'not handled' at
 * once; `respond(Promise)` is awaited until it settles or `tool-timeout`;
 * and the chat store sends that answer in a request of its own, shows the
 * reply, and leaves the visitor's next message alone.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  type ToolCallDetail,
  type ToolCallInfo,
  ToolResponder,
} from '../../../src/common/tools/responder.ts';
import { notHandledAnswer } from '../../../src/common/tools/tool-answer.ts';
import { chatKey } from '../../../src/core/chat/chat-storage.ts';
import type { ToolAnswer } from '../../../src/core/protocol/client-messages.ts';
import { ChatStore } from '../../../src/voice-widget/chat/chat-store.ts';

const CALL: ToolCallInfo = {
  id: 'call_1',
  name: 'show_solution',
  arguments: { solution: 'sip-extension' },
};

describe('ToolResponder.handle with dispatch (the chat)', () => {
  let sent: Array<[string, ToolAnswer]>;
  let reported: string[];
  const responder = (timeoutS = 10) =>
    new ToolResponder({
      clientTools: () => undefined,
      timeoutS: () => timeoutS,
      send: (c, a) => sent.push([c.id, a]),
      report: (e) => reported.push(e.message),
    });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };

  beforeEach(() => {
    vi.useFakeTimers();
    sent = [];
    reported = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('nobody answers during the dispatch: not handled, at once, without a timer', () => {
    const seen: ToolCallDetail[] = [];
    responder().handle(CALL, '', (d) => seen.push(d));
    expect(seen).toHaveLength(1);
    expect(sent).toEqual([['call_1', notHandledAnswer('show_solution')]]);
    expect(notHandledAnswer('x')).toEqual({ error: expect.stringMatching(/^not handled/) });
    vi.advanceTimersByTime(60_000);
    expect(sent).toHaveLength(1); // nothing more at the timeout
    expect(reported).toEqual([]);
  });

  it('respond() during the dispatch answers; a later respond() is ignored', async () => {
    const detail = responder().handle(CALL, '', (d) => d.respond('shown'));
    await settle();
    expect(sent).toEqual([['call_1', { result: 'shown' }]]);
    detail.respond('again');
    await settle();
    expect(sent).toHaveLength(1);
  });

  it('respond(Promise): the answer waits until it settles', async () => {
    let resolve!: (v: unknown) => void;
    responder().handle(CALL, '', (d) => d.respond(new Promise((r) => (resolve = r))));
    await settle();
    vi.advanceTimersByTime(5_000);
    expect(sent).toEqual([]);
    resolve({ shown: 'card' });
    await settle();
    expect(sent).toEqual([['call_1', { result: '{"shown":"card"}' }]]);
  });

  it('respond(Promise) that never settles: a timeout answer at tool-timeout, not before', async () => {
    responder(3).handle(CALL, '', (d) => d.respond(new Promise(() => {})));
    vi.advanceTimersByTime(2_999);
    await settle();
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    await settle();
    expect(sent).toEqual([['call_1', { error: 'timeout: the page did not answer within 3 s' }]]);
    expect(reported).toHaveLength(1);
  });

  it('without dispatch (a call) an unanswered tool stays fire-and-forget', () => {
    responder().handle(CALL, 'call-42');
    vi.advanceTimersByTime(60_000);
    expect(sent).toEqual([]);
  });
});

describe('ChatStore: an unanswered tool call does not stall the chat', () => {
  const enc = new TextEncoder();
  const sse = (sessionId: string, ...deltas: string[]) =>
    deltas
      .map(
        (d) =>
          `data: ${JSON.stringify({ id: 'c', sessionId, path: 'chat.output[0].content', delta: d })}\n\n`,
      )
      .join('');
  const toolLine = `data: ${JSON.stringify({ id: 'c', sessionId: 's-1', path: 'chat.output[1].tool_calls[0]', delta: JSON.stringify({ id: 'call_s1', type: 'function', function: { name: 'show_solution', arguments: '{"solution":"sip-extension"}' } }) })}\n\n`;
  const config = { apiUrl: '/api', publicKey: 'pk', assistantId: 'sofia', lang: 'es' as const };

  it("reports it not handled in a request of its own, shows the answer, and the next message is the visitor's alone", async () => {
    const answers = [
      sse('s-1', 'Le muestro la extensión SIP.') + toolLine,
      sse('s-1', 'Parece que la página no ha podido mostrarla; sigamos.'),
      sse('s-1', 'Perfecto.'),
    ];
    const bodies: Record<string, unknown>[] = [];
    const fetchFn = (async (_url: string, init: RequestInit) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(enc.encode(answers.shift() ?? ''), {
        headers: { 'content-type': 'text/event-stream' },
      });
    }) as unknown as typeof fetch;
    const events: string[] = [];
    const store = new ChatStore({ dispatch: (name) => void events.push(name) }, chatKey('sofia'), {
      storage: undefined,
      fetch: fetchFn,
      schedule: (fn) => fn(),
    });
    store.send('una centralita', config);
    for (let i = 0; i < 100 && (bodies.length < 2 || store.getSnapshot().busy); i++)
      await new Promise((r) => setTimeout(r, 0));
    expect(bodies[1]).toMatchObject({
      sessionId: 's-1',
      input: [
        {
          role: 'tool',
          tool_call_id: 'call_s1',
          content: expect.stringMatching(/^\{"error":"not handled/),
        },
      ],
    });
    expect(store.getSnapshot().messages.map((m) => m.text)).toEqual([
      'una centralita',
      'Le muestro la extensión SIP.',
      'Parece que la página no ha podido mostrarla; sigamos.',
    ]);
    store.send('sí', config);
    for (let i = 0; i < 100 && (bodies.length < 3 || store.getSnapshot().busy); i++)
      await new Promise((r) => setTimeout(r, 0));
    expect(bodies[2]).toMatchObject({ input: 'sí' });
    expect(store.getSnapshot().messages.at(-1)?.text).toBe('Perfecto.');
    expect(events.filter((e) => e === 'voice-tool-call')).toHaveLength(1);
    store.dispose();
  });
});
