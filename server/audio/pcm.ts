/**
 * The server's one PCM module (docs/platform.md "Binary frames: audio"): the wire format (s16le,
 * 16 000 Hz, mono, 20 ms / 640-byte frames; constants from `src/core/protocol/pcm.ts`) and every
 * conversion between 16-bit samples and floats, so that all of `server/` and `scripts/lib/` scale
 * alike: a sample `s` is the float `s / 32768` (in [-1, 1)), and a float `v`, clipped to [-1, 1],
 * is the sample `round(v × 32768)` when negative and `round(v × 32767)` otherwise, so -1 → -32768
 * and 1 → 32767. Nothing here knows WAV (`wav.ts`).
 */
import {
  PCM_FRAME_BYTES,
  PCM_FRAME_MS,
  PCM_FRAME_SAMPLES,
  PCM_SAMPLE_RATE,
} from '../../src/core/protocol/pcm.ts';

/** Sample rate of the wire audio, Hz (`src/core/protocol/pcm.ts`). */
const SAMPLE_RATE = PCM_SAMPLE_RATE;
/** Samples in one millisecond of wire audio (16). */
export const SAMPLES_PER_MS = PCM_SAMPLE_RATE / 1000;
/** Duration of one downlink frame, ms. */
export const FRAME_MS = PCM_FRAME_MS;
/** Samples in one 20 ms frame (320). */
const FRAME_SAMPLES = PCM_FRAME_SAMPLES;
/** Bytes in one 20 ms frame (640). */
export const FRAME_BYTES = PCM_FRAME_BYTES;

/** One float sample (clipped to [-1, 1]) as a 16-bit sample: -1 → -32768, 1 → 32767. */
function floatToSample(value: number): number {
  const v = Math.max(-1, Math.min(1, value));
  return Math.round(v < 0 ? v * 32768 : v * 32767);
}

/** A sample value (in 16-bit units, e.g. a mix's sum) rounded and clipped to -32768..32767. */
export function clampS16(value: number): number {
  return Math.max(-32768, Math.min(32767, Math.round(value)));
}

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

/** Converts 16-bit samples to floats in [-1, 1). */
export function s16ToFloat(samples: Int16Array): Float32Array {
  const out = new Float32Array(samples.length);
  for (let i = 0; i < samples.length; i++) out[i] = (samples[i] as number) / 32768;
  return out;
}

/** Converts s16le bytes (a trailing odd byte ignored) to floats in [-1, 1). */
export function s16leToFloat(pcm: Uint8Array): Float32Array {
  return s16ToFloat(s16leToS16(pcm));
}

/** Reads s16le bytes (a trailing odd byte ignored) into 16-bit samples: a copy, aligned, whatever the host's byte order. */
export function s16leToS16(pcm: Uint8Array): Int16Array {
  const view = new DataView(pcm.buffer, pcm.byteOffset, pcm.byteLength);
  const out = new Int16Array(pcm.byteLength >> 1);
  for (let i = 0; i < out.length; i++) out[i] = view.getInt16(i * 2, true);
  return out;
}

/** Writes 16-bit samples as s16le bytes (a copy). */
export function s16ToS16le(samples: Int16Array): Buffer {
  const out = Buffer.alloc(samples.length * 2);
  for (let i = 0; i < samples.length; i++) out.writeInt16LE(samples[i] as number, i * 2);
  return out;
}

/**
 * Floats → s16le, clipped to [-1, 1] (-1 → -32768, 1 → 32767).
 * @param byteLength the buffer's length, bytes (default 2 per sample); what is past the samples stays zero.
 */
export function floatToS16le(samples: Float32Array, byteLength = samples.length * 2): Buffer {
  const out = Buffer.alloc(byteLength);
  for (let i = 0; i < samples.length; i++)
    out.writeInt16LE(floatToSample(samples[i] as number), i * 2);
  return out;
}

/** Floats → s16le, clipped to [-1, 1] and zero-padded to whole 640-byte frames. */
export function floatToS16Frames(samples: Float32Array): Buffer {
  return floatToS16le(samples, Math.ceil(samples.length / FRAME_SAMPLES) * FRAME_BYTES);
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
      floatToSample(amplitude * Math.sin((2 * Math.PI * hz * i) / SAMPLE_RATE)),
      i * 2,
    );
  return out;
}

/** Synthetic test audio: `ms` of digital silence as s16le at 16 kHz. */
export function silence(ms: number): Buffer {
  return Buffer.alloc(Math.floor((SAMPLE_RATE * ms) / 1000) * 2);
}
