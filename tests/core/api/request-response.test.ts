/**
 * `requestResponse`, the fetch wrapper's raw-`Response` form used by the
 * chat's event stream: the time limit covers the headers only, the caller's
 * signal still cuts the body afterwards, a non-2xx answer is thrown as
 * `ApiError` as `request` does; and the chat maps the wrapper's timeout.
 */
import { describe, expect, it, vi } from 'vitest';

import { ApiError, PlatformError } from '../../../src/core/api/errors.ts';
import { requestResponse } from '../../../src/core/api/request.ts';
import type { FetchLike } from '../../../src/core/api/types.ts';
import { ChatError, sendChat } from '../../../src/core/chat/chat-client.ts';

/** A fetch answering at once with a body that waits for `pull` calls; records the init. */
function slowBodyFetch(status = 200, type = 'text/event-stream') {
  let seen: RequestInit | undefined;
  const fetchFn: FetchLike = async (_url, init) => {
    seen = init;
    const signal = init.signal;
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        signal?.addEventListener('abort', () => controller.error(signal.reason), { once: true });
        if (status >= 300) {
          controller.enqueue(new TextEncoder().encode(JSON.stringify({ message: 'nope' })));
          controller.close();
        }
      },
    });
    return new Response(body, {
      status,
      headers: { 'content-type': status >= 300 ? 'application/json' : type },
    });
  };
  return { fetchFn, init: () => seen };
}

describe('requestResponse', () => {
  it('returns the 2xx response unread; the time limit stops once the headers are in', async () => {
    vi.useFakeTimers();
    try {
      const { fetchFn, init } = slowBodyFetch();
      const response = await requestResponse(
        { baseUrl: 'https://api.example', token: 'pk', fetch: fetchFn, timeoutMs: 50 },
        {
          method: 'POST',
          path: '/chat/web',
          bodyType: 'json',
          body: { a: 1 },
          accept: 'text/event-stream',
        },
      );
      expect(response.status).toBe(200);
      expect(new Headers(init()?.headers).get('accept')).toBe('text/event-stream');
      expect(new Headers(init()?.headers).get('authorization')).toBe('Bearer pk');
      await vi.advanceTimersByTimeAsync(200);
      expect(init()?.signal?.aborted).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it("the caller's signal still cuts the body after the headers", async () => {
    const { fetchFn } = slowBodyFetch();
    const controller = new AbortController();
    const response = await requestResponse(
      { baseUrl: 'https://api.example', token: 'pk', fetch: fetchFn },
      { method: 'POST', path: '/chat/web', signal: controller.signal },
    );
    const reading = response.body!.getReader().read();
    controller.abort(new Error('closed'));
    await expect(reading).rejects.toThrow('closed');
  });

  it('a non-2xx answer is read and thrown as ApiError', async () => {
    const { fetchFn } = slowBodyFetch(503);
    const error = await requestResponse(
      { baseUrl: 'https://api.example', token: 'pk', fetch: fetchFn },
      { method: 'POST', path: '/chat/web' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      code: 'api-error',
      status: 503,
      body: { message: 'nope' },
      method: 'POST',
      path: '/chat/web',
    });
  });

  it('headers that never come are a timeout', async () => {
    const never: FetchLike = () => new Promise<Response>(() => undefined);
    const error = await requestResponse(
      { baseUrl: 'https://api.example', token: 'pk', fetch: never, timeoutMs: 20 },
      { method: 'POST', path: '/chat/web' },
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PlatformError);
    expect((error as PlatformError).code).toBe('timeout');
  });
});

describe('chat through the wrapper', () => {
  it('a chat whose answer never comes rejects as a ChatError timeout', async () => {
    const never = (() => new Promise<Response>(() => undefined)) as unknown as typeof fetch;
    const error = await sendChat({
      apiUrl: 'https://api.example',
      publicKey: 'pk',
      assistantId: 'a',
      lang: 'es',
      input: 'hola',
      fetch: never,
      timeoutMs: 20,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ChatError);
    expect((error as ChatError).code).toBe('timeout');
  });
});
