/**
 * The one guard for "a plain JSON-style object" used wherever untrusted data
 * (HTTP bodies, app messages, attributes, stored assistants) is read. Shared
 * by the browser code and the local platform; imports nothing.
 */

/** A read-only string-keyed record, as `JSON.parse` produces for an object. */
export type UnknownRecord = { readonly [key: string]: unknown };

/**
 * True when `value` is a non-null object that is not an array (a JSON object).
 * Class instances count too; callers read only own string keys.
 */
export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as a record when {@link isRecord}, else `undefined` (for optional chaining). */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? (value as Record<string, unknown>) : undefined;
}

/**
 * `value[key]` when `value` is a non-null object with `key` as an own
 * property, else `undefined`: inherited values are never read, so a polluted
 * `Object.prototype` cannot fill in a field.
 */
export function own(value: unknown, key: string): unknown {
  return typeof value === 'object' &&
    value !== null &&
    Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/**
 * A shallow copy of `record` without its `undefined` fields (own enumerable
 * keys, in order), so a JSON body or an SDK's options only name what was
 * given (a JSON body, an SDK's options).
 */
export function definedOnly<T extends object>(
  record: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
