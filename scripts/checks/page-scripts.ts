/**
 * JavaScript a page fetches before its `load` event, measured in Chromium
 * (docs/prerendering.md, docs/benchmarks.md "Budgets"): every script
 * response (`initiatorType` script, or a `.js` URL) whose response ended
 * before `loadEventStart`, with its body size as served (gzip from the
 * platform's compression: Resource Timing's `encodedBodySize`).
 */
import { chromium } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/browser.ts';

/** One script fetched before `load`: its path and its size as served, bytes. */
export interface ScriptBeforeLoad {
  readonly path: string;
  readonly bytes: number;
}

/**
 * Loads each URL in a fresh page (cache empty) and lists the scripts it
 * fetched before `load`.
 *
 * @returns per URL, the scripts in fetch order.
 * @throws when Chromium cannot start or a page does not load within 30 s.
 */
export async function scriptsBeforeLoad(
  urls: readonly string[],
): Promise<Map<string, ScriptBeforeLoad[]>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const out = new Map<string, ScriptBeforeLoad[]>();
  try {
    for (const url of urls) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      const scripts = await page.evaluate(() => {
        const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventStart;
        return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter(
            (r) =>
              (r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name)) &&
              r.responseEnd <= load,
          )
          .map((r) => ({ path: new URL(r.name).pathname, bytes: r.encodedBodySize }));
      });
      out.set(url, scripts);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}
