/**
 * Resuming a call on a new socket after a network drop (`docs/platform.md` "Reconnect";
 * docs/voice-client.md "Reconnect policy"): which closes are drops, the resume URL, the retry
 * loop bounded by the grace window, and the queue of text frames sent while the socket is down.
 */
import { CloseCode } from '../../protocol/limits.ts';
import { parseServerMessage } from '../../protocol/parse-server-message.ts';
import { isRecord } from '../../util/records.ts';
import { VoiceWidgetsError } from '../../errors.ts';
import { sleep } from '../abort.ts';
import { VoiceClientError } from '../errors.ts';
import { DEFAULT_RECONNECT_POLICY, nextDelay, type ReconnectPolicy } from '../reconnect-policy.ts';
import type { ResumeToken } from '../transport-descriptor.ts';

export { RECONNECT_MAX_DELAY_MS, RECONNECT_STARTING_DELAY_MS } from '../reconnect-policy.ts';
/** Longest one attempt may take to open and be answered, ms. */
const RECONNECT_ATTEMPT_TIMEOUT_MS = 5000;
/** Most text frames kept while reconnecting; more are refused (`reconnect-queue-full`). */
export const MAX_QUEUED_TEXT_FRAMES = 16;

/** Closes that end a call on purpose or refuse a resume; every other close is a drop. */
const FINAL_CLOSES: ReadonlySet<number> = new Set([
  CloseCode.normal,
  CloseCode.protocolError,
  CloseCode.policyViolation,
  CloseCode.tooBig,
  CloseCode.serverError,
  CloseCode.idle,
  CloseCode.notReading,
  CloseCode.superseded,
  CloseCode.resumeRefused,
  CloseCode.callEnded,
]);

/** Whether a socket that closed with `code` after the call started should be resumed. */
export function isDropClose(code: number): boolean {
  return !FINAL_CLOSES.has(code);
}

/** `websocketCallUrl` with its `resume` parameter set to `token`. */
export function resumeUrl(websocketCallUrl: string, token: string): string {
  const url = new URL(websocketCallUrl);
  url.searchParams.set('resume', token);
  return url.toString();
}

/** The server refused a resume for good (4002–4004, or 1000 before confirming); the `cause` of `connection-lost`. */
export class ResumeRefusedError extends VoiceWidgetsError {
  override readonly name: string = 'ResumeRefusedError';
  declare readonly code: 'resume-refused';
  readonly closeCode: number;

  constructor(closeCode: number) {
    super('resume-refused', `the platform refused to resume the call (close ${closeCode})`);
    this.closeCode = closeCode;
  }
}

/** What {@link resumeWithBackoff} needs. */
export interface ResumeLoop<T> {
  /** One attempt; rejects with {@link ResumeRefusedError} when refused for good. Must honour `signal`. */
  readonly attempt: (signal: AbortSignal) => Promise<T>;
  /** Called before each attempt with its number, from 1. */
  readonly onAttempt: (attempt: number) => void;
  /** The grace window's end, in {@link now}'s clock (ms). */
  readonly deadline: number;
  readonly signal: AbortSignal;
  /** ms. Default `performance.now()`. */
  readonly now?: () => number;
  /** Default {@link DEFAULT_RECONNECT_POLICY}. */
  readonly policy?: ReconnectPolicy | undefined;
  /** Why the connection dropped (the first `retryReason`). */
  readonly reason?: unknown;
}

/**
 * Tries to resume until an attempt succeeds, the server refuses, the grace window ends, the policy
 * returns `null` or `signal` aborts (`docs/voice-client.md` "Reconnect policy").
 * @throws VoiceClientError `connection-lost` (`details.attempts`; the cause is the last failure), or `signal.reason`.
 */
