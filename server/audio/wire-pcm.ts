/** espeak-ng's WAV → wire PCM; runs in the synthesis worker, never on the thread that paces calls' audio. */
import { PCM_SAMPLE_RATE } from '../../src/core/protocol/pcm.ts';
import { floatToS16Frames, s16ToFloat, trimSilence } from './pcm.ts';
import { resample } from './resample.ts';
import { parseWav } from './wav.ts';

/**
 * Converts an espeak-ng WAV file to wire PCM: first channel only, windowed-sinc
 * resampled to 16 000 Hz, silence trimmed to 40 ms at each end, padded to
 * whole 640-byte frames.
 *
 * @throws Error from {@link parseWav} for a malformed file.
 */
export function wavToWirePcm(bytes: Uint8Array): Buffer {
  const wav = parseWav(bytes);
  let samples = wav.samples;
  if (wav.channels > 1) samples = samples.filter((_, i) => i % wav.channels === 0);
  const resampled = resample(s16ToFloat(samples), wav.sampleRate, PCM_SAMPLE_RATE);
  return floatToS16Frames(trimSilence(resampled, PCM_SAMPLE_RATE));
}
