// @vitest-environment node
/**
 * The local platform's limits against a hostile client (docs/platform.md
 * "Limits"): the text-frame budget, error-reply coalescing, the
 * 1008 close, the say limit with interrupts, fair and cancellable synthesis,
 * per-address admission, the maximum call duration, and the hardened static
 * server (405, headers, source maps).
 */
import { type IncomingMessage, request } from 'node:http';

import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

import { CallClient, sleep, unparsedFrames } from '../../scripts/lib/call-client.ts';
import { tone } from '../../server/audio/pcm.ts';
import {
  MAX_JOBS_PER_OWNER,
  SynthesisCancelledError,
  SynthesisQueueFullError,
  Synthesizer,
} from '../../server/audio/tts.ts';
import { Admission } from '../../server/limits/admission.ts';
import { Throttle, TokenBucket } from '../../server/limits/rate.ts';
import { ERROR_REPLY_INTERVAL_MS, MAX_QUEUED_SAYS } from '../../src/core/protocol/limits.ts';
import { api, createCall, getCall, startTestPlatform } from '../support/server.ts';

// Every frame the platform sent in this file parses on the client (src/core/protocol/parse-server-message.ts);
// emptied as it is checked, since the files a worker runs without isolation share the list.
afterAll(() => expect(unparsedFrames.splice(0)).toEqual([]));

let synthesizer: Synthesizer;
beforeAll(() => {
  synthesizer = new Synthesizer();
});
afterAll(async () => {
  await synthesizer?.close();
});

describe('budget primitives', () => {
  it('TokenBucket: burst, then the rate', () => {
    const bucket = new TokenBucket(20, 40, 0);
    let taken = 0;
    for (let i = 0; i < 100; i++) if (bucket.take(0)) taken++;
    expect(taken).toBe(40);
    expect(bucket.take(49)).toBe(false); // 0.98 of a token
    expect(bucket.take(50)).toBe(true);
    expect(bucket.take(10_000)).toBe(true); // refilled, capped at the burst
  });

  it('Throttle: one per interval, the rest counted into the next', () => {
    const t = new Throttle(1000);
    expect(t.pass(0)).toBe(0);
    expect(t.pass(10)).toBeUndefined();
    expect(t.pass(999)).toBeUndefined();
    expect(t.pass(1000)).toBe(2);
  });

  it('Admission: calls per minute and alive per address, with Retry-After', () => {
    const a = new Admission({ callsPerMinute: 2, callsAlive: 3 });
    expect(a.admit('1.1.1.1', 0, 0)).toBeUndefined();
    expect(a.admit('1.1.1.1', 1, 1000)).toBeUndefined();
    expect(a.admit('1.1.1.1', 2, 2000)).toMatchObject({
      reason: 'calls-per-minute',
      retryAfterS: 58,
    });
    expect(a.admit('2.2.2.2', 0, 2000)).toBeUndefined(); // another visitor is not affected
    expect(a.admit('1.1.1.1', 0, 60_001)).toBeUndefined();
    expect(a.admit('2.2.2.2', 3, 60_001)).toMatchObject({ reason: 'calls-alive', retryAfterS: 10 });
  });
});

