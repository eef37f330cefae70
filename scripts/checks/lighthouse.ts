/**
 * Lighthouse audit of the demo site: `npm run lighthouse` (build first:
 * `npm run build`; the pages load `dist/voice-widgets.js`).
 *
 * Starts the demo server on a free port, then runs Lighthouse (default mobile
 * config, simulated throttling) on the Spanish page `/` and the Hebrew page
 * `/?lang=he`, `LIGHTHOUSE_RUNS` times each (default 3), every run in a fresh
 * headless Debian Chromium (`CHROME_PATH`, else `/usr/bin/chromium`; never a
 * downloaded browser) with the flags of `scripts/lib/browser.ts`.
 *
 * Prints, per page: one line per run (performance, LCP, TBT, CLS), then the
 * median run (Lighthouse's `computeMedianRun`): the scores (0–100) of
 * performance, accessibility, best-practices and seo; FCP, LCP, TBT, CLS and
 * Speed Index; and every failing accessibility and best-practices audit with
 * the elements it names. The median run's full reports go to
 * `.tmp/lighthouse/<page>.report.{html,json}`.
 *
 * Targets: accessibility 100, best practices 100, performance ≥ 95 (each in
 * every run), and the prerendered pages' LCP ≤ 1.3 s, TBT ≤ 50 ms and CLS 0
 * (each metric's median over the runs; seo is
 * for information), and the informative `csp-xss` and `trusted-types-xss`
 * audits pass (the strict CSP, docs/deployment.md "What a partner's CSP must allow").
 * Exit code 1 when accessibility or best practices is below 100 or an XSS
 * audit does not pass on either page, or a run fails or exceeds its time limit; performance
 * below 95 and a missed metric only warn, because CI machines differ in speed.
 *
 * Each run is bounded (`LIGHTHOUSE_TIMEOUT_MS`, default 120000 ms per run):
 * there is no network here, and nothing may wait for it forever. Chrome and the
 * server are closed on every path, errors and signals included.
 *
 * This file runs the audits and judges them; what is printed per page, and
 * the targets, are in `scripts/checks/lighthouse-report.ts`.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { launch, type LaunchedChrome } from 'chrome-launcher';
import type { Flags, RunnerResult } from 'lighthouse';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../lib/browser.ts';
import {
  CATEGORIES,
  type CategoryId,
  METRIC_TARGETS,
  metricMisses,
  type PageOutcome,
  printPageReport,
  printRuns,
  printSummary,
  TARGETS,
  xssFailures,
} from './lighthouse-report.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const REPORT_DIR = resolve(ROOT, '.tmp', 'lighthouse');
const TIMEOUT_MS = Number(process.env['LIGHTHOUSE_TIMEOUT_MS'] ?? 120_000);
/** Audits per page (`LIGHTHOUSE_RUNS`, default 3): one run varies too much on a shared 2-core machine to judge the metrics by. */
const RUNS = Math.max(1, Number(process.env['LIGHTHOUSE_RUNS'] ?? 3) || 3);

const PAGES: ReadonlyArray<{ readonly id: string; readonly label: string; readonly path: string }> =
  [
    { id: 'es', label: 'Spanish page /', path: '' },
    { id: 'he', label: 'Hebrew page /?lang=he', path: '?lang=he' },
  ];

let server: RunningPlatform | undefined;
let chrome: LaunchedChrome | undefined;

