/** Which links of a chat reply stay links (docs/elements/voice-widget.md "Markdown in replies"). */

const SCHEMES: readonly string[] = ['http:', 'https:', 'mailto:', 'tel:'];

/**
 * The host names of a `link-hosts` value, as the URL parser writes them; an entry that is not a
 * bare host name warns and is left out.
 * @returns `undefined` when absent (any host), else the allowed hosts.
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
 * The `href` to render for a Markdown link (read as a browser reads it, so nothing hides
 * `javascript:`), or `undefined` when it must show as text.
 * @param hosts the parsed `link-hosts`; `undefined` allows any host.
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
