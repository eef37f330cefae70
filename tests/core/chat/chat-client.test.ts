/**
 * The web chat client: Vapi's body, SSE assembly from chunks
 * split anywhere (inside a line, inside a UTF-8 character), tool calls on
 * the stream, malformed lines skipped and reported once, a cut stream, error
 * answers with the server's words, and the non-stream shape.
 */
import { describe, expect, it, vi } from 'vitest';

import {
  chatBody,
  ChatError,
  checkChatInput,
  MAX_CHAT_CHARS,
  sendChat,
} from '../../../src/core/chat/chat-client.ts';

const enc = new TextEncoder();

/** A fetch whose response streams `chunks` (byte arrays), then ends or errors. */
function streamingFetch(
  chunks: Uint8Array[],
  end: 'close' | 'error' = 'close',
  status = 200,
  type = 'text/event-stream',
) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetchFn = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    let i = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (i < chunks.length) controller.enqueue(chunks[i++] as Uint8Array);
        else if (end === 'error') controller.error(new TypeError('network error'));
        else controller.close();
      },
    });
    return new Response(body, { status, headers: { 'content-type': type } });
  });
  return { fetchFn: fetchFn as unknown as typeof fetch, calls };
}

/** Splits `text`'s bytes into pieces of `size` bytes (cutting lines and characters). */
function bytesIn(text: string, size: number): Uint8Array[] {
  const all = enc.encode(text);
  const out: Uint8Array[] = [];
  for (let i = 0; i < all.length; i += size) out.push(all.slice(i, i + size));
  return out;
}

const line = (delta: string, path = 'chat.output[0].content') =>
  `data: ${JSON.stringify({ id: 'chat_1', sessionId: 's-1', path, delta })}\n\n`;
const base = {
  apiUrl: 'https://api.example/',
  publicKey: 'pk',
  assistantId: 'sofia',
  lang: 'he' as const,
};

describe('chat request', () => {
  it('sends Vapi /chat/web body with the key as bearer', async () => {
    const { fetchFn, calls } = streamingFetch(bytesIn(line('שלום'), 1000));
    await sendChat({ ...base, input: '  hola  ', sessionId: 's-0', fetch: fetchFn });
    expect(calls[0]!.url).toBe('https://api.example/chat/web');
    expect(new Headers(calls[0]!.init.headers).get('authorization')).toBe('Bearer pk');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      assistantId: 'sofia',
      input: 'hola',
      sessionId: 's-0',
      stream: true,
      assistantOverrides: { variableValues: { language: 'he' } },
    });
    expect(
      chatBody({ assistantId: 'a', input: 'x', lang: 'es', stream: false }),
    ).not.toHaveProperty('sessionId');
  });

  it('refuses empty and over-long input before sending', () => {
    expect(() => checkChatInput(' \n\t ')).toThrow(ChatError);
    expect(() => checkChatInput('x'.repeat(MAX_CHAT_CHARS + 1))).toThrow(/2001 characters/);
    expect(checkChatInput('a\u0000b')).toBe('ab');
  });
});

