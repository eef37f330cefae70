/**
 * `<voice-widget>` on the Hebrew partner page, as a visitor uses it with the
 * mouse and the keyboard: the launcher opens the sheet with focus inside it,
 * Tab and Shift+Tab stay inside (focus trap), Escape closes it and focus
 * returns to the launcher; with `require-consent`, a typed message waits for
 * the consent and, once accepted, is sent and answered by a streamed reply
 * (the reply's line is seen `streaming`, then `done`).
 */
import { expect } from 'vitest';

import type { EnginePage } from '../page.ts';

const W = 'voice-widget >>> ';

/** Whether the focused element (through the shadow root) is inside the sheet. */
const focusInSheet = (page: EnginePage) =>
  page.run(() => {
    const root = document.querySelector('voice-widget')!.shadowRoot!;
    const sheet = root.querySelector('[part~="sheet"]');
    return !!sheet && !!root.activeElement && sheet.contains(root.activeElement);
  });

/** The whole widget flow; see the module comment. */
export async function widgetFlow(page: EnginePage): Promise<void> {
  await page.goto('partner.html');
  await page.waitVisible(`${W}[part~="launcher"]`);
  expect(await page.text(`${W}[part~="launcher"]`)).toBe('לדבר עם סופיה');
  await page.run(() => document.querySelector('voice-widget')!.setAttribute('require-consent', ''));

  // The launcher opens the sheet; focus moves into it and Tab cannot leave it.
  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="sheet"]`);
  await page.until('focus inside the sheet', 5000, () => {
    const root = document.querySelector('voice-widget')!.shadowRoot!;
    const sheet = root.querySelector('[part~="sheet"]');
    return !!sheet && !!root.activeElement && sheet.contains(root.activeElement);
  });
  const visited = new Set<string>();
  for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab'] as const) {
    await page.press(key);
    expect(await focusInSheet(page), `focus after ${key}: ${await page.activePath()}`).toBe(true);
    visited.add(await page.activePath());
  }
  expect(visited.size, 'Tab moves between several controls of the sheet').toBeGreaterThan(2);

  // Escape closes the sheet; focus returns to the launcher.
  await page.press('Escape');
  await page.until(
    'the sheet to close',
    5000,
    () => !document.querySelector('voice-widget')!.shadowRoot!.querySelector('[part~="sheet"]'),
  );
  expect(
    await page.run(() =>
      document.querySelector('voice-widget')!.shadowRoot!.activeElement?.getAttribute('part'),
    ),
  ).toBe('launcher');
  expect(
    (await page.events('voice-widget-toggle')).map((e) => (e.detail as { open: boolean }).open),
  ).toEqual([true, false]);

  // Consent, then a streamed reply.
  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="message-input"]`);
  await page.run(() => {
    const root = document.querySelector('voice-widget')!.shadowRoot!;
    const seen: string[] = [];
    (window as unknown as { __statuses: string[] }).__statuses = seen;
    new MutationObserver(() => {
      for (const li of root.querySelectorAll('li.live-line--assistant[data-status]')) {
        const s = li.getAttribute('data-status') ?? '';
        if (seen.at(-1) !== s) seen.push(s);
      }
    }).observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  await page.fill(`${W}[part~="message-input"]`, 'hola');
  await page.press('Enter');
  await page.waitVisible(`${W}[part~="consent"]`);
  expect(await page.events('voice-chat-message')).toEqual([]); // nothing sent before the consent
  await page.click(`${W}[part~="consent-accept"]`);
  const reply = await page.until('the assistant reply', 20_000, () =>
    window.__engine.events.find(
      (e) => e.type === 'voice-chat-message' && (e.detail as { role: string }).role === 'assistant',
    ),
  );
  const text = (reply.detail as { text: string }).text;
  expect(text).toMatch(/[\u0590-\u05FF]/); // answered in Hebrew
  expect((await page.events('voice-consent-change')).map((e) => e.detail)).toEqual([
    { accepted: true },
  ]);
  const messages = (await page.events('voice-chat-message')).map(
    (e) => (e.detail as { role: string }).role,
  );
  expect(messages).toEqual(['user', 'assistant']);
  const statuses = () => page.run(() => (window as unknown as { __statuses: string[] }).__statuses);
  // The status observer may record 'done' a moment after the assistant's message event.
  await expect.poll(async () => (await statuses()).at(-1)).toBe('done');
  expect(await statuses(), 'the reply streamed in').toContain('streaming');
  expect(await page.text(`${W}[part~="live-transcript"]`)).toContain(text.slice(0, 20));
}
