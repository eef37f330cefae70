/**
 * Errors thrown by the platform REST client: {@link PlatformError} with a stable `code` and the
 * original error as `cause` (the table is `docs/platform-client.md` "Errors").
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

/** Base class of every error the platform client throws; built through the static factories. */
export class PlatformError extends VoiceWidgetsError {
  override readonly name: string = 'PlatformError';
  declare readonly code: PlatformErrorCode;
  /** `undefined` when the failure is not tied to a request. */
  readonly method: string | undefined;
  /** Resolved request path (e.g. `/assistant/a%2Fb`). */
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

  /** `fetch` itself rejected; `cause` is the rejection. */
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

  /** Cut after `timeoutMs` ms; `cause` is the abort reason. */
  static timeout(target: RequestTarget, timeoutMs: number, cause: unknown): PlatformError {
    return new PlatformError('timeout', `${describe(target)} timed out after ${timeoutMs} ms`, {
      cause,
      target,
    });
  }

  /** `cause` is the signal's reason. */
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
 * A non-2xx answer (`api-error`); `message` ends with the server's own words when it has any.
 * `body` is the parsed JSON, the text, or `undefined` when empty.
 */
export class ApiError extends PlatformError {
  override readonly name: string = 'ApiError';
  declare readonly code: 'api-error';
  declare readonly method: string;
  declare readonly path: string;
  /** HTTP status, 100–599. */
  readonly status: number;
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

  /** The error for a non-ok response whose body is already parsed. */
  static fromResponse(target: RequestTarget, response: Response, body: unknown): ApiError {
    return new ApiError(target, response.status, response.statusText, body);
  }
}

/** Longest server text copied into an {@link ApiError}'s message, characters. */
const MAX_SERVER_MESSAGE_CHARS = 300;

/**
 * The server's own words in an error body (`message`, a list of them, the former `error.message`,
 * or a short text), cleaned and capped; undefined when there are none.
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
