/**
 * A hang-up while the call's connection is down (docs/voice-client.md "Reconnect policy"): without
 * it the platform would end the call as `connection-lost` when its grace window passes, so the call
 * is resumed in the background only to send `end-call`.
 */
import { encodeClientMessage } from '../../protocol/client-messages.ts';
import type { ReconnectPolicy } from '../reconnect-policy.ts';
import { CallSocket, type WebSocketLike } from './call-socket.ts';
import { parseResumeToken, refusal, resumeWithBackoff } from './reconnect.ts';

/** Where and until when to hang up. */
export interface DetachedHangUp {
  /** `websocketCallUrl?resume=<latest token>`. */
  readonly url: string;
  /** The grace window's end, `performance.now()` ms. */
  readonly deadline: number;
  /** Default `new WebSocket(url)`. */
  readonly createWebSocket?: ((url: string) => WebSocketLike) | undefined;
  /** Default `DEFAULT_RECONNECT_POLICY`. */
  readonly policy?: ReconnectPolicy | undefined;
}

/** Tries until `deadline` to resume and send `end-call`; stops on success or a refusal. Never throws. */
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

/** One try: resolves once `end-call` went out on a confirmed socket. */
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
