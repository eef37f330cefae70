/**
 * Errors thrown by the platform REST client (`docs/voice-client.md#errors`).
 *
 * One base class, {@link PlatformError} (itself a `VoiceWidgetsError`, the
 * bundle's root, `src/core/errors.ts`), with a unique string `code` and the
 * original error kept as `cause`. Branch on `code` (or `instanceof ApiError`):
 *
 * | code               | thrown when                                                     | `cause`                          |
 * |--------------------|-----------------------------------------------------------------|----------------------------------|
 * | `api-error`        | the server answered with a non-2xx status ({@link ApiError})    | none                             |
 * | `network-error`    | `fetch` rejected: DNS, connection refused or reset, CORS        | the `fetch` rejection            |
 * | `timeout`          | the request ran longer than `timeoutMs`                         | the `TimeoutError` it was aborted with |
 * | `aborted`          | the caller's `AbortSignal` fired                                | the signal's `reason`            |
 * | `invalid-request`  | the call was refused before sending: missing path parameter, bad query value, bad config | the underlying error, if any |
 * | `invalid-response` | a 2xx body is not what was promised: malformed JSON, or a web-call response without `id` or a transport (`webCallUrl` / `transport.websocketCallUrl`) | the parse error, if any |
 */
import { VoiceWidgetsError } from '../errors.ts';
import { isRecord } from '../util/records.ts';
import { replaceControlCharacters } from '../util/text.ts';

/** Every {@link PlatformError} `code`. */
export type PlatformErrorCode =
  'api-error' | 'network-error' | 'timeout' | 'aborted' | 'invalid-request' | 'invalid-response';

/** Where a failed request was going. `path` is the resolved path, without base URL or query. */
export interface RequestTarget {
  readonly method: string;
  readonly path: string;
}

/**
 * Base class of every error the platform client throws. Build it through the
 * static factories; never throw a bare `Error` from `src/api`.
 */
export class PlatformError extends VoiceWidgetsError {
  override readonly name: string = 'PlatformError';
  /** Stable machine-readable code; see the table at the top of this module. */
  declare readonly code: PlatformErrorCode;
  /** HTTP method of the failed request; `undefined` when the failure is not tied to one. */
  readonly method: string | undefined;
  /** Resolved request path (e.g. `/assistant/a%2Fb`); `undefined` when not known. */
  readonly path: string | undefined;

  constructor(
    code: PlatformErrorCode,
    message: string,
    options: { cause?: unknown; target?: RequestTarget | undefined } = {},
  ) {
    super(code, message, options);
    this.method = options.target?.method;
    this.path = options.target?.path;
  }

  /** `fetch` itself rejected (no HTTP response). `cause` is the rejection. */
  static network(target: RequestTarget, cause: unknown): PlatformError {
    const detail = cause instanceof Error ? `: ${cause.message}` : '';
    return new PlatformError(
      'network-error',
      `${describe(target)} failed before a response${detail}`,
      {
        cause,
        target,
      },
    );
  }

  /** The request was cut after `timeoutMs` milliseconds. `cause` is the abort reason. */
  static timeout(target: RequestTarget, timeoutMs: number, cause: unknown): PlatformError {
    return new PlatformError('timeout', `${describe(target)} timed out after ${timeoutMs} ms`, {
      cause,
      target,
    });
  }

  /** The caller's `AbortSignal` fired. `cause` is the signal's reason. */
  static aborted(target: RequestTarget, cause: unknown): PlatformError {
    return new PlatformError('aborted', `${describe(target)} was aborted by the caller`, {
      cause,
      target,
    });
  }

  /** The call was refused before anything was sent. */
  static invalidRequest(message: string, target?: RequestTarget, cause?: unknown): PlatformError {
    return new PlatformError(
      'invalid-request',
      message,
      cause === undefined ? { target } : { cause, target },
    );
  }

  /** A 2xx response body could not be read as promised. */
  static invalidResponse(target: RequestTarget, message: string, cause?: unknown): PlatformError {
    const full = `${describe(target)} returned an invalid response: ${message}`;
    return new PlatformError(
      'invalid-response',
      full,
      cause === undefined ? { target } : { cause, target },
    );
  }
}

/**
 * The server answered with a non-2xx status: the response is thrown with
 * its parsed body (`docs/voice-client.md#errors`). Code `api-error`.
 *
 * Its `message` ends with the server's own words when the body has any
 * (`{ message }`, a list of validation messages, or a short text): e.g.
 * `GET /assistant/x failed with 404 Not Found: Assistant not found`.
 *
 * `body` is the parsed JSON when the response's `Content-Type` is JSON
 * (`application/json` or `application/*+json`), the text otherwise, and
 * `undefined` when the body is empty. The platform does not specify its
 * shape, so it is typed `unknown`.
 */
export class ApiError extends PlatformError {
  override readonly name: string = 'ApiError';
  declare readonly code: 'api-error';
  declare readonly method: string;
  declare readonly path: string;
  /** HTTP status, 100–599 (in practice 300–599). */
  readonly status: number;
  /** Parsed error body: JSON value, text, or `undefined` when empty. */
  readonly body: unknown;

  constructor(target: RequestTarget, status: number, statusText: string, body: unknown) {
    const said = serverMessage(body);
    super(
      'api-error',
      `${describe(target)} failed with ${status}${statusText ? ` ${statusText}` : ''}${said ? `: ${said}` : ''}`,
      { target },
    );
    this.status = status;
    this.body = body;
  }

  /** Builds the error for a non-ok response whose body is already parsed. */
  static fromResponse(target: RequestTarget, response: Response, body: unknown): ApiError {
    return new ApiError(target, response.status, response.statusText, body);
  }
}

/** Longest server text copied into an {@link ApiError}'s message, characters. */
const MAX_SERVER_MESSAGE_CHARS = 300;

/**
 * The server's own words in an error body, for the error's `message`: the
 * platform's `message` (a string, or a list of validation messages joined
 * with '; '), the local platform's former `error.message`, or a short text
 * body. Undefined when the body says nothing readable.
 */
export function serverMessage(body: unknown): string | undefined {
  let text: string | undefined;
  if (typeof body === 'string') text = body;
  else if (isRecord(body)) {
    const record = body as { message?: unknown; error?: unknown };
    if (typeof record.message === 'string') text = record.message;
    else if (Array.isArray(record.message))
      text = record.message.filter((m): m is string => typeof m === 'string').join('; ');
    else if (
      typeof record.error === 'object' &&
      record.error !== null &&
      typeof (record.error as { message?: unknown }).message === 'string'
    ) {
      text = (record.error as { message: string }).message;
    }
  }

  const clean = (text && replaceControlCharacters(text))?.replace(/\s+/g, ' ').trim();
  if (!clean) return undefined;
  return clean.length > MAX_SERVER_MESSAGE_CHARS
    ? `${clean.slice(0, MAX_SERVER_MESSAGE_CHARS)}…`
    : clean;
}

function describe(target: RequestTarget): string {
  return `${target.method} ${target.path}`;
}
