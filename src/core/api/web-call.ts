/**
 * `POST /call/web`: creates a web call (docs/behaviour.md §3 "Web call creation payload", "Web
 * call response fields that are read"). All the widget bundle needs from the backend.
 */
import { PlatformError } from './errors.ts';
import { request } from './request.ts';
import type { CallOptions, JsonObject, PlatformConfig } from './types.ts';
import { isRecord } from '../util/records.ts';

/** Every field of the web-call creation payload (docs/behaviour.md §3); definitions are open records. */
export interface WebCallPayloadFields {
  readonly assistant?: JsonObject;
  readonly assistantId?: string;
  readonly assistantOverrides?: JsonObject;
  readonly squad?: JsonObject;
  readonly squadId?: string;
  readonly workflow?: JsonObject;
  readonly workflowId?: string;
  readonly workflowOverrides?: JsonObject;
  /** `false` keeps the room after the visitor leaves, so it can be rejoined. Sent only when given. */
  readonly roomDeleteOnUserLeaveEnabled?: boolean;
}

/** The creation payload; the type requires one of the assistant, squad or workflow fields (docs/behaviour.md §5). */
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
 * The fields of the web-call response that are read (docs/behaviour.md §3). At least one transport
 * is present: a Daily room (`webCallUrl`) or a socket (`transport.websocketCallUrl`).
 */
export interface WebCallResponse {
  readonly id: string;
  /** The Daily room's URL; `''` for a WebSocket call. */
  readonly webCallUrl: string;
  /** A WebSocket call's transport (docs/platform.md "POST /api/call/web"). */
  readonly transport?: {
    readonly provider?: string;
    /** `ws:`/`wss:` URL of the call's socket. */
    readonly websocketCallUrl?: string;
    /** A Daily meeting token; with video recording on it starts the recording at join. */
    readonly callToken?: string;
  };
  readonly monitor?: {
    /** `http:`/`https:` URL taking control messages by `POST` (docs/platform.md "Live call control"); the URL is the credential. */
    readonly controlUrl?: string;
  };
  readonly artifactPlan?: {
    /** docs/behaviour.md §4 step 8. */
    readonly videoRecordingEnabled?: boolean;
  };
  readonly assistant?: {
    readonly voice?: {
      readonly provider?: string;
    };
  };
}

/** Whether `value` is a {@link WebCallResponse} as {@link toWebCallResponse} returns it. */
export function isWebCallResponse(value: unknown): value is WebCallResponse {
  return isWebCallBody(value) && typeof value['webCallUrl'] === 'string';
}

/** Checks a parsed `POST /call/web` body (docs/behaviour.md §3; docs/platform.md). */
function isWebCallBody(value: unknown): value is { readonly [key: string]: unknown } {
  return webCallBodyProblem(value) === undefined;
}

/** What is wrong with a `POST /call/web` body, by field path, or undefined when it is fine. */
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

function kind(value: unknown): string {
  return value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
}

/**
 * Creates a web call: `POST /call/web` with bearer auth (docs/behaviour.md §7 "Call").
 * @returns the checked response (`webCallUrl` is `''` for a WebSocket call).
 * @throws ApiError for a non-2xx status; PlatformError as `request` does, or `invalid-response`.
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
 * Returns `body` as a {@link WebCallResponse} (`webCallUrl: ''` added for a WebSocket call).
 * @throws PlatformError `invalid-response` when it is not one.
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
