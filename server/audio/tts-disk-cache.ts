/**
 * The assistants' fixed lines kept on disk (docs/platform.md "What it is"), one wire-PCM
 * file per line named by a hash of the versions, voice and text. Only cached lines come
 * here, never a visitor's words, so the folder stays bounded. Files are written whole
 * (temp file, then rename); a bad file is a miss, a failed write is ignored; nothing throws.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import { PCM_FRAME_BYTES } from '../../src/core/protocol/pcm.ts';

/** Bumped whenever `wire-pcm.ts` changes what it makes of espeak-ng's output. */
const PIPELINE_VERSION = 1;

function espeakVersion(): string {
  try {
    return String(
      (createRequire(import.meta.url)('espeak-ng/package.json') as { version: string }).version,
    );
  } catch {
    return 'unknown';
  }
}

/** The on-disk cache of synthesized fixed lines; see the module comment. */
export class TtsDiskCache {
  private readonly salt = `${espeakVersion()}|${PIPELINE_VERSION}|`;
  private made: Promise<unknown> | undefined;

  /** @param dir the folder (created on the first write). */
  constructor(readonly dir: string) {}

  private path(key: string): string {
    return join(
      this.dir,
      `${createHash('sha256')
        .update(this.salt + key)
        .digest('hex')}.pcm`,
    );
  }

  /** The PCM stored for `key` (a voice and text key), or undefined. */
  async read(key: string): Promise<Buffer | undefined> {
    try {
      const pcm = await readFile(this.path(key));
      return pcm.length % PCM_FRAME_BYTES === 0 ? pcm : undefined;
    } catch {
      return undefined;
    }
  }

  /** Stores `pcm` for `key`; resolves when written or given up. */
  async write(key: string, pcm: Buffer): Promise<void> {
    const file = this.path(key);
    const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    try {
      this.made ??= mkdir(this.dir, { recursive: true });
      await this.made;
      await writeFile(temporary, pcm);
      await rename(temporary, file);
    } catch {
      await rm(temporary, { force: true }).catch(() => undefined);
    }
  }
}
