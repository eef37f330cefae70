/**
 * A call taken over by another page of the same site (docs/voice-client.md "Reconnect policy", `persist-call`): what a page keeps of its call when it is
 * left ({@link ResumeState}), how it is read back (untrusted: it comes from
 * `sessionStorage`), and the web call and room access a resume joins with.
 * What differs per transport (the URL and secret kept, the schemes allowed,
 * the URL the resume joins) is the transport's `ResumeCodec`
 * (`docs/voice-client.md` "Transports"), looked up by the state's
 * `transport` kind in the registry (`transports.ts`):
 *
 * - WebSocket calls resume at `websocketCallUrl?resume=<token>` with the
 *   platform's latest one-time resume secret (`docs/platform.md`
 *   "Reconnect").
 * - Daily calls rejoin the same room (`webCallUrl`) with the call's meeting
 *   token, as `@vapi-ai/web`'s `reconnect(webCall)` does.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import { isRecord } from '../util/records.ts';
import { VoiceClientError } from './errors.ts';
import type { RoomAccess } from './transport.ts';
import type { ResumeState, ResumeToken, TransportDescriptor } from './transport-descriptor.ts';
import { DEFAULT_TRANSPORTS, type TransportRegistry } from './transports.ts';

export type { ResumeState } from './transport-descriptor.ts';

/**
 * The descriptor of `state.transport`.
 * @throws VoiceClientError `invalid-options` when no registered transport has that kind.
 */
function descriptorOf(state: ResumeState, registry: TransportRegistry): TransportDescriptor {
  const descriptor = registry.byKind(state.transport);
  if (!descriptor)
    throw VoiceClientError.invalidOptions(
      `No transport of kind ${state.transport} to resume the call over.`,
    );
  return descriptor;
}

/**
 * Where the resume joins: the socket URL with `?resume=`, or the Daily room and its token.
 * @throws VoiceClientError `invalid-options` for a transport kind `registry` does not hold.
 */
export function resumeRoomAccess(
  state: ResumeState,
  registry: TransportRegistry = DEFAULT_TRANSPORTS,
): RoomAccess {
  return descriptorOf(state, registry).resume.roomAccess(state);
}

/**
 * The web call the resumed call runs as (no new `POST /call/web`), with the
 * stored `monitor.controlUrl`.
 * @throws VoiceClientError `invalid-options` for a transport kind `registry` does not hold.
 */
export function resumedWebCall(
  state: ResumeState,
  registry: TransportRegistry = DEFAULT_TRANSPORTS,
): WebCallResponse {
  const webCall = descriptorOf(state, registry).resume.webCall(state);
  return state.controlUrl ? { ...webCall, monitor: { controlUrl: state.controlUrl } } : webCall;
}

/**
 * The state of a running call, or undefined when it cannot be resumed
 * elsewhere (a WebSocket call whose platform sent no resume secret).
 *
 * @param descriptor the call's transport.
 * @param webCall the call's `POST /call/web` response.
 * @param resumeToken the latest resume secret the transport reported, if any.
 * @param muted whether the microphone is muted.
 * @param now epoch ms (default `Date.now()`).
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
 * Reads a stored {@link ResumeState}: every field checked, the transport
 * known to `registry`, its `url` and `token` accepted by that transport
 * (`ws:`/`wss:` and a secret for WebSocket, `https:`/`http:` for Daily),
 * `controlUrl` `https:`/`http:`, lengths bounded.
 *
 * @param value the parsed JSON (anything).
 * @param now epoch ms (default `Date.now()`).
 * @param registry the transports this page knows (default `TRANSPORTS`).
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
