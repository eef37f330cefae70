/**
 * Text to speech for the local assistant: espeak-ng (the npm WASM build, run
 * in worker threads by `tts-worker.mjs`), converted to the wire format
 * (PROTOCOL.md "Binary frames: audio": s16le, 16 000 Hz, mono, whole 20 ms
 * frames) in the same worker, and the assistants' fixed lines cached.
 *
 * Pipeline per line (`wire-pcm.ts`): espeak-ng WAV (22 050 Hz) → floats →
 * windowed-sinc resampling to 16 000 Hz → leading/trailing silence trimmed
 * (40 ms kept) → s16le padded to 640-byte frames.
 *
 * Fairness (PROTOCOL.md "Limits"): uncached work is queued per owner (a
 * call) and served round-robin, so one call's flood delays another call's
 * next line by at most the synthesis already running; each owner may have
 * {@link MAX_JOBS_PER_OWNER} jobs waiting, the whole queue
 * {@link MAX_WAITING_JOBS}; {@link Synthesizer.cancel} drops an ended
 * call's waiting jobs. Only cached (fixed) lines share the cache, so dynamic
 * lines can never evict them.
 */
import { Worker } from 'node:worker_threads';
import type { VoiceSpec } from './assistants.ts';
export { wavToWirePcm } from './wire-pcm.ts';

/** Most jobs one owner may have waiting (not running); more reject with {@link SynthesisQueueFullError}. */
export const MAX_JOBS_PER_OWNER = 4;
/** Most jobs waiting in all; more reject with {@link SynthesisQueueFullError}. */
export const MAX_WAITING_JOBS = 256;
/** The owner of cached (shared) work. */
const SHARED = '';

/** The synthesis queue is full (for this owner or in all); the line is not said. */
export class SynthesisQueueFullError extends Error {
  override readonly name = 'SynthesisQueueFullError';
}

/** The owner's job was cancelled ({@link Synthesizer.cancel}) before it ran. */
export class SynthesisCancelledError extends Error {
  override readonly name = 'SynthesisCancelledError';
}

/** Options of one {@link Synthesizer.synthesize} request. */
export interface SynthesisRequest {
  /**
   * Who the work is for (a call id): uncached work is queued fairly per
   * owner, and {@link Synthesizer.cancel} drops it. Default: shared.
   */
  readonly owner?: string;
  /**
   * Keep the result in the cache (default true). Fixed lines (the
   * assistants' scripts) are cached; lines built at run time (`say`, typed
   * replies) are not, so they cannot push the fixed lines out.
   */
  readonly cache?: boolean;
}

/** Options of {@link Synthesizer}. */
export interface SynthesizerOptions {
  /** Worker threads running espeak-ng (default 1; each holds ~100 MB while alive). */
  readonly workers?: number;
  /** Upper bound of the cache of synthesized lines, bytes of PCM (default 64 MiB); least recently used lines go first. */
  readonly maxCacheBytes?: number;
  /** Longest input accepted, characters (default 2000). */
  readonly maxInputChars?: number;
  /** A synthesis that takes longer than this fails and its worker is replaced, ms (default 15 000). */
  readonly timeoutMs?: number;
  /**
   * Idle workers are stopped after this, ms (default 30 000), which gives back
   * the ~100 MB a worker holds (the compiled 18.5 MB module, its heaps and
   * freed 32 MB WASM memories); the next request starts one again (~0.5 s).
   * `Infinity` keeps them.
   */
  readonly idleWorkerMs?: number;
}

/** Counters of a {@link Synthesizer}. */
export interface SynthesizerStats {
  /** Lines synthesized by espeak-ng (cache misses that succeeded). */
  readonly synthesized: number;
  /** Total wall time of those syntheses, from request to PCM, ms. */
  readonly totalMs: number;
  /** Lines and bytes currently cached. */
  readonly cachedLines: number;
  readonly cachedBytes: number;
}

interface Job {
  readonly id: number;
  readonly owner: string;
  readonly args: string[];
  readonly resolve: (pcm: Buffer) => void;
  readonly reject: (error: Error) => void;
}

