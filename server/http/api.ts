/**
 * The REST part of the local platform under `/api` (docs/platform.md "REST"): calls here,
 * web chat (`chat-api.ts`), feedback (`feedback-api.ts`), live call control
 * (`control-api.ts`) and the CORS preflight.
 */
import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';

import {
  type CallRecord,
  type CallRegistry,
  callToJson,
  TooManyCallsError,
} from '../calls/registry.ts';
import { decodeCallId } from '../calls/upgrade.ts';
import type { ChatSessions } from '../chat/sessions.ts';
import type { Assistant } from '../dialogue/assistants.ts';
import { chooseAssistant } from '../dialogue/choose-assistant.ts';
import type { Admission } from '../limits/admission.ts';
import { clientAddress, TRUST_NOTHING, type TrustProxy } from '../limits/client-address.ts';
import type { FeedbackStore } from '../messages/feedback.ts';
import type { Outbox } from '../messages/outbox.ts';
import { handleChatWeb } from './chat-api.ts';
import { controlUrlOf, handleControl, matchControlPath } from './control-api.ts';
import { handleFeedback } from './feedback-api.ts';
import { allowedHeaders, CORS_HEADERS, sendError, sendJson } from './json.ts';
import { readRequest } from './requests/door.ts';
import { webCallDoor } from './requests/web-call.ts';

/** What the API needs. */
export interface ApiDeps {
  readonly registry: CallRegistry;
  readonly assistants: ReadonlyMap<string, Assistant>;
  /** The bearer public key clients must send. */
  readonly publicKey: string;
  /** Per-address call limits (429). */
  readonly admission: Admission;
  /** The web chat's sessions (`POST /api/chat/web`). */
  readonly chats: ChatSessions;
  /** Pause between streamed chat pieces, ms (default 15). */
  readonly chatDeltaIntervalMs?: number;
  /** Ends a live call as the customer's hang-up (live call control's `end-call`). */
  readonly hangUp: (call: CallRecord) => void;
  /** Which proxies' `X-Forwarded-For` to believe for the client's address (`limits/client-address.ts`; default none). */
  readonly trustProxy?: TrustProxy;
  /** Aborted when the platform closes (server tools stop waiting, docs/platform.md "Server messages"). */
  readonly signal?: AbortSignal;
  /** The visitors' ratings (`POST /api/feedback`, docs/platform.md "Feedback"). */
  readonly feedback: FeedbackStore;
  /** Where server messages are queued (the `feedback` message). */
  readonly outbox: Outbox;
}

/** True for paths the API owns (`/api` and below). */
export function isApiPath(pathname: string): boolean {
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** Builds the API request handler for {@link isApiPath} paths; it never throws (a failure answers 500). */
export function createApiHandler(
  deps: ApiDeps,
): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    route(deps, req, res).catch((error: unknown) => {
      console.error('[platform] API request failed:', error);
      if (!res.headersSent) sendError(res, 500, 'server-error', 'internal error');
      else res.destroy();
    });
  };
}

async function route(deps: ApiDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
  const method = req.method ?? 'GET';
  if (method === 'OPTIONS') {
    const requested = req.headers['access-control-request-headers'];
    res.writeHead(204, {
      ...CORS_HEADERS,
      'Access-Control-Allow-Headers': allowedHeaders(
        typeof requested === 'string' ? requested : undefined,
      ),
      Vary: 'Access-Control-Request-Headers',
    });
    res.end();
    return;
  }
  if (pathname === '/api/call/web') {
    if (method !== 'POST') return methodNotAllowed(res, 'POST');
    return createCall(deps, req, res);
  }
  if (pathname === '/api/chat/web') {
    if (method !== 'POST') return methodNotAllowed(res, 'POST');
    if (refusedKey(deps, req, res)) return;
    return handleChatWeb(
      {
        chats: deps.chats,
        assistants: deps.assistants,
        ...(deps.signal ? { signal: deps.signal } : {}),
        ...(deps.trustProxy ? { trustProxy: deps.trustProxy } : {}),
        ...(deps.chatDeltaIntervalMs !== undefined
          ? { deltaIntervalMs: deps.chatDeltaIntervalMs }
          : {}),
      },
      req,
      res,
    );
  }
  if (pathname === '/api/feedback') {
    if (method !== 'POST') return methodNotAllowed(res, 'POST');
    if (refusedKey(deps, req, res)) return;
    return handleFeedback(
      {
        registry: deps.registry,
        chats: deps.chats,
        feedback: deps.feedback,
        outbox: deps.outbox,
        ...(deps.trustProxy ? { trustProxy: deps.trustProxy } : {}),
      },
      req,
      res,
    );
  }
  const control = matchControlPath(pathname);
  if (control) {
    if (method !== 'POST') return methodNotAllowed(res, 'POST');
    return handleControl(deps, deps.registry.get(decodeCallId(control[0])), control[1], req, res);
  }
  const match = /^\/api\/call\/([^/]+)$/.exec(pathname);
  if (match) {
    if (method !== 'GET' && method !== 'HEAD') return methodNotAllowed(res, 'GET');
    if (!authorized(req, deps.publicKey)) return unauthorized(res);
    const call = deps.registry.get(decodeCallId(match[1] as string));
    if (!call) return sendError(res, 404, 'call-not-found', 'no call with this id');
    return sendJson(res, 200, callToJson(call));
  }
  sendError(res, 404, 'not-found', `no API route ${method} ${pathname}`);
}

