/**
 * The widget's chat store: history and session saved to
 * sessionStorage and restored, storage that throws, a reply streamed in
 * place, a cut stream kept as interrupted with a retry, an unknown session
 * restarted silently, guided problems for 401/429, bad input, abort on a
 * new send and on dispose, the captured lead and its recap, and one
 * `voice-chat-message` per complete message.
 */
import { describe, expect, it } from 'vitest';

import { chatKey, type ChatStorage, loadChat, saveChat } from '../../src/core/chat/chat-storage.ts';
import { ChatStore } from '../../src/voice-widget/chat/chat-store.ts';

const enc = new TextEncoder();
const config = { apiUrl: '/api', publicKey: 'pk', assistantId: 'sofia', lang: 'es' as const };
const sse = (sessionId: string, ...deltas: string[]) =>
  deltas
    .map(
      (d) =>
        `data: ${JSON.stringify({ id: 'c', sessionId, path: 'chat.output[0].content', delta: d })}\n\n`,
    )
    .join('');

function memoryStorage(): ChatStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

type Answer = { status?: number; body: string; cut?: boolean; type?: string } | 'hang';

/** A fetch answering each request with the next answer; records the bodies and signals. */
function scriptedFetch(answers: Answer[]) {
  const bodies: Record<string, unknown>[] = [];
  const signals: AbortSignal[] = [];
  const fetchFn = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    signals.push(init.signal as AbortSignal);
    const answer = answers.shift() ?? { body: sse('s-x', 'ok') };
    if (answer === 'hang') {
      return new Promise((_, reject) =>
        (init.signal as AbortSignal).addEventListener('abort', () =>
          reject(new DOMException('aborted', 'AbortError')),
        ),
      );
    }
    const bytes = enc.encode(answer.body);
    let sent = false;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (!sent) {
          sent = true;
          controller.enqueue(bytes);
        } else if (answer.cut) controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(stream, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.type ?? 'text/event-stream' },
    });
  }) as unknown as typeof fetch;
  return { fetchFn, bodies, signals };
}

function makeStore(answers: Answer[], storage: ChatStorage | undefined = memoryStorage()) {
  const events: { name: string; detail: Record<string, unknown> }[] = [];
  const { fetchFn, bodies, signals } = scriptedFetch(answers);
  const store = new ChatStore(
    {
      dispatch: (name, detail) =>
        void events.push({ name, detail: detail as unknown as Record<string, unknown> }),
    },
    chatKey('sofia'),
    { storage, fetch: fetchFn, schedule: (fn) => fn() },
  );
  return { store, events, bodies, signals, storage };
}

const settle = () => new Promise((r) => setTimeout(r, 0));
async function until(predicate: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !predicate(); i++) await settle();
  expect(predicate()).toBe(true);
}