interface Slot {
  worker: Worker;
  job: Job | undefined;
  timer: NodeJS.Timeout | undefined;
}

interface CacheEntry {
  readonly promise: Promise<Buffer>;
  bytes: number;
}

const WORKER_URL = new URL('./tts-worker.mjs', import.meta.url);

/**
 * espeak-ng behind a worker pool and a bounded cache. Synthesis never runs on
 * the calling thread, so it cannot stall the audio pacing of live calls.
 */
export class Synthesizer {
  private readonly size: number;
  private readonly maxCacheBytes: number;
  private readonly maxInputChars: number;
  private readonly timeoutMs: number;
  private readonly idleWorkerMs: number;
  private idleTimer: NodeJS.Timeout | undefined;
  private readonly slots: Slot[] = [];
  /** Waiting jobs per owner. */
  private readonly waiting = new Map<string, Job[]>();
  private waitingCount = 0;
  /** When each owner was last served (a dispatch counter), for the round-robin. */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private readonly cache = new Map<string, CacheEntry>();
  private cachedBytes = 0;
  private nextId = 1;
  private closed = false;
  private synthesized = 0;
  private totalMs = 0;

  /** @throws RangeError when `workers` is not a positive integer. */
  constructor(options: SynthesizerOptions = {}) {
    this.size = options.workers ?? 1;
    if (!Number.isInteger(this.size) || this.size < 1) throw new RangeError('workers must be a positive integer');
    this.maxCacheBytes = options.maxCacheBytes ?? 64 * 1024 * 1024;
    this.maxInputChars = options.maxInputChars ?? 2000;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.idleWorkerMs = options.idleWorkerMs ?? 30_000;
  }

  /** Worker threads currently running. */
  get workers(): number {
    return this.slots.length;
  }

