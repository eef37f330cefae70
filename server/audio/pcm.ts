/**
 * Small helpers on the wire audio (docs/platform.md "Binary frames: audio"): s16le,
 * 16 000 Hz, mono, 20 ms (640-byte) frames; constants from `src/core/protocol/pcm.ts`.
 */
import {
  PCM_FRAME_BYTES,
  PCM_FRAME_MS,
  PCM_FRAME_SAMPLES,
  PCM_SAMPLE_RATE,
} from '../../src/core/protocol/pcm.ts';

/** Sample rate of the wire audio, Hz (`src/core/protocol/pcm.ts`). */
const SAMPLE_RATE = PCM_SAMPLE_RATE;
/** Duration of one downlink frame, ms. */
export const FRAME_MS = PCM_FRAME_MS;
/** Samples in one 20 ms frame (320). */
const FRAME_SAMPLES = PCM_FRAME_SAMPLES;
/** Bytes in one 20 ms frame (640). */
export const FRAME_BYTES = PCM_FRAME_BYTES;

/** Root mean square of s16le samples (a trailing odd byte ignored), 0–1; 0 for an empty range. */
export function rmsS16(pcm: Uint8Array, offset = 0, length = pcm.length - offset): number {
  const count = length >> 1;
  if (count === 0) return 0;
  const view = new DataView(pcm.buffer, pcm.byteOffset + offset, count * 2);
  let sum = 0;
  for (let i = 0; i < count; i++) {
    const s = view.getInt16(i * 2, true);
    sum += s * s;
  }
  return Math.sqrt(sum / count) / 32768;
}

/** Converts s16 samples to floats in [-1, 1). */
export function s16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = (samples[i] as number) / 32768;
  return out;
}

/** Floats → s16le, clipped to [-1, 1] and zero-padded to whole 640-byte frames. */
export function floatToS16Frames(samples: Float32Array): Buffer {
  const frames = Math.ceil(samples.length / FRAME_SAMPLES);
  const out = Buffer.alloc(frames * FRAME_BYTES);
  for (let i = 0; i < samples.length; i++) {
    const v = Math.max(-1, Math.min(1, samples[i] as number));
    out.writeInt16LE(Math.round(v < 0 ? v * 32768 : v * 32767), i * 2);
  }
  return out;
}

/**
 * Cuts leading and trailing silence (|amplitude| < `threshold`, 0–1), keeping `padMs` on each side.
 * @returns a view into `samples` (not a copy); empty when all is silent.
 */
export function trimSilence(
  samples: Float32Array,
  sampleRate: number,
  threshold = 0.01,
  padMs = 40,
): Float32Array {
  let first = 0;
  while (first < samples.length && Math.abs(samples[first] as number) < threshold) first++;
  if (first === samples.length) return samples.subarray(0, 0);
  let last = samples.length - 1;
  while (last > first && Math.abs(samples[last] as number) < threshold) last--;
  const pad = Math.round((sampleRate * padMs) / 1000);
  return samples.subarray(Math.max(0, first - pad), Math.min(samples.length, last + 1 + pad));
}

/** Synthetic test audio: `ms` of a sine tone (`hz`, peak `amplitude` 0–1) as s16le at 16 kHz. */
export function tone(ms: number, hz = 200, amplitude = 0.3): Buffer {
  const n = Math.floor((SAMPLE_RATE * ms) / 1000);
  const out = Buffer.alloc(n * 2);
  for (let i = 0; i < n; i++)
    out.writeInt16LE(
      Math.round(amplitude * 32767 * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE)),
      i * 2,
    );
  return out;
}

/** Synthetic test audio: `ms` of digital silence as s16le at 16 kHz. */
export function silence(ms: number): Buffer {
  return Buffer.alloc(Math.floor((SAMPLE_RATE * ms) / 1000) * 2);
}
