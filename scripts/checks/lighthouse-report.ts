/**
 * How `scripts/checks/lighthouse.ts` reads a Lighthouse result: the categories and
 * metrics it prints, the score targets it judges, and the printing itself
 * (scores, metrics, each failing audit with the elements it names, shadow
 * hosts included, and the summary table). Runs nothing.
 */
import type { Result } from 'lighthouse';

import { quantile } from '../lib/stats.ts';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type CategoryId = (typeof CATEGORIES)[number];
/** Categories whose failing audits are listed one by one. */
const LISTED: readonly CategoryId[] = ['accessibility', 'best-practices'];
/** Minimum scores (0–100). `hard`: below it the run fails; otherwise it only warns. */
export const TARGETS: Partial<
  Record<CategoryId, { readonly min: number; readonly hard: boolean }>
> = {
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

/**
 * Metric targets of the prerendered demo pages (docs/prerendering.md): LCP ≤ 1.3 s,
 * TBT ≤ 50 ms, CLS 0 (Lighthouse rounds it to three decimals). Like the
 * performance score, a miss only warns: simulated throttling multiplies the
 * tasks this (shared, 2-core) machine really ran, so they vary from run to run.
 */
export const METRIC_TARGETS: ReadonlyArray<{
  readonly id: string;
  readonly name: string;
  readonly max: number;
  readonly unit: string;
}> = [
  { id: 'largest-contentful-paint', name: 'LCP', max: 1300, unit: 'ms' },
  { id: 'total-blocking-time', name: 'TBT', max: 50, unit: 'ms' },
  { id: 'cumulative-layout-shift', name: 'CLS', max: 0.0005, unit: '' },
];

/**
 * The {@link METRIC_TARGETS} missed by the median over `runs` (of the same
 * page), each as `name median > max`; one run's misses for a single run.
 */
export function metricMisses(runs: readonly Result[]): string[] {
  const misses: string[] = [];
  for (const t of METRIC_TARGETS) {
    const values = runs
      .map((lhr) => lhr.audits[t.id]?.numericValue)
      .filter((v): v is number => v !== undefined);
    const value =
      values.length === runs.length && values.length > 0 ? quantile(values, 0.5) : undefined;
    if (value === undefined || value > t.max)
      misses.push(
        `${t.name} ${value === undefined ? 'not measured' : `${Math.round(value * 1000) / 1000}${t.unit ? ` ${t.unit}` : ''}`} > ${t.max}${t.unit ? ` ${t.unit}` : ''}`,
      );
  }
  return misses;
}

/** One line per run: its performance score and the {@link METRIC_TARGETS}' values, to show the spread. */
export function printRuns(runs: readonly Result[], median: Result): void {
  console.log(
    `  Runs (${runs.length}; the report below is the median run, by Lighthouse's computeMedianRun; targets are judged on each metric's median):`,
  );
  runs.forEach((lhr, i) => {
    const metrics = METRIC_TARGETS.map(
      (t) => `${t.name} ${lhr.audits[t.id]?.displayValue ?? '—'}`,
    ).join(', ');
    console.log(
      `    ${i + 1}. performance ${score100(lhr.categories['performance']?.score) ?? '—'}, ${metrics}${lhr === median ? '  (median run)' : ''}`,
    );
  });
}

type Audit = Result['audits'][string];

export interface PageOutcome {
  readonly label: string;
  readonly scores: Partial<Record<CategoryId, number | null>>;
  readonly seconds: number;
  /** The {@link XSS_AUDITS} that did not pass, with their first finding. */
  readonly xss: readonly string[];
  /** The {@link METRIC_TARGETS} missed by the runs' medians ({@link metricMisses}). */
  readonly metrics: readonly string[];
}

/**
 * Informative audits that must still pass (score 1; docs/deployment.md "What a partner's CSP must allow"): the pages' strict CSP and Trusted Types.
 */
export const XSS_AUDITS = ['csp-xss', 'trusted-types-xss'] as const;

/** The {@link XSS_AUDITS} of `lhr` that did not pass (score other than 1), each with its first finding. */
export function xssFailures(lhr: Result): string[] {
  return XSS_AUDITS.flatMap((id) => {
    const audit = lhr.audits[id];
    // Passing with nothing to say is 'notApplicable' (trusted-types-xss once the directive is there).
    if (audit?.score === 1 || audit?.scoreDisplayMode === 'notApplicable') return [];
    return [
      `${id}: ${audit ? (describeItems(audit)[0] ?? `score ${audit.score ?? '—'}`) : 'not run'}`,
    ];
  });
}

const score100 = (score: number | null | undefined): number | null =>
  typeof score === 'number' ? Math.round(score * 100) : null;

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
    if (tokens[i] === '#document-fragment' && tokens[i - 2])
      hosts.push(tokens[i - 2]!.toLowerCase());
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
    const node = item['node'] as
      | {
          selector?: string;
          snippet?: string;
          nodeLabel?: string;
          explanation?: string;
          path?: string;
        }
      | undefined;
    if (node && typeof node === 'object') {
      const hosts = shadowHosts(node.path);
      if (node.selector)
        parts.push(
          `selector: ${hosts.map((h) => `<${h}> shadow root ▸ `).join('')}${node.selector}`,
        );
      if (node.snippet) parts.push(`snippet: ${node.snippet}`);
      if (node.explanation) parts.push(node.explanation.replace(/\s*\n\s*/g, ' | '));
      else if (node.nodeLabel) parts.push(`label: ${node.nodeLabel}`);
    }
    for (const key of [
      'url',
      'scriptUrl',
      'source',
      'description',
      'value',
      'issueType',
      'displayedAspectRatio',
      'actualAspectRatio',
      'error',
    ]) {
      const v = item[key];
      if (typeof v === 'string' || typeof v === 'number') parts.push(`${key}: ${v}`);
      else if (v && typeof v === 'object' && 'formattedDefault' in v)
        parts.push(`${key}: ${String((v as { formattedDefault: unknown }).formattedDefault)}`);
    }
    const loc = item['sourceLocation'] as
      { url?: string; line?: number; column?: number } | undefined;
    if (loc && typeof loc === 'object' && loc.url)
      parts.push(`at ${loc.url}:${(loc.line ?? 0) + 1}:${(loc.column ?? 0) + 1}`);
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
    const failed =
      (mode === 'binary' || mode === 'numeric' || mode === 'metricSavings') &&
      audit.score !== null &&
      audit.score < 1;
    if (!errored && !failed) continue;
    count++;
    const weight = ref.weight > 0 ? `weight ${ref.weight}` : 'weight 0: does not change the score';
    console.log(
      `    ✗ [${audit.id}] ${audit.title}  (score ${score100(audit.score) ?? '—'}, ${weight})`,
    );
    if (errored) console.log(`        audit error: ${audit.errorMessage ?? 'unknown'}`);
    if (audit.displayValue) console.log(`        ${audit.displayValue}`);
    for (const line of describeItems(audit)) console.log(`        - ${line}`);
  }
  if (count === 0) console.log('    (no failing audit)');
  return count;
}

