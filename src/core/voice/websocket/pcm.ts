/**
 * The audio format of the WebSocket transport (`server/PROTOCOL.md` "Binary
 * frames: audio"): raw PCM, signed 16-bit little-endian, 16 000 Hz, mono,
 * 20 ms (320 samples, 640 bytes) per frame in both directions.
 */

/** Sample rate of both directions, in Hz. */
export const PCM_SAMPLE_RATE = 16_000;
/** Duration of one frame, in milliseconds. */
export const PCM_FRAME_MS = 20;
/** Samples in one frame (20 ms at 16 kHz). */
export const PCM_FRAME_SAMPLES = (PCM_SAMPLE_RATE * PCM_FRAME_MS) / 1000;
/** Bytes in one frame (2 bytes per sample). */
export const PCM_FRAME_BYTES = PCM_FRAME_SAMPLES * 2;

/**
 * Decodes s16le PCM into floats in [-1, 1). An odd trailing byte is ignored
 * (PROTOCOL.md only allows even lengths).
 */
export function decodePcm16(data: ArrayBuffer): Float32Array {
  const view = new DataView(data);
  const samples = new Float32Array(data.byteLength >> 1);
  for (let i = 0; i < samples.length; i++) samples[i] = view.getInt16(i * 2, true) / 32768;
  return samples;
}

/** Largest absolute sample value (0..1), like WebRTC's `audioLevel`, which Daily's observer reports. */
export function peakOf(samples: Float32Array): number {
  let peak = 0;
  for (const sample of samples) {
    const magnitude = Math.abs(sample);
    if (magnitude > peak) peak = magnitude;
  }
  return Math.min(1, peak);
}
