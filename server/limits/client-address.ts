/**
 * The client's address that limits key on (docs/platform.md "Behind a reverse
 * proxy"): the TCP peer, or with `TRUST_PROXY` the `X-Forwarded-For` address
 * reached through trusted hops only (`proxy-addr`).
 */
import type { IncomingMessage } from 'node:http';

import proxyaddr from 'proxy-addr';

/** Decides whether the hop at `address` (the `i`-th from the socket, 0-based) is a trusted proxy. */
export type TrustProxy = (address: string, i: number) => boolean;

/** Trusts no proxy (the default). */
export const TRUST_NOTHING: TrustProxy = () => false;

/**
 * Reads a `TRUST_PROXY` value: unset/`false`/`0`, a hop count (1–10), or addresses, CIDR ranges and
 * `loopback`, `linklocal`, `uniquelocal`.
 * @throws Error naming the bad part, for a value that is neither a hop count nor a valid address/CIDR list.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  if (text === '' || text === 'false' || text === '0') return TRUST_NOTHING;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > 10) throw new Error(`TRUST_PROXY=${text}: at most 10 hops`);
    return (_address, i) => i < hops;
  }
  const list = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  try {
    return proxyaddr.compile(list);
  } catch (error) {
    throw new Error(
      `TRUST_PROXY=${JSON.stringify(text)}: ${error instanceof Error ? error.message : String(error)} (expected a hop count, or addresses, CIDR ranges, loopback, linklocal, uniquelocal)`,
      { cause: error },
    );
  }
}

/** The client's address for limits: the TCP peer, or the nearest untrusted address of `X-Forwarded-For` through trusted hops. '' when unknown. */
export function clientAddress(req: IncomingMessage, trust: TrustProxy): string {
  if (!req.socket.remoteAddress) return '';
  if (trust === TRUST_NOTHING) return req.socket.remoteAddress;
  return proxyaddr(req, trust);
}
