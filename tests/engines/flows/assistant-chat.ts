/**
 * `<voice-widget>` chatting with the local assistant on the Hebrew partner
 * page, in every engine (docs/platform.md "Typed-turn understanding";
 * docs/elements/voice-widget.md "Markdown in replies"), nothing mocked: a
 * question about the solutions gets a streamed Markdown list of the five,
 * rendered as a list; the page has no handler for `show_solution`, and the
 * chat goes on after it with no extra message from the visitor: 'yes'
 * captures the lead at once.
 */
import { expect } from 'vitest';

import type { EnginePage } from '../page.ts';
import { replies, untilReplies } from './chat-replies.ts';

const W = 'voice-widget >>> ';

/** Types `text`, sends it, and waits until the assistant has sent `count` messages in all. */
async function say(page: EnginePage, text: string, count: number): Promise<void> {
  await page.fill(`${W}[part~="message-input"]`, text);
  await page.press('Enter');
  await untilReplies(page, count, 15_000);
}

/** The whole flow; see the module comment. */
export async function assistantChatFlow(page: EnginePage): Promise<void> {
  await page.goto('partner.html');
  await page.waitVisible(`${W}[part~="launcher"]`);
  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="message-input"]`);

  // A Markdown list of the five solutions, then the name question again.
  await say(page, 'אילו פתרונות אתם מציעים?', 1);
  // The event can come before the sheet's render of the finished text: read the line once it is done.
  const items = await page.until('the reply rendered whole', 5000, () => {
    const lines = document
      .querySelector('voice-widget')!
      .shadowRoot!.querySelectorAll('[part~="live-line-assistant"][data-status]');
    const last = lines[lines.length - 1];
    return last?.getAttribute('data-status') === 'done'
      ? { count: last.querySelectorAll('ul > li, ol > li').length }
      : null;
  });
  expect(items.count).toBe(5);
  expect((await replies(page))[0]).toMatch(/^\s*[-*] /m);

  // Name, phone, a need: the page has no show_solution handler; the need's reply already asks for the confirmation.
  await say(page, 'שמי דני', 2);
  await say(page, '052-555-0147', 3);
  await say(page, 'אני צריך מספר וירטואלי', 4);
  expect((await replies(page))[3]).toMatch(/\?/);
  // The read-back's quick replies (show_quick_replies) are the quick-reply tests' own.
  expect(
    (await page.events('voice-tool-call'))
      .map((e) => (e.detail as { name: string }).name)
      .filter((name) => name !== 'show_quick_replies'),
  ).toEqual(['show_solution']);

  // The visitor's next message is theirs: 'yes' captures the lead now.
  const before = (await replies(page)).length;
  await say(page, 'כן', before + 1);
  const lead = await page.until('capture_lead', 10_000, () =>
    window.__engine.events.find(
      (e) => e.type === 'voice-tool-call' && (e.detail as { name: string }).name === 'capture_lead',
    ),
  );
  expect((lead.detail as { arguments: unknown }).arguments).toMatchObject({
    name: 'דני',
    phone: '+972525550147',
  });
  expect(await page.events('voice-error')).toEqual([]);
}
