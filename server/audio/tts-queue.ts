/**
 * The fair queue of synthesis jobs waiting for a worker (docs/platform.md
 * "Limits"): per owner (a call), served round-robin, so one call's flood delays
 * another call's next line by at most the synthesis already running.
 */

/** Most jobs one owner may have waiting (not running); more reject with {@link SynthesisQueueFullError}. */
export const MAX_JOBS_PER_OWNER = 4;
/** Most jobs waiting in all; more reject with {@link SynthesisQueueFullError}. */
const MAX_WAITING_JOBS = 256;
/** The owner of cached (shared) work: not limited per owner. */
export const SHARED_OWNER = '';

/** The synthesis queue is full (for this owner or in all); the line is not said. */
export class SynthesisQueueFullError extends Error {
  override readonly name = 'SynthesisQueueFullError';
}

/** The owner's job was cancelled ({@link SynthesisQueue.cancel}) before it ran. */
export class SynthesisCancelledError extends Error {
  override readonly name = 'SynthesisCancelledError';
}

/** One espeak-ng run waiting for (or given to) a worker. */
export interface SynthesisJob {
  readonly id: number;
  readonly owner: string;
  /** espeak-ng command-line arguments (they write `-w /out.wav`). */
  readonly args: string[];
  /** When it was queued (`performance.now()`, ms). */
  readonly queuedAt: number;
  readonly resolve: (pcm: Buffer) => void;
  readonly reject: (error: Error) => void;
}

/** Waiting jobs per owner, served round-robin. */
export class SynthesisQueue {
  /** Waiting jobs per owner. */
  private readonly waiting = new Map<string, SynthesisJob[]>();
  private count = 0;
  /** When each owner was last served (a dispatch counter), for the round-robin. */
  private readonly lastServed = new Map<string, number>();
  private served = 0;
  private nextId = 1;
  /** Told each job's wait for a worker, s, as it is taken (the `/metrics` synthesis queue wait). Must not throw. */
  readonly waitObservers = new Set<(seconds: number) => void>();

  /** Jobs waiting in all. */
  get size(): number {
    return this.count;
  }

  /** Jobs waiting for one owner. */
  pendingFor(owner: string): number {
    return this.waiting.get(owner)?.length ?? 0;
  }

  /**
   * Queues a job; `onQueued` runs once it waits (to wake the pool).
   *
   * @throws (rejects) {@link SynthesisQueueFullError} past the owner's or the total limit.
   */
  add(args: string[], owner: string, onQueued: () => void): Promise<Buffer> {
    const queue = this.waiting.get(owner) ?? [];
    if (owner !== SHARED_OWNER && queue.length >= MAX_JOBS_PER_OWNER) {
      return Promise.reject(
        new SynthesisQueueFullError(
          `${MAX_JOBS_PER_OWNER} lines are already waiting for synthesis for this call`,
        ),
      );
    }
    if (this.count >= MAX_WAITING_JOBS)
      return Promise.reject(new SynthesisQueueFullError('the synthesis queue is full'));
    return new Promise<Buffer>((resolve, reject) => {
      queue.push({ id: this.nextId++, owner, args, queuedAt: performance.now(), resolve, reject });
      this.waiting.set(owner, queue);
      this.count++;
      onQueued();
    });
  }

  /** The next job: the waiting owner served least recently (or never) goes first. */
  next(): SynthesisJob | undefined {
    let pick: string | undefined;
    for (const owner of this.waiting.keys()) {
      if (
        pick === undefined ||
        (this.lastServed.get(owner) ?? -1) < (this.lastServed.get(pick) ?? -1)
      )
        pick = owner;
    }
    if (pick === undefined) return undefined;
    const jobs = this.waiting.get(pick) as SynthesisJob[];
    const job = jobs.shift() as SynthesisJob;
    if (jobs.length === 0) this.waiting.delete(pick);
    this.count--;
    this.lastServed.delete(pick); // re-inserted last: the map stays small and ordered by recency
    this.lastServed.set(pick, this.served++);
    if (this.lastServed.size > 4 * MAX_WAITING_JOBS)
      this.lastServed.delete(this.lastServed.keys().next().value as string);
    const waited = (performance.now() - job.queuedAt) / 1000;
    for (const observe of this.waitObservers) observe(waited);
    return job;
  }

  /** Drops `owner`'s waiting jobs; they reject with {@link SynthesisCancelledError}. */
  cancel(owner: string): void {
    const jobs = this.waiting.get(owner);
    if (!jobs) return;
    this.waiting.delete(owner);
    this.count -= jobs.length;
    const error = new SynthesisCancelledError(`synthesis for ${owner} cancelled`);
    for (const job of jobs) job.reject(error);
  }

  /** Rejects and drops every waiting job (shutdown). */
  rejectAll(error: Error): void {
    for (const jobs of this.waiting.values()) for (const job of jobs) job.reject(error);
    this.waiting.clear();
    this.count = 0;
  }
}
