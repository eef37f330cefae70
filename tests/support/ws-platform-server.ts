/**
 * A real local server that speaks `docs/platform.md` as far as the client
 * tests need: `POST /api/call/web` answers a WebSocket call (or whatever the
 * test sets), and `GET /api/call/{id}/ws` upgrades to a socket (with `ws`)
 * that sends `listening` and the in-progress `status-update` on open, records
 * every frame the client sends, and lets the test send audio, JSON, `hang`
 * and closes. Upgrades can be refused (404/409) or held back; resumes
 * (`?resume=`) are accepted like any upgrade, the test plays the platform's part.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Duplex } from 'node:stream';

import { type WebSocket, WebSocketServer } from 'ws';

import { useStarted } from './fixture.ts';

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, content-type, accept',
  'Access-Control-Allow-Methods': 'POST, GET',
};

/** One server-side socket and what the client sent on it. */
export interface ServerCall {
  readonly id: string;
  /** The upgrade's path and query, e.g. `/api/call/call-1/ws?resume=tok`. */
  readonly path: string;
  readonly socket: WebSocket;
  /** Text frames from the client, as received, but the `ping`s. */
  readonly texts: string[];
  /** The ids of the client's `ping`s, each answered at once with its `pong` as the platform does. */
  readonly pings: number[];
  /** Byte length of every binary frame from the client. */
  readonly binaryLengths: number[];
  /** The binary frames themselves. */
  readonly binaries: Buffer[];
  /** Close code seen by the server, once closed. */
  closeCode: number | undefined;
  readonly closed: Promise<number>;
  /** Sends a text frame. */
  text(data: string): void;
  /** Sends a JSON text frame. */
  json(message: unknown): void;
  /** Sends binary frames (each a 20 ms frame, normally). */
  audio(frames: readonly Buffer[]): void;
  /** docs/platform.md end of call: status-update ended, hang, close 1000. */
  hang(endedReason?: string): void;
  /** Closes with `code`. */
  close(code: number, reason?: string): void;
}

/** How the next upgrade is answered. */
type UpgradePolicy =
  | { readonly kind: 'accept'; readonly greet: boolean }
  | { readonly kind: 'refuse'; readonly status: number }
  | { readonly kind: 'hold' };

export interface WsPlatformServer {
  /** API base, e.g. `http://127.0.0.1:1234/api`. */
  readonly apiUrl: string;
  readonly origin: string;
  /** Every accepted socket, in order. */
  readonly calls: ServerCall[];
  /** Requests to `POST /api/call/web` (bodies). */
  readonly webCalls: string[];
  /** Upgrade attempts (paths). */
  readonly upgrades: string[];
  /** Replaces the web-call answer (default: a WebSocket call); a promise delays it. */
  answer(body: (id: string, socketUrl: string) => unknown): void;
  /** How later upgrades are answered (default: accept and greet). */
  upgrade(policy: UpgradePolicy): void;
  /** Accepts the upgrades held by a `hold` policy. */
  releaseHeld(): void;
  /** Resolves with the oldest accepted call not yet taken, or the next one accepted. */
  nextCall(): Promise<ServerCall>;
  /** Back to defaults between tests: accept and greet, a WebSocket answer, every call so far taken. */
  reset(): void;
  /** Sockets not yet closed on the server side. */
  openSockets(): number;
  close(): Promise<void>;
}

/** A WebSocket-call body as docs/platform.md's `POST /api/call/web` returns it. */
export function wsCallBody(id: string, socketUrl: string): Record<string, unknown> {
  return {
    id,
    status: 'queued',
    assistantId: 'sofia',
    assistant: { name: 'Sofía', firstMessage: 'Hola', voice: { provider: 'espeak-ng' } },
    artifactPlan: { videoRecordingEnabled: false },
    transport: { provider: 'vapi.websocket', websocketCallUrl: socketUrl },
  };
}

/** `count` frames of 20 ms (640 bytes) of a 440 Hz tone with peak `amplitude` (0..1). */
export function toneFrames(count: number, amplitude: number): Buffer[] {
  const frames: Buffer[] = [];
  for (let f = 0; f < count; f++) {
    const frame = Buffer.alloc(640);
    for (let i = 0; i < 320; i++) {
      const t = (f * 320 + i) / 16000;
      frame.writeInt16LE(Math.round(Math.sin(2 * Math.PI * 440 * t) * amplitude * 32767), i * 2);
    }
    frames.push(frame);
  }
  return frames;
}

