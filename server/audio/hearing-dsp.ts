/**
 * The hearing worker's work (`hearing-worker.mjs`, docs/platform.md "Turn-taking" and "Echo"):
 * per call, the echo canceller then Silero frames; across calls, batched model runs that take
 * one frame of every call with audio waiting per run, so a call that sends a lot waits for its
 * own frames, never delays another's. Plain data in and out, so it is tested without a thread.
 */
import { EchoCanceller } from './echo.ts';
import { s16ToFloat } from './pcm.ts';
import { SILERO_FRAME, SILERO_STATE, type SileroModel } from './silero.ts';

/** Audio for one call in one batch message: downlink sent (reference) and uplink received, each at its timeline sample. */
export interface StreamInput {
  readonly id: number;
  readonly reference?: readonly { readonly at: number; readonly pcm: Int16Array }[];
  readonly uplink?: readonly { readonly at: number; readonly pcm: Int16Array }[];
  /** The call is over: its state is dropped. */
  readonly close?: boolean;
}

/** Per call, the speech probability (0–1) of each 32 ms frame completed, in order. */
export interface StreamOutput {
  readonly id: number;
  readonly probs: Float32Array;
}

/** Most frames of all calls in one model run. */
const MAX_BATCH = 64;
/**
 * Where an echo was subtracted, a frame is the visitor's only if the residual keeps at least this
 * share of the uplink's energy (−6 dB): what is left of the echo is quiet, but Silero hears quiet
 * speech too, so it is the energy that tells it from the visitor talking over the echo.
 */
const ECHO_GATE = 0.25;

/** Frames under this RMS (0–1, −66 dBFS) are silence without asking the model: a muted client's zeros, out of the model's training, can read as speech. */
const SILENT_RMS = 0.0005;

/** A frame ready for the model. */
interface Frame {
  readonly frame: Float32Array;
  /** Not the visitor's speech without asking the model: too quiet, mostly echo, or heard while the echo path is learned. */
  readonly skip: boolean;
}

/** One call's echo canceller, frame carry and model state. */
class Stream {
  readonly echo = new EchoCanceller();
  readonly state = new Float32Array(SILERO_STATE);
  readonly waiting: Frame[] = [];
  private readonly carry = new Float32Array(SILERO_FRAME);
  private carried = 0;
  private trusted = true;
  private uplinkEnergy = 0;
  private residualEnergy = 0;
  private frameEnergy = 0;

  uplink(pcm: Int16Array, at: number): void {
    const input = s16ToFloat(pcm);
    const { residual, trusted, cancelled } = this.echo.process(input, at);
    for (let i = 0; i < residual.length; i++) {
      const r = residual[i] as number;
      this.carry[this.carried++] = r;
      this.trusted &&= trusted;
      this.frameEnergy += r * r;
      if (cancelled) {
        this.uplinkEnergy += (input[i] as number) ** 2;
        this.residualEnergy += r * r;
      }
      if (this.carried < SILERO_FRAME) continue;
      const echoed = this.residualEnergy < ECHO_GATE * this.uplinkEnergy;
      const silent = this.frameEnergy < SILENT_RMS ** 2 * SILERO_FRAME;
      // Skipped frames leave the model's state as it was: the assistant's voice must not carry it into speech.
      this.waiting.push({
        frame: Float32Array.from(this.carry),
        skip: silent || echoed || !this.trusted,
      });
      this.carried = 0;
      this.frameEnergy = 0;
      this.trusted = trusted;
      this.uplinkEnergy = 0;
      this.residualEnergy = 0;
    }
  }
}

/** Every call's stream, and the batched model runs. */
export class HearingDsp {
  private readonly streams = new Map<number, Stream>();

  constructor(private readonly model: SileroModel) {}

  /** Calls with state held. */
  get size(): number {
    return this.streams.size;
  }

  /** Takes one batch message's audio and runs the model on every frame it completes. */
  async process(inputs: readonly StreamInput[]): Promise<StreamOutput[]> {
    const touched: Stream[] = [];
    const ids: number[] = [];
    for (const input of inputs) {
      if (input.close) {
        this.streams.delete(input.id);
        continue;
      }
      let stream = this.streams.get(input.id);
      if (!stream) this.streams.set(input.id, (stream = new Stream()));
      for (const r of input.reference ?? []) stream.echo.reference(s16ToFloat(r.pcm), r.at);
      for (const u of input.uplink ?? []) stream.uplink(u.pcm, u.at);
      touched.push(stream);
      ids.push(input.id);
    }
    const probs = touched.map(() => [] as number[]);
    for (;;) {
      touched.forEach((s, i) => {
        while (s.waiting[0]?.skip) {
          s.waiting.shift();
          (probs[i] as number[]).push(0);
        }
      });
      const round = touched.map((s, i) => ({ s, i })).filter(({ s }) => s.waiting.length > 0);
      if (round.length === 0) break;
      for (let from = 0; from < round.length; from += MAX_BATCH) {
        const part = round.slice(from, from + MAX_BATCH);
        const frames = part.map(({ s }) => s.waiting[0] as Frame);
        const out = await this.model.run(
          frames.map((f) => f.frame),
          part.map(({ s }) => s.state),
        );
        part.forEach(({ s, i }, k) => {
          s.waiting.shift();
          while (s.waiting[0]?.skip) {
            s.waiting.shift();
            probs[i]?.push(0);
          }
          (probs[i] as number[]).push(out[k] as number);
        });
      }
    }
    return ids.map((id, i) => ({ id, probs: Float32Array.from(probs[i] as number[]) }));
  }
}
