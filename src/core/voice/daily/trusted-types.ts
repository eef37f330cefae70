/**
 * daily-js under Trusted Types (docs/deployment.md "What a partner's CSP must allow"): daily-js
 * assigns a plain string to a `<script>`'s `src`, which `require-trusted-types-for 'script'` refuses
 * unless the page has a `default` policy (daily-js asks for no named one). So a Daily call creates
 * a narrow `default` policy, admitting only daily-js's bundle paths, when the page has none.
 */

/** daily-js's CDN bundle paths. */
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
  | 'unsupported'
  | 'present'
  | 'created'
  /** The CSP refuses a policy named `default` (daily-js then fails with its own error). */
  | 'refused';

/** The prefixes daily-js may load its bundle from with these room options (absolute https URLs only). */
export function dailyBundlePrefixes(
  dailyConfig: { readonly bundlePathOverride?: unknown; readonly proxyUrl?: unknown } = {},
): string[] {
  const extra = [dailyConfig.bundlePathOverride, dailyConfig.proxyUrl].filter(
    (v): v is string => typeof v === 'string' && /^https:\/\/[^/]+/i.test(v),
  );
  return [...DAILY_BUNDLE_PREFIXES, ...extra.map((v) => (v.endsWith('/') ? v : `${v}/`))];
}

/**
 * Creates the narrow `default` policy, once per page. Never throws.
 * @param tt default `globalThis.trustedTypes`.
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
      // null refuses the value: the sink throws, as with no default policy.
      createScriptURL: (input) => (admitted(input, prefixes) ? input : null),
    });
    return 'created';
  } catch {
    return 'refused';
  }
}

/** Whether `input`, resolved as the browser will (dot segments, `%2e`), lies under one of `prefixes`. */
function admitted(input: string, prefixes: readonly string[]): boolean {
  let href: string;
  try {
    href = new URL(input).href;
  } catch {
    return false;
  }
  return prefixes.some((p) => input.startsWith(p) && href.startsWith(p));
}
