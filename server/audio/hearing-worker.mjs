// @ts-check
/**
 * The hearing worker (a `worker_threads` worker started by `hearing-pool.ts`): echo cancelling
 * and Silero VAD for every call, off the thread that paces the calls' audio
 * (docs/platform.md "Turn-taking", "Echo"). The work itself is `hearing-dsp.ts`.
 *
 * Message out first: `{ type: 'ready' }`, or `{ type: 'failed', error }` when the model cannot
 * load (the platform then falls back to the energy detector).
 * Message in:  `{ seq: number, inputs: StreamInput[] }`.
 * Message out: `{ seq, outputs: StreamOutput[] }` or `{ seq, error: string }`.
 *
 * Plain JavaScript so that it starts as a worker under tsx and Vitest alike (neither registers its
 * loader in worker threads); it registers tsx itself to load the TypeScript modules.
 */
import { parentPort } from 'node:worker_threads';

import { register } from 'tsx/esm/api';

register();
if (!parentPort) throw new Error('hearing-worker.mjs must run as a worker thread');
const port = parentPort;

try {
  const { SileroModel } = await import('./silero.ts');
  const { HearingDsp } = await import('./hearing-dsp.ts');
  const dsp = new HearingDsp(await SileroModel.load());
  /** @type {Promise<void>} */
  let queue = Promise.resolve();
  port.on(
    'message',
    (/** @type {{ seq: number, inputs: import('./hearing-dsp.ts').StreamInput[] }} */ m) => {
      queue = queue.then(async () => {
        try {
          const outputs = await dsp.process(m.inputs);
          port.postMessage(
            { seq: m.seq, outputs },
            outputs.map((o) => o.probs.buffer),
          );
        } catch (error) {
          port.postMessage({
            seq: m.seq,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      });
    },
  );
  port.postMessage({ type: 'ready' });
} catch (error) {
  port.postMessage({
    type: 'failed',
    error: error instanceof Error ? error.message : String(error),
  });
}
