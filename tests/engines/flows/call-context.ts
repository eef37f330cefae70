/**
 * The page's context in a live call on the demo page's `<voice-call-button>` (Spanish), with the
 * engine's fake microphone (docs/elements/voice-widget.md "Variables and overrides", "Page context
 * and messages"; docs/platform.md "Variables"): `variable-values` and `assistantOverrides` go in
 * `POST /call/web`; the overridden, templated first message is rendered, shown and heard;
 * `sendContext` reaches the call's history unanswered and `sendMessage` shows as the visitor's line
 * and gets an answer.
 */
import { expect } from 'vitest';

import type { RunningPlatform } from '../../../server/index.ts';
import type { EnginePage } from '../page.ts';
import { BUTTON, lastCallId, panel } from './call.ts';
import { recordRequestBodies, requestBodies } from './request-bodies.ts';

/** The flow; see the module comment. */
export async function callContextFlow(page: EnginePage, platform: RunningPlatform): Promise<void> {
  await page.goto('');
  await page.until(
    'the idle call button',
    15_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  await recordRequestBodies(page, '/call/web');
  await page.run(() => {
    const button = document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector('voice-call-button')!;
    button.setAttribute('variable-values', '{"customerName":"Lucía"}');
    button.assistantOverrides = {
      firstMessage: 'Hola {{customerName}}, soy Sofía. ¿Cómo se llama?',
    };
  });
  await page.click(BUTTON);
  await page.until(
    'the call to connect',
    30_000,
    (b) =>
      ['connected', 'speaking'].includes(
        window.__engine.find(b)?.getAttribute('data-status') ?? '',
      ),
    BUTTON,
  );
  const [body] = await requestBodies<{ assistantOverrides: unknown }>(page);
  expect(body?.assistantOverrides).toEqual({
    firstMessage: 'Hola {{customerName}}, soy Sofía. ¿Cómo se llama?',
    variableValues: { language: 'es', customerName: 'Lucía' },
  });
  // The templated first line, rendered by the platform: shown, and heard.
  await page.until(
    'the templated first line',
    20_000,
    (p) =>
      window.__engine
        .findAll(p)
        .some((el) => (el as HTMLElement).innerText.includes('Hola Lucía, soy Sofía.')),
    panel('live-line-assistant'),
  );
  await page.click(panel('mute'));
  await page.until('voice-speech-start (the first line heard)', 20_000, () =>
    window.__engine.events.some((e) => e.type === 'voice-speech-start'),
  );

  // Context: sent, not shown, not answered; a message: shown as the visitor's, answered.
  const sendContext = await page.run(() =>
    document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector('voice-call-button')!
      .sendContext('El visitante está en la página de precios')
      .then(
        () => 'sent',
        (e: { code?: string }) => e.code,
      ),
  );
  expect(sendContext).toBe('sent');
  await page.run(() =>
    document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector('voice-call-button')!
      .sendMessage('Me llamo Carlos'),
  );
  await page.until(
    'the page-sent line as the visitor’s',
    10_000,
    (p) =>
      window.__engine
        .findAll(p)
        .some((el) => (el as HTMLElement).innerText.includes('Me llamo Carlos')),
    panel('live-line-user'),
  );
  await page.until(
    'an answer naming Carlos',
    30_000,
    (p) =>
      window.__engine.findAll(p).some((el) => (el as HTMLElement).innerText.includes('Carlos')),
    panel('live-line-assistant'),
  );
  expect(await page.text(panel('live-transcript'))).not.toContain('página de precios');
  const id = await lastCallId(page);
  const res = await fetch(`${platform.url}api/call/${id}`, {
    headers: { Authorization: `Bearer ${platform.publicKey}` },
  });
  const call = (await res.json()) as { messages: Array<{ role: string; content: string }> };
  expect(call.messages).toContainEqual(
    expect.objectContaining({
      role: 'system',
      content: 'El visitante está en la página de precios',
    }),
  );
  expect(call.messages).toContainEqual(
    expect.objectContaining({ role: 'user', content: 'Me llamo Carlos' }),
  );
  await page.click(BUTTON);
  await page.until(
    'the idle button after hanging up',
    // A ceiling that only catches a hang: with three engines side by side on 2 busy cores, WebKit
    // took over 10 s once (the hang-up's speed is the browser tests' and bench:call's).
    30_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
}
