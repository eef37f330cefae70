/**
 * `<voice-widget>` on the Hebrew partner page in Chromium, against the local
 * platform started here (docs/elements/voice-widget.md "Feedback", "Stored
 * data and forgetting"): the feedback form after a chat reply, by keyboard,
 * reaching `voice-feedback` and `POST /api/feedback` (intercepted: a failed
 * post first, its message and `voice-error`, then a good one and 'Thanks');
 * 'Forget this conversation' leaving no key of the bundle in either storage
 * and ending the chat session (`sessionEnd: true`); `history="none"` leaving
 * nothing after a chat; axe 0 violations in the feedback and forget states.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { axeViolations } from '../support/panel.ts';

let platform: RunningPlatform;
let browser: Browser;

beforeAll(async () => {
  platform = await startPlatform({
    port: 0,
    chatLimits: {
      maxSessions: 100,
      sessionsPerMinute: 100,
      sessionsAlive: 100,
      messagesPerSecond: 100,
      messageBurst: 100,
      idleMs: 600_000,
    },
  });
  await platform.ready;
  browser = await launchChromium();
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await platform?.close();
});

interface Rec {
  type: string;
  detail: Record<string, unknown>;
}

/** The partner page with `attrs` set on its widget, and a recorder of the widget's events. */
async function open(attrs: Record<string, string>): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(() => {
    const events: { type: string; detail: unknown }[] = [];
    (window as unknown as { __w: typeof events }).__w = events;
    for (const type of [
      'voice-chat-message',
      'voice-feedback',
      'voice-history-cleared',
      'voice-error',
    ]) {
      document.addEventListener(type, (e) =>
        events.push({ type, detail: (e as CustomEvent).detail }),
      );
    }
  });
  await page.goto(new URL('partner.html', platform.url).href);
  await page.evaluate((a) => {
    const el = document.querySelector('voice-widget')!;
    for (const [name, value] of Object.entries(a)) el.setAttribute(name, value);
  }, attrs);
  return page;
}

const events = (page: Page): Promise<Rec[]> =>
  page.evaluate(() => (window as unknown as { __w: Rec[] }).__w);
