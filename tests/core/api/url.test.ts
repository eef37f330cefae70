// @vitest-environment node
/** Query serialisation and path building (src/core/api/url.ts). */
import { describe, expect, it } from 'vitest';

import { PlatformError } from '../../../src/core/api/index.ts';
import { isQueryParams, joinUrl, resolvePath, serializeQuery } from '../../../src/core/api/url.ts';

describe('serializeQuery', () => {
  it('writes scalars with String, Dates as ISO, arrays as repeated keys, in insertion order', () => {
    expect(
      serializeQuery({
        b: 'x y&z',
        a: 1.5,
        on: true,
        at: new Date(Date.UTC(2024, 1, 29, 23, 59, 59, 7)),
        id: ['1', '2', '3'],
      }),
    ).toBe('b=x+y%26z&a=1.5&on=true&at=2024-02-29T23%3A59%3A59.007Z&id=1&id=2&id=3');
  });

  it('drops undefined and null values, and an empty array drops its key', () => {
    expect(serializeQuery({ a: undefined, b: null, c: [], d: 0, e: '' })).toBe('d=0&e=');
    expect(serializeQuery({})).toBe('');
    expect(serializeQuery(undefined)).toBe('');
  });

  it('refuses objects, nested arrays and invalid dates', () => {
    const loose = serializeQuery as (q: unknown) => string;
    expect(() => loose({ f: { a: 1 } })).toThrow(PlatformError);
    expect(() => loose({ f: [['a']] })).toThrow(/"f"/);
    expect(() => serializeQuery({ at: new Date(Number.NaN) })).toThrow(/invalid Date/);
  });

  it('isQueryParams accepts exactly what serializeQuery writes', () => {
    expect(isQueryParams({ a: 1, b: ['x', new Date()], c: undefined, d: null })).toBe(true);
    expect(isQueryParams({ a: { b: 1 } })).toBe(false);
    expect(isQueryParams({ a: [{}] })).toBe(false);
    expect(isQueryParams(['a'])).toBe(false);
  });
});

describe('resolvePath', () => {
  it('encodes each parameter with encodeURIComponent', () => {
    expect(
      resolvePath('GET', '/{provider}/workflows/{id}/hooks', {
        provider: '11labs',
        id: 'a/b?c#d %',
      }),
    ).toBe('/11labs/workflows/a%2Fb%3Fc%23d%20%25/hooks');
  });

  it('refuses missing, empty and dot-segment values', () => {
    for (const id of [undefined, '', '.', '..']) {
      expect(() => resolvePath('DELETE', '/call/{id}', { id })).toThrow(/path parameter "id"/);
    }
    expect(resolvePath('GET', '/call/{id}', { id: '...' })).toBe('/call/...');
  });
});

describe('joinUrl', () => {
  it('strips trailing slashes of the base and adds the query only when non-empty', () => {
    expect(joinUrl('https://api.example.com/', '/call', '')).toBe('https://api.example.com/call');
    expect(joinUrl('https://api.example.com/v1//', '/call', 'a=1')).toBe(
      'https://api.example.com/v1/call?a=1',
    );
  });
});
