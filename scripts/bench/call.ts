/**
 * Benchmark of the live voice button (docs/elements/voice-call-button.md):
 * prints figures, asserts none.
 *
 * For each run, in a fresh browser context, it measures from the press of
 * `<voice-call-button>`:
 * - to 'Conectando...' painted (the first animation frame after the text changed);
 * - to the `POST /call/web` request arriving at a local server;
 * cold (nothing loaded before the press) and prefetched (the button was hovered
 * first and the voice-client chunk had loaded).
 *
 * The local server answers `/call/web` with 500 after recording the arrival,
 * so every run ends at once. Clocks: page and server both use epoch ms
 * (`performance.timeOrigin + performance.now()` and `Date.now()`) on one machine.
 *
 * Usage: `npm run bench:call` (after `npm run build`). `BENCH_RUNS` sets the runs per mode (default 7).
 */
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import sirv from 'sirv';

import { launchChromium } from '../lib/browser.ts';
import { quantile } from '../lib/stats.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const DIST = resolve(ROOT, 'dist');
const RUNS = Number(process.env['BENCH_RUNS'] ?? 7);

const PAGE = `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>bench</title>
<script type="module" src="/voice-widgets.js"></script></head>
<body><voice-call-button public-key="pk_bench" assistant-id="asst_bench" api-url="/"></voice-call-button></body></html>`;

interface Sample {
  readonly paintMs: number;
  readonly requestMs: number;
}

async function main(): Promise<void> {
  if (!existsSync(resolve(DIST, 'voice-widgets.js')))
    throw new Error('dist/voice-widgets.js is missing: run `npm run build` first.');
  const arrivals: number[] = [];
  const files = sirv(DIST, { dev: false });
  const server = createServer((req, res) => {
    if (req.method === 'POST' && req.url === '/call/web') {
      arrivals.push(Date.now());
      req.resume();
      res.writeHead(500, { 'Content-Type': 'application/json' }).end('{"message":"bench"}');
      return;
    }
    if (req.url === '/' || req.url === '/index.html') {
      res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE);
      return;
    }
    files(req, res, () => {
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  const browser = await launchChromium();

  async function run(prefetch: boolean): Promise<Sample> {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('console', () => {}); // the 500 is logged by the widget; not this script's business
    await page.goto(url);
    const button = page.locator('voice-call-button button.call-button');
    await button.waitFor();
    if (prefetch) {
      await button.hover();
      // Wait until the voice-client chunk has loaded (daily-js is prefetched only
      // when the API is Vapi's; this local API may answer with either transport).
      await page.waitForFunction(
        () =>
          performance
            .getEntriesByType('resource')
            .some(
              (e) =>
                /chunks\/client-/.test(e.name) && (e as PerformanceResourceTiming).responseEnd > 0,
            ),
        undefined,
        { timeout: 15_000 },
      );
    } else {
      await page.mouse.move(0, 0);
    }
    const before = arrivals.length;
    const { pressedAt, paintedAt } = await page.evaluate(
      () =>
        new Promise<{ pressedAt: number; paintedAt: number }>((done) => {
          const el = document.querySelector('voice-call-button')!;
          const btn = el.shadowRoot!.querySelector('button')!;
          const observer = new MutationObserver(() => {
            if (btn.textContent !== 'Conectando...') return;
            observer.disconnect();
            requestAnimationFrame(() =>
              done({ pressedAt, paintedAt: performance.timeOrigin + performance.now() }),
            );
          });
          observer.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true });
          const pressedAt = performance.timeOrigin + performance.now();
          btn.click();
        }),
    );
    const deadline = Date.now() + 15_000;
    while (arrivals.length === before && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 5));
    if (arrivals.length === before) throw new Error('no POST /call/web within 15 s');
    await context.close();
    return { paintMs: paintedAt - pressedAt, requestMs: arrivals[before]! - pressedAt };
  }

  const results: Record<'cold' | 'prefetched', Sample[]> = { cold: [], prefetched: [] };
  try {
    for (let i = 0; i < RUNS; i++) {
      results.cold.push(await run(false));
      results.prefetched.push(await run(true));
    }
  } finally {
    await browser.close();
    server.close();
  }

  const median = (xs: number[]) => quantile(xs, 0.5);
  const fmt = (n: number) => `${n.toFixed(1).padStart(7)} ms`;
  console.log(
    `\n<voice-call-button> press latency, Chromium headless, ${RUNS} runs per mode (median / min / max)\n`,
  );
  console.log(
    `  ${'mode'.padEnd(12)} ${'press → "Conectando..." painted'.padEnd(36)} press → POST /call/web`,
  );
  for (const mode of ['cold', 'prefetched'] as const) {
    const paint = results[mode].map((s) => s.paintMs);
    const req = results[mode].map((s) => s.requestMs);
    const cell = (xs: number[]) =>
      `${fmt(median(xs))} / ${fmt(Math.min(...xs)).trim()} / ${fmt(Math.max(...xs)).trim()}`;
    console.log(`  ${mode.padEnd(12)} ${cell(paint).padEnd(36)} ${cell(req)}`);
  }
  console.log(
    '\n  cold: the voice-client chunk loads after the press; prefetched: hover loaded it first.',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
