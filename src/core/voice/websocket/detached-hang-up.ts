/**
 * A hang-up while the call's connection is down (docs/voice-client.md "Reconnect policy";
 * `docs/platform.md` "Reconnect"): the platform holds the call for its
 * grace window, so a visitor who hangs up then would otherwise end it as
 * `connection-lost` when the window passes. This resumes the call on a fresh
 * socket only to send `end-call`, retried with the reconnect backoff until
 * the window ends, in the background.
 */
import { encodeClientMessage } from '../../protocol/client-messages.ts';
import type { ReconnectPolicy } from '../reconnect-policy.ts';
import { CallSocket, type WebSocketLike } from './call-socket.ts';
import { parseResumeToken, refusal, resumeWithBackoff } from './reconnect.ts';

/** Where and until when to hang up. */
export interface DetachedHangUp {
  /** `websocketCallUrl?resume=<latest token>`. */
  readonly url: string;
  /** The grace window's end, `performance.now()` ms: no try starts after it. */
  readonly deadline: number;
  /** Makes each socket; default `new WebSocket(url)`. */
  readonly createWebSocket?: ((url: string) => WebSocketLike) | undefined;
  /** The wait before each try (`docs/voice-client.md` "Reconnect policy"); default `DEFAULT_RECONNECT_POLICY`. */
  readonly policy?: ReconnectPolicy | undefined;
}

/**
 * Tries, until `deadline`, to resume the call and send `end-call`; stops at
 * the first success, or when the platform refuses the resume (4002 taken
 * over, 4003 token refused, 4004 call ended: nothing left to end). Never
 * throws; resolves when done (tests wait for it).
 */
export function hangUpDetached(target: DetachedHangUp): Promise<void> {
  const signal = AbortSignal.timeout(Math.max(1, Math.ceil(target.deadline - performance.now())));
  return resumeWithBackoff({
    deadline: target.deadline,
    signal,
    policy: target.policy,
    onAttempt: () => undefined,
    attempt: (s) => endOn(target, s),
  }).then(
    () => undefined,
    () => undefined,
  );
}

/** One try: resolves once `end-call` went out on a confirmed socket; rejects when it closes first or `signal` aborts. */
function endOn(target: DetachedHangUp, signal: AbortSignal): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    let done = false;
    const finish = (error?: unknown): void => {
      if (done) return;
      done = true;
      socket.close();
      if (error === undefined) resolve();
      else reject(error);
    };
    const socket: CallSocket = new CallSocket(
      {
        text: (data) => {
          if (!parseResumeToken(data)) return;
          try {
            socket.sendText(encodeClientMessage({ type: 'end-call' }));
            finish();
          } catch (error) {
            finish(error);
          }
        },
        audio: () => undefined,
        hangUp: () => finish(),
        lost: (error) => finish(refusal(error) ?? error),
      },
      target.createWebSocket,
    );
    signal.addEventListener('abort', () => finish(signal.reason), { once: true });
    socket.open(target.url, signal).catch((error: unknown) => finish(refusal(error) ?? error));
  });
}
