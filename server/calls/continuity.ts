/**
 * Call continuity (docs/platform.md "Reconnect"): which socket carries a call,
 * its one-time resume token and the grace window after a drop. Only the token's
 * SHA-256 is kept, so a restarted platform can still resume the call
 * (docs/durable-state.md "Calls").
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

import type { RawData, WebSocket } from 'ws';

import { CloseCode } from '../../src/core/protocol/limits.ts';
import { type ServerFrame, serverMessage } from '../../src/core/protocol/server-messages.ts';
import { type LinkClose, type LinkLimits, SocketLink } from './socket-link.ts';

/** Random bytes in a resume token (43 base64url characters). */
const RESUME_TOKEN_BYTES = 32;

/** Timing of a {@link Continuity} (ms and bytes, from `SessionTiming`). */
export interface ContinuityTiming extends LinkLimits {
  /** How long a detached call waits for a resume, ms (docs/platform.md "Reconnect": 20 000, `LOCAL_RECONNECT_GRACE_SECONDS`). */
  readonly reconnectGraceMs: number;
}

/** What a {@link Continuity} reports to its session. The session guards each handler. */
export interface ContinuityEvents {
  /** A frame arrived on the socket that carries the call. */
  message(data: RawData, isBinary: boolean): void;
  /** That socket closed for good: a hang-up (`customer-ended-call`) or a protocol violation (`protocol-error`); the call ends. */
  closed(reason: 'customer-ended-call' | 'protocol-error'): void;
  /** No socket carries the call any more (a drop, or a newer socket takes over): stop speaking, pause the idle timer. */
  detached(): void;
  /** A new socket carries the call and its opening frames are sent: say the interrupted line again, restart the idle timer. */
  resumed(): void;
  /** The grace window passed without a resume: the call ends `connection-lost`. */
  expired(): void;
  /** The client is not reading (more than `backpressureBytes` unsent): the call ends, close 4001. */
  notReading(): void;
  /** The call's history (for the resume's `conversation-update`). */
  history(): readonly { readonly role: string; readonly content: string }[];
  /** The call has ended and no socket is left; called once. */
  finished(): void;
}

/** Which socket carries one call over its life; see the module comment. */
export class Continuity {
  private link: SocketLink | undefined;
  /** SHA-256 of the current token. */
  private secret: Buffer | undefined;
  private suspended = false;
  private graceTimer: NodeJS.Timeout | undefined;
  private ended = false;
  private done = false;

  /**
   * @param ws the call's first socket, or undefined for a call restored after a restart (it starts detached).
   * @param resumeHash a restored call's token hash ({@link resumeHash}, base64url).
   */
  constructor(
    ws: WebSocket | undefined,
    private readonly timing: ContinuityTiming,
    private readonly events: ContinuityEvents,
    resumeHash?: string,
  ) {
    if (resumeHash !== undefined) this.secret = Buffer.from(resumeHash, 'base64url');
    if (ws) this.link = this.linkTo(ws);
    else this.startGrace();
  }

  /** SHA-256 of the current resume token, base64url (what the store keeps), or undefined once ended. */
  get resumeHash(): string | undefined {
    return this.secret?.toString('base64url');
  }

  /** True while a socket carries the call (false while detached, and once the call ended and its socket closed). */
  get attached(): boolean {
    return this.link !== undefined;
  }

  /** True during the grace window: the socket dropped and no resume came yet. */
  get detached(): boolean {
    return this.graceTimer !== undefined;
  }

  /**
   * Makes a new resume token; the previous one no longer matches.
   *
   * @returns the `resume-token` frame to send (`{ type, token, graceSeconds }`).
   */
  issue(): ServerFrame {
    const token = randomBytes(RESUME_TOKEN_BYTES).toString('base64url');
    this.secret = hashToken(token);
    return serverMessage.resumeToken(token, this.timing.reconnectGraceMs / 1000);
  }

  /** Whether `candidate` is the current token, compared in constant time; false when there is none. */
  matches(candidate: string): boolean {
    const secret = this.secret;
    if (!secret || candidate.length > 200) return false;
    const given = hashToken(candidate);
    return given.length === secret.length && timingSafeEqual(given, secret);
  }

  /**
   * The platform stops for a restart (docs/durable-state.md "Restart"): closes the socket with `code`
   * (1012) so the client resumes at once; the call is neither detached nor ended (it lives on in the store).
   */
  suspend(code: number): void {
    this.suspended = true;
    this.stopGrace();
    const link = this.link;
    this.link = undefined;
    link?.close(code, 'service restart');
  }

  /** Sends a text frame (a {@link serverMessage}) on the carrying socket; dropped while detached. */
  sendText(frame: ServerFrame): void {
    this.link?.sendText(frame);
  }

