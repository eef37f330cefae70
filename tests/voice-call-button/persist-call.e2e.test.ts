/**
 * `persist-call` in Chromium (docs/voice-client.md "Reconnect policy"): a live call of
 * `<voice-widget persist-call>` on the partner site survives a page change.
 *
 * - partner.html → (link) partner-2.html → (link) partner.html: the widget on
 *   each new page resumes the SAME call (`GET /api/call/{id}` in progress all
 *   along), shows the earlier history at once, its timer going on, its sheet
 *   open as it was, and the assistant is heard again; the record is used once
 *   and lives in `sessionStorage` only.
 * - 'tap to continue' (es): the audio of the resumed call is held back until
 *   the visitor taps (autoplay policy), in a browser WITHOUT the suite's
 *   `--autoplay-policy=no-user-gesture-required`. This Chromium lets a page
 *   that captures the microphone start audio by itself (checked: an
 *   `AudioContext` created after `getUserMedia` runs without a gesture), so
 *   the page's `AudioContext` is wrapped to behave as browsers without that
 *   exemption do: suspended, and `resume()` only after a trusted tap. The call
 *   stays alive meanwhile; the tap starts its audio.
 * - without `persist-call` (partner.html served without the attribute) the
 *   page change ends the call on the platform at once; the next page starts
 *   nothing.
 *
 * Chromium's fake microphone plays silence: the platform's VAD never hears
 * the caller and the assistant says its lines to the end.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';

import { launchChromium, microphoneArgs } from '../../scripts/lib/browser.ts';
import { writeCallerWav } from '../../scripts/lib/caller-wav.ts';
import { type RecordedEvent, type Tab, useHarness } from '../support/harness.ts';
import { axeViolations } from '../support/panel.ts';
import { ONE_ADDRESS_ADMISSION } from '../support/server.ts';

/** Where the screenshots go (gitignored, as the reconnect test's). */
const SHOTS = resolve(fileURLToPath(new URL('../.artifacts/screenshots', import.meta.url)));

let dir = '';
let wav = '';
const h = useHarness({
  platform: { admission: ONE_ADDRESS_ADMISSION },
  events: [
    'voice-call-start',
    'voice-call-start-success',
    'voice-call-reconnecting',
    'voice-call-reconnected',
    'voice-call-end',
    'voice-call-report',
    'voice-speech-start',
    'voice-volume-level',
    'voice-error',
  ],
  browserArgs: async () => {
    dir = await mkdtemp(join(tmpdir(), 'persist-call-'));
    wav = join(dir, 'silent.wav');
    await writeCallerWav(wav, [{ silenceS: 240 }]);
    return microphoneArgs({ wav });
  },
});

const browsers: Browser[] = [];
afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** The widget's log line when the client reports an error, here the audio warning (docs/behaviour.md §8). */
const LIVE_CALL_ERROR = /^\[voice-widgets\] Live call error/;
const KEY = 'voice-widgets:call:sofia:';

const w = (page: Page, name: string) => page.locator(`voice-widget [part~="${name}"]`);
const voiceLines = (page: Page) =>
  page.locator('voice-widget [data-via="voice"][part~="live-line-assistant"] .live-text');

interface CallJson {
  status: string;
  endedReason?: string;
}

