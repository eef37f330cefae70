/**
 * Sample-rate conversion for the TTS output: espeak-ng speaks at 22 050 Hz,
 * the wire is 16 000 Hz (docs/platform.md "Binary frames: audio").
 *
 * A polyphase windowed-sinc resampler: the low-pass filter (cutoff a little
 * under the lower Nyquist frequency, Kaiser window) is what keeps the
 * 8–11 kHz band of the 22 050 Hz input from aliasing into the speech band.
 * The ratio 16 000 / 22 050 = 160 / 441 is exact, so there are 160 filter
 * phases, computed once per ratio and cached.
 */

/** Options of {@link resample}. */
export interface ResampleOptions {
  /** Zero crossings of the sinc on each side of the centre (filter length ≈ 4 × this × max(1, from/to)). Default 16. */
  readonly zeroCrossings?: number;
  /** Cutoff as a fraction of the lower Nyquist frequency (0–1). Default 0.92 (7.36 kHz for a 16 kHz output). */
  readonly cutoff?: number;
  /** Kaiser window β (stop-band attenuation; 8 ≈ 80 dB). Default 8. */
  readonly beta?: number;
}

interface Filter {
  /** Numerator and denominator of the ratio to/from after reduction. */
  readonly up: number;
  readonly down: number;
  /** Number of phases in the table (≤ 1024; equals `up` when `up` ≤ 1024). */
  readonly phases: number;
  /** Taps per phase. */
  readonly taps: number;
  /** Offset of the first tap relative to floor(position). */
  readonly first: number;
  /** phases × taps weights, each phase normalised to a DC gain of 1. */
  readonly table: Float32Array;
}

const MAX_PHASES = 1024;
const filters = new Map<string, Filter>();

/**
 * Resamples mono float audio from `fromHz` to `toHz`.
 *
 * @param input samples at `fromHz`, nominally in [-1, 1].
 * @param fromHz input rate, Hz (positive integer).
 * @param toHz output rate, Hz (positive integer).
 * @returns a new array of floor(input.length × toHz / fromHz) samples; a copy when the rates are equal.
 * @throws RangeError when a rate is not a positive integer.
 */
export function resample(
  input: Float32Array,
  fromHz: number,
  toHz: number,
  options: ResampleOptions = {},
): Float32Array {
  if (!Number.isInteger(fromHz) || !Number.isInteger(toHz) || fromHz <= 0 || toHz <= 0) {
    throw new RangeError(`sample rates must be positive integers (got ${fromHz} → ${toHz})`);
  }
  if (fromHz === toHz) return input.slice();
  const filter = getFilter(fromHz, toHz, options);
  const { up, down, phases, taps, first, table } = filter;
  const outLength = Math.floor((input.length * up) / down);
  const out = new Float32Array(outLength);
  const n = input.length;
  for (let o = 0; o < outLength; o++) {
    const num = o * down;
    const base = Math.floor(num / up);
    const rem = num - base * up;
    const phase = phases === up ? rem : Math.min(phases - 1, Math.round((rem / up) * phases));
    const row = phase * taps;
    const start = base + first;
    let acc = 0;
    if (start >= 0 && start + taps <= n) {
      for (let t = 0; t < taps; t++)
        acc += (input[start + t] as number) * (table[row + t] as number);
    } else {
      for (let t = 0; t < taps; t++) {
        const i = start + t;
        if (i >= 0 && i < n) acc += (input[i] as number) * (table[row + t] as number);
      }
    }
    out[o] = acc;
  }
  return out;
}

function getFilter(fromHz: number, toHz: number, options: ResampleOptions): Filter {
  const zeroCrossings = options.zeroCrossings ?? 16;
  const cutoff = options.cutoff ?? 0.92;
  const beta = options.beta ?? 8;
  const key = `${fromHz}/${toHz}/${zeroCrossings}/${cutoff}/${beta}`;
  const cached = filters.get(key);
  if (cached) return cached;
  const g = gcd(fromHz, toHz);
  const up = toHz / g;
  const down = fromHz / g;
  const phases = Math.min(up, MAX_PHASES);
  // Cutoff in cycles per input sample; the lower Nyquist is 0.5 × min(1, to/from).
  const fc = 0.5 * cutoff * Math.min(1, toHz / fromHz);
  const halfWidth = zeroCrossings / (2 * fc); // in input samples
  const first = -Math.ceil(halfWidth) + 1;
  const taps = 2 * Math.ceil(halfWidth);
  const table = new Float32Array(phases * taps);
  const i0Beta = besselI0(beta);
  for (let p = 0; p < phases; p++) {
    const frac = p / phases; // position of the output sample past floor(position)
    let sum = 0;
    for (let t = 0; t < taps; t++) {
      const d = frac - (first + t); // distance from the tap to the output position, input samples
      let w = 0;
      if (Math.abs(d) < halfWidth) {
        const x = d / halfWidth;
        const window = besselI0(beta * Math.sqrt(1 - x * x)) / i0Beta;
        w = 2 * fc * sinc(2 * fc * d) * window;
      }
      table[p * taps + t] = w;
      sum += w;
    }
    for (let t = 0; t < taps; t++) table[p * taps + t] = (table[p * taps + t] as number) / sum;
  }
  const filter = { up, down, phases, taps, first, table };
  filters.set(key, filter);
  return filter;
}

function sinc(x: number): number {
  if (x === 0) return 1;
  const px = Math.PI * x;
  return Math.sin(px) / px;
}

/** Modified Bessel function of the first kind, order 0 (series). */
function besselI0(x: number): number {
  let sum = 1;
  let term = 1;
  const q = (x * x) / 4;
  for (let k = 1; k < 64; k++) {
    term *= q / (k * k);
    sum += term;
    if (term < sum * 1e-12) break;
  }
  return sum;
}

function gcd(a: number, b: number): number {
  while (b !== 0) [a, b] = [b, a % b];
  return a;
}
