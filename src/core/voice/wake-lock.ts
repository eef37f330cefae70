/**
 * The screen stays on during a call (docs/voice-client.md "Screen wake lock"): a phone that dims
 * and locks mid-sentence cuts the visitor off. Asks for a screen wake lock where the browser has
 * one, asks again when the page comes back into view (browsers drop the lock on hiding it), and
 * releases it at the end. A refusal (no permission, low battery, no support) is logged and ignored:
 * the call never depends on it.
 */

/** The part of `WakeLockSentinel` used here. */
interface Sentinel {
  release(): Promise<void>;
}

/** What the lock needs from the browser (tests pass fakes); defaults `navigator` and `document`. */
export interface WakeLockEnvironment {
  readonly wakeLock?: { request(type: 'screen'): Promise<Sentinel> } | undefined;
  readonly document?:
    Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined;
}

/** One element's screen wake lock; {@link hold} at a call's start, {@link release} at its end. */
export class ScreenWakeLock {
  private held = false;
  private sentinel: Sentinel | undefined;
  private readonly onVisibility = (): void => {
    if (this.env.document?.visibilityState === 'visible') this.request();
  };

  constructor(private readonly env: WakeLockEnvironment = browserEnvironment()) {}

  /** Keeps the screen on until {@link release}. Idempotent; never throws. */
  hold(): void {
    if (this.held || !this.env.wakeLock) return;
    this.held = true;
    this.env.document?.addEventListener('visibilitychange', this.onVisibility);
    this.request();
  }

  /** Lets the screen sleep again. Idempotent; never throws. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.env.document?.removeEventListener('visibilitychange', this.onVisibility);
    const sentinel = this.sentinel;
    this.sentinel = undefined;
    sentinel?.release().catch(() => undefined);
  }

  private request(): void {
    const wakeLock = this.env.wakeLock;
    if (!wakeLock || this.env.document?.visibilityState === 'hidden') return;
    let asking: Promise<Sentinel>;
    try {
      asking = wakeLock.request('screen');
    } catch (error) {
      asking = Promise.reject(error);
    }
    asking.then(
      (sentinel) => {
        // Released while the request was pending: let go of the lock at once.
        if (!this.held) return void sentinel.release().catch(() => undefined);
        const previous = this.sentinel;
        this.sentinel = sentinel;
        if (previous && previous !== sentinel) previous.release().catch(() => undefined);
      },
      (error: unknown) => console.warn('[voice-client] the screen wake lock was refused', error),
    );
  }
}

function browserEnvironment(): WakeLockEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  const wakeLock = (nav as { wakeLock?: WakeLockEnvironment['wakeLock'] } | undefined)?.wakeLock;
  return { wakeLock, document: typeof document === 'undefined' ? undefined : document };
}
