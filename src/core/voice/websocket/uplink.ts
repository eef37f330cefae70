/**
 * The microphone's way to the server in a WebSocket call (`docs/voice-client.md` "The WebSocket
 * transport"). Muted, each frame is 640 zero bytes: the server's VAD hears nothing, yet the
 * no-audio idle timeout (close 4000; docs/platform.md "Close codes") does not fire.
 */
import { decodePcm16, peakOf, PCM_FRAME_BYTES } from './pcm.ts';

/** Window of the transport's input and output levels, ms. */
export const LEVEL_WINDOW_MS = 100;

/** Sends one binary frame; whether the socket took it. */
export type FrameSender = (frame: ArrayBuffer) => boolean;

/** Counters of the frames captured. */
export interface UplinkStats {
  /** Silent ones included. */
  readonly framesSent: number;
  /** Dropped: the socket was not open or too far behind. */
  readonly framesNotSent: number;
}

/** The microphone side of one call. */
export class MicUplink {
  /** `false` while muted. */
  enabled = true;
  private readonly silence = new ArrayBuffer(PCM_FRAME_BYTES);
  private framesSent = 0;
  private framesNotSent = 0;
  /** Peak of recent frames, 0..1, and when (`performance.now()` ms). */
  private peak = 0;
  private peakAt = 0;

  /** Frames sent and dropped so far. */
  get stats(): UplinkStats {
    return { framesSent: this.framesSent, framesNotSent: this.framesNotSent };
  }

  /** Measures a captured frame unless muted, then sends it, or silence while muted. */
  push(frame: ArrayBuffer, send: FrameSender): void {
    if (this.enabled) this.measure(frame);
    if (send(this.enabled ? frame : this.silence)) this.framesSent++;
    else this.framesNotSent++;
  }

  /** The peak level, 0..1, of the last {@link LEVEL_WINDOW_MS} ms; 0 while muted. */
  level(): number {
    if (!this.enabled || performance.now() - this.peakAt > LEVEL_WINDOW_MS) return 0;
    return this.peak;
  }

  private measure(frame: ArrayBuffer): void {
    const peak = peakOf(decodePcm16(frame));
    const now = performance.now();
    if (peak >= this.peak || now - this.peakAt > LEVEL_WINDOW_MS) {
      this.peak = peak;
      this.peakAt = now;
    }
  }
}
