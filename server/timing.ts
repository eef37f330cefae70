/**
 * The local platform's timing knobs (docs/platform.md "Defaults", "Limits",
 * "Reconnect", "Tool results"), with their defaults; `startPlatform` takes
 * any of them in `timing`.
 */
import { ERROR_REPLY_INTERVAL_MS } from '../src/core/protocol/limits.ts';
import { positiveFromEnv, reconnectGraceSecondsFromEnv } from './limits/env.ts';

/** Timing knobs (all ms unless noted). Tests shrink them; the defaults are docs/platform.md's. */
export interface PlatformTiming {
  /** A call whose socket is not opened within this ends `silence-timed-out` (docs/platform.md: 30 000). */
  readonly openTimeoutMs: number;
  /** No uplink audio for this long ends the call, close 4000 (docs/platform.md: 60 000). */
  readonly idleTimeoutMs: number;
  /** Wall time per 20 ms downlink frame: 20 is real time; smaller plays faster (tests). */
  readonly frameIntervalMs: number;
  /** User speech (audio time) that interrupts the assistant, unless the assistant's `stopSpeakingPlan.voiceSeconds` says (docs/platform.md: 200). */
  readonly interruptMs: number;
  /** Quiet after an interruption before the assistant speaks again, unless the assistant's `stopSpeakingPlan.backoffSeconds` says (docs/platform.md "Speaking plans": 1000). */
  readonly backoffMs: number;
  /** Downlink bytes buffered unsent that count as "not reading", close 4001 (docs/platform.md: 32 000 ≈ 1 s). */
  readonly backpressureBytes: number;
  /** After the server closes a socket, a client that does not answer is cut off after this (default 5000). */
  readonly closeGraceMs: number;
  /** Ended calls stay readable by `GET /api/call/{id}` this long (default 600 000). */
  readonly retainEndedMs: number;
  /** A call ends `exceeded-max-duration` this long after its socket opened (default 600 000; `LOCAL_MAX_CALL_SECONDS`). */
  readonly maxDurationMs: number;
  /** At most one `error` reply per connection per this many ms (docs/platform.md "Limits": 1000). */
  readonly errorReplyIntervalMs: number;
  /** A dropped call waits this long for a resume, then ends `connection-lost` (docs/platform.md "Reconnect": 20 000). */
  readonly reconnectGraceMs: number;
  /** The dialogue waits this long for the page's answer to a client tool call, then goes on as timed out (docs/platform.md "Tool results": 12 000). */
  readonly toolTimeoutMs: number;
}

/** Default {@link PlatformTiming}. */
export const DEFAULT_TIMING: PlatformTiming = {
  openTimeoutMs: 30_000,
  idleTimeoutMs: 60_000,
  frameIntervalMs: 20,
  interruptMs: 200,
  backoffMs: 1000,
  backpressureBytes: 32_000,
  closeGraceMs: 5_000,
  retainEndedMs: 600_000,
  maxDurationMs: positiveFromEnv('LOCAL_MAX_CALL_SECONDS', 600) * 1000,
  errorReplyIntervalMs: ERROR_REPLY_INTERVAL_MS,
  reconnectGraceMs: reconnectGraceSecondsFromEnv() * 1000,
  toolTimeoutMs: 12_000,
};
