/**
 * Echo cancelling on the uplink with the downlink as reference (docs/platform.md "Echo"): the
 * platform knows what it sent, so the assistant's own voice coming back through a visitor's
 * speakers (delayed up to {@link MAX_ECHO_DELAY_MS}, attenuated) is predicted and subtracted
 * before the voice-activity detector hears the uplink.
 *
 * How: the delay is found by correlating the two signals' 4 ms energy envelopes (Pearson, over
 * the last 0.8 s), then refined to the sample by normalized cross-correlation of the
 * pre-emphasized signals; a short filter ({@link TAPS} taps around that delay) is fitted by least
 * squares over the last 0.5 s every {@link FIT_EVERY_MS} ms, which follows changes of gain and
 * colour. Least squares over a window, unlike a sample-by-sample adaptive filter, is not pulled
 * away by noise or by the visitor talking over the echo: neither correlates with the reference.
 * Until the path is known ("learning": the first {@link LEARN_MS} ms of the first assistant audio,
 * {@link RELEARN_MS} of each later line, as a client's playout buffer may move the delay between
 * lines) the uplink is marked untrusted; with no correlation at all (headphones, or a browser's own echo
 * canceller) the path is "absent" and the uplink passes unchanged.
 *
 * Times are sample indexes on one timeline shared by both directions (16 kHz, from the call's
 * start); the caller maps wall time onto it.
 */
import { SAMPLES_PER_MS } from './pcm.ts';

/** Longest echo delay looked for, ms. */
const MAX_ECHO_DELAY_MS = 400;
/** Ring length of both directions, samples (2.048 s): covers the window plus the delay. */
const RING = 1 << 15;
const RING_MASK = RING - 1;
/** Envelope bin, samples (4 ms). */
const BIN = 64;
const MAX_LAG_BINS = (MAX_ECHO_DELAY_MS * SAMPLES_PER_MS) / BIN;
/** Envelope window of a delay estimate, bins (0.8 s). */
const WINDOW_BINS = 200;
/** Filter length, samples, and how many of them come before the estimated delay. */
const TAPS = 3;
const PRE_TAPS = 1;
/** The filter is fitted again this often while the assistant is audible, ms of uplink. */
const FIT_EVERY_MS = 250;
/** Window of a fit and of the fine delay search, samples (0.5 s). */
const FIT_WINDOW = 8000;
/** Reference activity before the first delay estimate, ms: enough echo, whatever its delay. */
const LEARN_MS = 700;
/** The same at the start of a later line, when a path was found before, ms. */
const RELEARN_MS = 450;
/** Envelope correlation that counts as the echo path found. */
const LOCK_CORRELATION = 0.5;
/** Reference activity after which no correlation means no echo, samples (1 s). */
const ABSENT_AFTER = 16_000;
/** Window of the residual's check against the reference, bins (384 ms). */
const GATE_BINS = 96;
/** Envelope correlation of the residual with the reference that marks it as echo still. */
const GATE_CORRELATION = 0.85;
/** A reference sample over this magnitude (0–1) is activity. */
const ACTIVE_LEVEL = 1e-3;

/** Where the canceller stands (see the module comment). */
export type EchoState = 'idle' | 'learning' | 'locked' | 'absent';

/** The canceller's output for one uplink block. */
export interface EchoOutput {
  /** The uplink minus the predicted echo (a new array). */
  readonly residual: Float32Array;
  /** False while the echo path is being learned and the assistant may be audible: do not take this block as the visitor. */
  readonly trusted: boolean;
  /** True when an echo was predicted and subtracted in this block (the residual is then compared with the uplink). */
  readonly cancelled: boolean;
}

/** One call's echo canceller; see the module comment. Not thread-bound: the hearing worker runs it. */
export class EchoCanceller {
  private readonly ref = new Float32Array(RING);
  private refEnd = 0;
  private readonly up = new Float32Array(RING);
  private upEnd = 0;
  /** What is left after cancelling (the uplink where nothing was subtracted). */
  private readonly rest = new Float32Array(RING);
  private restEnd = 0;
  private refActiveUntil = -Infinity;
  private stateNow: EchoState = 'idle';
  private learnStart = 0;
  private nextEstimate = 0;
  private lag = 0;
  private readonly weights = new Float32Array(TAPS);
  private nextFit = 0;
  private wasPossible = false;

