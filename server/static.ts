/**
 * The demo site, served exactly as the former `scripts/serve.ts` served it: `demo-host/`
 * (static pages and assets) with the built bundle from `dist/` at the same
 * root, through `sirv` (range requests for audio seeking, ETags) and
 * `compression`. Unknown paths get `demo-host/404.html` with HTTP status 404
 * (SPEC §2).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';
import { rewriteDemoPage, type DemoPageOverrides } from './page-config.ts';

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
export async function createStaticHandler(siteDir: string, distDir: string, pageOverrides: DemoPageOverrides = {}): Promise<Handler> {
  const notFoundPage = await readFile(resolve(siteDir, '404.html'));
  const rewrittenIndex = Object.keys(pageOverrides).length
    ? rewriteDemoPage(await readFile(resolve(siteDir, 'index.html'), 'utf8'), pageOverrides)
    : undefined;
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
    compress(req as never, res as never, () => {
      const path = (req.url ?? '/').split('?')[0];
      if (rewrittenIndex !== undefined && (req.method === 'GET' || req.method === 'HEAD') && (path === '/' || path === '/index.html')) {
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(req.method === 'HEAD' ? undefined : rewrittenIndex);
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
    });
  };
}
