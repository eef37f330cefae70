/**
 * URL attributes are untrusted input (docs/platform.md "Limits"): only `http:`, `https:` and
 * relative URLs; anything else (`javascript:`, `data:`, …) warns and uses the default.
 */

/** Schemes each kind of URL attribute accepts. */
const ALLOWED: Readonly<Record<'http' | 'socket', readonly string[]>> = {
  http: ['http:', 'https:'],
  socket: ['http:', 'https:', 'ws:', 'wss:'],
};

/**
 * `value` when relative or of an allowed scheme (read as browsers read it); otherwise warns and
 * returns undefined. Empty or missing: undefined without a warning.
 * @param attribute the attribute's name, for the warning.
 * @param kind `http` for page resources and the API; `socket` where a `ws:`/`wss:` URL is meant too.
 */
export function checkedUrl(
  attribute: string,
  value: string | undefined,
  warn: (message: string) => void,
  kind: 'http' | 'socket' = 'http',
): string | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  let protocol: string;
  try {
    protocol = new URL(value, 'http://relative.invalid/').protocol;
  } catch {
    warn(
      `[voice-widgets] Ignoring ${attribute}="${value.slice(0, 80)}": not a valid URL; using the default.`,
    );
    return undefined;
  }
  if (ALLOWED[kind].includes(protocol)) return value;
  warn(
    `[voice-widgets] Ignoring ${attribute}="${value.slice(0, 80)}": only ${ALLOWED[kind].join(', ')} and relative URLs are allowed; using the default.`,
  );
  return undefined;
}
