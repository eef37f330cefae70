/**
 * The TypeScript compiler (or a compiler built on it, such as vue-tsc) run on a
 * consumer project, as the package type checks use it
 * (tests/package/package-types.e2e.test.ts, framework-types.e2e.test.ts), and
 * its error lines. A child process, so checks can run side by side without
 * blocking the test worker.
 */
import { execFile } from 'node:child_process';
import { basename, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** This repository's `tsc`, relative to its root. */
export const TSC = 'node_modules/typescript/bin/tsc';

/**
 * Runs `bin` (a path relative to the repository's root) with `--noEmit -p
 * project/tsconfig.json`. Resolves with the exit code (0 when it passed) and
 * what it printed; never rejects for a failed check.
 */
export async function runCompiler(
  bin: string,
  project: string,
): Promise<{ code: number; output: string }> {
  try {
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [resolve(ROOT, bin), '--noEmit', '-p', join(project, 'tsconfig.json')],
      { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 },
    );
    return { code: 0, output: stdout };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, output: `${e.stdout}${e.stderr}` };
  }
}

/** The compiler's error lines, each `path(line,col): error TS…` (the path relative to its working directory). */
export function compilerErrors(output: string): string[] {
  return output.split('\n').filter((line) => /^\S+\(\d+,\d+\): error TS/.test(line));
}

/** The file name (no directory) an error line of {@link compilerErrors} is about. */
export function errorFile(line: string): string {
  return basename(line.slice(0, line.indexOf('(')));
}
