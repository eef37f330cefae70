/**
 * Numeric settings from the environment (`LOCAL_*` at `npm start`). A value
 * that is not a positive number (or not an integer where one is needed, or
 * outside its range) is ignored with one clear `console.warn` naming the
 * variable, the value and what is accepted, and the default is used.
 */

/**
 * `env[name]` as a positive number, else `fallback`.
 * @param integer require a whole number.
 */
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

/**
 * `env[name]` as a whole number in `min..max` (inclusive), else `fallback`.
 * A bad value (not an integer, or out of range) is ignored with a warning
 * that names the range.
 */
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

/**
 * How long a call whose socket dropped waits for a resume (docs/platform.md
 * "Reconnect"): `LOCAL_RECONNECT_GRACE_SECONDS`, a whole number of seconds
 * from 1 to {@link MAX_RECONNECT_GRACE_SECONDS}, default
 * {@link DEFAULT_RECONNECT_GRACE_SECONDS}.
 *
 * @returns seconds.
 */
export function reconnectGraceSecondsFromEnv(env: NodeJS.ProcessEnv = process.env): number {
  return integerInRangeFromEnv(
    'LOCAL_RECONNECT_GRACE_SECONDS',
    DEFAULT_RECONNECT_GRACE_SECONDS,
    1,
    MAX_RECONNECT_GRACE_SECONDS,
    env,
  );
}
