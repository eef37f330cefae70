// @vitest-environment node
/**
 * Bad input never crashes the platform (docs/platform.md "Limits"):
 * raw TCP garbage, malformed HTTP and handshakes, random WebSocket frames.
 * After each barrage the platform still serves the API and a whole call.
 * (An uncaught exception or unhandled rejection would also fail the run.)
 */
import { connect } from 'node:net';

import { describe, expect, it } from 'vitest';

import { CallClient, sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import { silence, tone } from '../../server/audio/pcm.ts';
import {
  api,
  createCall,
  getCall,
  startTestPlatform,
  upgradeStatus,
  useTestPlatform,
} from '../support/server.ts';

// A short reconnect grace: calls whose client vanished end soon (docs/platform.md "Reconnect").
const fixture = useTestPlatform({ timing: { frameIntervalMs: 1, reconnectGraceMs: 300 } });

/** A seeded PRNG (mulberry32) so a failure is reproducible. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomBytes(random: () => number, n: number): Buffer {
  const out = Buffer.alloc(n);
  for (let i = 0; i < n; i++) out[i] = Math.floor(random() * 256);
  return out;
}

/** Writes raw bytes to the HTTP port and returns whatever comes back before the socket closes (or 1 s). */
function raw(bytes: Buffer | string): Promise<string> {
  const { port } = new URL(fixture.platform.url);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    const chunks: Buffer[] = [];
    const done = () => resolve(Buffer.concat(chunks).toString('latin1'));
    socket.on('data', (c) => chunks.push(c));
    socket.on('error', done);
    socket.on('close', done);
    socket.setTimeout(1000, () => socket.destroy());
    socket.write(bytes);
  });
}

/** The platform still works: REST answers and a call plays its first message and ends on request. */
async function stillAlive(): Promise<void> {
  const res = await api(fixture.platform, '/api/call/nope');
  expect(res.status).toBe(404);
  const call = await createCall(fixture.platform);
  const client = await CallClient.connect(call);
  await client.waitFor({ type: 'speech-update', status: 'stopped', role: 'assistant' }, 1, 5000);
  client.sendJson({ type: 'end-call' });
  expect(await client.waitClose()).toBe(1000);
}

