/**
 * A WebSocket proxy for browser tests that delays every frame, both ways, by a delay the test
 * may raise or lower mid-call (`ws`). Frames keep their order: each goes out no earlier than the
 * one before it. The page is pointed at it by {@link redirectWebSockets}.
 */
import { type AddressInfo } from 'node:net';

import { type RawData, WebSocket, WebSocketServer } from 'ws';

/** A running proxy to `target` (`ws://host:port`). */
export interface DelayProxy {
  readonly port: number;
  /** The delay now, ms each way (so the round trip grows by twice it). */
  delayMs: number;
  close(): Promise<void>;
}

/** Starts a proxy on 127.0.0.1 that forwards each connection's path to `target`. */
export async function startDelayProxy(target: string): Promise<DelayProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await new Promise<void>((resolve) => server.once('listening', () => resolve()));
  const proxy = {
    port: (server.address() as AddressInfo).port,
    delayMs: 0,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
  server.on('connection', (page, request) => {
    const upstream = new WebSocket(`${target}${request.url ?? '/'}`);
    const early: { data: RawData; binary: boolean }[] = [];
    const toUpstream = relay(proxy, (data, binary) => upstream.send(data, { binary }));
    const toPage = relay(proxy, (data, binary) => {
      if (page.readyState === WebSocket.OPEN) page.send(data, { binary });
    });
    upstream.on('open', () => {
      for (const { data, binary } of early.splice(0)) toUpstream(data, binary);
    });
    page.on('message', (data, binary) => {
      if (upstream.readyState === WebSocket.OPEN) toUpstream(data, binary);
      else early.push({ data, binary });
    });
    upstream.on('message', (data, binary) => toPage(data, binary));
    const closeCode = (code: number): number => (code === 1005 || code === 1006 ? 1000 : code);
    upstream.on('close', (code) => setTimeout(() => page.close(closeCode(code)), proxy.delayMs));
    page.on('close', (code) => upstream.close(closeCode(code)));
    upstream.on('error', () => page.terminate());
  });
  return proxy;
}

/** A sender that delays each frame by the proxy's delay now, never overtaking the one before. */
function relay(
  proxy: { readonly delayMs: number },
  send: (data: RawData, binary: boolean) => void,
): (data: RawData, binary: boolean) => void {
  let lastDue = 0;
  return (data, binary) => {
    const due = Math.max(Date.now() + proxy.delayMs, lastDue);
    lastDue = due;
    setTimeout(() => {
      try {
        send(data, binary);
      } catch {
        // the other side closed meanwhile
      }
    }, due - Date.now());
  };
}

/**
 * An init script for the page: every `new WebSocket(url)` to `fromPort` goes to `toPort` instead
 * (the platform gives the page its own address; the test puts the proxy in between).
 */
export function redirectWebSockets(fromPort: number, toPort: number): string {
  return `(() => {
    const Native = window.WebSocket;
    window.WebSocket = class extends Native {
      constructor(url, protocols) {
        super(String(url).replace(':${fromPort}/', ':${toPort}/'), protocols);
      }
    };
  })();`;
}
