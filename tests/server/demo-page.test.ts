/**
 * The demo page's own stylesheet written into the prerendered page
 * (server/http/demo-page.ts `inlineStylesheets`, docs/prerendering.md): the
 * link becomes a `<style>` with the sheet's text, and that text is returned
 * for the page's CSP hash (the browser tests check the hash is allowed:
 * tests/site/isolation.e2e.test.ts).
 */
import { describe, expect, it } from 'vitest';

import { PAGE_STRINGS } from '../../demo-host/page-strings.js';
import { inlineStylesheets, PAGE_LANGS, prerenderDemoPage } from '../../server/http/demo-page.ts';
import { DEMO_LANGS } from '../../src/core/protocol/language-subsets.ts';

describe('inlineStylesheets', () => {
  it('writes a linked sheet in as a <style>, returns its text, and leaves every other link alone', () => {
    const page = [
      '<link rel="icon" href="logo.svg" type="image/svg+xml" />',
      '<link rel="stylesheet" href="host.css" />',
      '<link rel="stylesheet" href="other.css">',
      '<link rel="preload" href="host.css" as="style">',
    ].join('|');
    const css = 'body{margin:0}\n.a > .b{color:red}';
    const { html, css: written } = inlineStylesheets(page, { 'host.css': css });
    expect(html.split('|')).toEqual([
      '<link rel="icon" href="logo.svg" type="image/svg+xml" />',
      `<style>${css}</style>`,
      '<link rel="stylesheet" href="other.css">',
      '<link rel="preload" href="host.css" as="style">',
    ]);
    expect(written).toEqual([css]);
  });

  it('keeps the link of a sheet whose text would end the <style> early', () => {
    const page = '<link rel="stylesheet" href="host.css">';
    expect(inlineStylesheets(page, { 'host.css': 'a::after{content:"</style><script>"}' })).toEqual(
      { html: page, css: [] },
    );
  });

  it('changes nothing without sheets', () => {
    const page = '<link rel="stylesheet" href="host.css">';
    expect(inlineStylesheets(page, {})).toEqual({ html: page, css: [] });
  });
});

describe('prerenderDemoPage', () => {
  const page = [
    '<html lang="es"><head><title>x</title>',
    '<meta name="description" content="y"></head><body>',
    '<voice-demo public-key="k&amp;1" company-name="Tele &quot;Nova&quot;" Data-X>  </voice-demo>',
    '<voice-widget lang="es"></voice-widget>',
    '<a id="embed-link" href="embed.html">Embed</a></body></html>',
  ].join('');
  const seen: Record<string, string>[] = [];
  const prerenderer = {
    prerenderVoiceDemo(attributes: Readonly<Record<string, string>>) {
      seen.push({ ...attributes });
      return { html: '<voice-demo rendered></voice-demo>', styleHashes: [] };
    },
    styleHash: () => "'sha256-x'",
  };

  it('reads the element’s attributes with their entities decoded and renders each page language', () => {
    for (const lang of PAGE_LANGS) {
      const { html } = prerenderDemoPage(page, lang, prerenderer);
      expect(html).toContain(`<html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}">`);
      expect(html).toContain('<voice-demo rendered></voice-demo>');
      expect(html).not.toContain('public-key="k&amp;1"');
      expect(html).toContain(`<title>${PAGE_STRINGS[lang].title}</title>`);
    }
    expect(seen[0]).toEqual({
      'public-key': 'k&1',
      'company-name': 'Tele "Nova"',
      'data-x': '',
      lang: 'es',
    });
  });

  it('throws when the page has no empty <voice-demo>', () => {
    const filled = page.replace('>  </voice-demo>', '><p>prerendered</p></voice-demo>');
    expect(() => prerenderDemoPage(filled, 'es', prerenderer)).toThrow(/no empty <voice-demo/);
  });
});

describe('the page languages', () => {
  it('are DEMO_LANGS, the first the default, and page-strings.js has one entry per language', () => {
    expect(PAGE_LANGS).toEqual(DEMO_LANGS);
    expect(PAGE_LANGS[0]).toBe('es');
    expect(Object.keys(PAGE_STRINGS).sort()).toEqual([...DEMO_LANGS].sort());
  });
});
