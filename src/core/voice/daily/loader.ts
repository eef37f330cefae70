/**
 * Loading daily-js lazily (docs/voice-client.md "daily-js facts designed for": 71 KB gzip, not tree-shakeable).
 *
 * {@link importDaily} is the only place that names the package, through a
 * dynamic `import()`, so the bundler puts it in its own chunk, fetched only
 * when a call is about to start or when {@link LazyDaily.prefetch} is called
 * (e.g. when the call button is hovered or focused).
 */
import type { DailyFactoryLike, DailyLoader } from './call-like.ts';

/** Imports `@daily-co/daily-js` and returns its default export. */
const importDaily: DailyLoader = async () => {
  const module = await import('@daily-co/daily-js');
  return module.default;
};

/**
 * Memoises a loader per instance (no module-level cache): the first call
 * starts loading, later calls share the promise. A failed load is forgotten,
 * so the next call retries (a visitor may come back online).
 */
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
