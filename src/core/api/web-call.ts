/**
 * `POST /call/web`: creates a web call (docs/behaviour.md §3 "Web call creation payload",
 * "Web call response fields that are read"; docs/behaviour.md §4 "Web call start", step 3).
 *
 * This module is all the widget bundle needs from the backend: it pulls in
 * the request core, not the route table or the full client.
 */
import { PlatformError } from './errors.ts';
import { request } from './request.ts';
import type { CallOptions, JsonObject, PlatformConfig } from './types.ts';
import { isRecord } from '../util/records.ts';

/**
 * Every field of the web-call creation payload (docs/behaviour.md §3). The inline
 * definitions and overrides are open records: their fields are not
 * specified (docs/behaviour.md §3 "Backend entities").
 */
export interface WebCallPayloadFields {
  /** Inline assistant definition. */
  readonly assistant?: JsonObject;
  /** Id of a saved assistant. */
  readonly assistantId?: string;
  /** Overrides applied to the assistant. */
  readonly assistantOverrides?: JsonObject;
  /** Inline squad definition. */
  readonly squad?: JsonObject;
  /** Id of a saved squad. */
  readonly squadId?: string;
  /** Inline workflow definition. */
  readonly workflow?: JsonObject;
  /** Id of a saved workflow. */
  readonly workflowId?: string;
  /** Overrides applied to the workflow. */
  readonly workflowOverrides?: JsonObject;
  /**
   * `false` keeps the call's room alive after the visitor leaves (the
   * platform's SDK can then reconnect); `true` (the platform's default)
   * deletes it. Sent only when given, as `@vapi-ai/web`'s `start()` does.
   */
  readonly roomDeleteOnUserLeaveEnabled?: boolean;
}

/**
 * The web-call creation payload (docs/behaviour.md §3), with docs/behaviour.md §5's rule "at least one
 * of assistant, squad or workflow must be given" enforced by the type: one
 * of `assistant`, `assistantId`, `squad`, `squadId`, `workflow` or
 * `workflowId` is required. (The voice client reports the same rule at run
 * time as a `validation-error` event; this module does not repeat it.)
 */
export type WebCallPayload = WebCallPayloadFields &
  (
    | { readonly assistant: JsonObject }
    | { readonly assistantId: string }
    | { readonly squad: JsonObject }
    | { readonly squadId: string }
    | { readonly workflow: JsonObject }
    | { readonly workflowId: string }
  );

/**
 * The fields of the web-call response that are read (docs/behaviour.md §3), and only
 * those. The server sends more; their shapes are not specified.
 *
 * One of two transports is described: a Daily call room (`webCallUrl`), or
 * Vapi's WebSocket transport (`transport.websocketCallUrl`, as the local
 * platform returns it, `docs/platform.md`). {@link toWebCallResponse}
 * guarantees that at least one of them is present; `webCallUrl` is `''`
 * when only the socket URL is.
 */
