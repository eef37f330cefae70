/**
 * The espeak-ng worker threads (`tts-worker.mjs`): started on demand up to a
 * size, each running one job at a time taken from the
 * {@link SynthesisQueue}; a job over its time limit, or a worker that fails
 * or exits, fails that job and the worker is replaced at the next dispatch.
 * Workers idle for `idleWorkerMs` are stopped, which gives back the ~100 MB
 * each holds (server/README.md "Speech").
 */
import { Worker } from 'node:worker_threads';

import type { SynthesisJob, SynthesisQueue } from './tts-queue.ts';

/** Settings of a {@link WorkerPool}. */
export interface WorkerPoolOptions {
  /** Most worker threads. */
  readonly size: number;
  /** A job that takes longer fails and its worker is replaced, ms. */
  readonly timeoutMs: number;
  /** Idle workers are stopped after this, ms (`Infinity` keeps them). */
  readonly idleWorkerMs: number;
}

interface Slot {
  worker: Worker;
  job: SynthesisJob | undefined;
  timer: NodeJS.Timeout | undefined;
}

/** The worker's answer (see `tts-worker.mjs`). */
interface WorkerReply {
  readonly id: number;
  readonly pcm?: Uint8Array;
  readonly error?: string;
}

const WORKER_URL = new URL('./tts-worker.mjs', import.meta.url);

/** Runs the queue's jobs on worker threads. */
export class WorkerPool {
  private readonly slots: Slot[] = [];
  private idleTimer: NodeJS.Timeout | undefined;
  private closed = false;

  constructor(
    private readonly queue: SynthesisQueue,
    private readonly options: WorkerPoolOptions,
  ) {}

  /** Worker threads currently running. */
  get workers(): number {
    return this.slots.length;
  }

  /** Hands waiting jobs to free workers (starting workers up to the size); arms the idle timer when all are free. */
  dispatch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    while (this.queue.size > 0) {
      let slot = this.slots.find((s) => s.job === undefined);
      if (!slot && this.slots.length < this.options.size) slot = this.spawn();
      if (!slot) return;
      const job = this.queue.next() as SynthesisJob;
      slot.job = job;
      const busy = slot;
      busy.timer = setTimeout(
        () =>
          this.replace(busy, new Error(`espeak-ng timed out after ${this.options.timeoutMs} ms`)),
        this.options.timeoutMs,
      );
      busy.worker.postMessage({ id: job.id, args: job.args });
    }
    if (
      this.slots.every((s) => s.job === undefined) &&
      this.slots.length > 0 &&
      Number.isFinite(this.options.idleWorkerMs)
    ) {
      this.idleTimer = setTimeout(() => this.retireIdle(), this.options.idleWorkerMs);
      this.idleTimer.unref();
    }
  }

  /** Terminates every worker; running jobs reject with `error`. Idempotent. */
  async close(error: Error): Promise<void> {
    this.closed = true;
    if (this.idleTimer) clearTimeout(this.idleTimer);
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(error);
        return slot.worker.terminate();
      }),
    );
  }

  /** Stops workers that have nothing to do. */
  private retireIdle(): void {
    this.idleTimer = undefined;
    for (const slot of [...this.slots]) {
      if (slot.job !== undefined) continue;
      this.slots.splice(this.slots.indexOf(slot), 1);
      slot.worker.removeAllListeners('exit');
      slot.worker.removeAllListeners('error');
      slot.worker.on('error', () => {});
      void slot.worker.terminate().catch(() => {});
    }
  }

  private spawn(): Slot {
    const worker = new Worker(WORKER_URL);
    worker.unref();
    const slot: Slot = { worker, job: undefined, timer: undefined };
    worker.on('message', (msg: WorkerReply) => {
      const job = slot.job;
      if (!job || job.id !== msg.id) return;
      if (slot.timer) clearTimeout(slot.timer);
      slot.job = undefined;
      slot.timer = undefined;
      if (msg.pcm) job.resolve(Buffer.from(msg.pcm.buffer, msg.pcm.byteOffset, msg.pcm.byteLength));
      else job.reject(new Error(msg.error ?? 'espeak-ng failed'));
      this.dispatch();
    });
    worker.on('error', (error) => this.replace(slot, error));
    worker.on('exit', (code) => this.replace(slot, new Error(`espeak-ng worker exited (${code})`)));
    this.slots.push(slot);
    return slot;
  }

  /** Drops a failed or stuck worker, failing its job; the next dispatch spawns a new one. */
  private replace(slot: Slot, error: Error): void {
    const index = this.slots.indexOf(slot);
    if (index < 0) return;
    this.slots.splice(index, 1);
    if (slot.timer) clearTimeout(slot.timer);
    slot.job?.reject(error);
    slot.job = undefined;
    void slot.worker.terminate().catch(() => {});
    if (!this.closed) this.dispatch();
  }
}
