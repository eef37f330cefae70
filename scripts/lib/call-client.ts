/**
 * A Node WebSocket client of a platform call (docs/platform.md "Protocol")
 * that records everything the server sends, and the polling wait it
 * uses: shared by the platform's tests (tests/server/, tests/support/server.ts)
 * and `npm run bench:restart`.
 */
import WebSocket from 'ws';

import { FRAME_BYTES, rmsS16 } from '../../server/audio/pcm.ts';
import { parseServerMessage } from '../../src/core/protocol/parse-server-message.ts';

/** The 201 body of `POST /api/call/web`. */
export interface CallJson {
  id: string;
  status: string;
  endedReason?: string;
  messages?: Array<{ role: string; content: string }>;
  transport: { provider: string; websocketCallUrl: string };
  [key: string]: unknown;
}

/**
 * Every text frame a {@link CallClient} of this process received that the
 * browser client's parser (`parseServerMessage`) rejects: the round trip
 * "what the platform sends parses on the client". Server tests check it is
 * empty after their calls.
 */
export const unparsedFrames: string[] = [];

/** One thing the client received, in order. */
export type Received =
  | {
      readonly kind: 'text';
      readonly raw: string;
      readonly json: Record<string, unknown> | undefined;
      readonly at: number;
    }
  | { readonly kind: 'audio'; readonly bytes: number; readonly rms: number; readonly at: number };

/** Waits until `predicate` holds, polling every 5 ms. */
export async function waitUntil(
  predicate: () => boolean,
  timeoutMs = 5000,
  what = 'condition',
): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(5);
  }
}

/** Resolves after `ms` milliseconds. */
export function sleep(ms: number): Promise<void> {
  return new Promise((r) => setTimeout(r, ms));
}

/** A WebSocket client of a call that records what the server sends. */
export class CallClient {
  readonly ws: WebSocket;
  readonly received: Received[] = [];
  closeCode: number | undefined;
  closeReason = '';
  readonly opened: Promise<void>;
  readonly closed: Promise<number>;

  /** @param options `ws` client options (e.g. `localAddress`, to come from another loopback address). */
  constructor(url: string, options?: WebSocket.ClientOptions) {
    this.ws = new WebSocket(url, options);
    this.opened = new Promise((resolve, reject) => {
      this.ws.once('open', () => resolve());
      this.ws.once('unexpected-response', (_req, res) =>
        reject(new Error(`unexpected response ${res.statusCode}`)),
      );
      this.ws.once('error', reject);
    });
    this.opened.catch(() => {});
    this.closed = new Promise((resolve) => {
      this.ws.on('close', (code, reason) => {
        this.closeCode = code;
        this.closeReason = reason.toString();
        resolve(code);
      });
    });
    this.ws.on('error', () => {});
    this.ws.on('message', (data, isBinary) => {
      const buf = Array.isArray(data)
        ? Buffer.concat(data)
        : Buffer.isBuffer(data)
          ? data
          : Buffer.from(data);
      const at = performance.now();
      if (isBinary) {
        this.received.push({
          kind: 'audio',
          bytes: buf.length,
          rms: rmsS16(buf),
          at,
        });
      } else {
        const raw = buf.toString('utf8');
        let json: Record<string, unknown> | undefined;
        try {
          json = JSON.parse(raw) as Record<string, unknown>;
        } catch {
          json = undefined;
        }
        if (!parseServerMessage(raw)) unparsedFrames.push(raw);
        this.received.push({ kind: 'text', raw, json, at });
      }
    });
  }

  /** Opens a client on the call's socket URL and waits for the open. */
  static async connect(call: CallJson): Promise<CallClient> {
    const client = new CallClient(call.transport.websocketCallUrl);
    await client.opened;
    return client;
  }

  /** The text messages, JSON-parsed (`listening` as `{ type: 'listening' }`). */
  get messages(): Array<Record<string, unknown>> {
    return this.received.flatMap((r) => (r.kind === 'text' ? [r.json ?? { type: r.raw }] : []));
  }

  /** Audio frames received. */
  get frames(): Array<Extract<Received, { kind: 'audio' }>> {
    return this.received.filter(
      (r): r is Extract<Received, { kind: 'audio' }> => r.kind === 'audio',
    );
  }

  /** Count of messages matching all fields of `match`. */
  count(match: Record<string, unknown>): number {
    return this.messages.filter((m) => Object.entries(match).every(([k, v]) => m[k] === v)).length;
  }

  /** Waits for the `n`-th message (1-based) matching `match`. */
  async waitFor(match: Record<string, unknown>, n = 1, timeoutMs = 5000): Promise<void> {
    await waitUntil(() => this.count(match) >= n, timeoutMs, `${n}× ${JSON.stringify(match)}`);
  }

  /** Waits for the socket to close and returns the code. */
  async waitClose(timeoutMs = 5000): Promise<number> {
    await waitUntil(() => this.closeCode !== undefined, timeoutMs, 'close');
    return this.closeCode as number;
  }

  /** Sends PCM in 640-byte frames, as fast as the socket takes them. */
  sendPcm(pcm: Buffer, frameBytes = FRAME_BYTES): void {
    for (let i = 0; i < pcm.length; i += frameBytes)
      this.ws.send(pcm.subarray(i, Math.min(pcm.length, i + frameBytes)));
  }

  sendJson(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  close(): void {
    if (this.ws.readyState === WebSocket.OPEN || this.ws.readyState === WebSocket.CONNECTING)
      this.ws.terminate();
  }
}
