/** Numeric `LOCAL_*` settings; a bad value is ignored with one warning naming it, and the default used. */

/** `env[name]` as a positive number (a whole one with `integer`), else `fallback`. */
export function positiveFromEnv(
  name: string,
  fallback: number,
  integer = false,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0 && (!integer || Number.isInteger(value))) return value;
  console.warn(
    `[platform] ignoring ${name}=${raw}: expected a positive ${integer ? 'integer' : 'number'}`,
  );
  return fallback;
}

/** `env[name]` as a whole number in `min..max` (inclusive), else `fallback`. */
function integerInRangeFromEnv(
  name: string,
  fallback: number,
  min: number,
  max: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  console.warn(
    `[platform] ignoring ${name}=${raw}: expected a whole number from ${min} to ${max}; using ${fallback}`,
  );
  return fallback;
}

/** Default of `LOCAL_RECONNECT_GRACE_SECONDS`, s. */
const DEFAULT_RECONNECT_GRACE_SECONDS = 20;
/** Longest accepted `LOCAL_RECONNECT_GRACE_SECONDS`, s. */
const MAX_RECONNECT_GRACE_SECONDS = 300;

/** `LOCAL_RECONNECT_GRACE_SECONDS` (docs/platform.md "Reconnect"), s: 1 to {@link MAX_RECONNECT_GRACE_SECONDS}. */
export function reconnectGraceSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return integerInRangeFromEnv(
    'LOCAL_RECONNECT_GRACE_SECONDS',
    DEFAULT_RECONNECT_GRACE_SECONDS,
    1,
    MAX_RECONNECT_GRACE_SECONDS,
    env,
  );
}
