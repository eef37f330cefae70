/**
 * The one fetch wrapper of the project (`docs/voice-client.md#errors`;
 * `docs/platform-client.md`). Every backend call goes through it: the
 * platform client's methods and the widget's `POST /call/web` through
 * {@link request} (parsed body), the chat's `POST /chat/web` through
 * {@link requestResponse} (raw `Response`, for its event stream). Same
 * headers, time limit, abort and error mapping for all. No retries.
 */
import { encodeBody } from './body.ts';
import { ApiError, PlatformError, type RequestTarget } from './errors.ts';
import {
  DEFAULT_BASE_URL,
  DEFAULT_TIMEOUT_MS,
  type AuthMode,
  type BodyType,
  type HttpMethod,
  type PathParamNames,
  type PathParams,
  type PlatformConfig,
  type QueryParams,
} from './types.ts';
import { joinUrl, resolvePath, serializeQuery } from './url.ts';

/**
 * With a literal template, `pathParams` is required exactly when `P` has
 * placeholders, and has exactly their names. With a plain `string` (routes
 * read from the table at run time) it is an open record, checked at run time.
 */
type PathParamsField<P extends string> = string extends P
  ? { readonly pathParams?: { readonly [name: string]: unknown } | undefined }
  : [PathParamNames<P>] extends [never]
    ? { readonly pathParams?: undefined }
    : { readonly pathParams: PathParams<P> };

/**
 * One request. `path` is a template from `docs/platform-client.md` such as `'/assistant/{id}'`;
 * with a literal template, `pathParams` is type-checked against it.
 */
export type RequestSpec<P extends string = string> = {
  readonly method: HttpMethod;
  readonly path: P;
  readonly query?: QueryParams | undefined;
  /** JSON object, or multipart body; see `encodeBody`. Must be `undefined` for `bodyType: 'none'`. */
  readonly body?: unknown;
  /** Default `'none'`. */
  readonly bodyType?: BodyType;
  /** Default `'bearer'` (`docs/platform-client.md`: "All calls are JSON with bearer auth unless noted"). */
  readonly auth?: AuthMode;
  readonly signal?: AbortSignal | undefined;
  /** Overrides `config.timeoutMs` (milliseconds, > 0, or `Infinity`). */
  readonly timeoutMs?: number | undefined;
  /** The `Accept` header. Default `application/json`. */
  readonly accept?: string | undefined;
} & PathParamsField<P>;

// setTimeout fires at once for delays above 2^31 - 1 ms; treat those as "no limit".
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Sends one request to the platform API and returns the parsed response body.
 *
 * Sends `Accept: application/json` (or `spec.accept`), `Authorization:
 * Bearer <config.token>` when `auth` is `bearer`, and the body per
 * `bodyType`. The time limit covers the whole call, response body included.
 *
 * @returns the parsed body: a JSON value when the response `Content-Type` is
 *   JSON, the text otherwise, `undefined` when the body is empty (e.g. 204).
 * @throws ApiError (`api-error`) for a non-2xx status, with `status`,
 *   `method`, `path` and the parsed `body`.
 * @throws PlatformError `network-error` when `fetch` rejects (the rejection is
 *   the `cause`), `timeout` after the time limit, `aborted` when `signal`
 *   fires (its reason is the `cause`), `invalid-request` for bad arguments
 *   (nothing is sent), `invalid-response` for malformed JSON in a 2xx response.
 *   See `docs/voice-client.md#errors`.
 */
export function request<P extends string>(
  config: PlatformConfig,
  spec: RequestSpec<P>,
): Promise<unknown> {
  return send(config, spec, false);
}

/**
 * Sends one request like {@link request} but hands back the 2xx `Response`
 * with its body unread, for bodies read as they arrive (the chat's
 * `text/event-stream`).
 *
 * The time limit covers the wait for the response headers only; once they
 * are in, the timer is cleared. The caller's `signal` stays linked to the
 * request, so aborting it later also cuts the body stream (reads then reject
 * with the signal's reason). A non-2xx response is read whole and thrown as
 * {@link ApiError}, exactly as {@link request} does.
 *
 * @returns the `Response` of a 2xx answer, body unread.
 * @throws ApiError and PlatformError as {@link request} (never
 *   `invalid-response`: the body is the caller's to read).
 */
export function requestResponse<P extends string>(
  config: PlatformConfig,
  spec: RequestSpec<P>,
): Promise<Response> {
  return send(config, spec, true) as Promise<Response>;
}

