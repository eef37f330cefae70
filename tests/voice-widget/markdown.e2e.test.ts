/**
 * `<voice-widget>`'s Markdown replies in Chromium on the Hebrew partner page
 * (docs/elements/voice-widget.md "Markdown in replies"): a reply streamed in
 * pieces (`tests/support/markdown-reply.ts`, Vapi's SSE shape, independent of
 * the platform's dialogue) renders as a list with links, never showing a raw
 * marker on the way; `link-hosts` keeps a link to another host as text; code
 * stays left to right while the list mirrors; the visitor's own Markdown
 * stays text; axe reports no violation.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import {
  expectMarkdownReply,
  LINK_HOSTS,
  readMarkdownReply,
  replyPieces,
  streamChatReply,
} from '../support/markdown-reply.ts';
import { axeViolations } from '../support/panel.ts';

let platform: RunningPlatform;
let browser: Browser;

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

describe('Markdown replies on the partner page', () => {
  it('a streamed list with links: no raw marker on the way, link-hosts honoured, RTL list and LTR code, axe clean', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    page.on('pageerror', (e) => errors.push(String(e)));
    await page.goto(`${platform.url}partner.html`);
    await page.evaluate(
      (hosts) => document.querySelector('voice-widget')!.setAttribute('link-hosts', hosts),
      LINK_HOSTS,
    );
    await page.locator('voice-widget [part~="launcher"]').click();
    await page.locator('voice-widget [part~="message-input"]').waitFor();
    await page.evaluate(streamChatReply, { pieces: replyPieces(7), delayMs: 25 });

    await page
      .locator('voice-widget [part~="message-input"]')
      .fill('**שלום** [x](https://evil.example)');
    await page.locator('voice-widget [part~="message-input"]').press('Enter');
    await expect
      .poll(() => page.evaluate(readMarkdownReply).then((r) => r.status), { timeout: 10_000 })
      .toBe('done');
    const reply = await page.evaluate(readMarkdownReply);

    expectMarkdownReply(reply);

    // The visitor's own message stays text.
    const mine = page.locator('voice-widget li.live-line--user .live-text').last();
    expect(await mine.innerText()).toBe('**שלום** [x](https://evil.example)');
    expect(
      await page
        .locator('voice-widget li.live-line--user a, voice-widget li.live-line--user strong')
        .count(),
    ).toBe(0);

    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.close();
  });
});