  /** Where the canceller stands. */
  get state(): EchoState {
    return this.stateNow;
  }

  /** The echo delay found, ms (0 unless locked). */
  get delayMs(): number {
    return this.stateNow === 'locked' ? this.lag / SAMPLES_PER_MS : 0;
  }

  /** Records downlink audio (floats, −1..1) sent for playback at timeline sample `at`. */
  reference(samples: Float32Array, at: number): void {
    writeRing(this.ref, this.refEnd, samples, at);
    this.refEnd = Math.max(this.refEnd, at + samples.length);
    for (let i = samples.length - 1; i >= 0; i--) {
      if (Math.abs(samples[i] as number) > ACTIVE_LEVEL) {
        this.refActiveUntil = Math.max(this.refActiveUntil, at + i);
        break;
      }
    }
  }

  /** Cancels the echo in an uplink block (floats, −1..1) captured at timeline sample `at`. */
  process(samples: Float32Array, at: number): EchoOutput {
    writeRing(this.up, this.upEnd, samples, at);
    this.upEnd = Math.max(this.upEnd, at + samples.length);
    const end = at + samples.length;
    const echoPossible = end - this.refActiveUntil <= MAX_ECHO_DELAY_MS * SAMPLES_PER_MS + TAPS;
    if (echoPossible && !this.wasPossible && this.stateNow !== 'absent') {
      // A new line after a pause: a client's playout buffer may have moved the delay, so it is
      // checked again, faster when a path was already found.
      this.nextEstimate =
        end + (this.stateNow === 'locked' ? RELEARN_MS : LEARN_MS) * SAMPLES_PER_MS;
      this.stateNow = 'learning';
      this.learnStart = end;
    } else if (this.stateNow === 'learning' && !echoPossible) {
      this.stateNow = 'idle';
    }
    this.wasPossible = echoPossible;
    if (echoPossible && end >= this.nextEstimate) this.estimate(end);
    if (this.stateNow === 'locked' && echoPossible && end >= this.nextFit) this.fit(end);
    const cancelled = this.stateNow === 'locked' && echoPossible;
    const residual = cancelled ? this.cancel(samples, at) : Float32Array.from(samples);
    writeRing(this.rest, this.restEnd, residual, at);
    this.restEnd = Math.max(this.restEnd, end);
    if (!echoPossible) return { residual, trusted: true, cancelled };
    // What is left still follows the assistant's voice: the path moved (a delay jump) or is not found yet.
    const echoed = this.stateNow !== 'learning' && this.residualFollowsReference(end);
    if (echoed) this.nextEstimate = Math.min(this.nextEstimate, end + 64 * SAMPLES_PER_MS);
    return { residual, trusted: this.stateNow !== 'learning' && !echoed, cancelled };
  }

  /** Finds the delay from the envelopes; locks, or decides there is no echo. */
  private estimate(end: number): void {
    const learning = this.stateNow === 'learning';
    this.nextEstimate = end + (learning ? 64 : 1000) * SAMPLES_PER_MS;
    const found = this.coarseLag(end);
    if (found && found.correlation >= LOCK_CORRELATION) {
      const coarse = found.lagBins * BIN;
      if (this.stateNow === 'locked' && Math.abs(coarse - this.lag) <= 2 * BIN) return;
      // The envelope needs the echo of at least this much audio for a fine delay: wait for it.
      if (learning && end - this.learnStart < coarse + 300 * SAMPLES_PER_MS) return;
      const fine = this.fineLag(end, coarse);
      if (fine) {
        this.lag = fine;
        this.stateNow = 'locked';
        this.fit(end);
      }
      return;
    }
    if (learning && end - this.learnStart >= ABSENT_AFTER) this.stateNow = 'absent';
  }

