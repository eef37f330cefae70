/**
 * Push-to-talk and the speaker picker in Chromium against the local
 * platform (docs/elements/voice-call-button.md "Push-to-talk",
 * "Speaker picker"), in one call of the demo page's `<voice-call-button>`
 * with `talk-mode="push"` set on `<voice-demo>` (passed through):
 *
 * - the fake microphone keeps speaking from the start, yet while the `talk`
 *   control is released the platform's VAD hears nothing and the dialogue
 *   stays at its first line; a pointer hold lets the visitor's turn through
 *   and the assistant answers with its next line; Space held on the focused
 *   control while that line is said opens the microphone and interrupts it
 *   (the line stops before its last frame, counted in audio frames, not
 *   wall time: the press → stop figure is `npm run bench:push-to-talk`'s);
 * - the fake output devices (an init script stubs `enumerateDevices` and
 *   `setSinkId`): the chosen id reaches `AudioContext.setSinkId`; unplugging
 *   it (`devicechange`) falls back to the default (`''`) with the notice;
 * - the in-call `talk-mode` switch goes back to an open microphone;
 * - axe finds no violation in each new state.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { writeTalkingCaller } from '../../scripts/lib/caller-wav.ts';
import { countDownlink, downlinkLines } from '../../scripts/lib/downlink.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { assistantLines, axeViolations, openPage, part, recorded } from '../support/panel.ts';
import { recordSynthesized, type SynthesizedLines } from '../support/synthesized-lines.ts';

let platform: RunningPlatform;
let dir = '';
let browser: Browser | undefined;
let synthesized: SynthesizedLines | undefined;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'push-to-talk-'));
  synthesized = recordSynthesized();
  platform = await startPlatform({ port: 0 });
  await platform.ready;
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
  synthesized?.restore();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A caller who never stops talking, for 90 s (the file's path). */
async function talkingCaller(): Promise<string> {
  const path = join(dir, 'talking.wav');
  await writeTalkingCaller(path);
  return path;
}

/** Two fake speakers besides the default, and `setSinkId` recording the ids it gets (`window.__sinks`). */
function fakeOutputs(): void {
  const w = window as unknown as {
    __sinks: string[];
    __outputs: { deviceId: string; kind: string; label: string; groupId: string }[];
  };
  w.__sinks = [];
  w.__outputs = [
    { deviceId: 'fake-speakers', kind: 'audiooutput', label: 'Altavoces USB', groupId: 'g1' },
    { deviceId: 'fake-headset', kind: 'audiooutput', label: 'Auriculares', groupId: 'g2' },
  ];
  const real = MediaDevices.prototype.enumerateDevices;
  MediaDevices.prototype.enumerateDevices = async function (this: MediaDevices) {
    const all = await real.call(this);
    return [
      ...all.filter((d) => d.kind !== 'audiooutput'),
      ...w.__outputs.map((o) => ({ ...o, toJSON: () => o }) as unknown as MediaDeviceInfo),
    ];
  };
  const record = (id: string): Promise<void> => {
    w.__sinks.push(id);
    return Promise.resolve();
  };
  (AudioContext.prototype as unknown as { setSinkId: typeof record }).setSinkId = record;
  (HTMLMediaElement.prototype as unknown as { setSinkId: typeof record }).setSinkId = record;
}

/** The user `speech-update`s the platform sent after `from` (ms, page clock): its VAD heard the microphone. */
async function userSpeech(page: Page, from: number): Promise<number> {
  const events = await recorded(page);
  return events.filter((e) => {
    const d = e.detail as { type?: string; role?: string; status?: string };
    return (
      e.type === 'voice-message' &&
      e.t > from &&
      d.type === 'speech-update' &&
      d.role === 'user' &&
      d.status === 'started'
    );
  }).length;
}

/** The last user `speech-update` the platform sent was `started`: the visitor's turn is still open. */
async function userTurnOpen(page: Page): Promise<boolean> {
  const last = (await recorded(page))
    .filter((e) => e.type === 'voice-message')
    .map((e) => e.detail as { type?: string; role?: string; status?: string })
    .filter((d) => d.type === 'speech-update' && d.role === 'user')
    .at(-1);
  return last?.status === 'started';
}

