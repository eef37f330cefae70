// @vitest-environment node
/**
 * Vapi's speaking plans on the local platform (docs/platform.md "Speaking plans"): out-of-range
 * values are 400 naming the field, wherever they come from; the values change the turns' timing,
 * also after a resume on a new socket and after a platform restart (docs/durable-state.md "Calls").
 * The platform listens with the energy detector here (the turns are tones).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CallClient, type CallJson, sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import { silence, tone } from '../../server/audio/pcm.ts';
import { parseAssistant } from '../../server/dialogue/assistants.ts';
import { isSpeakingPlans } from '../../server/dialogue/speaking-plans.ts';
import type { RunningPlatform } from '../../server/index.ts';
import { api, startTestPlatform, useTestPlatform } from '../support/server.ts';

const sofia = JSON.parse(
  readFileSync(new URL('../../server/assistants/sofia.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

const fast = useTestPlatform({ presynthesize: 'first', timing: { frameIntervalMs: 2 } });

const USER_STOPPED = { type: 'speech-update', status: 'stopped', role: 'user' } as const;
const ASSISTANT_STOPPED = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;

function post(platform: typeof fast.platform, body: unknown): Promise<Response> {
  return api(platform, '/api/call/web', {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'Content-Type': 'application/json' },
  });
}

async function expect400(body: unknown, field: string): Promise<void> {
  const res = await post(fast.platform, body);
  expect(res.status).toBe(400);
  const json = (await res.json()) as { code: string; message: string };
  expect(json.code).toBe('bad-request');
  expect(json.message).toContain(field);
}

/** Opens a call of sofia with `overrides` on `platform` (default `fast`'s). */
async function open(
  fixture: typeof fast,
  overrides: Record<string, unknown>,
  platform = fixture.platform,
): Promise<CallClient> {
  const res = await post(platform, { assistantId: 'sofia', assistantOverrides: overrides });
  expect(res.status).toBe(201);
  return fixture.track(await CallClient.connect((await res.json()) as CallJson));
}

/** Plans other than the defaults in both plans (waitSeconds 1.5 s against the default 0.4 s). */
const SLOW_PLANS = {
  startSpeakingPlan: { waitSeconds: 1.5 },
  stopSpeakingPlan: { voiceSeconds: 0.5, backoffSeconds: 3 },
};

/** The client's socket URL with its latest resume token. */
function resumeUrl(client: CallClient): string {
  const token = client.messages.filter((m) => m['type'] === 'resume-token').at(-1)?.['token'];
  if (typeof token !== 'string') throw new Error('no resume token received');
  return `${client.ws.url.split('?')[0]}?resume=${encodeURIComponent(token)}`;
}

/** Resumes `client`'s call on a new socket once its token came; resolves with the new client. */
async function resumed(client: CallClient): Promise<CallClient> {
  const next = fast.track(new CallClient(resumeUrl(client)));
  await next.opened;
  await next.waitFor({ type: 'resume-token' });
  return next;
}

/** Asserts that the call on `client` ends the visitor's turn after 1.5 s of silence (`SLOW_PLANS`), not 0.8 s. */
async function expectSlowWait(client: CallClient): Promise<void> {
  client.sendPcm(Buffer.concat([tone(500), silence(800)]));
  await sleep(300);
  expect(client.count(USER_STOPPED)).toBe(0);
  client.sendPcm(silence(900));
  await client.waitFor(USER_STOPPED);
}

