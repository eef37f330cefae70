/** Builds request URLs: `{param}` placeholders and the query (docs/behaviour.md §7 "Backend"). */
import { PlatformError } from './errors.ts';
import type { QueryParams, QueryScalar } from './types.ts';
import { isRecord } from '../util/records.ts';

const PLACEHOLDER = /\{([^{}]+)\}/g;

/**
 * Replaces every `{name}` in `template` with `encodeURIComponent(params[name])`.
 * @throws PlatformError `invalid-request` for a missing or non-string parameter, or `''`, `'.'`,
 *   `'..'` (those would call another route).
 */
export function resolvePath(
  method: string,
  template: string,
  params: { readonly [name: string]: unknown } | undefined,
): string {
  return template.replace(PLACEHOLDER, (_match, name: string) => {
    const value = params?.[name];
    if (typeof value !== 'string' || value === '' || value === '.' || value === '..') {
      const shown = value === undefined ? 'missing' : (JSON.stringify(value) ?? String(value));
      throw PlatformError.invalidRequest(
        `${method} ${template}: path parameter "${name}" must be a non-empty string other than "." and "..", got ${shown}`,
        { method, path: template },
      );
    }
    return encodeURIComponent(value);
  });
}

/**
 * The query string without `?` (`URLSearchParams`; arrays repeat the key, `Date` is ISO text,
 * `undefined`/`null` are left out).
 * @throws PlatformError `invalid-request` for another type or an invalid `Date`.
 */
export function serializeQuery(query: QueryParams | undefined): string {
  if (query === undefined) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    const items: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item === undefined || item === null) continue;
      search.append(key, queryText(key, item));
    }
  }
  return search.toString();
}

function queryText(key: string, item: unknown): string {
  if (item instanceof Date) {
    if (Number.isNaN(item.getTime())) {
      throw PlatformError.invalidRequest(`query parameter "${key}" is an invalid Date`);
    }
    return item.toISOString();
  }
  if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
    return String(item satisfies Exclude<QueryScalar, Date>);
  }
  throw PlatformError.invalidRequest(
    `query parameter "${key}" must be a string, number, boolean, Date or an array of them, got ${typeof item}`,
  );
}

/** A value {@link serializeQuery} writes as one item (an invalid `Date` is refused later). */
function isQueryScalar(value: unknown): value is QueryScalar {
  return (
    typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value instanceof Date
  );
}

/** A plain object whose values fit {@link QueryParams}. */
export function isQueryParams(value: unknown): value is QueryParams {
  if (!isRecord(value)) return false;
  return Object.values(value).every(
    (item: unknown) =>
      item === undefined ||
      item === null ||
      isQueryScalar(item) ||
      (Array.isArray(item) && item.every(isQueryScalar)),
  );
}

/** Base URL (trailing slashes dropped) + path + `?query` when non-empty. */
export function joinUrl(baseUrl: string, path: string, queryString: string): string {
  const base = baseUrl.replace(/\/+$/, '');
  return `${base}${path}${queryString ? `?${queryString}` : ''}`;
}
