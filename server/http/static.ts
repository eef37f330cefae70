/**
 * The demo site: `demo-host/` with the built bundle from `dist/` at the same root,
 * through `sirv` (range requests, ETags) and `compression`; unknown paths get
 * `demo-host/404.html` with status 404 (docs/behaviour.md §2). Headers and CSP:
 * docs/platform.md "The served pages".
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { resolve } from 'node:path';

import compression from 'compression';
import helmet from 'helmet';
import sirv from 'sirv';

import { createCdnHandler } from './cdn.ts';
import { type Directives, metaDirectives, newNonce, strictPolicy, withNonce } from './csp.ts';
import { loadPrerenderer, PAGE_LANGS, type PageLang, prerenderDemoPage } from './demo-page.ts';
import { type DemoPageOverrides, rewriteDemoPage } from './page-config.ts';

/** Options of {@link createStaticHandler}. */
export interface StaticOptions {
  /** Serve the bundle's `.map` files (default: only when `SOURCE_MAPS=1`). */
  readonly sourceMaps?: boolean;
  /** Prerender the demo page per language with the build's prerenderer (default true; docs/prerendering.md). */
  readonly prerender?: boolean;
}

/**
 * The page's `<meta>` CSP as a header for files that are not pages, plus `frame-ancestors 'self'`
 * (header-only: no other site may frame the microphone prompt). Undefined without a meta tag.
 */
function cspDirectives(html: string): Record<string, string[]> | undefined {
  const directives = metaDirectives(html);
  return directives ? { ...directives, 'frame-ancestors': ["'self'"] } : undefined;
}

/** Security headers of every served file (helmet; docs/platform.md "The served pages"). */
function securityHeaders(directives: Record<string, string[]> | undefined) {
  const base = helmet({
    contentSecurityPolicy: directives ? { useDefaults: false, directives } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
    strictTransportSecurity: false,
  });
  return (req: IncomingMessage, res: ServerResponse, next: () => void): void => {
    res.setHeader('Permissions-Policy', 'microphone=(self), camera=(), geolocation=()');
    const https =
      (req.socket as { encrypted?: boolean }).encrypted === true ||
      String(req.headers['x-forwarded-proto'] ?? '').startsWith('https');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    base(req as never, res as never, next);
  };
}

/** A page served from memory: its HTML and the policy its own meta tag (or the site's) gives. */
interface ServedPage {
  readonly html: string;
  readonly base: Directives;
}

/** Sends a page with a fresh nonce and its strict policy (`csp.ts`); the status and caching are the caller's. */
function sendPage(req: IncomingMessage, res: ServerResponse, page: ServedPage): void {
  const nonce = newNonce();
  res.setHeader('Content-Security-Policy', strictPolicy(page.base, nonce));
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.end(req.method === 'HEAD' ? undefined : withNonce(page.html, nonce));
}

/** The demo page's language asked for by `?lang=` (one of {@link PAGE_LANGS}, else the first, `es`). */
function pageLang(url: string | undefined): PageLang {
  const query = (url ?? '').split('?')[1] ?? '';
  const asked = new URLSearchParams(query).get('lang');
  return PAGE_LANGS.find((lang) => lang === asked) ?? PAGE_LANGS[0];
}

/** A request handler that always answers. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Builds the static-site handler.
 *
 * @param siteDir directory of the demo site; must contain `404.html`.
 * @param distDir the built bundle; when missing, the site is served without it (with a warning).
 * @param pageOverrides `<voice-demo>` attributes written into the pages (`page-config.ts`).
 * @throws (rejects) the filesystem error when `siteDir/404.html` cannot be read.
 */
