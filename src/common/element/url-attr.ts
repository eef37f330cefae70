/**
 * URL attributes are untrusted input (docs/platform.md "Limits"): `logo-src`, `audio-src`
 * and `api-url` accept only `http:`, `https:` and relative URLs. Anything
 * else (`javascript:`, `data:`, `file:`, …) logs one clear `console.warn`
 * naming the attribute and falls back to the default, instead of a bare
 * browser error or a script URL reaching the DOM.
 */

/** Schemes each kind of URL attribute accepts. */
const ALLOWED: Readonly<Record<'http' | 'socket', readonly string[]>> = {
  http: ['http:', 'https:'],
  socket: ['http:', 'https:', 'ws:', 'wss:'],
};

/**
 * `value` when it is a relative URL or uses an allowed scheme; otherwise
 * warns (through `warn`, e.g. the element's `warnOnce`) and returns undefined
 * so that the caller uses its default. Empty or missing values return
 * undefined without a warning. The scheme is read the way browsers read it
 * (leading spaces and control characters ignored, tabs and newlines removed).
 *
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
