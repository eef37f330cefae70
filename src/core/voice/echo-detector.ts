/**
 * Tells when the microphone hears the assistant (docs/elements/voice-call-button.md "Echo hint"):
 * speakers with no echo cancelling feed the assistant's voice back into the microphone, so the
 * microphone's level follows the assistant's level, slightly late and attenuated. Pure: it is fed
 * pairs of levels (the transport's 100 ms peaks, 0..1) and answers once, the first time the
 * microphone has tracked the assistant for long enough.
 *
 * What it compares, over a sliding window: the correlation of the two level envelopes (best over a
 * few delays) and how loud the microphone is next to the assistant. A visitor talking over the
 * assistant now and then is loud but does not follow the assistant's syllables, so the correlation
 * stays low; a silent or muted microphone has no envelope at all; a working echo canceller leaves
 * the microphone far below the assistant.
 */

/** Tuning of {@link EchoDetector}; every field has a default (the constants below). */
export interface EchoDetectorOptions {
  /** ms between two samples, as the caller feeds them. */
  readonly sampleMs: number;
  /** ms of samples judged at once. */
  readonly windowMs: number;
  /** ms of assistant audio the window must hold. */
  readonly minAssistantMs: number;
  /** Longest delay, ms, from the assistant's audio to its echo at the microphone. */
  readonly maxDelayMs: number;
  /** 0..1: the least correlation of the envelopes. */
  readonly minCorrelation: number;
  /** 0..1: the least median microphone level over assistant level, while the assistant speaks. */
  readonly minRatio: number;
  /** ms the verdict must hold, window after window, before the detector answers. */
  readonly sustainMs: number;
}

/**
 * 100 ms: the transports' level window (`LEVEL_WINDOW_MS`); a syllable lasts 100–300 ms, so the
 * envelope keeps the rise and fall that tell speech apart.
 */
const SAMPLE_MS = 100;
/** 4 s: long enough for a sentence or two, so chance likeness of two voices averages out. */
const WINDOW_MS = 4000;
/** 3 s of the assistant in the window: the pattern of a few syllables is not enough to judge. */
const MIN_ASSISTANT_MS = 3000;
/**
 * 400 ms: output and input buffers (20–80 ms), the room (a few ms) and Bluetooth speakers (150–300
 * ms) put the echo this late; more would let unrelated speech line up by chance.
 */
const MAX_DELAY_MS = 400;
/**
 * 0.7: an echo's envelope tracks the assistant's at 0.8–0.99 even with ±30% level wobble and room
 * noise; two independent voices talking all along over 4 s reach 0.57 at their best delay in 99% of
 * windows, 0.79 at worst (synthetic envelopes, 200 pairs of one minute).
 */
const MIN_CORRELATION = 0.7;
/**
 * 0.1 (−20 dB): laptop speakers heard by their own microphone come back at −6 to −20 dB; a working
 * echo canceller leaves −30 dB or less, which must not be blamed on the visitor's speakers.
 */
const MIN_RATIO = 0.1;
/**
 * 1.5 s more of the same verdict: with it, none of those 200 minutes of two voices talking over each
 * other gave an answer (1 did at 1 s), and echo is still told within about 6 s of the first words.
 */
const SUSTAIN_MS = 1500;
/** The assistant is audible above this level (0..1, about −26 dBFS peak); below, it is a pause. */
export const ASSISTANT_AUDIBLE = 0.05;
/** The microphone counts as hearing something above this level (0..1), as the panel's meter does. */
export const MIC_AUDIBLE = 0.02;

/** The detector's answer: what it measured when it became sure. */
export interface EchoVerdict {
  /** 0..1: median microphone level over assistant level while the assistant spoke (capped at 1). */
  readonly ratio: number;
  /** -1..1: the best correlation of the two envelopes. */
  readonly correlation: number;
  /** ms, the delay of that best correlation. */
  readonly delayMs: number;
}

/** One call's detector: feed it every {@link EchoDetectorOptions.sampleMs}; it answers at most once. */
export class EchoDetector {
  private readonly options: EchoDetectorOptions;
  private readonly mic: number[] = [];
  private readonly assistant: number[] = [];
  private heldSamples = 0;
  private answered = false;

