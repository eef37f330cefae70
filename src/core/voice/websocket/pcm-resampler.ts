/**
 * Microphone samples → 16 kHz s16le 20 ms frames (`docs/platform.md`): a Blackman windowed-sinc
 * low-pass (cut-off 0.45 × the output rate), then linear interpolation; any input rate ≥ 16 kHz.
 * It imports nothing and main-thread code must not import it: the worklet build entry
 * (`pcm-capture.worklet.ts`) must stay one self-contained file, without a shared chunk.
 */

/** Odd, so the filter has a centre tap. */
const LOW_PASS_TAPS = 63;

/** Turns blocks of float samples at `inputRate` into s16le frames at `outputRate`. */
export class Pcm16Framer {
  private readonly step: number;
  private readonly taps: Float32Array;
  private readonly history: Float32Array;
  private historyIndex = 0;
  /** Position of the next output sample, in input samples after the previous one, (0, 1]. */
  private position = 1;
  private previous = 0;
  private frame: DataView;
  private frameSamples = 0;

  /**
   * @param inputRate Hz (the AudioContext's rate); `outputRate` Hz; `samplesPerFrame` 320 = 20 ms.
   * @throws RangeError when `inputRate < outputRate` or a value is not a positive number.
   */
  constructor(
    inputRate: number,
    outputRate: number,
    private readonly samplesPerFrame: number,
  ) {
    if (!(inputRate > 0 && outputRate > 0 && samplesPerFrame > 0) || inputRate < outputRate) {
      throw new RangeError(
        `cannot downsample ${inputRate} Hz to ${outputRate} Hz in frames of ${samplesPerFrame}`,
      );
    }
    this.step = inputRate / outputRate;
    this.taps =
      this.step === 1
        ? Float32Array.of(1)
        : lowPass((0.45 * outputRate) / inputRate, LOW_PASS_TAPS);
    this.history = new Float32Array(this.taps.length);
    this.frame = new DataView(new ArrayBuffer(samplesPerFrame * 2));
  }

  /** Feeds one block of samples; returns the frames it completed (fresh, transferable `ArrayBuffer`s). */
  push(input: Float32Array): ArrayBuffer[] {
    const done: ArrayBuffer[] = [];
    const { taps, history } = this;
    const length = taps.length;
    for (let n = 0; n < input.length; n++) {
      history[this.historyIndex] = input[n] ?? 0;
      // FIR: newest sample times taps[0], oldest times taps[length - 1].
      let filtered = 0;
      let index = this.historyIndex;
      for (let k = 0; k < length; k++) {
        filtered += (taps[k] ?? 0) * (history[index] ?? 0);
        index = index === 0 ? length - 1 : index - 1;
      }
      this.historyIndex = this.historyIndex + 1 === length ? 0 : this.historyIndex + 1;
      // Output samples between the previous filtered sample (at 0) and this one (at 1).
      while (this.position <= 1) {
        const value = this.previous + (filtered - this.previous) * this.position;
        if (this.write(value)) done.push(this.take());
        this.position += this.step;
      }
      this.position -= 1;
      this.previous = filtered;
    }
    return done;
  }

  /** Writes one sample; true when the frame is full. */
  private write(value: number): boolean {
    const clamped = value >= 1 ? 1 : value <= -1 ? -1 : value;
    const int = Math.round(clamped < 0 ? clamped * 0x8000 : clamped * 0x7fff);
    this.frame.setInt16(this.frameSamples * 2, int, true);
    this.frameSamples++;
    return this.frameSamples === this.samplesPerFrame;
  }

  private take(): ArrayBuffer {
    const full = this.frame.buffer as ArrayBuffer;
    this.frame = new DataView(new ArrayBuffer(this.samplesPerFrame * 2));
    this.frameSamples = 0;
    return full;
  }
}

/** Blackman-windowed sinc low-pass, `cutoff` in cycles per sample (< 0.5), unity gain at DC. */
function lowPass(cutoff: number, count: number): Float32Array {
  const taps = new Float32Array(count);
  const middle = (count - 1) / 2;
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const x = i - middle;
    const sinc = x === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * x) / (Math.PI * x);
    const window =
      0.42 -
      0.5 * Math.cos((2 * Math.PI * i) / (count - 1)) +
      0.08 * Math.cos((4 * Math.PI * i) / (count - 1));
    taps[i] = sinc * window;
    sum += taps[i] ?? 0;
  }
  for (let i = 0; i < count; i++) taps[i] = (taps[i] ?? 0) / sum;
  return taps;
}
