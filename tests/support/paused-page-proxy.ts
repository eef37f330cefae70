/**
 * An HTTP proxy in front of the local platform that delivers the demo page's
 * HTML in two parts: everything up to the end of a marker, then, after the
 * test calls `release()`, the rest. It stands for a page that streams in over
 * a slow network, to see what the browser paints from a half-parsed page
 * (docs/prerendering.md "Styles and the CSP"). Every other response passes
 * through untouched (ranges and status included).
 */
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A running proxy. */
export interface PausedPageProxy {
  /** `http://127.0.0.1:<port>` of the proxy. */
  readonly url: string;
  /** Resolves once a page's first part has been sent (the HTML up to the end of the marker). */
  readonly paused: Promise<void>;
  /** Sends the rest of every page held. */
  release(): void;
  /** Stops the proxy. */
  close(): Promise<void>;
}

/**
 * Starts a proxy to `target` (`http://host:port`) on a free port of
 * 127.0.0.1. An HTML response is cut after the first `marker`
 * (which must be in it: a page without it is sent whole).
 */
export async function startPausedPageProxy(
  target: string,
  marker: string,
): Promise<PausedPageProxy> {
  const { hostname, port } = new URL(target);
  const held: Array<() => void> = [];
  let released = false;
  let onPaused: () => void = () => {};
  const paused = new Promise<void>((resolve) => (onPaused = resolve));

  const server: Server = createServer((req, res) => {
    const upstream = request(
      {
        host: hostname,
        port: Number(port),
        method: req.method,
        path: req.url,
        headers: { ...req.headers, 'accept-encoding': 'identity' },
      },
      (answer) => {
        const html = (answer.headers['content-type'] ?? '').startsWith('text/html');
        const headers = { ...answer.headers };
        if (!html) {
          res.writeHead(answer.statusCode ?? 502, headers);
          answer.pipe(res);
          return;
        }
        const parts: Buffer[] = [];
        answer.on('data', (part: Buffer) => parts.push(part));
        answer.on('end', () => {
          const body = Buffer.concat(parts).toString('utf8');
          delete headers['content-length'];
          res.writeHead(answer.statusCode ?? 502, headers);
          const cut = body.indexOf(marker);
          if (cut < 0 || released) {
            res.end(body);
            return;
          }
          res.write(body.slice(0, cut + marker.length));
          held.push(() => res.end(body.slice(cut + marker.length)));
          onPaused();
        });
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}/`,
    paused,
    release() {
      released = true;
      for (const send of held.splice(0)) send();
    },
    close() {
      released = true;
      for (const send of held.splice(0)) send();
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
