/**
 * Benchmark of `<voice-widget>` (docs/elements/voice-widget.md; its figures are quoted in docs/benchmarks.md):
 * prints figures, asserts none.
 *
 * 1. JavaScript each page loads before any interaction (bytes on the wire,
 *    as served with compression): the partner page (goal: the launcher only,
 *    ≤ 45 KB) and the demo page (budget ≤ 75 KB gzip).
 * 2. Launcher click → sheet painted, with the sheet's chunk already loaded
 *    (hover): frames from the click to the first frame showing the sheet
 *    (goal ≤ 1), over 20 openings.
 * 3. Send → first streamed character painted, against the local platform's
 *    chat stream: from the Enter keydown to the frame after the first
 *    character of the reply is in the DOM (goal ≤ 150 ms median), over 20
 *    messages.
 *
 * Usage: `npm run bench:widget` (after `npm run build`).
 */
import type { Page } from 'playwright-core';

import { startPlatform } from '../../server/index.ts';
import { launchChromium, openTsxPage } from '../lib/browser.ts';
import { stats } from '../lib/stats.ts';

const ROUNDS = 20;

/** Script bytes on the wire before any interaction (resource timing). */
async function scriptBytes(page: Page): Promise<{ files: string[]; bytes: number }> {
  await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const scripts = entries
      .filter(
        (e) =>
          e.initiatorType === 'script' || e.initiatorType === 'link' || /\.js(\?|$)/.test(e.name),
      )
      .filter((e) => /\.js(\?|$)/.test(e.name));
    return {
      files: scripts.map(
        (e) => `${new URL(e.name).pathname} ${(e.encodedBodySize / 1024).toFixed(2)} KB`,
      ),
      bytes: scripts.reduce((n, e) => n + e.encodedBodySize, 0),
    };
  });
}

const platform = await startPlatform({
  port: 0,
  presynthesize: 'none',
  chatLimits: {
    maxSessions: 1000,
    sessionsPerMinute: 1000,
    sessionsAlive: 1000,
    messagesPerSecond: 100,
    messageBurst: 100,
    idleMs: 600_000,
  },
});
const browser = await launchChromium();
try {
  // 1. Bytes before interaction.
  for (const [name, path] of [
    ['partner page', 'partner.html'],
    ['demo page', ''],
  ] as const) {
    const page = await browser.newPage();
    await page.goto(`${platform.url}${path}`);
    const { files, bytes } = await scriptBytes(page);
    console.log(
      `${name}: ${(bytes / 1024).toFixed(2)} KB of JavaScript before any interaction (${files.join(', ')})`,
    );
    await page.close();
  }

  // 2. Click → sheet painted.
  const page = await openTsxPage(browser, platform.url);
  // Hovering loads the sheet's chunk, which adopts its style sheets: wait until it has.
  const sheetsBefore = await page.evaluate(
    () => document.querySelector('voice-widget')?.shadowRoot?.adoptedStyleSheets.length ?? 0,
  );
  await page.locator('voice-widget [part~="launcher"]').hover();
  await page.waitForFunction(
    (n) => (document.querySelector('voice-widget')?.shadowRoot?.adoptedStyleSheets.length ?? 0) > n,
    sheetsBefore,
  );
  const frames: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    frames.push(
      await page.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const widget = document.querySelector('voice-widget')!;
            const root = widget.shadowRoot!;
            (root.querySelector('[part~="launcher"]') as HTMLButtonElement).click();
            let frame = 0;
            const tick = (): void => {
              frame++;
              const sheet = root.querySelector('[part~="sheet"]');
              if (sheet && sheet.getBoundingClientRect().height > 0) {
                widget.removeAttribute('open');
                requestAnimationFrame(() => resolve(frame));
              } else requestAnimationFrame(tick);
            };
            requestAnimationFrame(tick);
          }),
      ),
    );
  }
  console.log(
    `launcher click → sheet painted (chunk loaded): ${stats(frames, 'frames')} (goal ≤ 1)`,
  );

  // 3. Send → first streamed character painted.
  await page.locator('voice-widget [part~="launcher"]').click();
  const input = page.locator('voice-widget [part~="message-input"]');
  await input.waitFor();
  const latencies: number[] = [];
  const answers = ['Me llamo Carlos', '612 345 678', 'Atender mejor a mis clientes', 'no'];
  for (let i = 0; i < ROUNDS; i++) {
    await input.fill(answers[i % answers.length] as string);
    const measured = page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const root = document.querySelector('voice-widget')!.shadowRoot!;
          let t0 = 0;
          const known = root.querySelectorAll('[part~="live-line-assistant"]').length;
          window.addEventListener('keydown', (e) => e.key === 'Enter' && (t0 = performance.now()), {
            capture: true,
            once: true,
          });
          const observer = new MutationObserver(() => {
            const lines = root.querySelectorAll('[part~="live-line-assistant"]');
            const last = lines[lines.length - 1];
            if (lines.length > known && last?.querySelector('.live-text')?.textContent) {
              observer.disconnect();
              requestAnimationFrame(() => resolve(performance.now() - t0));
            }
          });
          observer.observe(root, { subtree: true, childList: true, characterData: true });
        }),
    );
    await page.waitForTimeout(20);
    await input.press('Enter');
    latencies.push(await measured);
    await page.waitForFunction(
      () =>
        !document
          .querySelector('voice-widget')!
          .shadowRoot!.querySelector('[data-status="streaming"]'),
    );
  }
  console.log(
    `send → first streamed character painted: ${stats(latencies, 'ms')} (goal ≤ 150 ms median)`,
  );
} finally {
  await browser.close();
  await platform.close();
}
