/**
 * Shared types of the platform REST client (docs/behaviour.md §7 "Backend"; what is typed and
 * what is an open record: `docs/platform-client.md` "What is typed, and what is an open record").
 */
import { VAPI_API_URL } from '../vapi-url.ts';

/** HTTP methods used by docs/behaviour.md §7's backend table. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** How a route is authorised (docs/behaviour.md §6): `Authorization: Bearer <token>`, or no credential. */
export type AuthMode = 'bearer' | 'none';

/** How a route's request body is sent: JSON, `multipart/form-data`, or none. */
export type BodyType = 'json' | 'multipart' | 'none';

/** A `fetch`-compatible function, called as a plain function (so `window.fetch` works unbound). */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/** Per-instance configuration of the platform client; nothing is shared between instances. */
export interface PlatformConfig {
  /** API origin plus optional path prefix (a trailing slash is stripped). Default `https://api.vapi.ai`. */
  readonly baseUrl?: string;
  /** Bearer credential (docs/behaviour.md §6); non-empty for `bearer` routes. */
  readonly token: string;
  /** Default `globalThis.fetch`, looked up at call time. */
  readonly fetch?: FetchLike;
  /** Time limit of one call in ms, body reading included, > 0; `Infinity` disables. Default {@link DEFAULT_TIMEOUT_MS}. */
  readonly timeoutMs?: number;
}

/** Default API base URL: Vapi's API. */
export const DEFAULT_BASE_URL = VAPI_API_URL;

/** Default per-call time limit, ms. */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** A value a query parameter can take. `Date` is written as `toISOString()`. */
export type QueryScalar = string | number | boolean | Date;

/**
 * Query parameters, any key (`URLSearchParams`): arrays repeat the key, `Date` is `toISOString()`,
 * `undefined` and `null` are left out.
 */
export type QueryParams = {
  readonly [key: string]: QueryScalar | readonly QueryScalar[] | null | undefined;
};

/** A JSON object whose fields docs/behaviour.md does not specify ("not shown"); read unchecked. */
export type OpenRecord = { readonly [key: string]: unknown };

/**
 * A request body whose fields docs/behaviour.md does not specify. `object`, not an index-signature
 * type, so the platform SDK's DTO interfaces pass without casts; an array is refused at run time.
 */
export type JsonObject = object;

/**
 * A response whose shape docs/behaviour.md §7 does not specify: the parsed JSON, the text, or
 * `undefined` for an empty body. `unknown`, as list routes may answer with an array.
 */
export type Unspecified = unknown;

/** A value of a multipart field: text, or a file (`Blob`/`File`). Numbers and booleans are sent as text. */
export type MultipartValue = string | number | boolean | Blob;

/** A multipart body as a record: `file` plus other fields; arrays repeat, `undefined` is left out. */
export type MultipartFields = {
  readonly file: Blob;
  readonly [field: string]: MultipartValue | readonly MultipartValue[] | undefined;
};

/** A multipart body: a ready `FormData`, or a record turned into one. */
export type MultipartBody = FormData | MultipartFields;

/** Names of the `{param}` placeholders in a path template, as a union. */
export type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;

/**
 * Path parameters of a path template: `'/x/{id}/run/{runId}'` → `{ id: string; runId: string }`.
 * `''`, `'.'` and `'..'` are refused at run time.
 */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string };

/** Per-call options accepted by every request. */
export interface CallOptions {
  readonly query?: QueryParams;
  /** Aborts the call (`PlatformError` `aborted`). */
  readonly signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call. */
  readonly timeoutMs?: number;
}
