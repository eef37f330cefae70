/**
 * Loading daily-js lazily (docs/voice-client.md "daily-js facts designed for": 71 KB gzip, not
 * tree-shakeable): {@link importDaily} is the only dynamic `import()` of the package, its own chunk.
 */
import type { DailyFactoryLike, DailyLoader } from './call-like.ts';

/** Imports `@daily-co/daily-js` and returns its default export. */
const importDaily: DailyLoader = async () => {
  const module = await import('@daily-co/daily-js');
  return module.default;
};

/** Memoises a loader per instance; a failed load is forgotten, so the next call retries. */
export class LazyDaily {
  private pending: Promise<DailyFactoryLike> | undefined;

  constructor(private readonly loader: DailyLoader = importDaily) {}

  /** The daily-js factory; rejects with the loader's error. */
  load(): Promise<DailyFactoryLike> {
    if (this.pending) return this.pending;
    const pending = this.loader();
    this.pending = pending;
    pending.catch(() => {
      if (this.pending === pending) this.pending = undefined;
    });
    return pending;
  }

  /** Starts loading now; never rejects (a failure is retried by the next `load`). */
  prefetch(): Promise<void> {
    return this.load().then(
      () => undefined,
      () => undefined,
    );
  }
}