/** `GET /api/call/{id}` on the platform. */
async function platformCall(id: string): Promise<CallJson> {
  const res = await fetch(`${h.url}api/call/${id}`, {
    headers: { Authorization: `Bearer ${h.platform.publicKey}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as CallJson;
}

/** Waits for the first event of `type` in the page now shown; returns it. */
async function first(tab: Tab, type: string, timeout = 15_000): Promise<RecordedEvent> {
  await expect.poll(async () => (await tab.events(type)).length, { timeout }).toBeGreaterThan(0);
  return (await tab.events(type))[0]!;
}

/** `mm:ss` of the sheet's call timer, in seconds. */
async function timerS(page: Page): Promise<number> {
  const [mm, ss] = ((await w(page, 'call-timer').textContent()) ?? '')
    .trim()
    .split(':')
    .map(Number);
  return mm! * 60 + ss!;
}

/** Opens the sheet, starts a call, waits for the assistant's first line; returns the call id and that line. */
async function startCall(tab: Tab): Promise<{ callId: string; line: string }> {
  await w(tab.page, 'launcher').click();
  await w(tab.page, 'call-button').click();
  await expect.poll(() => voiceLines(tab.page).count(), { timeout: 20_000 }).toBeGreaterThan(0);
  const { callId } = (await first(tab, 'voice-call-start-success')).detail as { callId: string };
  return { callId, line: (await voiceLines(tab.page).first().textContent())!.trim() };
}

/** After a page change: the widget resumed `callId` (page-change events, the same id), and the assistant is heard after it. */
async function expectResumed(tab: Tab, callId: string): Promise<void> {
  const reconnecting = await first(tab, 'voice-call-reconnecting');
  expect(reconnecting.detail).toMatchObject({ attempt: 1, reason: 'page-change' });
  expect((await first(tab, 'voice-call-start-success')).detail).toMatchObject({ callId });
  const back = await first(tab, 'voice-call-reconnected');
  expect((back.detail as { downtimeMs: number }).downtimeMs).toBeGreaterThanOrEqual(0);
  await expect
    .poll(() => w(tab.page, 'call-button').getAttribute('data-status'), { timeout: 10_000 })
    .toMatch(/^(connected|speaking)$/);
  // The assistant is heard again (the interrupted line is said again, then the dialogue goes on).
  await expect
    .poll(
      async () =>
        (await tab.events('voice-volume-level')).some(
          (e) => e.t > back.t && (e.detail as number) > 0.01,
        ),
      { timeout: 15_000 },
    )
    .toBe(true);
  expect((await platformCall(callId)).status).toBe('in-progress');
  // Used once, and never in localStorage or a cookie.
  expect(
    await tab.page.evaluate(
      (key) => [
        sessionStorage.getItem(key),
        Object.keys(localStorage).filter((k) => k.startsWith('voice-widgets:call:')),
        document.cookie,
      ],
      KEY,
    ),
  ).toEqual([null, [], '']);
}

describe('<voice-widget persist-call> across the partner pages', () => {
  it('partner.html → partner-2.html → partner.html: the same call goes on, with its history, timer and open sheet', async () => {
    const tab = await h.open('partner.html', { waitForDemo: false });
    const { page } = tab;
    const { callId, line } = await startCall(tab);
    await expect.poll(() => timerS(page), { timeout: 15_000 }).toBeGreaterThanOrEqual(1);
    const timerBefore = await timerS(page);

    // To the second page by its link: the call is kept, not ended.
    await page.locator('a[href="partner-2.html"]').click();
    await page.waitForURL(/\/partner-2\.html$/);
    expect(await page.locator('h1').textContent()).toBe('הטיפולים שלנו');
    await expectResumed(tab, callId);
    // The sheet is open again, with the first page's lines, and the timer went on.
    expect(await w(page, 'sheet').count()).toBe(1);
    expect(await voiceLines(page).first().textContent()).toContain(line);
    expect(await voiceLines(page).allTextContents()).toHaveLength(
      new Set(await voiceLines(page).allTextContents()).size,
    ); // nothing twice
    expect(await timerS(page)).toBeGreaterThanOrEqual(timerBefore);
    expect(await w(page, 'launcher').textContent()).toBe('לדבר עם סופיה');
    expect(
      await page.evaluate(() =>
        document
          .querySelector('voice-widget')!
          .shadowRoot!.querySelector('.vw')!
          .hasAttribute('data-call'),
      ),
    ).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    // And back by the link on the second page.
    await page.locator('a[href="partner.html"]').click();
    await page.waitForURL(/\/partner\.html$/);
    await expectResumed(tab, callId);
    expect(await voiceLines(page).first().textContent()).toContain(line);

    // Hanging up ends it for good.
    await w(page, 'call-button').click();
    await expect
      .poll(async () => (await platformCall(callId)).status, { timeout: 10_000 })
      .toBe('ended');
    expect((await platformCall(callId)).endedReason).toBe('customer-ended-call');
    expect((await first(tab, 'voice-call-report')).detail).toMatchObject({
      callId,
      endedReason: 'customer-ended-call',
    });
  });

  it.each([
    { lang: 'es', tap: 'Toca para continuar la llamada', idle: 'Hablar con Sofía' },
    { lang: 'he', tap: 'הקישו כדי להמשיך את השיחה', idle: undefined },
  ])(
    "'tap to continue' ($lang): the resumed call's audio waits for a tap, the call stays alive, the tap starts it",
    async ({ lang, tap, idle }) => {
      h.expectConsoleError(LIVE_CALL_ERROR);
      const browser = await launchChromium({ microphone: { wav } }); // no autoplay flag
      browsers.push(browser);
      const context: BrowserContext = await browser.newContext({
        viewport: { width: 1280, height: 720 },
      });
      const tab = h.track(await context.newPage(), context);
      const { page } = tab;
      await context.addInitScript(holdAudioUntilTapOn, '/partner-2.html');
      await context.addInitScript(() => {
        const events: { type: string; detail: unknown; t: number }[] = [];
        (window as unknown as { __voiceEvents: typeof events }).__voiceEvents = events;
        for (const type of [
          'voice-call-start-success',
          'voice-call-reconnecting',
          'voice-call-reconnected',
          'voice-call-report',
          'voice-volume-level',
          'voice-error',
        ]) {
          document.addEventListener(type, (e) =>
            events.push({
              type,
              detail: JSON.parse(JSON.stringify((e as CustomEvent).detail ?? null)),
              t: performance.now(),
            }),
          );
        }
      });
      // The widget of both pages in the test's language (set as the element is parsed).
      await context.addInitScript((want) => {
        new MutationObserver(() => {
          const widget = document.querySelector('voice-widget');
          if (widget && widget.getAttribute('lang') !== want) widget.setAttribute('lang', want);
        }).observe(document, { childList: true, subtree: true });
      }, lang);
      await page.goto(`${h.url}partner.html`);
      const { callId, line } = await startCall(tab);

      await page.locator('a[href="partner-2.html"]').click();
      await page.waitForURL(/\/partner-2\.html$/);
      const control = w(page, 'resume-audio');
      await control.waitFor({ timeout: 15_000 });
      expect((await control.textContent())?.trim()).toBe(tap);
      expect(
        (await tab.events('voice-error')).map((e) => (e.detail as { type: string }).type),
      ).toContain('audio-playback-error');
      expect((await first(tab, 'voice-call-start-success')).detail).toMatchObject({ callId });
      expect(await voiceLines(page).first().textContent()).toContain(line);
      // The launcher says it too, and the call stays alive while it waits.
      expect(await w(page, 'launcher').textContent()).toBe(tap);
      await page.waitForTimeout(2500);
      expect((await platformCall(callId)).status).toBe('in-progress');
      expect(await w(page, 'call-button').getAttribute('data-status')).not.toBe('idle');
      expect(
        await page.evaluate(() =>
          (window as unknown as { __held: AudioContext[] }).__held.map((c) => c.state),
        ),
      ).toEqual(['suspended']);
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
        await page.evaluate(
          () => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))),
        );
        await page.screenshot({ path: join(SHOTS, `tap-to-continue-${lang}-${width}.png`) });
        expect(await axeViolations(page), `axe at ${width} px`).toEqual([]);
      }
      await page.setViewportSize({ width: 1280, height: 720 });

      const tapped = await page.evaluate(() => performance.now());
      await control.click();
      await expect.poll(() => control.count(), { timeout: 15_000 }).toBe(0);
      expect(
        await page.evaluate(() =>
          (window as unknown as { __held: AudioContext[] }).__held.map((c) => c.state),
        ),
      ).toEqual(['running']);
      await expect
        .poll(
          async () =>
            (await tab.events('voice-volume-level')).some(
              (e) => e.t > tapped && (e.detail as number) > 0.01,
            ),
          { timeout: 15_000 },
        )
        .toBe(true);
      if (idle) expect(await w(page, 'launcher').textContent()).toBe(idle);
      else expect(await w(page, 'launcher').textContent()).not.toBe(tap);
      expect((await platformCall(callId)).status).toBe('in-progress');
      await w(page, 'call-button').click();
      await expect
        .poll(async () => (await platformCall(callId)).status, { timeout: 10_000 })
        .toBe('ended');
    },
  );

  it('without persist-call, a page change ends the call on the platform; the next page starts nothing', async () => {
    const context = await h.newContext();
    // The first page's widget without the attribute (removed as the element is parsed).
    await context.addInitScript(() => {
      if (location.pathname !== '/partner.html') return;
      new MutationObserver(() =>
        document.querySelector('voice-widget[persist-call]')?.removeAttribute('persist-call'),
      ).observe(document, { childList: true, subtree: true });
    });
    const tab = await h.newTab(context);
    const { page } = tab;
    await page.goto(`${h.url}partner.html`);
    expect(await page.evaluate(() => document.querySelector('voice-widget')!.persistCall)).toBe(
      false,
    );
    const { callId } = await startCall(tab);
    await page.locator('a[href="partner-2.html"]').click();
    await page.waitForURL(/\/partner-2\.html$/);
    // Ended by the page change, told apart from the platform's grace window by the reason (the window
    // would end it `connection-lost`), not by a clock: the ceiling only catches a hang.
    await expect
      .poll(async () => (await platformCall(callId)).status, { timeout: 30_000 })
      .toBe('ended');
    expect((await platformCall(callId)).endedReason).toBe('customer-ended-call');
    // The second page has persist-call but no record: no call, no sheet.
    await page.waitForTimeout(1500);
    expect(await tab.events('voice-call-reconnecting')).toEqual([]);
    expect(await tab.events('voice-call-start-success')).toEqual([]);
    expect(await w(page, 'sheet').count()).toBe(0);
    expect(await page.evaluate((key) => sessionStorage.getItem(key), KEY)).toBeNull();
  });
});

/**
 * Runs in every page of the context, before its scripts: on `path`, the
 * page's `AudioContext`s start suspended and `resume()` waits until the
 * visitor has tapped the page (a trusted pointer event), as under an
 * autoplay policy without this Chromium's exemption for pages that capture
 * the microphone. The contexts are kept in `window.__held`.
 */
function holdAudioUntilTapOn(path: string): void {
  if (location.pathname !== path) return;
  const held: AudioContext[] = [];
  (window as unknown as { __held: AudioContext[] }).__held = held;
  let tapped = false;
  const waiting: (() => void)[] = [];
  addEventListener(
    'pointerdown',
    (e) => {
      if (!e.isTrusted) return;
      tapped = true;
      for (const go of waiting.splice(0)) go();
    },
    true,
  );
  const Native = window.AudioContext;
  window.AudioContext = class extends Native {
    constructor(options?: AudioContextOptions) {
      super(options);
      held.push(this);
      void super.suspend();
    }

    override resume(): Promise<void> {
      if (tapped) return super.resume();
      // Like a refused autoplay: the promise waits for the tap.
      return new Promise((resolve, reject) =>
        waiting.push(() => void super.resume().then(resolve, reject)),
      );
    }
  } as typeof AudioContext;
}
