/**
 * Style isolation of `<voice-demo>` in both directions, and the strict CSP of
 * the demo host: a hostile host page's global CSS must not change the widget,
 * the widget's CSS must not change the host page, and the styles enter the
 * shadow root as adopted stylesheets (no `<style>`, no 'unsafe-inline'), or,
 * prerendered, as the root's own `<style>`s allowed by hash.
 */
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import { type Tab, useHarness } from '../support/harness.ts';

const h = useHarness();

const HOSTILE_CSS =
  '* { all: unset !important } button { display: none !important } h1 { color: red !important; font-size: 80px !important } :root { font-size: 40px }';
const WIDGET = '<voice-demo lang="es" audio-src="/audio/demo-call-{lang}"></voice-demo>';
const PLAIN =
  '<button id="plain-button" type="button">Plain button</button><h1 id="plain-h1">Plain heading</h1>';

/** A same-origin test page around `body`, with optional page CSS and the widget bundle. */
function pageHtml(
  body: string,
  { css = '', bundle = true }: { css?: string; bundle?: boolean } = {},
): string {
  return `<!doctype html>
<html lang="es">
  <head>
    <meta charset="utf-8" />
    <title>test page</title>
    ${css ? `<style>${css}</style>` : ''}
    ${bundle ? '<script type="module" src="/voice-widgets.js"></script>' : ''}
  </head>
  <body>${body}</body>
</html>`;
}

/** Opens `html` at `${server}/<name>` (served through a route, so it is same-origin with the bundle and audio). */
async function openHtml(name: string, html: string): Promise<Tab> {
  const context = await h.newContext();
  const url = new URL(name, h.url).href;
  await context.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  const tab = await h.newTab(context);
  await tab.page.goto(url);
  return tab;
}

/** The inner elements compared between the hostile and the clean page. */
const INNER = {
  title: 'h1.main-title',
  langToggle: 'button.lang-toggle',
  submit: 'form.contact-form button[type="submit"]',
  transcriptLine: '.transcript-list > li:first-child',
  lineButton: '.transcript-list > li:first-child button',
  results: 'section.results',
  audio: 'audio.audio',
} as const;

