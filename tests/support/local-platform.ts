/**
 * The browser tests' shared rig: a local platform on a free port (per-address limits lifted, as
 * every page comes from one address), a scratch folder for recordings, and the browsers a file
 * launches, all started in `beforeAll` and closed in `afterAll` of the file that calls
 * {@link useLocalPlatform}.
 */
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { ONE_ADDRESS_ADMISSION, ONE_ADDRESS_CHAT_LIMITS } from './server.ts';

/** What {@link useLocalPlatform} gives a test file; read its fields inside tests or later hooks. */
export interface LocalPlatform {
  /** The platform, once `beforeAll` has run. */
  readonly platform: RunningPlatform;
  /** The file's scratch folder (removed after the file). */
  readonly dir: string;
  /** Browsers to close after the file: push each one launched. */
  readonly browsers: Browser[];
}

/** How {@link useLocalPlatform} starts the platform. */
export interface LocalPlatformOptions {
  /**
   * Writes the stored assistants the platform reads (`assistantsDir`, docs/platform.md "Defaults")
   * into `dir`, an empty folder inside the scratch folder; without it, the shipped ones.
   */
  readonly assistants?: (dir: string) => Promise<unknown>;
}

/** Registers the rig's hooks in the calling file; `prefix` names its scratch folder. */
export function useLocalPlatform(
  prefix: string,
  options: LocalPlatformOptions = {},
): LocalPlatform {
  let platform: RunningPlatform | undefined;
  let dir = '';
  const browsers: Browser[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    let assistantsDir: string | undefined;
    if (options.assistants) {
      assistantsDir = join(dir, 'assistants');
      await mkdir(assistantsDir);
      await options.assistants(assistantsDir);
    }
    platform = await startPlatform({
      port: 0,
      admission: ONE_ADDRESS_ADMISSION,
      chatLimits: ONE_ADDRESS_CHAT_LIMITS,
      ...(assistantsDir ? { assistantsDir } : {}),
    });
    await platform.ready;
  });
  afterAll(async () => {
    await Promise.all(browsers.splice(0).map((b) => b.close()));
    await platform?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  return {
    get platform() {
      if (!platform) throw new Error('the local platform is used before beforeAll');
      return platform;
    },
    get dir() {
      return dir;
    },
    browsers,
  };
}
