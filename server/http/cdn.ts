/**
 * The CDN folder `dist/cdn/` under `/cdn/` (docs/deployment.md "SRI-pinned CDN build",
 * docs/platform.md "The served pages"). CORS is open because SRI needs
 * `crossorigin="anonymous"`; a 404 is `no-store`, so a mistyped URL is never cached for a year.
 */
import { existsSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

import sirv from 'sirv';

/** A request handler; `next` runs when this one does not answer. */
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** The cache header of a versioned CDN file. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Builds the `/cdn/` handler (other paths go to `next`); without `cdnDir`, every `/cdn/` request is a 404. */
export function createCdnHandler(cdnDir: string): Middleware {
  const files = existsSync(cdnDir)
    ? sirv(cdnDir, {
        dev: false,
        etag: true,
        setHeaders: (res, pathname) => {
          res.setHeader('Access-Control-Allow-Origin', '*');
          res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
          res.setHeader('Cache-Control', pathname === '/integrity.json' ? 'no-cache' : IMMUTABLE);
        },
      })
    : undefined;
  return (req, res, next) => {
    const url = req.url ?? '/';
    if (!url.startsWith('/cdn/')) return next();
    const notFound = (): void => {
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.setHeader('Cache-Control', 'no-store');
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.end(
        '404 Not Found: no such file in the CDN folder (see /cdn/integrity.json for the current version)\n',
      );
    };
    if (!files) return notFound();
    // sirv sees the path below /cdn.
    const inner = url.slice('/cdn'.length);
    const original = req.url;
    req.url = inner;
    files(req as never, res as never, () => {
      req.url = original;
      notFound();
    });
  };
}
