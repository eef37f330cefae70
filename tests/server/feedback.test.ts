// @vitest-environment node
/**
 * `POST /api/feedback` (docs/platform.md "Feedback"): a rating of a call or a
 * chat is recorded (201; a second one replaces the first), forwarded to the
 * stored assistant's server as a separate `feedback` server message (the
 * end-of-call report is never sent again), refused in the platform's
 * error-body shape for bad bodies (400) and unknown ids (404), authorised and
 * CORS-open like `/api/chat/web`, rate-limited per client, and kept in
 * bounded storage.
 */
import { describe, expect, it } from 'vitest';

import { sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import type { RunningPlatform } from '../../server/index.ts';
import { FeedbackStore } from '../../server/messages/feedback.ts';
import { MAX_FEEDBACK_COMMENT_CHARS } from '../../src/core/protocol/feedback.ts';
import {
  api,
  CHAT_LIMITS_LIFTED,
  type ReceivedPost,
  startTestPlatform,
  useHookedAssistants,
  useTestPlatform,
} from '../support/server.ts';

const hook = useHookedAssistants({
  hooked: {},
  quiet: { serverMessages: ['end-of-call-report'] },
});
const fixture = useTestPlatform(() => ({
  presynthesize: 'none',
  assistantsDir: hook.dir,
  chatDeltaIntervalMs: 0,
  outbox: { retryDelayMs: 10 },
  chatLimits: CHAT_LIMITS_LIFTED,
}));

function post(
  path: string,
  body: unknown,
  auth: boolean = true,
  p: RunningPlatform = fixture.platform,
): Promise<Response> {
  return api(p, path, {
    method: 'POST',
    body: typeof body === 'string' ? body : JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
    auth,
  });
}

async function newChat(assistantId: string): Promise<string> {
  return (
    (await (
      await post('/api/chat/web', { assistantId, input: 'Me llamo Ana', stream: false })
    ).json()) as { sessionId: string }
  ).sessionId;
}

const of = (type: string, key: 'call' | 'chat', id: string): ReceivedPost[] =>
  hook.got.filter(
    (g) =>
      g.body.message['type'] === type &&
      (g.body.message[key] as { id?: string } | undefined)?.id === id,
  );

describe('POST /api/feedback', () => {
  it('a chat: 201 with the record; a feedback server message; a second rating replaces the first; after sessionEnd the report is still sent once', async () => {
    const chatId = await newChat('hooked');
    const res = await post('/api/feedback', { chatId, rating: 'up', comment: '  Muy útil  ' });
    expect(res.status).toBe(201);
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    const first = (await res.json()) as Record<string, unknown>;
    expect(first).toEqual({
      id: expect.stringMatching(/^fb_/),
      rating: 'up',
      comment: 'Muy útil',
      chatId,
      createdAt: expect.any(String),
      replaced: false,
    });
    await waitUntil(
      () => of('feedback', 'chat', chatId).length === 1,
      5000,
      'the feedback message',
    );
    expect(of('feedback', 'chat', chatId)[0]!.body).toEqual({
      message: {
        type: 'feedback',
        rating: 'up',
        comment: 'Muy útil',
        chat: { id: chatId },
        timestamp: expect.any(Number),
      },
    });

    expect(
      (
        await post('/api/chat/web', {
          sessionId: chatId,
          input: 'Ending chat...',
          sessionEnd: true,
          stream: false,
        })
      ).status,
    ).toBe(200);
    await waitUntil(
      () => of('end-of-call-report', 'call', chatId).length === 1,
      5000,
      'the report',
    );
    // Rated again after the end: replaced (same id), forwarded again; the report is not sent again.
    const second = (await (
      await post('/api/feedback', { chatId, rating: 'down' })
    ).json()) as Record<string, unknown>;
    expect(second).toMatchObject({ id: first['id'], rating: 'down', chatId, replaced: true });
    expect(second).not.toHaveProperty('comment');
    await waitUntil(
      () => of('feedback', 'chat', chatId).length === 2,
      5000,
      'the second feedback message',
    );
    expect(of('feedback', 'chat', chatId)[1]!.body.message).toMatchObject({
      type: 'feedback',
      rating: 'down',
      chat: { id: chatId },
    });
    await sleep(200);
    expect(of('end-of-call-report', 'call', chatId)).toHaveLength(1);
  });

  it('a call: 201 and a feedback message naming the call; an assistant whose serverMessages leave feedback out gets none; sofia (no server) records only', async () => {
    const call = (await (await post('/api/call/web', { assistantId: 'hooked' })).json()) as {
      id: string;
    };
    const res = await post('/api/feedback', {
      callId: call.id,
      rating: 'down',
      comment: 'No me entendió',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      rating: 'down',
      callId: call.id,
      comment: 'No me entendió',
      replaced: false,
    });
    await waitUntil(
      () => of('feedback', 'call', call.id).length === 1,
      5000,
      'the feedback message',
    );
    expect(of('feedback', 'call', call.id)[0]!.body.message).toMatchObject({
      type: 'feedback',
      rating: 'down',
      comment: 'No me entendió',
      call: { id: call.id },
    });

    const quiet = await newChat('quiet');
    expect((await post('/api/feedback', { chatId: quiet, rating: 'up' })).status).toBe(201);
    const plain = await newChat('sofia');
    expect((await post('/api/feedback', { chatId: plain, rating: 'up' })).status).toBe(201);
    await sleep(200);
    expect(of('feedback', 'chat', quiet)).toHaveLength(0);
    expect(of('feedback', 'chat', plain)).toHaveLength(0);
  });

  it('unknown ids 404, bad bodies 400 (error-body shape); no key 401; GET 405; preflight 204', async () => {
    expect(
      await (await post('/api/feedback', { callId: 'no-such-call', rating: 'up' })).json(),
    ).toEqual({
      message: 'no call with this id',
      error: 'Not Found',
      statusCode: 404,
      code: 'call-not-found',
    });
    const unknownChat = await post('/api/feedback', { chatId: 'no-such-chat', rating: 'up' });
    expect(unknownChat.status).toBe(404);
    expect(await unknownChat.json()).toMatchObject({ statusCode: 404, code: 'chat-not-found' });
    const chatId = await newChat('sofia');
    for (const [body, message] of [
      [{ chatId, rating: 'meh' }, "rating must be 'up' or 'down'."],
      [{ rating: 'up' }, 'Give exactly one of callId and chatId.'],
      [{ chatId, callId: 'x', rating: 'up' }, 'Give exactly one of callId and chatId.'],
      [
        { chatId, rating: 'up', comment: 'x'.repeat(MAX_FEEDBACK_COMMENT_CHARS + 1) },
        `comment must be at most ${MAX_FEEDBACK_COMMENT_CHARS} characters.`,
      ],
      [{ chatId: 'a/b', rating: 'up' }, expect.stringMatching(/^chatId must be an id/)],
    ] as const) {
      const res = await post('/api/feedback', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        message,
        error: 'Bad Request',
        statusCode: 400,
        code: 'bad-request',
      });
    }
    expect((await post('/api/feedback', 'not json')).status).toBe(400);
    expect(
      (
        await post(
          '/api/feedback',
          JSON.stringify({ chatId, rating: 'up', pad: 'x'.repeat(70_000) }),
        )
      ).status,
    ).toBe(400); // over 64 KiB
    expect((await post('/api/feedback', { chatId, rating: 'up' }, false)).status).toBe(401);
    expect((await api(fixture.platform, '/api/feedback')).status).toBe(405);
    const preflight = await api(fixture.platform, '/api/feedback', {
      method: 'OPTIONS',
      auth: false,
      headers: {
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
  });

  it('is rate-limited per client like the chat (429 with Retry-After)', async () => {
    const small = await startTestPlatform({
      presynthesize: 'none',
      chatLimits: { ...CHAT_LIMITS_LIFTED, messagesPerSecond: 1, messageBurst: 3 },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await post(
          '/api/feedback',
          { chatId: 'no-such-chat', rating: 'up' },
          true,
          small,
        );
        statuses.push(res.status);
        if (res.status === 429) expect(res.headers.get('retry-after')).toBe('1');
      }
      expect(statuses.slice(0, 3)).toEqual([404, 404, 404]);
      expect(statuses.slice(3)).toContain(429);
    } finally {
      await small.close();
    }
  });
});

describe('FeedbackStore', () => {
  it('keeps one rating per call or chat (the latest) and at most max ratings, dropping the oldest', () => {
    const store = new FeedbackStore(3);
    const a = store.put({ rating: 'up', chatId: 'a' }, 0);
    expect(store.put({ rating: 'down', chatId: 'a' }, 1)).toMatchObject({
      id: a.id,
      rating: 'down',
      replaced: true,
    });
    expect(store.put({ rating: 'up', callId: 'a' }, 2)).toMatchObject({
      callId: 'a',
      replaced: false,
    }); // a call and a chat are apart
    store.put({ rating: 'up', chatId: 'b' }, 3);
    store.put({ rating: 'up', chatId: 'c' }, 4);
    expect(store.size).toBe(3);
    expect(store.get('chat:a')).toBeUndefined();
    expect(store.get('chat:c')).toMatchObject({ rating: 'up' });
  });
});
