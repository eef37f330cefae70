// @vitest-environment node
/**
 * `sessionEnd: true` on `POST /api/chat/web` as Vapi defines it (docs/platform.md
 * "Ending a chat"): the session is completed without its input being taken
 * as a turn, the end-of-call report is sent exactly once (also after a
 * second `sessionEnd`), and a message after the end gets a clear error in
 * Vapi's error-body shape.
 */
import { describe, expect, it } from 'vitest';

import { sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import {
  api,
  CHAT_LIMITS_LIFTED,
  type ReceivedPost,
  useHookedAssistants,
  useTestPlatform,
} from '../support/server.ts';

const hook = useHookedAssistants();
const fixture = useTestPlatform(() => ({
  presynthesize: 'none',
  assistantsDir: hook.dir,
  chatDeltaIntervalMs: 0,
  outbox: { retryDelayMs: 10 },
  chatLimits: CHAT_LIMITS_LIFTED,
}));

function chat(body: Record<string, unknown>): Promise<Response> {
  return api(fixture.platform, '/api/chat/web', {
    method: 'POST',
    body: JSON.stringify({ stream: false, ...body }),
    headers: { 'Content-Type': 'application/json' },
  });
}

const reportsOf = (id: string): ReceivedPost[] =>
  hook.got.filter(
    (g) =>
      g.body.message['type'] === 'end-of-call-report' &&
      (g.body.message['call'] as { id?: string } | undefined)?.id === id,
  );

describe('sessionEnd: true', () => {
  it("completes the session without taking its input as a turn ('Ending chat...'); the report is sent once, also after a second sessionEnd", async () => {
    const first = (await (await chat({ assistantId: 'hooked', input: 'Me llamo Ana' })).json()) as {
      sessionId: string;
    };
    await chat({ sessionId: first.sessionId, input: '612345678' });
    const end = await chat({
      sessionId: first.sessionId,
      input: 'Ending chat...',
      sessionEnd: true,
    });
    expect(end.status).toBe(200);
    expect(await end.json()).toMatchObject({
      id: expect.stringMatching(/^chat_/),
      sessionId: first.sessionId,
      output: [],
    });
    await waitUntil(() => reportsOf(first.sessionId).length === 1, 5000, 'the report');
    const report = reportsOf(first.sessionId)[0]!.body.message as {
      endedReason: string;
      transcript: string;
    };
    expect(report.endedReason).toBe('customer-ended-chat');
    expect(report.transcript).toContain(
      'User: 612345678\nAI: Perfecto, he anotado el +34 612 345 678.',
    );
    expect(report.transcript).not.toContain('Ending chat');
    // Ending it again (a widget's page-leave, streamed or not) answers the same, creates nothing and reports nothing.
    const again = await chat({
      sessionId: first.sessionId,
      input: 'Ending chat...',
      sessionEnd: true,
    });
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({ sessionId: first.sessionId, output: [] });
    const streamed = await chat({
      sessionId: first.sessionId,
      input: 'Ending chat...',
      sessionEnd: true,
      stream: true,
    });
    expect(streamed.status).toBe(200);
    expect(streamed.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await streamed.text()).toBe('');
    await sleep(300);
    expect(reportsOf(first.sessionId)).toHaveLength(1);
    expect(hook.got.filter((g) => g.body.message['type'] === 'end-of-call-report')).toHaveLength(1);
  });

  it('a message after the end gets 400 chat-ended in the error-body shape; a new chat (no sessionId) works', async () => {
    const first = (await (await chat({ assistantId: 'sofia', input: 'Me llamo Eva' })).json()) as {
      sessionId: string;
    };
    expect((await chat({ sessionId: first.sessionId, sessionEnd: true })).status).toBe(200); // no input at all is fine too
    for (const stream of [false, true]) {
      const after = await chat({
        assistantId: 'sofia',
        sessionId: first.sessionId,
        input: 'hola otra vez',
        stream,
      });
      expect(after.status).toBe(400);
      expect(await after.json()).toEqual({
        message: expect.stringMatching(/chat session has ended/),
        error: 'Bad Request',
        statusCode: 400,
        code: 'chat-ended',
      });
    }
    const fresh = await chat({ assistantId: 'sofia', input: 'Me llamo Eva' });
    const body = (await fresh.json()) as { sessionId: string; output: Array<{ content: string }> };
    expect(body.sessionId).not.toBe(first.sessionId);
    expect(body.output[0]!.content).toMatch(/^Encantada, Eva\./);
  });

  it('without a sessionId it is refused (400); for a session never seen it creates nothing (200, no output)', async () => {
    const bare = await chat({ assistantId: 'sofia', input: 'Ending chat...', sessionEnd: true });
    expect(bare.status).toBe(400);
    expect(await bare.json()).toMatchObject({ statusCode: 400, code: 'bad-request' });
    const unknown = await chat({
      assistantId: 'sofia',
      sessionId: 'never-seen',
      input: 'Ending chat...',
      sessionEnd: true,
    });
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ sessionId: 'never-seen', output: [] });
    // The unknown id is not 'ended': a message naming it starts a new session, as on Vapi.
    const next = (await (
      await chat({ assistantId: 'sofia', sessionId: 'never-seen', input: 'Me llamo Luz' })
    ).json()) as { sessionId: string };
    expect(next.sessionId).not.toBe('never-seen');
  });
});