async function startWsPlatformServer(): Promise<WsPlatformServer> {
  const calls: ServerCall[] = [];
  const webCalls: string[] = [];
  const upgrades: string[] = [];
  let counter = 0;
  let answer: (id: string, socketUrl: string) => unknown = wsCallBody;
  let policy: UpgradePolicy = { kind: 'accept', greet: true };
  const held: (() => void)[] = [];
  let taken = 0;
  let waiters: ((call: ServerCall) => void)[] = [];
  const wss = new WebSocketServer({ noServer: true });

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'OPTIONS') {
      res.writeHead(204, CORS);
      res.end();
      return;
    }
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      if (req.method === 'POST' && req.url === '/api/call/web') {
        webCalls.push(body);
        const id = `call-${++counter}`;
        const host = req.headers.host ?? '127.0.0.1';
        void Promise.resolve(answer(id, `ws://${host}/api/call/${id}/ws`)).then((reply) => {
          if (res.destroyed) return;
          res.writeHead(201, { ...CORS, 'Content-Type': 'application/json' });
          res.end(JSON.stringify(reply));
        });
        return;
      }
      res.writeHead(404, CORS);
      res.end();
    });
  });

  const accept = (
    req: IncomingMessage,
    socket: Duplex,
    head: Buffer,
    id: string,
    greet: boolean,
  ): void => {
    wss.handleUpgrade(req, socket, head, (ws) => {
      // A client that resets its connection (a cut, a terminate) makes the socket emit ECONNRESET: expected here, never a test failure.
      ws.on('error', () => undefined);
      let resolveClosed: (code: number) => void = () => undefined;
      const call: ServerCall = {
        id,
        path: req.url ?? '',
        socket: ws,
        texts: [],
        pings: [],
        binaryLengths: [],
        binaries: [],
        closeCode: undefined,
        closed: new Promise<number>((resolve) => (resolveClosed = resolve)),
        text: (data) => ws.send(data),
        json: (message) => ws.send(JSON.stringify(message)),
        audio: (frames) => {
          for (const frame of frames) ws.send(frame, { binary: true });
        },
        hang: (endedReason = 'assistant-ended-call') => {
          ws.send(JSON.stringify({ type: 'status-update', status: 'ended', endedReason }));
          ws.send(JSON.stringify({ type: 'hang' }));
          ws.close(1000);
        },
        close: (code, reason) => ws.close(code, reason),
      };
      ws.on('message', (data, isBinary) => {
        const buffer = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as Buffer);
        if (isBinary) {
          call.binaryLengths.push(buffer.length);
          call.binaries.push(buffer);
        } else {
          const text = buffer.toString('utf8');
          const ping = pingId(text);
          if (ping === undefined) call.texts.push(text);
          else {
            call.pings.push(ping);
            ws.send(JSON.stringify({ type: 'pong', id: ping }));
          }
        }
      });
      ws.on('close', (code) => {
        call.closeCode = code;
        resolveClosed(code);
      });
      calls.push(call);
      if (greet) {
        ws.send('listening');
        ws.send(JSON.stringify({ type: 'status-update', status: 'in-progress' }));
      }
      const waiter = waiters.shift();
      if (waiter) {
        taken++;
        waiter(call);
      }
    });
  };

  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    socket.on('error', () => undefined); // a reset before or during the upgrade
    const path = req.url ?? '';
    upgrades.push(path);
    // A resume (docs/platform.md "Reconnect") comes to the same path with `?resume=<token>`; `upgrades` keeps the query.
    const match = /^\/api\/call\/([^/?]+)\/ws(?:\?resume=[^&]*)?$/.exec(path);
    const current = policy;
    if (!match?.[1]) {
      socket.end('HTTP/1.1 404 Not Found\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    const id = match[1];
    if (current.kind === 'refuse') {
      socket.end(`HTTP/1.1 ${current.status} Refused\r\nContent-Length: 0\r\n\r\n`);
    } else if (current.kind === 'hold') {
      held.push(() => accept(req, socket, head, id, true));
    } else {
      accept(req, socket, head, id, current.greet);
    }
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  return {
    apiUrl: `${origin}/api`,
    origin,
    calls,
    webCalls,
    upgrades,
    answer: (next) => {
      answer = next;
    },
    upgrade: (next) => {
      policy = next;
    },
    releaseHeld: () => {
      for (const go of held.splice(0)) go();
    },
    nextCall: () => {
      const ready = calls[taken];
      if (ready) {
        taken++;
        return Promise.resolve(ready);
      }
      return new Promise<ServerCall>((resolve) => waiters.push(resolve));
    },
    openSockets: () =>
      [...wss.clients].filter((ws) => ws.readyState === ws.OPEN || ws.readyState === ws.CONNECTING)
        .length,
    reset: () => {
      policy = { kind: 'accept', greet: true };
      answer = wsCallBody;
      taken = calls.length;
      waiters = [];
      held.length = 0;
    },
    close: async () => {
      waiters = [];
      for (const ws of wss.clients) ws.terminate();
      wss.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/**
 * Registers, in the calling file or `describe` block, one
 * {@link WsPlatformServer} for its tests: started in `beforeAll`, `reset()`
 * after each test, closed in `afterAll` ({@link useStarted}).
 */
export function useWsPlatformServer(): WsPlatformServer {
  return useStarted(startWsPlatformServer, {
    afterEach: (server) => server.reset(),
    stop: (server) => server.close(),
  });
}

/** The id of a client `ping` text frame, else `undefined`. */
function pingId(text: string): number | undefined {
  if (!text.includes('"ping"')) return undefined;
  try {
    const message = JSON.parse(text) as { type?: unknown; id?: unknown };
    return message.type === 'ping' && typeof message.id === 'number' ? message.id : undefined;
  } catch {
    return undefined;
  }
}