describe('garbage', () => {
  it('raw TCP garbage and malformed HTTP', async () => {
    const random = rng(1);
    for (let i = 0; i < 20; i++) await raw(randomBytes(random, 1 + Math.floor(random() * 4000)));
    await raw('GET / HTTP/1.1\r\nHost: x\r\nContent-Length: -5\r\n\r\n');
    await raw(
      'POST /api/call/web HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nAuthorization: Bearer test-key\r\n\r\nzz\r\n',
    );
    await raw(`GET /${'a'.repeat(100_000)} HTTP/1.1\r\nHost: x\r\n\r\n`);
    await raw(
      'POST /api/call/web HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer test-key\r\nContent-Length: 1000\r\n\r\n{"assis',
    );
    const answer = await raw(
      'GET /api/call/%%%/ws HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n\r\n',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    await stillAlive();
  });

  it('malformed handshakes do not use up the call', async () => {
    const call = await createCall(fixture.platform);
    const path = new URL(call.transport.websocketCallUrl).pathname;
    const noKey = await raw(
      `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\n\r\n`,
    );
    expect(noKey).toMatch(/^HTTP\/1\.1 400/);
    const badVersion = await raw(
      `GET ${path} HTTP/1.1\r\nHost: x\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 7\r\n\r\n`,
    );
    expect(badVersion).toMatch(/^HTTP\/1\.1 400/);
    await sleep(50);
    const client = await CallClient.connect(call);
    await client.waitFor({ type: 'transcript' });
    client.close();
  });

  it('random WebSocket frames: random binary, random text, random JSON; every call ends cleanly', async () => {
    const random = rng(2);
    const types = ['say', 'add-message', 'control', 'end-call', 'hang', '', 'SAY', 'listening'];
    const closes: number[] = [];
    const expected: number[] = [];
    // The endings rotate over the calls the garbage left open (it ends some itself, more of them under
    // load); more calls follow, up to 16, until both violations have been sent.
    let open = 0;
    for (let c = 0; c < 8 || (c < 16 && !(closes.includes(1003) && closes.includes(1009))); c++) {
      const call = await createCall(fixture.platform, c % 2 ? 'he' : 'es');
      const client = await CallClient.connect(call);
      for (let i = 0; i < 60 && client.closeCode === undefined; i++) {
        const pick = random();
        if (pick < 0.3) {
          client.ws.send(tone(20 + random() * 400, 100 + random() * 3000, random()));
        } else if (pick < 0.4) {
          client.ws.send(randomBytes(random, 2 * Math.floor(random() * 3000)));
        } else if (pick < 0.6) {
          client.ws.send(randomBytes(random, Math.floor(random() * 300)).toString('latin1'));
        } else if (pick < 0.97) {
          const type = types[Math.floor(random() * types.length)];
          const fields: Record<string, unknown> = { type };
          if (random() < 0.5)
            fields['message'] =
              random() < 0.5
                ? 'Hola'
                : { role: random() < 0.5 ? 'user' : 7, content: random() < 0.5 ? 'x' : null };
          if (random() < 0.3)
            fields['control'] = ['mute-assistant', 'unmute-assistant', 'say-first-message', 'nope'][
              Math.floor(random() * 4)
            ];
          if (random() < 0.3) fields['interruptAssistantEnabled'] = random() < 0.5;
          if (random() < 0.1) fields['endCallAfterSpoken'] = random() < 0.5 ? true : 'no';
          if (type === 'end-call' && random() < 0.7) continue;
          client.sendJson(fields);
        } else {
          client.ws.send(randomBytes(random, 2 * Math.floor(random() * 16_000)));
        }
        if (i % 10 === 0) await sleep(5);
      }
      client.sendPcm(silence(100));
      // Some calls end with a protocol violation, the others politely (unless a random end-call or say already ended it).
      await sleep(20);
      const ending = client.closeCode === undefined ? open++ % 3 : 2;
      expected.push([1003, 1009, 1000][ending] as number);
      if (ending === 0) client.ws.send(randomBytes(random, 1 + 2 * Math.floor(random() * 100)));
      else if (ending === 1) client.ws.send(Buffer.alloc(40_000));
      else {
        // The garbage may have used up the text-frame bucket (docs/platform.md
        // "Limits": excess text frames are dropped), most often under load,
        // when the platform reads the burst at once: a polite client sends
        // end-call again until the socket closes.
        const resend = setInterval(() => client.sendJson({ type: 'end-call' }), 250);
        client.sendJson({ type: 'end-call' });
        void client.closed.finally(() => clearInterval(resend));
      }
      closes.push(await client.waitClose(10_000));
      const ended = await getCall(fixture.platform, call.id);
      expect(ended.status).toBe('ended');
    }
    expect(closes).toEqual(expected);
    expect(closes).toContain(1003);
    expect(closes).toContain(1009);
    await stillAlive();
  }, 60_000);

  it('a client that vanishes mid-call (TCP reset) leaves the call waiting for a resume, then it ends connection-lost', async () => {
    const call = await createCall(fixture.platform);
    const client = await CallClient.connect(call);
    await client.waitFor({ type: 'transcript' });
    client.ws.terminate();
    await sleep(100);
    expect(await getCall(fixture.platform, call.id)).toMatchObject({ status: 'in-progress' });
    for (let i = 0; i < 80; i++) {
      if ((await getCall(fixture.platform, call.id)).status === 'ended') break;
      await sleep(25);
    }
    expect(await getCall(fixture.platform, call.id)).toMatchObject({
      status: 'ended',
      endedReason: 'connection-lost',
    });
    await stillAlive();
  });

  it('many calls at once, each refused a second socket, all ended by the client', async () => {
    const calls = await Promise.all(Array.from({ length: 20 }, () => createCall(fixture.platform)));
    const clients = await Promise.all(calls.map((c) => CallClient.connect(c)));
    const statuses = await Promise.all(
      calls.map((c) => upgradeStatus(c.transport.websocketCallUrl)),
    );
    expect(statuses.every((s) => s === 409)).toBe(true);
    for (const c of clients) c.sendJson({ type: 'end-call' });
    const codes = await Promise.all(clients.map((c) => c.waitClose()));
    expect(codes.every((c) => c === 1000)).toBe(true);
    for (const call of calls)
      expect(await getCall(fixture.platform, call.id)).toMatchObject({
        status: 'ended',
        endedReason: 'customer-ended-call',
      });
    // Calls of earlier tests whose client vanished end when their reconnect grace (300 ms) passes.
    await waitUntil(() => fixture.platform.stats().liveCalls === 0, 3000, 'no live calls');
  });
});

describe('shutdown', () => {
  it('close() ends live calls (server-shutdown, close 1001) and stops listening', async () => {
    const other = await startTestPlatform({
      synthesizer: fixture.synthesizer,
      timing: { frameIntervalMs: 1 },
    });
    const call = await createCall(other);
    const client = await CallClient.connect(call);
    await client.waitFor({ type: 'transcript' });
    await other.close();
    expect(await client.waitClose()).toBe(1001);
    expect(client.messages.slice(-2)).toEqual([
      { type: 'status-update', status: 'ended', endedReason: 'server-shutdown' },
      { type: 'hang' },
    ]);
    await expect(fetch(other.url)).rejects.toThrow();
  });
});
