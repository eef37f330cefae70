// @vitest-environment node
/**
 * `GET /metrics` (docs/platform.md "Metrics"): Prometheus' text format from the platform's own
 * registry, every metric with its type, counts that move with calls, turns, chats and server
 * messages, and who may read it: loopback, or elsewhere only with the `METRICS_TOKEN` bearer. A
 * client elsewhere is simulated the way the platform reads addresses: `X-Forwarded-For` through a
 * trusted proxy (`TRUST_PROXY=loopback`), and a request forwarded by an untrusted one.
 */
import { describe, expect, it } from 'vitest';

import { CallClient, sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import { histogramQuantile, readHistogram } from '../../scripts/lib/prometheus.ts';
import { HearingPool } from '../../server/audio/hearing-pool.ts';
import { silence, tone } from '../../server/audio/pcm.ts';
import type { RunningPlatform } from '../../server/index.ts';
import {
  api,
  CHAT_LIMITS_LIFTED,
  startTestPlatform,
  useHookedAssistants,
  useTestPlatform,
} from '../support/server.ts';

const TOKEN = 'scrape-secret-0123456789';
const hook = useHookedAssistants();
const fixture = useTestPlatform(() => ({
  presynthesize: 'none',
  assistantsDir: hook.dir,
  timing: { frameIntervalMs: 2 },
  chatDeltaIntervalMs: 0,
  chatLimits: CHAT_LIMITS_LIFTED,
  outbox: { retryDelayMs: 10 },
  metricsToken: TOKEN,
  trustProxy: 'loopback',
}));

/** `GET /metrics` with `headers`. */
function scrape(
  platform: RunningPlatform,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(new URL('metrics', platform.url), { headers });
}

async function metricsText(platform: RunningPlatform = fixture.platform): Promise<string> {
  const res = await scrape(platform);
  expect(res.status).toBe(200);
  return res.text();
}

/** The value of the sample `name` (with its labels, e.g. `{reason="x"}`), 0 when absent. */
function sample(text: string, name: string): number {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? 0 : Number(line.slice(name.length + 1));
}

/** Polls the metrics until `name`'s sample satisfies `ok`. */
async function until(
  name: string,
  ok: (value: number) => boolean,
  what: string,
  platform: RunningPlatform = fixture.platform,
): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = sample(await metricsText(platform), name);
    if (ok(value)) return;
    if (Date.now() > deadline) throw new Error(`${what}: ${name} is ${value}`);
    await sleep(20);
  }
}

