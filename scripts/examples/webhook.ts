/**
 * An example receiver of the local platform's server messages (docs/platform.md
 * "Server messages"): what a company's
 * backend does with them, in a few lines.
 *
 * - Verifies `X-Vapi-Secret` against `WEBHOOK_SECRET` in constant time
 *   (401 otherwise; with no `WEBHOOK_SECRET` set, every request is refused).
 * - `end-of-call-report` with a captured lead (`analysis.structuredData`):
 *   appends one JSON line `{ at, callId, endedReason, lead }` to
 *   `LEADS_FILE` (default `leads.jsonl`).
 * - `tool-calls`: answers `{ results: [{ toolCallId, result }] }`.
 * - Anything else: 200 `{}`. Bodies over 64 KiB: 413.
 *
 * Usage: `WEBHOOK_SECRET=… npm run example:webhook` (port `PORT`, default
 * 4180), then give a stored assistant `"server": { "url":
 * "http://127.0.0.1:4180/", "secret": "…" }`.
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { appendFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pathToFileURL } from 'node:url';

/** Settings of {@link startWebhook}. */
export interface WebhookOptions {
  readonly port: number;
  /** The shared secret; undefined refuses everything. */
  readonly secret: string | undefined;
  /** Where leads are appended, one JSON line each. */
  readonly leadsFile: string;
}

/**
 * Starts the receiver on 127.0.0.1 (`port` 0 picks a free one) for the
 * platform's server messages (docs/platform.md "Server messages"): POST
 * bodies `{ message: { type, … } }`. Answers 401 to a wrong or missing
 * `X-Vapi-Secret`, 405 to another method, 413 past 64 KiB, 400 to a body that
 * is not JSON; 200 `{ results: [{ toolCallId, result }] }` to `tool-calls`,
 * 200 `{}` otherwise (a lead is appended first).
 * @returns its URL, the server and `close()`; rejects when the port cannot be bound.
 */
export async function startWebhook(
  options: WebhookOptions,
): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = createServer((req, res) => {
    const answer = (status: number, body: object): void => {
      res.writeHead(status, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    if (req.method !== 'POST') return answer(405, { error: 'POST only' });
    // Digests of equal length, so the comparison takes the same time whatever was sent (its length included).
    const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
    const given = digest(String(req.headers['x-vapi-secret'] ?? ''));
    if (!options.secret || !timingSafeEqual(given, digest(options.secret))) {
      req.resume();
      return answer(401, { error: 'wrong or missing X-Vapi-Secret' });
    }
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > 64 * 1024) {
        answer(413, { error: 'body over 64 KiB' });
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => {
      void handle(Buffer.concat(chunks).toString('utf8')).then(
        (body) => answer(200, body),
        (error: unknown) =>
          answer(400, { error: error instanceof Error ? error.message : String(error) }),
      );
    });
  });

  async function handle(text: string): Promise<object> {
    const message = (JSON.parse(text) as { message?: Record<string, unknown> }).message ?? {};
    if (message['type'] === 'tool-calls' && Array.isArray(message['toolCallList'])) {
      return {
        results: (message['toolCallList'] as { id?: string }[]).map((call) => ({
          toolCallId: call.id,
          result: 'received',
        })),
      };
    }
    const lead = (message['analysis'] as { structuredData?: unknown } | undefined)?.structuredData;
    if (message['type'] === 'end-of-call-report' && lead) {
      const line = {
        at: new Date().toISOString(),
        callId: (message['call'] as { id?: string } | undefined)?.id,
        endedReason: message['endedReason'],
        lead,
      };
      await appendFile(options.leadsFile, `${JSON.stringify(line)}\n`);
    }
    return {};
  }

  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(options.port, '127.0.0.1', ok);
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    server,
    close: () => new Promise<void>((ok) => server.close(() => ok())),
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const secret = process.env['WEBHOOK_SECRET'];
  if (!secret) console.warn('WEBHOOK_SECRET is not set: every request will be refused (401).');
  const { url } = await startWebhook({
    port: Number(process.env['PORT'] ?? 4180),
    secret,
    leadsFile: process.env['LEADS_FILE'] ?? 'leads.jsonl',
  });
  console.log(
    `example webhook listening on ${url}; leads go to ${process.env['LEADS_FILE'] ?? 'leads.jsonl'}`,
  );
}
