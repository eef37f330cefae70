// @ts-check
/**
 * espeak-ng synthesis worker (a `worker_threads` worker started by tts-pool.ts), so
 * that synthesizing a line never blocks the event loop that paces the calls'
 * audio.
 *
 * The 18.5 MB WASM module is compiled once per worker; each request gets a
 * fresh instance of that compiled module (about 10–20 ms) because espeak-ng's
 * `main` keeps getopt state between runs and cannot be called twice on one
 * instance.
 *
 * Message in:  `{ id: number, args: string[] }` — espeak-ng command-line
 *              arguments; they must write `-w /out.wav`.
 * Message out: `{ id, pcm: Uint8Array }` (wire PCM, `wire-pcm.ts`: the WAV
 *              resampled to 16 kHz s16le in whole 20 ms frames, transferred)
 *              or `{ id, error: string }`. The conversion runs here too, so
 *              neither synthesis nor resampling ever runs on the thread that
 *              paces the calls' audio.
 *
 * Plain JavaScript (not TypeScript) so that it starts as a worker both under
 * tsx and under Vitest, neither of which registers its loader in worker
 * threads; it registers tsx itself to load `wire-pcm.ts`.
 * espeak-ng is GPL-3.0: it stays on the server, never in the widget bundle.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { parentPort } from 'node:worker_threads';

import ESpeakNg from 'espeak-ng';
import { register } from 'tsx/esm/api';

register();
const { wavToWirePcm } = await import('./wire-pcm.ts');

if (!parentPort) throw new Error('tts-worker.mjs must run as a worker thread');
const port = parentPort;
const require = createRequire(import.meta.url);
const wasmPath = join(dirname(require.resolve('espeak-ng')), 'espeak-ng.wasm');
const compiled = readFile(wasmPath).then((bytes) => WebAssembly.compile(bytes));
// Keep the rejection observed until the first request awaits it.
compiled.catch(() => {});

/** @type {Promise<void>} */
let queue = Promise.resolve();

port.on('message', (/** @type {{ id: number, args: string[] }} */ request) => {
  queue = queue.then(() => handle(request));
});

/** @param {{ id: number, args: string[] }} request */
async function handle({ id, args }) {
  try {
    const module = await compiled;
    /** @type {string[]} */
    const errors = [];
    /** @type {(reason: unknown) => void} */
    let failInstantiate = () => {};
    /** @type {Promise<never>} */
    const failed = new Promise((_, reject) => {
      failInstantiate = reject;
    });
    const instance = await Promise.race([
      ESpeakNg({
        arguments: [...args],
        print() {},
        printErr(/** @type {unknown} */ line) {
          if (errors.length < 10) errors.push(String(line));
        },
        instantiateWasm(
          /** @type {WebAssembly.Imports} */ imports,
          /** @type {(i: WebAssembly.Instance, m: WebAssembly.Module) => void} */ done,
        ) {
          WebAssembly.instantiate(module, imports).then(
            (inst) => done(inst, module),
            failInstantiate,
          );
          return {};
        },
      }),
      failed,
    ]);
    /** @type {Uint8Array} */
    let wav;
    try {
      wav = instance.FS.readFile('/out.wav');
    } catch {
      throw new Error(`espeak-ng wrote no audio${errors.length ? `: ${errors.join('; ')}` : ''}`);
    }
    const pcm = new Uint8Array(wavToWirePcm(wav));
    port.postMessage({ id, pcm }, [pcm.buffer]);
  } catch (error) {
    port.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
}
