/**
 * Constructable stylesheets for the shadow roots (styles enter as
 * `adoptedStyleSheets`, built once and shared by every instance; they pass a
 * strict CSP `style-src`, unlike injected `<style>` tags).
 */
const cache = new Map<string, CSSStyleSheet>();

/**
 * The shared `CSSStyleSheet` for `cssText`, built on first use. Never call at
 * module load: it needs a DOM (`CSSStyleSheet` with `replaceSync`).
 */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = cache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    cache.set(cssText, sheet);
  }
  return sheet;
}