export interface WebCallResponse {
  /** Call id. */
  readonly id: string;
  /**
   * URL of the Daily call room to join. A WebSocket call has none: the
   * platform omits the field and {@link toWebCallResponse} sets it to `''`,
   * so the type stays `string` (see `transportKindOf` in the client).
   */
  readonly webCallUrl: string;
  /** The WebSocket transport of the call (docs/platform.md "POST /api/call/web"); absent for a Daily call. */
  readonly transport?: {
    /** Transport provider, e.g. `vapi.websocket`. */
    readonly provider?: string;
    /** `ws:` or `wss:` URL of the call's socket: PCM s16le 16 kHz mono binary frames, JSON text frames. */
    readonly websocketCallUrl?: string;
    /**
     * A Daily meeting token for the room, where the platform sends one (with
     * video recording enabled it starts the cloud recording at join, so the
     * client must not call `startRecording()` itself).
     */
    readonly callToken?: string;
  };
  /** Live call control (Vapi's `monitor`), where the platform gives it. */
  readonly monitor?: {
    /**
     * `http:`/`https:` URL that takes control messages by `POST`, e.g.
     * `{"type":"end-call"}` (docs/platform.md "Live call control"); the URL is
     * the credential.
     */
    readonly controlUrl?: string;
  };
  readonly artifactPlan?: {
    /** Whether the call should be video-recorded (docs/behaviour.md §4 step 8). */
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
 * Checks a value against {@link WebCallResponse} as {@link toWebCallResponse}
 * returns it: {@link isWebCallBody}, and `webCallUrl` is a string (`''` for a
 * WebSocket call). A raw WebSocket-call body without `webCallUrl` is not one
 * yet: pass it through {@link toWebCallResponse}.
 */
export function isWebCallResponse(value: unknown): value is WebCallResponse {
  return isWebCallBody(value) && typeof value['webCallUrl'] === 'string';
}

/**
 * Checks a parsed `POST /call/web` body (docs/behaviour.md §3; docs/platform.md): `id` is a
 * non-empty string, and the call has a transport: `webCallUrl` is a
 * non-empty string (Daily), or `transport.websocketCallUrl` is a `ws:`/`wss:`
 * URL (WebSocket), or both. When present, `webCallUrl` is a string,
 * `transport` an object whose `provider` is a string; `monitor` an object
 * whose `controlUrl` is an `http:`/`https:` URL; `artifactPlan`,
 * `assistant` and `assistant.voice` are objects; `videoRecordingEnabled` is
 * a boolean and the voice `provider` a string.
 */
function isWebCallBody(value: unknown): value is { readonly [key: string]: unknown } {
  return webCallBodyProblem(value) === undefined;
}

/**
 * What is wrong with a `POST /call/web` body, naming the field's path
 * (`transport.websocketCallUrl: expected a ws: or wss: URL`), or undefined
 * when {@link isWebCallBody} accepts it.
 */
function webCallBodyProblem(value: unknown): string | undefined {
  if (!isRecord(value)) return `(body): expected a JSON object, got ${kind(value)}`;
  if (!nonEmptyString(value['id']))
    return `id: expected a non-empty string, got ${kind(value['id'])}`;
  const webCallUrl = value['webCallUrl'];
  if (!(webCallUrl === undefined || typeof webCallUrl === 'string'))
    return `webCallUrl: expected a string, got ${kind(webCallUrl)}`;
  const transport = value['transport'];
  if (transport !== undefined) {
    if (!isRecord(transport)) return `transport: expected an object, got ${kind(transport)}`;
    if (!optional(transport['provider'], 'string'))
      return `transport.provider: expected a string, got ${kind(transport['provider'])}`;
    const socketUrl = transport['websocketCallUrl'];
    if (socketUrl !== undefined && !isWebSocketUrl(socketUrl))
      return 'transport.websocketCallUrl: expected a ws: or wss: URL';
    if (!optional(transport['callToken'], 'string'))
      return `transport.callToken: expected a string, got ${kind(transport['callToken'])}`;
  }
  if (
    !nonEmptyString(webCallUrl) &&
    !(isRecord(transport) && transport['websocketCallUrl'] !== undefined)
  ) {
    return 'webCallUrl: expected a non-empty string (a Daily room), or a transport.websocketCallUrl';
  }
  const monitor = value['monitor'];
  if (monitor !== undefined) {
    if (!isRecord(monitor)) return `monitor: expected an object, got ${kind(monitor)}`;
    const controlUrl = monitor['controlUrl'];
    if (controlUrl !== undefined && !isHttpUrl(controlUrl))
      return 'monitor.controlUrl: expected an http: or https: URL';
  }
  const plan = value['artifactPlan'];
  if (plan !== undefined) {
    if (!isRecord(plan)) return `artifactPlan: expected an object, got ${kind(plan)}`;
    if (!optional(plan['videoRecordingEnabled'], 'boolean'))
      return `artifactPlan.videoRecordingEnabled: expected a boolean, got ${kind(plan['videoRecordingEnabled'])}`;
  }
  const assistant = value['assistant'];
  if (assistant === undefined) return undefined;
  if (!isRecord(assistant)) return `assistant: expected an object, got ${kind(assistant)}`;
  const voice = assistant['voice'];
  if (voice === undefined) return undefined;
  if (!isRecord(voice)) return `assistant.voice: expected an object, got ${kind(voice)}`;
  if (!optional(voice['provider'], 'string'))
    return `assistant.voice.provider: expected a string, got ${kind(voice['provider'])}`;
  return undefined;
}

/** A value's kind for an error message: `null`, `array`, or its `typeof`. */
function kind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Creates a web call: `POST /call/web` with bearer auth and a JSON body
 * (docs/behaviour.md §7 "Call"). This is the widget's one backend call. The platform
 * client's `call.createWeb` sends the same request through the same
 * `request` and checks the answer with the same {@link toWebCallResponse}.
 *
 * @param config base URL, token (the public key), optional `fetch` and `timeoutMs`.
 * @param payload docs/behaviour.md §3 web-call creation payload.
 * @param options `signal`, `timeoutMs` and `query` (see `CallOptions`).
 * @returns the response, checked by {@link isWebCallBody} (`webCallUrl` is `''` for a WebSocket call).
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
 * Returns `body` as a {@link WebCallResponse} when {@link isWebCallBody}
 * accepts it: the same object, or, for a WebSocket call without
 * `webCallUrl`, a shallow copy with `webCallUrl: ''`. Used by
 * {@link createWebCall} and the client's `call.createWeb`.
 *
 * @throws PlatformError `invalid-response` otherwise.
 */
export function toWebCallResponse(body: unknown): WebCallResponse {
  if (!isWebCallBody(body)) {
    throw PlatformError.invalidResponse(
      { method: 'POST', path: '/call/web' },
      webCallBodyProblem(body) ?? 'not a web call',
    );
  }
  const normalised = typeof body['webCallUrl'] === 'string' ? body : { ...body, webCallUrl: '' };
  return normalised as unknown as WebCallResponse;
}

function nonEmptyString(value: unknown): boolean {
  return typeof value === 'string' && value !== '';
}

function isWebSocketUrl(value: unknown): boolean {
  return hasProtocol(value, 'ws:', 'wss:');
}

function isHttpUrl(value: unknown): boolean {
  return hasProtocol(value, 'http:', 'https:');
}

function hasProtocol(value: unknown, ...protocols: string[]): boolean {
  if (typeof value !== 'string') return false;
  try {
    return protocols.includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

function optional(value: unknown, type: 'boolean' | 'string'): boolean {
  return value === undefined || typeof value === type;
}
