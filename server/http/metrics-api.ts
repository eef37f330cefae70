/**
 * `GET /metrics` (docs/platform.md "Metrics"): the platform's Prometheus metrics, served to a
 * loopback client, and elsewhere only with `Authorization: Bearer <METRICS_TOKEN>`. A refusal does no
 * work and answers a small error body (docs/platform.md "REST"); concurrent scrapes share one
 * rendering, so scrapes cannot pile up work.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { isIP } from 'node:net';

import { clientAddress, TRUST_NOTHING, type TrustProxy } from '../limits/client-address.ts';
import { sendError } from './json.ts';

/** The path of the metrics. */
export const METRICS_PATH = '/metrics';

/** What the metrics endpoint needs. */
export interface MetricsDeps {
  /** Renders the metrics (`PlatformMetrics.render`). */
  readonly render: () => Promise<{ readonly contentType: string; readonly text: string }>;
  /** The bearer token a client that is not on loopback must send; none: loopback only. */
  readonly token?: string | undefined;
  /** Which proxies' `X-Forwarded-For` to believe (`TRUST_PROXY`); default none. */
  readonly trustProxy?: TrustProxy;
}

/**
 * Builds the `/metrics` handler. Answers 200 with the text exposition; 401 `unauthorized` (a wrong or
 * missing token when one is set), 403 `metrics-forbidden` (not loopback and no token set), 405 for a
 * method other than GET or HEAD. Never throws (a rendering failure answers 500).
 */
export function createMetricsHandler(
  deps: MetricsDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
  const expected = deps.token ? digest(deps.token) : undefined;
  let rendering: ReturnType<MetricsDeps['render']> | undefined;
  return (req, res) => {
    req.resume();
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD')
      return sendError(res, 405, 'method-not-allowed', 'use GET', { Allow: 'GET, HEAD' });
    if (!fromLoopback(req, deps.trustProxy ?? TRUST_NOTHING)) {
      if (!expected)
        return sendError(
          res,
          403,
          'metrics-forbidden',
          'the metrics are served to loopback only; set METRICS_TOKEN to scrape them from elsewhere',
        );
      if (!bearerMatches(req, expected))
        return sendError(res, 401, 'unauthorized', 'missing or wrong METRICS_TOKEN bearer', {
          'WWW-Authenticate': 'Bearer',
        });
    }
    rendering ??= deps.render().finally(() => (rendering = undefined));
    rendering.then(
      ({ contentType, text }) => {
        res.writeHead(200, {
          'Content-Type': contentType,
          'Content-Length': String(Buffer.byteLength(text)),
          'Cache-Control': 'no-store',
        });
        res.end(method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        console.error('[platform] could not render the metrics:', error);
        if (!res.headersSent) sendError(res, 500, 'server-error', 'internal error');
      },
    );
  };
}

/**
 * True when the client is on this machine: its address (through trusted proxies only) is loopback,
 * and, unless `TRUST_PROXY` is set, the request was not forwarded by a proxy on this machine for
 * someone else (`X-Forwarded-For` or `Forwarded` present).
 */
function fromLoopback(req: IncomingMessage, trust: TrustProxy): boolean {
  if (
    trust === TRUST_NOTHING &&
    (req.headers['x-forwarded-for'] !== undefined || req.headers['forwarded'] !== undefined)
  )
    return false;
  return isLoopback(clientAddress(req, trust));
}

/** `127.0.0.0/8`, `::1`, and IPv4 loopback mapped into IPv6. */
function isLoopback(address: string): boolean {
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  if (isIP(v4) === 4) return v4.startsWith('127.');
  return address === '::1';
}

/** Whether the `Authorization: Bearer` token's digest equals `expected`, compared in constant time. */
function bearerMatches(req: IncomingMessage, expected: Buffer): boolean {
  const header = req.headers.authorization;
  const match = typeof header === 'string' ? /^Bearer\s+(.+)$/i.exec(header.trim()) : null;
  // Digests of equal length: the comparison takes the same time whatever the token's length.
  return match !== null && timingSafeEqual(digest(match[1] as string), expected);
}

function digest(token: string): Buffer {
  return createHash('sha256').update(token).digest();
}
