/**
 * `POST /call/web`: creates a web call (SPEC §3 "Web call creation payload",
 * "Web call response fields that are read"; SPEC §4 "Web call start", step 3).
 *
 * This module is all the widget bundle needs from the backend: it pulls in
 * the request core, not the route table or the full client.
 */
import { PlatformError } from './errors.ts';
import { request } from './request.ts';
import type { CallOptions, OpenRecord, PlatformConfig } from './types.ts';

/**
 * Every field of the web-call creation payload (SPEC §3). The inline
 * definitions and overrides are open records: their fields are not
 * specified (SPEC §3 "Backend entities").
 */
export interface WebCallPayloadFields {
  /** Inline assistant definition. */
  readonly assistant?: OpenRecord;
  /** Id of a saved assistant. */
  readonly assistantId?: string;
  /** Overrides applied to the assistant. */
  readonly assistantOverrides?: OpenRecord;
  /** Inline squad definition. */
  readonly squad?: OpenRecord;
  /** Id of a saved squad. */
  readonly squadId?: string;
  /** Inline workflow definition. */
  readonly workflow?: OpenRecord;
  /** Id of a saved workflow. */
  readonly workflowId?: string;
  /** Overrides applied to the workflow. */
  readonly workflowOverrides?: OpenRecord;
}

/**
 * The web-call creation payload (SPEC §3), with SPEC §5's rule "at least one
 * of assistant, squad or workflow must be given" enforced by the type: one
 * of `assistant`, `assistantId`, `squad`, `squadId`, `workflow` or
 * `workflowId` is required. (The voice client reports the same rule at run
 * time as a `validation-error` event; this module does not repeat it.)
 */
export type WebCallPayload = WebCallPayloadFields &
  (
    | { readonly assistant: OpenRecord }
    | { readonly assistantId: string }
    | { readonly squad: OpenRecord }
    | { readonly squadId: string }
    | { readonly workflow: OpenRecord }
    | { readonly workflowId: string }
  );

/**
 * The fields of the web-call response that are read (SPEC §3), and only
 * those. The server sends more; their shapes are not specified.
 */
export interface WebCallResponse {
  /** Call id. */
  readonly id: string;
  /** URL of the call room to join. */
  readonly webCallUrl: string;
  readonly artifactPlan?: {
    /** Whether the call should be video-recorded (SPEC §4 step 8). */
    readonly videoRecordingEnabled?: boolean;
  };
  readonly assistant?: {
    readonly voice?: {
      /** Voice provider name. */
      readonly provider?: string;
    };
  };
}

/**
 * Checks a parsed `POST /call/web` response against {@link WebCallResponse}:
 * `id` and `webCallUrl` are non-empty strings; `artifactPlan`,
 * `assistant` and `assistant.voice` are objects when present;
 * `videoRecordingEnabled` is a boolean and `provider` a string when present.
 * The object is not copied: fields beyond SPEC §3 stay on it, untyped.
 */
export function isWebCallResponse(value: unknown): value is WebCallResponse {
  if (!isRecord(value)) return false;
  if (!nonEmptyString(value['id']) || !nonEmptyString(value['webCallUrl'])) return false;
  const plan = value['artifactPlan'];
  if (plan !== undefined && !(isRecord(plan) && optional(plan['videoRecordingEnabled'], 'boolean'))) return false;
  const assistant = value['assistant'];
  if (assistant === undefined) return true;
  if (!isRecord(assistant)) return false;
  const voice = assistant['voice'];
  return voice === undefined || (isRecord(voice) && optional(voice['provider'], 'string'));
}

/**
 * Creates a web call: `POST /call/web` with bearer auth and a JSON body
 * (SPEC §7 "Call"). This is the widget's one backend call. The platform
 * client's `call.createWeb` sends the same request through the same
 * `request` and checks the answer with the same {@link toWebCallResponse}.
 *
 * @param config base URL, token (the public key), optional `fetch` and `timeoutMs`.
 * @param payload SPEC §3 web-call creation payload.
 * @param options `signal`, `timeoutMs` and `query` (see `CallOptions`).
 * @returns the response, checked by {@link isWebCallResponse}.
 * @throws ApiError (`api-error`) for a non-2xx status; PlatformError
 *   `network-error`, `timeout`, `aborted`, `invalid-request` as `request`
 *   does; `invalid-response` when the body is not a {@link WebCallResponse}.
 */
export async function createWebCall(
  config: PlatformConfig,
  payload: WebCallPayload,
  options: CallOptions = {},
): Promise<WebCallResponse> {
  const body = await request(config, {
    method: 'POST',
    path: '/call/web',
    body: payload,
    bodyType: 'json',
    auth: 'bearer',
    query: options.query,
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
  return toWebCallResponse(body);
}

/**
 * Returns `body` typed as {@link WebCallResponse} when {@link isWebCallResponse}
 * accepts it. Used by {@link createWebCall} and the client's `call.createWeb`.
 *
 * @throws PlatformError `invalid-response` otherwise.
 */
export function toWebCallResponse(body: unknown): WebCallResponse {
  if (!isWebCallResponse(body)) {
    throw PlatformError.invalidResponse(
      { method: 'POST', path: '/call/web' },
      'expected an object with non-empty string "id" and "webCallUrl" (SPEC §3)',
    );
  }
  return body;
}

function isRecord(value: unknown): value is { readonly [key: string]: unknown } {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function nonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

function optional(value: unknown, type: 'boolean' | 'string'): boolean {
  return value === undefined || typeof value === type;
}
