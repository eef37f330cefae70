/**
 * Which links of an assistant's chat message become links
 * (docs/elements/voice-widget.md "Markdown in replies"): only absolute
 * `http:`, `https:`, `mailto:` and `tel:` URLs, without credentials; with
 * `link-hosts` set, `http(s)` links only to those hosts (exact host match: a
 * subdomain must be listed itself). `mailto:` and `tel:` are never
 * host-limited. Anything else shows its text only.
 */

const SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * The host names of a `link-hosts` value: space-separated, compared as the
 * URL parser writes them (lower case, IDN as punycode, no trailing dot).
 *
 * @param value the attribute; `null` (absent) means any host.
 * @param warn called once per entry that is not a bare host name (a scheme,
 *   port, path or invalid name), which is left out.
 * @returns `undefined` when absent (any host), else the allowed hosts (an
 *   empty list allows no `http(s)` link at all).
 */
export function parseLinkHosts(
  value: string | null,
  warn: (message: string) => void,
): readonly string[] | undefined {
  if (value === null) return undefined;
  const hosts: string[] = [];
  for (const entry of value.split(/\s+/).filter(Boolean)) {
    const host = hostOf(entry.replace(/\.$/, ''));
    if (host) hosts.push(host);
    else
      warn(
        `[voice-widgets] Ignoring "${entry.slice(0, 80)}" in link-hosts: give bare host names such as example.com.`,
      );
  }
  return hosts;
}

/** `entry`'s host as the URL parser writes it, or undefined when `entry` is more than a host name. */
function hostOf(entry: string): string | undefined {
  if (!/^[^/\\?#@:%]+$/.test(entry)) return undefined;
  try {
    return new URL(`https://${entry}/`).hostname.replace(/\.$/, '') || undefined;
  } catch {
    return undefined;
  }
}

/**
 * The `href` to render for a Markdown link, or `undefined` when the link
 * must show as text.
 *
 * @param href the link's destination, entities already decoded. It is read
 *   the way a browser reads it (case, spaces, tabs and newlines in the scheme
 *   do not hide `javascript:`); relative URLs are refused.
 * @param hosts the parsed `link-hosts` ({@link parseLinkHosts}); `undefined` allows any host.
 * @returns the URL as the parser serialises it (what the browser would follow).
 */
export function safeHref(href: string, hosts: readonly string[] | undefined): string | undefined {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return undefined;
  }
  if (!SCHEMES.includes(url.protocol) || url.username !== '' || url.password !== '')
    return undefined;
  const web = url.protocol === 'http:' || url.protocol === 'https:';
  if (web && hosts && !hosts.includes(url.hostname.replace(/\.$/, ''))) return undefined;
  return url.href;
}
