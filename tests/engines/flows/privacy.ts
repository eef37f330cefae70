/**
 * Feedback and privacy of `<voice-widget>` on the Hebrew partner page, in
 * every engine (docs/elements/voice-widget.md "Feedback", "Stored data and
 * forgetting"): with `feedback`, a chat reply brings 'How was this
 * conversation?'; thumbs up, a comment and Send fire `voice-feedback` with
 * the chat's session id, and the platform's 201 gives 'Thanks'; 'Forget this conversation',
 * confirmed, fires `voice-history-cleared` and leaves no `voice-widgets:` key
 * in either storage; with `history="none"` a chat stores nothing and a new
 * page starts afresh.
 */
import { expect } from 'vitest';

import type { EnginePage } from '../page.ts';

const W = 'voice-widget >>> ';

/** Every `voice-widgets:` key in `sessionStorage` and `localStorage`. */
const bundleKeys = (page: EnginePage) =>
  page.run(() =>
    [...Object.keys(sessionStorage), ...Object.keys(localStorage)].filter((k) =>
      k.startsWith('voice-widgets:'),
    ),
  );

/** Opens the partner page with `attrs` on its widget. */
async function openPartner(page: EnginePage, attrs: Record<string, string>): Promise<void> {
  await page.goto('partner.html');
  await page.waitVisible(`${W}[part~="launcher"]`);
  await page.run((a) => {
    const el = document.querySelector('voice-widget')!;
    for (const [name, value] of Object.entries(a)) el.setAttribute(name, value);
  }, attrs);
}

/** Opens the sheet, sends `text`, waits for the reply; returns the chat's session id. */
async function chat(page: EnginePage, text: string): Promise<string> {
  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="message-input"]`);
  await page.fill(`${W}[part~="message-input"]`, text);
  await page.press('Enter');
  const reply = await page.until('the assistant reply', 20_000, () =>
    window.__engine.events.find(
      (e) => e.type === 'voice-chat-message' && (e.detail as { role: string }).role === 'assistant',
    ),
  );
  return (reply.detail as { sessionId: string }).sessionId;
}

/** The whole flow; see the module comment. */
export async function privacyFlow(page: EnginePage): Promise<void> {
  // Feedback after a chat reply.
  await openPartner(page, { feedback: '' });
  const chatId = await chat(page, 'hola');
  await page.waitVisible(`${W}[part~="feedback"]`);
  expect(await page.text(`${W}[part~="feedback"]`)).toContain('איך הייתה השיחה?');
  await page.click(`${W}[part~="feedback-up"]`);
  expect(await page.attribute(`${W}[part~="feedback-up"]`, 'aria-pressed')).toBe('true');
  await page.fill(`${W}[part~="feedback-comment"]`, 'muy bien');
  await page.click(`${W}[part~="feedback-send"]`);
  const sent = await page.until('voice-feedback', 5000, () =>
    window.__engine.events.find((e) => e.type === 'voice-feedback'),
  );
  expect(sent.detail).toEqual({ rating: 'up', comment: 'muy bien', chatId });
  // The platform took it (201): 'Thanks'.
  await page.until(
    'thanks',
    10_000,
    () =>
      document
        .querySelector('voice-widget')!
        .shadowRoot!.querySelector('[part~="feedback"] [role="status"]')?.textContent ===
      'תודה על הדירוג!',
  );
  expect(
    (await page.events('voice-error')).filter(
      (e) => (e.detail as { type: string }).type === 'feedback-error',
    ),
  ).toEqual([]);

  // Forget this conversation.
  expect(await bundleKeys(page)).toContain('voice-widgets:chat:sofia');
  await page.click(`${W}[part~="forget"]`);
  await page.waitVisible(`${W}[part~="forget-confirm"]`);
  await page.click(`${W}[part~="forget-confirm"]`);
  const cleared = await page.until('voice-history-cleared', 5000, () =>
    window.__engine.events.find((e) => e.type === 'voice-history-cleared'),
  );
  expect(cleared.detail).toMatchObject({ chatId });
  expect(await bundleKeys(page)).toEqual([]);
  // What the sheet showed is cleared on its next render (WebKit paints it after the event).
  await page.until(
    'the chat cleared',
    5000,
    () =>
      document
        .querySelector('voice-widget')!
        .shadowRoot!.querySelectorAll('[part~="live-line-user"]').length === 0,
  );

  // history="none": nothing stored, a new page starts afresh.
  await openPartner(page, { history: 'none' });
  await chat(page, 'hola');
  expect(await bundleKeys(page)).toEqual([]);
  await openPartner(page, { history: 'none' });
  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="message-input"]`);
  expect(
    await page.run(
      () =>
        document
          .querySelector('voice-widget')!
          .shadowRoot!.querySelectorAll('[part~="live-line-user"]').length,
    ),
  ).toBe(0);
  expect(await bundleKeys(page)).toEqual([]);
}
