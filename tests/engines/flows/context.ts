/**
 * The page's context reaching the assistant through `<voice-widget>`'s chat on the Hebrew partner
 * page, in every engine (docs/elements/voice-widget.md "Variables and overrides", "Page context
 * and messages", "Tool progress"; docs/platform.md "Variables"), nothing mocked but a recorder of
 * the widget's request bodies: `sendContext` with nothing open is refused (`no-conversation`);
 * `variable-values`, `variableValues` and `assistantOverrides` go in every chat request, merged;
 * `sendMessage` starts the chat as if typed and the templated first message (an override) comes
 * back rendered and shows; `sendContext` joins the next request as a `system` message, unanswered;
 * a page tool's `tool-status` line goes from running to done.
 */
import { expect } from 'vitest';

import type { EnginePage } from '../page.ts';
import { untilReplies } from './chat-replies.ts';
import { recordRequestBodies, requestBodies } from './request-bodies.ts';

const W = 'voice-widget >>> ';

interface Body {
  input: unknown;
  assistantOverrides: { firstMessage?: string; variableValues: Record<string, unknown> };
}

/** The flow; see the module comment. */
export async function contextFlow(page: EnginePage): Promise<void> {
  // A conversation an earlier flow left in this tab's sessionStorage would be open already.
  await page.goto('partner.html');
  await page.run(() => sessionStorage.clear());
  await page.goto('partner.html');
  await page.waitVisible(`${W}[part~="launcher"]`);
  await recordRequestBodies(page, '/chat/web');
  await page.run(() => {
    const el = document.querySelector('voice-widget')!;
    el.setAttribute('variable-values', '{"customerName":"לוסיה","plan":"Pro"}');
    el.variableValues = { plan: 'Business' };
    el.assistantOverrides = { firstMessage: 'שלום {{customerName}}, כאן סופיה. מה שמך?' };
    el.clientToolLabels = { show_solution: 'הצגת הפתרון' };
    (el as unknown as { clientTools: object }).clientTools = {
      show_solution: () => new Promise((resolve) => setTimeout(() => resolve('shown'), 1500)),
    };
  });
  const bodies = () => requestBodies<Body>(page);

  // Nothing open yet: the context is refused with a code.
  expect(
    await page.run(() =>
      (
        document.querySelector('voice-widget') as unknown as {
          sendContext(t: string): Promise<void>;
        }
      )
        .sendContext('דף המחירים')
        .then(
          () => 'sent',
          (e: { code?: string }) => e.code,
        ),
    ),
  ).toBe('no-conversation');

  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="message-input"]`);
  // sendMessage starts the chat as if typed; the greeting gets the (overridden, templated) first message.
  await page.run(() =>
    (
      document.querySelector('voice-widget') as unknown as { sendMessage(t: string): Promise<void> }
    ).sendMessage('שלום'),
  );
  expect((await untilReplies(page, 1))[0]).toBe('שלום לוסיה, כאן סופיה. מה שמך?');
  await expect
    .poll(() => page.text(`${W}[part~="live-transcript"]`))
    .toContain('שלום לוסיה, כאן סופיה');
  const [first] = await bodies();
  expect(first?.assistantOverrides).toEqual({
    firstMessage: 'שלום {{customerName}}, כאן סופיה. מה שמך?',
    variableValues: { language: 'he', customerName: 'לוסיה', plan: 'Business' },
  });
  expect(first?.input).toBe('שלום');

  // The page's context joins the next request as a system message; the reply does not answer it.
  await page.run(() =>
    (
      document.querySelector('voice-widget') as unknown as { sendContext(t: string): Promise<void> }
    ).sendContext('המבקר צופה בדף המחירים'),
  );
  await page.fill(`${W}[part~="message-input"]`, 'שמי דני');
  await page.press('Enter');
  const second = (await untilReplies(page, 2))[1] ?? '';
  expect(second).toMatch(/דני/);
  expect(second).not.toMatch(/מחירים/);
  expect((await bodies())[1]?.input).toEqual([
    { role: 'system', content: 'המבקר צופה בדף המחירים' },
    { role: 'user', content: 'שמי דני' },
  ]);
  expect((await bodies())[1]?.assistantOverrides.variableValues).toMatchObject({
    customerName: 'לוסיה',
  });

  // A need with a solution: the page's show_solution tool works 1.5 s; its line goes running → done.
  await page.run(() => {
    const root = document.querySelector('voice-widget')!.shadowRoot!;
    const seen: string[] = [];
    (window as unknown as { __tool: string[] }).__tool = seen;
    new MutationObserver(() => {
      const line = root.querySelector('[part~="tool-status"]');
      const s = line?.getAttribute('data-status');
      if (s && seen.at(-1) !== s) seen.push(s);
    }).observe(root, { subtree: true, childList: true, attributes: true });
  });
  await page.fill(`${W}[part~="message-input"]`, '052-555-0147');
  await page.press('Enter');
  await untilReplies(page, 3);
  await page.fill(`${W}[part~="message-input"]`, 'אני צריך מספר וירטואלי');
  await page.press('Enter');
  await untilReplies(page, 4);
  const tool = () => page.run(() => (window as unknown as { __tool: string[] }).__tool);
  await expect.poll(tool, { timeout: 10_000 }).toEqual(['running', 'done']);
  expect(await page.text(`${W}[part~="tool-status"]`)).toContain('הצגת הפתרון');

  // The stored conversation is not left for the next flow.
  await page.run(() => sessionStorage.clear());
}
