/**
 * A platform in a child process (`node --import tsx server/index.ts`), for the
 * tests and the benchmark that kill it (`SIGKILL`, `SIGTERM`) and start it
 * again on the same port and `DATA_DIR` (docs/durable-state.md).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** A running child platform. */
export interface ChildPlatform {
  readonly proc: ChildProcess;
  /** Base URL, ending with `/`. */
  readonly url: string;
  /** Everything it printed (stdout and stderr). */
  readonly output: () => string;
  /** Sends `signal` and resolves when the process has exited, with how long it took (ms). */
  stop(signal: 'SIGKILL' | 'SIGTERM'): Promise<{ ms: number; code: number | null }>;
}

/** A free TCP port on 127.0.0.1 (listened on once, then released). */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => ok(port));
    });
  });
}

/**
 * Starts `server/index.ts` with `env` (PORT, DATA_DIR, …) added to this process's environment.
 * @returns the platform once it printed its URL.
 * @throws (rejects) with its output when it exits first or does not start within `timeoutMs`.
 */
export function startChildPlatform(
  env: Record<string, string>,
  timeoutMs = 20_000,
): Promise<ChildPlatform> {
  const proc = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const exited = new Promise<number | null>((ok) => proc.once('exit', (code) => ok(code)));
  return new Promise((ok, fail) => {
    const timer = setTimeout(() => {
      proc.kill('SIGKILL');
      fail(new Error(`the child platform did not start in ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    let started = false;
    const onData = (chunk: Buffer): void => {
      text += chunk.toString();
      const match = /Local voice platform: (\S+)/.exec(text);
      if (!match || started) return;
      started = true;
      clearTimeout(timer);
      ok({
        proc,
        url: (match[1] as string).replace('localhost', '127.0.0.1'),
        output: () => text,
        stop: async (signal) => {
          const t0 = performance.now();
          if (proc.exitCode === null && proc.signalCode === null) proc.kill(signal);
          const code = await exited;
          return { ms: performance.now() - t0, code };
        },
      });
    };
    proc.stdout?.on('data', onData);
    proc.stderr?.on('data', (c: Buffer) => (text += c.toString()));
    void exited.then((code) => {
      clearTimeout(timer);
      fail(new Error(`the child platform exited (${code}) before it started:\n${text}`));
    });
  });
}
