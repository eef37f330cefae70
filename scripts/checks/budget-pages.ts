/**
 * The budget of what a browser loads before the first interaction (`npm run test:budget`,
 * docs/benchmarks.md "Budgets"), measured in Chromium against the local platform
 * (`page-scripts.ts`), every script as served (the platform's gzip), the lazy chunks and the
 * language's texts included:
 *  - the partner page (`demo-host/partner.html`) in every language, its teaser shown
 *    (`teaser-delay` set to 0 and `lang` replaced in the served HTML, so each page shows its
 *    teaser at once in its language): the target is 5 KB;
 *  - the demo page in es and he: at most 15 KB before `load` (the elements' bundle must come
 *    after it, docs/prerendering.md), and at most 80 KB in all before interaction.
 * The partner page's target is not met yet (docs/benchmarks.md "test:budget"): its figure is
 * printed against it, and the check fails above a ceiling just over today's figure, so it cannot
 * grow while the work to reach the target goes on.
 */
import { startPlatform } from '../../server/index.ts';
import { LANGS } from '../../src/core/lang.ts';
import {
  type PageBeforeInteraction,
  type ScriptBeforeLoad,
  scriptsBeforeInteraction,
  scriptsBeforeLoad,
} from './page-scripts.ts';

const KB = 1024;
/** JavaScript the partner page should load before any interaction, in any language, with its teaser shown. */
const PARTNER_BUDGET = 5 * KB;
/** What it may load today (7.15 KB at most, in bn): the ceiling until the target is met. */
const PARTNER_CEILING = 7.25 * KB;
/** JavaScript the prerendered demo page may fetch before its `load` event (docs/prerendering.md). */
const DEMO_BEFORE_LOAD = 15 * KB;
/** JavaScript the demo page may fetch in all before any interaction (the bundle hydrating on idle included). */
const DEMO_BEFORE_INTERACTION = 80 * KB;
/** Languages whose partner page is printed file by file (the default, one not Spanish, one right-to-left). */
const SHOWN_LANGS: readonly string[] = ['es', 'fr', 'he'];

const kb = (bytes: number): string => `${(bytes / KB).toFixed(2)} KB`;
const sum = (scripts: readonly ScriptBeforeLoad[]): number =>
  scripts.reduce((total, s) => total + s.bytes, 0);
const verdict = (total: number, budget: number): string =>
  total <= budget ? `OK, ${kb(budget - total)} to spare` : `OVER by ${kb(total - budget)}`;

function printScripts(title: string, scripts: readonly ScriptBeforeLoad[], budget: number): void {
  console.log(`\n${title}\n`);
  for (const s of scripts) console.log(`  ${s.path.padEnd(40)} ${kb(s.bytes).padStart(10)}`);
  console.log(
    `  ${'TOTAL'.padEnd(40)} ${kb(sum(scripts)).padStart(10)}   of ${kb(budget)} — ${verdict(sum(scripts), budget)}`,
  );
}

/** The teaser of the page's `<voice-widget>` shows (evaluated in the page). */
const TEASER_SHOWN =
  "!!document.querySelector('voice-widget')?.shadowRoot?.querySelector('[part=\"teaser\"]:not([hidden])')";

/** The partner page in `lang`: the element's `lang` replaced, its teaser at once. */
function partnerPage(base: string, lang: string): PageBeforeInteraction {
  return {
    url: new URL('partner.html', base).href,
    html: (html) =>
      html.replace(/(<voice-widget\b[^>]*?)\slang="[^"]*"/, `$1 lang="${lang}" teaser-delay="0"`),
    until: TEASER_SHOWN,
  };
}

/** Measures and prints the pages; returns what is over budget. */
export async function checkPagesBeforeInteraction(): Promise<string[]> {
  const problems: string[] = [];
  const platform = await startPlatform({ port: 0 });
  try {
    // ─── The partner page, every language ───
    const partner = LANGS.map((lang) => [lang, partnerPage(platform.url, lang)] as const);
    const measured = await scriptsBeforeInteraction(partner.map(([, p]) => p));
    const totals = partner.map(([lang, p]) => [lang, measured.get(p) ?? []] as const);
    for (const [lang, scripts] of totals)
      if (SHOWN_LANGS.includes(lang))
        printScripts(
          `Partner page, lang="${lang}", teaser shown: JavaScript before any interaction (as served, in Chromium)`,
          scripts,
          PARTNER_BUDGET,
        );
    const largest = totals.reduce((a, b) => (sum(b[1]) > sum(a[1]) ? b : a));
    console.log(
      `\nPartner page in all ${totals.length} languages: the largest is ${largest[0]}, ${kb(sum(largest[1]))} of ${kb(PARTNER_BUDGET)} — ${verdict(sum(largest[1]), PARTNER_BUDGET)}`,
    );
    for (const [lang, scripts] of totals) {
      if (!scripts.some((s) => s.path.endsWith(`/lang-${lang}.js`)))
        problems.push(`The partner page in ${lang} did not load chunks/lang-${lang}.js.`);
      if (sum(scripts) > PARTNER_CEILING)
        problems.push(
          `The partner page in ${lang} loads ${kb(sum(scripts))} before any interaction; the ceiling is ${kb(PARTNER_CEILING)} (target ${kb(PARTNER_BUDGET)}).`,
        );
    }

    // ─── The demo page, es and he ───
    const demo = [platform.url, new URL('?lang=he', platform.url).href];
    const beforeLoad = await scriptsBeforeLoad(demo);
    const all = await scriptsBeforeInteraction(demo.map((url) => ({ url })));
    for (const [page, scripts] of all) {
      const name = new URL(page.url).search || '/';
      const early = beforeLoad.get(page.url) ?? [];
      printScripts(`Demo page ${name}: JavaScript fetched before load`, early, DEMO_BEFORE_LOAD);
      if (sum(early) > DEMO_BEFORE_LOAD)
        problems.push(
          `The demo page ${name} fetches ${kb(sum(early))} before load; the budget is ${kb(DEMO_BEFORE_LOAD)}.`,
        );
      if (early.some((s) => s.path.endsWith('/voice-widgets.js') || s.path.includes('/chunks/')))
        problems.push(
          `The demo page ${name} fetches the elements' code before load: it must hydrate after (docs/prerendering.md).`,
        );
      printScripts(
        `Demo page ${name}: JavaScript before any interaction`,
        scripts,
        DEMO_BEFORE_INTERACTION,
      );
      if (sum(scripts) > DEMO_BEFORE_INTERACTION)
        problems.push(
          `The demo page ${name} loads ${kb(sum(scripts))} before any interaction; the budget is ${kb(DEMO_BEFORE_INTERACTION)}.`,
        );
      // Its language files, the pre-call check and the live panel load on the visitor's first intent.
      const eager = scripts.filter((s) =>
        /\/chunks\/(load|Precheck|precheck-runner|[a-z]{2}(-\w+)?)-[\w-]{8}\.js$/.test(s.path),
      );
      if (eager.length > 0)
        problems.push(
          `The demo page ${name} fetches ${eager.map((s) => s.path).join(', ')} before any interaction: they load on the visitor's first intent.`,
        );
    }
  } finally {
    await platform.close();
  }
  return problems;
}
