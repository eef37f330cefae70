/**
 * Whose request is it (docs/platform.md "Limits", "Behind a reverse proxy"):
 * admission and rate limits key on the client's address. Behind a reverse
 * proxy every visitor's TCP peer is the proxy, so with `TRUST_PROXY` the
 * address is taken from `X-Forwarded-For`, but only through peers that are
 * trusted (`proxy-addr`, the library Express uses): walking the header from
 * the nearest hop, each address is believed only while the hop that added
 * it is trusted. By default nothing is trusted and the header is ignored.
 *
 * `TRUST_PROXY` is one of:
 * - unset, `''`, `false` or `0`: trust nothing (the TCP peer is the client);
 * - a whole number `n` (1–10): trust the nearest `n` hops (a proxy chain of
 *   known length);
 * - a comma-separated list of addresses, CIDR ranges (`10.0.0.0/8`,
 *   `fd00::/8`) and `proxy-addr`'s names `loopback`, `linklocal`,
 *   `uniquelocal`: trust peers in it.
 */
import type { IncomingMessage } from 'node:http';
import proxyaddr from 'proxy-addr';

/** Decides whether the hop at `address` (the `i`-th from the socket, 0-based) is a trusted proxy. */
export type TrustProxy = (address: string, i: number) => boolean;

/** Trusts no proxy (the default). */
export const TRUST_NOTHING: TrustProxy = () => false;

/**
 * Reads a `TRUST_PROXY` value (see the module comment).
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
