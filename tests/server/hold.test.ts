// @vitest-environment node
/**
 * Hold (docs/platform.md "Hold"): `mute-assistant` holds the call and `unmute-assistant` resumes
 * it. While held nothing is said (the line being said stops; `say`, typed and voice turns get no
 * answer) and the idle timeout does not end the call, but the maximum duration does; on resume the
 * assistant says its short line in the call's language, then its pending question again.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

import { CallClient, sleep, waitUntil } from '../../scripts/lib/call-client.ts';
import { silence, tone } from '../../server/audio/pcm.ts';
import { type Assistant, type Language, loadAssistants } from '../../server/dialogue/assistants.ts';
import { Dialogue } from '../../server/dialogue/engine.ts';
import type { RunningPlatform } from '../../server/index.ts';
import { createCall, getCall, startTestPlatform, useTestPlatform } from '../support/server.ts';

const ASSISTANT_STARTED = { type: 'speech-update', status: 'started', role: 'assistant' } as const;
const ASSISTANT_STOPPED = { type: 'speech-update', status: 'stopped', role: 'assistant' } as const;
const USER_STARTED = { type: 'speech-update', status: 'started', role: 'user' } as const;
const USER_STOPPED = { type: 'speech-update', status: 'stopped', role: 'user' } as const;
const HOLD = { type: 'control', control: 'mute-assistant' } as const;
const RESUME = { type: 'control', control: 'unmute-assistant' } as const;

/** The resume line and the first message's question (its name), asked again, per language. */
const RESUMED: Readonly<Record<Language, string>> = {
  es: '¿Seguimos? ¿Con quién tengo el gusto de hablar?',
  he: 'נמשיך? עם מי אני מדברת?',
  en: 'Shall we go on? Who am I speaking with?',
};

// 2 ms per 20 ms frame: lines play 10× faster than real time.
const fast = useTestPlatform({ presynthesize: 'none', timing: { frameIntervalMs: 2 } });

async function open(language: Language): Promise<{ client: CallClient; id: string }> {
  const call = await createCall(fast.platform, language);
  return { client: fast.track(await CallClient.connect(call)), id: call.id };
}

function transcripts(client: CallClient): string[] {
  return client.messages
    .filter((m) => m['type'] === 'transcript')
    .map((m) => String(m['transcript']));
}

/** Index in `client.received` of the `n`-th (1-based) text frame matching `match`. */
function indexOf(client: CallClient, match: Record<string, unknown>, n = 1): number {
  let seen = 0;
  return client.received.findIndex(
    (r) =>
      r.kind === 'text' &&
      r.json !== undefined &&
      Object.entries(match).every(([k, v]) => r.json?.[k] === v) &&
      ++seen === n,
  );
}

describe('hold and resume', () => {
  for (const language of ['es', 'he', 'en'] as const) {
    it(`${language}: the line being said stops; nothing is said while held; on resume the short line and the pending question`, async () => {
      const { client, id } = await open(language);
      // The first message is synthesized for this platform first (none ahead): slow on a busy machine.
      await client.waitFor({ type: 'transcript' }, 1, 20_000);
      const firstMessage = transcripts(client)[0];
      await waitUntil(() => client.frames.length > 0, 20_000, 'the first audio frame');
      client.sendJson(HOLD);
      // The first message is cut off: its speech stops long before its end.
      await client.waitFor(ASSISTANT_STOPPED);
      const heldAt = client.received.length;
      // Everything that would make the assistant speak, while held: none is answered.
      client.sendJson({ type: 'control', control: 'say-first-message' });
      client.sendJson({ type: 'say', message: 'Hola' });
      client.sendJson({
        type: 'add-message',
        message: { role: 'user', content: 'Me llamo Ana' },
        triggerResponseEnabled: true,
      });
      client.sendPcm(Buffer.concat([tone(600), silence(800)]));
      await client.waitFor(USER_STOPPED);
      // Repeated controls change nothing.
      client.sendJson(HOLD);
      client.sendJson(RESUME);
      client.sendJson(RESUME);
      await client.waitFor({ type: 'transcript' }, 2, 15_000);
      await client.waitFor(ASSISTANT_STOPPED, 2, 15_000);
      // Between the hold and the resume line: no audio, no other line.
      const resumedAt = indexOf(client, ASSISTANT_STARTED, 2);
      expect(client.received.slice(heldAt, resumedAt).filter((r) => r.kind === 'audio')).toEqual(
        [],
      );
      expect(transcripts(client)).toEqual([firstMessage, RESUMED[language]]);
      // One resume line only: the next line is what the next control asks for.
      client.sendJson({ type: 'control', control: 'say-first-message' });
      await client.waitFor({ type: 'transcript' }, 3, 15_000);
      expect(transcripts(client)).toEqual([firstMessage, RESUMED[language], firstMessage]);
      // The typed turn sent while held stays in the history, unanswered.
      const call = await getCall(fast.platform, id);
      expect(call.messages).toContainEqual(
        expect.objectContaining({ role: 'user', content: 'Me llamo Ana' }),
      );
    });
  }

  it('a visitor who speaks right after unmute-assistant (push-to-talk cutting the assistant off) is answered, with no resume line', async () => {
    const { client } = await open('es');
    await waitUntil(() => client.frames.length > 0, 20_000, 'the first audio frame');
    client.sendJson(HOLD);
    await client.waitFor(ASSISTANT_STOPPED);
    client.sendJson(RESUME);
    client.sendPcm(tone(600));
    await client.waitFor(USER_STARTED);
    // Still speaking past the resume line's wait (0.4 s): the line must not start over the visitor.
    await sleep(600);
    client.sendPcm(silence(800));
    await client.waitFor(USER_STOPPED);
    await client.waitFor({ type: 'transcript' }, 2, 15_000);
    // The voice turn's answer: the script's next step (the phone), not '¿Seguimos?'.
    await client.waitFor(ASSISTANT_STOPPED, 2, 15_000);
    const [, answer, ...rest] = transcripts(client);
    expect(answer).toMatch(/teléfono/);
    expect(rest).toEqual([]);
  });

  it('the resume line is only the short line when no question waits (the script is past its questions)', async () => {
    const sofia = (await loadAssistants()).get('sofia') as Assistant;
    const script = sofia.languages.en;
    if (!script) throw new Error('no en script');
    const dialogue = new Dialogue('en', script);
    expect(dialogue.resumed().line?.text).toBe(RESUMED.en);
    // Name, phone, need and the confirmation, each given by voice: no question is pending after them.
    for (let i = 0; i < 4; i++) dialogue.voice();
    expect(dialogue.resumed().line?.text).toBe('Shall we go on?');
  });
});

