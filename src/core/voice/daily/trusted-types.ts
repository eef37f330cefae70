/**
 * daily-js under Trusted Types (docs/deployment.md "What a partner's CSP must allow").
 *
 * daily-js loads its call bundle by assigning a plain string to a
 * `<script>`'s `src`. On a page with `require-trusted-types-for 'script'`
 * that assignment is refused unless the page has a `default` policy, and no
 * named policy of ours can change that (daily-js never asks for one). So,
 * before a Daily call loads, {@link admitDailyBundle} creates a narrow
 * `default` policy when the page has none: it admits only script URLs under
 * daily-js's own bundle paths (Daily's CDN, or the `bundlePathOverride` /
 * `proxyUrl` the room options give) and refuses every other string, exactly
 * as the page would without it. A page that has its own `default` policy
 * keeps it (it must then admit Daily's bundle itself).
 *
 * The WebSocket transport (the local platform) needs none of this: the bundle
 * assigns no string to any Trusted Types sink.
 */

/** Where daily-js's call bundle comes from by default (its CDN hosts). */
const DAILY_BUNDLE_PREFIXES = [
  'https://c.daily.co/call-machine/',
  'https://c.dailywebrtc.net/call-machine/',
] as const;

/** The subset of the Trusted Types API used here. */
export interface TrustedTypesLike {
  readonly defaultPolicy: unknown;
  createPolicy(name: string, rules: { createScriptURL(input: string): string | null }): unknown;
}

/** What {@link admitDailyBundle} did. */
export type DailyPolicyOutcome =
  /** The browser has no Trusted Types: nothing to do. */
  | 'unsupported'
  /** The page has a default policy already: it decides. */
  | 'present'
  /** A narrow default policy now admits Daily's bundle. */
  | 'created'
  /** The page's CSP does not allow a policy named `default` (daily-js will then fail to load its bundle, with its own error). */
  | 'refused';

/**
 * The URL prefixes daily-js may load its bundle from with these room options
 * (`dailyConfig.bundlePathOverride`, `dailyConfig.proxyUrl`): only absolute
 * https URLs count (a relative or http one admits nothing extra).
 */
export function dailyBundlePrefixes(
  dailyConfig: { readonly bundlePathOverride?: unknown; readonly proxyUrl?: unknown } = {},
): string[] {
  const extra = [dailyConfig.bundlePathOverride, dailyConfig.proxyUrl].filter(
    (v): v is string => typeof v === 'string' && /^https:\/\/[^/]+/i.test(v),
  );
  return [...DAILY_BUNDLE_PREFIXES, ...extra.map((v) => (v.endsWith('/') ? v : `${v}/`))];
}

/**
 * Creates the narrow `default` policy described in the module comment, once
 * per page. Never throws.
 *
 * @param prefixes the admitted URL prefixes ({@link dailyBundlePrefixes}).
 * @param tt the page's `trustedTypes` (default `globalThis.trustedTypes`).
 */
export function admitDailyBundle(
  prefixes: readonly string[],
  tt: TrustedTypesLike | undefined = (globalThis as { trustedTypes?: TrustedTypesLike })
    .trustedTypes,
): DailyPolicyOutcome {
  if (!tt) return 'unsupported';
  if (tt.defaultPolicy) return 'present';
  try {
    tt.createPolicy('default', {
      // Returning null refuses the value: the sink throws, as it would with no default policy.
      createScriptURL: (input) => (admitted(input, prefixes) ? input : null),
    });
    return 'created';
  } catch {
    return 'refused';
  }
}

/** True when `input`, resolved as the browser will (dot segments, `%2e` included), lies under one of `prefixes`. */
function admitted(input: string, prefixes: readonly string[]): boolean {
  let href: string;
  try {
    href = new URL(input).href;
  } catch {
    return false;
  }
  return prefixes.some((p) => input.startsWith(p) && href.startsWith(p));
}
