/**
 * The hearing worker on the main thread's side (docs/platform.md "Turn-taking"): one
 * `hearing-worker.mjs` thread for every call; audio waiting for it is sent in one message per
 * round trip, so the model's batch grows with the load. Each call's waiting audio is bounded
 * ({@link MAX_PENDING_SAMPLES}): a client that floods loses its own audio, never another's turn.
 */
import { Worker } from 'node:worker_threads';

import type { StreamInput, StreamOutput } from './hearing-dsp.ts';
import { s16leToS16 } from './pcm.ts';

const WORKER_URL = new URL('./hearing-worker.mjs', import.meta.url);
/** Most uplink (and reference) samples one call may have waiting for the worker: 2 s. */
const MAX_PENDING_SAMPLES = 32_000;

interface Chunk {
  readonly at: number;
  readonly pcm: Int16Array;
}

/** One call's audio waiting to be sent, and where its answers go. */
class PoolStream {
  uplink: Chunk[] = [];
  reference: Chunk[] = [];
  uplinkSamples = 0;
  referenceSamples = 0;
  dropped = 0;
  closed = false;
  constructor(
    readonly id: number,
    readonly onProbs: (probs: Float32Array) => void,
  ) {}
}

/** A call's handle on the pool: give it audio, get speech probabilities per 32 ms frame back. */
export interface HearingStream {
  /** Downlink s16le audio sent for playback at timeline sample `at` (the echo reference). */
  reference(pcm: Buffer, at: number): void;
  /** Uplink s16le audio captured at timeline sample `at`; dropped when 2 s already wait. */
  uplink(pcm: Buffer, at: number): void;
  /** Uplink samples dropped so far because too much was waiting. */
  readonly dropped: number;
  /** The call is over: nothing more is delivered. */
  close(): void;
}

/** See the module comment. */
export class HearingPool {
  private readonly streams = new Map<number, PoolStream>();
  private readonly closedIds: number[] = [];
  private nextId = 1;
  private seq = 0;
  private inFlight = false;
  private scheduled = false;
  private closed = false;

  private constructor(private worker: Worker) {
    this.wire(worker);
  }

  /**
   * Starts the worker and loads the model.
   * @throws (rejects) Error with the reason when the model cannot load (the caller falls back to energy).
   */
  static async start(): Promise<HearingPool> {
    return new HearingPool(await spawn());
  }

  /** Calls registered. */
  get size(): number {
    return this.streams.size;
  }

  /** Registers a call; `onProbs` gets each batch of its frames' speech probabilities, in order. */
  open(onProbs: (probs: Float32Array) => void): HearingStream {
    const stream = new PoolStream(this.nextId++, onProbs);
    this.streams.set(stream.id, stream);
    const add = (list: 'uplink' | 'reference', pcm: Buffer, at: number) => {
      if (stream.closed || this.closed || pcm.length < 2) return;
      const samples = pcm.length >> 1;
      const count = list === 'uplink' ? 'uplinkSamples' : 'referenceSamples';
      if (stream[count] + samples > MAX_PENDING_SAMPLES) {
        if (list === 'uplink') stream.dropped += samples;
        return;
      }
      // A copy: the caller's buffer may be a view into a cached line or a reused socket buffer.
      stream[list].push({ at, pcm: s16leToS16(pcm) });
      stream[count] += samples;
      this.schedule();
    };
    return {
      reference: (pcm, at) => add('reference', pcm, at),
      uplink: (pcm, at) => add('uplink', pcm, at),
      get dropped() {
        return stream.dropped;
      },
      close: () => {
        if (stream.closed) return;
        stream.closed = true;
        this.streams.delete(stream.id);
        this.closedIds.push(stream.id);
        this.schedule();
      },
    };
  }

  /** Stops the worker. */
  async close(): Promise<void> {
    this.closed = true;
    this.streams.clear();
    await this.worker.terminate();
  }

  private schedule(): void {
    if (this.inFlight || this.scheduled || this.closed) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush(): void {
    if (this.inFlight || this.closed) return;
    const inputs: StreamInput[] = this.closedIds.splice(0).map((id) => ({ id, close: true }));
    const transfer: ArrayBuffer[] = [];
    for (const s of this.streams.values()) {
      if (s.uplink.length === 0 && s.reference.length === 0) continue;
      inputs.push({ id: s.id, reference: s.reference, uplink: s.uplink });
      for (const c of [...s.reference, ...s.uplink]) transfer.push(c.pcm.buffer as ArrayBuffer);
      s.uplink = [];
      s.reference = [];
      s.uplinkSamples = 0;
      s.referenceSamples = 0;
    }
    if (inputs.length === 0) return;
    this.inFlight = true;
    this.worker.postMessage({ seq: ++this.seq, inputs }, transfer);
  }

  private wire(worker: Worker): void {
    worker.on('message', (m: { outputs?: StreamOutput[]; error?: string }) => {
      this.inFlight = false;
      if (m.error) console.error('[platform] the hearing worker failed a batch:', m.error);
      for (const out of m.outputs ?? []) this.streams.get(out.id)?.onProbs(out.probs);
      this.schedule();
    });
    worker.on('error', (error) => console.error('[platform] the hearing worker failed:', error));
    worker.on('exit', () => {
      if (this.closed) return;
      // Replaced; every call's echo path and model state start afresh.
      this.inFlight = false;
      spawn().then(
        (next) => {
          this.worker = next;
          this.wire(next);
          this.schedule();
        },
        (error: unknown) =>
          console.error('[platform] could not restart the hearing worker:', error),
      );
    });
  }
}

/** Starts a worker and waits for its model. @throws (rejects) the worker's reason when it fails. */
function spawn(): Promise<Worker> {
  const worker = new Worker(WORKER_URL);
  worker.unref();
  return new Promise((resolve, reject) => {
    const fail = (error: Error) => {
      void worker.terminate();
      reject(error);
    };
    worker.once('message', (m: { type?: string; error?: string }) => {
      if (m.type === 'ready') resolve(worker);
      else fail(new Error(m.error ?? 'the hearing worker did not start'));
    });
    worker.once('error', fail);
  });
}
