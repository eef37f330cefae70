/**
 * Lighthouse audit of the demo site: `npm run lighthouse` (build first:
 * `npm run build`; the pages load `dist/voice-widgets.js`).
 *
 * Starts the demo server on a free port, then runs Lighthouse (default mobile
 * config, simulated throttling) on the Spanish page `/` and the Hebrew page
 * `/?lang=he`, each in a fresh headless Debian Chromium (`CHROME_PATH`, else
 * `/usr/bin/chromium`; never a downloaded browser) with the flags of
 * `scripts/chromium.ts`.
 *
 * Prints, per page: the scores (0–100) of performance, accessibility,
 * best-practices and seo; FCP, LCP, TBT, CLS and Speed Index; and every failing
 * accessibility and best-practices audit with the elements it names. Full
 * reports go to `.tmp/lighthouse/<page>.report.{html,json}`.
 *
 * Targets: accessibility 100, best practices 100, performance ≥ 95 (seo is
 * for information). Exit code 1 when accessibility or best practices is below
 * 100 on either page, or a run fails or exceeds its time limit; performance
 * below 95 only warns, because CI machines differ in speed.
 *
 * Each run is bounded (`LIGHTHOUSE_TIMEOUT_MS`, default 120000 ms per page):
 * there is no network here, and nothing may wait for it forever. Chrome and the
 * server are closed on every path, errors and signals included.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { existsSync } from 'node:fs';
import lighthouse from 'lighthouse';
import type { Flags, Result, RunnerResult } from 'lighthouse';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { startPlatform, type RunningPlatform } from '../server/index.ts';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));
const REPORT_DIR = resolve(ROOT, '.tmp', 'lighthouse');
const TIMEOUT_MS = Number(process.env['LIGHTHOUSE_TIMEOUT_MS'] ?? 120_000);

const PAGES: ReadonlyArray<{ readonly id: string; readonly label: string; readonly path: string }> = [
  { id: 'es', label: 'Spanish page /', path: '' },
  { id: 'he', label: 'Hebrew page /?lang=he', path: '?lang=he' },
];

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
type CategoryId = (typeof CATEGORIES)[number];
/** Categories whose failing audits are listed one by one. */
const LISTED: readonly CategoryId[] = ['accessibility', 'best-practices'];
/** Minimum scores (0–100). `hard`: below it the run fails; otherwise it only warns. */
const TARGETS: Partial<Record<CategoryId, { readonly min: number; readonly hard: boolean }>> = {
  accessibility: { min: 100, hard: true },
  'best-practices': { min: 100, hard: true },
  performance: { min: 95, hard: false },
};
const METRICS: ReadonlyArray<readonly [string, string]> = [
  ['first-contentful-paint', 'FCP'],
  ['largest-contentful-paint', 'LCP'],
  ['total-blocking-time', 'TBT'],
  ['cumulative-layout-shift', 'CLS'],
  ['speed-index', 'Speed Index'],
];

type Audit = Result['audits'][string];

