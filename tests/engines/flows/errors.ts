/**
 * The two failures a visitor's browser itself causes, in both elements (the
 * demo's `<voice-call-button>` in Spanish, `<voice-widget>` on the Hebrew
 * partner page):
 *
 * - a denied microphone: the guided error written for that browser
 *   (Chromium, Firefox, or Safari for WebKit), and no call on the platform;
 * - no audio output device (Firefox started with no sound server): the
 *   visitor is told the real cause and what to do, the platform's call is
 *   ended by the client (not left `in-progress`), and Retry starts a fresh
 *   call (a new call id, never `already-started`).
 */
import { expect } from 'vitest';

import type { RunningPlatform } from '../../../server/index.ts';
import type { Browser } from '../../../src/common/conversation/guidance.ts';
import { problemText } from '../../../src/common/live-panel/strings.ts';
import { TEXTS } from '../../support/texts.ts';
import type { EngineName } from '../driver.ts';
import type { EnginePage } from '../page.ts';
import { BUTTON, lastCallId, panel, platformCall } from './call.ts';

const W = 'voice-widget >>> ';

/** The browser family the product detects from each engine's user agent (WebKitGTK says Safari). */
const BROWSER_OF: Readonly<Record<EngineName, Browser>> = {
  chromium: 'chromium',
  firefox: 'firefox',
  webkit: 'safari',
};

/** Console lines the product writes on purpose when a call fails (docs/behaviour.md §8: live call errors are logged). */
export const CALL_ERROR_LOGS: readonly RegExp[] = [/\[voice-widgets\] Live call error/];

/** Presses the widget's call button on the partner page (opening the sheet first). */
async function pressWidgetCall(page: EnginePage): Promise<void> {
  await page.goto('partner.html');
  await page.waitVisible(`${W}[part~="launcher"]`);
  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="call-button"]`);
  await page.click(`${W}[part~="call-button"]`);
}

/** A denied microphone in both elements; see the module comment. */
export async function deniedFlow(
  page: EnginePage,
  engine: EngineName,
  platform: RunningPlatform,
): Promise<void> {
  const browser = BROWSER_OF[engine];
  await page.goto('');
  await page.until(
    'the idle call button',
    15_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  await page.click(BUTTON);
  const error = await page.until('voice-error', 20_000, () =>
    window.__engine.events.find((e) => e.type === 'voice-error'),
  );
  expect(error.detail).toMatchObject({
    type: 'microphone-permission-denied',
    stage: 'audio-capture-setup',
  });
  await page.until(
    'the idle button',
    10_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  await page.waitVisible(panel('call-error'));
  expect(await page.text(panel('call-error'))).toContain(
    problemText(TEXTS.es.errors, 'mic-denied', browser),
  );
  expect(await page.events('voice-call-start')).toEqual([]);

  await pressWidgetCall(page);
  await page.waitVisible(`${W}[part~="call-error"]`, 20_000);
  expect(await page.text(`${W}[part~="call-error"]`)).toContain(
    problemText(TEXTS.he.errors, 'mic-denied', browser),
  );
  expect(
    (await page.events('voice-error')).map((e) => (e.detail as { type: string }).type),
  ).toContain('microphone-permission-denied');
  expect(platform.stats().sockets).toBe(0);
}

/** Waits for the no-output error of the page's latest call and checks that the platform ended that call. */
async function expectNoOutputEnd(
  page: EnginePage,
  platform: RunningPlatform,
  errorsBefore: number,
): Promise<string> {
  const error = await page.until(
    'the no-audio-output error',
    30_000,
    (n) => window.__engine.events.filter((e) => e.type === 'voice-error')[n],
    errorsBefore,
  );
  expect(error.detail).toMatchObject({ error: { code: 'audio-output-unavailable' } });
  const id = await lastCallId(page);
  await expect
    .poll(async () => (await platformCall(platform, id)).status, { timeout: 10_000 })
    .toBe('ended');
  return id;
}

/** No audio output device, in both elements; see the module comment. */
export async function noOutputFlow(page: EnginePage, platform: RunningPlatform): Promise<void> {
  await page.goto('');
  await page.until(
    'the idle call button',
    15_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  await page.click(BUTTON);
  const first = await expectNoOutputEnd(page, platform, 0);
  await page.until(
    'the idle button',
    10_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  await page.waitVisible(panel('call-error'));
  expect(await page.text(panel('call-error'))).toContain(TEXTS.es.errors.noAudioOutput);

  // Retry starts a fresh call: the client let go of the first one.
  await page.click(panel('call-retry'));
  const second = await expectNoOutputEnd(page, platform, 1);
  expect(second).not.toBe(first);
  const refused = (await page.events('voice-call-start-progress')).filter(
    (e) => (e.detail as { status: string }).status === 'failed',
  );
  expect(refused.map((e) => e.detail)).toEqual([]);
  expect(await page.text(panel('call-error'))).toContain(TEXTS.es.errors.noAudioOutput);

  // The widget tells the same, in Hebrew, with its Retry, and ends its call too (its client is the same controller's).
  await pressWidgetCall(page);
  await expectNoOutputEnd(page, platform, 0);
  await page.waitVisible(`${W}[part~="call-error"]`, 10_000);
  expect(await page.text(`${W}[part~="call-error"]`)).toContain(TEXTS.he.errors.noAudioOutput);
  await page.waitVisible(`${W}[part~="call-retry"]`);
  expect(await page.attribute(`${W}[part~="call-button"]`, 'data-status')).toBe('idle');
  expect(platform.stats().sockets).toBe(0);
}