const w = (page: Page, name: string) => page.locator(`voice-widget [part~="${name}"]`);
const bundleKeys = (page: Page) =>
  page.evaluate(() =>
    [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter((k) =>
      k.startsWith('voice-widgets:'),
    ),
  );

/** Opens the sheet, sends `text` and waits for the whole reply; returns the chat session id. */
async function chat(page: Page, text: string): Promise<string> {
  await w(page, 'launcher').click();
  await w(page, 'message-input').fill(text);
  await w(page, 'message-input').press('Enter');
  await expect
    .poll(
      async () =>
        (await events(page)).some(
          (e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant',
        ),
      { timeout: 8000 },
    )
    .toBe(true);
  const reply = (await events(page)).find(
    (e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant',
  )!;
  return String(reply.detail['sessionId']);
}

describe('feedback and forgetting on the partner page', () => {
  it('feedback by keyboard after a chat: a failed post says so, then the event and the POST body', async () => {
    const page = await open({ feedback: '' });
    const posts: { body: unknown; auth: string | undefined }[] = [];
    let status = 500;
    await page.route('**/api/feedback', async (route) => {
      posts.push({
        body: route.request().postDataJSON(),
        auth: route.request().headers()['authorization'],
      });
      await route.fulfill({
        status,
        contentType: 'application/json',
        body: status === 204 ? '' : '{"message":"down"}',
      });
    });
    const chatId = await chat(page, 'שלום');
    await w(page, 'feedback').waitFor({ timeout: 5000 });
    expect(await w(page, 'feedback').innerText()).toContain('איך הייתה השיחה?');
    expect(await axeViolations(page)).toEqual([]);

    // Keyboard only: thumbs up, Tab to the comment (down, skip, comment), type, Tab to Send, Enter.
    await w(page, 'feedback-up').focus();
    await page.keyboard.press('Enter');
    for (let i = 0; i < 3; i++) await page.keyboard.press('Tab');
    expect(
      await w(page, 'feedback-comment').evaluate(
        (el) => el === (el.getRootNode() as ShadowRoot).activeElement,
      ),
    ).toBe(true);
    await page.keyboard.type('שירות מצוין');
    expect(await w(page, 'feedback').innerText()).toContain('11/500');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.locator('voice-widget [part~="feedback"] [role="alert"]').waitFor({ timeout: 5000 });
    expect(
      (await events(page))
        .filter((e) => e.type !== 'voice-chat-message')
        .map((e) => [e.type, e.detail['type'] ?? e.detail['rating']]),
    ).toEqual([
      ['voice-feedback', 'up'],
      ['voice-error', 'feedback-error'],
    ]);
    expect(await axeViolations(page)).toEqual([]);

    status = 204;
    await w(page, 'feedback-send').click();
    await expect
      .poll(() => page.locator('voice-widget [part~="feedback"] [role="status"]').innerText())
      .toBe('תודה על הדירוג!');
    const body = { rating: 'up', comment: 'שירות מצוין', chatId };
    expect(posts).toEqual([
      { body, auth: 'Bearer local-demo-key' },
      { body, auth: 'Bearer local-demo-key' },
    ]);
    expect(
      (await events(page)).filter((e) => e.type === 'voice-feedback').map((e) => e.detail),
    ).toEqual([body, body]);
    await page.context().close();
  });

  it('forget: confirmation, the chat session ended, no key of the bundle left in either storage', async () => {
    const page = await open({ 'require-consent': '' });
    await w(page, 'launcher').click();
    await w(page, 'message-input').fill('שלום');
    await w(page, 'message-input').press('Enter');
    await w(page, 'consent-accept').click();
    await expect
      .poll(
        async () => (await events(page)).filter((e) => e.type === 'voice-chat-message').length,
        { timeout: 8000 },
      )
      .toBe(2);
    const chatId = String((await events(page)).at(-1)!.detail['sessionId']);
    // A persist-call record with a chosen microphone, as a page change would leave it.
    await page.evaluate(() =>
      sessionStorage.setItem(
        'voice-widgets:call:sofia:',
        JSON.stringify({ micDeviceId: 'usb-mic' }),
      ),
    );
    expect((await bundleKeys(page)).sort()).toEqual([
      'voice-widgets:call:sofia:',
      'voice-widgets:chat:sofia',
      'voice-widgets:consent:sofia',
    ]);

    await w(page, 'forget').click();
    await w(page, 'forget-confirm').waitFor();
    expect(await axeViolations(page)).toEqual([]);
    await w(page, 'forget-cancel').click();
    expect(await bundleKeys(page)).toHaveLength(3); // cancel keeps everything
    await w(page, 'forget').click();
    const ended = page.waitForRequest(
      (r) => r.url().endsWith('/api/chat/web') && r.postDataJSON()?.sessionEnd === true,
      { timeout: 5000 },
    );
    await w(page, 'forget-confirm').click();
    expect((await ended).postDataJSON()).toEqual({
      assistantId: 'sofia',
      sessionId: chatId,
      input: 'Ending chat...',
      sessionEnd: true,
    });
    expect(await bundleKeys(page)).toEqual([]);
    const cleared = (await events(page)).find((e) => e.type === 'voice-history-cleared');
    expect(cleared?.detail).toMatchObject({ chatId });
    expect(await w(page, 'live-line-user').count()).toBe(0);
    expect(
      await page
        .locator('voice-widget [part~="live-line-assistant"]:not([part~="greeting"])')
        .count(),
    ).toBe(0); // only the greeting is left
    await page.context().close();
  });

  it('history="none": nothing stored after a chat; a reload starts afresh', async () => {
    const page = await open({ history: 'none' });
    await chat(page, 'שלום');
    expect(await bundleKeys(page)).toEqual([]);
    await page.reload();
    await w(page, 'launcher').click();
    await w(page, 'message-input').waitFor();
    expect(await w(page, 'live-line-user').count()).toBe(0);
    expect(await bundleKeys(page)).toEqual([]);
    await page.context().close();
  });
});
