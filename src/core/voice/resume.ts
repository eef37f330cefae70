/**
 * A call taken over by another page of the same site (README "Call
 * continuity", `persist-call`): what a page keeps of its call when it is
 * left ({@link ResumeState}), how it is read back (untrusted: it comes from
 * `sessionStorage`), and the web call and room access a resume joins with.
 *
 * - WebSocket calls resume at `websocketCallUrl?resume=<token>` with the
 *   platform's latest one-time resume secret (`server/PROTOCOL.md`
 *   "Reconnect").
 * - Daily calls rejoin the same room (`webCallUrl`) with the call's meeting
 *   token, as `@vapi-ai/web`'s `reconnect(webCall)` does; the web call must
 *   have been created with `roomDeleteOnUserLeaveEnabled: false`.
 */
import type { WebCallResponse } from '../api/web-call.ts';
import { isRecord } from '../util/records.ts';
import type { RoomAccess } from './transport.ts';
import { resumeUrl } from './websocket/reconnect.ts';

/** Grace window assumed for a Daily room, s (Daily keeps a room whose last participant left for a while). */
export const DAILY_RESUME_GRACE_SECONDS = 20;

/** What a page keeps to hand its call to the next page. Plain JSON. */
export interface ResumeState {
  /** Format version, 1. */
  readonly v: 1;
  /** The platform's call id; the resumed call keeps it. */
  readonly callId: string;
  readonly transport: 'websocket' | 'daily';
  /** `websocketCallUrl` (WebSocket) or `webCallUrl` (Daily room). */
  readonly url: string;
  /** The one-time resume secret (WebSocket) or the meeting token (Daily; may be empty). */
  readonly token: string;
  /** When the state was taken, epoch ms. */
  readonly savedAtMs: number;
  /** Until when the platform holds the call, epoch ms (taken + grace window). */
  readonly deadlineMs: number;
  /** The microphone was muted. */
  readonly muted: boolean;
  /** The call's `monitor.controlUrl`, when the platform gave one (`VoiceClient.leavePage()`). */
  readonly controlUrl?: string;
}

/** Where the resume joins: the socket URL with `?resume=`, or the Daily room and its token. */
export function resumeRoomAccess(state: ResumeState): RoomAccess {
  if (state.transport === 'websocket') return { url: resumeUrl(state.url, state.token) };
  return state.token ? { url: state.url, token: state.token } : { url: state.url };
}

/** The web call the resumed call runs as (no new `POST /call/web`). */
export function resumedWebCall(state: ResumeState): WebCallResponse {
  const monitor = state.controlUrl ? { monitor: { controlUrl: state.controlUrl } } : {};
  return state.transport === 'websocket'
    ? { id: state.callId, webCallUrl: '', transport: { provider: 'vapi.websocket', websocketCallUrl: state.url }, ...monitor }
    : { id: state.callId, webCallUrl: state.url, ...(state.token ? { transport: { callToken: state.token } } : {}), ...monitor };
}

/**
 * The state of a running call, or undefined when it cannot be resumed
 * elsewhere (a WebSocket call whose platform sent no resume secret).
 *
 * @param webCall the call's `POST /call/web` response.
 * @param resumeToken the latest WebSocket resume secret, if any.
 * @param muted whether the microphone is muted.
 * @param now epoch ms (default `Date.now()`).
 */
export function resumeStateOf(
  webCall: WebCallResponse,
  resumeToken: { readonly token: string; readonly graceSeconds: number } | undefined,
  muted: boolean,
  now = Date.now(),
): ResumeState | undefined {
  const socketUrl = webCall.transport?.websocketCallUrl;
  const controlUrl = webCall.monitor?.controlUrl;
  const control = controlUrl ? { controlUrl } : {};
  if (typeof socketUrl === 'string' && socketUrl !== '') {
    if (!resumeToken) return undefined;
    return { v: 1, callId: webCall.id, transport: 'websocket', url: socketUrl, token: resumeToken.token, savedAtMs: now, deadlineMs: now + resumeToken.graceSeconds * 1000, muted, ...control };
  }
  if (!webCall.webCallUrl) return undefined;
  const token = webCall.transport?.callToken ?? '';
  return { v: 1, callId: webCall.id, transport: 'daily', url: webCall.webCallUrl, token, savedAtMs: now, deadlineMs: now + DAILY_RESUME_GRACE_SECONDS * 1000, muted, ...control };
}

/**
 * Reads a stored {@link ResumeState}: every field checked, URLs must be
 * `ws:`/`wss:` (WebSocket) or `https:`/`http:` (Daily, and `controlUrl`),
 * lengths bounded.
 *
 * @param value the parsed JSON (anything).
 * @param now epoch ms (default `Date.now()`).
 * @returns the state, or why it cannot be used: `invalid` or `expired` (the grace window is over).
 */
export function readResumeState(
  value: unknown,
  now = Date.now(),
): { readonly ok: true; readonly state: ResumeState } | { readonly ok: false; readonly reason: 'invalid' | 'expired' } {
  if (!isRecord(value) || value['v'] !== 1) return { ok: false, reason: 'invalid' };
  const { callId, transport, url, token, savedAtMs, deadlineMs, muted, controlUrl } = value;
  if (typeof callId !== 'string' || callId === '' || callId.length > 200) return { ok: false, reason: 'invalid' };
  if (transport !== 'websocket' && transport !== 'daily') return { ok: false, reason: 'invalid' };
  if (typeof token !== 'string' || token.length > 4096 || (transport === 'websocket' && token === '')) return { ok: false, reason: 'invalid' };
  if (typeof savedAtMs !== 'number' || typeof deadlineMs !== 'number' || !(deadlineMs >= savedAtMs)) return { ok: false, reason: 'invalid' };
  if (typeof muted !== 'boolean' || typeof url !== 'string' || url.length > 2048) return { ok: false, reason: 'invalid' };
  let protocol: string;
  try {
    protocol = new URL(url).protocol;
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  const allowed = transport === 'websocket' ? ['ws:', 'wss:'] : ['https:', 'http:'];
  if (!allowed.includes(protocol)) return { ok: false, reason: 'invalid' };
  if (controlUrl !== undefined && !isHttpUrl(controlUrl)) return { ok: false, reason: 'invalid' };
  if (now >= deadlineMs) return { ok: false, reason: 'expired' };
  return { ok: true, state: { v: 1, callId, transport, url, token, savedAtMs, deadlineMs, muted, ...(controlUrl ? { controlUrl } : {}) } };
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
