// @vitest-environment node
/**
 * Turn-taking driven by synthetic PCM (docs/platform.md "Turn-taking"): a
 * 200 Hz tone stands for speech, zeros for silence. The script advances one
 * step per user turn and the server ends the call after the goodbye; user
 * speech interrupts the assistant; clicks and talking over do not count.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type CallClient, sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import { silence, tone } from '../../server/audio/pcm.ts';
import { type Assistant, loadAssistants } from '../../server/dialogue/assistants.ts';
import type { RunningPlatform } from '../../server/index.ts';
import { getCall, startTestPlatform, useTestPlatform } from '../support/server.ts';

const ASSISTANT_STOPPED = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;
const ASSISTANT_STARTED = { type: 'speech-update', status: 'started', role: 'assistant' } as const;
const USER_STARTED = { type: 'speech-update', status: 'started', role: 'user' } as const;
const USER_STOPPED = { type: 'speech-update', status: 'stopped', role: 'user' } as const;

// 2 ms per 20 ms frame: 10× real time, so a whole script plays in a few seconds.
const fast = useTestPlatform({ presynthesize: 'all', timing: { frameIntervalMs: 2 } });
let realtime: RunningPlatform;
let sofia: Assistant;

beforeAll(async () => {
  sofia = (await loadAssistants()).get('sofia') as Assistant;
  await fast.platform.ready;
  realtime = await startTestPlatform({ synthesizer: fast.synthesizer });
});

afterAll(async () => {
  await realtime?.close();
});

/** The user says something: 1 s of "speech" then 800 ms of silence, sent at once. */
function userTurn(client: CallClient): void {
  client.sendPcm(Buffer.concat([tone(1000), silence(800)]));
}

function transcripts(client: CallClient): string[] {
  return client.messages
    .filter((m) => m['type'] === 'transcript')
    .map((m) => m['transcript'] as string);
}

