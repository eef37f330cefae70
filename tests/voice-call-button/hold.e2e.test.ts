/**
 * Hold and the connection indicator in Chromium, in real calls against the local platform
 * (docs/elements/voice-call-button.md "Hold", "Connection quality"): the `hold` control and
 * `hold()` / `resume()`, the button's `data-status`, the timer's 'En espera', `voice-call-hold`, the
 * `mute-assistant` / `unmute-assistant` frames and the microphone given back; then a proxy that
 * delays the WebSocket mid-call moves the indicator from good to poor (with its notice) and back.
 * `<voice-widget>`'s sheet and its `hold()` / `resume()` too.
 * No wall-clock bounds: each step waits for the state.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { panel as es } from '../../src/common/i18n/langs/es.ts';
import { type DelayProxy, redirectWebSockets, startDelayProxy } from '../support/delay-proxy.ts';
import {
  axeViolations,
  launchWithCaller,
  openPage,
  part,
  recorded,
  startCall,
} from '../support/panel.ts';
import { ONE_ADDRESS_ADMISSION } from '../support/server.ts';

let platform: RunningPlatform;
let proxy: DelayProxy;
let dir = '';
const browsers: Browser[] = [];
const SILENT = [{ silenceS: 180 }];
const BUTTON = 'voice-demo voice-call-button';

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'hold-'));
  platform = await startPlatform({ port: 0, admission: ONE_ADDRESS_ADMISSION });
  await platform.ready;
  proxy = await startDelayProxy(`ws://${new URL(platform.url).host}`);
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await proxy?.close();
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Records the page's text frames to the platform and the events this file reads. */
function recordFrames(): string {
  return `(() => {
    const sent = (window.__sent = []);
    const send = WebSocket.prototype.send;
    WebSocket.prototype.send = function (data) {
      if (typeof data === 'string') sent.push(data);
      return send.call(this, data);
    };
    window.__hold = [];
    window.__quality = [];
    document.addEventListener('voice-call-hold', (e) => window.__hold.push(e.detail.held));
    document.addEventListener('voice-network-quality-change', (e) => window.__quality.push(e.detail));
  })();`;
}

const controls = (page: Page) =>
  page.evaluate(() =>
    (window as unknown as { __sent: string[] }).__sent
      .map((s) => JSON.parse(s) as { type: string; control?: string })
      .filter((m) => m.type === 'control')
      .map((m) => m.control),
  );
const holds = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hold: boolean[] }).__hold);
const status = (page: Page) =>
  page.locator(`${BUTTON} button.call-button`).getAttribute('data-status');
const muted = (page: Page) =>
  page.evaluate(() => {
    const button = document
      .querySelector('voice-demo')
      ?.shadowRoot?.querySelector('voice-call-button') as unknown as {
      call: { voiceClient?: { isMuted(): boolean } };
    };
    return button.call.voiceClient?.isMuted();
  });
const demo = (page: Page, method: 'hold' | 'resume') =>
  page.evaluate(
    (m) => (document.querySelector('voice-demo') as unknown as Record<string, () => boolean>)[m]!(),
    method,
  );

describe('hold and resume', () => {
  it('the hold control and hold()/resume(): status, timer, events, frames sent, microphone given back', async () => {
    const browser = await launchWithCaller(dir, 'hold', SILENT, browsers);
    const context = await browser.newContext();
    await context.addInitScript(recordFrames());
    const { page, errors } = await openPage(context, platform.url);
    expect(await demo(page, 'resume')).toBe(false); // no call: a no-op
    await startCall(page);
    await expect.poll(() => part(page, 'hold').isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await part(page, 'hold').getAttribute('aria-pressed')).toBe('false');
    expect(await part(page, 'hold').textContent()).toBe(es.hold);

    await part(page, 'hold').click();
    await expect.poll(() => part(page, 'hold').getAttribute('aria-pressed')).toBe('true');
    expect(await status(page)).toBe('on-hold');
    await expect.poll(() => part(page, 'call-timer').textContent()).toBe(es.onHold);
    expect(await part(page, 'mute').count()).toBe(0); // the microphone stays muted while held
    expect(await muted(page)).toBe(true);
    // The page plays none of the assistant's audio while held (its greeting was playing).
    await expect
      .poll(() => part(page, 'level-assistant').getAttribute('aria-valuenow'))
      .toBe('0.00');
    expect(await holds(page)).toEqual([true]);
    expect(await controls(page)).toEqual(['mute-assistant']);
    expect(await axeViolations(page)).toEqual([]); // held
    expect(await demo(page, 'hold')).toBe(false); // already held

    expect(await demo(page, 'resume')).toBe(true);
    await expect.poll(() => part(page, 'hold').getAttribute('aria-pressed')).toBe('false');
    expect(['connected', 'speaking']).toContain(await status(page));
    await expect.poll(() => part(page, 'call-timer').textContent()).toMatch(/^\d+:\d\d$/);
    expect(await muted(page)).toBe(false);
    expect(await holds(page)).toEqual([true, false]);
    expect(await controls(page)).toEqual(['mute-assistant', 'unmute-assistant']);

    // A visitor who had muted the microphone finds it muted after the hold.
    await part(page, 'mute').click();
    await expect.poll(() => muted(page)).toBe(true);
    expect(await demo(page, 'hold')).toBe(true);
    await expect.poll(() => status(page)).toBe('on-hold');
    await part(page, 'hold').click();
    await expect.poll(() => status(page)).not.toBe('on-hold');
    expect(await muted(page)).toBe(true);

    // Hold ends with the call.
    expect(await demo(page, 'hold')).toBe(true);
    await page.locator(`${BUTTON} button.call-button`).click();
    await expect.poll(() => status(page)).toBe('idle');
    expect(await holds(page)).toEqual([true, false, true, false, true, false]);
    const ended = (await recorded(page)).filter((e) => e.type === 'voice-call-end');
    expect(ended).toHaveLength(1);
    expect(errors).toEqual([]);
  });
});

