/**
 * The whole live path, offline, in Chromium: the demo page's
 * `<voice-call-button>` creates a call on the local platform (`POST
 * /api/call/web`), talks over its WebSocket with the fake microphone playing a
 * caller ("Cliente") who answers the assistant, and the assistant follows its
 * script to the goodbye and ends the call itself. In Spanish and in Hebrew;
 * plus a visitor who hangs up mid-sentence, and a denied microphone.
 *
 * The fake-microphone file is fixed per browser process, so each scenario
 * launches its own Chromium.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import ESpeakNg from 'espeak-ng';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { briskAssistants } from '../../scripts/lib/assistants.ts';
import { launchChromium, type Microphone } from '../../scripts/lib/browser.ts';
import { type CallerSegment, pcmOfWav, writeCallerWav } from '../../scripts/lib/caller-wav.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { untilLive } from '../support/panel.ts';
import { ONE_ADDRESS_ADMISSION } from '../support/server.ts';

type Lang = 'es' | 'he';
interface Line {
  text: string;
  phonemes?: string;
}
interface Script {
  languages: Record<
    Lang,
    { voice: { name: string; pitch?: number; speed?: number }; firstMessage: Line; script: Line[] }
  >;
}

/** The caller's six answers per language, one per step of the assistant's script (Hebrew as espeak phonemes). */
const ANSWERS: Record<Lang, string[]> = {
  es: [
    'Hola Sofía, buenos días. Me llamo Daniel.',
    'Sí, claro. Mi número es el más treinta y cuatro, seis uno dos, tres cuatro cinco, seis siete ocho.',
    'Necesito conectar una extensión SIP a la centralita y automatizar la atención.',
    'Sí, es correcto.',
    'No, gracias. ¿Cuándo me llamarán?',
    'Perfecto, muchas gracias. Hasta luego.',
  ],
  he: [
    "[[Sal'om sof'ija]], [[koQ\"?'im l'i dani'el]].",
    "[[hamisp'aQ\" Sel'i]], [[pl'us t'eSa S'eva St'ajim]], [[Xam'eS St'ajim]], [[Xam'eS Xam'eS Xam'eS]].",
    "[[?an'i tsaQ\"'iX leXab'eQ\" Sluh'a Sel s'ip lameQ\"kaz'ija]].",
    "[[k'en]], [[naX'on]].",
    "[[l'o]], [[tod'a]]. [[mat'aj titkaSQ\"'u ?el'aj]]?",
    "[[metsuj'an]], [[tod'a Q\"ab'a]]. [[lehitQ\"a?'ot]].",
  ],
};
const CALLER_VOICE: Record<Lang, string> = { es: 'es-419+m3', he: 'he+m3' };
/** The caller's rate, words per minute: brisk like Sofía's (the platform hears turns by voice activity, not words). */
const CALLER_WPM = 210;

let platform: RunningPlatform;
/** Sofía speaking faster (the whole calls' platform): her lines take less than half the time. */
let brisk = '';
let script: Script;
let dir = '';
const browsers: Browser[] = [];

/** Seconds that espeak-ng takes to say a line with the assistant's voice, as stored. */
async function assistantSeconds(lang: Lang, line: Line): Promise<number> {
  const { name, pitch, speed } = script.languages[lang].voice;
  const espeak = await ESpeakNg({
    arguments: [
      ...['-v', name],
      ...(pitch === undefined ? [] : ['-p', String(pitch)]),
      ...(speed === undefined ? [] : ['-s', String(speed)]),
      ...['-w', '/out.wav', line.phonemes ?? line.text],
    ],
  });
  return pcmOfWav(espeak.FS.readFile('/out.wav')).length / 22_050;
}

/** Writes the caller recording for `lang`: each answer starts 1.6 s after the assistant's line ends. */
async function callerWav(lang: Lang): Promise<string> {
  const { firstMessage, script: steps } = script.languages[lang];
  const lines = [firstMessage, ...steps];
  expect(lines).toHaveLength(ANSWERS[lang].length + 1);
  const segments: CallerSegment[] = [];
  for (let i = 0; i < ANSWERS[lang].length; i++) {
    segments.push({
      silenceS: (await assistantSeconds(lang, lines[i]!)) + 1.6,
      text: ANSWERS[lang][i]!,
      voice: CALLER_VOICE[lang],
      wpm: CALLER_WPM,
    });
  }
  segments.push({ silenceS: 30 });
  const path = join(dir, `caller-${lang}.wav`);
  await writeCallerWav(path, segments);
  return path;
}

