/**
 * The demo page's own stylesheet written into the prerendered page
 * (server/http/demo-page.ts `inlineStylesheets`, docs/prerendering.md): the
 * link becomes a `<style>` with the sheet's text, and its CSP hash is the
 * text's SHA-256.
 */
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from '../../server/http/demo-page.ts';

const hashOf = (css: string) => `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;

describe('inlineStylesheets', () => {
  it('writes a linked sheet in as a <style> with its hash, and leaves every other link alone', () => {
    const page = [
      '<link rel="icon" href="logo.svg" type="image/svg+xml" />',
      '<link rel="stylesheet" href="host.css" />',
      '<link rel="stylesheet" href="other.css">',
      '<link rel="preload" href="host.css" as="style">',
    ].join('|');
    const css = 'body{margin:0}\n.a > .b{color:red}';
    const { html, styleHashes } = inlineStylesheets(page, { 'host.css': css });
    expect(html.split('|')).toEqual([
      '<link rel="icon" href="logo.svg" type="image/svg+xml" />',
      `<style>${css}</style>`,
      '<link rel="stylesheet" href="other.css">',
      '<link rel="preload" href="host.css" as="style">',
    ]);
    expect(styleHashes).toEqual([hashOf(css)]);
  });

  it('keeps the link of a sheet whose text would end the <style> early', () => {
    const page = '<link rel="stylesheet" href="host.css">';
    expect(inlineStylesheets(page, { 'host.css': 'a::after{content:"</style><script>"}' })).toEqual({ html: page, styleHashes: [] });
  });

  it('changes nothing without sheets', () => {
    const page = '<link rel="stylesheet" href="host.css">';
    expect(inlineStylesheets(page, {})).toEqual({ html: page, styleHashes: [] });
  });
});
