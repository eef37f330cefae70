/**
 * Stored assistants for a platform that forwards server messages to a local
 * receiver (docs/platform.md "Server messages"): shared by the platform's
 * tests and `npm run bench:restart`.
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
