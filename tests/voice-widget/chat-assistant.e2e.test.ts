/**
 * `<voice-widget>` chatting with the local assistant on the Hebrew partner
 * page in Chromium (docs/platform.md "Typed-turn understanding", "Feedback";
 * docs/elements/voice-widget.md "Markdown in replies", "Feedback"), with no
 * mocks between the page and the platform started here:
 * - a question about the solutions is answered with a streamed Markdown list
 *   of the five, rendered as a list, and the pending question follows;
 * - the page has no handler for `show_solution`: after the need, the chat
 *   goes on with no extra message from the visitor (the reply already asks
 *   for the confirmation), and the next answer captures the lead at once;
 * - one message with the name and the phone leads straight to the need
 *   question, and the need completes the read-back;
 * - the rating reaches `voice-feedback`, the platform (`POST /api/feedback`,
 *   'Thanks') and the assistant's server (a `feedback` server message).
 */
import { rm } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assistantsWithServer } from '../../scripts/lib/assistants.ts';
import { launchChromium } from '../../scripts/lib/browser.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { axeViolations } from '../support/panel.ts';
import { startReceiver } from '../support/server.ts';

let platform: RunningPlatform;
let browser: Browser;
let hook: Awaited<ReturnType<typeof startReceiver>>;
let dir = '';

