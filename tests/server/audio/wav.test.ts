// @vitest-environment node
/**
 * server/audio/wav.ts and wavToWirePcm (tts.ts): reading WAV files into wire PCM.
 */
import { describe, expect, it } from 'vitest';

import { FRAME_BYTES, rmsS16 } from '../../../server/audio/pcm.ts';
import { wavToWirePcm } from '../../../server/audio/tts.ts';
import { parseWav } from '../../../server/audio/wav.ts';

function wavFile(samples: Int16Array, rate: number, extraChunk = false): Uint8Array {
  const extra = extraChunk ? 12 : 0;
  const buf = Buffer.alloc(44 + extra + samples.length * 2);
  buf.write('RIFF', 0, 'latin1');
  buf.writeUInt32LE(buf.length - 8, 4);
  buf.write('WAVE', 8, 'latin1');
  let o = 12;
  if (extraChunk) {
    buf.write('LIST', o, 'latin1');
    buf.writeUInt32LE(4, o + 4);
    buf.write('INFO', o + 8, 'latin1');
    o += 12;
  }
  buf.write('fmt ', o, 'latin1');
  buf.writeUInt32LE(16, o + 4);
  buf.writeUInt16LE(1, o + 8);
  buf.writeUInt16LE(1, o + 10);
  buf.writeUInt32LE(rate, o + 12);
  buf.writeUInt32LE(rate * 2, o + 16);
  buf.writeUInt16LE(2, o + 20);
  buf.writeUInt16LE(16, o + 22);
  buf.write('data', o + 24, 'latin1');
  buf.writeUInt32LE(samples.length * 2, o + 28);
  for (let i = 0; i < samples.length; i++) buf.writeInt16LE(samples[i] as number, o + 32 + i * 2);
  return buf;
}

describe('parseWav', () => {
  it('reads espeak-style PCM, skipping unknown chunks', () => {
    const samples = Int16Array.from([0, 1000, -1000, 32767, -32768]);
    for (const extra of [false, true]) {
      const wav = parseWav(wavFile(samples, 22_050, extra));
      expect(wav.sampleRate).toBe(22_050);
      expect(wav.channels).toBe(1);
      expect([...wav.samples]).toEqual([...samples]);
    }
  });

  it('reads a data chunk whose size runs past the end, and rejects garbage', () => {
    const file = Buffer.from(wavFile(Int16Array.from([1, 2, 3]), 8000));
    file.writeUInt32LE(0x7fffffff, 40);
    expect([...parseWav(file).samples]).toEqual([1, 2, 3]);
    expect(() => parseWav(Buffer.from('hello world, not a wav'))).toThrow(/RIFF/);
    const float = Buffer.from(wavFile(Int16Array.from([1]), 8000));
    float.writeUInt16LE(3, 20);
    expect(() => parseWav(float)).toThrow(/unsupported/);
  });

  it('wavToWirePcm gives 16 kHz s16le in whole 640-byte frames, trimmed', () => {
    const n = 22_050;
    const samples = new Int16Array(n);
    for (let i = 5000; i < 16_000; i++)
      samples[i] = Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / 22_050));
    const pcm = wavToWirePcm(wavFile(samples, 22_050));
    expect(pcm.length % FRAME_BYTES).toBe(0);
    // 11 000 samples of tone at 22 050 Hz ≈ 499 ms, plus 2 × 40 ms kept around it, rounded up to frames.
    expect(pcm.length / 32).toBeGreaterThanOrEqual(560);
    expect(pcm.length / 32).toBeLessThanOrEqual(600);
    expect(rmsS16(pcm)).toBeGreaterThan(0.1);
  });
});
