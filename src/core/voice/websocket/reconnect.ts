/**
 * Resuming a call on a new socket after a network drop (`docs/platform.md`
 * "Reconnect"; docs/voice-client.md "Reconnect policy"). Pure policy, no socket of its own:
 * which closes are worth a resume, the resume URL, the retry loop (its
 * delays from the injectable {@link ReconnectPolicy}, `docs/voice-client.md`
 * "Reconnect policy"; by default first try at once, then 250 ms × 2ⁿ up to
 * 1 s, full jitter) bounded by the grace window, the bounded queue of text
 * frames sent while the socket is down, the platform's `resume-token` frame
 * and which closes refuse a resume for good.
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
/** Longest a single attempt may take to open and be answered, ms. */
const RECONNECT_ATTEMPT_TIMEOUT_MS = 5000;
/** Most text frames kept while reconnecting; more are refused (`reconnect-queue-full`). */
export const MAX_QUEUED_TEXT_FRAMES = 16;

/**
 * Closes that end a call on purpose, or say a resume cannot work: the
 * normal end (1000), the platform's limits (1003, 1008, 1009, 1011, 4000,
 * 4001) and the resume refusals (4002 superseded, 4003 resume refused, 4004
 * call ended). Every other close (1001, 1005, 1006, 1012–1014, …) is a drop.
 */
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

/** True when a socket that closed with `code` (after the call started) should be resumed. */
export function isDropClose(code: number): boolean {
  return !FINAL_CLOSES.has(code);
}

/** `websocketCallUrl` with `?resume=<token>` (or `&resume=`), any earlier `resume` replaced. */
export function resumeUrl(websocketCallUrl: string, token: string): string {
  const url = new URL(websocketCallUrl);
  url.searchParams.set('resume', token);
  return url.toString();
}

/**
 * A resume attempt the server refused for good (close 4002, 4003 or 4004,
 * or a normal close before the resume was confirmed): no retry helps. Code
 * `resume-refused`; the close code is `closeCode`. Only ever seen as the
 * `cause` of a `connection-lost` {@link VoiceClientError}.
 */
export class ResumeRefusedError extends VoiceWidgetsError {
  override readonly name: string = 'ResumeRefusedError';
  declare readonly code: 'resume-refused';
  /** The WebSocket close code the server answered the attempt with (1000, 4002, 4003 or 4004). */
  readonly closeCode: number;

  /** @param closeCode the close code the server answered the attempt with. */
  constructor(closeCode: number) {
    super('resume-refused', `the platform refused to resume the call (close ${closeCode})`);
    this.closeCode = closeCode;
  }
}

/** What {@link resumeWithBackoff} needs. */
export interface ResumeLoop<T> {
  /**
   * One attempt: opens a socket and resolves once the server confirmed the
   * resume; rejects with {@link ResumeRefusedError} when refused for good,
   * with anything else for a retryable failure. Must honour `signal`.
   */
  readonly attempt: (signal: AbortSignal) => Promise<T>;
  /** Called before each attempt with its 1-based number. */
  readonly onAttempt: (attempt: number) => void;
  /** The grace window's end, in {@link now}'s clock (ms). No attempt starts after it. */
  readonly deadline: number;
  /** Stops the loop (the call was stopped). */
  readonly signal: AbortSignal;
  /** Clock, ms. Default `performance.now()`. */
  readonly now?: () => number;
  /** The wait before each attempt; default {@link DEFAULT_RECONNECT_POLICY}. */
  readonly policy?: ReconnectPolicy | undefined;
  /** Why the connection dropped (the policy's `retryReason` before the first attempt). */
  readonly reason?: unknown;
}

/**
 * Tries to resume until one attempt succeeds, the server refuses, the grace
 * window ends, the policy returns `null` or `signal` aborts. Before each
 * attempt it waits what `loop.policy` says for `{retryCount, elapsedMs,
 * retryReason, closeCode}` (`docs/voice-client.md` "Reconnect policy"),
 * except after a close 1012 "service restart" (the platform restarts and
 * keeps the call), whose first attempt goes at once.
 *
 * @returns what the successful attempt resolved with.
 * @throws VoiceClientError `connection-lost` (window over, refused, or the
 *   policy gave up; the cause is the last failure, `details.attempts` the
 *   number of attempts), or `signal.reason` when aborted.
 */
export async function resumeWithBackoff<T>(loop: ResumeLoop<T>): Promise<T> {
  const now = loop.now ?? (() => performance.now());
  const policy = loop.policy ?? DEFAULT_RECONNECT_POLICY;
  const startedAt = now();
  let attempt = 0;
  let last: unknown = loop.reason;
  try {
    for (;;) {
      // A platform restart (close 1012 "service restart", docs/durable-state.md "Restart"): the first attempt goes at once, whatever the policy says.
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
      // Never synchronous: the first attempt starts after the caller has set up its state.
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

/** `{closeCode}` of a failure that was a closed socket (or a refusal), for the policy's context; else `{}`. */
function closeCodeField(error: unknown): { closeCode?: number } {
  const code = error instanceof ResumeRefusedError ? error.closeCode : closeCodeOf(error);
  return code === undefined ? {} : { closeCode: code };
}

/**
 * Text frames kept while the socket is down, sent in order on resume.
 * Bounded by {@link MAX_QUEUED_TEXT_FRAMES}.
 */
export class TextQueue {
  private readonly frames: string[] = [];

  /** Frames waiting. */
  get size(): number {
    return this.frames.length;
  }

  /**
   * Keeps `frame` for later.
   * @throws VoiceClientError `reconnect-queue-full` when {@link MAX_QUEUED_TEXT_FRAMES} wait already (the frame is not kept).
   */
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

/** Reads a `resume-token` frame (through `parseServerMessage`, `docs/platform.md` "Protocol"); undefined for any other text. */
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

/** A {@link ResumeRefusedError} for a close that refuses the resume for good, else undefined. */
export function refusal(error: unknown): ResumeRefusedError | undefined {
  const code = closeCodeOf(error);
  return code === CloseCode.superseded ||
    code === CloseCode.resumeRefused ||
    code === CloseCode.callEnded
    ? new ResumeRefusedError(code)
    : undefined;
}
