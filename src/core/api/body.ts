/**
 * Encodes request bodies: JSON for most routes, multipart for the file
 * uploads (docs/behaviour.md §7: `POST /file/upload`, `POST /file`, `POST /11labs/voice/clone`).
 */
import { PlatformError, type RequestTarget } from './errors.ts';
import type { BodyType } from './types.ts';
import { isRecord } from '../util/records.ts';

/** An encoded body plus the `Content-Type` to send; both absent for `none`. */
export interface EncodedBody {
  readonly body?: string | FormData;
  /** Set for JSON only: for `FormData`, `fetch` writes the multipart boundary itself. */
  readonly contentType?: string;
}

/**
 * Encodes `body`: `json` needs a non-array object; `multipart` takes a `FormData` or a record of
 * fields; `none` refuses a body.
 * @throws PlatformError `invalid-request` when the body does not fit or cannot be serialised.
 */
export function encodeBody(bodyType: BodyType, body: unknown, target: RequestTarget): EncodedBody {
  switch (bodyType) {
    case 'none':
      if (body !== undefined) throw invalid(target, 'takes no request body');
      return {};
    case 'json':
      if (!isRecord(body) || body instanceof FormData) {
        throw invalid(target, 'needs a JSON object (not an array) as request body');
      }
      try {
        return { body: JSON.stringify(body), contentType: 'application/json' };
      } catch (error) {
        throw PlatformError.invalidRequest(
          `${target.method} ${target.path}: body is not JSON-serialisable`,
          target,
          error,
        );
      }
    case 'multipart':
      return { body: toFormData(body, target) };
  }
}

function toFormData(body: unknown, target: RequestTarget): FormData {
  if (body instanceof FormData) return body;
  if (!isRecord(body)) {
    throw invalid(target, 'needs a FormData or a { file: Blob, ...fields } record as request body');
  }
  const form = new FormData();
  for (const [field, value] of Object.entries(body)) {
    if (value === undefined) continue;
    const items: readonly unknown[] = Array.isArray(value) ? value : [value];
    for (const item of items) {
      if (item instanceof Blob) form.append(field, item);
      else if (typeof item === 'string' || typeof item === 'number' || typeof item === 'boolean') {
        form.append(field, String(item));
      } else {
        throw invalid(
          target,
          `multipart field "${field}" must be a string, number, boolean or Blob`,
        );
      }
    }
  }
  return form;
}

function invalid(target: RequestTarget, what: string): PlatformError {
  return PlatformError.invalidRequest(`${target.method} ${target.path} ${what}`, target);
}
