/**
 * The `avatar` attribute (docs/elements/voice-widget.md "Avatar"): an image URL that is https,
 * relative, or a `data:image/` URL. Untrusted input, as every URL attribute.
 */

/**
 * `value`, trimmed, when it is an https, relative or `data:image/` URL (read as browsers read
 * it); otherwise a warning naming the attribute and `undefined`. Empty or missing: `undefined`
 * without a warning.
 * @param warn the element's console warning (once per message).
 */
export function avatarUrl(
  value: string | null | undefined,
  warn: (message: string) => void,
): string | undefined {
  if (value === null || value === undefined || value.trim() === '') return undefined;
  const url = value.trim();
  let protocol: string;
  try {
    // A relative URL takes the base's scheme: https.
    protocol = new URL(url, 'https://relative.invalid/').protocol;
  } catch {
    protocol = '';
  }
  if (protocol === 'https:' || (protocol === 'data:' && /^data:image\//i.test(url))) return url;
  warn(
    `[voice-widgets] Ignoring avatar="${url.slice(0, 80)}": give an https, relative or data:image/ URL.`,
  );
  return undefined;
}
