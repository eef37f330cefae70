/**
 * Stored assistants for test platforms: one that forwards server messages to a local
 * receiver (docs/platform.md "Server messages"), shared by the platform's
 * tests and `npm run bench:restart`; and one that speaks faster, for the
 * browser tests of whole calls.
 */
import { copyFile, mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { DEFAULT_ASSISTANTS_DIR } from '../../server/dialogue/assistants.ts';

/**
 * A folder of stored assistants for a test platform (docs/platform.md
 * "Server messages"): `sofia` as shipped, and for each entry of `withServer`
 * (id → fields over Sofía's) a copy of Sofía with that id whose server is
 * `hookUrl` (2 s timeout). The caller removes the folder.
 */
export async function assistantsWithServer(
  hookUrl: string,
  withServer: Record<string, Record<string, unknown>> = { hooked: {} },
): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'assistants-'));
  const sofia = JSON.parse(
    await readFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), 'utf8'),
  ) as Record<string, unknown>;
  await copyFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), join(dir, 'sofia.json'));
  for (const [id, fields] of Object.entries(withServer)) {
    await writeFile(
      join(dir, `${id}.json`),
      JSON.stringify({ ...sofia, id, server: { url: hookUrl, timeoutSeconds: 2 }, ...fields }),
    );
  }
  return dir;
}

/** Words per minute of {@link briskAssistants}: espeak-ng's default is 175; this takes more than half off every line. */
export const BRISK_WPM = 400;

/**
 * A folder of stored assistants (docs/platform.md "Defaults") holding Sofía
 * with every language's voice at `wpm` words per minute (espeak-ng's rate,
 * 80–450): the same dialogue in less real time, for browser tests that wait on
 * whole calls. Written into `into` (an existing folder) if given, else into a
 * new temporary folder; returns the folder, which the caller removes.
 */
export async function briskAssistants(wpm = BRISK_WPM, into?: string): Promise<string> {
  const dir = into ?? (await mkdtemp(join(tmpdir(), 'assistants-')));
  const sofia = JSON.parse(await readFile(join(DEFAULT_ASSISTANTS_DIR, 'sofia.json'), 'utf8')) as {
    languages: Record<string, { voice: Record<string, unknown> }>;
  };
  for (const language of Object.values(sofia.languages))
    language.voice = { ...language.voice, speed: wpm };
  await writeFile(join(dir, 'sofia.json'), JSON.stringify(sofia));
  return dir;
}
