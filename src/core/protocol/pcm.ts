/**
 * The audio format of the local platform's call socket (`docs/platform.md` "Binary frames:
 * audio"), shared by the browser client and the platform: PCM s16le, 16 000 Hz, mono, 20 ms frames.
 */

/** Bytes per sample (16-bit). */
const PCM_BYTES_PER_SAMPLE = 2;
/** Sample rate of both directions, in Hz. */
export const PCM_SAMPLE_RATE = 16_000;
/** Duration of one frame, in milliseconds. */
export const PCM_FRAME_MS = 20;
/** Samples in one frame (320: 20 ms at 16 kHz). */
export const PCM_FRAME_SAMPLES = (PCM_SAMPLE_RATE * PCM_FRAME_MS) / 1000;
/** Bytes in one frame (640: 2 bytes per sample). */
export const PCM_FRAME_BYTES = PCM_FRAME_SAMPLES * PCM_BYTES_PER_SAMPLE;
