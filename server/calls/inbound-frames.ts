/**
 * Admission of one call socket's incoming frames (docs/platform.md "Limits" and
 * "Close codes"): what each frame is (audio, a message, an error to reply, a
 * violation that closes), and the throttle of `error` replies.
 */
import type { RawData } from 'ws';

import {
  CloseCode,
  DROP_FORGIVE_MS,
  MAX_AUDIO_FRAME_BYTES,
  MAX_DROPPED_TEXT_FRAMES,
  TEXT_FRAMES_BURST,
  TEXT_FRAMES_PER_S,
} from '../../src/core/protocol/limits.ts';
import {
  parseClientMessage,
  type ParsedClientMessage as ClientMessage,
} from '../../src/core/protocol/parse-client-message.ts';
import type { ErrorCode } from '../../src/core/protocol/server-messages.ts';
import { Throttle, TokenBucket } from '../limits/rate.ts';

/** What to do with one incoming frame. */
export type InboundFrame =
  /** Uplink audio (s16le, even length). */
  | { readonly kind: 'audio'; readonly pcm: Buffer }
  /** A valid client message. */
  | { readonly kind: 'message'; readonly message: ClientMessage }
  /** Dropped or invalid: answer with an `error` (through {@link InboundFrames.errorReply}); the call goes on. */
  | { readonly kind: 'error'; readonly code: ErrorCode; readonly message: string }
  /** A protocol violation: the call ends (`protocol-error`) with this close code. */
  | { readonly kind: 'close'; readonly code: number };

/** The frame budget and error-reply throttle of one socket. */
export class InboundFrames {
  private readonly textBudget: TokenBucket;
  private readonly errorReplies: Throttle;
  private droppedFrames = 0;
  private lastDropAt = 0;

  /** @param now the time the socket opened (`performance.now()`, ms). */
  constructor(errorReplyIntervalMs: number, now: number) {
    this.textBudget = new TokenBucket(TEXT_FRAMES_PER_S, TEXT_FRAMES_BURST, now);
    this.errorReplies = new Throttle(errorReplyIntervalMs);
  }

  /** Classifies one frame received at `now` (`performance.now()`, ms). Never throws for bad input. */
  admit(data: RawData, isBinary: boolean, now: number): InboundFrame {
    const bytes = Array.isArray(data)
      ? Buffer.concat(data)
      : Buffer.isBuffer(data)
        ? data
        : Buffer.from(data);
    return isBinary ? this.audio(bytes) : this.text(bytes, now);
  }

  /**
   * Whether an `error` reply may go out at `now`.
   * @returns how many were held back since the last one (its `suppressed`), or undefined to hold this one back too.
   */
  errorReply(now: number): number | undefined {
    return this.errorReplies.pass(now);
  }

  private audio(bytes: Buffer): InboundFrame {
    if (bytes.length > MAX_AUDIO_FRAME_BYTES) return { kind: 'close', code: CloseCode.tooBig };
    if (bytes.length % 2 !== 0) return { kind: 'close', code: CloseCode.protocolError };
    return { kind: 'audio', pcm: bytes };
  }

  private text(bytes: Buffer, now: number): InboundFrame {
    if (!this.textBudget.take(now)) {
      if (now - this.lastDropAt > DROP_FORGIVE_MS) this.droppedFrames = 0;
      this.lastDropAt = now;
      if (++this.droppedFrames >= MAX_DROPPED_TEXT_FRAMES)
        return { kind: 'close', code: CloseCode.policyViolation };
      return {
        kind: 'error',
        code: 'rate-limited',
        message: `over ${TEXT_FRAMES_PER_S} text frames per second: frame dropped`,
      };
    }
    const parsed = parseClientMessage(bytes);
    return parsed.ok
      ? { kind: 'message', message: parsed.message }
      : { kind: 'error', code: parsed.code, message: parsed.message };
  }
}