describe('stream assembly', () => {
  it.each([1, 3, 7, 64])(
    'chunks of %i bytes give the same text, in order, with Hebrew intact',
    async (size) => {
      const text = `${line('Hola ')}${line('שלום ')}${line('mundo')}`;
      const deltas: string[] = [];
      const { fetchFn } = streamingFetch(bytesIn(text, size));
      const reply = await sendChat({
        ...base,
        input: 'x',
        fetch: fetchFn,
        onDelta: (d) => deltas.push(d),
      });
      expect(deltas).toEqual(['Hola ', 'שלום ', 'mundo']);
      expect(reply).toEqual({ id: 'chat_1', sessionId: 's-1', text: 'Hola שלום mundo' });
    },
  );

  it('a tool call on the stream is parsed; malformed lines are skipped and reported once', async () => {
    const call = {
      id: 'call_1',
      type: 'function',
      function: { name: 'capture_lead', arguments: '{"name":"Ana"}' },
    };
    const text = `${line(JSON.stringify(call), 'chat.output[0].tool_calls[0]')}data: {not json\n\n${line('Hecho')}data: {"delta":5}\n\n`;
    const tools: unknown[] = [];
    const problems: string[] = [];
    const { fetchFn } = streamingFetch(bytesIn(text, 5));
    const reply = await sendChat({
      ...base,
      input: 'x',
      fetch: fetchFn,
      onToolCall: (c) => tools.push(c),
      onMalformed: (p) => problems.push(p),
    });
    expect(tools).toEqual([{ id: 'call_1', name: 'capture_lead', arguments: '{"name":"Ana"}' }]);
    expect(reply.text).toBe('Hecho');
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/not JSON/);
  });

  it('a stream cut in the middle rejects as interrupted after the deltas so far', async () => {
    const deltas: string[] = [];
    const { fetchFn } = streamingFetch(bytesIn(line('Hola ') + line('mun'), 9), 'error');
    const error = await sendChat({
      ...base,
      input: 'x',
      fetch: fetchFn,
      onDelta: (d) => deltas.push(d),
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect((error as ChatError).code).toBe('interrupted');
    expect(deltas.join('')).toBe('Hola mun');
  });

  it('a stream without any sessionId is an invalid response', async () => {
    const { fetchFn } = streamingFetch([
      enc.encode('data: {"delta":"x","path":"chat.output[0].content"}\n\n'),
    ]);
    await expect(sendChat({ ...base, input: 'x', fetch: fetchFn })).rejects.toMatchObject({
      code: 'invalid-response',
    });
  });

  it('an empty stream answering a request of a known session (tool answers only, nothing new to say) is that session, with no text', async () => {
    const { fetchFn } = streamingFetch([]);
    const deltas: string[] = [];
    const reply = await sendChat({
      ...base,
      input: '',
      sessionId: 's-9',
      toolMessages: [{ role: 'tool', tool_call_id: 'c1', content: '{"error":"not handled"}' }],
      fetch: fetchFn,
      onDelta: (d) => deltas.push(d),
    });
    expect(reply).toEqual({ id: '', sessionId: 's-9', text: '' });
    expect(deltas).toEqual([]);
    // Without a session to fall back on, the same empty stream is an invalid response.
    await expect(
      sendChat({ ...base, input: 'x', fetch: streamingFetch([]).fetchFn }),
    ).rejects.toMatchObject({ code: 'invalid-response' });
  });
});

describe('answers that are not a stream', () => {
  it('reads the non-stream shape, tool calls included', async () => {
    const body = JSON.stringify({
      id: 'c',
      sessionId: 's',
      output: [
        {
          role: 'assistant',
          content: null,
          tool_calls: [{ id: 't', function: { name: 'capture_lead', arguments: {} } }],
        },
        { role: 'assistant', content: 'Listo' },
      ],
    });
    const { fetchFn } = streamingFetch([enc.encode(body)], 'close', 200, 'application/json');
    const tools: unknown[] = [];
    const reply = await sendChat({
      ...base,
      input: 'x',
      stream: false,
      fetch: fetchFn,
      onToolCall: (c) => tools.push(c),
    });
    expect(reply).toEqual({ id: 'c', sessionId: 's', text: 'Listo' });
    expect(tools).toHaveLength(1);
  });

  it.each([
    [401, { message: 'Invalid key', error: 'Unauthorized', statusCode: 401 }, /401: Invalid key/],
    [
      404,
      { error: { code: 'session-not-found', message: 'no chat session' } },
      /404: no chat session/,
    ],
    [429, { message: ['slow down', 'really'] }, /429: slow down; really/],
  ])(
    '%i answers become api-error with the status and the server words',
    async (status, json, pattern) => {
      const { fetchFn } = streamingFetch(
        [enc.encode(JSON.stringify(json))],
        'close',
        status,
        'application/json',
      );
      const error = (await sendChat({ ...base, input: 'x', fetch: fetchFn }).catch(
        (e: unknown) => e,
      )) as ChatError;
      expect(error.code).toBe('api-error');
      expect(error.status).toBe(status);
      expect(error.message).toMatch(pattern);
    },
  );

  it('a fetch that rejects is a network error; an aborted one is aborted', async () => {
    const failing = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    await expect(sendChat({ ...base, input: 'x', fetch: failing })).rejects.toMatchObject({
      code: 'network-error',
    });
    const controller = new AbortController();
    controller.abort();
    await expect(
      sendChat({ ...base, input: 'x', fetch: failing, signal: controller.signal }),
    ).rejects.toMatchObject({ code: 'aborted' });
  });
});