  /**
   * Speech for `input` in `voice`, as wire PCM: s16le, 16 000 Hz, mono, a
   * whole number of 640-byte frames (possibly zero frames for silent input).
   * Concurrent cached requests for the same line share one synthesis.
   *
   * @param input text, or espeak-ng `[[…]]` phoneme input.
   * @param request owner (fair queueing, cancellation) and caching; see {@link SynthesisRequest}.
   * @throws (rejects) RangeError for empty or too long input;
   *   {@link SynthesisQueueFullError}; {@link SynthesisCancelledError};
   *   Error when espeak-ng fails, times out, or the synthesizer is closed.
   */
  synthesize(voice: VoiceSpec, input: string, request: SynthesisRequest = {}): Promise<Buffer> {
    // Control characters would only confuse espeak-ng; newlines become pauses anyway.
    const text = input.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim();
    if (text === '') return Promise.reject(new RangeError('nothing to say'));
    if (text.length > this.maxInputChars) return Promise.reject(new RangeError(`input over ${this.maxInputChars} characters`));
    const args = ['-v', voice.name];
    if (voice.pitch !== undefined) args.push('-p', String(voice.pitch));
    if (voice.speed !== undefined) args.push('-s', String(voice.speed));
    args.push('-w', '/out.wav', '--', text);
    if (request.cache === false) return this.timed(this.run(args, request.owner ?? SHARED));
    const key = `${voice.name}|${voice.pitch ?? ''}|${voice.speed ?? ''}|${text}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.promise;
    }
    const entry: CacheEntry = {
      bytes: 0,
      promise: this.timed(this.run(args, SHARED)).then((pcm) => {
        if (this.cache.get(key) === entry) {
          entry.bytes = pcm.length;
          this.cachedBytes += pcm.length;
          this.evict();
        }
        return pcm;
      }),
    };
    entry.promise.catch(() => {
      if (this.cache.get(key) === entry) this.cache.delete(key);
    });
    this.cache.set(key, entry);
    return entry.promise;
  }

  /** Drops `owner`'s waiting jobs (they reject with {@link SynthesisCancelledError}); a job already running finishes unseen. */
  cancel(owner: string): void {
    const jobs = this.waiting.get(owner);
    if (!jobs) return;
    this.waiting.delete(owner);
    this.waitingCount -= jobs.length;
    const error = new SynthesisCancelledError(`synthesis for ${owner} cancelled`);
    for (const job of jobs) job.reject(error);
  }

  /** Jobs waiting (not running), in all or for one owner. */
  pending(owner?: string): number {
    return owner === undefined ? this.waitingCount : (this.waiting.get(owner)?.length ?? 0);
  }

  private timed(promise: Promise<Buffer>): Promise<Buffer> {
    const started = performance.now();
    return promise.then((pcm) => {
      this.synthesized++;
      this.totalMs += performance.now() - started;
      return pcm;
    });
  }

  /** Current counters (for the benchmark and logs). */
  stats(): SynthesizerStats {
    return { synthesized: this.synthesized, totalMs: this.totalMs, cachedLines: this.cache.size, cachedBytes: this.cachedBytes };
  }

  /** Terminates the workers; pending and later requests reject. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new Error('synthesizer closed');
    if (this.idleTimer) clearTimeout(this.idleTimer);
    for (const jobs of this.waiting.values()) for (const job of jobs) job.reject(error);
    this.waiting.clear();
    this.waitingCount = 0;
    await Promise.all(
      this.slots.splice(0).map((slot) => {
        if (slot.timer) clearTimeout(slot.timer);
        slot.job?.reject(error);
        return slot.worker.terminate();
      }),
    );
  }

  private evict(): void {
    for (const [key, entry] of this.cache) {
      if (this.cachedBytes <= this.maxCacheBytes) break;
      if (entry.bytes === 0) continue; // still synthesizing
      this.cache.delete(key);
      this.cachedBytes -= entry.bytes;
    }
  }

  private run(args: string[], owner: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('synthesizer closed'));
    const queue = this.waiting.get(owner) ?? [];
    if (owner !== SHARED && queue.length >= MAX_JOBS_PER_OWNER) {
      return Promise.reject(new SynthesisQueueFullError(`${MAX_JOBS_PER_OWNER} lines are already waiting for synthesis for this call`));
    }
    if (this.waitingCount >= MAX_WAITING_JOBS) return Promise.reject(new SynthesisQueueFullError('the synthesis queue is full'));
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ id: this.nextId++, owner, args, resolve, reject });
      this.waiting.set(owner, queue);
      this.waitingCount++;
      this.dispatch();
    });
  }

  /**
   * The next job, round-robin over owners: the waiting owner served least
   * recently goes first (one never served before anyone), so a call that
   * floods waits behind every other call's next line.
   */
  private nextJob(): Job | undefined {
    let pick: string | undefined;
    for (const owner of this.waiting.keys()) {
      if (pick === undefined || (this.lastServed.get(owner) ?? -1) < (this.lastServed.get(pick) ?? -1)) pick = owner;
    }
    if (pick === undefined) return undefined;
    const jobs = this.waiting.get(pick) as Job[];
    const job = jobs.shift() as Job;
    if (jobs.length === 0) this.waiting.delete(pick);
    this.waitingCount--;
    this.lastServed.delete(pick); // re-inserted last: the map stays small and ordered by recency
    this.lastServed.set(pick, this.served++);
    if (this.lastServed.size > 4 * MAX_WAITING_JOBS) this.lastServed.delete(this.lastServed.keys().next().value as string);
    return job;
  }

  private dispatch(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = undefined;
    while (this.waitingCount > 0) {
      let slot = this.slots.find((s) => s.job === undefined);
      if (!slot && this.slots.length < this.size) slot = this.spawn();
      if (!slot) return;
      const job = this.nextJob() as Job;
      slot.job = job;
      const busy = slot;
      busy.timer = setTimeout(() => this.replace(busy, new Error(`espeak-ng timed out after ${this.timeoutMs} ms`)), this.timeoutMs);
      busy.worker.postMessage({ id: job.id, args: job.args });
    }
    if (this.slots.every((s) => s.job === undefined) && this.slots.length > 0 && Number.isFinite(this.idleWorkerMs)) {
      this.idleTimer = setTimeout(() => this.retireIdle(), this.idleWorkerMs);
      this.idleTimer.unref();
    }
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
    worker.on('message', (msg: { id: number; pcm?: Uint8Array; error?: string }) => {
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