describe('script progression', () => {
  for (const language of ['es', 'he'] as const) {
    it(`${language}: one step per user turn, through the goodbye; then the server ends the call`, async () => {
      const script = sofia.languages[language];
      if (!script) throw new Error(`no ${language} script`);
      const { client, id } = await fast.open(fast.platform, language);
      await client.waitFor(ASSISTANT_STOPPED, 1);
      expect(transcripts(client)).toEqual([script.firstMessage.text]);

      for (const [i, line] of script.script.entries()) {
        const framesBefore = client.frames.length;
        userTurn(client);
        await client.waitFor(USER_STARTED, i + 1);
        await client.waitFor(USER_STOPPED, i + 1);
        await client.waitFor(ASSISTANT_STARTED, i + 2);
        await client.waitFor({ type: 'transcript' }, i + 2);
        expect(transcripts(client)[i + 1]).toBe(line.text);
        await client.waitFor(ASSISTANT_STOPPED, i + 2, 10_000);
        const frames = client.frames.slice(framesBefore);
        expect(frames.length).toBeGreaterThan(50);
        expect(frames.every((f) => f.bytes === 640)).toBe(true);
        expect(Math.max(...frames.map((f) => f.rms))).toBeGreaterThan(0.05);
      }

      expect(await client.waitClose()).toBe(1000);
      expect(script.script.at(-1)?.topic).toBe('goodbye');
      expect(client.messages.slice(-3)).toEqual([
        ASSISTANT_STOPPED,
        { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
        { type: 'hang' },
      ]);
      const call = await getCall(fast.platform, id);
      expect(call).toMatchObject({ status: 'ended', endedReason: 'assistant-ended-call' });
      expect(call.messages?.filter((m) => m.role === 'assistant').map((m) => m.content)).toEqual([
        script.firstMessage.text,
        ...script.script.map((l) => l.text),
      ]);
    });
  }

  it('the user turn ends after ~400 ms of silence (startSpeakingPlan.waitSeconds default), not before', async () => {
    const { client } = await fast.open();
    await client.waitFor(ASSISTANT_STOPPED);
    client.sendPcm(Buffer.concat([tone(500), silence(300)]));
    await sleep(150);
    expect(client.count(USER_STARTED)).toBe(1);
    expect(client.count(USER_STOPPED)).toBe(0);
    client.sendPcm(silence(120));
    await client.waitFor(USER_STOPPED);
    await client.waitFor({ type: 'transcript' }, 2);
  });

  it('a pause inside a turn (under 400 ms) does not end it', async () => {
    const { client } = await fast.open();
    await client.waitFor(ASSISTANT_STOPPED);
    client.sendPcm(Buffer.concat([tone(400), silence(300), tone(400), silence(800)]));
    await client.waitFor(USER_STOPPED);
    await sleep(100);
    expect(client.count(USER_STARTED)).toBe(1);
    expect(client.count(USER_STOPPED)).toBe(1);
    await client.waitFor({ type: 'transcript' }, 2);
    expect(transcripts(client)).toHaveLength(2);
  });

  it('clicks and short noises (under 150 ms) are not speech', async () => {
    const { client } = await fast.open();
    await client.waitFor(ASSISTANT_STOPPED);
    for (let i = 0; i < 5; i++) client.sendPcm(Buffer.concat([tone(60, 1000, 0.9), silence(300)]));
    client.sendPcm(silence(800));
    await sleep(200);
    expect(client.count(USER_STARTED)).toBe(0);
    expect(transcripts(client)).toHaveLength(1);
  });

  it('quiet background noise under the start threshold is not speech', async () => {
    const { client } = await fast.open();
    await client.waitFor(ASSISTANT_STOPPED);
    client.sendPcm(Buffer.concat([tone(2000, 200, 0.015), silence(800)]));
    await sleep(200);
    expect(client.count(USER_STARTED)).toBe(0);
  });

  it('a turn that ends by wall clock when the uplink stops mid-turn (no trailing silence sent)', async () => {
    const { client } = await fast.open();
    await client.waitFor(ASSISTANT_STOPPED);
    client.sendPcm(tone(600));
    await client.waitFor(USER_STARTED);
    await client.waitFor(USER_STOPPED, 1, 3000);
    await client.waitFor({ type: 'transcript' }, 2);
  });
});

describe('interruptions (real-time pacing)', () => {
  // The first second of a call's first line is the echo canceller's learning time (docs/platform.md "Echo").
  it('200 ms of user speech while the assistant speaks stops it; the turn then advances the script', async () => {
    const { client } = await fast.open(realtime);
    await waitUntil(() => client.frames.length >= 60, 3000, 'assistant audio');
    // A client's microphone sends all along: the second that went by, then the speech.
    client.sendPcm(Buffer.concat([silence(1200), tone(400)]));
    await client.waitFor(ASSISTANT_STOPPED, 1, 1000);
    const stoppedAt = client.received.findIndex(
      (r) => r.kind === 'text' && r.raw.includes('"stopped","role":"assistant"'),
    );
    // The first message lasts ~7 s; it was cut well before its end.
    expect(client.frames.length).toBeLessThan(150);
    await sleep(100);
    const framesAfterStop = client.received
      .slice(stoppedAt + 1)
      .filter((r) => r.kind === 'audio').length;
    expect(framesAfterStop).toBe(0);
    // The user's answer ends: the assistant asks for the phone.
    client.sendPcm(silence(800));
    await client.waitFor(USER_STOPPED);
    await client.waitFor({ type: 'transcript' }, 2);
    expect(transcripts(client)[1]).toBe(sofia.languages.es?.script[0]?.text);
    client.sendJson({ type: 'end-call' });
    await client.waitClose();
  });

  it('speech under 200 ms does not interrupt, and a turn that ends while the assistant talks is ignored', async () => {
    const { client } = await fast.open(realtime);
    await waitUntil(() => client.frames.length >= 60, 3000, 'assistant audio');
    client.sendPcm(Buffer.concat([silence(1200), tone(180), silence(800)]));
    await client.waitFor(USER_STOPPED);
    await sleep(200);
    expect(client.count(ASSISTANT_STOPPED)).toBe(0);
    expect(transcripts(client)).toHaveLength(1);
    client.sendJson({ type: 'end-call' });
    await client.waitClose();
  });

  it('say queues after the current line; with interruptAssistantEnabled it cuts in at once', async () => {
    const { client } = await fast.open(realtime);
    await waitUntil(() => client.frames.length >= 5, 3000, 'assistant audio');
    client.sendJson({ type: 'say', message: 'Un momento, por favor.' });
    await sleep(300);
    expect(transcripts(client)).toHaveLength(1);
    client.sendJson({
      type: 'say',
      message: 'Disculpe la interrupción.',
      interruptAssistantEnabled: true,
    });
    await client.waitFor({ type: 'transcript' }, 2, 2000);
    expect(client.count(ASSISTANT_STOPPED)).toBe(1);
    expect(transcripts(client)[1]).toBe('Disculpe la interrupción.');
    // The queued say comes after it.
    await client.waitFor({ type: 'transcript' }, 3, 10_000);
    expect(transcripts(client)[2]).toBe('Un momento, por favor.');
    client.sendJson({ type: 'end-call' });
    await client.waitClose();
  }, 20_000);

  it('a say is not interrupted by the user unless its interruptionsEnabled is true', async () => {
    const { client } = await fast.open(realtime);
    await waitUntil(() => client.frames.length >= 5, 3000, 'assistant audio');
    client.sendJson({
      type: 'say',
      message: 'Escuche con atención este aviso importante sobre su llamada.',
      interruptAssistantEnabled: true,
    });
    await client.waitFor({ type: 'transcript' }, 2, 2000);
    const framesAtSay = client.frames.length;
    await waitUntil(() => client.frames.length >= framesAtSay + 5, 2000, 'say audio');
    client.sendPcm(tone(400));
    await sleep(300);
    expect(client.count(ASSISTANT_STOPPED)).toBe(1); // only the first message, cut by the say
    client.sendJson({ type: 'end-call' });
    await client.waitClose();
  });
});
