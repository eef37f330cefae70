/**
 * The call's socket, kept alive across network drops (`docs/platform.md` "Reconnect";
 * docs/voice-client.md "Reconnect policy"): one {@link CallSocket} at a time, resumed over a fresh
 * socket with the last `resume-token` until the grace window ends. The tokens are kept here, never
 * passed on as app messages, so page listeners never see the secret.
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

/** A {@link CallSocket}'s events plus the reconnect states. */
export interface ResumableSocketEvents extends CallSocketEvents {
  /** A new resume secret (at call start and after every resume). */
  token(token: ResumeToken): void;
  /** A resume attempt starts (from 1). */
  reconnecting(event: { readonly attempt: number; readonly reason: 'network' }): void;
  /** The call is back after `downtimeMs` ms. */
  reconnected(event: { readonly downtimeMs: number }): void;
}

/** One call's socket that resumes after drops. */
export class ResumableSocket {
  private current: CallSocket;
  private url = '';
  private token: ResumeToken | undefined;
  private queue: TextQueue | undefined;
  private resuming: AbortController | undefined;
  private closed = false;
  private endCallSent = false;
  /** While reconnecting: the grace window's end, `performance.now()` ms. */
  private deadline = 0;

  /** @param createWebSocket default `new WebSocket(url)`. */
  constructor(
    private readonly events: ResumableSocketEvents,
    private readonly createWebSocket?: (url: string) => WebSocketLike,
    private readonly policy?: ReconnectPolicy,
  ) {
    const first: CallSocket = this.makeSocket({ carries: () => this.current === first });
    this.current = first;
  }

  /** Opens the first socket (its `?resume=` takes over another page's call). @throws as {@link CallSocket.open}. */
  open(url: string, signal: AbortSignal): Promise<void> {
    const parsed = new URL(url);
    parsed.searchParams.delete('resume');
    this.url = parsed.toString();
    return this.current.open(url, signal);
  }

  /** Sends a text frame, or queues it while reconnecting. @throws VoiceClientError `reconnect-queue-full`, `send-failed`. */
  sendText(data: string): void {
    if (this.queue) this.queue.push(data);
    else this.current.sendText(data);
    if (data === END_CALL) this.endCallSent = true;
  }

  /** Sends one binary frame; false (dropped) while reconnecting. */
  sendAudio(frame: ArrayBuffer, maxBufferedBytes: number): boolean {
    return !this.queue && this.current.sendAudio(frame, maxBufferedBytes);
  }

  /**
   * Closes with 1000; with `endCall`, `end-call` goes first (once), so the platform ends the call
   * even if the page is gone before the close handshake. While reconnecting, a detached resume
   * sends `end-call` in the background, so the call ends as a hang-up, not a lost connection.
   * Idempotent; never throws.
   */
  close(options: { readonly endCall?: boolean } = {}): void {
    if (this.closed) return;
    if (options.endCall && !this.queue && !this.endCallSent) {
      try {
        this.current.sendText(END_CALL);
      } catch {
        // Not open: the 1000 close still says hang-up.
      }
    }
    // Settles either way (a hang-up that cannot reach the call is the platform's to time out).
    if (this.resuming && this.token)
      void hangUpDetached({
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

  /** A socket whose events count only while it `carries()` the call; before that, a new token confirms it. */
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

  /** One resume attempt on a fresh socket, confirmed by a new token; closed on failure or abort. */
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
