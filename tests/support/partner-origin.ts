/**
 * A partner site on another origin, for the SRI tests (docs/deployment.md "SRI-pinned CDN build"; `tests/voice-widget/embed.e2e.test.ts` and the engines' snippet flow): a local
 * server whose pages are given, and which serves the platform's CDN files
 * under the same paths, optionally as a compromised CDN would, with one byte
 * of the sheet's chunk changed.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { asyncListener } from './async-listener.ts';

/** The sheet's chunk (`<voice-widget>` loads it on first intent). */
const SHEET_CHUNK = /\/chunks\/widget-[^/]+\.js$/;
const MAP_COMMENT = 'sourceMappingURL=';

/** A running partner origin. */
export interface PartnerOrigin {
  /** Its base URL, with a trailing slash. */
  readonly url: string;
  readonly server: Server;
  /** The paths served with one byte changed (only when the change could be made). */
  readonly tampered: string[];
  /** Closes it and every connection. */
  close(): Promise<void>;
}

/**
 * `body` with one byte changed inside its closing source-map comment: still
 * valid JavaScript (only an integrity check can refuse it), another digest.
 * Undefined when the file has no such comment.
 */
function changeOneByte(body: Buffer): Buffer | undefined {
  const found = body.lastIndexOf(MAP_COMMENT);
  if (found < 0) return undefined;
  const copy = Buffer.from(body);
  const at = found + MAP_COMMENT.length;
  copy[at] = copy[at] === 0x78 ? 0x79 : 0x78;
  return copy;
}

/**
 * Starts a partner origin on 127.0.0.1.
 *
 * @param platformUrl the platform whose files it serves (any path not in `pages`).
 * @param pages its HTML pages by path, given its own base URL.
 * @param tamper serve the sheet's chunk with one byte changed.
 */
export async function startPartnerOrigin(
  platformUrl: string,
  pages: (origin: string) => Readonly<Record<string, string>>,
  tamper = false,
): Promise<PartnerOrigin> {
  let url = '';
  const tampered: string[] = [];
  const server = createServer(
    asyncListener(async (req, res) => {
      const path = req.url ?? '/';
      const page = pages(url)[path];
      if (page !== undefined)
        return void res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(page);
      const upstream = await fetch(new URL(path, platformUrl));
      let body: Buffer = Buffer.from(await upstream.arrayBuffer());
      const changed = tamper && SHEET_CHUNK.test(path) ? changeOneByte(body) : undefined;
      if (changed) {
        body = changed;
        tampered.push(path);
      }
      res
        .writeHead(upstream.status, {
          'Content-Type': upstream.headers.get('content-type') ?? 'application/octet-stream',
          'Access-Control-Allow-Origin': '*',
        })
        .end(body);
    }),
  );
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    server,
    tampered,
    close: () =>
      new Promise<void>((ok) => (server.closeAllConnections(), server.close(() => ok()))),
  };
}
