/**
 * JavaScript a page fetches, measured in Chromium (docs/prerendering.md, docs/benchmarks.md
 * "Budgets"): every script response (`initiatorType` script, or a `.js` URL) with its body size
 * as served (gzip from the platform's compression: Resource Timing's `encodedBodySize`). Either
 * before the page's `load` event, or before the first interaction: everything fetched until the
 * network has been idle, with nothing pressed, hovered or typed.
 */
import { chromium, type Page } from 'playwright-core';

import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/browser.ts';

/** One script fetched: its path and its size as served, bytes. */
export interface ScriptBeforeLoad {
  readonly path: string;
  readonly bytes: number;
}

/** A page to measure before interaction. */
export interface PageBeforeInteraction {
  readonly url: string;
  /** Replaces the served HTML of `url` (e.g. another `lang` on the element) before the browser parses it. */
  readonly html?: (html: string) => string;
  /** Waits in the page for this condition too (e.g. the teaser shown), as a function body returning truthy. */
  readonly until?: string;
}

type Measure = (page: Page) => Promise<ScriptBeforeLoad[]>;

/** Opens each page in a fresh context (cache empty) and measures it with `measure`. */
async function inChromium<T extends { url: string }>(
  pages: readonly T[],
  open: (page: Page, item: T) => Promise<void>,
  measure: Measure,
): Promise<Map<T, ScriptBeforeLoad[]>> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
  });
  const out = new Map<T, ScriptBeforeLoad[]>();
  try {
    for (const item of pages) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await open(page, item);
      out.set(item, await measure(page));
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return out;
}

/** The page's scripts; with `beforeLoad`, only those whose response ended before `loadEventStart`. */
const scriptsOf =
  (beforeLoad: boolean): Measure =>
  (page) =>
    page.evaluate((onlyBeforeLoad) => {
      const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
        .loadEventStart;
      return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter(
          (r) =>
            (r.initiatorType === 'script' || /\.m?js(\?|$)/.test(r.name)) &&
            (!onlyBeforeLoad || r.responseEnd <= load),
        )
        .map((r) => ({ path: new URL(r.name).pathname, bytes: r.encodedBodySize }));
    }, beforeLoad);

/**
 * Loads each URL in a fresh page (cache empty) and lists the scripts it fetched before `load`.
 *
 * @returns per URL, the scripts in fetch order.
 * @throws when Chromium cannot start or a page does not load within 30 s.
 */
export async function scriptsBeforeLoad(
  urls: readonly string[],
): Promise<Map<string, ScriptBeforeLoad[]>> {
  const measured = await inChromium(
    urls.map((url) => ({ url })),
    async (page, { url }) => {
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
    },
    scriptsOf(true),
  );
  return new Map([...measured].map(([{ url }, scripts]) => [url, scripts]));
}

/**
 * Loads each page in a fresh context (cache empty), touches nothing, waits for `until` (if any)
 * and for the network to be idle (500 ms without a request), then lists every script it fetched:
 * what a visitor's browser loads before the first interaction.
 *
 * @returns per page, the scripts in fetch order.
 * @throws when Chromium cannot start, or a page does not load or settle within 30 s.
 */
export async function scriptsBeforeInteraction(
  pages: readonly PageBeforeInteraction[],
): Promise<Map<PageBeforeInteraction, ScriptBeforeLoad[]>> {
  return inChromium(
    pages,
    async (page, { url, html, until }) => {
      if (html)
        await page.route(url, async (route) => {
          const response = await route.fetch();
          // Served decoded, without the original's encoding and policy headers.
          await route.fulfill({
            status: response.status(),
            contentType: 'text/html; charset=utf-8',
            body: html(await response.text()),
          });
        });
      await page.goto(url, { waitUntil: 'load', timeout: 30_000 });
      if (until) await page.waitForFunction(until, undefined, { timeout: 30_000 });
      await page.waitForLoadState('networkidle', { timeout: 30_000 });
    },
    scriptsOf(false),
  );
}
