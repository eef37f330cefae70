/**
 * `createPlatformClient`: a typed client for every route of docs/behaviour.md §7's backend table
 * (`docs/platform-client.md`); methods and types both derive from `routes`, so they cannot drift.
 */
import { PlatformError } from './errors.ts';
import { request } from './request.ts';
import { routes, type Route, type RouteName } from './routes.ts';
import {
  DEFAULT_BASE_URL,
  type CallOptions,
  type MultipartBody,
  type JsonObject,
  type PathParamNames,
  type PathParams,
  type PlatformConfig,
  type Unspecified,
} from './types.ts';
import { isQueryParams } from './url.ts';
import { toWebCallResponse, type WebCallPayload, type WebCallResponse } from './web-call.ts';
import { definedOnly, isRecord } from '../util/records.ts';

/** Routes whose body and response docs/behaviour.md §3 specifies; all others are open. */
export interface SpecifiedRoutes {
  'call.createWeb': { body: WebCallPayload; response: WebCallResponse };
}

/** JSON request body of route `N`: its docs/behaviour.md §3 type, else {@link JsonObject}. */
export type JsonBodyOf<N extends string> = N extends keyof SpecifiedRoutes
  ? SpecifiedRoutes[N]['body']
  : JsonObject;

/** Resolved value of route `N`: its docs/behaviour.md §3 type, else {@link Unspecified}. */
export type ResponseOf<N extends string> = N extends keyof SpecifiedRoutes
  ? SpecifiedRoutes[N]['response']
  : Unspecified;

type ParamsArg<R extends Route> = [PathParamNames<R['path']>] extends [never]
  ? []
  : [params: PathParams<R['path']>];

type BodyArg<R extends Route> = R['body'] extends 'json'
  ? [body: JsonBodyOf<R['name']>]
  : R['body'] extends 'multipart'
    ? [body: MultipartBody]
    : [];

/** Arguments of a route method: path parameters (if any), body (if any), then {@link CallOptions}. */
export type RouteArgs<R extends Route> = [...ParamsArg<R>, ...BodyArg<R>, options?: CallOptions];

/** The client method of route `R`. */
export type RouteMethod<R extends Route> = (
  ...args: RouteArgs<R>
) => Promise<ResponseOf<R['name']>>;

type Entry = { readonly key: string; readonly route: Route };
type Entries = Route extends infer R
  ? R extends Route
    ? { readonly key: R['name']; readonly route: R }
    : never
  : never;
type Head<K extends string> = K extends `${infer H}.${string}` ? H : K;
type Descend<E extends Entry, H extends string> = E extends {
  readonly key: `${H}.${infer Tail}`;
  readonly route: infer R extends Route;
}
  ? { readonly key: Tail; readonly route: R }
  : never;
type Tree<E extends Entry> = {
  readonly [H in Head<E['key']>]: [Extract<E, { readonly key: H }>] extends [never]
    ? Tree<Descend<E, H>>
    : RouteMethod<Extract<E, { readonly key: H }>['route']>;
};

/**
 * The platform client: one namespace per docs/behaviour.md §7 area, nested by route name
 * (`'testSuite.runs.get'` → `client.testSuite.runs.get(...)`). Methods throw as `request` does.
 */
export type PlatformClient = Tree<Entries>;

const responseChecks: { readonly [N in RouteName]?: (body: unknown) => ResponseOf<N> } = {
  'call.createWeb': toWebCallResponse,
};

/**
 * Creates a platform client (`docs/platform-client.md`); each instance keeps its own `config`.
 * @throws PlatformError `invalid-request` when `baseUrl` is not an absolute http(s) URL.
 */
export function createPlatformClient(config: PlatformConfig): PlatformClient {
  const own: PlatformConfig = Object.freeze({ ...config });
  checkBaseUrl(own.baseUrl ?? DEFAULT_BASE_URL);
  const root: Record<string, unknown> = {};
  for (const route of routes) attach(root, route.name.split('.'), routeMethod(own, route));
  freezeTree(root);
  return root as PlatformClient;
}

function routeMethod(
  config: PlatformConfig,
  route: Route,
): (...args: unknown[]) => Promise<unknown> {
  const path: string = route.path;
  const hasParams = path.includes('{');
  const hasBody = route.body !== 'none';
  const check = responseChecks[route.name];
  return async (...args: unknown[]) => {
    const target = { method: route.method, path };
    let next = 0;
    const pathParams = hasParams ? readPathParams(args[next++], target) : undefined;
    const body = hasBody ? args[next++] : undefined;
    const options = readOptions(args[next], target);
    const result = await request(config, {
      method: route.method,
      path,
      pathParams,
      body,
      bodyType: route.body,
      auth: route.auth,
      query: options.query,
      signal: options.signal,
      timeoutMs: options.timeoutMs,
    });
    return check ? check(result) : result;
  };
}

function readPathParams(
  value: unknown,
  target: { method: string; path: string },
): { readonly [key: string]: unknown } {
  if (isRecord(value)) return value;
  throw PlatformError.invalidRequest(
    `${target.method} ${target.path}: path parameters must be an object`,
    target,
  );
}

function readOptions(value: unknown, target: { method: string; path: string }): CallOptions {
  if (value === undefined) return {};
  const fail = (what: string): PlatformError =>
    PlatformError.invalidRequest(`${target.method} ${target.path}: ${what}`, target);
  if (!isRecord(value)) throw fail('options must be an object { query?, signal?, timeoutMs? }');
  const { query, signal, timeoutMs } = value;
  if (query !== undefined && !isQueryParams(query)) {
    throw fail(
      'options.query must be an object of strings, numbers, booleans, Dates or arrays of them',
    );
  }
  if (signal !== undefined && !isAbortSignal(signal))
    throw fail('options.signal must be an AbortSignal');
  if (timeoutMs !== undefined && typeof timeoutMs !== 'number')
    throw fail('options.timeoutMs must be a number');
  return definedOnly({ query, signal, timeoutMs });
}

// Duck-typed rather than `instanceof`, so a signal from another realm (iframe, test DOM) passes.
function isAbortSignal(value: unknown): value is AbortSignal {
  return (
    typeof value === 'object' &&
    value !== null &&
    'aborted' in value &&
    typeof value.aborted === 'boolean' &&
    'addEventListener' in value &&
    typeof value.addEventListener === 'function'
  );
}

function attach(root: Record<string, unknown>, keys: readonly string[], method: unknown): void {
  let node = root;
  keys.forEach((key, index) => {
    if (index === keys.length - 1) {
      node[key] = method;
      return;
    }
    const child = node[key];
    if (isMutableRecord(child)) node = child;
    else {
      const created: Record<string, unknown> = {};
      node[key] = created;
      node = created;
    }
  });
}

function isMutableRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function freezeTree(node: Record<string, unknown>): void {
  for (const child of Object.values(node)) if (isMutableRecord(child)) freezeTree(child);
  Object.freeze(node);
}

function checkBaseUrl(baseUrl: string): void {
  let url: URL | undefined;
  try {
    url = new URL(baseUrl);
  } catch (error) {
    throw PlatformError.invalidRequest(
      `baseUrl "${baseUrl}" is not an absolute URL`,
      undefined,
      error,
    );
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw PlatformError.invalidRequest(`baseUrl "${baseUrl}" must use http: or https:`);
  }
}
