// @vitest-environment node
/**
 * The example receiver (`npm run example:webhook`, docs/platform.md "Server messages"): refuses a wrong or missing secret, appends each captured lead
 * of an end-of-call-report to its file, and answers tool-calls in Vapi's
 * `{ results: [{ toolCallId, result }] }`.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { startWebhook } from '../../scripts/examples/webhook.ts';

// A receiver and a leads file of its own for each test: what one test appends is not in another's file, whatever the order.
let dir = '';
let hook: Awaited<ReturnType<typeof startWebhook>> | undefined;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'webhook-'));
  hook = await startWebhook({ port: 0, secret: 'right', leadsFile: join(dir, 'leads.jsonl') });
});
afterEach(async () => {
  await hook?.close();
  hook = undefined;
  if (dir) await rm(dir, { recursive: true, force: true });
});

const post = (body: object, secret?: string) =>
  fetch(hook!.url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(secret ? { 'X-Vapi-Secret': secret } : {}) },
    body: JSON.stringify(body),
  });

describe('example webhook', () => {
  it('refuses a wrong or missing secret (401) and writes nothing', async () => {
    const report = {
      message: { type: 'end-of-call-report', analysis: { structuredData: { name: 'Eve' } } },
    };
    expect((await post(report)).status).toBe(401);
    expect((await post(report, 'wrong')).status).toBe(401);
    await expect(readFile(join(dir, 'leads.jsonl'), 'utf8')).rejects.toThrow();
  });

  it('appends each lead of an end-of-call-report; a report without a lead adds nothing', async () => {
    const lead = { name: 'Ana', phone: '+34612345678', need: 'Atender mejor a mis clientes' };
    expect(
      (
        await post(
          {
            message: {
              type: 'end-of-call-report',
              endedReason: 'customer-ended-chat',
              call: { id: 'c1' },
              analysis: { structuredData: lead },
            },
          },
          'right',
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await post(
          {
            message: {
              type: 'end-of-call-report',
              call: { id: 'c2' },
              analysis: { structuredData: null },
            },
          },
          'right',
        )
      ).status,
    ).toBe(200);
    const lines = (await readFile(join(dir, 'leads.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ callId: 'c1', endedReason: 'customer-ended-chat', lead });
  });

  it('answers tool-calls with a result per call', async () => {
    const res = await post(
      { message: { type: 'tool-calls', toolCallList: [{ id: 'call_1' }, { id: 'call_2' }] } },
      'right',
    );
    expect(await res.json()).toEqual({
      results: [
        { toolCallId: 'call_1', result: 'received' },
        { toolCallId: 'call_2', result: 'received' },
      ],
    });
  });
});
