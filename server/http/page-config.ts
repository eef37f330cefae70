/**
 * Points the served pages' `<voice-demo>` and `<voice-widget>` at a platform chosen at
 * `npm start` (`VOICE_PUBLIC_KEY`, `VOICE_ASSISTANT_ID`, `VOICE_API_URL`; docs/deployment.md
 * "Environment variables"). Without `VOICE_PUBLIC_KEY`, `LOCAL_PUBLIC_KEY` becomes the
 * page's key, so the two always match.
 */

/** Attribute values to write into `<voice-demo>`; absent ones stay as the page has them. */
export interface DemoPageOverrides {
  readonly 'public-key'?: string;
  readonly 'assistant-id'?: string;
  readonly 'api-url'?: string;
}

/** The page's default local key (must match demo-host/index.html). */
const PAGE_DEFAULT_KEY = 'local-demo-key';

/**
 * Reads the overrides from `env`; `localKey` is the local platform's public key in force.
 * @throws Error when `VOICE_API_URL` is not an absolute http(s) URL or a path starting with `/`.
 */
export function demoPageOverrides(env: NodeJS.ProcessEnv, localKey: string): DemoPageOverrides {
  const out: { -readonly [K in keyof DemoPageOverrides]: string } = {};
  const key = env['VOICE_PUBLIC_KEY'] || (localKey !== PAGE_DEFAULT_KEY ? localKey : undefined);
  if (key) out['public-key'] = key;
  if (env['VOICE_ASSISTANT_ID']) out['assistant-id'] = env['VOICE_ASSISTANT_ID'];
  const api = env['VOICE_API_URL'];
  if (api) {
    if (!api.startsWith('/') && !/^https?:\/\/[^/]+/i.test(api)) {
      throw new Error(
        `VOICE_API_URL must be an absolute http(s) URL or a path starting with "/", not "${api}".`,
      );
    }
    out['api-url'] = api;
  }
  return out;
}

function escapeAttribute(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** `start` (one start tag's text) with attribute `name` set to `value` (HTML-escaped), replaced or added. */
export function withAttribute(start: string, name: string, value: string): string {
  const attr = new RegExp(`(\\s${name}=)"[^"]*"`);
  const written = `${name}="${escapeAttribute(value)}"`;
  return attr.test(start)
    ? start.replace(attr, ` ${written}`)
    : start.replace(/\s*>$/, ` ${written}>`);
}

/**
 * Writes `overrides` into every `<voice-demo>` and `<voice-widget>` start tag, adding an absolute
 * `api-url`'s origin to the CSP `connect-src`.
 * @throws Error when the page has neither tag.
 */
export function rewriteDemoPage(html: string, overrides: DemoPageOverrides): string {
  const tags = /<voice-(?:demo|widget)\b[^>]*>/g;
  if (!tags.test(html)) throw new Error('demo page has no <voice-demo> or <voice-widget> tag');
  let page = html.replace(tags, (tag) => {
    let start = tag;
    for (const [name, value] of Object.entries(overrides) as [keyof DemoPageOverrides, string][])
      start = withAttribute(start, name, value);
    return start;
  });
  const api = overrides['api-url'];
  if (api && /^https?:\/\//i.test(api)) {
    const origin = new URL(api).origin;
    page = page.replace(/(connect-src [^;"]*)/, (directive) =>
      directive.includes(origin) ? directive : `${directive} ${origin}`,
    );
  }
  return page;
}
