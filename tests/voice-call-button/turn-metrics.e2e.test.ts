/**
 * Per-turn latency in Chromium against the local platform (docs/voice-client.md "Turn latency"):
 * - a call by voice on the demo page: the fake microphone's caller (espeak-ng) answers Sofía's
 *   greeting and her next question after she has finished; each answer's `voice-turn-metrics`
 *   (`kind` `call`, `turn` 1, 2, …) runs from the end of the caller's speech, as the page hears it,
 *   to Sofía's first audible audio, a finite wait above 0; a typed line in the same call is one
 *   more turn; the recap shows their median;
 * - a chat in `<voice-widget>`: each reply's wait from the send to its first character, numbered
 *   from 1.
 * No figure is asserted beyond "finite and above 0": the benchmark reports them.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { useLocalPlatform } from '../support/local-platform.ts';
import { launchWithCaller, part, startCall, type } from '../support/panel.ts';

const rig = useLocalPlatform('turn-metrics');

interface Turn {
  kind: string;
  turn: number;
  latencyMs: number;
}

/** Records `voice-turn-metrics` from the page's start. */
async function recordTurns(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const turns: unknown[] = [];
    (window as unknown as { __turns: unknown[] }).__turns = turns;
    document.addEventListener('voice-turn-metrics', (e) => turns.push((e as CustomEvent).detail));
  });
}

const turns = (page: Page): Promise<Turn[]> =>
  page.evaluate(() => (window as unknown as { __turns: Turn[] }).__turns);

function expectTurns(list: Turn[], kind: string): void {
  list.forEach((t, i) => {
    expect(t.kind).toBe(kind);
    expect(t.turn).toBe(i + 1);
    expect(Number.isFinite(t.latencyMs)).toBe(true);
    expect(t.latencyMs).toBeGreaterThan(0);
  });
}

describe('voice-turn-metrics', () => {
  it('a call by voice: turns 1, 2 from the end of speech to the first audible answer; typed, 3; the recap’s median', async () => {
    // Sofía's greeting and questions take a few seconds each: the caller answers after them.
    const browser = await launchWithCaller(
      rig.dir,
      'caller',
      [
        { silenceS: 9, text: 'Me llamo Carlos Pérez' },
        { silenceS: 9, text: 'Mi teléfono es el seis uno dos, tres cuatro cinco, seis siete ocho' },
        { silenceS: 120 },
      ],
      rig.browsers,
    );
    const page = await (await browser.newContext()).newPage();
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await recordTurns(page);
    await page.goto(rig.platform.url);
    await startCall(page);
    await expect
      .poll(async () => (await turns(page)).length, { timeout: 60_000 })
      .toBeGreaterThanOrEqual(2);
    const spoken = await turns(page);
    console.log('[turn-metrics] call by voice', spoken);
    expectTurns(spoken, 'call');
    // A typed line is a turn from its send.
    await type(page, 'Quiero atender mejor a mis clientes');
    await expect
      .poll(async () => (await turns(page)).length, { timeout: 30_000 })
      .toBeGreaterThan(spoken.length);
    const all = await turns(page);
    expectTurns(all, 'call');
    // Hang up: the recap shows the median.
    await page.locator('voice-demo voice-call-button button.call-button').click();
    const latency = part(page, 'recap').locator('.result--latency dd');
    await latency.waitFor({ timeout: 15_000 });
    expect(await latency.textContent()).toMatch(/\d/);
    expect(errors).toEqual([]);
  });

  it('a chat in <voice-widget>: turns 1, 2 from the send to the first character', async () => {
    const browser = await launchChromium();
    rig.browsers.push(browser);
    const page = await (await browser.newContext()).newPage();
    await recordTurns(page);
    await page.goto(new URL('partner.html', rig.platform.url).href);
    await page.locator('voice-widget [part~="launcher"]').click();
    const input = page.locator('voice-widget [part~="message-input"]');
    await input.waitFor({ timeout: 10_000 });
    for (const [i, text] of ['Hola, me llamo Carlos Pérez', 'Mi teléfono es 612345678'].entries()) {
      await input.fill(text);
      await input.press('Enter');
      await expect.poll(async () => (await turns(page)).length, { timeout: 15_000 }).toBe(i + 1);
    }
    const chat = await turns(page);
    console.log('[turn-metrics] chat', chat);
    expectTurns(chat, 'chat');
  });
});
