// @vitest-environment node
/**
 * server/audio/tts.ts: the espeak-ng synthesizer (WASM in a worker).
 */
import { afterAll, describe, expect, it } from 'vitest';

import { FRAME_BYTES, rmsS16 } from '../../../server/audio/pcm.ts';
import { Synthesizer } from '../../../server/audio/tts.ts';

describe('Synthesizer (espeak-ng WASM in a worker)', () => {
  const synthesizer = new Synthesizer();
  afterAll(() => synthesizer.close());

  it('speaks Spanish as wire PCM: whole 20 ms frames, audible, cached', async () => {
    const voice = { name: 'es+f3', pitch: 55 };
    const pcm = await synthesizer.synthesize(voice, 'Buenos días, le atiende Sofía.');
    expect(pcm.length % FRAME_BYTES).toBe(0);
    const seconds = pcm.length / 32_000;
    expect(seconds).toBeGreaterThan(1);
    expect(seconds).toBeLessThan(5);
    expect(rmsS16(pcm)).toBeGreaterThan(0.03);
    const before = synthesizer.stats().synthesized;
    expect(await synthesizer.synthesize(voice, 'Buenos días, le atiende Sofía.')).toBe(pcm);
    expect(synthesizer.stats().synthesized).toBe(before);
  });

  it('speaks Hebrew phoneme input', async () => {
    const pcm = await synthesizer.synthesize({ name: 'he+f3' }, "[[Sal'om]], [[tod'a Q\"ab'a]].");
    expect(pcm.length / 32_000).toBeGreaterThan(0.5);
    expect(rmsS16(pcm)).toBeGreaterThan(0.03);
  });

  it("speaks English with Sofia's English voice (en-us+f3), as wire PCM of sensible length", async () => {
    const text = 'Good morning, thank you for calling TeleNova, this is Sofia.';
    const pcm = await synthesizer.synthesize({ name: 'en-us+f3', pitch: 55 }, text);
    expect(pcm.length % FRAME_BYTES).toBe(0);
    const seconds = pcm.length / 32_000;
    expect(seconds).toBeGreaterThan(1.5);
    expect(seconds).toBeLessThan(8);
    expect(rmsS16(pcm)).toBeGreaterThan(0.03);
    // Not the Spanish voice reading English: a different sound.
    const spanish = await synthesizer.synthesize({ name: 'es+f3', pitch: 55 }, text);
    expect(Buffer.compare(pcm, spanish)).not.toBe(0);
  }, 20_000);

  it('never takes the text for options, and rejects empty or too long input and unknown voices', async () => {
    const pcm = await synthesizer.synthesize({ name: 'es+f3' }, '-v en --help');
    expect(pcm.length).toBeGreaterThan(0);
    await expect(synthesizer.synthesize({ name: 'es+f3' }, '  \n ')).rejects.toThrow(RangeError);
    await expect(synthesizer.synthesize({ name: 'es+f3' }, 'a'.repeat(2001))).rejects.toThrow(
      RangeError,
    );
    await expect(synthesizer.synthesize({ name: 'zz-nope' }, 'hola')).rejects.toThrow();
    // Still working afterwards.
    expect((await synthesizer.synthesize({ name: 'es+f3' }, 'Sigo aquí.')).length).toBeGreaterThan(
      0,
    );
  }, 20_000); // five syntheses in a worker: over the default 5 s on a loaded 2-core runner

  it('stops idle workers and starts one again on demand', async () => {
    const idle = new Synthesizer({ idleWorkerMs: 100 });
    try {
      await idle.synthesize({ name: 'es+f3' }, 'Uno.');
      expect(idle.workers).toBe(1);
      await new Promise((r) => setTimeout(r, 250));
      expect(idle.workers).toBe(0);
      expect((await idle.synthesize({ name: 'es+f3' }, 'Dos.')).length).toBeGreaterThan(0);
    } finally {
      await idle.close();
    }
    await expect(idle.synthesize({ name: 'es+f3' }, 'Tres.')).rejects.toThrow(/closed/);
    // Two cold worker starts (espeak-ng WASM): on a loaded 2-core runner they once took over the default 5 s.
  }, 20_000);
});
