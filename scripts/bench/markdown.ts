/**
 * Benchmark of the assistant's Markdown replies (docs/elements/voice-widget.md "Markdown in
 * replies", docs/benchmarks.md "bench:markdown"): the worst inputs of the renderer and of the
 * streaming completion, the figures the unit tests asserted as time limits until they moved here
 * (the tests now prove only that these inputs complete with the right output):
 * - 10 KB of one unclosed construct (`**`, `_`, a backtick, a fence, `[`, `*a`, `a_`, `<div`, `> `,
 *   `1. `), finished: parsed into React elements (`renderMarkdown`, budget 1500 ms) and rendered
 *   with react-dom into a happy-dom document (budget 5000 ms; happy-dom is slower than a browser);
 * - 10 KB of an unclosed `**` while it streams, rendered (budget 1000 ms);
 * - 100 KB of delimiter runs through `mendMarkdown` (`'**a _b `'` and `'*a'`, budget 500 ms: the
 *   completion is linear in its input).
 * Each figure is the median of `MARKDOWN_RUNS` runs (default 5), in ms, printed with its budget;
 * exits 1 when a median is over its budget.
 *
 * Usage: `npm run bench:markdown` (no build needed: it imports the sources).
 */
import { Window } from 'happy-dom';
import { createElement } from 'react';
import { flushSync } from 'react-dom';

import { DELIMITER_RUNS_100KB, STREAMING_10KB, UNCLOSED_10KB } from '../lib/markdown-worst.ts';
import { quantile, stats } from '../lib/stats.ts';

// react-dom/client decides at import whether it runs in a DOM: the document comes first.
const page = new Window();
Object.assign(globalThis, { window: page, document: page.document });
const { createRoot } = await import('react-dom/client');
const { Markdown, renderMarkdown } = await import('../../src/voice-widget/markdown/Markdown.tsx');
const { mendMarkdown } = await import('../../src/voice-widget/markdown/mend.ts');

const RUNS = Number(process.env['MARKDOWN_RUNS'] ?? 5);

/** The ms each of `RUNS` calls of `work` took. */
function time(work: () => void): number[] {
  return Array.from({ length: RUNS }, () => {
    const started = performance.now();
    work();
    return performance.now() - started;
  });
}

/** `text` rendered as a reply into a fresh container of the happy-dom document, synchronously. */
function renderInto(text: string, streaming: boolean): void {
  const container = page.document.createElement('div');
  page.document.body.append(container);
  const root = createRoot(container as unknown as HTMLElement);
  flushSync(() => root.render(createElement(Markdown, { text, streaming, linkHosts: undefined })));
  root.unmount();
  container.remove();
}

let over = false;
/** Prints one figure's samples beside its budget (ms); a median over the budget fails the run. */
function report(label: string, samples: readonly number[], budgetMs: number): void {
  const median = quantile(samples, 0.5);
  const verdict = median > budgetMs ? '  OVER BUDGET' : '';
  console.log(`${label.padEnd(44)} ${stats(samples, 'ms')}  budget ${budgetMs} ms${verdict}`);
  if (median > budgetMs) over = true;
}

console.log(`Markdown worst cases, ${RUNS} runs each`);
for (const [name, source] of UNCLOSED_10KB) {
  report(
    `10 KB unclosed ${name}: parsed`,
    time(() => renderMarkdown(source, false, undefined)),
    1500,
  );
  report(
    `10 KB unclosed ${name}: rendered (happy-dom)`,
    time(() => renderInto(source, false)),
    5000,
  );
}
report(
  '10 KB unclosed ** streaming: rendered',
  time(() => renderInto(STREAMING_10KB, true)),
  1000,
);
report(
  '100 KB of delimiters: mendMarkdown',
  time(() => {
    mendMarkdown(DELIMITER_RUNS_100KB.mixed);
    mendMarkdown(DELIMITER_RUNS_100KB.pairs);
  }),
  500,
);
await page.happyDOM.close();
process.exitCode = over ? 1 : 0;
