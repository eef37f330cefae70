/**
 * The disk cache of the fixed lines' speech (docs/platform.md "What it is"):
 * a second synthesizer on the same folder (a restarted platform) reads a
 * fixed line instead of synthesizing it; lines made from a visitor's words
 * are never written; a damaged file is a miss, and is replaced.
 */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { Synthesizer } from '../../../server/audio/tts.ts';
import { TtsDiskCache } from '../../../server/audio/tts-disk-cache.ts';

const VOICE = { name: 'es' };
/** This test's folder: each test starts from an empty one, whatever ran before it. */
let dir = '';
/** This test's synthesizers, closed after it (each holds an espeak-ng worker). */
const synthesizers: Synthesizer[] = [];
const make = (): Synthesizer => {
  const s = new Synthesizer({ diskCache: new TtsDiskCache(join(dir, 'tts')) });
  synthesizers.push(s);
  return s;
};
const files = async (): Promise<string[]> =>
  (await readdir(join(dir, 'tts')).catch(() => [] as string[])).filter((f) => f.endsWith('.pcm'));

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'tts-disk-'));
});
afterEach(async () => {
  await Promise.all(synthesizers.splice(0).map((s) => s.close()));
  await rm(dir, { recursive: true, force: true });
});

describe('TtsDiskCache', () => {
  it('a restarted synthesizer reads a fixed line from disk, byte for byte, without synthesizing it', async () => {
    const first = make();
    const pcm = await first.synthesize(VOICE, 'Hola, le atiende Sofía.');
    expect(first.stats().synthesized).toBe(1);
    await expect.poll(files).toHaveLength(1);
    const second = make();
    const again = await second.synthesize(VOICE, 'Hola, le atiende Sofía.');
    expect(second.stats().synthesized).toBe(0);
    expect(again.equals(pcm)).toBe(true);
  });

  it('never writes a line made at run time (cache: false)', async () => {
    const s = make();
    await s.synthesize(VOICE, 'Hola, le atiende Sofía.');
    await expect.poll(files).toHaveLength(1);
    const before = await files();
    await s.synthesize(VOICE, 'Encantada, Daniel.', { cache: false });
    await new Promise((r) => setTimeout(r, 100));
    expect(await files()).toEqual(before);
  });

  it('a damaged file (not whole frames) is a miss: the line is synthesized and the file replaced', async () => {
    const s = make();
    await s.synthesize(VOICE, 'Gracias por llamar.');
    await expect.poll(files).toHaveLength(1);
    for (const f of await files()) await writeFile(join(dir, 'tts', f), Buffer.alloc(641));
    const fresh = make();
    const pcm = await fresh.synthesize(VOICE, 'Gracias por llamar.');
    expect(fresh.stats().synthesized).toBe(1);
    expect(pcm.length % 640).toBe(0);
    expect(pcm.length).toBeGreaterThan(640);
    const cache = new TtsDiskCache(join(dir, 'tts'));
    await expect
      .poll(async () => (await cache.read('es|||Gracias por llamar.'))?.length)
      .toBe(pcm.length);
  });

  it('a folder that cannot be created is no cache, not an error', async () => {
    await writeFile(join(dir, 'a-file'), 'x');
    const cache = new TtsDiskCache(join(dir, 'a-file', 'tts'));
    await cache.write('k', Buffer.alloc(640));
    expect(await cache.read('k')).toBeUndefined();
  });
});