async function launch(microphone: Microphone): Promise<Browser> {
  const browser = await launchChromium({ autoplay: true, microphone });
  browsers.push(browser);
  return browser;
}

interface Recorded {
  statuses: string[];
  events: { type: string; detail: unknown; t: number }[];
}

/** Opens the demo page in `lang` with recorders for the button's statuses and the voice-* events. */
async function openDemo(
  browser: Browser,
  lang: Lang,
  on: RunningPlatform = platform,
): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const rec: { statuses: string[]; events: { type: string; detail: unknown; t: number }[] } = {
      statuses: [],
      events: [],
    };
    (window as unknown as { __live: typeof rec }).__live = rec;
    for (const type of [
      'voice-call-start',
      'voice-call-end',
      'voice-speech-start',
      'voice-speech-end',
      'voice-message',
      'voice-error',
      'voice-call-start-failed',
      'voice-volume-level',
      'voice-call-start-progress',
    ]) {
      document.addEventListener(type, (e) =>
        rec.events.push({ type, detail: (e as CustomEvent).detail, t: performance.now() }),
      );
    }
    const watch = () => {
      const btn = document
        .querySelector('voice-demo')
        ?.shadowRoot?.querySelector('voice-call-button')
        ?.shadowRoot?.querySelector('button');
      if (!btn) return void setTimeout(watch, 50);
      const push = () => {
        const s = btn.getAttribute('data-status') ?? '';
        if (rec.statuses.at(-1) !== s) rec.statuses.push(s);
      };
      push();
      new MutationObserver(push).observe(btn, {
        attributes: true,
        attributeFilter: ['data-status'],
      });
    };
    watch();
  });
  await page.goto(`${on.url}${lang === 'he' ? '?lang=he' : ''}`);
  await untilLive(page);
  await expect
    .poll(() =>
      page.locator('voice-demo voice-call-button button.call-button').getAttribute('data-status'),
    )
    .toBe('idle');
  return { page, errors };
}

/**
 * Starts a Spanish call whose caller says nothing (20 s of silence) in a
 * browser of its own, and waits until the assistant is speaking its first line.
 */
async function callWithSilentCaller(name: string) {
  const wav = join(dir, `${name}.wav`);
  await writeCallerWav(wav, [{ silenceS: 20 }]);
  const browser = await launch({ wav });
  const { page, errors } = await openDemo(browser, 'es');
  const button = page.locator('voice-demo voice-call-button button.call-button');
  await button.click();
  await expect.poll(() => button.getAttribute('data-status'), { timeout: 20_000 }).toBe('speaking');
  return { page, errors, button };
}

const recorded = (page: Page) =>
  page.evaluate(() => (window as unknown as { __live: Recorded }).__live);
const messagesOf = (rec: Recorded) =>
  rec.events
    .filter((e) => e.type === 'voice-message')
    .map((e) => e.detail as { type: string; [k: string]: unknown });

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'live-call-'));
  brisk = await briskAssistants();
  script = JSON.parse(await readFile(join(brisk, 'sofia.json'), 'utf8')) as Script;
  platform = await startPlatform({
    port: 0,
    admission: ONE_ADDRESS_ADMISSION,
  }); // one browser address for every test
  await platform.ready;
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  if (brisk) await rm(brisk, { recursive: true, force: true });
});