/**
 * Prints one audited page: Lighthouse's warnings, requests that left the demo
 * server (`origin`), scores against their targets, metrics, failing and
 * informative audits, and the run time. Returns the scores (0–100).
 */
export function printPageReport(
  lhr: Result,
  origin: string,
  pageId: string,
  seconds: number,
): Partial<Record<CategoryId, number | null>> {
  for (const w of lhr.runWarnings) console.log(`  ! Lighthouse warning: ${w}`);
  // The page should fetch nothing but the demo server (and data: URLs): there is no network here.
  const requests =
    (lhr.audits['network-requests']?.details as { items?: Array<{ url?: string }> } | undefined)
      ?.items ?? [];
  for (const r of requests) {
    if (
      r.url &&
      !r.url.startsWith('data:') &&
      !r.url.startsWith('blob:') &&
      new URL(r.url).origin !== origin
    ) {
      console.log(`  ! request outside the demo server: ${r.url}`);
    }
  }

  const scores: Partial<Record<CategoryId, number | null>> = {};
  console.log(
    `  Scores (Lighthouse ${lhr.lighthouseVersion}, ${lhr.configSettings.formFactor}, throttling: ${lhr.configSettings.throttlingMethod}):`,
  );
  for (const id of CATEGORIES) {
    const s = score100(lhr.categories[id]?.score);
    scores[id] = s;
    const target = TARGETS[id];
    const note = target
      ? s !== null && s >= target.min
        ? `target ${target.min}: met`
        : `target ${target.min}: ${target.hard ? 'NOT MET' : 'not met (warning only)'}`
      : 'information';
    console.log(
      `    ${(lhr.categories[id]?.title ?? id).padEnd(16)} ${String(s ?? '—').padStart(3)}   (${note})`,
    );
  }
  console.log('  Metrics:');
  for (const [id, name] of METRICS) {
    const a = lhr.audits[id];
    console.log(
      `    ${name.padEnd(12)} ${(a?.displayValue ?? '—').padStart(8)}   (score ${score100(a?.score) ?? '—'})`,
    );
  }
  // What shifted and what blocked, when CLS or TBT misses its target: the audits' own lists.
  if ((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) > 0.0005) {
    const shifts =
      (
        lhr.audits['layout-shifts']?.details as
          | { items?: Array<{ score?: number; node?: { selector?: string; path?: string } }> }
          | undefined
      )?.items ?? [];
    for (const s of shifts)
      console.log(
        `    layout shift ${s.score?.toFixed(4) ?? '?'}: ${s.node?.selector ?? '?'} (${s.node?.path ?? ''})`,
      );
  }
  if ((lhr.audits['total-blocking-time']?.numericValue ?? 0) > 50) {
    const tasks =
      (
        lhr.audits['long-tasks']?.details as
          { items?: Array<{ url?: string; duration?: number; startTime?: number }> } | undefined
      )?.items ?? [];
    for (const t of tasks.slice(0, 8))
      console.log(
        `    long task ${Math.round(t.duration ?? 0)} ms at ${Math.round(t.startTime ?? 0)} ms: ${t.url ?? '?'}`,
      );
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
  const xss = xssFailures(lhr);
  for (const id of XSS_AUDITS)
    console.log(
      `  [${id}] ${xss.some((f) => f.startsWith(`${id}:`)) ? 'DOES NOT PASS' : 'passes'}`,
    );
  console.log(
    `  Run time: ${seconds.toFixed(1)} s (Chrome start to report).  Reports: .tmp/lighthouse/${pageId}.report.{html,json}`,
  );
  return scores;
}

/** The summary table: one row per page, its scores and its run time. */
export function printSummary(outcomes: readonly PageOutcome[]): void {
  console.log('\n━━ Summary');
  const header = `  ${'page'.padEnd(24)}${CATEGORIES.map((c) => c.padStart(16)).join('')}${'time'.padStart(9)}`;
  console.log(header);
  for (const o of outcomes) {
    console.log(
      `  ${o.label.padEnd(24)}${CATEGORIES.map((c) => String(o.scores[c] ?? '—').padStart(16)).join('')}${`${o.seconds.toFixed(1)} s`.padStart(9)}`,
    );
  }
}