async function createCall(deps: ApiDeps, req: IncomingMessage, res: ServerResponse): Promise<void> {
  if (refusedKey(deps, req, res)) return;
  const request = await readRequest(req, res, webCallDoor);
  if (!request) return;
  const chosen = chooseAssistant(deps.assistants, request);
  if ('status' in chosen) return sendError(res, chosen.status, chosen.code, chosen.message);
  const { assistant, language, region, warnings } = chosen;
  const address = clientAddress(req, deps.trustProxy ?? TRUST_NOTHING);
  const alive = deps.registry.liveCalls().filter((c) => c.clientAddress === address).length;
  const refusal = deps.admission.admit(address, alive, Date.now());
  if (refusal)
    return sendError(res, 429, 'too-many-requests', refusal.message, {
      'Retry-After': String(refusal.retryAfterS),
    });
  try {
    const call = deps.registry.create(
      assistant,
      language,
      (id) => websocketUrl(req, id),
      address,
      region,
    );
    // The rendered system prompt opens the history, as on Vapi (docs/platform.md "Variables").
    if (assistant.systemPrompt) deps.registry.record(call, 'system', assistant.systemPrompt);
    sendJson(res, 201, {
      ...callToJson(call),
      monitor: { controlUrl: controlUrlOf(call) },
      ...(warnings.length > 0 ? { warnings } : {}),
    });
  } catch (error) {
    if (error instanceof TooManyCallsError)
      return sendError(res, 503, 'too-many-calls', error.message, { 'Retry-After': '5' });
    throw error;
  }
}

/** `ws://<Host>/api/call/<id>/ws` (`wss:` behind TLS or `X-Forwarded-Proto: https`); no valid `Host`: the local address. */
function websocketUrl(req: IncomingMessage, id: string): string {
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  const tls = (req.socket as { encrypted?: boolean }).encrypted === true || forwarded === 'https';
  let host = req.headers.host ?? '';
  if (!/^[A-Za-z0-9.-]+(:\d{1,5})?$|^\[[0-9A-Fa-f:.]+\](:\d{1,5})?$/.test(host)) {
    const { localAddress, localPort } = req.socket;
    host = localAddress?.includes(':')
      ? `[${localAddress}]:${localPort}`
      : `${localAddress ?? 'localhost'}:${localPort}`;
  }
  return `${tls ? 'wss' : 'ws'}://${host}/api/call/${encodeURIComponent(id)}/ws`;
}

function authorized(req: IncomingMessage, publicKey: string): boolean {
  const header = req.headers.authorization;
  if (typeof header !== 'string') return false;
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  if (!match) return false;
  const given = Buffer.from(match[1] as string);
  const expected = Buffer.from(publicKey);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** For a POST: answers 401 (draining the unread body) unless the bearer key is right; true when refused. */
function refusedKey(deps: ApiDeps, req: IncomingMessage, res: ServerResponse): boolean {
  if (authorized(req, deps.publicKey)) return false;
  req.resume();
  unauthorized(res);
  return true;
}

function unauthorized(res: ServerResponse): void {
  sendError(res, 401, 'unauthorized', 'missing or wrong bearer public key', {
    'WWW-Authenticate': 'Bearer',
  });
}

function methodNotAllowed(res: ServerResponse, allow: string): void {
  sendError(res, 405, 'method-not-allowed', `use ${allow}`, { Allow: `${allow}, OPTIONS` });
}