  /** True when the residual's envelope over the last {@link GATE_BINS} bins correlates with the reference's at some delay. */
  private residualFollowsReference(end: number): boolean {
    const found = this.coarseLag(end, this.rest, this.restEnd, GATE_BINS);
    return found !== undefined && found.correlation >= GATE_CORRELATION;
  }

  /** Pearson correlation of the 4 ms envelopes over lags 0..MAX; undefined when either side is flat. */
  private coarseLag(
    end: number,
    ring = this.up,
    ringEnd = this.upEnd,
    bins = WINDOW_BINS,
  ): { lagBins: number; correlation: number } | undefined {
    const endBin = Math.floor(end / BIN);
    const upEnv = envelope(ring, ringEnd, endBin - bins, bins);
    const refEnv = envelope(
      this.ref,
      this.refEnd,
      endBin - bins - MAX_LAG_BINS,
      bins + MAX_LAG_BINS,
    );
    const upStats = centre(upEnv);
    if (upStats < 1e-9) return undefined;
    let best: { lagBins: number; correlation: number } | undefined;
    for (let lag = 0; lag <= MAX_LAG_BINS; lag++) {
      const offset = MAX_LAG_BINS - lag;
      let mean = 0;
      for (let b = 0; b < bins; b++) mean += refEnv[offset + b] as number;
      mean /= bins;
      let cross = 0;
      let power = 0;
      for (let b = 0; b < bins; b++) {
        const r = (refEnv[offset + b] as number) - mean;
        cross += (upEnv[b] as number) * r;
        power += r * r;
      }
      if (power < 1e-9) continue;
      const correlation = cross / Math.sqrt(upStats * power);
      if (!best || correlation > best.correlation) best = { lagBins: lag, correlation };
    }
    return best;
  }

  /** Sample-exact delay around `coarse` (±1.5 bins) over the last 0.5 s, on pre-emphasized signals (a sharper peak than speech's pitch gives). */
  private fineLag(end: number, coarse: number): number | undefined {
    const start = end - FIT_WINDOW;
    const up = emphasized(this.up, this.upEnd, start, FIT_WINDOW);
    const from = Math.max(0, coarse - 96);
    const span = coarse + 96 - from;
    const ref = emphasized(this.ref, this.refEnd, start - from - span, FIT_WINDOW + span);
    let best: { lag: number; score: number } | undefined;
    for (let lag = from; lag <= from + span; lag++) {
      const offset = from + span - lag;
      let cross = 0;
      let energy = 0;
      for (let i = 0; i < FIT_WINDOW; i++) {
        const x = ref[offset + i] as number;
        cross += (up[i] as number) * x;
        energy += x * x;
      }
      if (energy === 0) continue;
      const score = cross / Math.sqrt(energy);
      if (!best || score > best.score) best = { lag, score };
    }
    return best && best.score > 0 ? best.lag : undefined;
  }

  /** Least-squares fit of the filter over the last 0.5 s (Toeplitz normal equations, lightly regularized); kept when the reference was quiet. */
  private fit(end: number): void {
    this.nextFit = end + FIT_EVERY_MS * SAMPLES_PER_MS;
    const start = end - FIT_WINDOW;
    const first = start - this.lag + PRE_TAPS;
    const x = new Float32Array(FIT_WINDOW + TAPS);
    for (let i = 0; i < x.length; i++) x[i] = readRing(this.ref, this.refEnd, first - TAPS + 1 + i);
    const r = new Float64Array(TAPS);
    const p = new Float64Array(TAPS);
    for (let i = 0; i < FIT_WINDOW; i++) {
      const u = readRing(this.up, this.upEnd, start + i);
      const n = i + TAPS - 1;
      const xn = x[n] as number;
      for (let k = 0; k < TAPS; k++) {
        const xk = x[n - k] as number;
        r[k] = (r[k] as number) + xn * xk;
        p[k] = (p[k] as number) + u * xk;
      }
    }
    if ((r[0] as number) < FIT_WINDOW * 1e-5) return;
    const solved = solveToeplitz(r, p, (r[0] as number) * 1e-3);
    if (solved) this.weights.set(solved);
  }

