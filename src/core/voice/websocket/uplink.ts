/**
 * The microphone's way to the server in a WebSocket call (`docs/voice-client.md`
 * "The WebSocket transport": "Mute sends silence", "Microphone"): what each
 * 20 ms capture frame becomes, and the microphone level. The policy only; the
 * socket it sends on is given per frame.
 *
 * - Muted: each frame is replaced by 640 zero bytes, so the server's VAD
 *   hears nothing while the frames keep the call's no-audio idle timeout
 *   (60 s, close 4000; docs/platform.md "Close codes") from firing.
 * - A frame the socket does not take (not open, or too far behind) is
 *   dropped and counted.
 * - The level is the peak sample of the frames captured in the last
 *   {@link LEVEL_WINDOW_MS} ms (0 while muted), as WebRTC's `audioLevel` that
 *   Daily's local observer reports.
 */
import { decodePcm16, peakOf, PCM_FRAME_BYTES } from './pcm.ts';

/** Window of the transport's input and output levels, in ms. */
export const LEVEL_WINDOW_MS = 100;

/** Sends one binary frame; returns whether the socket took it. */
export type FrameSender = (frame: ArrayBuffer) => boolean;

/** Counters of the frames captured, for diagnostics and benchmarks. */
export interface UplinkStats {
  /** Microphone frames sent (silent ones included). */
  readonly framesSent: number;
  /** Microphone frames dropped because the socket was not open or too far behind. */
  readonly framesNotSent: number;
}

/** The microphone side of one call; see the module comment. */
export class MicUplink {
  /** `false` while muted. */
  enabled = true;
  private readonly silence = new ArrayBuffer(PCM_FRAME_BYTES);
  private framesSent = 0;
  private framesNotSent = 0;
  /** Peak of recent frames, 0..1, and when it was measured (`performance.now()` ms). */
  private peak = 0;
  private peakAt = 0;

  /** Frames sent and dropped so far. */
  get stats(): UplinkStats {
    return { framesSent: this.framesSent, framesNotSent: this.framesNotSent };
  }

  /**
   * Handles one captured frame (640 bytes, PCM s16le 16 kHz mono): measures
   * it unless muted, then gives `send` the frame, or silence while muted.
   */
  push(frame: ArrayBuffer, send: FrameSender): void {
    if (this.enabled) this.measure(frame);
    if (send(this.enabled ? frame : this.silence)) this.framesSent++;
    else this.framesNotSent++;
  }

  /** The microphone's level, 0..1, over the last {@link LEVEL_WINDOW_MS} ms; 0 while muted. */
  level(): number {
    if (!this.enabled || performance.now() - this.peakAt > LEVEL_WINDOW_MS) return 0;
    return this.peak;
  }

  /** Keeps a decaying peak of the captured frames for {@link level}. */
  private measure(frame: ArrayBuffer): void {
    const peak = peakOf(decodePcm16(frame));
    const now = performance.now();
    if (peak >= this.peak || now - this.peakAt > LEVEL_WINDOW_MS) {
      this.peak = peak;
      this.peakAt = now;
    }
  }
}