beforeAll(async () => {
  hook = await startReceiver();
  dir = await assistantsWithServer(hook.url); // 'hooked': Sofía with a server, to which the platform forwards the rating
  platform = await startPlatform({
    port: 0,
    assistantsDir: dir,
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
  hook?.server.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Rec {
  type: string;
  detail: Record<string, unknown>;
}

/** The partner page with `attrs` on its widget, the sheet open, and a recorder of the widget's events. */
async function open(attrs: Record<string, string>): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const events: { type: string; detail: unknown }[] = [];
    (window as unknown as { __w: typeof events }).__w = events;
    for (const type of ['voice-chat-message', 'voice-tool-call', 'voice-feedback', 'voice-error']) {
      document.addEventListener(type, (e) =>
        events.push({ type, detail: JSON.parse(JSON.stringify((e as CustomEvent).detail)) }),
      );
    }
  });
  await page.goto(new URL('partner.html', platform.url).href);
  await page.evaluate((a) => {
    const el = document.querySelector('voice-widget')!;
    for (const [name, value] of Object.entries(a)) el.setAttribute(name, value);
  }, attrs);
  await w(page, 'launcher').click();
  await w(page, 'message-input').waitFor();
  return { page, errors };
}

const events = (page: Page): Promise<Rec[]> =>
  page.evaluate(() => (window as unknown as { __w: Rec[] }).__w);
const w = (page: Page, name: string) => page.locator(`voice-widget [part~="${name}"]`);
const assistantTexts = async (page: Page) =>
  (await events(page))
    .filter((e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant')
    .map((e) => String(e.detail['text']));

/** Sends `text` and waits for the assistant's complete messages to reach `count`; returns the new ones. */
async function say(page: Page, text: string, count: number): Promise<string[]> {
  const before = (await assistantTexts(page)).length;
  await w(page, 'message-input').fill(text);
  await w(page, 'message-input').press('Enter');
  await expect
    .poll(async () => (await assistantTexts(page)).length, { timeout: 10_000 })
    .toBeGreaterThanOrEqual(count);
  return (await assistantTexts(page)).slice(before);
}

describe('the local assistant in the chat', () => {
  it('a question about the solutions: a streamed Markdown list of the five, rendered as a list, then the pending question', async () => {
    const { page, errors } = await open({});
    const streamed = page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          // The reply's line is seen streaming with a list already in it.
          const root = document.querySelector('voice-widget')!.shadowRoot!;
          const seen = () =>
            [...root.querySelectorAll('li.live-line--assistant[data-status="streaming"]')].some(
              (li) => li.querySelector('ul, ol'),
            );
          const observer = new MutationObserver(() => {
            if (seen()) resolve(true);
          });
          observer.observe(root, {
            subtree: true,
            childList: true,
            attributes: true,
            characterData: true,
          });
          setTimeout(() => resolve(false), 10_000);
        }),
    );
    const [reply] = await say(page, 'אילו פתרונות אתם מציעים?', 1);
    expect(await streamed, 'a list painted while the reply streamed').toBe(true);
    expect(reply).toMatch(/^\s*[-*] /m); // Markdown on the wire
    const line = page.locator('voice-widget [part~="live-line-assistant"]').last();
    expect(await line.locator('ul > li, ol > li').count()).toBe(5);
    expect(await line.innerText()).not.toMatch(/\*\*|^\s*[-*] /m); // no raw markup shown
    expect(reply).toMatch(/שמ/); // and the name question again
    expect(await axeViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('no handler for show_solution on the page: the reply after the need already asks for the confirmation, and "yes" captures the lead at once', async () => {
    const { page, errors } = await open({});
    await say(page, 'שמי דני', 1);
    await say(page, '052-555-0147', 2);
    const afterNeed = await say(page, 'אני צריך מספר וירטואלי', 3);
    // The read-back's quick replies (show_quick_replies) are the quick-reply tests' own.
    const tools = (await events(page))
      .filter((e) => e.type === 'voice-tool-call')
      .map((e) => e.detail['name'])
      .filter((name) => name !== 'show_quick_replies');
    expect(tools).toEqual(['show_solution']);
    // The confirmation question came with the need's reply: the visitor is not left waiting.
    expect(afterNeed.join('\n')).toMatch(/\?/);
    // The page's 'could not show' answer went back at once; it adds at most a short line and asks nothing new.
    await page.waitForTimeout(500);
    const settled = (await assistantTexts(page)).length;
    expect(settled).toBeLessThanOrEqual(4);
    // The visitor's next message is theirs: 'yes' confirms the details and captures the lead now, not a turn later.
    await say(page, 'כן', settled + 1);
    await expect
      .poll(
        async () =>
          (await events(page))
            .filter((e) => e.type === 'voice-tool-call')
            .map((e) => e.detail['name']),
        { timeout: 10_000 },
      )
      .toContain('capture_lead');
    const lead = (await events(page)).find(
      (e) => e.type === 'voice-tool-call' && e.detail['name'] === 'capture_lead',
    );
    expect(lead?.detail['arguments']).toMatchObject({ name: 'דני', phone: '+972525550147' });
    expect((await events(page)).filter((e) => e.type === 'voice-error')).toEqual([]);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('one message with name and phone leads straight to the need question: both read back once, nothing asked twice', async () => {
    const { page, errors } = await open({});
    const [reply] = await say(page, 'שמי מיכל והטלפון שלי 054-1234567', 1);
    expect(reply).toBe(
      'נעים מאוד, מיכל. רשמתי את המספר \u2066+972 54 123 4567\u2069. איזה פתרון העסק שלך צריך?',
    );
    const line = page.locator('voice-widget [part~="live-line-assistant"]').last();
    await expect.poll(() => line.innerText()).toMatch(/איזה פתרון העסק שלך צריך\?$/);
    // The need completes the lead: the read-back follows with the name and the number given together.
    const afterNeed = await say(page, 'מפספסים לי שיחות כשאני לא במשרד', 2);
    expect(afterNeed.join('\n')).toMatch(
      /אני מאשרת את הפרטים: מיכל, טלפון .*\+972 54 123 4567.*, ואתה צריך הפניית שיחות\./,
    );
    expect(afterNeed.join('\n')).not.toContain('מפספסים');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('feedback reaches the event, the platform (201, "Thanks") and the assistant\'s server (a feedback server message)', async () => {
    const { page, errors } = await open({ feedback: '', 'assistant-id': 'hooked' });
    await say(page, 'שלום', 1);
    const chatId = String(
      (await events(page)).find(
        (e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant',
      )!.detail['sessionId'],
    );
    await w(page, 'feedback-down').click();
    await w(page, 'feedback-comment').fill('לא הבנתי את המחירים');
    const posted = page.waitForResponse((r) => r.url().endsWith('/api/feedback'));
    await w(page, 'feedback-send').click();
    expect((await posted).status()).toBe(201);
    await expect
      .poll(() => page.locator('voice-widget [part~="feedback"] [role="status"]').innerText())
      .toBe('תודה על הדירוג!');
    const body = { rating: 'down', comment: 'לא הבנתי את המחירים', chatId };
    expect(
      (await events(page)).filter((e) => e.type === 'voice-feedback').map((e) => e.detail),
    ).toEqual([body]);
    await expect
      .poll(() => hook.got.filter((g) => g.body.message['type'] === 'feedback').length, {
        timeout: 10_000,
      })
      .toBe(1);
    expect(hook.got.find((g) => g.body.message['type'] === 'feedback')!.body.message).toMatchObject(
      { type: 'feedback', rating: 'down', comment: body.comment, chat: { id: chatId } },
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