describe('the call socket under a flood', () => {
  it('a text-frame flood gets at most one error reply per second, then close 1008 and protocol-error', async () => {
    const platform = await startTestPlatform({ synthesizer, timing: { frameIntervalMs: 1 } });
    try {
      const call = await createCall(platform);
      const client = await CallClient.connect(call);
      const sent = 2000;
      const started = performance.now();
      for (let i = 0; i < sent; i++) client.ws.send('{"type":');
      expect(await client.waitClose(20_000)).toBe(1008);
      const errors = client.messages.filter((m) => m['type'] === 'error');
      // One reply per interval of the flood as it lasted (two when it is over within one second; more
      // only when a busy machine stretched it), never one per frame.
      const intervals = (performance.now() - started) / ERROR_REPLY_INTERVAL_MS;
      expect(errors.length).toBeLessThanOrEqual(Math.max(2, Math.ceil(intervals) + 1));
      expect(errors[0]).toMatchObject({ code: 'bad-json' });
      expect(client.messages.at(-2)).toEqual({
        type: 'status-update',
        status: 'ended',
        endedReason: 'protocol-error',
      });
      expect(await getCall(platform, call.id)).toMatchObject({
        status: 'ended',
        endedReason: 'protocol-error',
      });
    } finally {
      await platform.close();
    }
  });

  it('a slow but steady sender within the budget is never cut off; suppressed errors are counted', async () => {
    const platform = await startTestPlatform({ synthesizer, timing: { frameIntervalMs: 1 } });
    try {
      const call = await createCall(platform);
      const client = await CallClient.connect(call);
      const started = performance.now();
      for (let i = 0; i < 30; i++) {
        client.ws.send('{"type":"dance"}');
        await sleep(60); // ~16 frames/s, under 20/s
      }
      await sleep(1100);
      client.ws.send('{"type":"dance"}');
      const errors = () => client.messages.filter((m) => m['type'] === 'error');
      // Every bad frame is answered or counted in a later answer's `suppressed`; on a busy machine
      // the sends stretch over more reply intervals, so the answers are waited for, not counted.
      await vi.waitFor(
        () => expect(errors().reduce((n, e) => n + 1 + Number(e['suppressed'] ?? 0), 0)).toBe(31),
        { timeout: 10_000, interval: 20 },
      );
      const intervals = (performance.now() - started) / ERROR_REPLY_INTERVAL_MS;
      expect(errors().length).toBeLessThanOrEqual(Math.ceil(intervals) + 1);
      expect(client.closeCode).toBeUndefined();
      client.close();
    } finally {
      await platform.close();
    }
  });

  it('interrupting says count against the limit: queue-full past the limit', async () => {
    const platform = await startTestPlatform({
      synthesizer,
      timing: { frameIntervalMs: 1, errorReplyIntervalMs: 0 },
    });
    try {
      const call = await createCall(platform);
      const client = await CallClient.connect(call);
      for (let i = 0; i < MAX_QUEUED_SAYS + 10; i++)
        client.sendJson({
          type: 'say',
          message: `Línea número ${i}.`,
          interruptAssistantEnabled: true,
        });
      await client.waitFor({ type: 'error', code: 'queue-full' }, 1);
      client.close();
    } finally {
      await platform.close();
    }
  });

  it('a socket that only sends silence still ends at the idle timeout; a call ends at its maximum duration', async () => {
    const platform = await startTestPlatform({
      synthesizer,
      // The talker's 20 ms tone keeps it far from the idle timeout even when a busy machine runs its
      // timer late; the quiet socket closes long before the maximum duration.
      timing: { frameIntervalMs: 1, idleTimeoutMs: 1000, maxDurationMs: 2500 },
    });
    try {
      const quiet = await CallClient.connect(await createCall(platform));
      const talker = await CallClient.connect(await createCall(platform));
      const keep = setInterval(() => talker.sendPcm(tone(20)), 20);
      try {
        expect(await quiet.waitClose(20_000)).toBe(4000);
        expect(await talker.waitClose(20_000)).toBe(1000);
        expect(talker.messages.at(-2)).toEqual({
          type: 'status-update',
          status: 'ended',
          endedReason: 'exceeded-max-duration',
        });
      } finally {
        clearInterval(keep);
      }
    } finally {
      await platform.close();
    }
  });
});

