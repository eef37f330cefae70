/**
 * JSON over HTTP for the API (docs/platform.md "REST": all bodies are JSON; errors
 * are `{ "message", "error", "statusCode", "code" }`; CORS open to any origin). Request bodies
 * are read and checked at their doors (`requests/`).
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

/** CORS headers of every API answer (docs/platform.md "CORS"). */
export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
  'Access-Control-Max-Age': '600',
};

/** A header name (RFC 9110 token). */
const HEADER_NAME = /^[A-Za-z0-9!#$%&'*+.^_`|~-]{1,64}$/;

/**
 * The preflight's `Access-Control-Allow-Headers` (docs/platform.md "CORS"): the defaults plus up to
 * 20 requested plain header names (Vapi's web clients send their own, such as a client id).
 */
export function allowedHeaders(requested: string | undefined): string {
  const base = CORS_HEADERS['Access-Control-Allow-Headers'] as string;
  if (!requested || requested.length > 1024) return base;
  const names = requested
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
  if (names.length === 0 || names.length > 20 || !names.every((name) => HEADER_NAME.test(name)))
    return base;
  const known = new Set(base.toLowerCase().split(', '));
  const extra = [...new Set(names.map((name) => name.toLowerCase()))].filter(
    (name) => !known.has(name),
  );
  return extra.length === 0 ? base : `${base}, ${extra.join(', ')}`;
}

/** Writes `body` as JSON with `status`, the CORS headers and `Cache-Control: no-store`. */
export function sendJson(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    ...CORS_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(text)),
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** HTTP reason phrases of the statuses the API answers (Vapi's `error` field). */
const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/**
 * Writes an error body in Vapi's shape (docs/vapi-compat.md "Error bodies") plus this platform's
 * machine `code` (docs/platform.md "REST").
 */
export function sendError(
  res: ServerResponse,
  status: number,
  code: string,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendJson(
    res,
    status,
    { message, error: REASONS[status] ?? 'Error', statusCode: status, code },
    headers,
  );
}

/** Thrown by {@link readBody} when the body exceeds its limit. */
export class BodyTooLargeError extends Error {
  /** @param limit the byte limit that was exceeded. */
  constructor(limit: number) {
    super(`request body over ${limit} bytes`);
    this.name = 'BodyTooLargeError';
  }
}

/**
 * Reads a request body up to `limit` bytes.
 *
 * @throws (rejects) BodyTooLargeError as soon as `limit` is exceeded (the rest is not buffered); the
 *   stream's error when the client aborts.
 */
export function readBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const declared = Number(req.headers['content-length']);
    if (Number.isFinite(declared) && declared > limit) {
      req.resume();
      reject(new BodyTooLargeError(limit));
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limit) {
        done = true;
        chunks.length = 0;
        req.resume();
        reject(new BodyTooLargeError(limit));
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      if (!done) resolve(Buffer.concat(chunks));
      done = true;
    });
    req.on('error', (error) => {
      if (!done) reject(error);
      done = true;
    });
  });
}
