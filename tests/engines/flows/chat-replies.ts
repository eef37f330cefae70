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
  try {
    await waitReplies(page, count, ms);
  } catch (error) {
    throw new Error(`${String(error)}\n${await chatTrail(page)}`, { cause: error });
  }
  return replies(page);
}

/** The page's chat so far, one recorded event a line (a timeout's message says what did arrive). */
async function chatTrail(page: EnginePage): Promise<string> {
  const kept = ['voice-chat-message', 'voice-tool-call', 'voice-error', 'voice-widget-toggle'];
  const lines = (await page.events())
    .filter((e) => kept.includes(e.type))
    .map((e) => `  ${Math.round(e.t)} ms ${e.type} ${JSON.stringify(e.detail).slice(0, 200)}`);
  const consoleLines = (await page.run(() => window.__engine.console)).map(
    (c) => `  ${Math.round(c.t)} ms console.${c.level} ${c.text.slice(0, 200)}`,
  );
  return `the chat's events so far:\n${lines.join('\n')}\nthe page's console:\n${consoleLines.join('\n')}`;
}

function waitReplies(page: EnginePage, count: number, ms: number): Promise<unknown> {
  return page.until(
    `assistant message ${count}`,
    ms,
    (n) =>
      window.__engine.events.filter(
        (e) =>
          e.type === 'voice-chat-message' && (e.detail as { role: string }).role === 'assistant',
      ).length >= n,
    count,
  );
}
