/**
 * Numeric settings from the environment (`LOCAL_*` at `npm start`). A value
 * that is not a positive number (or not an integer where one is needed) is
 * ignored with one clear `console.warn`, and the default is used.
 */

/**
 * `env[name]` as a positive number, else `fallback`.
 * @param integer require a whole number.
 */
export function positiveFromEnv(name: string, fallback: number, integer = false, env: NodeJS.ProcessEnv = process.env): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (Number.isFinite(value) && value > 0 && (!integer || Number.isInteger(value))) return value;
  console.warn(`[platform] ignoring ${name}=${raw}: expected a positive ${integer ? 'integer' : 'number'}`);
  return fallback;
}