  /** Sends an audio frame on the carrying socket. @returns false when it was not sent (detached, closing, not reading). */
  sendAudio(frame: Buffer): boolean {
    return this.link?.sendAudio(frame) ?? false;
  }

  /**
   * Carries the call on `ws` when `token` is the current token, rotating it; an older open socket gets
   * 4002, and `ws` gets the opening frames of docs/platform.md "Reconnect".
   *
   * @returns false, changing nothing, when the token does not match or the call has ended.
   */
  resume(ws: WebSocket, token: string): boolean {
    if (this.ended || !this.matches(token)) return false;
    const tokenFrame = this.issue();
    const older = this.link;
    this.link = undefined;
    if (older) {
      // The server had not seen the drop yet: the old socket stops carrying the call first.
      this.events.detached();
      older.close(CloseCode.superseded, 'another socket resumed the call');
    }
    this.stopGrace();
    this.link = this.linkTo(ws);
    this.sendText(tokenFrame);
    this.sendText(serverMessage.listening);
    this.sendText(serverMessage.inProgress());
    this.sendText(serverMessage.conversationUpdate(this.events.history()));
    this.events.resumed();
    return true;
  }

  /** The call ended: the token dies; the socket, if any, gets `lastFrames` then close `code`. Idempotent. */
  end(code: number, lastFrames: readonly ServerFrame[]): void {
    if (this.ended) return;
    this.ended = true;
    this.secret = undefined;
    this.stopGrace();
    const link = this.link;
    if (!link) {
      this.finish();
      return;
    }
    for (const frame of lastFrames) link.sendText(frame);
    link.close(code);
  }

  /** Cuts the carrying socket at once (no close handshake). */
  terminate(): void {
    this.link?.terminate();
  }

  /** Wraps `ws`; its events count only while it carries the call. */
  private linkTo(ws: WebSocket): SocketLink {
    const link: SocketLink = new SocketLink(ws, this.timing, {
      message: (data, isBinary) => {
        if (this.link === link && !this.ended) this.events.message(data, isBinary);
      },
      closed: (how) => this.onClose(link, how),
      notReading: () => this.events.notReading(),
    });
    return link;
  }

  /** A socket closed: a drop detaches the call, a hang-up or a violation ends it; an older socket's close changes nothing. */
  private onClose(link: SocketLink, how: LinkClose): void {
    if (link !== this.link || this.suspended) return;
    this.link = undefined;
    if (!this.ended) {
      if (how === 'drop') {
        this.events.detached();
        this.startGrace();
      } else {
        this.events.closed(how === 'protocol-error' ? 'protocol-error' : 'customer-ended-call');
      }
    }
    if (this.ended) this.finish();
  }

  private startGrace(): void {
    if (this.graceTimer || this.suspended) return;
    this.graceTimer = setTimeout(() => {
      this.graceTimer = undefined;
      this.events.expired();
    }, this.timing.reconnectGraceMs);
    this.graceTimer.unref();
  }

  private stopGrace(): void {
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.graceTimer = undefined;
  }

  private finish(): void {
    if (this.done) return;
    this.done = true;
    this.events.finished();
  }
}

/** SHA-256 of a resume token's UTF-8 bytes. */
function hashToken(token: string): Buffer {
  return createHash('sha256').update(token, 'utf8').digest();
}

/** What {@link resumeCall} needs of a call's session (`CallSession`). */
export interface Resumable {
  /** {@link Continuity.resume}: false, changing nothing, when the token does not match. */
  resume(ws: WebSocket, token: string): boolean;
}

/**
 * Decides a resume upgrade once its handshake is done (docs/platform.md "Reconnect").
 *
 * @param session the call's session, if its first socket was ever opened.
 * @returns the close code sent (4003, 4004), or undefined when the call was resumed on `ws`.
 */
export function resumeCall(
  ws: WebSocket,
  live: boolean,
  session: Resumable | undefined,
  token: string,
  closeGraceMs: number,
): number | undefined {
  if (!live) return refuse(ws, CloseCode.callEnded, 'the call is no longer live', closeGraceMs);
  // A live call with no session yet (its first socket never opened) has no token: any token is wrong.
  if (session?.resume(ws, token) === true) return undefined;
  return refuse(ws, CloseCode.resumeRefused, 'wrong, used or expired resume token', closeGraceMs);
}

/** Closes an accepted resume socket with `code` (4003/4004) and a short reason; cut off after `closeGraceMs`. @returns `code`. */
function refuse(ws: WebSocket, code: number, reason: string, closeGraceMs: number): number {
  ws.on('error', () => {}); // a protocol violation on a refused socket must not become an uncaught 'error'
  ws.close(code, reason);
  const cutOff = setTimeout(() => ws.terminate(), closeGraceMs);
  cutOff.unref();
  ws.once('close', () => clearTimeout(cutOff));
  return code;
}
