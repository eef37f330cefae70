/** The guards for untrusted JSON-style data, shared by the browser code and the local platform. */

/** A read-only string-keyed record, as `JSON.parse` produces for an object. */
export type UnknownRecord = { readonly [key: string]: unknown };

/** A non-null object that is not an array; callers read only own string keys. */
export function isRecord(value: unknown): value is UnknownRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as a record when {@link isRecord}, else `undefined` (for optional chaining). */
export function asRecord(value: unknown): Record<string, unknown> | undefined {
  return isRecord(value) ? (value as Record<string, unknown>) : undefined;
}

/** `value[key]` when it is an own property, else `undefined`: a polluted `Object.prototype` cannot fill a field. */
export function own(value: unknown, key: string): unknown {
  return typeof value === 'object' &&
    value !== null &&
    Object.prototype.hasOwnProperty.call(value, key)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

/** A shallow copy of `record` without its `undefined` fields. */
export function definedOnly<T extends object>(
  record: T,
): { [K in keyof T]?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined)) as {
    [K in keyof T]?: Exclude<T[K], undefined>;
  };
}
