/**
 * The demo site, served exactly as the former `scripts/serve.ts` served it: `demo-host/`
 * (static pages and assets) with the built bundle from `dist/` at the same
 * root, through `sirv` (range requests for audio seeking, ETags) and
 * `compression`. Unknown paths get `demo-host/404.html` with HTTP status 404
 * (SPEC §2). Hardened (PROTOCOL.md "The served pages"): security headers
 * with the page's CSP as a header plus `frame-ancestors 'self'`; methods
 * other than GET and HEAD get 405 with `Allow: GET, HEAD`; `.map` files are
 * served only with `SOURCE_MAPS=1`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import compression from 'compression';
import helmet from 'helmet';
import sirv from 'sirv';
import { rewriteDemoPage, type DemoPageOverrides } from './page-config.ts';

/** The page's CSP `<meta>` tag; group 1 is the policy. */
const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i;

/** Options of {@link createStaticHandler}. */
export interface StaticOptions {
  /** Serve the bundle's `.map` files (default: only when `SOURCE_MAPS=1`). */
  readonly sourceMaps?: boolean;
}

/**
 * The page's own CSP (its `<meta http-equiv>` tag) as a header, plus what
 * only a header can say: `frame-ancestors 'self'` (no other site may frame
 * the page and its microphone prompt).
 *
 * @returns helmet's `directives`, or undefined when the page has no CSP meta tag.
 */
export function cspDirectives(html: string): Record<string, string[]> | undefined {
  const meta = CSP_META.exec(html);
  if (!meta) return undefined;
  const directives: Record<string, string[]> = {};
  for (const part of (meta[1] as string).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  directives['frame-ancestors'] = ["'self'"];
  return directives;
}

/**
 * Security headers of every served file (helmet): the CSP header, `nosniff`,
 * `Referrer-Policy: strict-origin-when-cross-origin`, `COOP: same-origin`,
 * `X-Frame-Options: SAMEORIGIN`, and `Permissions-Policy: microphone=(self)`;
 * HSTS only over HTTPS (TLS or `X-Forwarded-Proto: https`). The bundle stays
 * embeddable by partner pages (`Cross-Origin-Resource-Policy: cross-origin`).
 */
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
    const https = (req.socket as { encrypted?: boolean }).encrypted === true || String(req.headers['x-forwarded-proto'] ?? '').startsWith('https');
    if (https) res.setHeader('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    base(req as never, res as never, next);
  };
}

/** A request handler that always answers. */
export type Handler = (req: IncomingMessage, res: ServerResponse) => void;

/**
 * Builds the static-site handler.
 *
 * @param siteDir directory of the demo site; must contain `404.html`.
 * @param distDir directory of the built bundle; when it does not exist (no
 *   `npm run build` yet) the site is served without it and a warning is logged.
 * @param pageOverrides `<voice-demo>` attributes to write into `index.html`
 *   (see `page-config.ts`); none: the page is served as it is.
 * @throws (rejects) the filesystem error when `siteDir/404.html` cannot be read.
 */
export async function createStaticHandler(
  siteDir: string,
  distDir: string,
  pageOverrides: DemoPageOverrides = {},
  options: StaticOptions = {},
): Promise<Handler> {
  const notFoundPage = await readFile(resolve(siteDir, '404.html'));
  const source = await readFile(resolve(siteDir, 'index.html'), 'utf8');
  const page = Object.keys(pageOverrides).length ? rewriteDemoPage(source, pageOverrides) : source;
  const headers = securityHeaders(cspDirectives(page));
  // The header carries the same policy (plus frame-ancestors): the meta tag would only enforce it twice
  // and report every violation twice. The file keeps it for static hosts that send no headers.
  const rewrittenIndex = page.replace(CSP_META, '');
  // The partner pages (README "<voice-widget>: voice and text for partner sites", "Call continuity"): one
  // script tag and one <voice-widget persist-call> each, with the same overrides.
  const partnerPages: [string, string][] = [];
  for (const name of ['partner', 'partner-2']) {
    const file = resolve(siteDir, `${name}.html`);
    if (!existsSync(file)) continue;
    const source = await readFile(file, 'utf8');
    const page = Object.keys(pageOverrides).length ? rewriteDemoPage(source, pageOverrides) : source;
    partnerPages.push([`/${name}.html`, page], [`/${name}`, page]);
  }
  /** The pages served from memory, with the overrides written in: path → HTML. */
  const pages = new Map<string, string>([['/', rewrittenIndex], ['/index.html', rewrittenIndex], ...partnerPages]);
  const sourceMaps = options.sourceMaps ?? process.env['SOURCE_MAPS'] === '1';
  const common = { dev: false, etag: true, extensions: ['html'] };
  const site = sirv(siteDir, { ...common, maxAge: 300 });
  const hasBundle = existsSync(distDir);
  if (!hasBundle) console.warn(`[platform] ${distDir} does not exist: run \`npm run build\` to serve the widget bundle`);
  const bundle = hasBundle
    ? sirv(distDir, {
        ...common,
        // Chunks carry a content hash; the entry keeps its name and must revalidate.
        setHeaders: (res, pathname) => {
          res.setHeader('Cache-Control', pathname.startsWith('/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
        },
      })
    : (_req: IncomingMessage, _res: ServerResponse, next: () => void) => next();
  const compress = compression();

  return (req, res) => {
    headers(req, res, () => compress(req as never, res as never, () => {
      const path = (req.url ?? '/').split('?')[0] ?? '/';
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.writeHead(405, { Allow: 'GET, HEAD', 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('405 Method Not Allowed: static files answer GET and HEAD only\n');
        return;
      }
      if (!sourceMaps && path.endsWith('.map')) {
        res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
        res.end('404 Not Found: source maps are served only with SOURCE_MAPS=1\n');
        return;
      }
      const rewritten = pages.get(path);
      if (rewritten !== undefined) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : rewritten);
        return;
      }
      site(req, res, () => {
        bundle(req, res, () => {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(notFoundPage);
        });
      });
    }));
  };
}
