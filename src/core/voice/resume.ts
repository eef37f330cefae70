/**
 * A call taken over by another page of the same site (docs/voice-client.md "Reconnect policy",
 * `persist-call`): the state a page keeps, read back as untrusted input (from `sessionStorage`),
 * and what a resume joins with; the per-transport parts are its descriptor's `ResumeCodec`.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import { isRecord } from '../util/records.ts';
import { VoiceClientError } from './errors.ts';
import type { RoomAccess } from './transport.ts';
import type { ResumeState, ResumeToken, TransportDescriptor } from './transport-descriptor.ts';
import { DEFAULT_TRANSPORTS, type TransportRegistry } from './transports.ts';

export type { ResumeState } from './transport-descriptor.ts';

/** @throws VoiceClientError `invalid-options` when no registered transport has `state.transport`. */
function descriptorOf(state: ResumeState, registry: TransportRegistry): TransportDescriptor {
  const descriptor = registry.byKind(state.transport);
  if (!descriptor)
    throw VoiceClientError.invalidOptions(
      `No transport of kind ${state.transport} to resume the call over.`,
    );
  return descriptor;
}

/** Where the resume joins. @throws VoiceClientError `invalid-options` for an unknown transport kind. */
export function resumeRoomAccess(
  state: ResumeState,
  registry: TransportRegistry = DEFAULT_TRANSPORTS,
): RoomAccess {
  return descriptorOf(state, registry).resume.roomAccess(state);
}

/** The web call a resumed call runs as (no new `POST /call/web`). @throws as {@link resumeRoomAccess}. */
export function resumedWebCall(
  state: ResumeState,
  registry: TransportRegistry = DEFAULT_TRANSPORTS,
): WebCallResponse {
  const webCall = descriptorOf(state, registry).resume.webCall(state);
  return state.controlUrl ? { ...webCall, monitor: { controlUrl: state.controlUrl } } : webCall;
}

/**
 * The state of a running call, or undefined when it cannot be resumed elsewhere.
 * @param now epoch ms.
 */
export function resumeStateOf(
  descriptor: TransportDescriptor,
  webCall: WebCallResponse,
  resumeToken: ResumeToken | undefined,
  muted: boolean,
  now = Date.now(),
): ResumeState | undefined {
  const target = descriptor.resume.save(webCall, resumeToken);
  if (!target) return undefined;
  const controlUrl = webCall.monitor?.controlUrl;
  const { url, token, graceSeconds } = target;
  return {
    v: 1,
    callId: webCall.id,
    transport: descriptor.kind,
    url,
    token,
    savedAtMs: now,
    deadlineMs: now + graceSeconds * 1000,
    muted,
    ...(controlUrl ? { controlUrl } : {}),
  };
}

/**
 * Reads a stored {@link ResumeState}: every field checked, lengths bounded, `url` and `token`
 * accepted by the transport's codec.
 * @param now epoch ms.
 * @returns the state, or why it cannot be used: `invalid` or `expired` (the grace window is over).
 */
export function readResumeState(
  value: unknown,
  now = Date.now(),
  registry: TransportRegistry = DEFAULT_TRANSPORTS,
):
  | { readonly ok: true; readonly state: ResumeState }
  | { readonly ok: false; readonly reason: 'invalid' | 'expired' } {
  if (!isRecord(value) || value['v'] !== 1) return { ok: false, reason: 'invalid' };
  const { callId, transport, url, token, savedAtMs, deadlineMs, muted, controlUrl } = value;
  if (typeof callId !== 'string' || callId === '' || callId.length > 200)
    return { ok: false, reason: 'invalid' };
  const descriptor = typeof transport === 'string' ? registry.byKind(transport) : undefined;
  if (!descriptor) return { ok: false, reason: 'invalid' };
  if (typeof token !== 'string' || token.length > 4096) return { ok: false, reason: 'invalid' };
  if (typeof savedAtMs !== 'number' || typeof deadlineMs !== 'number' || !(deadlineMs >= savedAtMs))
    return { ok: false, reason: 'invalid' };
  if (typeof muted !== 'boolean' || typeof url !== 'string' || url.length > 2048)
    return { ok: false, reason: 'invalid' };
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!descriptor.resume.accepts(url, protocol, token)) return { ok: false, reason: 'invalid' };
  if (controlUrl !== undefined && !isHttpUrl(controlUrl)) return { ok: false, reason: 'invalid' };
  if (now >= deadlineMs) return { ok: false, reason: 'expired' };
  return {
    ok: true,
    state: {
      v: 1,
      callId,
      transport: descriptor.kind,
      url,
      token,
      savedAtMs,
      deadlineMs,
      muted,
      ...(controlUrl ? { controlUrl } : {}),
    },
  };
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2048) return false;
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
