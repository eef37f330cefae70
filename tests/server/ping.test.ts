// @vitest-environment node
/**
 * The round-trip probe (docs/platform.md "Text frames"): `{type:'ping',id}` is answered with
 * `{type:'pong',id}`; a malformed ping gets the usual `bad-message` error; pings count against the
 * socket's text-frame budget like any other frame; and pings alone do not keep a silent call alive.
 */
import { describe, expect, it } from 'vitest';

import { CallClient, waitUntil } from '../../scripts/lib/call-client.ts';
import { TEXT_FRAMES_BURST } from '../../src/core/protocol/limits.ts';
import { createCall, startTestPlatform, useTestPlatform } from '../support/server.ts';

// Every error reply is kept (errorReplyIntervalMs 0), so each bad frame's answer can be checked.
const fixture = useTestPlatform({
  presynthesize: 'none',
  timing: { frameIntervalMs: 2, errorReplyIntervalMs: 0 },
});

const pongs = (client: CallClient): unknown[] =>
  client.messages.filter((m) => m['type'] === 'pong').map((m) => m['id']);

describe('ping', () => {
  it('is answered with a pong carrying the same id, also while the assistant speaks', async () => {
    const { client } = await fixture.open();
    await client.waitFor(
      { type: 'speech-update', status: 'started', role: 'assistant' },
      1,
      20_000,
    );
    for (const id of [0, 7, 2_147_483_647]) client.sendJson({ type: 'ping', id });
    await waitUntil(() => pongs(client).length === 3, 5000, 'three pongs');
    expect(pongs(client)).toEqual([0, 7, 2_147_483_647]);
    expect(client.messages.filter((m) => m['type'] === 'pong')[0]).toEqual({ type: 'pong', id: 0 });
    expect(client.count({ type: 'error' })).toBe(0);
  });

  it('a malformed ping gets the bad-message error and no pong; the call goes on', async () => {
    const { client } = await fixture.open();
    for (const bad of [{ type: 'ping' }, { type: 'ping', id: -1 }, { type: 'ping', id: 1.5 }])
      client.sendJson(bad);
    client.sendJson({ type: 'ping', id: 1 });
    await client.waitFor({ type: 'pong' });
    await client.waitFor({ type: 'error', code: 'bad-message' }, 3);
    expect(pongs(client)).toEqual([1]);
    expect(client.closeCode).toBeUndefined();
  });

  it('a flood of pings is held to the text-frame budget: pongs up to the burst, then rate-limited errors', async () => {
    const { client } = await fixture.open();
    const sent = TEXT_FRAMES_BURST + 20;
    for (let id = 0; id < sent; id++) client.sendJson({ type: 'ping', id });
    await client.waitFor({ type: 'error', code: 'rate-limited' });
    await waitUntil(
      () => pongs(client).length + client.count({ type: 'error', code: 'rate-limited' }) === sent,
      5000,
      'an answer to every frame',
    );
    expect(pongs(client).length).toBeGreaterThanOrEqual(TEXT_FRAMES_BURST);
    expect(pongs(client).length).toBeLessThan(sent);
  });

  it('does not keep a silent call alive: it ends silence-timed-out (close 4000) while pongs keep coming', async () => {
    const platform = await startTestPlatform({
      synthesizer: fixture.synthesizer,
      presynthesize: 'none',
      timing: { frameIntervalMs: 2, idleTimeoutMs: 400 },
    });
    try {
      const client = fixture.track(await CallClient.connect(await createCall(platform)));
      let id = 0;
      const pinging = setInterval(() => {
        if (client.closeCode === undefined) client.sendJson({ type: 'ping', id: id++ });
      }, 50);
      try {
        expect(await client.waitClose(10_000)).toBe(4000);
      } finally {
        clearInterval(pinging);
      }
      expect(client.messages).toContainEqual({
        type: 'status-update',
        status: 'ended',
        endedReason: 'silence-timed-out',
      });
      // Pings were answered: they just did not count as activity.
      expect(pongs(client).length).toBeGreaterThan(0);
    } finally {
      await platform.close();
    }
  });
});