interface Measured {
  display: string;
  visibility: string;
  color: string;
  fontSize: string;
  fontFamily: string;
  fontWeight: string;
  lineHeight: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Computed style and box (relative to the host) of each inner element. */
async function measureInner(
  tab: Tab,
): Promise<{ host: { width: number }; inner: Record<string, Measured> }> {
  await tab.waitForDemo();
  await tab.page.evaluate(() => document.fonts.ready.then(() => undefined));
  return tab.page.evaluate((selectors) => {
    const host = document.querySelector('voice-demo')!;
    const hr = host.getBoundingClientRect();
    const inner: Record<string, Measured> = {};
    for (const [key, sel] of Object.entries(selectors)) {
      const el = host.shadowRoot!.querySelector(sel);
      if (!el) throw new Error(`missing ${sel}`);
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      inner[key] = {
        display: cs.display,
        visibility: cs.visibility,
        color: cs.color,
        fontSize: cs.fontSize,
        fontFamily: cs.fontFamily,
        fontWeight: cs.fontWeight,
        lineHeight: cs.lineHeight,
        x: Math.round((r.x - hr.x) * 10) / 10,
        y: Math.round((r.y - hr.y) * 10) / 10,
        width: Math.round(r.width * 10) / 10,
        height: Math.round(r.height * 10) / 10,
      };
    }
    return { host: { width: Math.round(hr.width * 10) / 10 }, inner };
  }, INNER);
}

/** Computed style and size of the page's own plain `<button>` and `<h1>`. */
async function measurePlain(tab: Tab) {
  await tab.page.evaluate(() => document.fonts.ready.then(() => undefined));
  return tab.page.evaluate(() => {
    const out: Record<string, Record<string, string | number>> = {};
    for (const id of ['plain-button', 'plain-h1']) {
      const el = document.getElementById(id)!;
      const cs = getComputedStyle(el);
      const r = el.getBoundingClientRect();
      out[id] = {
        display: cs.display,
        color: cs.color,
        backgroundColor: cs.backgroundColor,
        fontSize: cs.fontSize,
        fontFamily: cs.fontFamily,
        fontWeight: cs.fontWeight,
        lineHeight: cs.lineHeight,
        margin: cs.margin,
        padding: cs.padding,
        border: cs.border,
        boxSizing: cs.boxSizing,
        width: Math.round(r.width * 10) / 10,
        height: Math.round(r.height * 10) / 10,
      };
    }
    return {
      elements: out,
      bodyFont: `${getComputedStyle(document.body).fontSize} ${getComputedStyle(document.body).fontFamily}`,
      htmlFontSize: getComputedStyle(document.documentElement).fontSize,
      documentSheets: document.styleSheets.length,
      adoptedOnDocument: document.adoptedStyleSheets.length,
    };
  });
}

describe('style isolation', () => {
  it("a hostile page's global CSS does not reach inside <voice-demo>", async () => {
    // The clean page only drops the body margin, so the host is as wide as on the hostile page (whose `all: unset` removes it).
    const clean = await openHtml('clean.html', pageHtml(WIDGET, { css: 'body { margin: 0 }' }));
    const hostile = await openHtml('hostile.html', pageHtml(WIDGET, { css: HOSTILE_CSS }));

    const a = await measureInner(clean);
    const b = await measureInner(hostile);
    expect(b.host.width, 'precondition: the host has the same width on both pages').toBe(
      a.host.width,
    );
    expect(b.inner).toEqual(a.inner);

    // Sanity: the hostile CSS is really in force on the host page itself.
    expect(await hostile.page.evaluate(() => getComputedStyle(document.body).display)).toBe(
      'inline',
    );
    // …but not on the widget's texts and buttons.
    expect(b.inner['title']!.color).not.toBe('rgb(255, 0, 0)');
    expect(b.inner['title']!.fontSize).not.toBe('80px');
    for (const sel of [
      'button.lang-toggle',
      'form.contact-form button[type="submit"]',
      'a.button--messaging',
      '.transcript-list > li:first-child button',
    ]) {
      expect(await hostile.inDemo(sel).isVisible(), sel).toBe(true);
    }
    // The widget still works there: the toggle switches the language.
    await hostile.inDemo('button.lang-toggle').click();
    await expect.poll(() => hostile.inDemo('h1.main-title').textContent()).toContain('סופיה');
  });

  it("the widget's CSS does not leak out onto the host page", async () => {
    const without = await openHtml('plain.html', pageHtml(PLAIN, { bundle: false }));
    const withWidget = await openHtml('with-widget.html', pageHtml(`${PLAIN}${WIDGET}`));
    await withWidget.waitForDemo();
    expect(await measurePlain(withWidget)).toEqual(await measurePlain(without));
  });

  it('<voice-demo> rendered on the client styles its shadow root with adopted stylesheets only', async () => {
    const tab = await openHtml('client.html', pageHtml(WIDGET));
    await tab.waitForDemo();
    const styles = await tab.demo.evaluate((el) => ({
      mode: el.shadowRoot?.mode,
      adopted: el.shadowRoot!.adoptedStyleSheets.length,
      rules: el.shadowRoot!.adoptedStyleSheets.reduce((n, s) => n + s.cssRules.length, 0),
      styleElements: el.shadowRoot!.querySelectorAll('style').length,
      documentStyleElements: document.querySelectorAll('style').length,
    }));
    expect(styles.mode).toBe('open');
    expect(styles.adopted).toBeGreaterThanOrEqual(1);
    expect(styles.rules).toBeGreaterThan(10);
    expect(styles.styleElements).toBe(0);
    expect(styles.documentStyleElements).toBe(0);
  });

  it("<voice-demo> prerendered keeps its own <style>s after hydration, each allowed by a hash in the page's CSP, as is the page's own written-in sheet", async () => {
    const tab = await h.open();
    await tab.waitForDemo();
    const styles = await tab.demo.evaluate(async (el) => {
      const hash = async (text: string) =>
        `'sha256-${btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))))}'`;
      const own = [...el.shadowRoot!.querySelectorAll('style')];
      return {
        adopted: el.shadowRoot!.adoptedStyleSheets.length,
        styleElements: own.length,
        rules: own.reduce((n, s) => n + (s.sheet?.cssRules.length ?? 0), 0),
        hashes: await Promise.all(own.map((s) => hash(s.textContent ?? ''))),
        // The page's own stylesheet, written in by the page server (docs/prerendering.md).
        documentStyles: await Promise.all(
          [...document.querySelectorAll('style')].map((s) => hash(s.textContent ?? '')),
        ),
        pageSheetLinks: document.querySelectorAll('link[rel="stylesheet"]').length,
      };
    });
    const csp = (await tab.page.request.get(h.url)).headers()['content-security-policy'] ?? '';
    const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
    expect(styles).toMatchObject({ adopted: 0, styleElements: 3, pageSheetLinks: 0 });
    expect(styles.documentStyles).toHaveLength(1);
    expect(styles.rules).toBeGreaterThan(10);
    for (const hash of [...styles.hashes, ...styles.documentStyles])
      expect(styleSrc).toContain(hash);
    expect(styleSrc).not.toContain('unsafe-inline');
  });
});

describe('content security policy', () => {
  it("the demo page has a strict CSP without 'unsafe-inline', and using the widget violates none", async () => {
    h.expectConsoleError(
      /inline style violates the following Content Security Policy|Refused to apply inline style/,
    );
    const tab = await h.open();
    // The server sends the page's policy as a header (with frame-ancestors) and drops the meta tag,
    // which stays in demo-host/index.html for static hosts that send no headers.
    const csp = (await fetch(tab.page.url())).headers.get('content-security-policy') ?? '';
    expect(await tab.page.locator('meta[http-equiv="Content-Security-Policy"]').count()).toBe(0);
    expect(readFileSync(new URL('../../demo-host/index.html', import.meta.url), 'utf8')).toMatch(
      /http-equiv="Content-Security-Policy"/,
    );
    expect(csp).toMatch(/(^|;)\s*default-src 'self'/);
    // Styles: the bundle's own sheets ('self'), and the prerendered shadow roots' <style>s by hash only (docs/prerendering.md).
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    expect(styleSrc[0]).toBe("'self'");
    expect(styleSrc.length).toBeGreaterThan(1);
    for (const source of styleSrc.slice(1)) expect(source).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    // Scripts: only this response's nonce, and what nonced scripts load ('strict-dynamic': chunks, worklet, daily-js's call bundle).
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(csp)?.[1]?.trim().split(/\s+/) ?? [];
    expect(scriptSrc).toEqual([
      expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      "'strict-dynamic'",
    ]);
    expect(csp).toContain("require-trusted-types-for 'script'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');

    // Exercise the widget: language both ways, playback (full-screen, toast, caption), Escape.
    await tab.inDemo('button.lang-toggle').click();
    await expect.poll(() => tab.inDemo('.demo-root').getAttribute('dir')).toBe('rtl');
    await tab.inDemo('button.lang-toggle').click();
    await expect.poll(() => tab.inDemo('.demo-root').getAttribute('dir')).toBe('ltr');
    await tab.page.waitForFunction(
      () =>
        document.querySelector('voice-demo')!.shadowRoot!.querySelector('audio')!.readyState >= 1,
    );
    await tab.page.evaluate(async () => {
      const a = document.querySelector('voice-demo')!.shadowRoot!.querySelector('audio')!;
      a.currentTime = 1.2;
      await a.play();
    });
    await expect.poll(() => tab.inDemo('dialog.fullscreen .caption-text').count()).toBe(1);
    await expect.poll(() => tab.inDemo('.toast').count()).toBeGreaterThan(0);
    await tab.page.keyboard.press('Escape');
    await tab.page.evaluate(() =>
      document.querySelector('voice-demo')!.shadowRoot!.querySelector('audio')!.pause(),
    );

    expect(await tab.cspViolations()).toEqual([]);
    expect(tab.errors).toEqual([]);

    // Control: the policy is enforced and the listener hears violations.
    await tab.page.evaluate(() => {
      const s = document.createElement('style');
      s.textContent = 'body { outline: 1px solid red }';
      document.head.append(s);
    });
    await expect
      .poll(async () => (await tab.cspViolations()).map((v) => v.directive))
      .toEqual(['style-src-elem']);
  });
});
