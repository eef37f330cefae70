/**
 * Clickjacking (docs/platform.md "Limits"): the demo page, which asks for the microphone,
 * refuses to be framed by another origin (`frame-ancestors 'self'` in the CSP
 * header, `X-Frame-Options: SAMEORIGIN`) and still works framed by itself.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';

let platform: RunningPlatform;
let other: Server;
let otherUrl = '';
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({ port: 0 });
  // Another origin (another port) that tries to frame the demo page.
  other = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(
      `<!doctype html><title>evil</title><iframe id="f" src="${platform.url}" width="800" height="600"></iframe>`,
    );
  });
  await new Promise<void>((ok) => other.listen(0, '127.0.0.1', ok));
  otherUrl = `http://127.0.0.1:${(other.address() as AddressInfo).port}/`;
  browser = await launchChromium({ autoplay: true });
});

afterAll(async () => {
  await browser?.close();
  await new Promise<void>((ok) => other?.close(() => ok()));
  await platform?.close();
});

describe('framing', () => {
  it('another origin cannot frame the demo page', async () => {
    const page = await browser.newPage();
    await page.goto(otherUrl);
    await page.waitForTimeout(1500);
    const frame = page.frames().find((f) => f !== page.mainFrame());
    expect(frame).toBeDefined();
    // Blocked: the frame shows Chromium's error page, never the demo.
    expect(frame!.url()).not.toBe(platform.url);
    expect(
      await frame!
        .locator('voice-demo')
        .count()
        .catch(() => 0),
    ).toBe(0);
    await page.close();
  });

  it('the demo page framed by itself still works', async () => {
    const page = await browser.newPage();
    await page.goto(platform.url);
    await page.evaluate(() => {
      const f = document.createElement('iframe');
      f.src = '/?lang=he';
      f.width = '800';
      f.height = '600';
      document.body.append(f);
    });
    const frame = await (await page.waitForSelector('iframe')).contentFrame();
    await expect
      .poll(async () => frame!.locator('voice-demo voice-call-button button.call-button').count(), {
        timeout: 10_000,
      })
      .toBe(1);
    expect(
      await frame!.locator('voice-demo voice-call-button button.call-button').textContent(),
    ).toContain('סופיה');
    await page.close();
  });
});
