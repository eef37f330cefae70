/**
 * Serves the demo site: `demo-host/` (the static pages and assets) with the
 * built bundle from `dist/` at the same root, on http://localhost:4173 (the
 * `PORT` environment variable overrides it; `PORT=0` picks a free port).
 * Unknown paths get `demo-host/404.html` with HTTP status 404 (SPEC §2).
 *
 * Static files come from `sirv` (range requests for audio seeking, ETags),
 * compressed by `compression`.
 */
import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';
import compression from 'compression';
import sirv from 'sirv';

const ROOT = resolve(fileURLToPath(new URL('..', import.meta.url)));

/** Options of {@link startServer}. */
export interface ServeOptions {
  /** TCP port; 0 picks a free one. Default: `PORT` or 4173. */
  readonly port?: number;
  /** Interface to bind. Default `127.0.0.1`... unless `HOST` says otherwise. */
  readonly host?: string;
  /** Directory of the static site. Default `demo-host/`. */
  readonly siteDir?: string;
  /** Directory of the built bundle. Default `dist/`. */
  readonly distDir?: string;
}

/** A running server: its base URL (ends with `/`) and a `close()` that resolves when it stopped. */
export interface RunningServer {
  readonly url: string;
  readonly server: Server;
  close(): Promise<void>;
}

/**
 * Starts the demo server.
 * @throws the `listen` error (e.g. `EADDRINUSE`) when the port is taken.
 */
export async function startServer(opts: ServeOptions = {}): Promise<RunningServer> {
  const siteDir = opts.siteDir ?? resolve(ROOT, 'demo-host');
  const distDir = opts.distDir ?? resolve(ROOT, 'dist');
  const notFoundPage = await readFile(resolve(siteDir, '404.html'));
  const common = { dev: false, etag: true, extensions: ['html'] };
  const site = sirv(siteDir, { ...common, maxAge: 300 });
  const bundle = sirv(distDir, {
    ...common,
    // Chunks carry a content hash; the entry keeps its name and must revalidate.
    setHeaders: (res, pathname) => {
      res.setHeader('Cache-Control', pathname.startsWith('/chunks/') ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate');
    },
  });
  const compress = compression();

  const server = createServer((req, res) => {
    compress(req as never, res as never, () => {
      site(req, res, () => {
        bundle(req, res, () => {
          res.statusCode = 404;
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.setHeader('Cache-Control', 'no-store');
          res.end(notFoundPage);
        });
      });
    });
  });

  const port = opts.port ?? Number(process.env['PORT'] ?? 4173);
  const host = opts.host ?? process.env['HOST'] ?? '127.0.0.1';
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(port, host, () => {
      server.off('error', fail);
      ok();
    });
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://${host === '127.0.0.1' || host === '0.0.0.0' ? 'localhost' : host}:${actualPort}/`,
    server,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  startServer()
    .then(({ url, close }) => {
      console.log(`Demo site: ${url}`);
      const stop = () => void close().then(() => process.exit(0));
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    })
    .catch((err: unknown) => {
      console.error('Could not start the demo server:', err);
      process.exit(1);
    });
}
