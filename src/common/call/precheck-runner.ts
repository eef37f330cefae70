/**
 * The element's pre-call check (docs/voice-client.md "Pre-call check"): one run at a time, its
 * state for the `precheck` control, and the check's code loaded only when first asked for.
 */
import type { PrecheckOptions, PrecheckResult } from '../../core/voice/precheck.ts';
import { VAPI_API_URL } from '../../core/vapi-url.ts';

/** What the `precheck` control shows. */
export interface PrecheckState {
  /** A check is under way (a second press joins it). */
  readonly running: boolean;
  /** The last check's result, until the next one starts. */
  readonly result: PrecheckResult | undefined;
}

/** Runs the check with its options (default: the lazily loaded core's `precheck`). */
export type RunPrecheck = (options: PrecheckOptions) => Promise<PrecheckResult>;

// The voice client's chunk, which holds the check: it is the one a call loads next anyway.
const loadAndRun: RunPrecheck = (options) =>
  import('../../core/voice/index.ts').then((m) => m.precheck(options));

/** A new `AudioContext`, or `undefined` where Web Audio is missing or refuses. */
function audioContextNow(): AudioContext | undefined {
  try {
    return typeof AudioContext === 'undefined' ? undefined : new AudioContext();
  } catch {
    return undefined;
  }
}

/**
 * `element`'s `api-url` when it is http(s) or relative, else Vapi's (the element warns of a bad
 * one when it calls; the check only needs somewhere to send its probes).
 */
function precheckApiUrl(element: Element): string {
  const raw = element.getAttribute('api-url');
  if (!raw?.trim()) return VAPI_API_URL;
  try {
    const { protocol } = new URL(raw, 'http://relative.invalid/');
    return protocol === 'http:' || protocol === 'https:' ? raw : VAPI_API_URL;
  } catch {
    return VAPI_API_URL;
  }
}

const RUNNERS = new WeakMap<Element, PrecheckRunner>();

/** `element`'s one runner (its `precheck()` and its `precheck` control share it), made on first use. */
export function runnerOf(element: Element): PrecheckRunner {
  let runner = RUNNERS.get(element);
  if (!runner) {
    runner = new PrecheckRunner(() => precheckApiUrl(element));
    RUNNERS.set(element, runner);
  }
  return runner;
}

/** One element's check; a `useSyncExternalStore` store of {@link PrecheckState}. */
export class PrecheckRunner {
  private state: PrecheckState = { running: false, result: undefined };
  private pending: Promise<PrecheckResult> | undefined;
  private readonly listeners = new Set<() => void>();

  /**
   * @param apiUrl the platform's API base URL now (the element's `api-url`, or Vapi's).
   * @param runCheck the check itself (tests pass a fake).
   */
  constructor(
    private readonly apiUrl: () => string,
    private readonly runCheck: RunPrecheck = loadAndRun,
  ) {}

  /** `useSyncExternalStore` subscribe; returns the unsubscribe function. */
  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** `useSyncExternalStore` snapshot. */
  getSnapshot = (): PrecheckState => this.state;

  /**
   * Starts a check, or returns the one under way (a second press does nothing more). Call it in
   * the press's handler: the `AudioContext` is made before any await, so WebKit lets it play.
   * @param context a context made in the press already (closed at once when a check is under way).
   * @returns the result; rejects only when the check's code cannot load.
   */
  run(context: AudioContext | undefined = audioContextNow()): Promise<PrecheckResult> {
    if (this.pending) {
      context?.close().catch(() => undefined);
      return this.pending;
    }
    this.set({ running: true, result: undefined });
    const pending = this.runCheck({
      apiUrl: this.apiUrl(),
      createAudioContext: () => {
        if (!context) throw new Error('Web Audio is not available');
        return context;
      },
    }).then(
      (result) => {
        this.pending = undefined;
        this.set({ running: false, result });
        return result;
      },
      (error: unknown) => {
        this.pending = undefined;
        if (context && context.state !== 'closed') context.close().catch(() => undefined);
        this.set({ running: false, result: undefined });
        throw error;
      },
    );
    this.pending = pending;
    return pending;
  }

  private set(state: PrecheckState): void {
    this.state = state;
    for (const listener of [...this.listeners]) listener();
  }
}
