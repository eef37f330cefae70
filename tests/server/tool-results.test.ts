// @vitest-environment node
/**
 * Tool results over the call's socket (docs/platform.md "Tool results"):
 * the dialogue waits for the page's answer to `show_solution`, and the line
 * that follows depends on it; a page that never answers does not stall the
 * call (the platform's own timeout); answers for other ids, repeated or
 * malformed ones change nothing but an `error` reply.
 */
import { describe, expect, it } from 'vitest';

import { CallClient } from '../../scripts/lib/call-client.ts';
import { createCall, useTestPlatform } from '../support/server.ts';

const fixture = useTestPlatform({ timing: { frameIntervalMs: 2, toolTimeoutMs: 3000 } });

const STOPPED = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;

/** A call in `language` brought to the show_solution tool call; returns the client and the call's id. */
async function atTheTool(
  language: 'es' | 'he',
): Promise<{ client: CallClient; toolCallId: string }> {
  const client = await CallClient.connect(await createCall(fixture.platform, language));
  await client.waitFor(STOPPED, 1, 10_000);
  const answers =
    language === 'es'
      ? ['Me llamo Ana', '612 345 678', 'Quiero un número virtual']
      : ['שמי דני', '052-555-0147', 'מספר וירטואלי'];
  for (const [i, content] of answers.entries()) {
    client.sendJson({ type: 'add-message', message: { role: 'user', content } });
    // The need's tool call goes out as its line starts: answer it at once, not after the line.
    if (i < 2) await client.waitFor(STOPPED, i + 2, 15_000);
  }
  await client.waitFor({ type: 'tool-calls' }, 1, 10_000);
  const message = client.messages.find((m) => m['type'] === 'tool-calls') as {
    toolCallList: { id: string; function: { name: string; arguments: unknown } }[];
  };
  expect(message.toolCallList[0]!.function).toEqual({
    name: 'show_solution',
    arguments: { solution: 'virtual-number' },
  });
  return { client, toolCallId: message.toolCallList[0]!.id };
}

function lastAssistantLine(client: CallClient): string {
  return String(
    client.messages
      .filter(
        (m) =>
          m['type'] === 'transcript' &&
          m['role'] === 'assistant' &&
          m['transcriptType'] === 'final',
      )
      .at(-1)?.['transcript'],
  );
}

describe('tool-call-result', () => {
  it('es: an error answer gives the failure line before the confirmation', async () => {
    const { client, toolCallId } = await atTheTool('es');
    try {
      client.sendJson({ type: 'tool-call-result', toolCallId, error: 'no card for that' });
      await client.waitFor(STOPPED, 5, 15_000);
      expect(lastAssistantLine(client)).toMatch(
        /^No he podido mostrársela en la página, pero no se preocupe\. Entendido\. Confirmo sus datos: Ana/,
      );
    } finally {
      client.close();
    }
  }, 40_000);

  it('he: a page that never answers: the platform goes on with the timeout line, once', async () => {
    const { client, toolCallId } = await atTheTool('he');
    try {
      await client.waitFor(STOPPED, 5, 15_000);
      expect(lastAssistantLine(client)).toMatch(/^נראה שהדף לא הצליח להציג את זה; נמשיך\. הבנתי\./);
      // A late answer changes nothing.
      client.sendJson({ type: 'tool-call-result', toolCallId, result: 'shown' });
      await new Promise((r) => setTimeout(r, 800));
      expect(client.count(STOPPED)).toBe(5);
    } finally {
      client.close();
    }
  }, 40_000);

  it('answers for another id are ignored; malformed or oversized ones get an error; the call goes on', async () => {
    const { client, toolCallId } = await atTheTool('es');
    try {
      client.sendJson({ type: 'tool-call-result', toolCallId: 'call_other', result: 'shown' });
      client.sendJson({ type: 'tool-call-result', toolCallId, result: 'a', error: 'b' });
      await client.waitFor({ type: 'error', code: 'bad-message' }, 1, 5000);
      await new Promise((r) => setTimeout(r, 1050)); // one error reply per second
      client.sendJson({ type: 'tool-call-result', toolCallId, result: 'x'.repeat(5000) });
      await client.waitFor({ type: 'error', code: 'message-too-large' }, 1, 5000);
      client.sendJson({
        type: 'tool-call-result',
        toolCallId,
        result: '{"shown":"Respuesta inmediata"}',
      });
      await client.waitFor(STOPPED, 5, 15_000);
      expect(lastAssistantLine(client)).toMatch(
        /^Listo, la tiene resaltada en la página\. Entendido/,
      );
      expect(client.ws.readyState).toBe(client.ws.OPEN);
    } finally {
      client.close();
    }
  }, 40_000);
});
