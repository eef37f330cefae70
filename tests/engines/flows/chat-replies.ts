/**
 * The assistant's chat messages as a flow reads them from the page's recorded
 * `voice-chat-message` events (docs/elements/voice-widget.md "Events"), in every engine.
 */
import type { EnginePage } from '../page.ts';

/** The assistant's complete chat messages so far, their texts in order. */
export async function replies(page: EnginePage): Promise<string[]> {
  return (await page.events('voice-chat-message'))
    .map((e) => e.detail as { role: string; text: string })
    .filter((d) => d.role === 'assistant')
    .map((d) => d.text);
}

/**
 * Waits until the assistant has sent `count` chat messages in all (`ms`, a ceiling that only
 * catches a hang); returns their texts.
 */
export async function untilReplies(
  page: EnginePage,
  count: number,
  ms = 20_000,
): Promise<string[]> {
  await page.until(
    `assistant message ${count}`,
    ms,
    (n) =>
      window.__engine.events.filter(
        (e) =>
          e.type === 'voice-chat-message' && (e.detail as { role: string }).role === 'assistant',
      ).length >= n,
    count,
  );
  return replies(page);
}
