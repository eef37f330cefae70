/**
 * `<voice-widget>`'s Markdown replies on the Hebrew partner page
 * (docs/elements/voice-widget.md "Markdown in replies"), the same in every
 * engine: with `link-hosts="example.com"`, a reply streamed in pieces
 * (`tests/support/markdown-reply.ts`: the page's `fetch` answers `/chat/web`
 * with Vapi's SSE shape, so the platform's dialogue does not matter) renders
 * as a list with an allowed link and another host's link as text, never
 * showing a raw marker while it streams; the list mirrors, code stays left to
 * right.
 */
import { expect } from 'vitest';

import {
  expectMarkdownReply,
  LINK_HOSTS,
  readMarkdownReply,
  replyPieces,
  streamChatReply,
} from '../../support/markdown-reply.ts';
import type { EnginePage } from '../page.ts';

const W = 'voice-widget >>> ';

/** The whole Markdown flow; see the module comment. */
export async function markdownFlow(page: EnginePage): Promise<void> {
  await page.goto('partner.html');
  await page.waitVisible(`${W}[part~="launcher"]`);
  await page.run(
    (hosts) => document.querySelector('voice-widget')!.setAttribute('link-hosts', hosts),
    LINK_HOSTS,
  );
  await page.click(`${W}[part~="launcher"]`);
  await page.waitVisible(`${W}[part~="message-input"]`);
  await page.run(streamChatReply, { pieces: replyPieces(7), delayMs: 25 });

  await page.fill(`${W}[part~="message-input"]`, 'hola');
  await page.press('Enter');
  await page.until('the Markdown reply to finish', 15_000, () => {
    const lines = document
      .querySelector('voice-widget')!
      .shadowRoot!.querySelectorAll('li.live-line--assistant[data-status]');
    return (
      lines[lines.length - 1]?.getAttribute('data-status') === 'done' &&
      lines[lines.length - 1]!.querySelector('.vw-md ul') !== null
    );
  });
  const reply = await page.run(readMarkdownReply);

  expectMarkdownReply(reply);
  expect(
    (await page.events('voice-chat-message')).map((e) => (e.detail as { role: string }).role),
  ).toEqual(['user', 'assistant']);

  // The stored conversation (its made-up session) is not left for the next flow.
  await page.run(() => sessionStorage.clear());
}
