/**
 * Text to speech for the local assistant: espeak-ng (WASM) in pooled worker
 * threads (`tts-pool.ts`, `tts-worker.mjs`), converted there to wire PCM
 * (`wire-pcm.ts`); uncached work is queued fairly per owner (`tts-queue.ts`,
 * docs/platform.md "Limits"); the assistants' fixed lines are cached here.
 */
import { replaceControlCharacters } from '../../src/core/util/text.ts';
import type { TtsDiskCache } from './tts-disk-cache.ts';
import { WorkerPool } from './tts-pool.ts';
import { SHARED_OWNER, SynthesisQueue } from './tts-queue.ts';
export {
  MAX_JOBS_PER_OWNER,
  SynthesisCancelledError,
  SynthesisQueueFullError,
} from './tts-queue.ts';
export { wavToWirePcm } from './wire-pcm.ts';

/** An espeak-ng voice: `-v name` and optionally `-p pitch` (0–99) and `-s speed` (words per minute, 80–450). */
export interface VoiceSpec {
  readonly name: string;
  readonly pitch?: number;
  readonly speed?: number;
}

/** Options of one {@link Synthesizer.synthesize} request. */
export interface SynthesisRequest {
  /** Who the work is for (a call id): fair queueing and {@link Synthesizer.cancel}. Default: shared. */
  readonly owner?: string;
  /** Keep the result in the cache (default true); false for run-time lines, so they cannot evict the fixed ones. */
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
  /** Idle workers are stopped after this, ms (default 30 000), giving back ~100 MB each; `Infinity` keeps them. */
  readonly idleWorkerMs?: number;
  /** Keeps the cached (fixed) lines on disk too, across restarts and processes (`tts-disk-cache.ts`). Default: memory only. */
  readonly diskCache?: TtsDiskCache | undefined;
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

interface CacheEntry {
  readonly promise: Promise<Buffer>;
  bytes: number;
}

/** espeak-ng behind a worker pool and a bounded cache; off the calling thread, so live calls' pacing never stalls. */
export class Synthesizer {
  private readonly maxCacheBytes: number;
  private readonly maxInputChars: number;
  private readonly queue = new SynthesisQueue();
  private readonly pool: WorkerPool;
  private readonly cache = new Map<string, CacheEntry>();
  private readonly diskCache: TtsDiskCache | undefined;
  private cachedBytes = 0;
  private closed = false;
  private synthesized = 0;
  private totalMs = 0;

  /** @throws RangeError when `workers` is not a positive integer. */
  constructor(options: SynthesizerOptions = {}) {
    const size = options.workers ?? 1;
    if (!Number.isInteger(size) || size < 1)
      throw new RangeError('workers must be a positive integer');
    this.maxCacheBytes = options.maxCacheBytes ?? 64 * 1024 * 1024;
    this.maxInputChars = options.maxInputChars ?? 2000;
    this.diskCache = options.diskCache;
    this.pool = new WorkerPool(this.queue, {
      size,
      timeoutMs: options.timeoutMs ?? 15_000,
      idleWorkerMs: options.idleWorkerMs ?? 30_000,
    });
  }

  /** Worker threads currently running. */
  get workers(): number {
    return this.pool.workers;
  }

  /**
   * Speech for `input` in `voice`, as wire PCM (whole 640-byte frames, possibly none). Concurrent
   * cached requests for the same line share one synthesis.
   *
   * @param input text, or espeak-ng `[[…]]` phoneme input.
   * @throws (rejects) RangeError for empty or too long input; {@link SynthesisQueueFullError};
   *   {@link SynthesisCancelledError}; Error when espeak-ng fails, times out, or is closed.
   */
  synthesize(voice: VoiceSpec, input: string, request: SynthesisRequest = {}): Promise<Buffer> {
    // Control characters would only confuse espeak-ng; newlines become pauses anyway.
    const text = replaceControlCharacters(input).trim();
    if (text === '') return Promise.reject(new RangeError('nothing to say'));
    if (text.length > this.maxInputChars)
      return Promise.reject(new RangeError(`input over ${this.maxInputChars} characters`));
    const args = ['-v', voice.name];
    if (voice.pitch !== undefined) args.push('-p', String(voice.pitch));
    if (voice.speed !== undefined) args.push('-s', String(voice.speed));
    args.push('-w', '/out.wav', '--', text);
    if (request.cache === false) return this.timed(this.run(args, request.owner ?? SHARED_OWNER));
    const key = `${voice.name}|${voice.pitch ?? ''}|${voice.speed ?? ''}|${text}`;
    const hit = this.cache.get(key);
    if (hit) {
      this.cache.delete(key);
      this.cache.set(key, hit);
      return hit.promise;
    }
    const entry: CacheEntry = {
      bytes: 0,
      promise: this.load(key, args).then((pcm) => {
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
    this.queue.cancel(owner);
  }

  /** Jobs waiting (not running), in all or for one owner. */
  pending(owner?: string): number {
    return owner === undefined ? this.queue.size : this.queue.pendingFor(owner);
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
    return {
      synthesized: this.synthesized,
      totalMs: this.totalMs,
      cachedLines: this.cache.size,
      cachedBytes: this.cachedBytes,
    };
  }

  /** Terminates the workers; pending and later requests reject. Idempotent. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    const error = new Error('synthesizer closed');
    this.queue.rejectAll(error);
    await this.pool.close(error);
  }

  private evict(): void {
    for (const [key, entry] of this.cache) {
      if (this.cachedBytes <= this.maxCacheBytes) break;
      if (entry.bytes === 0) continue; // still synthesizing
      this.cache.delete(key);
      this.cachedBytes -= entry.bytes;
    }
  }

  /** A fixed line: from the disk cache if there, else synthesized (and then written there). */
  private async load(key: string, args: string[]): Promise<Buffer> {
    const stored = await this.diskCache?.read(key);
    if (stored) return stored;
    const pcm = await this.timed(this.run(args, SHARED_OWNER));
    void this.diskCache?.write(key, pcm);
    return pcm;
  }

  private run(args: string[], owner: string): Promise<Buffer> {
    if (this.closed) return Promise.reject(new Error('synthesizer closed'));
    return this.queue.add(args, owner, () => this.pool.dispatch());
  }
}