describe('speech work is bounded and fair', () => {
  it('per-call round-robin: a flooding call delays another call by at most the synthesis running', async () => {
    const s = new Synthesizer();
    try {
      const voice = { name: 'es+f3' };
      const order: string[] = [];
      const track = (tag: string, p: Promise<Buffer>) =>
        p.then(
          () => order.push(tag),
          (e: Error) => order.push(`${tag}:${e.name}`),
        );
      const jobs = [
        track('A0', s.synthesize(voice, 'Uno dos tres.', { owner: 'A', cache: false })),
      ];
      for (let i = 1; i <= MAX_JOBS_PER_OWNER + 2; i++)
        jobs.push(track(`A${i}`, s.synthesize(voice, `Línea ${i}.`, { owner: 'A', cache: false })));
      jobs.push(track('B0', s.synthesize(voice, 'Hola.', { owner: 'B', cache: false })));
      await Promise.all(jobs);
      // A0 was running; A1..A4 waited; A5, A6 were refused; B0 went right after A0.
      expect(order.filter((t) => t.endsWith('SynthesisQueueFullError'))).toEqual([
        'A5:SynthesisQueueFullError',
        'A6:SynthesisQueueFullError',
      ]);
      const done = order.filter((t) => !t.includes(':'));
      expect(done.slice(0, 2)).toEqual(['A0', 'B0']);
    } finally {
      await s.close();
    }
  });

  it("cancel() drops an ended call's waiting jobs", async () => {
    const s = new Synthesizer();
    try {
      const voice = { name: 'es+f3' };
      const running = s.synthesize(voice, 'Primera.', { owner: 'A', cache: false });
      const waiting = [
        s.synthesize(voice, 'Segunda.', { owner: 'A', cache: false }),
        s.synthesize(voice, 'Tercera.', { owner: 'A', cache: false }),
      ];
      expect(s.pending('A')).toBe(2);
      s.cancel('A');
      expect(s.pending()).toBe(0);
      for (const p of waiting) await expect(p).rejects.toBeInstanceOf(SynthesisCancelledError);
      expect((await running).length).toBeGreaterThan(0);
      await expect(s.synthesize(voice, 'x', { owner: 'A', cache: false })).resolves.toBeInstanceOf(
        Buffer,
      );
      expect(SynthesisQueueFullError.name).toBe('SynthesisQueueFullError');
    } finally {
      await s.close();
    }
  });

  it('uncached lines never enter the cache, so a flood cannot evict the fixed lines', async () => {
    const s = new Synthesizer();
    try {
      await s.synthesize({ name: 'es+f3' }, 'Fija.');
      const before = s.stats().cachedLines;
      await Promise.all(
        [1, 2, 3].map((i) =>
          s.synthesize({ name: 'es+f3' }, `Dinámica ${i}.`, { owner: 'A', cache: false }),
        ),
      );
      expect(s.stats().cachedLines).toBe(before);
    } finally {
      await s.close();
    }
  });
});

describe('call admission over REST', () => {
  it('429 with Retry-After in the API error shape past the per-address limits', async () => {
    const platform = await startTestPlatform({
      synthesizer,
      admission: { callsPerMinute: 100, callsAlive: 2 },
    });
    try {
      await createCall(platform);
      await createCall(platform);
      const res = await api(platform, '/api/call/web', {
        method: 'POST',
        body: JSON.stringify({ assistantId: 'sofia' }),
      });
      expect(res.status).toBe(429);
      expect(res.headers.get('retry-after')).toBe('10');
      expect(await res.json()).toEqual({
        message: expect.stringContaining('2 calls at once'),
        error: 'Too Many Requests',
        statusCode: 429,
        code: 'too-many-requests',
      });
    } finally {
      await platform.close();
    }
  });
});

describe('the static server', () => {
  it('answers 405 with Allow to other methods, sends the security headers, hides source maps', async () => {
    const platform = await startTestPlatform({ synthesizer });
    try {
      for (const method of ['PUT', 'DELETE', 'OPTIONS', 'TRACE', 'POST']) {
        // node:http, not fetch: fetch refuses TRACE.
        const res = await new Promise<IncomingMessage>((ok, ko) =>
          request(platform.url, { method }, ok).on('error', ko).end(),
        );
        res.resume();
        expect(res.statusCode, method).toBe(405);
        expect(res.headers['allow']).toBe('GET, HEAD');
      }
      const page = await fetch(platform.url);
      expect(page.status).toBe(200);
      const h = page.headers;
      expect(h.get('content-security-policy')).toMatch(/frame-ancestors 'self'/);
      // One policy only: the header replaces the page's meta tag (which would report every violation twice).
      expect(await page.text()).not.toMatch(/http-equiv="Content-Security-Policy"/);
      expect(h.get('content-security-policy')).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(h.get('x-content-type-options')).toBe('nosniff');
      expect(h.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(h.get('permissions-policy')).toMatch(/^microphone=\(self\)/);
      expect(h.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(h.get('strict-transport-security')).toBeNull();
      const https = await fetch(platform.url, { headers: { 'X-Forwarded-Proto': 'https' } });
      expect(https.headers.get('strict-transport-security')).toMatch(/max-age=/);
      expect((await fetch(`${platform.url}voice-widgets.js.map`)).status).toBe(404);
      // The API keeps answering its own methods (CORS preflight for partner pages).
      expect((await fetch(`${platform.url}api/call/web`, { method: 'OPTIONS' })).status).toBe(204);
    } finally {
      await platform.close();
    }
  });
});
