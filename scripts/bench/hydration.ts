/**
 * Benchmark of the prerendered demo page's hydration (docs/prerendering.md;
 * figures in docs/benchmarks.md): prints figures, asserts none.
 *
 * For each page (`/` in Spanish, `/?lang=he`), in a fresh Chromium context
 * with the CPU throttled 4× (`Emulation.setCPUThrottlingRate`, as
 * Lighthouse's mobile setting), over {@link ROUNDS} loads:
 * - first byte (`responseStart`) → last island hydrated (the latest
 *   `voice-widgets:hydrated…` User Timing mark of `<voice-demo>`, its parts
 *   and its `<voice-call-button>`), ms;
 * - the longest task from `load` to that moment (Long Tasks API), ms (goal ≤ 50);
 * - the longest task before `load` (parsing and the first layout of the
 *   prerendered HTML), ms, for information.
 *
 * Usage: `npm run bench:hydration` (after `npm run build`).
 */
import { chromium } from 'playwright-core';

import { startPlatform } from '../../server/index.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/browser.ts';
import { stats } from '../lib/stats.ts';

const ROUNDS = 5;
const CPU_SLOWDOWN = 4;
/** Marks that end hydration: every element, every part (src/common/element/react-renderer.ts). */
const EXPECTED_MARKS = [
  'voice-widgets:hydrated:voice-demo',
  'voice-widgets:hydrated:voice-call-button',
];

const platform = await startPlatform({ port: 0, presynthesize: 'none' });
const browser = await chromium.launch({
  executablePath: CHROMIUM_PATH,
  args: CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
});
try {
  console.log(`Prerendered demo page, CPU ${CPU_SLOWDOWN}× slower, ${ROUNDS} loads per page`);
  for (const path of ['', '?lang=he']) {
    const toHydrated: number[] = [];
    const longestAfter: number[] = [];
    const longestBefore: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
      // The page reports by a console message when every island has hydrated and a second has passed
      // (parts settle after their element's shell): waiting with `waitForFunction` or `evaluate` would
      // run Playwright's own injected script in the page, a task of about 90 ms at 4× inside the window
      // measured here.
      await page.addInitScript((names: readonly string[]) => {
        const tasks: [number, number][] = [];
        (window as unknown as { __tasks: [number, number][] }).__tasks = tasks;
        new PerformanceObserver((list) => {
          for (const e of list.getEntries()) tasks.push([e.startTime, e.duration]);
        }).observe({ type: 'longtask', buffered: true });
        const seen = new Set<string>();
        new PerformanceObserver((list, observer) => {
          for (const e of list.getEntries()) if (names.includes(e.name)) seen.add(e.name);
          if (seen.size < names.length) return;
          observer.disconnect();
          setTimeout(() => console.info('hydration-bench:done'), 1000);
        }).observe({ type: 'mark', buffered: true });
      }, EXPECTED_MARKS);
      const done = page.waitForEvent('console', {
        predicate: (m) => m.text() === 'hydration-bench:done',
        timeout: 60_000,
      });
      await page.goto(new URL(path, platform.url).href);
      await done;
      // tsx names the functions it compiles with a `__name` helper the page lacks.
      await page.evaluate('globalThis.__name = (f) => f;');
      const r = await page.evaluate(() => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const hydrated = Math.max(
          ...performance
            .getEntriesByType('mark')
            .filter((m) => m.name.startsWith('voice-widgets:hydrated'))
            .map((m) => m.startTime),
        );
        const tasks = (window as unknown as { __tasks: [number, number][] }).__tasks;
        const longest = (from: number, to: number) =>
          Math.max(0, ...tasks.filter(([start]) => start >= from && start <= to).map(([, d]) => d));
        return {
          toHydrated: hydrated - nav.responseStart,
          after: longest(nav.loadEventStart, hydrated),
          before: longest(0, nav.loadEventStart),
        };
      });
      toHydrated.push(r.toHydrated);
      longestAfter.push(r.after);
      longestBefore.push(r.before);
      await context.close();
    }
    console.log(`\n${path || '/'}:`);
    console.log(`  first byte → last island hydrated: ${stats(toHydrated, 'ms')}`);
    console.log(
      `  longest task while hydrating (after load): ${stats(longestAfter, 'ms')} (goal ≤ 50 ms)`,
    );
    console.log(
      `  longest task before load (parse, first layout): ${stats(longestBefore, 'ms')} (information)`,
    );
  }
} finally {
  await browser.close();
  await platform.close();
}