  constructor(options: Partial<EchoDetectorOptions> = {}) {
    this.options = {
      sampleMs: SAMPLE_MS,
      windowMs: WINDOW_MS,
      minAssistantMs: MIN_ASSISTANT_MS,
      maxDelayMs: MAX_DELAY_MS,
      minCorrelation: MIN_CORRELATION,
      minRatio: MIN_RATIO,
      sustainMs: SUSTAIN_MS,
      ...options,
    };
  }

  /** Whether it has answered (then it ignores further samples). */
  get suspected(): boolean {
    return this.answered;
  }

  /**
   * Feeds one sample: the microphone's level and the assistant's, 0..1 (other values count as 0).
   * @returns the verdict the first time echo is suspected and held for `sustainMs`, else undefined.
   */
  push(micLevel: number, assistantLevel: number): EchoVerdict | undefined {
    if (this.answered) return undefined;
    const { sampleMs, windowMs, maxDelayMs } = this.options;
    const keep = Math.round((windowMs + maxDelayMs) / sampleMs);
    this.mic.push(clampLevel(micLevel));
    this.assistant.push(clampLevel(assistantLevel));
    if (this.mic.length > keep) {
      this.mic.shift();
      this.assistant.shift();
    }
    const verdict = this.judge();
    this.heldSamples = verdict ? this.heldSamples + 1 : 0;
    if (!verdict || this.heldSamples * sampleMs < this.options.sustainMs) return undefined;
    this.answered = true;
    return verdict;
  }

  /** Forgets the samples (the call was muted, moved or resumed); an answer given stays given. */
  reset(): void {
    this.mic.length = 0;
    this.assistant.length = 0;
    this.heldSamples = 0;
  }

  /** The verdict of the window now, or undefined when it does not look like echo. */
  private judge(): EchoVerdict | undefined {
    const { sampleMs, windowMs, maxDelayMs, minAssistantMs, minCorrelation, minRatio } =
      this.options;
    const size = Math.round(windowMs / sampleMs);
    const maxLag = Math.round(maxDelayMs / sampleMs);
    if (this.assistant.length < size + maxLag) return undefined;
    // The assistant's window ends maxLag samples ago, so every delay has its microphone samples.
    const start = this.assistant.length - size - maxLag;
    const out = this.assistant.slice(start, start + size);
    const audible = out.filter((level) => level >= ASSISTANT_AUDIBLE).length;
    if (audible * sampleMs < minAssistantMs) return undefined;
    let best = { correlation: -1, lag: 0 };
    for (let lag = 0; lag <= maxLag; lag++) {
      const heard = this.mic.slice(start + lag, start + lag + size);
      if (Math.max(...heard) < MIC_AUDIBLE) continue;
      const correlation = pearson(out, heard);
      if (correlation > best.correlation) best = { correlation, lag };
    }
    if (best.correlation < minCorrelation) return undefined;
    const ratio = this.ratioAt(start, out, best.lag);
    if (ratio < minRatio) return undefined;
    return { ratio, correlation: best.correlation, delayMs: best.lag * sampleMs };
  }

  /** Median of microphone over assistant level at `lag`, over the samples where the assistant is audible. */
  private ratioAt(start: number, out: readonly number[], lag: number): number {
    const ratios: number[] = [];
    out.forEach((level, i) => {
      if (level >= ASSISTANT_AUDIBLE)
        ratios.push(Math.min(1, (this.mic[start + i + lag] ?? 0) / level));
    });
    ratios.sort((a, b) => a - b);
    return ratios[Math.floor(ratios.length / 2)] ?? 0;
  }
}

function clampLevel(level: number): number {
  return Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : 0;
}

/** Pearson's correlation of two series of equal length; 0 when either is flat. */
function pearson(a: readonly number[], b: readonly number[]): number {
  const n = a.length;
  let meanA = 0;
  let meanB = 0;
  for (let i = 0; i < n; i++) {
    meanA += a[i] as number;
    meanB += b[i] as number;
  }
  meanA /= n;
  meanB /= n;
  let cov = 0;
  let varA = 0;
  let varB = 0;
  for (let i = 0; i < n; i++) {
    const da = (a[i] as number) - meanA;
    const db = (b[i] as number) - meanB;
    cov += da * db;
    varA += da * da;
    varB += db * db;
  }
  if (varA <= 0 || varB <= 0) return 0;
  return cov / Math.sqrt(varA * varB);
}
