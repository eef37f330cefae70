/**
 * `<voice-widget>`'s starter suggestions in Chromium on the partner page
 * (docs/elements/voice-widget.md "Starter suggestions"): the chips show in the
 * empty conversation with an avatar in the header (which follows its attribute),
 * axe reports no violation,
 * and a press sends the chip's text as the visitor's message, after which the
 * chips are gone.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { axeViolations } from '../support/panel.ts';

let platform: RunningPlatform;
let browser: Browser;

/** A one-pixel PNG, so the avatar's image loads without the network. */
const AVATAR =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';

beforeAll(async () => {
  // No call is made: no speech is synthesized (less CPU).
  platform = await startPlatform({ port: 0, presynthesize: 'none' });
  await platform.ready;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

describe('starter suggestions on the partner page', () => {
  it('show as chips with the avatar, axe clean; a press sends the text and they go', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${platform.url}partner.html`);
    await page.evaluate((avatar) => {
      const widget = document.querySelector('voice-widget')!;
      widget.setAttribute('suggestions', JSON.stringify(['Quiero una centralita', 'Precios']));
      widget.setAttribute('avatar', avatar);
    }, AVATAR);
    await page.locator('voice-widget [part~="launcher"]').click();
    const chips = page.locator('voice-widget [part~="suggestion"]');
    await chips.first().waitFor();
    expect(await chips.allInnerTexts()).toEqual(['Quiero una centralita', 'Precios']);
    expect(await page.locator('voice-widget [part~="avatar"]').count()).toBeGreaterThan(0);

    expect(await axeViolations(page)).toEqual([]);

    // The attribute is live: the open sheet follows `avatar` as it goes and comes back.
    const avatars = page.locator('voice-widget [part~="avatar"]');
    await page.evaluate(() => document.querySelector('voice-widget')!.removeAttribute('avatar'));
    await expect.poll(() => avatars.count()).toBe(0);
    await page.evaluate(
      (avatar) => document.querySelector('voice-widget')!.setAttribute('avatar', avatar),
      AVATAR,
    );
    await expect.poll(() => avatars.count()).toBeGreaterThan(0);

    await chips.first().click();
    const mine = page.locator('voice-widget li.live-line--user .live-text').first();
    await mine.waitFor();
    expect(await mine.innerText()).toBe('Quiero una centralita');
    expect(await chips.count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });
});
