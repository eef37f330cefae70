/**
 * What a `CallSession` (`session.ts`) needs from the platform: the
 * registry, the synthesizer, the frame clock, the VAD settings and its
 * timing knobs. `live-sessions.ts` gives the same one to every call.
 */
import type { HearingPool } from '../audio/hearing-pool.ts';
import type { FrameClock } from '../audio/pacer.ts';
import type { Synthesizer } from '../audio/tts.ts';
import type { VadConfig } from '../audio/vad.ts';
import type { CallRegistry } from './registry.ts';

/** Timing knobs of a session (all ms). See `PlatformTiming` in `server/index.ts` for the defaults. */
interface SessionTiming {
  readonly idleTimeoutMs: number;
  readonly frameIntervalMs: number;
  readonly interruptMs: number;
  /** Quiet after an interruption before the assistant speaks again (docs/platform.md "Speaking plans": 1000). */
  readonly backoffMs: number;
  readonly backpressureBytes: number;
  readonly closeGraceMs: number;
  readonly maxDurationMs: number;
  readonly errorReplyIntervalMs: number;
  /** A call whose socket dropped waits this long for a resume, then ends `connection-lost` (docs/platform.md "Reconnect": 20 000). */
  readonly reconnectGraceMs: number;
  /** The dialogue's wait for the page's answer to a client tool call (docs/platform.md "Tool results": 12 000). */
  readonly toolTimeoutMs?: number;
}

/** What a session needs; `Session` is the `CallSession` of `session.ts` (a parameter, so this module does not import it). */
export interface SessionDeps<Session> {
  readonly registry: CallRegistry;
  readonly synthesizer: Synthesizer;
  readonly clock: FrameClock;
  readonly timing: SessionTiming;
  /** Energy detector thresholds (`VAD=energy`); `endSilenceMs` is the default turn-ending silence. */
  readonly vad?: Partial<VadConfig>;
  /** The Silero hearing worker (`VAD=silero`); without it every call uses the energy detector. */
  readonly hearingPool?: HearingPool;
  /** Called once when the call has ended and its socket has closed (or it had none): the platform forgets the session. */
  readonly onClosed: (session: Session) => void;
  /** Error log (default `console.error`). */
  readonly logError?: (message: string, error: unknown) => void;
}