export async function resumeWithBackoff<T>(loop: ResumeLoop<T>): Promise<T> {
  const now = loop.now ?? (() => performance.now());
  const policy = loop.policy ?? DEFAULT_RECONNECT_POLICY;
  const startedAt = now();
  let attempt = 0;
  let last: unknown = loop.reason;
  try {
    for (;;) {
      // The platform restarts and keeps the call (docs/durable-state.md "Restart"): try at once.
      const restart = attempt === 0 && closeCodeOf(loop.reason) === CloseCode.serviceRestart;
      const delay = restart
        ? 0
        : nextDelay(policy, {
            retryCount: attempt,
            elapsedMs: now() - startedAt,
            retryReason: last,
            ...closeCodeField(last),
          });
      if (delay === null) throw new PolicyGaveUp(last);
      // Never synchronous: the caller sets up its state first.
      if (delay > 0) await sleep(delay, loop.signal);
      else await Promise.resolve();
      try {
        if (loop.signal.aborted) throw loop.signal.reason;
        const left = loop.deadline - now();
        if (left <= 0) throw new Error('the grace window is over');
        loop.onAttempt(++attempt);
        const timeout = AbortSignal.timeout(Math.min(left, RECONNECT_ATTEMPT_TIMEOUT_MS));
        return await loop.attempt(AbortSignal.any([loop.signal, timeout]));
      } catch (error) {
        last = error;
        if (loop.signal.aborted || error instanceof ResumeRefusedError || now() >= loop.deadline)
          throw error;
      }
    }
  } catch (error) {
    if (loop.signal.aborted) throw loop.signal.reason;
    const cause = error instanceof PolicyGaveUp ? error.last : error;
    throw new VoiceClientError(
      'connection-lost',
      error instanceof ResumeRefusedError
        ? 'The connection to the call was lost and the platform no longer holds the call.'
        : error instanceof PolicyGaveUp
          ? `The connection to the call was lost and the reconnect policy gave up (${attempt} attempts).`
          : `The connection to the call was lost and could not be restored within the grace window (${attempt} attempts).`,
      { cause, details: { attempts: attempt } },
    );
  }
}

/** The reconnect policy returned `null`; `last` is the failure before it. */
class PolicyGaveUp extends VoiceWidgetsError {
  constructor(readonly last: unknown) {
    super('reconnect-policy-gave-up', 'the reconnect policy gave up', { cause: last });
  }
}

/** `{closeCode}` of a failure that was a close or a refusal, for the policy's context. */
function closeCodeField(error: unknown): { closeCode?: number } {
  const code = error instanceof ResumeRefusedError ? error.closeCode : closeCodeOf(error);
  return code === undefined ? {} : { closeCode: code };
}

/** Text frames kept while the socket is down, at most {@link MAX_QUEUED_TEXT_FRAMES}. */
export class TextQueue {
  private readonly frames: string[] = [];

  /** Frames waiting. */
  get size(): number {
    return this.frames.length;
  }

  /** Keeps `frame` for later. @throws VoiceClientError `reconnect-queue-full`. */
  push(frame: string): void {
    if (this.frames.length >= MAX_QUEUED_TEXT_FRAMES) {
      throw new VoiceClientError(
        'reconnect-queue-full',
        `The call is reconnecting and ${MAX_QUEUED_TEXT_FRAMES} messages already wait to be sent; send this one once it is back.`,
      );
    }
    this.frames.push(frame);
  }

  /** Removes and returns every waiting frame, oldest first. */
  drain(): string[] {
    return this.frames.splice(0);
  }
}

/** Reads a `resume-token` frame; undefined for any other text. */
export function parseResumeToken(text: string): ResumeToken | undefined {
  if (!text.includes('resume-token')) return undefined;
  const message = parseServerMessage(text);
  return message?.type === 'resume-token'
    ? { token: message.token, graceSeconds: message.graceSeconds }
    : undefined;
}

/** The close code in a {@link CallSocket} error's `details`, if any. */
export function closeCodeOf(error: unknown): number | undefined {
  const details =
    error instanceof VoiceClientError && isRecord(error.details) ? error.details : undefined;
  return typeof details?.['code'] === 'number' ? details['code'] : undefined;
}

/** A {@link ResumeRefusedError} for a close that refuses the resume for good. */
export function refusal(error: unknown): ResumeRefusedError | undefined {
  const code = closeCodeOf(error);
  return code === CloseCode.superseded ||
    code === CloseCode.resumeRefused ||
    code === CloseCode.callEnded
    ? new ResumeRefusedError(code)
    : undefined;
}
