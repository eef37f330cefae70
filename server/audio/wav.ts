/**
 * Reads the RIFF/WAVE files espeak-ng writes (`-w out.wav`): 16-bit PCM,
 * mono, 22 050 Hz.
 */
import { s16leToS16 } from './pcm.ts';

/** Decoded 16-bit PCM WAV. */
export interface Wav {
  /** Sample rate, Hz. */
  readonly sampleRate: number;
  readonly channels: number;
  /** Interleaved samples (a copy, aligned). */
  readonly samples: Int16Array;
}

/**
 * Parses a 16-bit PCM WAV file; a `data` chunk whose size runs past the end (never finalised)
 * is read to the end.
 *
 * @throws Error when not RIFF/WAVE, not PCM 16-bit, or `fmt ` / `data` is missing.
 */
export function parseWav(bytes: Uint8Array): Wav {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number): string =>
    String.fromCharCode(bytes[at] ?? 0, bytes[at + 1] ?? 0, bytes[at + 2] ?? 0, bytes[at + 3] ?? 0);
  if (bytes.length < 12 || tag(0) !== 'RIFF' || tag(8) !== 'WAVE')
    throw new Error('not a RIFF/WAVE file');
  let offset = 12;
  let format: { sampleRate: number; channels: number } | undefined;
  while (offset + 8 <= bytes.length) {
    const id = tag(offset);
    const size = view.getUint32(offset + 4, true);
    const body = offset + 8;
    if (id === 'fmt ') {
      if (size < 16 || body + 16 > bytes.length) throw new Error('truncated fmt chunk');
      const audioFormat = view.getUint16(body, true);
      const channels = view.getUint16(body + 2, true);
      const sampleRate = view.getUint32(body + 4, true);
      const bits = view.getUint16(body + 14, true);
      if (audioFormat !== 1 || bits !== 16)
        throw new Error(`unsupported WAV format ${audioFormat}/${bits} bits (need PCM 16-bit)`);
      if (channels < 1 || sampleRate < 1) throw new Error('invalid channel count or sample rate');
      format = { sampleRate, channels };
    } else if (id === 'data') {
      if (!format) throw new Error('data chunk before fmt chunk');
      const end = Math.min(bytes.length, body + size);
      const samples = s16leToS16(bytes.subarray(body, end));
      return { sampleRate: format.sampleRate, channels: format.channels, samples };
    }
    offset = body + size + (size & 1);
  }
  throw new Error(format ? 'no data chunk' : 'no fmt chunk');
}