  /** The filter over one block: the uplink less the predicted echo. */
  private cancel(samples: Float32Array, at: number): Float32Array {
    const out = new Float32Array(samples.length);
    const w = this.weights;
    const first = at - this.lag + PRE_TAPS;
    for (let i = 0; i < samples.length; i++) {
      const base = first + i;
      let y = 0;
      for (let k = 0; k < TAPS; k++)
        y += (w[k] as number) * readRing(this.ref, this.refEnd, base - k);
      out[i] = (samples[i] as number) - y;
    }
    return out;
  }
}

/** Writes `samples` at timeline index `at` into a ring whose data ends at `end`, zeroing any gap. */
function writeRing(ring: Float32Array, end: number, samples: Float32Array, at: number): void {
  for (let i = Math.max(end, at - RING); i < at; i++) ring[i & RING_MASK] = 0;
  const from = Math.max(0, samples.length - RING);
  for (let i = from; i < samples.length; i++) ring[(at + i) & RING_MASK] = samples[i] as number;
}

/** The sample at timeline index `i`, 0 outside what the ring holds. */
function readRing(ring: Float32Array, end: number, i: number): number {
  return i >= end || i < end - RING || i < 0 ? 0 : (ring[i & RING_MASK] as number);
}

/** RMS per {@link BIN}-sample bin for `count` bins from bin `fromBin`. */
function envelope(ring: Float32Array, end: number, fromBin: number, count: number): Float32Array {
  const env = new Float32Array(count);
  for (let b = 0; b < count; b++) {
    const start = (fromBin + b) * BIN;
    let sum = 0;
    for (let i = start; i < start + BIN; i++) {
      const v = readRing(ring, end, i);
      sum += v * v;
    }
    env[b] = Math.sqrt(sum / BIN);
  }
  return env;
}

/** Subtracts the mean in place. @returns the centred energy (0 for a flat envelope). */
function centre(env: Float32Array): number {
  let mean = 0;
  for (const v of env) mean += v;
  mean /= env.length;
  let energy = 0;
  for (let i = 0; i < env.length; i++) {
    const v = (env[i] as number) - mean;
    env[i] = v;
    energy += v * v;
  }
  return energy;
}

/** `count` samples from timeline index `from`, pre-emphasized (x[n] − 0.9·x[n−1]). */
function emphasized(ring: Float32Array, end: number, from: number, count: number): Float32Array {
  const out = new Float32Array(count);
  let previous = readRing(ring, end, from - 1);
  for (let i = 0; i < count; i++) {
    const v = readRing(ring, end, from + i);
    out[i] = v - 0.9 * previous;
    previous = v;
  }
  return out;
}

/**
 * Solves the symmetric Toeplitz system (first row `r`, `load` added to the diagonal) for `p` by
 * Cholesky. @returns undefined when the matrix is not positive definite.
 */
function solveToeplitz(r: Float64Array, p: Float64Array, load: number): Float64Array | undefined {
  const n = r.length;
  const l = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j <= i; j++) {
      let sum = (r[i - j] as number) + (i === j ? load : 0);
      for (let k = 0; k < j; k++) sum -= (l[i * n + k] as number) * (l[j * n + k] as number);
      if (i === j) {
        if (sum <= 0) return undefined;
        l[i * n + i] = Math.sqrt(sum);
      } else l[i * n + j] = sum / (l[j * n + j] as number);
    }
  }
  const y = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = p[i] as number;
    for (let k = 0; k < i; k++) sum -= (l[i * n + k] as number) * (y[k] as number);
    y[i] = sum / (l[i * n + i] as number);
  }
  const w = new Float64Array(n);
  for (let i = n - 1; i >= 0; i--) {
    let sum = y[i] as number;
    for (let k = i + 1; k < n; k++) sum -= (l[k * n + i] as number) * (w[k] as number);
    w[i] = sum / (l[i * n + i] as number);
  }
  return w;
}
