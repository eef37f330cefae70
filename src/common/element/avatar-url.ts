/**
 * The `avatar` attribute's check (docs/elements/voice-widget.md "Avatar"): an image URL is
 * untrusted input, so only `https:`, relative URLs and inline `data:image/` images are shown.
 */
import { ignoring } from '../../core/util/ignoring.ts';

/**
 * `value` when it is an `https:` URL, a relative URL or a `data:image/…` URL; otherwise warns
 * naming the `avatar` attribute and returns undefined. Missing or blank: undefined, no warning.
 * @param value the attribute's value (`null` or undefined when absent).
 * @param warn receives the warning (e.g. the element's `warnOnce`).
 * @returns the URL to put in an `<img src>`, or undefined for no image.
 */
export function avatarUrl(
  value: string | null | undefined,
  warn: (message: string) => void,
): string | undefined {
  // Tabs and newlines go, as URL parsing drops them: `java\nscript:` is still a scheme.
  const v = value?.replace(/[\t\n\r]/g, '').trim();
  if (!v) return undefined;
  // https:, data:image/, or no scheme at all (relative).
  if (/^(https:|data:image\/)/i.test(v) || !/^[a-z][a-z\d+.-]*:/i.test(v)) return v;
  warn(ignoring('avatar', v, 'none (https:, relative or data:image/ only)'));
  return undefined;
}
