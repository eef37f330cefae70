/**
 * The demo page prerendered per language at start-up (docs/prerendering.md) by
 * the build's prerenderer (`dist/ssr/prerender.js`). The page-level texts are
 * localized too, so the Hebrew page never flashes Spanish or LTR; inlined styles
 * are allowed by hash, never `'unsafe-inline'`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_STRINGS } from '../../demo-host/page-strings.js';
import { withAttribute } from './page-config.ts';

/** The page languages, the first the default (`/`); the other is at `/?lang=he`. */
export const PAGE_LANGS = ['es', 'he'] as const;
export type PageLang = (typeof PAGE_LANGS)[number];

/** What the build's prerenderer exports (`src/prerender/index.tsx`). */
interface Prerenderer {
  prerenderVoiceDemo(attributes: Readonly<Record<string, string>>): {
    readonly html: string;
    readonly styleHashes: readonly string[];
  };
  /** `'sha256-<base64>'` of a style element's text (CSP3 hash-source). */
  styleHash(css: string): string;
}

/** The prerenderer built next to the bundle, or undefined (with a warning) when there is none: the page is then served as it is and renders on the client. */
export async function loadPrerenderer(distDir: string): Promise<Prerenderer | undefined> {
  const file = resolve(distDir, 'ssr', 'prerender.js');
  if (!existsSync(file)) {
    console.warn(
      `[platform] ${file} does not exist: the demo page is served without prerendering (run \`npm run build\`)`,
    );
    return undefined;
  }
  return (await import(pathToFileURL(file).href)) as Prerenderer;
}

const ENTITIES: Readonly<Record<string, string>> = {
  '&quot;': '"',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&#39;': "'",
};

/** The attributes of one start tag's text (`<voice-demo a="b" c>`): name → value, entities decoded. */
function startTagAttributes(tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const match of tag.replace(/^<[\w-]+/, '').matchAll(/([^\s"'>/=]+)(?:\s*=\s*"([^"]*)")?/g)) {
    attributes[(match[1] as string).toLowerCase()] = (match[2] ?? '').replace(
      /&(?:quot|amp|lt|gt|#39);/g,
      (e) => ENTITIES[e] as string,
    );
  }
  return attributes;
}

function escapeText(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Replaces (or adds) attribute `name` of the first start tag matching `tag` in `html` (`withAttribute`, page-config.ts). */
function setAttribute(html: string, tag: RegExp, name: string, value: string): string {
  return html.replace(tag, (start) => withAttribute(start, name, value));
}

/**
 * Each `<link rel="stylesheet">` whose href is a key of `sheets` becomes a `<style>` with that text:
 * one render-blocking request less. A text holding `</` keeps its link.
 *
 * @returns the page and the texts written in, in page order.
 */
export function inlineStylesheets(
  page: string,
  sheets: Readonly<Record<string, string>>,
): { readonly html: string; readonly css: readonly string[] } {
  const written: string[] = [];
  const html = page.replace(/<link\b[^>]*>/g, (tag) => {
    const attributes = startTagAttributes(tag);
    const css =
      attributes['rel'] === 'stylesheet' &&
      attributes['href'] !== undefined &&
      Object.hasOwn(sheets, attributes['href'])
        ? sheets[attributes['href']]
        : undefined;
    if (css === undefined || css.includes('</')) return tag;
    written.push(css);
    return `<style>${css}</style>`;
  });
  return { html, css: written };
}

/**
 * The demo page in `lang`, prerendered, with `sheets` inlined ({@link inlineStylesheets}).
 *
 * @returns the page, and the style hash sources (already added to its `<meta>` CSP's `style-src`).
 * @throws Error when the page has no empty `<voice-demo …></voice-demo>`.
 */
export function prerenderDemoPage(
  page: string,
  lang: PageLang,
  prerenderer: Prerenderer,
  sheets: Readonly<Record<string, string>> = {},
): { readonly html: string; readonly styleHashes: readonly string[] } {
  const element = /<voice-demo\b[^>]*>\s*<\/voice-demo>/.exec(page);
  if (!element)
    throw new Error('the demo page has no empty <voice-demo …></voice-demo> to prerender');
  const start = (/<voice-demo\b[^>]*>/.exec(element[0]) as RegExpExecArray)[0];
  const rendered = prerenderer.prerenderVoiceDemo({ ...startTagAttributes(start), lang });
  const strings = PAGE_STRINGS[lang];
  let html = page.replace(element[0], () => rendered.html);
  html = html.replace(
    /<html\b[^>]*>/,
    `<html lang="${lang}" dir="${lang === 'he' ? 'rtl' : 'ltr'}">`,
  );
  html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(strings.title)}</title>`);
  html = setAttribute(html, /<meta\s+name="description"[^>]*>/, 'content', strings.description);
  html = setAttribute(html, /<voice-widget\b[^>]*>/, 'lang', lang);
  html = setAttribute(html, /<voice-widget\b[^>]*>/, 'heading', strings.heading);
  html = html.replace(
    /(<a id="embed-link" href=")[^"]*(">)[^<]*(<\/a>)/,
    (_, open: string, mid: string, close: string) =>
      `${open}${escapeText(strings.embedHref)}${mid}${escapeText(strings.embedLink)}${close}`,
  );
  // The page-wide "needs JavaScript" note: the prerendered page reads without it, and the elements say in place what needs it.
  html = html.replace(/\s*<noscript>\s*<p class="noscript">[\s\S]*?<\/noscript>/, '');
  const inlined = inlineStylesheets(html, sheets);
  html = inlined.html;
  const styleHashes = [
    ...new Set([...inlined.css.map((css) => prerenderer.styleHash(css)), ...rendered.styleHashes]),
  ];
  // The styles' hashes join style-src (the meta tag is the page's base policy, csp.ts).
  html = html.replace(
    /(<meta\s+http-equiv="Content-Security-Policy"\s+content="[^"]*style-src [^;"]*)/,
    (directive) => `${directive} ${styleHashes.join(' ')}`,
  );
  return { html, styleHashes };
}