const now = (page: Page): Promise<number> => page.evaluate(() => performance.now());

describe('push-to-talk and the speaker picker', () => {
  it('released: the talking microphone moves nothing; a hold moves the dialogue on; Space held mid-line interrupts it; the speaker is chosen and falls back; axe is clean', async () => {
    browser = await launchChromium({ autoplay: true, microphone: { wav: await talkingCaller() } });
    const context = await browser.newContext();
    await context.addInitScript(fakeOutputs);
    await context.addInitScript(countDownlink);
    const { page, errors } = await openPage(context, platform.url);
    await page.evaluate(() =>
      document.querySelector('voice-demo')?.setAttribute('talk-mode', 'push'),
    );
    await expect
      .poll(() => page.locator('voice-demo voice-call-button').getAttribute('talk-mode'))
      .toBe('push');
    await page.locator('voice-demo voice-call-button button.call-button').click();

    // Push-to-talk: the control in place of mute, released, and said ('Mantén pulsado para hablar').
    const talk = part(page, 'talk');
    await expect.poll(() => talk.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await part(page, 'mute').count()).toBe(0);
    expect(await talk.getAttribute('aria-pressed')).toBe('false');
    expect(await talk.innerText()).toContain('Mantén pulsado para hablar');
    expect(await part(page, 'talk-mode').getAttribute('aria-checked')).toBe('true');
    expect(await axeViolations(page)).toEqual([]);

    // Released while the caller talks (from the first frame): no user turn, the dialogue stays at its first line.
    await expect.poll(() => assistantLines(page), { timeout: 15_000 }).toBe(1);
    await page.waitForTimeout(4000);
    expect(await userSpeech(page, 0)).toBe(0);
    expect(await assistantLines(page)).toBe(1);
    expect(await part(page, 'level-mic').getAttribute('aria-valuenow')).toBe('0.00');

    // A pointer hold: the platform hears the visitor; after the release the assistant answers with its next line.
    const box = (await talk.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    const heldAt = await now(page);
    await page.mouse.down();
    await expect.poll(() => talk.getAttribute('aria-pressed')).toBe('true');
    expect(await talk.innerText()).toContain('suelta para terminar');
    expect(await axeViolations(page)).toEqual([]);
    // The ceiling only catches a hang: the caller talks on, and the hold lasts until it is heard.
    await expect.poll(() => userSpeech(page, heldAt), { timeout: 20_000 }).toBeGreaterThan(0);
    await page.waitForTimeout(1000);
    await page.mouse.up();
    const releasedAt = await now(page);
    await expect.poll(() => talk.getAttribute('aria-pressed')).toBe('false');
    await expect.poll(() => assistantLines(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(2);

    // Space held on the focused control while the assistant says a (5 s) line: the microphone opens and
    // the line stops before its end (its audio muted at once, the platform stops it on hearing the visitor).
    // Told apart from the line's natural end by its frames, not by a clock: a line said to its end sends
    // every frame it was synthesized with; a busy machine delays the stop, which counts no frame more.
    // The line is the one being said after the release: the answer to the hold, or, when the VAD ended
    // the visitor's turn at a pause mid-hold and their next words cut that answer off, the answer after.
    await talk.focus();
    const playing = async (): Promise<number> => {
      const lines = await downlinkLines(page);
      const last = lines.at(-1);
      return lines.length >= 2 && last !== undefined && !last.stopped && last.text !== ''
        ? lines.length - 1
        : -1;
    };
    await expect.poll(playing, { timeout: 20_000, interval: 50 }).toBeGreaterThan(0);
    const lineIndex = await playing();
    const pressedAt = await now(page);
    await page.keyboard.down(' ');
    await expect.poll(() => talk.getAttribute('aria-pressed')).toBe('true');
    const assistantStopped = async (): Promise<number | undefined> =>
      (await recorded(page)).find((e) => {
        const d = e.detail as { type?: string; role?: string; status?: string };
        return (
          e.type === 'voice-message' &&
          e.t > pressedAt &&
          d.type === 'speech-update' &&
          d.role === 'assistant' &&
          d.status === 'stopped'
        );
      })?.t;
    // The ceiling only catches a hang: the line (about 5 s) stops by itself too. A miss says when each
    // line started and stopped against the hold, the release and the press (page clock, ms).
    const timeline = async (): Promise<string> =>
      JSON.stringify({
        heldAt,
        releasedAt,
        pressedAt,
        lineIndex,
        lines: (await downlinkLines(page)).map((l) => ({
          text: l.text.slice(0, 40),
          frames: l.frames,
          synthesized: synthesized!.frames(l.text),
          startedAt: Math.round(l.startedAt),
          stoppedAt: Math.round(l.stoppedAt),
        })),
      });
    await expect
      .poll(assistantStopped, { timeout: 30_000, interval: 100 })
      .toBeDefined()
      .catch(async (error: unknown) => {
        throw new Error(`no assistant line stopped after the press: ${await timeline()}`, {
          cause: error,
        });
      });
    const said = (await downlinkLines(page))[lineIndex];
    expect(said?.stopped).toBe(true);
    const fullFrames = synthesized!.frames(said!.text);
    expect(fullFrames, `the line "${said!.text}" was synthesized`).toBeGreaterThan(0);
    expect(said!.frames, 'frames of the line received before it stopped').toBeLessThan(fullFrames!);
    await page.waitForTimeout(500);
    await page.keyboard.up(' ');
    await expect.poll(() => talk.getAttribute('aria-pressed')).toBe('false');
    const mutes = (await recorded(page))
      .filter((e) => e.type === 'voice-mute-change')
      .map((e) => e.detail);
    expect(mutes).toEqual([
      { muted: false, talkMode: 'push' },
      { muted: true, talkMode: 'push' },
      { muted: false, talkMode: 'push' },
      { muted: true, talkMode: 'push' },
    ]);
    // Released again: once its last turn is over (its end, 700 ms of silence, reported), the platform
    // hears nothing more.
    await expect.poll(() => userTurnOpen(page), { timeout: 20_000 }).toBe(false);
    const quietFrom = await now(page);
    await page.waitForTimeout(2000);
    expect(await userSpeech(page, quietFrom)).toBe(0);
    expect(releasedAt).toBeGreaterThan(heldAt);

    // The speaker picker: default first, the chosen id reaches setSinkId.
    const speaker = part(page, 'speaker-select');
    await expect.poll(() => speaker.isVisible(), { timeout: 5000 }).toBe(true);
    expect(await speaker.locator('option').allInnerTexts()).toEqual([
      'Altavoz predeterminado',
      'Altavoces USB',
      'Auriculares',
    ]);
    await speaker.selectOption('fake-headset');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sinks: string[] }).__sinks))
      .toEqual(['fake-headset']);
    expect(await axeViolations(page)).toEqual([]);

    // Unplugged: back to the default device, with the polite notice.
    await page.evaluate(() => {
      const w = window as unknown as { __outputs: { deviceId: string }[] };
      w.__outputs = w.__outputs.filter((o) => o.deviceId !== 'fake-headset');
      navigator.mediaDevices.dispatchEvent(new Event('devicechange'));
    });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __sinks: string[] }).__sinks))
      .toEqual(['fake-headset', '']);
    const notice = page.locator('voice-demo voice-call-button .live-note[role="status"]', {
      hasText: 'Se desconectó tu altavoz',
    });
    await expect.poll(() => notice.isVisible()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // The switch: back to an open microphone for the rest of the call.
    await part(page, 'talk-mode').click();
    await expect.poll(() => part(page, 'mute').isVisible()).toBe(true);
    expect(await part(page, 'talk-mode').getAttribute('aria-checked')).toBe('false');
    expect(
      (await recorded(page)).filter((e) => e.type === 'voice-mute-change').at(-1)?.detail,
    ).toEqual({ muted: false, talkMode: 'open' });
    expect(await axeViolations(page)).toEqual([]);

    await page.locator('voice-demo voice-call-button button.call-button').click();
    await expect
      .poll(
        async () => (await recorded(page)).find((e) => e.type === 'voice-call-report')?.detail,
        { timeout: 10_000 },
      )
      .toMatchObject({ talkMode: 'open' });
    expect(errors).toEqual([]);
  });
});