interface PageOutcome {
  readonly label: string;
  readonly scores: Partial<Record<CategoryId, number | null>>;
  readonly seconds: number;
}

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
    timer = setTimeout(() => reject(new Error(`${what} did not finish within ${Math.round(ms / 1000)} s (LIGHTHOUSE_TIMEOUT_MS)`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

const score100 = (score: number | null | undefined): number | null => (typeof score === 'number' ? Math.round(score * 100) : null);

/**
 * Custom elements whose shadow roots contain a node, outermost first, read
 * from Lighthouse's node path ("1,HTML,1,BODY,1,VOICE-DEMO,a,#document-fragment,0,DIV,…"):
 * Lighthouse's selector starts inside the innermost shadow root.
 */
function shadowHosts(path: string | undefined): string[] {
  if (!path) return [];
  const tokens = path.split(',');
  const hosts: string[] = [];
  for (let i = 3; i < tokens.length; i += 2) {
    if (tokens[i] === '#document-fragment' && tokens[i - 2]) hosts.push(tokens[i - 2]!.toLowerCase());
  }
  return hosts;
}

/** One line per element or resource an audit names. */
function describeItems(audit: Audit): string[] {
  const details = audit.details as { type?: string; items?: unknown[] } | undefined;
  const items = Array.isArray(details?.items) ? details.items : [];
  const lines: string[] = [];
  for (const raw of items) {
    if (!raw || typeof raw !== 'object') continue;
    const item = raw as Record<string, unknown>;
    const parts: string[] = [];
    const node = item['node'] as { selector?: string; snippet?: string; nodeLabel?: string; explanation?: string; path?: string } | undefined;
    if (node && typeof node === 'object') {
      const hosts = shadowHosts(node.path);
      if (node.selector) parts.push(`selector: ${hosts.map((h) => `<${h}> shadow root ▸ `).join('')}${node.selector}`);
      if (node.snippet) parts.push(`snippet: ${node.snippet}`);
      if (node.explanation) parts.push(node.explanation.replace(/\s*\n\s*/g, ' | '));
      else if (node.nodeLabel) parts.push(`label: ${node.nodeLabel}`);
    }
    for (const key of ['url', 'scriptUrl', 'source', 'description', 'value', 'issueType', 'displayedAspectRatio', 'actualAspectRatio', 'error']) {
      const v = item[key];
      if (typeof v === 'string' || typeof v === 'number') parts.push(`${key}: ${v}`);
      else if (v && typeof v === 'object' && 'formattedDefault' in v) parts.push(`${key}: ${String((v as { formattedDefault: unknown }).formattedDefault)}`);
    }
    const loc = item['sourceLocation'] as { url?: string; line?: number; column?: number } | undefined;
    if (loc && typeof loc === 'object' && loc.url) parts.push(`at ${loc.url}:${(loc.line ?? 0) + 1}:${(loc.column ?? 0) + 1}`);
    const sub = item['subItems'] as { items?: Array<Record<string, unknown>> } | undefined;
    if (sub && Array.isArray(sub.items)) {
      for (const s of sub.items) {
        const text = Object.entries(s)
          .filter(([, v]) => typeof v === 'string' || typeof v === 'number')
          .map(([k, v]) => `${k}: ${String(v)}`)
          .join(', ');
        if (text) parts.push(`[${text}]`);
      }
    }
    lines.push(parts.length > 0 ? parts.join('  ·  ') : JSON.stringify(item).slice(0, 300));
  }
  return lines;
}

/** Prints the failing audits of one category; returns how many there are. */
function printFailing(lhr: Result, categoryId: CategoryId): number {
  const category = lhr.categories[categoryId];
  if (!category) return 0;
  let count = 0;
  for (const ref of category.auditRefs) {
    const audit = lhr.audits[ref.id];
    if (!audit) continue;
    const mode = audit.scoreDisplayMode;
    const errored = mode === 'error';
    const failed = (mode === 'binary' || mode === 'numeric' || mode === 'metricSavings') && audit.score !== null && audit.score < 1;
    if (!errored && !failed) continue;
    count++;
    const weight = ref.weight > 0 ? `weight ${ref.weight}` : 'weight 0: does not change the score';
    console.log(`    ✗ [${audit.id}] ${audit.title}  (score ${score100(audit.score) ?? '—'}, ${weight})`);
    if (errored) console.log(`        audit error: ${audit.errorMessage ?? 'unknown'}`);
    if (audit.displayValue) console.log(`        ${audit.displayValue}`);
    for (const line of describeItems(audit)) console.log(`        - ${line}`);
  }
  if (count === 0) console.log('    (no failing audit)');
  return count;
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

/** {@link auditPage}, audited once more after a trace-recording failure. */
async function auditPageRetried(baseUrl: string, page: (typeof PAGES)[number]): Promise<PageOutcome> {
  try {
    return await auditPage(baseUrl, page);
  } catch (error) {
    if (!(error instanceof LighthouseRuntimeError) || !RETRIED_RUNTIME_ERRORS.has(error.code)) throw error;
    console.log(`  ! ${error.message}
  ! Chrome did not record the trace: auditing the page again.`);
    return auditPage(baseUrl, page);
  }
}

async function auditPage(baseUrl: string, page: (typeof PAGES)[number]): Promise<PageOutcome> {
  const url = new URL(page.path, baseUrl).href;
  console.log(`\n━━ ${page.label}  (${url})`);
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
  const seconds = (performance.now() - started) / 1000;
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`);
  const { lhr } = result;

  await mkdir(REPORT_DIR, { recursive: true });
  const [html, json] = Array.isArray(result.report) ? result.report : [result.report, JSON.stringify(lhr)];
  await writeFile(resolve(REPORT_DIR, `${page.id}.report.html`), html ?? '');
  await writeFile(resolve(REPORT_DIR, `${page.id}.report.json`), json ?? '');

  if (lhr.runtimeError) {
    throw new LighthouseRuntimeError(lhr.runtimeError.code, `Lighthouse could not audit ${url}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  }
  for (const w of lhr.runWarnings) console.log(`  ! Lighthouse warning: ${w}`);
  // The page should fetch nothing but the demo server (and data: URLs): there is no network here.
  const requests = (lhr.audits['network-requests']?.details as { items?: Array<{ url?: string }> } | undefined)?.items ?? [];
  const origin = new URL(baseUrl).origin;
  for (const r of requests) {
    if (r.url && !r.url.startsWith('data:') && !r.url.startsWith('blob:') && new URL(r.url).origin !== origin) {
      console.log(`  ! request outside the demo server: ${r.url}`);
    }
  }

  const scores: Partial<Record<CategoryId, number | null>> = {};
  console.log(`  Scores (Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, throttling: ${lhr.configSettings.throttlingMethod}):`);
  for (const id of CATEGORIES) {
    const s = score100(lhr.categories[id]?.score);
    scores[id] = s;
    const target = TARGETS[id];
    const note = target ? (s !== null && s >= target.min ? `target ${target.min}: met` : `target ${target.min}: ${target.hard ? 'NOT MET' : 'not met (warning only)'}`) : 'information';
    console.log(`    ${(lhr.categories[id]?.title ?? id).padEnd(16)} ${String(s ?? '—').padStart(3)}   (${note})`);
  }
  console.log('  Metrics:');
  for (const [id, name] of METRICS) {
    const a = lhr.audits[id];
    console.log(`    ${name.padEnd(12)} ${(a?.displayValue ?? '—').padStart(8)}   (score ${score100(a?.score) ?? '—'})`);
  }
  for (const id of LISTED) {
    console.log(`  Failing ${lhr.categories[id]?.title ?? id} audits:`);
    printFailing(lhr, id);
  }
  // Informative audits never change a score; one line each, for whoever hardens the host's headers.
  const notes: string[] = [];
  for (const id of LISTED) {
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (audit?.scoreDisplayMode !== 'informative') continue;
      const first = describeItems(audit)[0];
      if (first) notes.push(`[${audit.id}] ${audit.title}: ${first}`);
    }
  }
  if (notes.length > 0) {
    console.log('  Informative (not scored):');
    for (const n of notes) console.log(`    · ${n}`);
  }
  console.log(`  Run time: ${seconds.toFixed(1)} s (Chrome start to report).  Reports: .tmp/lighthouse/${page.id}.report.{html,json}`);
  return { label: page.label, scores, seconds };
}

async function main(): Promise<number> {
  const t0 = performance.now();
  if (!existsSync(resolve(ROOT, 'dist', 'voice-widgets.js'))) {
    console.error('dist/voice-widgets.js not found: run `npm run build` first.');
    return 1;
  }
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`Chromium not found at ${CHROMIUM_PATH} (set CHROME_PATH, or \`apt-get install chromium\`).`);
    return 1;
  }
  server = await startPlatform({ port: 0 });
  console.log(`Demo server: ${server.url}   Chromium: ${CHROMIUM_PATH}   Time limit: ${TIMEOUT_MS / 1000} s per page`);

  const outcomes: PageOutcome[] = [];
  for (const page of PAGES) outcomes.push(await auditPageRetried(server.url, page));

  console.log('\n━━ Summary');
  const header = `  ${'page'.padEnd(24)}${CATEGORIES.map((c) => c.padStart(16)).join('')}${'time'.padStart(9)}`;
  console.log(header);
  for (const o of outcomes) {
    console.log(`  ${o.label.padEnd(24)}${CATEGORIES.map((c) => String(o.scores[c] ?? '—').padStart(16)).join('')}${`${o.seconds.toFixed(1)} s`.padStart(9)}`);
  }

  const failures: string[] = [];
  const warnings: string[] = [];
  for (const o of outcomes) {
    for (const [id, target] of Object.entries(TARGETS) as Array<[CategoryId, { min: number; hard: boolean }]>) {
      const s = o.scores[id];
      if (s === null || s === undefined || s < target.min) {
        (target.hard ? failures : warnings).push(`${o.label}: ${id} ${s ?? 'not scored'} < ${target.min}`);
      }
    }
  }
  for (const w of warnings) console.log(`  ! WARNING ${w} (performance only warns: CI machines vary in speed; the target stays ≥ 95)`);
  console.log(`  Total time: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  if (failures.length > 0) {
    console.error('\nLIGHTHOUSE CHECK FAILED (accessibility and best practices must be 100):');
    for (const f of failures) console.error(`  ✗ ${f}`);
    return 1;
  }
  console.log('\nLighthouse check passed: accessibility and best practices are 100 on both pages.');
  return 0;
}

let code = 1;
try {
  code = await main();
} catch (err) {
  console.error(`\nLighthouse run failed: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  code = 1;
} finally {
  await cleanup();
}
// Lighthouse can leave timers or sockets behind (and a timed-out run keeps going): exit explicitly.
process.exit(code);
