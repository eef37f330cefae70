/**
 * The demo page in one language with JavaScript off (docs/prerendering.md
 * "Readable without JavaScript"), in a browser launched with `scripting: 'off'`:
 * the page's own scripts never run, so no element is defined, and everything a
 * visitor reads is in the prerendered HTML. The checks are evaluated by the
 * driver, not by the page (there is no recorder: it is a page script):
 * - `<html lang dir>` and the header's heading in the language;
 * - the native player (`<audio controls>` with its sources), the 13 transcript
 *   lines, the call results, the summary (`<noscript>` content, shown), the
 *   advantages;
 * - the contact links (`tel:`, `mailto:`, WhatsApp) and the contact form as a
 *   plain `mailto:` form with its fields;
 * - the live button hidden by `@media (scripting: none)`, its translated note shown.
 *
 * axe-core needs timers, which a page with JavaScript off never runs, so it checks
 * this state on the same HTML as parsed without JavaScript ({@link noScriptAxeFlow}).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

import { expect } from 'vitest';

import { TRANSCRIPT } from '../../../src/common/demo/transcript-data.ts';
import { TEXTS } from '../../support/texts.ts';
import type { EnginePage } from '../page.ts';

/** What the page shows, read from the DOM and the computed styles (an expression the driver evaluates). */
const READ = `(() => {
  const demo = document.querySelector('voice-demo');
  const root = demo && demo.shadowRoot;
  if (!root) return { root: false };
  const shown = (el) => !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
  const audio = root.querySelector('audio');
  const noscripts = [...root.querySelectorAll('noscript')];
  const form = root.querySelector('form');
  const links = [...root.querySelectorAll('a[href]')].map((a) => a.getAttribute('href'));
  const callButton = root.querySelector('voice-call-button');
  return {
    root: true,
    defined: !!customElements.get('voice-demo'),
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    heading: (root.querySelector('h1') || {}).textContent,
    audio: !!audio && audio.controls && shown(audio) && audio.querySelectorAll('source').length,
    lines: [...root.querySelectorAll('.transcript-list > li')].filter(shown).map((li) => (li.querySelector('.line-text') || {}).textContent),
    results: shown(root.querySelector('section.results')),
    summary: noscripts.some((n) => shown(n) && n.children.length > 0 && n.textContent.trim().length > 40),
    advantages: root.querySelectorAll('.advantages li, .advantage').length,
    tel: links.some((h) => h.startsWith('tel:')),
    mailto: links.some((h) => h.startsWith('mailto:')),
    whatsapp: links.some((h) => h.startsWith('https://wa.me/')),
    form: form && { action: form.getAttribute('action').split('?')[0].split(':')[0], method: form.method, enctype: form.enctype, fields: form.querySelectorAll('input[name], textarea[name]').length, submit: shown(form.querySelector('[type=submit]')) },
    scriptOnlyShown: [...root.querySelectorAll('.needs-script')].filter(shown).length,
    liveButtonShown: !!callButton && !!callButton.shadowRoot && shown(callButton.shadowRoot.querySelector('button')),
    needsScript: callButton && callButton.shadowRoot ? [...callButton.shadowRoot.querySelectorAll('.call-noscript')].filter(shown).map((n) => n.textContent.trim()) : [],
  };
})()`;

/** The flow in `lang`; see the module comment. */
export async function noScriptFlow(page: EnginePage, lang: 'es' | 'he'): Promise<void> {
  await page.driver.open(new URL(lang === 'he' ? '?lang=he' : '', page.baseUrl).href);
  const seen = (await page.driver.evaluate(READ)) as Record<string, unknown>;
  expect(seen).toMatchObject({
    root: true,
    defined: false,
    lang,
    dir: lang === 'he' ? 'rtl' : 'ltr',
    heading:
      lang === 'he'
        ? 'האזינו איך סופיה עונה לשיחה אמיתית'
        : 'Escuche cómo Sofía atiende una llamada real',
    audio: 2,
    lines: TRANSCRIPT.map((line) => (lang === 'he' ? line.textHe : line.textEs)),
    results: true,
    summary: true,
    tel: true,
    mailto: true,
    whatsapp: true,
    form: { action: 'mailto', method: 'post', enctype: 'text/plain', submit: true },
    scriptOnlyShown: 0,
    liveButtonShown: false,
    needsScript: [
      TEXTS[lang].button.liveNeedsScript.replace('{assistant}', lang === 'he' ? 'סופיה' : 'Sofía'),
    ],
  });
  expect(seen['advantages']).toBeGreaterThan(0);
  expect((seen['form'] as { fields: number }).fields).toBeGreaterThanOrEqual(3);
}

/** axe-core's violations on the page as it is, shadow roots included, run by the driver (not subject to the page's CSP; it needs the page's timers). */
export async function axeOnPage(page: EnginePage): Promise<string[]> {
  const source = await readFile(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  return (await page.driver.evaluate(
    `(() => { ${source}; return window.axe.run(document, { resultTypes: ['violations'] }).then((r) => r.violations.map((v) => v.id + ': ' + JSON.stringify(v.nodes.map((n) => n.target)))); })()`,
  )) as string[];
}

/**
 * axe-core on the page in `lang` as parsed without JavaScript (`copyUrl`, served by
 * `startNoScriptCopies` in `../site.ts`), in a browser with JavaScript on: axe needs timers,
 * which a page with JavaScript off never runs. The copy is first checked to be in that state
 * (the `<noscript>` summary shown, the live button hidden, its note shown).
 */
export async function noScriptAxeFlow(page: EnginePage, copyUrl: string): Promise<void> {
  await page.driver.open(copyUrl);
  const state = await page.driver.evaluate(`(() => {
    const root = document.querySelector('voice-demo').shadowRoot;
    const call = root.querySelector('voice-call-button').shadowRoot;
    const shown = (el) => !!el && getComputedStyle(el).display !== 'none' && el.getBoundingClientRect().height > 0;
    return { defined: !!customElements.get('voice-demo'), summary: [...root.querySelectorAll('[data-noscript]')].some(shown), liveButton: shown(call.querySelector('button')), liveNote: shown(call.querySelector('.call-noscript')) };
  })()`);
  expect(state).toEqual({ defined: false, summary: true, liveButton: false, liveNote: true });
  expect(await axeOnPage(page)).toEqual([]);
}
