/**
 * The demo page prerendered per language at start-up (docs/prerendering.md) by
 * the build's prerenderer (`dist/ssr/prerender.js`). The page-level texts are
 * localized too, so the Hebrew page never flashes Spanish or LTR; inlined styles
 * are allowed by hash, never `'unsafe-inline'`.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

import { Parser } from 'htmlparser2';

import { PAGE_STRINGS } from '../../demo-host/page-strings.js';
import { DEMO_LANGS, type DemoLang } from '../../src/core/protocol/language-subsets.ts';
import { RTL_LANGS } from '../../src/core/protocol/languages.ts';
import { withAttribute } from './page-config.ts';

/** The page languages (`DEMO_LANGS`), the first the default (`/`); the others at `/?lang=<code>`. */
export const PAGE_LANGS = DEMO_LANGS;
/** A page language. */
export type PageLang = DemoLang;

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

/** One element of a page as htmlparser2 read it. */
interface PageElement {
  /** Tag name, lower case. */
  readonly name: string;
  /** Attributes, names lower case, values with entities decoded. */
  readonly attributes: Readonly<Record<string, string>>;
  /** Offsets in the page of the start tag: its `<` and just after its `>`. */
  readonly start: number;
  readonly startEnd: number;
  /** Just after its written end tag; undefined when the end tag is implied (void elements, unclosed ones). */
  closeEnd?: number;
  /** True when the element holds an element or non-blank text. */
  filled: boolean;
}

/** Every element of `html`, in page order (htmlparser2: entities decoded, names lower-cased). */
function elementsOf(html: string): PageElement[] {
  const elements: PageElement[] = [];
  const open: PageElement[] = [];
  const parser = new Parser({
    onopentag(name, attributes) {
      const parent = open.at(-1);
      if (parent) parent.filled = true;
      const element: PageElement = {
        name,
        attributes,
        start: parser.startIndex,
        startEnd: parser.endIndex + 1,
        filled: false,
      };
      elements.push(element);
      open.push(element);
    },
    ontext(text) {
      const parent = open.at(-1);
      if (parent && text.trim() !== '') parent.filled = true;
    },
    onclosetag(_name, implied) {
      const element = open.pop();
      if (element && !implied) element.closeEnd = parser.endIndex + 1;
    },
  });
  parser.end(html);
  return elements;
}

/** `html` with each `[start, end, text]` range replaced (ranges apart, any order). */
function spliced(html: string, edits: readonly (readonly [number, number, string])[]): string {
  let out = html;
  for (const [start, end, text] of [...edits].sort((a, b) => b[0] - a[0]))
    out = out.slice(0, start) + text + out.slice(end);
  return out;
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
  const edits: (readonly [number, number, string])[] = [];
  for (const { name, attributes, start, startEnd } of elementsOf(page)) {
    if (name !== 'link') continue;
    const css =
      attributes['rel'] === 'stylesheet' &&
      attributes['href'] !== undefined &&
      Object.hasOwn(sheets, attributes['href'])
        ? sheets[attributes['href']]
        : undefined;
    if (css === undefined || css.includes('</')) continue;
    written.push(css);
    edits.push([start, startEnd, `<style>${css}</style>`]);
  }
  return { html: spliced(page, edits), css: written };
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
  const element = elementsOf(page).find(
    (e) => e.name === 'voice-demo' && !e.filled && e.closeEnd !== undefined,
  );
  if (!element?.closeEnd)
    throw new Error('the demo page has no empty <voice-demo …></voice-demo> to prerender');
  const rendered = prerenderer.prerenderVoiceDemo({ ...element.attributes, lang });
  const strings = PAGE_STRINGS[lang];
  let html = spliced(page, [[element.start, element.closeEnd, rendered.html]]);
  const dir = (RTL_LANGS as readonly string[]).includes(lang) ? 'rtl' : 'ltr';
  html = html.replace(/<html\b[^>]*>/, `<html lang="${lang}" dir="${dir}">`);
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