/**
 * The one fetch wrapper behind {@link request} and {@link requestResponse}:
 * builds and sends the request under the time limit, then reads the body
 * (`stream` false, or a non-2xx answer) or hands back a 2xx `Response` with
 * its body unread (`stream` true: the timer is cleared, the caller's signal
 * stays linked so it can still cut the stream).
 */
async function send<P extends string>(
  config: PlatformConfig,
  spec: RequestSpec<P>,
  stream: boolean,
): Promise<unknown> {
  const { method } = spec;
  const template: RequestTarget = { method, path: spec.path };
  const path = resolvePath(method, spec.path, spec.pathParams);
  const target: RequestTarget = { method, path };
  const url = joinUrl(config.baseUrl ?? DEFAULT_BASE_URL, path, serializeQuery(spec.query));
  const timeoutMs = checkTimeout(
    spec.timeoutMs ?? config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    template,
  );

  const headers = new Headers({ Accept: spec.accept ?? 'application/json' });
  if ((spec.auth ?? 'bearer') === 'bearer') {
    if (typeof config.token !== 'string' || config.token === '') {
      throw PlatformError.invalidRequest(
        `${method} ${spec.path} needs a bearer token, but config.token is empty`,
        target,
      );
    }
    headers.set('Authorization', `Bearer ${config.token}`);
  }
  const encoded = encodeBody(spec.bodyType ?? 'none', spec.body, target);
  if (encoded.contentType) headers.set('Content-Type', encoded.contentType);

  const callerSignal = spec.signal;
  if (callerSignal?.aborted) throw PlatformError.aborted(target, callerSignal.reason);

  // One controller per call; it records who aborted first, so a timeout and
  // a caller abort stay distinguishable.
  const controller = new AbortController();
  let stoppedBy: 'timeout' | 'aborted' | undefined;
  const onCallerAbort = (): void => {
    stoppedBy ??= 'aborted';
    controller.abort(callerSignal?.reason);
  };
  callerSignal?.addEventListener('abort', onCallerAbort, { once: true });
  const timer =
    timeoutMs <= MAX_TIMER_MS
      ? setTimeout(() => {
          stoppedBy ??= 'timeout';
          controller.abort(
            new DOMException(`${method} ${path} timed out after ${timeoutMs} ms`, 'TimeoutError'),
          );
        }, timeoutMs)
      : undefined;
  // Rejects when the controller aborts, so even a `fetch` that ignores its
  // signal cannot outlive the time limit. Handled here too: a stream's
  // caller may abort after nobody races it any more.
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  stopped.catch(() => undefined);

  // Looked up at call time and called as a plain function (see FetchLike).
  const doFetch = config.fetch ?? globalThis.fetch;
  let streaming = false;
  let response: Response;
  let text: string;
  try {
    const init: RequestInit = { method, headers, signal: controller.signal };
    if (encoded.body !== undefined) init.body = encoded.body;
    response = await Promise.race([doFetch(url, init), stopped]);
    if ((streaming = stream && response.ok)) return response;
    text = await Promise.race([response.text(), stopped]);
  } catch (error) {
    if (stoppedBy === 'timeout') throw PlatformError.timeout(target, timeoutMs, error);
    if (stoppedBy === 'aborted') throw PlatformError.aborted(target, error);
    throw PlatformError.network(target, error);
  } finally {
    clearTimeout(timer);
    if (!streaming) callerSignal?.removeEventListener('abort', onCallerAbort);
  }
  return parseBody(target, response, text);
}

function checkTimeout(timeoutMs: number, target: RequestTarget): number {
  if (typeof timeoutMs !== 'number' || Number.isNaN(timeoutMs) || timeoutMs <= 0) {
    throw PlatformError.invalidRequest(
      `${target.method} ${target.path}: timeoutMs must be a number > 0 or Infinity, got ${String(timeoutMs)}`,
      target,
    );
  }
  return timeoutMs;
}

const JSON_TYPE = /^application\/(?:[^;\s]*\+)?json\s*(?:;|$)/i;

function parseBody(target: RequestTarget, response: Response, text: string): unknown {
  const isJson = JSON_TYPE.test(response.headers.get('Content-Type') ?? '');
  let body: unknown = text === '' ? undefined : text;
  if (isJson && text !== '') {
    try {
      body = JSON.parse(text);
    } catch (error) {
      // A broken JSON error body is still reported as ApiError, with its text.
      if (response.ok) throw PlatformError.invalidResponse(target, 'malformed JSON body', error);
    }
  }
  if (!response.ok) throw ApiError.fromResponse(target, response, body);
  return body;
}
