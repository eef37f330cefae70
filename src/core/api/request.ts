/**
 * The project's one fetch wrapper (`docs/platform-client.md`): every backend call goes through
 * {@link request} (parsed body) or {@link requestResponse} (raw `Response`, for the chat's event
 * stream), with the same headers, time limit, abort and error mapping. No retries.
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

/** `pathParams` is required exactly when a literal `P` has placeholders; open for a plain `string`. */
type PathParamsField<P extends string> = string extends P
  ? { readonly pathParams?: { readonly [name: string]: unknown } | undefined }
  : [PathParamNames<P>] extends [never]
    ? { readonly pathParams?: undefined }
    : { readonly pathParams: PathParams<P> };

/** One request; `path` is a template such as `'/assistant/{id}'`, checked against `pathParams`. */
export type RequestSpec<P extends string = string> = {
  readonly method: HttpMethod;
  readonly path: P;
  readonly query?: QueryParams | undefined;
  /** JSON object or multipart body; `undefined` for `bodyType: 'none'`. */
  readonly body?: unknown;
  /** Default `'none'`. */
  readonly bodyType?: BodyType;
  /** Default `'bearer'`. */
  readonly auth?: AuthMode;
  readonly signal?: AbortSignal | undefined;
  /** Overrides `config.timeoutMs`. */
  readonly timeoutMs?: number | undefined;
  /** Default `application/json`. */
  readonly accept?: string | undefined;
} & PathParamsField<P>;

// setTimeout fires at once for delays above 2^31 - 1 ms; treat those as "no limit".
const MAX_TIMER_MS = 2_147_483_647;

/**
 * Sends one request to the platform API (`docs/platform-client.md` "Calling a method"); the time
 * limit covers the whole call, response body included.
 * @returns the JSON value, the text, or `undefined` for an empty body.
 * @throws ApiError for a non-2xx status; PlatformError `network-error`, `timeout`, `aborted`,
 *   `invalid-request` (nothing sent), `invalid-response` (malformed JSON in a 2xx response).
 */
export function request<P extends string>(
  config: PlatformConfig,
  spec: RequestSpec<P>,
): Promise<unknown> {
  return send(config, spec, false);
}

/**
 * Like {@link request}, but hands back a 2xx `Response` with its body unread. The time limit
 * covers the headers only; the caller's `signal` can still cut the body stream.
 * @throws as {@link request}, never `invalid-response`.
 */
export function requestResponse<P extends string>(
  config: PlatformConfig,
  spec: RequestSpec<P>,
): Promise<Response> {
  return send(config, spec, true) as Promise<Response>;
}

/** Behind {@link request} and {@link requestResponse}; `stream` hands back a 2xx `Response` unread. */
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

  // It records who aborted first, so a timeout and a caller abort stay distinguishable.
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
  // Even a `fetch` that ignores its signal cannot outlive the time limit. Handled here too:
  // a stream's caller may abort after nobody races it any more.
  const stopped = new Promise<never>((_resolve, reject) => {
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), {
      once: true,
    });
  });
  stopped.catch(() => undefined);

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