describe('ChatStore', () => {
  it('streams a reply in place, saves the session and history, and a new store restores them', async () => {
    const storage = memoryStorage();
    const { store, events, bodies } = makeStore([{ body: sse('s-1', 'Hola ', 'Ana') }], storage);
    expect(store.send('Me llamo Ana', config)).toBe(true);
    await until(() => !store.getSnapshot().busy);
    expect(store.getSnapshot().messages.map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'Me llamo Ana', 'done'],
      ['assistant', 'Hola Ana', 'done'],
    ]);
    expect(store.getSnapshot().sessionId).toBe('s-1');
    expect(bodies[0]).not.toHaveProperty('sessionId');
    expect(events.filter((e) => e.name === 'voice-chat-message').map((e) => e.detail)).toEqual([
      { role: 'user', text: 'Me llamo Ana', sessionId: '' },
      { role: 'assistant', text: 'Hola Ana', sessionId: 's-1' },
    ]);
    const { store: restored, bodies: nextBodies } = makeStore(
      [{ body: sse('s-1', 'ok') }],
      storage,
    );
    expect(restored.getSnapshot().messages).toHaveLength(2);
    restored.send('612345678', config);
    await until(() => !restored.getSnapshot().busy);
    expect(nextBodies[0]).toMatchObject({ sessionId: 's-1' });
    restored.newConversation();
    expect(loadChat(storage, chatKey('sofia'))).toEqual({ sessionId: undefined, messages: [] });
  });

  it('a cut stream keeps the partial reply as interrupted; retry replaces it', async () => {
    const { store, bodies } = makeStore([
      { body: sse('s-1', 'Hola ', 'An'), cut: true },
      { body: sse('s-1', 'Hola Ana.') },
    ]);
    store.send('Me llamo Ana', config);
    await until(() => !store.getSnapshot().busy);
    const cut = store.getSnapshot().messages[1]!;
    expect([cut.text, cut.status]).toEqual(['Hola An', 'interrupted']);
    store.retry(config);
    await until(
      () => !store.getSnapshot().busy && store.getSnapshot().messages[1]!.status === 'done',
    );
    expect(store.getSnapshot().messages.map((m) => m.text)).toEqual(['Me llamo Ana', 'Hola Ana.']);
    expect(bodies[1]).toMatchObject({ input: 'Me llamo Ana' });
  });

  it('a stream cut before any text: the message is marked not sent, with the guided problem', async () => {
    const { store } = makeStore([{ body: '', cut: true }]);
    store.send('hola', config);
    await until(() => !store.getSnapshot().busy);
    expect(store.getSnapshot().messages.map((m) => [m.text, m.status])).toEqual([
      ['hola', 'failed'],
    ]);
    expect(store.getSnapshot().problem).toBeDefined();
  });

  it('an unknown session (404) starts a new one without a visible error', async () => {
    const storage = memoryStorage();
    saveChat(storage, chatKey('sofia'), { sessionId: 'old', messages: [] });
    const { store, bodies } = makeStore(
      [
        { status: 404, body: '{"message":"no session"}', type: 'application/json' },
        { body: sse('new', 'Hola') },
      ],
      storage,
    );
    store.send('hola', config);
    await until(() => !store.getSnapshot().busy && store.getSnapshot().sessionId === 'new');
    expect(bodies.map((b) => b['sessionId'])).toEqual(['old', undefined]);
    expect(store.getSnapshot().problem).toBeUndefined();
    expect(store.getSnapshot().messages.map((m) => m.text)).toEqual(['hola', 'Hola']);
  });

  it.each([
    [401, 'bad-key'],
    [429, 'busy'],
    [500, 'busy'],
  ])(
    '%i gives the guided problem, a voice-error and a failed user message',
    async (status, problem) => {
      const { store, events } = makeStore([{ status, body: '{}', type: 'application/json' }]);
      store.send('hola', config);
      await until(() => !store.getSnapshot().busy);
      expect(store.getSnapshot().problem).toBe(problem);
      expect(store.getSnapshot().messages.map((m) => m.status)).toEqual(['failed']);
      expect(events.find((e) => e.name === 'voice-error')?.detail).toMatchObject({
        type: 'chat-error',
      });
    },
  );

  it('bad input sends nothing and says why', () => {
    const { store, bodies, events } = makeStore([]);
    expect(store.send('   ', config)).toBe(false);
    expect(store.getSnapshot().inputError).toBe('empty');
    expect(store.send('x'.repeat(2001), config)).toBe(false);
    expect(store.getSnapshot().inputError).toBe('too-long');
    expect(store.send('hola', { ...config, publicKey: undefined })).toBe(false);
    expect(store.getSnapshot().inputError).toBe('not-configured');
    expect(bodies).toHaveLength(0);
    expect(store.getSnapshot().messages).toHaveLength(0);
    expect(events.filter((e) => e.name === 'voice-error').map((e) => e.detail['type'])).toEqual([
      'invalid-message',
      'invalid-message',
      'invalid-message',
    ]);
  });

  it('a new send aborts the reply in flight (which leaves busy to the newer one); dispose aborts too', async () => {
    const { store, signals } = makeStore(['hang', 'hang']);
    store.send('uno', config);
    await settle();
    store.send('dos', config);
    expect(signals[0]!.aborted).toBe(true);
    for (let i = 0; i < 5; i++) await settle();
    // The aborted reply's end does not clear `busy` for the newer one.
    expect(store.getSnapshot().busy).toBe(true);
    // 'uno' got no reply before it was replaced: it stays, without an error.
    expect(store.getSnapshot().messages.map((m) => [m.role, m.text, m.status])).toEqual([
      ['user', 'uno', 'done'],
      ['user', 'dos', 'done'],
      ['assistant', '', 'streaming'],
    ]);
    store.dispose();
    expect(signals[1]!.aborted).toBe(true);
  });

  it('a capture_lead tool call sets the lead, sends voice-tool-call and makes the recap report', async () => {
    const call = {
      id: 'call_1',
      type: 'function',
      function: {
        name: 'capture_lead',
        arguments: JSON.stringify({ name: 'Ana', phone: '+34612345678', need: 'centralita' }),
      },
    };
    const body = `data: ${JSON.stringify({ id: 'c', sessionId: 's', path: 'chat.output[0].tool_calls[0]', delta: JSON.stringify(call) })}\n\n${sse('s', 'Enviado.')}`;
    const { store, events } = makeStore([{ body }]);
    store.send('sí', config);
    await until(() => !store.getSnapshot().busy);
    expect(store.getSnapshot().lead).toMatchObject({ name: 'Ana', phone: '+34612345678' });
    expect(store.getSnapshot().report).toMatchObject({
      callId: 's',
      endedReason: 'lead-captured',
      lead: { name: 'Ana' },
    });
    expect(events.find((e) => e.name === 'voice-tool-call')?.detail).toMatchObject({
      name: 'capture_lead',
    });
  });

  it('works without resume when sessionStorage throws', async () => {
    const throwing: ChatStorage = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('quota', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    const { store } = makeStore([{ body: sse('s', 'Hola') }], throwing);
    store.send('hola', config);
    await until(() => !store.getSnapshot().busy);
    expect(store.getSnapshot().messages.map((m) => m.text)).toEqual(['hola', 'Hola']);
  });

  it('a call\u2019s lines join the history; a stored value that is not ours is ignored', () => {
    const storage = memoryStorage();
    storage.setItem(chatKey('sofia'), '{"messages":[{"id":1,"role":"x"}],"sessionId":5}');
    const { store } = makeStore([], storage);
    expect(store.getSnapshot().messages).toEqual([]);
    store.addCallLines([
      { role: 'assistant', text: 'Hola' },
      { role: 'user', text: '  ' },
      { role: 'user', text: 'Soy Ana' },
    ]);
    expect(store.getSnapshot().messages.map((m) => [m.via, m.text])).toEqual([
      ['voice', 'Hola'],
      ['voice', 'Soy Ana'],
    ]);
    expect(loadChat(storage, chatKey('sofia')).messages).toHaveLength(2);
    expect(chatKey('sofia', 'second')).not.toBe(chatKey('sofia'));
  });
});

