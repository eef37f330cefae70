/**
 * The served pages' strict Content-Security-Policy (docs/platform.md "The served pages",
 * docs/deployment.md "What a partner's CSP must allow"): a nonce per response, the rest
 * of the policy from the page's own `<meta>` tag.
 */
import { randomBytes } from 'node:crypto';

/** Trusted Types policy names allowed: only `default`, created when daily-js loads (`src/core/voice/daily/trusted-types.ts`). */
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
 * The strict policy of one response, as a header value: `base` (the page's `<meta>` directives) with the
 * script, object, base, Trusted Types and frame directives replaced. No `'unsafe-inline'` fallback:
 * every supported browser knows nonces.
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
 * `html` with `nonce` on every `<script>` and `<link rel="modulepreload">`, without its `<meta>` CSP
 * (enforced on top of the header, it would block what `'strict-dynamic'` allows).
 */
export function withNonce(html: string, nonce: string): string {
  return html
    .replace(CSP_META, '')
    .replace(/<script\b/gi, `<script nonce="${nonce}"`)
    .replace(/<link\s+rel="modulepreload"/gi, `<link rel="modulepreload" nonce="${nonce}"`);
}
