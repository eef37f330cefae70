/**
 * The whole live path, offline, in Chromium (issue 4): the demo page's
 * `<voice-call-button>` creates a call on the local platform (`POST
 * /api/call/web`), talks over its WebSocket with the fake microphone playing a
 * caller ("Cliente") who answers the assistant, and the assistant follows its
 * script to the goodbye and ends the call itself.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ESpeakNg from 'espeak-ng';
import { startPlatform, type RunningPlatform } from '../../server/index.ts';
import { CHROMIUM_PATH } from '../../scripts/chromium.ts';
import { CHROMIUM_ARGS } from './harness.ts';
import { pcmOfWav, writeCallerWav, type CallerSegment } from './fixtures/caller-wav.ts';

interface Script {
  languages: { es: { firstMessage: { text: string }; script: { text: string }[] } };
}

/** The caller's six answers, one per step of the assistant's script. */
const ANSWERS = [
  'Hola Sofía, buenos días. Me llamo Daniel.',
  'Sí, claro. Mi número es el más treinta y cuatro, seis uno dos, tres cuatro cinco, seis siete ocho.',
  'Necesito conectar una extensión SIP a la centralita y automatizar la atención.',
  'Sí, es correcto.',
  'No, gracias. ¿Cuándo me llamarán?',
  'Perfecto, muchas gracias. Hasta luego.',
];

/** Seconds that espeak-ng takes to say `text` with the assistant's voice. */
async function assistantSeconds(text: string): Promise<number> {
  const espeak = await ESpeakNg({ arguments: ['-v', 'es+f3', '-p', '55', '-w', '/out.wav', text] });
  return pcmOfWav(espeak.FS.readFile('/out.wav')).length / 22_050;
}

let platform: RunningPlatform;
let browser: Browser;
let dir = '';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'live-call-'));
  const script = JSON.parse(await readFile(new URL('../../server/assistants/sofia.json', import.meta.url), 'utf8')) as Script;
  const lines = [script.languages.es.firstMessage.text, ...script.languages.es.script.map((s) => s.text)];
  expect(lines).toHaveLength(ANSWERS.length + 1);
  // Each answer starts about a second after the assistant's line ends.
  const segments: CallerSegment[] = [];
  for (let i = 0; i < ANSWERS.length; i++) segments.push({ silenceS: (await assistantSeconds(lines[i]!)) + 1.6, text: ANSWERS[i]! });
  segments.push({ silenceS: 30 });
  const wav = join(dir, 'caller.wav');
  await writeCallerWav(wav, segments);
  platform = await startPlatform({ port: 0 });
  await platform.ready;
  browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}%noloop`],
  });
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Recorded {
  statuses: string[];
  events: { type: string; detail: unknown; t: number }[];
}

describe('live call with the local platform (offline)', () => {
  it('walks the button through its states, hears the assistant, receives transcripts, and ends after the goodbye', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.addInitScript(() => {
      const rec: { statuses: string[]; events: { type: string; detail: unknown; t: number }[] } = { statuses: [], events: [] };
      (window as unknown as { __live: typeof rec }).__live = rec;
      for (const type of ['voice-call-start', 'voice-call-end', 'voice-speech-start', 'voice-speech-end', 'voice-message', 'voice-error', 'voice-call-start-failed', 'voice-volume-level']) {
        document.addEventListener(type, (e) => rec.events.push({ type, detail: (e as CustomEvent).detail, t: performance.now() }));
      }
      // Record every status the button shows, in order.
      const watch = () => {
        const btn = document.querySelector('voice-demo')?.shadowRoot?.querySelector('voice-call-button')?.shadowRoot?.querySelector('button');
        if (!btn) return void setTimeout(watch, 50);
        const push = () => {
          const s = btn.getAttribute('data-status') ?? '';
          if (rec.statuses.at(-1) !== s) rec.statuses.push(s);
        };
        push();
        new MutationObserver(push).observe(btn, { attributes: true, attributeFilter: ['data-status'] });
      };
      watch();
    });
    await page.goto(platform.url);
    const button = page.locator('voice-demo voice-call-button button');
    await expect.poll(() => button.textContent()).toContain('Presiona el botón y habla con Sofía');
    await button.click();

    // The assistant ends the call itself after the goodbye; the button returns to idle.
    await page.waitForFunction(
      () => {
        const rec = (window as unknown as { __live: Recorded }).__live;
        return rec.events.some((e) => e.type === 'voice-call-end') && rec.statuses.at(-1) === 'idle';
      },
      undefined,
      { timeout: 150_000, polling: 250 },
    );
    const rec = await page.evaluate(() => (window as unknown as { __live: Recorded }).__live);
    const messages = rec.events.filter((e) => e.type === 'voice-message').map((e) => e.detail as { type: string; [k: string]: unknown });

    // States: idle → connecting → connected → speaking → connected → … → idle.
    expect(rec.statuses.slice(0, 4)).toEqual(['idle', 'connecting', 'connected', 'speaking']);
    expect(rec.statuses.at(-1)).toBe('idle');
    for (let i = 3; i < rec.statuses.length - 1; i++) expect(['speaking', 'connected']).toContain(rec.statuses[i]);
    const turns = rec.statuses.filter((s) => s === 'speaking').length;
    expect(turns).toBeGreaterThanOrEqual(7); // first message + 6 steps, at least one speaking phase each

    // The page really heard the assistant.
    const levels = rec.events.filter((e) => e.type === 'voice-volume-level').map((e) => e.detail as number);
    expect(levels.filter((l) => l > 0.01).length).toBeGreaterThan(50);
    expect(Math.max(...levels)).toBeLessThanOrEqual(1);

    // Transcripts of every scripted line, in order, then the ended status.
    const transcripts = messages.filter((m) => m.type === 'transcript' && m['role'] === 'assistant').map((m) => String(m['transcript']));
    expect(transcripts).toHaveLength(7);
    expect(transcripts[0]).toContain('le atiende Sofía');
    expect(transcripts.at(-1)).toMatch(/hasta pronto/);
    const ended = messages.find((m) => m.type === 'status-update' && m['status'] === 'ended');
    expect(ended?.['endedReason']).toBe('assistant-ended-call');
    // The server's VAD heard the caller speak.
    expect(messages.filter((m) => m.type === 'speech-update' && m['role'] === 'user' && m['status'] === 'started').length).toBeGreaterThanOrEqual(6);

    expect(rec.events.filter((e) => e.type === 'voice-error')).toEqual([]);
    expect(errors).toEqual([]);
    expect(platform.stats().sockets).toBe(0);
    console.log(`live call: ${rec.statuses.join(' → ')}; ${transcripts.length} transcripts; ${levels.filter((l) => l > 0.01).length} levels > 0.01`);
    await context.close();
  });
});