describe('ChatStore: tools that answer (docs/voice-client.md "Tools")', () => {
  const toolLine = (sessionId: string, call: object) =>
    `data: ${JSON.stringify({ id: 'c', sessionId, path: 'chat.output[0].tool_calls[0]', delta: JSON.stringify(call) })}\n\n`;
  const show = {
    id: 'call_s1',
    type: 'function',
    function: { name: 'show_solution', arguments: '{"solution":"sip-extension"}' },
  };

  function storeWithTools(
    answers: Answer[],
    clientTools: Record<string, (args: Record<string, unknown>) => unknown>,
  ) {
    const events: { name: string; detail: Record<string, unknown> }[] = [];
    const { fetchFn, bodies } = scriptedFetch(answers);
    const store = new ChatStore(
      {
        dispatch: (name, detail) =>
          void events.push({ name, detail: detail as unknown as Record<string, unknown> }),
        clientTools: () => clientTools,
        toolTimeoutS: () => 10,
      },
      chatKey('sofia'),
      { storage: memoryStorage(), fetch: fetchFn, schedule: (fn) => fn() },
    );
    return { store, events, bodies };
  }

  it('a registered tool answers; its ToolMessage goes in a request of its own once the reply has streamed, and the assistant goes on', async () => {
    const { store, events, bodies } = storeWithTools(
      [
        { body: toolLine('s-1', show) + sse('s-1', 'Un momento, le muestro…') },
        { body: sse('s-1', 'Listo, la tiene resaltada.') },
      ],
      { show_solution: (args) => ({ shown: `card for ${String(args['solution'])}` }) },
    );
    store.send('una centralita', config);
    await until(() => bodies.length === 2 && !store.getSnapshot().busy);
    expect(bodies[1]).toMatchObject({
      sessionId: 's-1',
      input: [
        { role: 'tool', tool_call_id: 'call_s1', content: '{"shown":"card for sip-extension"}' },
      ],
    });
    expect(store.getSnapshot().messages.map((m) => [m.role, m.text])).toEqual([
      ['user', 'una centralita'],
      ['assistant', 'Un momento, le muestro…'],
      ['assistant', 'Listo, la tiene resaltada.'],
    ]);
    const toolEvent = events.find((e) => e.name === 'voice-tool-call')!.detail;
    expect(toolEvent).toMatchObject({
      id: 'call_s1',
      name: 'show_solution',
      arguments: { solution: 'sip-extension' },
    });
    expect(typeof toolEvent['respond']).toBe('function');
  });

  it('an answer whose request fails is kept and goes first in the next message', async () => {
    const { store, bodies } = storeWithTools(
      [
        { body: toolLine('s-1', show) + sse('s-1', 'Un momento…') },
        {
          status: 503,
          body: '{"message":"busy","error":"Service Unavailable","statusCode":503}',
          type: 'application/json',
        },
        { body: sse('s-1', 'ok') },
      ],
      { show_solution: () => 'shown' },
    );
    store.send('una centralita', config);
    await until(() => bodies.length === 2 && !store.getSnapshot().busy);
    store.send('¿sigue ahí?', config);
    await until(() => bodies.length === 3 && !store.getSnapshot().busy);
    expect(bodies[2]).toMatchObject({
      input: [
        { role: 'tool', tool_call_id: 'call_s1', content: 'shown' },
        { role: 'user', content: '¿sigue ahí?' },
      ],
    });
  });
});
