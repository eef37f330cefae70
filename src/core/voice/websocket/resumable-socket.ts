/**
 * The call's socket, kept alive across network drops (`docs/platform.md`
 * "Reconnect"; docs/voice-client.md "Reconnect policy"). It wraps one {@link CallSocket} at
 * a time and has the same surface, plus the reconnect states:
 *
 * - The platform's `resume-token` frames (the call's one-time resume secret,
 *   rotated on every resume) are kept here and reported as
 *   {@link ResumableSocketEvents.token}; they are not passed on as app
 *   messages, so page listeners never see the secret.
 * - A close that is a drop ({@link isDropClose}: 1001, 1006, …) after the
 *   call started, with a token in hand, starts {@link resumeWithBackoff}
 *   over fresh sockets at `websocketCallUrl?resume=<token>` until the grace
 *   window (`graceSeconds` of the last token) ends. An attempt succeeds when
 *   the platform's first frame on it is a new `resume-token`; close 4002,
 *   4003 or 4004 refuses it for good.
 * - While reconnecting, microphone frames are not sent and text frames wait
 *   in a {@link TextQueue} (at most 16; then `reconnect-queue-full`), sent in
 *   order on resume.
 * - Without a token (a platform that does not offer resumes) or when the
 *   resume fails, the drop is reported as {@link ResumableSocketEvents.lost}:
 *   `connection-lost` after a failed resume, else the socket's own error.
 */
import { CloseCode } from '../../protocol/limits.ts';
import { VoiceClientError } from '../errors.ts';
import { encodeClientMessage } from '../../protocol/client-messages.ts';
import { CallSocket, type CallSocketEvents, type WebSocketLike } from './call-socket.ts';
import { hangUpDetached } from './detached-hang-up.ts';
import type { ReconnectPolicy } from '../reconnect-policy.ts';
import {
  closeCodeOf,
  isDropClose,
  parseResumeToken,
  refusal,
  ResumeRefusedError,
  resumeUrl,
  resumeWithBackoff,
  TextQueue,
} from './reconnect.ts';
import type { ResumeToken } from '../transport-descriptor.ts';

const END_CALL = encodeClientMessage({ type: 'end-call' });

/** What a {@link ResumableSocket} reports: a {@link CallSocket}'s events plus the reconnect states. */
export interface ResumableSocketEvents extends CallSocketEvents {
  /** A new resume secret arrived (at call start and after every resume). */
  token(token: ResumeToken): void;
  /** A resume attempt starts (1-based). */
  reconnecting(event: { readonly attempt: number; readonly reason: 'network' }): void;
  /** The call is back on a new socket after `downtimeMs` ms without one. */
  reconnected(event: { readonly downtimeMs: number }): void;
}

/** One call's socket that resumes after drops; see the module comment. */
export class ResumableSocket {
  private current: CallSocket;
  private url = '';
  private token: ResumeToken | undefined;
  private queue: TextQueue | undefined;
  private resuming: AbortController | undefined;
  private closed = false;
  private endCallSent = false;
  /** While reconnecting: the end of the grace window, `performance.now()` ms. */
  private deadline = 0;

  /**
   * @param events where frames, closes and reconnect states go.
   * @param createWebSocket makes each socket; default `new WebSocket(url)`.
   * @param policy the wait before each resume attempt (`docs/voice-client.md`
   *   "Reconnect policy"); default `DEFAULT_RECONNECT_POLICY`.
   */
  constructor(
    private readonly events: ResumableSocketEvents,
    private readonly createWebSocket?: (url: string) => WebSocketLike,
    private readonly policy?: ReconnectPolicy,
  ) {
    const first: CallSocket = this.makeSocket({ carries: () => this.current === first });
    this.current = first;
  }

  /**
   * Opens the first socket at `url` (a `websocketCallUrl`, or one with
   * `?resume=` to take over a call from another page); resolves once open.
   * @throws as {@link CallSocket.open}.
   */
  open(url: string, signal: AbortSignal): Promise<void> {
    const parsed = new URL(url);
    parsed.searchParams.delete('resume');
    this.url = parsed.toString();
    return this.current.open(url, signal);
  }

  /**
   * Sends one text frame, or keeps it while reconnecting.
   * @throws VoiceClientError `reconnect-queue-full` (16 already wait) or `send-failed` (the socket is not open).
   */
  sendText(data: string): void {
    if (this.queue) this.queue.push(data);
    else this.current.sendText(data);
    if (data === END_CALL) this.endCallSent = true;
  }

  /** Sends one binary frame as {@link CallSocket.sendAudio}; false (dropped) while reconnecting. */
  sendAudio(frame: ArrayBuffer, maxBufferedBytes: number): boolean {
    return !this.queue && this.current.sendAudio(frame, maxBufferedBytes);
  }

