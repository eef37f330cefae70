// @vitest-environment node
/**
 * Live call control (docs/platform.md "Live call control"): the 201
 * answer's `monitor.controlUrl` ends the call with `{"type":"end-call"}`
 * from a `text/plain` body (what `navigator.sendBeacon` sends when the page
 * goes away), and nothing else gets through it.
 */
import { describe, expect, it } from 'vitest';

import { CallClient, waitUntil } from '../../scripts/lib/call-client.ts';
import { createCall, getCall, useTestPlatform } from '../support/server.ts';

const fixture = useTestPlatform();

/** Posts `body` as a beacon would: no key, `text/plain`. */
function beacon(url: string, body: string, method = 'POST'): Promise<Response> {
  return fetch(url, {
    method,
    ...(method === 'POST' ? { body } : {}),
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  });
}

function controlUrlOf(call: Record<string, unknown>): string {
  const monitor = call['monitor'] as { controlUrl?: unknown } | undefined;
  expect(typeof monitor?.controlUrl).toBe('string');
  return monitor?.controlUrl as string;
}

describe('monitor.controlUrl', () => {
  it('is in the 201 answer only: an http URL on the platform, with an unguessable secret; GET of the call does not show it', async () => {
    const call = await createCall(fixture.platform);
    const url = new URL(controlUrlOf(call));
    expect(url.origin).toBe(new URL(fixture.platform.url).origin);
    expect(url.pathname).toMatch(new RegExp(`^/api/call/${call.id}/control/[A-Za-z0-9_-]{24}$`));
    expect(controlUrlOf(await createCall(fixture.platform))).not.toBe(url.toString());
    expect((await getCall(fixture.platform, call.id))['monitor']).toBeUndefined();
  });

  it("end-call from a text/plain body ends a live call as the customer's hang-up and closes its socket with 1000", async () => {
    const call = await createCall(fixture.platform);
    const client = new CallClient(call.transport.websocketCallUrl);
    await client.opened;
    await waitUntil(() => client.received.some((r) => r.kind === 'audio'), 10_000, 'first audio');
    const res = await beacon(controlUrlOf(call), JSON.stringify({ type: 'end-call' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ended' });
    expect(await client.waitClose()).toBe(1000);
    const after = await getCall(fixture.platform, call.id);
    expect(after.status).toBe('ended');
    expect(after.endedReason).toBe('customer-ended-call');
    // Again: nothing changes.
    expect((await beacon(controlUrlOf(call), JSON.stringify({ type: 'end-call' }))).status).toBe(
      200,
    );
    expect((await getCall(fixture.platform, call.id)).endedReason).toBe('customer-ended-call');
  });

  it('ends a call whose socket never opened', async () => {
    const call = await createCall(fixture.platform);
    expect((await beacon(controlUrlOf(call), '{"type":"end-call"}')).status).toBe(200);
    expect((await getCall(fixture.platform, call.id)).endedReason).toBe('customer-ended-call');
  });

  it('refuses a wrong secret or call with the same 404, and bad or other messages with 400, leaving the call alone', async () => {
    const call = await createCall(fixture.platform);
    const url = controlUrlOf(call);
    const wrong = url.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    const other = await createCall(fixture.platform);
    const swapped = controlUrlOf(other).replace(other.id, call.id);
    for (const target of [
      wrong,
      swapped,
      url.replace(call.id, '00000000-0000-4000-8000-000000000000'),
    ]) {
      const res = await beacon(target, '{"type":"end-call"}');
      expect(res.status).toBe(404);
      expect(((await res.json()) as { code: string }).code).toBe('call-not-found');
    }
    for (const [body, code] of [
      ['not json', 'bad-request'],
      ['[1]', 'bad-request'],
      ['{"type":"say","content":"hola"}', 'unsupported-on-local-platform'],
      [JSON.stringify({ type: 'end-call', pad: 'x'.repeat(5000) }), 'bad-request'],
    ] as const) {
      const res = await beacon(url, body);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { code: string }).code).toBe(code);
    }
    expect((await beacon(url, '', 'GET')).status).toBe(405);
    expect((await getCall(fixture.platform, call.id)).status).toBe('queued');
  });
});
