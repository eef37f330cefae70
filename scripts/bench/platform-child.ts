/**
 * The local platform in a child process, for the benchmarks that load it
 * (`scripts/bench/platform.ts`, `scripts/bench/faults.ts`): so that their clients do not
 * share its event loop, each bench file starts itself again with `--serve`
 * and talks to that child over IPC.
 *
 * Parent: {@link PlatformChild.start}, then `next()` for the child's first
 * message (its address) and `ask()` for each question. Child: {@link
 * startChildPlatform}, then answer with `process.send`. {@link runBench}
 * picks the side.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { PlatformOptions, RunningPlatform } from '../../server/index.ts';

const SERVE_FLAG = '--serve';
/** The environment variable that gives the child its `DATA_DIR` (made and removed by the parent). */
const DATA_DIR_ENV = 'BENCH_CHILD_DATA_DIR';

/** Runs `serve` in the child (started with `--serve`), `main` in the parent. */
export function runBench(main: () => Promise<void>, serve: () => Promise<void>): void {
  if (process.argv.includes(SERVE_FLAG)) {
    serve().catch((error: unknown) => {
      console.error('bench server failed:', error);
      process.exit(1);
    });
  } else {
    main().catch((error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    });
  }
}

/** The parent's handle on the child: its messages are answers, taken in order. */
export class PlatformChild<Reply> {
  private readonly waiting: Array<(reply: Reply) => void> = [];

  private constructor(readonly process: ChildProcess) {
    process.on('message', (reply: Reply) => this.waiting.shift()?.(reply));
  }

  /** Starts `file` (the bench itself) again with `--serve`, with this process's Node flags plus `execArgv`. */
  static start<Reply>(file: string, execArgv: readonly string[] = []): PlatformChild<Reply> {
    // The child's durable state (docs/durable-state.md) on disk, in a folder this process removes when it exits.
    const dataDir = mkdtempSync(join(tmpdir(), 'bench-data-'));
    process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
    const env = { ...process.env, [DATA_DIR_ENV]: dataDir };
    return new PlatformChild<Reply>(
      fork(file, [SERVE_FLAG], {
        env,
        execArgv: [...process.execArgv, ...execArgv],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      }),
    );
  }

  /** The child's next message. */
  next(): Promise<Reply> {
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  /** Sends `question` and resolves with the child's next message. */
  ask(question: object): Promise<Reply> {
    const reply = this.next();
    this.process.send(question);
    return reply;
  }
}

/**
 * In the child: starts the platform with `options` and waits until its
 * scripted lines are synthesized. `startupMs` is the time `startPlatform`
 * took (until listening), with no disk cache of speech unless `options`
 * names one, so that it counts synthesis, and its durable state in the
 * temporary `DATA_DIR` its parent made ({@link PlatformChild.start}).
 */
export async function startChildPlatform(
  options: PlatformOptions,
): Promise<{ platform: RunningPlatform; startupMs: number }> {
  // Loaded here, in the child only: the parent never runs the server's code.
  const { startPlatform } = await import('../../server/index.ts');
  // The durable state on disk, as `npm start` runs it (docs/durable-state.md): its writes are on the benchmarks' path.
  const dataDir = process.env[DATA_DIR_ENV] || ':memory:';
  const started = performance.now();
  const platform = await startPlatform({ ttsCacheDir: 'off', dataDir, ...options });
  const startupMs = performance.now() - started;
  await platform.ready;
  return { platform, startupMs };
}
