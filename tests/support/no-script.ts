/**
 * The demo page as a browser without JavaScript parses it, for the checks that
 * need script to run (axe-core needs timers and promises, which a page with
 * JavaScript off never runs): used by tests/site/prerender.e2e.test.ts
 * (Chromium) and the engines' no-script flow (tests/engines/).
 */

/**
 * `html` as a browser without JavaScript reads it: no scripts, `<noscript>`
 * content as markup (`<div data-noscript>`), the `(scripting: none)` styles in
 * force, and no CSP (those styles' text, and so their hashes, change). With
 * `base`, relative URLs resolve against it (a copy served from another origin).
 */
export function asParsedWithoutScripts(html: string, base?: string): string {
  const parsed = html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, '')
    .replace(/<noscript>/g, '<div data-noscript="">')
    .replace(/<\/noscript>/g, '</div>')
    .replace(/@media \(scripting: ?none\)/g, '@media all');
  return base === undefined ? parsed : parsed.replace(/<head>/, `<head><base href="${base}" />`);
}
