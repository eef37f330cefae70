/**
 * The served pages' strict Content-Security-Policy (docs/deployment.md "What a partner's CSP must allow", docs/platform.md "The served pages"): a fresh nonce per
 * response on every `<script>` and `<link rel="modulepreload">` of the page,
 * `'strict-dynamic'` (what a nonced script loads is trusted: the bundle's
 * chunks, its worklet, daily-js's call bundle), `object-src 'none'`,
 * `base-uri 'none'`, and Trusted Types enforced for scripts with only the
 * bundle's policy names allowed. The rest of the policy (styles, images,
 * media, connections, workers) comes from the page's own `<meta>` tag, so a
 * static host without headers still gets the page's allowlist policy.
 */
import { randomBytes } from 'node:crypto';

/**
 * The Trusted Types policy names the pages allow (`trusted-types`
 * directive): only `default`, which the bundle creates, narrowly, when a
 * Daily call loads daily-js's call bundle (`src/core/voice/daily/trusted-types.ts`).
 * The bundle itself assigns no string to any sink: on the WebSocket transport
 * `trusted-types 'none'` works too (docs/deployment.md "What a partner's CSP must allow").
 */
const TRUSTED_TYPES_POLICIES = ['default'] as const;

/** The page's CSP `<meta>` tag; group 1 is the policy. */
const CSP_META = /<meta\s+http-equiv="Content-Security-Policy"\s+content="([^"]*)"\s*\/?>/i;

/** A CSP as directive name → source list. */
export type Directives = Record<string, string[]>;

/** The directives of a page's `<meta>` CSP, or undefined when it has none. */
export function metaDirectives(html: string): Directives | undefined {
  const meta = CSP_META.exec(html);
  if (!meta) return undefined;
  const directives: Directives = {};
  for (const part of (meta[1] as string).split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) directives[name] = values;
  }
  return directives;
}

/** A new nonce: 128 random bits, base64 (CSP3 `nonce-source`). */
export function newNonce(): string {
  return randomBytes(16).toString('base64');
}

/**
 * The strict policy of one response, as a header value.
 *
 * @param base the page's own directives (its `<meta>` CSP; `{}` for none).
 * @param nonce this response's nonce ({@link newNonce}).
 * @returns `script-src 'nonce-…' 'strict-dynamic'` (no `https:` /
 *   `'unsafe-inline'` fallback: every browser the bundle supports knows
 *   nonces), `object-src 'none'`, `base-uri 'none'`,
 *   `require-trusted-types-for 'script'`, `trusted-types` with
 *   {@link TRUSTED_TYPES_POLICIES}, `frame-ancestors 'self'`, and the base's
 *   other directives unchanged.
 */
export function strictPolicy(base: Directives, nonce: string): string {
  const directives: Directives = {
    'default-src': ["'self'"],
    ...base,
    'script-src': [`'nonce-${nonce}'`, "'strict-dynamic'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'require-trusted-types-for': ["'script'"],
    'trusted-types': [...TRUSTED_TYPES_POLICIES],
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}

/**
 * `html` with `nonce` on every `<script>` and `<link rel="modulepreload">`
 * tag, and without its `<meta>` CSP (the header carries the policy; the meta
 * tag would enforce its allowlist on top and block what `'strict-dynamic'`
 * allows).
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(CSP_META, '')
    .replace(/<script\b/gi, `<script nonce="${nonce}"`)
    .replace(/<link\s+rel="modulepreload"/gi, `<link rel="modulepreload" nonce="${nonce}"`);
}
