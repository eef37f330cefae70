/**
 * The `avatar` attribute's check (docs/elements/voice-widget.md "Avatar"): an image URL is
 * untrusted input, so only `https:`, relative URLs and inline `data:image/` images are shown.
 */

/**
 * `value` when it is an `https:` URL, a relative URL or a `data:image/…` URL; otherwise warns
 * naming the `avatar` attribute and returns undefined. Missing or blank: undefined, no warning.
 * @param value the attribute's value (`null` when absent).
 * @param warn receives the warning (e.g. the element's `warnOnce`).
 * @returns the URL to put in an `<img src>`, or undefined for no image.
 */
export function avatarUrl(
  value: string | null,
  warn: (message: string) => void,
): string | undefined {
  const v = value?.trim();
  if (!v) return undefined;
  if (/^data:image\//i.test(v)) return v;
  try {
    const { protocol } = new URL(v, 'https://relative.invalid/');
    // A relative URL resolves against the placeholder base; an absolute one keeps its own scheme.
    if (protocol === 'https:' || !/^[a-z][a-z\d+.-]*:/i.test(v)) return v;
  } catch {
    // not a URL: refused below
  }
  warn(
    `[voice-widgets] Ignoring avatar="${v.slice(0, 80)}": only https:, relative and data:image/ URLs are allowed.`,
  );
  return undefined;
}
