/** Constructable stylesheets, shared by every instance; they pass a strict CSP `style-src`. */
const cache = new Map<string, CSSStyleSheet>();

/** The shared `CSSStyleSheet` for `cssText`, built on first use (needs a DOM: not at module load). */
export function sheetFor(cssText: string): CSSStyleSheet {
  let sheet = cache.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    cache.set(cssText, sheet);
  }
  return sheet;
}
