/**
 * A TCP proxy in front of the local platform that a test can cut, to stand
 * for a network drop (Wi-Fi to mobile, a tunnel): `cut(ms)` resets every
 * open connection and refuses new ones (reset at once) for `ms`, then lets
 * traffic through again. Pages are loaded through the proxy, so the call's
 * `websocketCallUrl` (built from the request's `Host`) points at it too.
 */
import {
  type AddressInfo,
  createConnection,
  createServer,
  type Server,
  type Socket,
} from 'node:net';

/** A running proxy. */
export interface CutProxy {
  /** `http://127.0.0.1:<port>` of the proxy. */
  readonly url: string;
  /** Connections currently open through the proxy. */
  readonly open: number;
  /** Resets every connection and refuses new ones for `ms` (0: until {@link restore}). Resolves at once. */
  cut(ms?: number): void;
  /** Lets traffic through again. */
  restore(): void;
  /** Stops the proxy. */
  close(): Promise<void>;
}

/**
 * Starts a proxy to `target` (`http://host:port`) on a free port of 127.0.0.1.
 */
export async function startCutProxy(target: string): Promise<CutProxy> {
  const { hostname, port } = new URL(target);
  const pairs = new Set<[Socket, Socket]>();
  let cutUntil = 0;
  let restoreTimer: NodeJS.Timeout | undefined;
  const isCut = (): boolean => cutUntil === Infinity || Date.now() < cutUntil;

  const server: Server = createServer((client) => {
    if (isCut()) {
      client.resetAndDestroy();
      return;
    }
    const upstream = createConnection({ host: hostname, port: Number(port) });
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = (): void => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${address.port}`,
    get open() {
      return pairs.size;
    },
    cut(ms = 0) {
      clearTimeout(restoreTimer);
      cutUntil = ms > 0 ? Date.now() + ms : Infinity;
      if (ms > 0) restoreTimer = setTimeout(() => (cutUntil = 0), ms);
      for (const [client, upstream] of [...pairs]) {
        client.resetAndDestroy();
        upstream.resetAndDestroy();
      }
      pairs.clear();
    },
    restore() {
      clearTimeout(restoreTimer);
      cutUntil = 0;
    },
    close() {
      clearTimeout(restoreTimer);
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
