/**
 * The microphone's way to the server in a WebSocket call (`docs/voice-client.md` "The WebSocket
 * transport"). Muted, each frame is 640 zero bytes: the server's VAD hears nothing, yet the
 * no-audio idle timeout (close 4000; docs/platform.md "Close codes") does not fire.
 */
import { decodePcm16, peakOf, PCM_FRAME_BYTES } from './pcm.ts';

/** Window of the transport's input and output levels, ms. */
export const LEVEL_WINDOW_MS = 100;

/** Frames kept for the level: 8 × 20 ms covers the window, with room for frames that come in a burst. */
const RECENT_FRAMES = 8;

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
  /**
   * The last frames' peaks, 0..1, and when each came (`performance.now()` ms), oldest overwritten:
   * the level is the largest over a sliding window, as the output's is over what played, so the two
   * envelopes can be compared (the echo hint).
   */
  private readonly peaks = new Float32Array(RECENT_FRAMES);
  private readonly peakTimes = new Float64Array(RECENT_FRAMES).fill(-Infinity);
  private next = 0;

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

  /** The peak level, 0..1, of the frames captured in the last {@link LEVEL_WINDOW_MS} ms; 0 while muted. */
  level(): number {
    if (!this.enabled) return 0;
    const from = performance.now() - LEVEL_WINDOW_MS;
    let level = 0;
    for (let i = 0; i < RECENT_FRAMES; i++)
      if ((this.peakTimes[i] as number) > from) level = Math.max(level, this.peaks[i] as number);
    return level;
  }

  private measure(frame: ArrayBuffer): void {
    this.peaks[this.next] = peakOf(decodePcm16(frame));
    this.peakTimes[this.next] = performance.now();
    this.next = (this.next + 1) % RECENT_FRAMES;
  }
}