describe('GET /metrics', () => {
  it("answers Prometheus' text format: every metric with its # TYPE", async () => {
    const res = await scrape(fixture.platform);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    const types = new Map(
      (await res.text())
        .split('\n')
        .filter((l) => l.startsWith('# TYPE '))
        .map((l) => l.split(' ').slice(2, 4) as [string, string]),
    );
    expect(Object.fromEntries([...types].filter(([name]) => name.startsWith('voice_')))).toEqual({
      voice_platform_live_calls: 'gauge',
      voice_platform_live_chats: 'gauge',
      voice_platform_call_ends_total: 'counter',
      voice_platform_turn_latency_seconds: 'histogram',
      voice_platform_synthesis_queue_wait_seconds: 'histogram',
      voice_platform_hearing_lag_seconds: 'histogram',
      voice_platform_server_messages_total: 'counter',
    });
    // The default process and Node.js metrics.
    expect(types.get('process_cpu_user_seconds_total')).toBe('counter');
    expect(types.get('process_resident_memory_bytes')).toBe('gauge');
    expect(types.get('nodejs_eventloop_lag_seconds')).toBe('gauge');
    expect(types.get('nodejs_heap_size_used_bytes')).toBe('gauge');
  });

  it('counts move: a call raises the live calls, its voice turn adds a latency, its end counts under its reason; server messages are delivered', async () => {
    const before = await metricsText();
    const live = sample(before, 'voice_platform_live_calls');
    const turns = sample(before, 'voice_platform_turn_latency_seconds_count');
    const ended = 'voice_platform_call_ends_total{reason="customer-ended-call"}';
    const ends = sample(before, ended);
    const delivered = 'voice_platform_server_messages_total{result="delivered"}';
    const sent = sample(before, delivered);
    expect(sample(before, 'voice_platform_server_messages_total{result="failed"}')).toBe(0);

    const created = await api(fixture.platform, '/api/call/web', {
      method: 'POST',
      body: JSON.stringify({ assistantId: 'hooked' }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(created.status).toBe(201);
    const call = (await created.json()) as Parameters<typeof CallClient.connect>[0];
    const client = fixture.track(await CallClient.connect(call));
    await until('voice_platform_live_calls', (v) => v === live + 1, 'the live call');
    // The first message was synthesized for this platform's new synthesizer: it waited in the queue.
    await client.waitFor(
      { type: 'speech-update', status: 'stopped', role: 'assistant' },
      1,
      20_000,
    );
    expect(
      sample(await metricsText(), 'voice_platform_synthesis_queue_wait_seconds_count'),
    ).toBeGreaterThan(0);

    // A voice turn (a tone, then silence): its answer's first frame adds one latency.
    client.sendPcm(Buffer.concat([tone(600), silence(800)]));
    await client.waitFor({ type: 'transcript' }, 2, 15_000);
    await waitUntil(() => client.frames.length > 0, 5000, 'audio');
    await until('voice_platform_turn_latency_seconds_count', (v) => v === turns + 1, 'the turn');
    const latency = readHistogram(await metricsText(), 'voice_platform_turn_latency_seconds');
    expect(latency?.sum).toBeGreaterThan(0);
    // Buckets from 50 ms to 10 s, then +Inf; the bench reads its quantiles from them.
    expect(latency?.buckets.map(([le]) => le)).toEqual([
      0.05,
      0.1,
      0.2,
      0.3,
      0.4,
      0.5,
      0.75,
      1,
      1.5,
      2,
      3,
      5,
      10,
      Infinity,
    ]);
    expect(latency?.buckets.at(-1)?.[1]).toBe(latency?.count);

    client.sendJson({ type: 'end-call' });
    await client.waitClose();
    await until(ended, (v) => v === ends + 1, 'the end');
    await until('voice_platform_live_calls', (v) => v === live, 'no live call');
    // The hooked assistant's server got the call's messages (status updates, the end-of-call report).
    await until(delivered, (v) => v > sent, 'a delivery');
  });

  it('a chat raises the live chats gauge', async () => {
    const chats = sample(await metricsText(), 'voice_platform_live_chats');
    const res = await api(fixture.platform, '/api/chat/web', {
      method: 'POST',
      body: JSON.stringify({ assistantId: 'sofia', input: 'Hola', stream: false }),
      headers: { 'Content-Type': 'application/json' },
    });
    expect(res.status).toBe(200);
    await until('voice_platform_live_chats', (v) => v === chats + 1, 'the chat');
  });

  it('a client elsewhere needs the METRICS_TOKEN bearer: refused without it or with a wrong one, served with it', async () => {
    const remote = { 'X-Forwarded-For': '203.0.113.9' };
    const without = await scrape(fixture.platform, remote);
    expect(without.status).toBe(401);
    expect(without.headers.get('www-authenticate')).toBe('Bearer');
    expect(await without.json()).toEqual({
      message: 'missing or wrong METRICS_TOKEN bearer',
      error: 'Unauthorized',
      statusCode: 401,
      code: 'unauthorized',
    });
    const wrong = await scrape(fixture.platform, { ...remote, Authorization: `Bearer ${TOKEN}x` });
    expect(wrong.status).toBe(401);
    await wrong.body?.cancel();
    const right = await scrape(fixture.platform, { ...remote, Authorization: `Bearer ${TOKEN}` });
    expect(right.status).toBe(200);
    expect(await right.text()).toContain('# TYPE voice_platform_live_calls gauge');
    // A method other than GET or HEAD.
    const post = await fetch(new URL('metrics', fixture.platform.url), { method: 'POST' });
    expect(post.status).toBe(405);
    await post.body?.cancel();
  });

  it('without METRICS_TOKEN: loopback only, and a request forwarded by a proxy it does not trust is not loopback', async () => {
    const platform = await startTestPlatform({
      synthesizer: fixture.synthesizer,
      presynthesize: 'none',
      metricsToken: '',
    });
    try {
      expect((await scrape(platform)).status).toBe(200);
      for (const forwarded of [
        { 'X-Forwarded-For': '127.0.0.1' },
        { Forwarded: 'for=198.51.100.4' },
      ]) {
        const res = await scrape(platform, { ...forwarded, Authorization: `Bearer ${TOKEN}` });
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ statusCode: 403, code: 'metrics-forbidden' });
      }
    } finally {
      await platform.close();
    }
  });

  it("the hearing worker reports its lag (Silero): a call's audio adds observations", async () => {
    const pool = await HearingPool.start();
    const platform = await startTestPlatform({
      synthesizer: fixture.synthesizer,
      presynthesize: 'none',
      hearingPool: pool,
      vadEngine: 'silero',
      timing: { frameIntervalMs: 2 },
    });
    try {
      const lag = 'voice_platform_hearing_lag_seconds_count';
      expect(sample(await metricsText(platform), lag)).toBe(0);
      const call = await api(platform, '/api/call/web', {
        method: 'POST',
        body: JSON.stringify({ assistantId: 'sofia' }),
        headers: { 'Content-Type': 'application/json' },
      });
      const client = fixture.track(await CallClient.connect((await call.json()) as never));
      client.sendPcm(Buffer.concat([tone(300), silence(300)]));
      await until(lag, (v) => v > 0, 'a batch of the hearing worker', platform);
      expect(
        sample(await metricsText(platform), 'voice_platform_hearing_lag_seconds_sum'),
      ).toBeGreaterThan(0);
    } finally {
      await platform.close();
      await pool.close();
    }
  });

  it("the bench's reading of a histogram: quantiles interpolated within the bucket, as Prometheus does", () => {
    const text = [
      'x_bucket{le="0.1"} 2',
      'x_bucket{le="0.5"} 6',
      'x_bucket{le="1"} 8',
      'x_bucket{le="+Inf"} 10',
      'x_sum 7',
      'x_count 10',
    ].join('\n');
    const h = readHistogram(text, 'x');
    expect(h).toEqual({
      count: 10,
      sum: 7,
      buckets: [
        [0.1, 2],
        [0.5, 6],
        [1, 8],
        [Infinity, 10],
      ],
    });
    // The 5th of 10 lies 3/4 of the way into (0.1, 0.5]; the 10th is past the last finite bound.
    expect(histogramQuantile(h!, 0.5)).toBeCloseTo(0.4);
    expect(histogramQuantile(h!, 1)).toBe(1);
    expect(readHistogram(text, 'y')).toBeUndefined();
  });
});