describe('live call with the local platform (offline)', () => {
  // The two whole calls run at the same time (each mostly waits on real-time
  // speech), each with a platform of its own so that its socket count is its own.
  it.concurrent.for([
    ['es', 'Presiona el botón y habla con Sofía', 'le atiende Sofía', /hasta pronto/],
    ['he', 'לחצו על הכפתור ודברו עם סופיה', 'כאן סופיה', /להתראות/],
  ] as const)(
    '%s: walks the button through its states, hears the assistant, gets transcripts, ends after the goodbye',
    { timeout: 300_000 },
    async ([lang, idleText, firstWords, lastWords], { expect, onTestFinished }) => {
      const platform = await startPlatform({ port: 0, assistantsDir: brisk });
      onTestFinished(() => platform.close());
      await platform.ready;
      const browser = await launch({ wav: await callerWav(lang) });
      const { page, errors } = await openDemo(browser, lang, platform);
      const button = page.locator('voice-demo voice-call-button button.call-button');
      expect(await button.textContent()).toContain(idleText);
      await button.click();

      // The assistant ends the call itself after the goodbye; the button returns to idle.
      await page.waitForFunction(
        () => {
          const rec = (window as unknown as { __live: Recorded }).__live;
          return (
            rec.events.some((e) => e.type === 'voice-call-end') && rec.statuses.at(-1) === 'idle'
          );
        },
        undefined,
        { timeout: 280_000, polling: 250 },
      );
      const rec = await recorded(page);
      const messages = messagesOf(rec);

      // States: idle → connecting → connected → speaking → connected → … → idle.
      expect(rec.statuses.slice(0, 4)).toEqual(['idle', 'connecting', 'connected', 'speaking']);
      expect(rec.statuses.at(-1)).toBe('idle');
      for (let i = 3; i < rec.statuses.length - 1; i++)
        expect(['speaking', 'connected']).toContain(rec.statuses[i]);
      expect(rec.statuses.filter((s) => s === 'speaking').length).toBeGreaterThanOrEqual(7); // first message + 6 steps

      // The page really heard the assistant.
      const levels = rec.events
        .filter((e) => e.type === 'voice-volume-level')
        .map((e) => e.detail as number);
      expect(levels.filter((l) => l > 0.01).length).toBeGreaterThan(50);
      expect(Math.max(...levels)).toBeLessThanOrEqual(1);

      // Transcripts of every scripted line, in order, then the ended status.
      const transcripts = messages
        .filter((m) => m.type === 'transcript' && m['role'] === 'assistant')
        .map((m) => String(m['transcript']));
      expect(transcripts).toHaveLength(7);
      expect(transcripts[0]).toContain(firstWords);
      expect(transcripts.at(-1)).toMatch(lastWords);
      expect(
        messages.find((m) => m.type === 'status-update' && m['status'] === 'ended')?.[
          'endedReason'
        ],
      ).toBe('assistant-ended-call');
      // The server's VAD heard the caller answer each step.
      expect(
        messages.filter(
          (m) => m.type === 'speech-update' && m['role'] === 'user' && m['status'] === 'started',
        ).length,
      ).toBeGreaterThanOrEqual(6);

      // The live panel captioned every line, and the call result shows the slots given by voice as '—'.
      expect(
        await page.locator('voice-demo voice-call-button [part~="live-line-assistant"]').count(),
      ).toBe(7);
      await expect
        .poll(() => page.locator('voice-demo voice-call-button [part~="recap"]').isVisible())
        .toBe(true);
      expect(
        await page
          .locator('voice-demo voice-call-button [part~="recap"] .result--name dd')
          .textContent(),
      ).toBe('—');
      expect(messages.filter((m) => m.type === 'local-platform-notice')).toHaveLength(1);
      expect(messages.find((m) => m.type === 'tool-calls')).toBeDefined();

      expect(rec.events.filter((e) => e.type === 'voice-error')).toEqual([]);
      expect(errors).toEqual([]);
      await expect.poll(() => platform.stats().sockets).toBe(0);
      console.log(
        `live call (${lang}): ${rec.statuses.join(' → ')}; ${transcripts.length} transcripts; ${levels.filter((l) => l > 0.01).length} levels > 0.01`,
      );
    },
  );

  it('the visitor hangs up while the assistant is mid-sentence: idle at once, call ended as customer-ended-call', async () => {
    // A silent caller: the assistant is still saying its first message when the visitor hangs up.
    const { page, errors, button } = await callWithSilentCaller('silent-hangup');
    await page.waitForTimeout(800); // well inside the first sentence
    const hungUpAt = await page.evaluate(() => performance.now());
    await button.click();
    await expect.poll(() => button.getAttribute('data-status'), { timeout: 5000 }).toBe('idle');
    await page.waitForFunction(
      () =>
        (window as unknown as { __live: Recorded }).__live.events.some(
          (e) => e.type === 'voice-call-end',
        ),
      undefined,
      { timeout: 10_000 },
    );
    const rec = await recorded(page);
    const ended = messagesOf(rec).filter(
      (m) => m.type === 'status-update' && m['status'] === 'ended',
    );
    expect(ended).toHaveLength(1);
    expect(ended[0]!['endedReason']).toBe('customer-ended-call');
    expect(rec.statuses).toEqual(['idle', 'connecting', 'connected', 'speaking', 'idle']);
    // No assistant audio is heard after the hang-up settles.
    await page.waitForTimeout(1000);
    const late = (await recorded(page)).events.filter(
      (e) =>
        e.type === 'voice-volume-level' && e.t > hungUpAt + 1500 && (e.detail as number) > 0.01,
    );
    expect(late).toEqual([]);
    await expect.poll(() => platform.stats().sockets).toBe(0);
    expect(errors).toEqual([]);
  });

  it('moving <voice-demo> during a live call keeps the call; removing it ends the call', async () => {
    const { page, errors, button } = await callWithSilentCaller('silent-move');
    await page.evaluate(() => {
      const holder = document.createElement('section');
      document.body.append(holder);
      holder.append(document.querySelector('voice-demo')!); // r2wc remounts React inside
    });
    await page.waitForTimeout(1000);
    const rec = await recorded(page);
    expect(rec.events.some((e) => e.type === 'voice-call-end')).toBe(false);
    expect(['speaking', 'connected']).toContain(await button.getAttribute('data-status'));
    expect(platform.stats().sockets).toBe(1);

    // Removed for good: the call ends. (Its events now fire in a detached tree and
    // no longer reach document, so ask the platform.)
    const created = rec.events.find(
      (e) =>
        e.type === 'voice-call-start-progress' &&
        (e.detail as { stage: string; status: string }).stage === 'web-call-creation' &&
        (e.detail as { status: string }).status === 'completed',
    );
    const callId = (created!.detail as { metadata: { callId: string } }).metadata.callId;
    await page.evaluate(() => document.querySelector('voice-demo')!.remove());
    await expect.poll(() => platform.stats().sockets, { timeout: 10_000 }).toBe(0);
    const call = (await (
      await fetch(`${platform.url}api/call/${callId}`, {
        headers: { Authorization: `Bearer ${platform.publicKey}` },
      })
    ).json()) as { status: string; endedReason: string };
    expect(call).toMatchObject({ status: 'ended', endedReason: 'customer-ended-call' });
    expect(errors).toEqual([]);
  });

  it('a denied microphone: a clear voice-error, the button back to idle, no socket opened', async () => {
    const browser = await launch('deny');
    const { page, errors } = await openDemo(browser, 'es');
    const socketsBefore = platform.stats().sockets;
    const button = page.locator('voice-demo voice-call-button button.call-button');
    await button.click();
    await page.waitForFunction(
      () =>
        (window as unknown as { __live: Recorded }).__live.events.some(
          (e) => e.type === 'voice-error',
        ),
      undefined,
      { timeout: 20_000 },
    );
    await expect.poll(() => button.getAttribute('data-status')).toBe('idle');
    const rec = await recorded(page);
    const error = rec.events.find((e) => e.type === 'voice-error')!.detail as {
      type: string;
      stage: string;
    };
    expect(error.type).toBe('microphone-permission-denied');
    expect(error.stage).toBe('audio-capture-setup');
    expect(rec.events.filter((e) => e.type === 'voice-call-start-failed')).toHaveLength(1);
    expect(rec.events.some((e) => e.type === 'voice-call-start')).toBe(false);
    expect(rec.statuses).toEqual(['idle', 'connecting', 'idle']);
    expect(platform.stats().sockets).toBe(socketsBefore);
    // The widget logs the live-call error (docs/behaviour.md §8); nothing else is logged as an error.
    expect(errors.filter((e) => !e.startsWith('[voice-widgets] Live call error'))).toEqual([]);
  });
});
