// @vitest-environment node
/**
 * Behind a reverse proxy (docs/platform.md "Limits", "Behind a reverse proxy";
 * `server/limits/client-address.ts`): the per-address limits key on the
 * client's address; `X-Forwarded-For` counts only through trusted peers
 * (`TRUST_PROXY`), so a spoofed header from an untrusted peer changes
 * nothing, and behind a trusted proxy two visitors get separate limits.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { Synthesizer } from '../../server/audio/tts.ts';
import type { RunningPlatform } from '../../server/index.ts';
import { parseTrustProxy } from '../../server/limits/client-address.ts';
import { KEY, startTestPlatform } from '../support/server.ts';

let platform: RunningPlatform | undefined;
let synthesizer: Synthesizer | undefined;

afterEach(async () => {
  await platform?.close();
  await synthesizer?.close();
  platform = undefined;
  synthesizer = undefined;
});

async function start(trustProxy?: string): Promise<RunningPlatform> {
  synthesizer = new Synthesizer();
  platform = await startTestPlatform({
    synthesizer,
    admission: { callsPerMinute: 2, callsAlive: 10 },
    ...(trustProxy !== undefined ? { trustProxy } : {}),
  });
  return platform;
}

/** `POST /api/call/web` as if forwarded for `forwardedFor` (none: no header); the status. */
async function create(p: RunningPlatform, forwardedFor?: string): Promise<number> {
  const res = await fetch(new URL('api/call/web', p.url), {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${KEY}`,
      'Content-Type': 'application/json',
      ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
    },
    body: JSON.stringify({ assistantId: 'sofia' }),
  });
  await res.body?.cancel();
  return res.status;
}

describe('TRUST_PROXY', () => {
  it('reads a hop count or an address/CIDR list; anything else fails with its reason', () => {
    expect(parseTrustProxy(undefined)('127.0.0.1', 0)).toBe(false);
    expect(parseTrustProxy('false')('127.0.0.1', 0)).toBe(false);
    const twoHops = parseTrustProxy('2');
    expect([
      twoHops('198.51.100.7', 0),
      twoHops('198.51.100.7', 1),
      twoHops('198.51.100.7', 2),
    ]).toEqual([true, true, false]);
    const list = parseTrustProxy('loopback, 10.0.0.0/8');
    expect([list('127.0.0.1', 0), list('10.1.2.3', 0), list('203.0.113.5', 0)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(() => parseTrustProxy('not-an-address')).toThrow(/TRUST_PROXY="not-an-address"/);
    expect(() => parseTrustProxy('50')).toThrow(/at most 10 hops/);
  });

  it('by default nothing is trusted: a spoofed X-Forwarded-For changes nothing, the TCP peer is the client', async () => {
    const p = await start();
    expect(await create(p, '203.0.113.1')).toBe(201);
    expect(await create(p, '203.0.113.2')).toBe(201);
    expect(await create(p, '203.0.113.3')).toBe(429); // one address, whatever the header says
  });

  it('behind a trusted proxy (loopback), two visitors get separate limits; a header forged before the proxy is not believed', async () => {
    const p = await start('loopback');
    expect(await create(p, '203.0.113.1')).toBe(201);
    expect(await create(p, '203.0.113.1')).toBe(201);
    expect(await create(p, '203.0.113.1')).toBe(429);
    expect(await create(p, '203.0.113.2')).toBe(201); // another visitor behind the same proxy
    // The visitor 203.0.113.1 wrote its own X-Forwarded-For; the proxy appended the real address: the real one counts.
    expect(await create(p, '198.51.100.9, 203.0.113.1')).toBe(429);
  });

  it('a bad TRUST_PROXY fails the start', async () => {
    await expect(startTestPlatform({ trustProxy: '10.0.0.0/99' })).rejects.toThrow(/TRUST_PROXY/);
  });
});