describe('hold in <voice-widget>', () => {
  it("the sheet's hold control and the element's hold()/resume()", async () => {
    const browser = await launchWithCaller(dir, 'widget-hold', SILENT, browsers);
    const context = await browser.newContext();
    await context.addInitScript(recordFrames());
    const page = await context.newPage();
    await page.goto(platform.url);
    const w = (name: string) => page.locator(`voice-widget [part~="${name}"]`);
    const widget = (method: 'hold' | 'resume') =>
      page.evaluate(
        (m) =>
          (document.querySelector('voice-widget') as unknown as Record<string, () => boolean>)[
            m
          ]!(),
        method,
      );
    await page.evaluate(() => customElements.whenDefined('voice-widget'));
    expect(await widget('hold')).toBe(false); // the sheet has not loaded: no call
    await w('launcher').click();
    await w('sheet').waitFor({ timeout: 10_000 });
    expect(await widget('hold')).toBe(false); // loaded, no call yet
    await w('call-button').click();
    await expect.poll(() => w('hold').isVisible(), { timeout: 20_000 }).toBe(true);
    await w('hold').click();
    await expect.poll(() => w('call-button').getAttribute('data-status')).toBe('on-hold');
    // The hold control renders from the call's held state, a render apart from the status.
    await expect.poll(() => w('hold').getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => w('call-timer').textContent()).toBe(es.onHold);
    expect(await controls(page)).toEqual(['mute-assistant']);
    expect(await widget('resume')).toBe(true);
    await expect.poll(() => w('call-button').getAttribute('data-status')).not.toBe('on-hold');
    expect(await controls(page)).toEqual(['mute-assistant', 'unmute-assistant']);
    expect(await holds(page)).toEqual([true, false]);
    await w('call-button').click(); // hang up
    await expect.poll(() => w('call-button').getAttribute('data-status')).toBe('idle');
    expect(await widget('resume')).toBe(false);
  });
});

describe('connection quality', () => {
  it('the indicator goes from good to poor, with its notice, when the round trip grows, and back', async () => {
    proxy.delayMs = 0;
    const browser = await launchWithCaller(dir, 'quality', SILENT, browsers);
    // The page's CSP allows its own origin only; the proxy listens on another port.
    const context = await browser.newContext({ bypassCSP: true });
    await context.addInitScript(recordFrames());
    await context.addInitScript(redirectWebSockets(Number(new URL(platform.url).port), proxy.port));
    const { page } = await openPage(context, platform.url);
    await startCall(page);
    const quality = () => part(page, 'connection-quality').getAttribute('data-quality');
    const events = () =>
      page.evaluate(
        () =>
          (
            window as unknown as {
              __quality: { rating: string; rttMs?: number; transport: string }[];
            }
          ).__quality,
      );
    // The first answer to a ping (through the proxy, so the platform answers pings).
    await expect.poll(async () => (await events()).length, { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await quality()).toBe('good');
    expect((await events())[0]).toMatchObject({ rating: 'good', transport: 'websocket' });
    expect(typeof (await events())[0]?.rttMs).toBe('number');
    expect(await part(page, 'connection-notice').count()).toBe(0);
    expect(await part(page, 'connection-quality').textContent()).toBe(es.connectionGood);

    proxy.delayMs = 400; // 800 ms round trip, over 500 ms: poor
    await expect.poll(quality, { timeout: 30_000 }).toBe('poor');
    expect(await part(page, 'connection-notice').textContent()).toBe(es.connectionWeak);
    expect(await axeViolations(page)).toEqual([]); // the indicator and its notice
    const poor = (await events()).find((e) => e.rating === 'poor');
    expect(poor?.rttMs).toBeGreaterThanOrEqual(500);
    // Said once to screen readers, by the polite status beside the indicator.
    await expect
      .poll(() => page.locator(`${BUTTON} .live-quality + [role="status"]`).textContent())
      .toBe(es.connectionPoor);

    proxy.delayMs = 0;
    await expect.poll(quality, { timeout: 30_000 }).toBe('good');
    expect(await part(page, 'connection-notice').count()).toBe(0);
    await page.locator(`${BUTTON} button.call-button`).click();
    await expect.poll(() => status(page)).toBe('idle');
  });
});
