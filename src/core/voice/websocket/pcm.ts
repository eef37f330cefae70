/** Helpers on the WebSocket transport's audio; the wire format itself is `src/core/protocol/pcm.ts`. */

export { PCM_FRAME_BYTES, PCM_FRAME_SAMPLES, PCM_SAMPLE_RATE } from '../../protocol/pcm.ts';

/** Decodes s16le PCM into floats in [-1, 1); an odd trailing byte is ignored. */
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
