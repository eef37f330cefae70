/**
 * A private PulseAudio sound server with one null sink, so that Firefox has an
 * audio output on a machine without sound hardware (docs/engines.md "Measured facts"
 * "Firefox ESR and WebKitGTK"): without any output, Firefox never starts an
 * `AudioContext` and `<audio>` stops with `OnMediaSinkAudioError`.
 *
 * The server lives in its own directory (HOME, XDG_RUNTIME_DIR and the socket),
 * touches no system or user configuration, and is stopped by {@link PulseServer.stop}.
 * It runs un-niced: a niced sound server on a busy machine starts the
 * `AudioContext` late.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';

/** A running private sound server. */
export interface PulseServer {
  /** The value of `PULSE_SERVER` for clients: `unix:DIR/native`. */
  readonly address: string;
  /** Stops the server (SIGTERM, then SIGKILL after 2 s). */
  stop(): Promise<void>;
}

/** Path of the `pulseaudio` binary (Debian's `pulseaudio` package). */
const PULSEAUDIO_PATH = '/usr/bin/pulseaudio';

/**
 * Starts `pulseaudio` with a null sink in `dir` and waits for its socket.
 * @throws when the binary is missing or the socket does not appear within 10 s.
 */
export async function startPulse(dir: string): Promise<PulseServer> {
  if (!existsSync(PULSEAUDIO_PATH))
    throw new Error(`${PULSEAUDIO_PATH} is missing: apt-get install pulseaudio`);
  const home = join(dir, 'home');
  const runtime = join(dir, 'run');
  await mkdir(home, { recursive: true });
  await mkdir(runtime, { recursive: true, mode: 0o700 });
  const socket = join(dir, 'native');
  const args = [
    '--daemonize=no',
    '-n', // no default.pa: only the modules below
    '--exit-idle-time=-1',
    '--log-target=stderr',
    '-L',
    `module-native-protocol-unix socket=${socket} auth-anonymous=1`,
    '-L',
    'module-null-sink sink_name=null',
    '-L',
    'module-always-sink',
  ];
  const child: ChildProcess = spawn(PULSEAUDIO_PATH, args, {
    env: { ...process.env, HOME: home, XDG_RUNTIME_DIR: runtime, PULSE_SERVER: undefined },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!existsSync(socket)) {
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`pulseaudio did not start: ${log}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return {
    address: `unix:${socket}`,
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 2000);
      await exited;
      clearTimeout(timer);
    },
  };
}