/** Closes Chrome and the server; safe to call more than once. */
async function cleanup(): Promise<void> {
  const c = chrome;
  chrome = undefined;
  if (c) {
    try {
      c.kill();
    } catch {
      /* already gone */
    }
  }
  const s = server;
  server = undefined;
  if (s) {
    s.server.closeAllConnections();
    await s.close();
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: closing Chrome and the server.`);
    void cleanup().finally(() => process.exit(130));
  });
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(
            `${what} did not finish within ${Math.round(ms / 1000)} s (LIGHTHOUSE_TIMEOUT_MS)`,
          ),
        ),
      ms,
    );
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

/** A run Lighthouse itself could not complete (`lhr.runtimeError`), with its code. */
class LighthouseRuntimeError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runtime errors Lighthouse reports for a trace Chrome failed to record
 * ("Please run Lighthouse again"), not for anything the page did: the page
 * is audited once more, in a fresh Chrome. Any other failure, and any score
 * below target, still fails the check.
 */
const RETRIED_RUNTIME_ERRORS: ReadonlySet<string> = new Set(['NO_NAVSTART', 'NO_TRACING_STARTED']);

/** One audit: Lighthouse's result and the time it took (Chrome start to report, s). */
interface Run {
  readonly result: RunnerResult;
  readonly seconds: number;
}

/** {@link auditOnce}, audited once more after a trace-recording failure. */
async function auditOnceRetried(url: string): Promise<Run> {
  try {
    return await auditOnce(url);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || !RETRIED_RUNTIME_ERRORS.has(error.code))
      throw error;
    console.log(`  ! ${error.message}
  ! Chrome did not record the trace: auditing the page again.`);
    return auditOnce(url);
  }
}

/** One Lighthouse audit of `url` in a fresh Chrome, bounded by {@link TIMEOUT_MS}; throws {@link LighthouseRuntimeError} when Lighthouse could not audit it. */
async function auditOnce(url: string): Promise<Run> {
  const started = performance.now();
  chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROMIUM_FLAGS],
    logLevel: 'silent',
    handleSIGINT: false,
  });
  const flags: Flags = {
    port: chrome.port,
    logLevel: 'error',
    output: ['html', 'json'],
    onlyCategories: [...CATEGORIES],
    // Keep every wait bounded well inside the overall limit.
    maxWaitForFcp: 30_000,
    maxWaitForLoad: 45_000,
  };
  let result: RunnerResult | undefined;
  try {
    result = await withTimeout(lighthouse(url, flags), TIMEOUT_MS, `Lighthouse on ${url}`);
  } finally {
    const c = chrome;
    chrome = undefined;
    c.kill();
  }
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(
      lhr.runtimeError.code,
      `Lighthouse could not audit ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`,
    );
  }
  return { result, seconds: (performance.now() - started) / 1000 };
}

/**
 * Audits a page {@link RUNS} times and reports the median run (Lighthouse's
 * `computeMedianRun`, the run nearest the median FCP and TTI), with one line
 * per run. The metric targets are judged on each metric's median; the
 * category scores and XSS audits of every run count (a hard target missed in
 * any run fails).
 */
async function auditPage(baseUrl: string, page: (typeof PAGES)[number]): Promise<PageOutcome> {
  const url = new URL(page.path, baseUrl).href;
  console.log(`\n━━ ${page.label}  (${url})`);
  const runs: Run[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditOnceRetried(url));
  const lhrs = runs.map((r) => r.result.lhr);
  const median = computeMedianRun(lhrs);
  const chosen = runs.find((r) => r.result.lhr === median) as Run;

  await mkdir(REPORT_DIR, { recursive: true });
  const [html, json] = Array.isArray(chosen.result.report)
    ? chosen.result.report
    : [chosen.result.report, JSON.stringify(median)];
  await writeFile(resolve(REPORT_DIR, `${page.id}.report.html`), html ?? '');
  await writeFile(resolve(REPORT_DIR, `${page.id}.report.json`), json ?? '');

  printRuns(lhrs, median);
  const scores = printPageReport(median, new URL(baseUrl).origin, page.id, chosen.seconds);
  // A hard target counts in every run: the lowest score of each category.
  for (const lhr of lhrs) {
    for (const id of CATEGORIES) {
      const s = lhr.categories[id]?.score;
      const lowest = scores[id];
      scores[id] =
        typeof s === 'number' && typeof lowest === 'number'
          ? Math.min(lowest, Math.round(s * 100))
          : null;
    }
  }
  const seconds = runs.reduce((sum, r) => sum + r.seconds, 0);
  return {
    label: page.label,
    scores,
    seconds,
    xss: [...new Set(lhrs.flatMap(xssFailures))],
    metrics: metricMisses(lhrs),
  };
}

async function main(): Promise<number> {
  const t0 = performance.now();
  if (!existsSync(resolve(ROOT, 'dist', 'voice-widgets.js'))) {
    console.error('dist/voice-widgets.js not found: run `npm run build` first.');
    return 1;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(
      `Chromium not found at ${CHROMIUM_PATH} (set CHROME_PATH, or \`apt-get install chromium\`).`,
    );
    return 1;
  }
  server = await startPlatform({ port: 0 });
  console.log(
    `Demo server: ${server.url}   Chromium: ${CHROMIUM_PATH}   Runs per page: ${RUNS}   Time limit: ${TIMEOUT_MS / 1000} s per run`,
  );

  const outcomes: PageOutcome[] = [];
  for (const page of PAGES) outcomes.push(await auditPage(server.url, page));

  printSummary(outcomes);

  const failures: string[] = [];
  const warnings: string[] = [];
  for (const o of outcomes) {
    for (const [id, target] of Object.entries(TARGETS) as Array<
      [CategoryId, { min: number; hard: boolean }]
    >) {
      const s = o.scores[id];
      if (s === null || s === undefined || s < target.min) {
        (target.hard ? failures : warnings).push(
          `${o.label}: ${id} ${s ?? 'not scored'} < ${target.min}`,
        );
      }
    }
    for (const x of o.xss) failures.push(`${o.label}: ${x}`);
  }
  for (const w of warnings)
    console.log(
      `  ! WARNING ${w} (performance only warns: CI machines vary in speed; the target stays ≥ 95)`,
    );
  const targets = METRIC_TARGETS.map(
    (t) => `${t.name} ≤ ${t.max}${t.unit ? ` ${t.unit}` : ''}`,
  ).join(', ');
  for (const o of outcomes) {
    if (o.metrics.length === 0) console.log(`  ${o.label}: metric targets met (${targets})`);
    else
      console.log(
        `  ! WARNING ${o.label}: ${o.metrics.join(', ')} (targets ${targets}; metrics only warn, as performance does)`,
      );
  }
  console.log(`  Total time: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (failures.length > 0) {
    console.error(
      '\nLIGHTHOUSE CHECK FAILED (accessibility and best practices must be 100; csp-xss and trusted-types-xss must pass):',
    );
    for (const f of failures) console.error(`  ✗ ${f}`);
    return 1;
  }
  console.log(
    '\nLighthouse check passed: accessibility and best practices are 100, csp-xss and trusted-types-xss pass, on both pages.',
  );
  return 0;
}

let code: number;
try {
  code = await main();
} catch (err) {
  console.error(
    `\nLighthouse run failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`,
  );
  code = 1;
} finally {
  await cleanup();
}
// Lighthouse can leave timers or sockets behind (and a timed-out run keeps going): exit explicitly.
process.exit(code);
