/**
 * The call's transcript as the platform's messages build it (docs/platform.md "Server messages"):
 * speech turns, partial and final lines, the whole conversation, and the local platform's notices.
 * An assistant line is held until its audio is heard ({@link AudioHold}), so the text captions
 * what is heard. Part of `LiveCall`.
 */
import { AudioHold } from './audio-hold.ts';
import type { LiveContext } from './live-context.ts';
import type { CallMessage } from './live-state.ts';

/** Default of the longest wait for the assistant's audio, ms. */
const DEFAULT_HOLD_LIMIT_MS = 1500;

/** What the transcript reads of its call. */
export interface TranscriptCall {
  /** Runs a function before the next paint (the level is polled once a frame). */
  readonly schedule: (fn: () => void) => void;
  /** The assistant's level now, 0..1. */
  outputLevel(): number;
  /** The assistant's line stopped (a downlink muted by push-to-talk plays again). */
  assistantStopped(): void;
}

/** The transcript messages this part reads. */
type TranscriptMessage = Exclude<CallMessage, { kind: 'ended' } | { kind: 'tools' }>;

/** One element's transcript of its live calls. */
export class LiveTranscript {
  private readonly hold: AudioHold;

  /**
   * @param ctx the live store.
   * @param call the call's clock, level and push-to-talk release.
   * @param holdLimitMs the longest an assistant line waits for its audio before it shows anyway.
   */
  constructor(
    private readonly ctx: LiveContext,
    private readonly call: TranscriptCall,
    holdLimitMs = DEFAULT_HOLD_LIMIT_MS,
  ) {
    this.hold = new AudioHold(
      call.schedule,
      () => call.outputLevel(),
      holdLimitMs,
      () => ctx.apply({ type: 'release' }),
    );
  }

  /** A new call, or disposal: nothing is held any more, and nothing shows. */
  reset(): void {
    this.hold.reset();
  }

  /** The assistant's audio is heard (`speech-start`) or will not come (`call-end`): held lines show. */
  release(): void {
    this.hold.release();
  }

  /** A platform message of a running call. */
  read(m: TranscriptMessage): void {
    const { ctx } = this;
    switch (m.kind) {
      case 'speech':
        // A new utterance of either side ends the last entry's turn.
        if (m.started) ctx.apply({ type: 'close' });
        if (!m.assistant) return;
        if (m.started) this.hold.start();
        else {
          this.hold.release();
          this.call.assistantStopped();
        }
        return;
      case 'typed-only':
        if (!ctx.state().typedOnlyNotice) ctx.update({ typedOnlyNotice: true });
        return;
      case 'bad-transcript':
        ctx.host.warnOnce(`[voice-widgets] ${m.problem}`);
        return;
      case 'transcript': {
        const hold = m.role === 'assistant' && this.hold.active;
        ctx.apply({
          type: 'transcript',
          role: m.role,
          final: m.final,
          text: m.text,
          atS: ctx.elapsedS(),
          hold,
        });
        return;
      }
      case 'conversation':
        ctx.apply({ type: 'conversation', turns: m.turns, atS: ctx.elapsedS() });
        return;
    }
  }
}