describe('validation', () => {
  it("400 naming the field for values out of Vapi's ranges, in assistantOverrides or an inline assistant", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ startSpeakingPlan: { waitSeconds: 5.1 } }, 'startSpeakingPlan.waitSeconds'],
      [{ startSpeakingPlan: { waitSeconds: -0.1 } }, 'startSpeakingPlan.waitSeconds'],
      [{ stopSpeakingPlan: { voiceSeconds: 0.6 } }, 'stopSpeakingPlan.voiceSeconds'],
      [{ stopSpeakingPlan: { backoffSeconds: 11 } }, 'stopSpeakingPlan.backoffSeconds'],
      [{ stopSpeakingPlan: { backoffSeconds: '1' } }, 'stopSpeakingPlan.backoffSeconds'],
      [{ stopSpeakingPlan: 2 }, 'stopSpeakingPlan'],
    ];
    for (const [plans, field] of cases) {
      await expect400(
        { assistantId: 'sofia', assistantOverrides: plans },
        `assistantOverrides.${field}`,
      );
      await expect400({ assistant: { firstMessage: 'Hola', ...plans } }, `assistant.${field}`);
    }
  });

  it('values at the ends of the ranges are taken, without a warning', async () => {
    const plans = {
      startSpeakingPlan: { waitSeconds: 5 },
      stopSpeakingPlan: { voiceSeconds: 0, backoffSeconds: 10 },
    };
    const stored = await post(fast.platform, { assistantId: 'sofia', assistantOverrides: plans });
    expect(stored.status).toBe(201);
    const inline = await post(fast.platform, { assistant: { firstMessage: 'Hola', ...plans } });
    expect(inline.status).toBe(201);
    expect(((await inline.json()) as { warnings?: string[] }).warnings).toBeUndefined();
  });

  it('a stored assistant with an out-of-range plan fails to load, naming the file and field', () => {
    expect(() =>
      parseAssistant({ ...sofia, stopSpeakingPlan: { voiceSeconds: 1 } }, 'bad.json'),
    ).toThrow('bad.json: stopSpeakingPlan.voiceSeconds must be a number from 0 to 0.5');
    expect(
      parseAssistant({ ...sofia, startSpeakingPlan: { waitSeconds: 0.8 } }).speakingPlans,
    ).toEqual({ waitSeconds: 0.8 });
  });

  it("the plans a stored call keeps are read back only within Vapi's ranges", () => {
    expect(isSpeakingPlans({ waitSeconds: 1.5, voiceSeconds: 0.5, backoffSeconds: 3 })).toBe(true);
    expect(isSpeakingPlans({})).toBe(true);
    for (const bad of [null, 'x', { voiceSeconds: 0.6 }, { waitSeconds: '1' }, { other: 1 }])
      expect(isSpeakingPlans(bad)).toBe(false);
  });
});

describe('timing', () => {
  it(
    'startSpeakingPlan.waitSeconds is the silence that ends the turn',
    { timeout: 20_000 },
    async () => {
      const quick = await open(fast, {});
      const slow = await open(fast, { startSpeakingPlan: { waitSeconds: 1.2 } });
      for (const client of [quick, slow]) await client.waitFor(ASSISTANT_STOPPED);
      for (const client of [quick, slow]) client.sendPcm(Buffer.concat([tone(500), silence(800)]));
      await quick.waitFor(USER_STOPPED);
      await sleep(100);
      expect(slow.count(USER_STOPPED)).toBe(0);
      slow.sendPcm(silence(500));
      await slow.waitFor(USER_STOPPED);
    },
  );
});

describe("a call's plans from assistantOverrides are kept", () => {
  it('after a drop and a resume on a new socket', { timeout: 20_000 }, async () => {
    const first = await open(fast, SLOW_PLANS);
    await first.waitFor(ASSISTANT_STOPPED);
    await first.waitFor({ type: 'resume-token' });
    const before = fast.platform.stats().detached;
    first.ws.terminate();
    await waitUntil(() => fast.platform.stats().detached === before + 1, 3000, 'the detach');
    await expectSlowWait(await resumed(first));
  });

  it('after a platform restart on the same data directory', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'plans-'));
    const options = { dataDir, synthesizer: fast.synthesizer, timing: { frameIntervalMs: 2 } };
    let platform: RunningPlatform | undefined = await startTestPlatform(options);
    try {
      const first = await open(fast, SLOW_PLANS, platform);
      await first.waitFor(ASSISTANT_STOPPED);
      await first.waitFor({ type: 'resume-token' });
      const port = Number(new URL(platform.url).port);
      await platform.suspend();
      platform = await startTestPlatform({ ...options, port });
      await expectSlowWait(await resumed(first));
    } finally {
      await platform?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