describe('a held call and its timeouts', () => {
  it('outlives the idle timeout (a call not held ends silence-timed-out) and ends at the maximum duration', async () => {
    const platform = await startTestPlatform({
      synthesizer: fast.synthesizer,
      presynthesize: 'none',
      timing: { frameIntervalMs: 2, idleTimeoutMs: 300, maxDurationMs: 2000 },
    });
    try {
      const held = new CallClient((await createCall(platform)).transport.websocketCallUrl);
      const idle = new CallClient((await createCall(platform)).transport.websocketCallUrl);
      await Promise.all([held.opened, idle.opened]);
      fast.track(held);
      fast.track(idle);
      held.sendJson(HOLD);
      // A muted page keeps sending silence: neither call is kept alive by it.
      const muted = setInterval(() => {
        for (const c of [held, idle]) if (c.closeCode === undefined) c.sendPcm(silence(20));
      }, 20);
      try {
        expect(await idle.waitClose(5000)).toBe(4000);
        expect(idle.messages).toContainEqual({
          type: 'status-update',
          status: 'ended',
          endedReason: 'silence-timed-out',
        });
        // The held call is still there after the idle call ended, and only the maximum duration ends it.
        expect(held.closeCode).toBeUndefined();
        expect(await held.waitClose(5000)).toBe(1000);
      } finally {
        clearInterval(muted);
      }
      expect(held.messages).toContainEqual({
        type: 'status-update',
        status: 'ended',
        endedReason: 'exceeded-max-duration',
      });
      expect(held.count({ type: 'transcript' })).toBe(1);
    } finally {
      await platform.close();
    }
  });

  it('a held call stays held across a platform restart: it outlives the idle timeout there, and unmute says the resume line', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'hold-'));
    const options = {
      dataDir,
      synthesizer: fast.synthesizer,
      presynthesize: 'none' as const,
      timing: { frameIntervalMs: 2, idleTimeoutMs: 300 },
    };
    let platform: RunningPlatform | undefined = await startTestPlatform(options);
    try {
      const call = await createCall(platform, 'en');
      const first = fast.track(await CallClient.connect(call));
      await first.waitFor(ASSISTANT_STOPPED, 1, 20_000);
      const token = first.messages.find((m) => m['type'] === 'resume-token')?.['token'] as string;
      first.sendJson(HOLD);
      // Frames are handled in order: once the pong is back, the hold has been taken.
      first.sendJson({ type: 'ping', id: 1 });
      await first.waitFor({ type: 'pong' });
      const port = Number(new URL(platform.url).port);
      await platform.suspend();
      platform = await startTestPlatform({ ...options, port });
      const held = fast.track(
        new CallClient(`${call.transport.websocketCallUrl}?resume=${encodeURIComponent(token)}`),
      );
      await held.opened;
      await held.waitFor({ type: 'resume-token' });
      // A call not held on the same platform ends at the idle timeout; the held one is still there.
      const idle = fast.track(await CallClient.connect(await createCall(platform, 'en')));
      expect(await idle.waitClose(5000)).toBe(4000);
      expect(held.closeCode).toBeUndefined();
      held.sendJson(RESUME);
      await held.waitFor({ type: 'transcript' }, 1, 15_000);
      expect(transcripts(held)).toEqual([RESUMED.en]);
    } finally {
      await platform?.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
