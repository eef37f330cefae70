/**
 * Live call control (docs/platform.md "Live call control"), Vapi's `monitor.controlUrl`.
 * The URL is the credential, so a leaving page can `sendBeacon` an `end-call` without a
 * bearer key or preflight. A wrong secret answers like an unknown call, so it cannot be probed.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';

import { type CallRecord, type CallRegistry, isControlSecret } from '../calls/registry.ts';
import { sendError, sendJson } from './json.ts';
import { controlDoor } from './requests/control.ts';
import { readRequest } from './requests/door.ts';

/** What the control route needs. */
export interface ControlDeps {
  readonly registry: CallRegistry;
  /** Ends a live call as the customer's hang-up (its socket, if any, closes with 1000). */
  readonly hangUp: (call: CallRecord) => void;
}

/** `/api/call/{id}/control/{secret}` → `[id, secret]` (still URI-encoded), or undefined. */
export function matchControlPath(pathname: string): readonly [string, string] | undefined {
  const match = /^\/api\/call\/([^/]+)\/control\/([^/]+)$/.exec(pathname);
  return match ? [match[1] as string, match[2] as string] : undefined;
}

/** The call's control URL, on the origin of its socket URL (`ws:` → `http:`, `wss:` → `https:`). */
export function controlUrlOf(call: CallRecord): string {
  const url = new URL(call.websocketCallUrl);
  url.protocol = url.protocol === 'wss:' ? 'https:' : 'http:';
  url.pathname = `/api/call/${encodeURIComponent(call.id)}/control/${call.controlSecret}`;
  return url.toString();
}

/** Answers one control request for `call` (undefined: unknown id). Never throws. */
export async function handleControl(
  deps: ControlDeps,
  call: CallRecord | undefined,
  secret: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  if (!call || !isControlSecret(call, secret)) {
    req.resume();
    return sendError(res, 404, 'call-not-found', 'no call with this id');
  }
  // The only message taken is `end-call` (`requests/control.ts`); reading it is the request.
  if (!(await readRequest(req, res, controlDoor))) return;
  if (call.status !== 'ended') deps.hangUp(call);
  sendJson(res, 200, { status: call.status });
}
