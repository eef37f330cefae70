/**
 * `<voice-widget>`'s teaser on the Hebrew partner page (docs/elements/voice-widget.md "Teaser"),
 * in Chromium against the local platform: it shows by its `load` trigger with the avatar on the
 * launcher, axe finds nothing with it shown, a click on it opens the sheet (and dismisses it for
 * the tab); a reply sent with `sendMessage` while the sheet is closed shows the unread badge.
 */
import { describe, expect, it } from 'vitest';

import { axeViolations } from '../support/panel.ts';
import { events, useWidgetPage, w } from '../support/widget-page.ts';

const widget = useWidgetPage();

describe('teaser on the partner page', () => {
  it('shows with the avatar, passes axe, and a click opens the sheet', async () => {
    const { page } = await widget.open('partner.html');
    const teaser = w(page, 'teaser');
    // The default `teaser-delay` (3 s) is waited for, not set: the page is as a partner ships it.
    await expect.poll(() => teaser.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await teaser.innerText()).toContain('שלום! רוצים לקבוע תור לבדיקה?');
    expect(await w(page, 'avatar').getAttribute('alt')).toBe('סופיה');
    expect(await w(page, 'teaser-close').getAttribute('aria-label')).toBe('סגירה');
    expect(await axeViolations(page)).toEqual([]);
    await teaser.locator('button').first().click();
    await expect.poll(() => w(page, 'sheet').isVisible()).toBe(true);
    expect(await teaser.isVisible()).toBe(false);
    const recorded = await events(page);
    expect(recorded.find((e) => e.type === 'voice-teaser-show')?.detail).toEqual({
      text: 'שלום! רוצים לקבוע תור לבדיקה?',
      trigger: 'load',
    });
    expect(recorded.find((e) => e.type === 'voice-teaser-dismiss')?.detail).toEqual({
      reason: 'open',
    });
    // Dismissed for the tab: the next page of the site shows no teaser.
    await page.goto(new URL('partner-2.html', page.url()).href);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForTimeout(500);
    expect(await w(page, 'teaser').isVisible()).toBe(false);
  });

  it('an assistant reply while the sheet is closed shows the unread badge', async () => {
    const { page } = await widget.open('partner.html');
    await page.evaluate(() =>
      (
        document.querySelector('voice-widget') as HTMLElement & {
          sendMessage(t: string): Promise<void>;
        }
      ).sendMessage('שלום'),
    );
    const badge = w(page, 'badge');
    await expect.poll(() => badge.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await badge.innerText()).toBe('1');
    expect(await w(page, 'launcher').getAttribute('aria-label')).toContain('הודעה חדשה אחת');
    expect(await axeViolations(page)).toEqual([]);
    await w(page, 'launcher').click();
    await expect.poll(() => badge.isVisible()).toBe(false);
    const counts = (await events(page))
      .filter((e) => e.type === 'voice-unread-change')
      .map((e) => (e.detail as { count: number }).count);
    expect(counts).toEqual([1, 0]);
  });
});