  /**
   * Closes the socket with 1000. With `endCall` (a hang-up), `end-call` goes
   * first, unless already sent: the text frame travels ahead of the close,
   * so the platform ends the call even when the page is torn down before
   * the close handshake completes. While reconnecting, it stops the resume
   * and tells the platform with `end-call` on a resumed socket, so the call
   * ends as the visitor's hang-up rather than a lost connection: tried with
   * the same backoff until the grace window ends (the network may come back
   * meanwhile), in the background; the page is not kept waiting.
   * Idempotent; never throws.
   */
  close(options: { readonly endCall?: boolean } = {}): void {
    if (this.closed) return;
    if (options.endCall && !this.queue && !this.endCallSent) {
      try {
        this.current.sendText(END_CALL);
      } catch {
        // Not open (never opened, or closed meanwhile): the 1000 close still says hang-up.
      }
    }
    if (this.resuming && this.token)
      hangUpDetached({
        url: resumeUrl(this.url, this.token.token),
        deadline: this.deadline,
        createWebSocket: this.createWebSocket,
        policy: this.policy,
      });
    this.closed = true;
    this.resuming?.abort(VoiceClientError.stopped());
    this.resuming = undefined;
    this.queue = undefined;
    this.current.close();
  }

  /**
   * A {@link CallSocket} whose frames and closes count only while it
   * `carries()` the call; before that, a candidate's new token confirms it
   * (`confirmed`) and its close fails it (`failed`).
   */
  private makeSocket(route: {
    readonly carries: () => boolean;
    readonly confirmed?: () => void;
    readonly failed?: (error: unknown) => void;
  }): CallSocket {
    return new CallSocket(
      {
        text: (data) => {
          const token = parseResumeToken(data);
          if (!token) {
            if (route.carries()) this.events.text(data);
            return;
          }
          this.token = token;
          this.events.token(token);
          if (!route.carries()) route.confirmed?.();
        },
        audio: (frame) => {
          if (route.carries()) this.events.audio(frame);
        },
        hangUp: () => {
          if (route.carries()) this.events.hangUp();
          else route.failed?.(new ResumeRefusedError(CloseCode.normal));
        },
        lost: (error) => {
          if (route.carries()) this.onLost(error);
          else route.failed?.(refusal(error) ?? error);
        },
      },
      this.createWebSocket,
    );
  }

  private onLost(error: VoiceClientError): void {
    if (this.closed || this.resuming) return;
    const code = closeCodeOf(error);
    if (code === CloseCode.resumeRefused || code === CloseCode.callEnded) {
      this.events.lost(
        new VoiceClientError('connection-lost', 'The platform no longer holds this call.', {
          cause: error,
          details: { code },
        }),
      );
      return;
    }
    const token = this.token;
    if (!token || code === undefined || !isDropClose(code)) {
      this.events.lost(error);
      return;
    }
    void this.resume(token, error);
  }

  private async resume(token: ResumeToken, reason: VoiceClientError): Promise<void> {
    const droppedAt = performance.now();
    this.deadline = droppedAt + token.graceSeconds * 1000;
    const resuming = new AbortController();
    this.resuming = resuming;
    this.queue = new TextQueue();
    try {
      await resumeWithBackoff({
        deadline: this.deadline,
        signal: resuming.signal,
        policy: this.policy,
        reason,
        onAttempt: (attempt) => this.events.reconnecting({ attempt, reason: 'network' }),
        attempt: (signal) => this.attempt(signal),
      });
    } catch (error) {
      if (resuming.signal.aborted) return;
      this.resuming = undefined;
      this.queue = undefined;
      this.events.lost(
        error instanceof VoiceClientError ? error : VoiceClientError.wrap('connection-lost', error),
      );
      return;
    }
    if (resuming.signal.aborted) return;
    this.resuming = undefined;
    const waiting = this.queue?.drain() ?? [];
    this.queue = undefined;
    this.events.reconnected({ downtimeMs: Math.round(performance.now() - droppedAt) });
    for (const frame of waiting) {
      try {
        this.current.sendText(frame);
      } catch (error) {
        console.warn(
          '[websocket-transport] a message kept while reconnecting could not be sent',
          error,
        );
      }
    }
  }

  /**
   * One resume attempt on a fresh socket: resolves once the platform
   * confirmed it with a new token (that socket then carries the call);
   * rejects when it closes first ({@link ResumeRefusedError} for a refusal)
   * or `signal` aborts (it is then closed).
   */
  private attempt(signal: AbortSignal): Promise<void> {
    const token = this.token;
    if (!token) return Promise.reject(new ResumeRefusedError(CloseCode.resumeRefused));
    return new Promise<void>((resolve, reject) => {
      let settled = false;
      const settle = (error?: unknown): void => {
        if (settled) return;
        settled = true;
        signal.removeEventListener('abort', onAbort);
        if (error === undefined) {
          resolve();
          return;
        }
        if (this.current !== candidate) candidate.close();
        reject(error);
      };
      const onAbort = (): void => settle(signal.reason);
      const candidate: CallSocket = this.makeSocket({
        carries: () => this.current === candidate,
        confirmed: () => {
          if (settled) return;
          const dropped = this.current;
          this.current = candidate;
          dropped.close();
          settle();
        },
        failed: (error) => settle(error),
      });
      signal.addEventListener('abort', onAbort, { once: true });
      candidate
        .open(resumeUrl(this.url, token.token), signal)
        .catch((error: unknown) => settle(refusal(error) ?? error));
    });
  }
}
