/**
 * Shared types of the platform REST client (docs/behaviour.md §7 "Backend").
 *
 * What is typed precisely and what is not:
 * - Path parameters are derived from the path template itself
 *   (`'/assistant/{id}'` → `{ id: string }`), see {@link PathParams}.
 * - Query values are limited to what the serializer can write, see {@link QueryParams}.
 * - The web-call payload and response are typed field by field, as docs/behaviour.md §3
 *   lists them (see `web-call.ts`).
 * - Every other request body is a {@link JsonObject} (any object, SDK DTOs included), and every other response
 *   is {@link Unspecified}: docs/behaviour.md §3 "Backend entities" says "Fields of the
 *   backend entities beyond those listed: not shown", and docs/behaviour.md §7 says
 *   "Response shapes other than the web call response: not shown". We do not
 *   invent fields for them.
 */

/** HTTP methods used by docs/behaviour.md §7's backend table. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * How a route is authorised (docs/behaviour.md §6): `bearer` sends
 * `Authorization: Bearer <token>`; `none` sends no credential
 * (only `POST /credential/webhook`).
 */
export type AuthMode = 'bearer' | 'none';

/**
 * How a route's request body is sent: `json` (`application/json`),
 * `multipart` (`multipart/form-data`, for `/file`, `/file/upload` and
 * `/11labs/voice/clone`), or `none` (no body).
 */
export type BodyType = 'json' | 'multipart' | 'none';

/**
 * A `fetch`-compatible function. The client calls it as a plain function
 * (never as a method of the config object), so passing `window.fetch`
 * does not trigger "Illegal invocation".
 */
export type FetchLike = (input: string, init: RequestInit) => Promise<Response>;

/**
 * Per-instance configuration of the platform client. Nothing is shared
 * between instances: two clients can use two keys and two base URLs.
 */
export interface PlatformConfig {
  /**
   * Origin plus optional path prefix of the API, without a trailing slash
   * (one is stripped if present). Default `https://api.vapi.ai`.
   */
  readonly baseUrl?: string;
  /** Bearer credential sent on secure calls (docs/behaviour.md §6). Must be non-empty for `bearer` routes. */
  readonly token: string;
  /** `fetch` implementation; default `globalThis.fetch`, looked up at call time. */
  readonly fetch?: FetchLike;
  /**
   * Default time limit of one call in milliseconds, from sending the request
   * to reading the whole response body. Default {@link DEFAULT_TIMEOUT_MS}.
   * `Infinity` disables it. Must be > 0.
   */
  readonly timeoutMs?: number;
}

/** Default API base URL. */
export const DEFAULT_BASE_URL = 'https://api.vapi.ai';

/** Default per-call time limit: 60 000 ms (one minute). */
export const DEFAULT_TIMEOUT_MS = 60_000;

/** A value a query parameter can take. `Date` is written as `toISOString()`. */
export type QueryScalar = string | number | boolean | Date;

/**
 * Query parameters. Serialised with `URLSearchParams`:
 * - `string`, `number`, `boolean` → `String(value)`;
 * - `Date` → `value.toISOString()`;
 * - arrays → the key repeated once per item, in order (`?tag=a&tag=b`);
 * - `undefined` and `null` → the key is left out.
 *
 * The parameter names and types per route are not specified (docs/behaviour.md §7 only
 * marks "GET /call (query)", "GET, DELETE /logs (query)" and the `/v2`
 * "paginated queries"), so any key is accepted.
 */
export type QueryParams = {
  readonly [key: string]: QueryScalar | readonly QueryScalar[] | null | undefined;
};

/**
 * A JSON object whose fields docs/behaviour.md does not specify ("not shown"). It is
 * open: any key, any JSON value. The client does not check the fields.
 * Used for what the client reads; request bodies are {@link JsonObject}.
 */
export type OpenRecord = { readonly [key: string]: unknown };

/**
 * A request body (or part of one) whose fields docs/behaviour.md does not specify: any
 * object. Deliberately `object`, not an index-signature type, so values typed
 * with the platform SDK's own DTO interfaces (`CreateAssistantDto`, …, which
 * have no index signature) pass without casts. An array is refused at run
 * time (`invalid-request`) before anything is sent. Serialised with
 * `JSON.stringify`; the server validates the fields.
 */
export type JsonObject = object;

/**
 * The response of a route whose shape docs/behaviour.md does not specify (docs/behaviour.md §7:
 * "Response shapes other than the web call response: not shown").
 * At run time it is the parsed JSON value when the response is JSON, the
 * text otherwise, and `undefined` for an empty body (e.g. 204). It is
 * `unknown` rather than a record because list routes may answer with an
 * array; narrow it yourself.
 */
export type Unspecified = unknown;

/** A value of a multipart field: text, or a file (`Blob`/`File`). Numbers and booleans are sent as text. */
export type MultipartValue = string | number | boolean | Blob;

/**
 * A multipart body given as a record: `file` is the file to upload, other
 * fields are sent alongside it. Arrays append the field once per item;
 * `undefined` fields are left out. A `File` keeps its name; a bare `Blob`
 * is sent with the file name `blob`. The other field names are not
 * specified in docs/behaviour.md; pass a `FormData` to control the fields fully.
 */
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
 * Path parameters of a path template: `'/test-suite/{id}/run/{runId}'` →
 * `{ id: string; runId: string }`, `'/call'` → `{}`. Each value is encoded
 * with `encodeURIComponent`; `''`, `'.'` and `'..'` are refused at run time
 * (they would change which route is called).
 */
export type PathParams<P extends string> = { readonly [K in PathParamNames<P>]: string };

/** Per-call options accepted by every request. */
export interface CallOptions {
  /** Query parameters, see {@link QueryParams}. */
  readonly query?: QueryParams;
  /** Aborts the call; it then rejects with a `PlatformError` of code `aborted`. */
  readonly signal?: AbortSignal;
  /** Overrides the client's `timeoutMs` for this call (milliseconds, > 0, or `Infinity`). */
  readonly timeoutMs?: number;
}
