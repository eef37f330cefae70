/**
 * The demo page's own stylesheet written into the prerendered page
 * (server/http/demo-page.ts `inlineStylesheets`, docs/prerendering.md): the
 * link becomes a `<style>` with the sheet's text, and that text is returned
 * for the page's CSP hash (the browser tests check the hash is allowed:
 * tests/site/isolation.e2e.test.ts).
 */
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../server/http/demo-page.ts';

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