export async function createStaticHandler(
  siteDir: string,
  distDir: string,
  pageOverrides: DemoPageOverrides = {},
  options: StaticOptions = {},
): Promise<Handler> {
  const notFound = await readFile(resolve(siteDir, '404.html'), 'utf8');
  const source = await readFile(resolve(siteDir, 'index.html'), 'utf8');
  const page = Object.keys(pageOverrides).length ? rewriteDemoPage(source, pageOverrides) : source;
  const headers = securityHeaders(cspDirectives(page));
  // The demo page's policy is the base of the pages that have no meta tag of their own (the partner pages).
  const siteBase = metaDirectives(page) ?? {};
  // The partner pages and the embed configurator get the same overrides.
  const partnerPages: [string, string][] = [];
  for (const name of ['partner', 'partner-2', 'embed']) {
    const file = resolve(siteDir, `${name}.html`);
    if (!existsSync(file)) continue;
    const source = await readFile(file, 'utf8');
    const page = Object.keys(pageOverrides).length
      ? rewriteDemoPage(source, pageOverrides)
      : source;
    partnerPages.push([`/${name}.html`, page], [`/${name}`, page]);
  }
  const pages = new Map<string, ServedPage>(
    [['/', page] as const, ['/index.html', page] as const, ...partnerPages].map(([path, html]) => [
      path,
      { html, base: metaDirectives(html) ?? siteBase },
    ]),
  );
  // The demo page prerendered per language (docs/prerendering.md): `/` Spanish, `/?lang=he` Hebrew.
  const prerenderer = options.prerender === false ? undefined : await loadPrerenderer(distDir);
  const demoPages = new Map<PageLang, ServedPage>();
  if (prerenderer) {
    // The page's own stylesheet, written in: no render-blocking request before the first paint.
    const hostCss = resolve(siteDir, 'host.css');
    const sheets: Record<string, string> = existsSync(hostCss)
      ? { 'host.css': await readFile(hostCss, 'utf8') }
      : {};
    for (const lang of PAGE_LANGS) {
      const { html } = prerenderDemoPage(page, lang, prerenderer, sheets);
      demoPages.set(lang, { html, base: metaDirectives(html) ?? siteBase });
    }
  }
  const notFoundPage: ServedPage = { html: notFound, base: metaDirectives(notFound) ?? siteBase };
  const sourceMaps = options.sourceMaps ?? process.env['SOURCE_MAPS'] === '1';
  const common = { dev: false, etag: true, extensions: ['html'] };
  const site = sirv(siteDir, { ...common, maxAge: 300 });
  const hasBundle = existsSync(distDir);
  if (!hasBundle)
    console.warn(
      `[platform] ${distDir} does not exist: run \`npm run build\` to serve the widget bundle`,
    );
  const bundle = hasBundle
    ? sirv(distDir, {
        ...common,
        // Chunks carry a content hash; the entry keeps its name and must revalidate.
        setHeaders: (res, pathname) => {
          res.setHeader(
            'Cache-Control',
            pathname.startsWith('/chunks/')
              ? 'public, max-age=31536000, immutable'
              : 'public, max-age=0, must-revalidate',
          );
        },
      })
    : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
  const compress = compression();
  const cdn = createCdnHandler(resolve(distDir, 'cdn'));

  return (req, res) => {
    headers(req, res, () =>
      compress(req as never, res as never, () => {
        const path = (req.url ?? '/').split('?')[0] ?? '/';
        if (req.method !== 'GET' && req.method !== 'HEAD') {
          res.writeHead(405, {
            Allow: 'GET, HEAD',
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
          });
          res.end('405 Method Not Allowed: static files answer GET and HEAD only\n');
          return;
        }
        if (!sourceMaps && path.endsWith('.map')) {
          res.writeHead(404, {
            'Content-Type': 'text/plain; charset=utf-8',
            'Cache-Control': 'no-store',
          });
          res.end('404 Not Found: source maps are served only with SOURCE_MAPS=1\n');
          return;
        }
        if (path.startsWith('/cdn/')) return cdn(req, res, () => undefined);
        const served =
          (path === '/' || path === '/index.html') && demoPages.size
            ? demoPages.get(pageLang(req.url))
            : pages.get(path);
        if (served !== undefined) {
          res.setHeader('Cache-Control', 'no-cache');
          sendPage(req, res, served);
          return;
        }
        site(req, res, () => {
          bundle(req, res, () => {
            res.statusCode = 404;
            res.setHeader('Cache-Control', 'no-store');
            sendPage(req, res, notFoundPage);
          });
        });
      }),
    );
  };
}
