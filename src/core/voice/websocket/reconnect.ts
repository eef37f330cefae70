/**
 * Resuming a call on a new socket after a network drop (`server/PROTOCOL.md`
 * "Reconnect"; README "Call continuity"). Pure policy, no socket of its own:
 * which closes are worth a resume, the resume URL, the backoff loop
 * (`exponential-backoff`: first try at once, then 250 ms × 2ⁿ up to 1 s,
 * full jitter) bounded by the grace window, the bounded queue of text
 * frames sent while the socket is down, the platform's `resume-token` frame
 * and which closes refuse a resume for good.
 */
import { backOff } from 'exponential-backoff';
import { CloseCode } from '../../protocol/limits.ts';
import { parseServerMessage } from '../../protocol/parse-server-message.ts';
import { isRecord } from '../../util/records.ts';
import { VoiceClientError } from '../errors.ts';

/** First retry delay, ms (before jitter); later ones double. */
export const RECONNECT_STARTING_DELAY_MS = 250;
/** Longest delay between two attempts, ms (before jitter). */
export const RECONNECT_MAX_DELAY_MS = 1000;
/** Longest a single attempt may take to open and be answered, ms. */
export const RECONNECT_ATTEMPT_TIMEOUT_MS = 5000;
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

/** A resume attempt the server refused for good (close 4002, 4003 or 4004): no retry helps. */
export class ResumeRefusedError extends Error {
  /** @param code the close code the server answered the attempt with. */
  constructor(readonly code: number) {
    super(`the platform refused to resume the call (close ${code})`);
    this.name = 'ResumeRefusedError';
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
}

/**
 * Tries to resume until one attempt succeeds, the server refuses, the grace
 * window ends or `signal` aborts.
 *
 * @returns what the successful attempt resolved with.
 * @throws VoiceClientError `connection-lost` (window over, or refused; the
 *   cause is the last failure), or `signal.reason` when aborted.
 */
export async function resumeWithBackoff<T>(loop: ResumeLoop<T>): Promise<T> {
  const now = loop.now ?? (() => performance.now());
  let attempt = 0;
  try {
    return await backOff(
      async () => {
        if (loop.signal.aborted) throw loop.signal.reason;
        const left = loop.deadline - now();
        if (left <= 0) throw new Error('the grace window is over');
        loop.onAttempt(++attempt);
        const timeout = AbortSignal.timeout(Math.min(left, RECONNECT_ATTEMPT_TIMEOUT_MS));
        return await loop.attempt(AbortSignal.any([loop.signal, timeout]));
      },
      {
        delayFirstAttempt: false,
        startingDelay: RECONNECT_STARTING_DELAY_MS,
        timeMultiple: 2,
        maxDelay: RECONNECT_MAX_DELAY_MS,
        jitter: 'full',
        numOfAttempts: Number.MAX_SAFE_INTEGER,
        retry: (error: unknown) => !loop.signal.aborted && !(error instanceof ResumeRefusedError) && now() < loop.deadline,
      },
    );
  } catch (error) {
    if (loop.signal.aborted) throw loop.signal.reason;
    throw new VoiceClientError(
      'connection-lost',
      error instanceof ResumeRefusedError
        ? 'The connection to the call was lost and the platform no longer holds the call.'
        : `The connection to the call was lost and could not be restored within the grace window (${attempt} attempts).`,
      { cause: error, details: { attempts: attempt } },
    );
  }
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

/** The resume secret as the platform sent it. */
export interface ResumeToken {
  /** One-time secret for `?resume=`. */
  readonly token: string;
  /** How long the platform holds the call after a drop, s. */
  readonly graceSeconds: number;
}

/** Reads a `resume-token` frame (through `parseServerMessage`, `docs/platform.md` "Protocol"); undefined for any other text. */
export function parseResumeToken(text: string): ResumeToken | undefined {
  if (!text.includes('resume-token')) return undefined;
  const message = parseServerMessage(text);
  return message?.type === 'resume-token' ? { token: message.token, graceSeconds: message.graceSeconds } : undefined;
}

/** The close code in a {@link CallSocket} error's `details`, if any. */
export function closeCodeOf(error: unknown): number | undefined {
  const details = error instanceof VoiceClientError && isRecord(error.details) ? error.details : undefined;
  return typeof details?.['code'] === 'number' ? details['code'] : undefined;
}

/** A {@link ResumeRefusedError} for a close that refuses the resume for good, else undefined. */
export function refusal(error: unknown): ResumeRefusedError | undefined {
  const code = closeCodeOf(error);
  return code === CloseCode.superseded || code === CloseCode.resumeRefused || code === CloseCode.callEnded
    ? new ResumeRefusedError(code)
    : undefined;
}
