/** Runs `fn` before the next paint: `requestAnimationFrame`, or a 16 ms timer without one. */
function nextFrame(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => fn());
  else setTimeout(fn, 16);
}

/**
 * A `useSyncExternalStore` store of snapshot `S`: changes apply at once to `state` and publish at
 * most once per animation frame, so a flood of partials renders once a frame.
 */
export class FrameStore<S extends object> {
  /** The latest state (what the next publish shows). */
  protected state: S;
  private published: S;
  private readonly listeners = new Set<() => void>();
  private flushPending = false;

  /**
   * @param initial the first snapshot.
   * @param schedule runs a function before the next paint (tests pass their own); default {@link nextFrame}.
   */
  constructor(
    initial: S,
    protected readonly schedule: (fn: () => void) => void = nextFrame,
  ) {
    this.state = this.published = initial;
  }

  /** `useSyncExternalStore` subscribe; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `useSyncExternalStore` snapshot: changes at most once per frame. */
  getSnapshot = (): S => this.published;

  /** The latest state, published or not (what the next frame shows). */
  get latest(): S {
    return this.state;
  }

  /** Applies `patch` now and publishes it with the frame's other changes. */
  protected update(patch: Partial<S>): void {
    this.state = { ...this.state, ...patch };
    if (this.flushPending) return;
    this.flushPending = true;
    this.schedule(() => {
      this.flushPending = false;
      if (this.published === this.state) return;
      this.published = this.state;
      for (const listener of [...this.listeners]) listener();
    });
  }

  /** Forgets every subscriber (the store is disposed). */
  protected clearListeners(): void {
    this.listeners.clear();
  }
}
