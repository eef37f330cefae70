/**
 * The one small interface every browser engine of the suite is driven
 * through (docs/engines.md): open a URL, evaluate script in
 * the page, click at viewport coordinates, type and press keys, an optional
 * screenshot, close. Everything else (piercing shadow roots, reading what the
 * page recorded, waiting) is shared in `page.ts`, written once on top of
 * {@link EngineDriver.evaluate}; the flows in `flows/` never know which engine
 * runs them.
 *
 * - `chromium.ts`: Debian's Chromium through playwright-core (CDP).
 * - `firefox.ts`: Firefox ESR through puppeteer-core (WebDriver BiDi).
 *   Both extend `page-driver.ts`, as the two libraries' pages are alike.
 * - `webkit.ts`: WebKitGTK's MiniBrowser through selenium-webdriver and
 *   `WebKitWebDriver` (classic WebDriver) under `xvfb-run`.
 */

/** The engines the suite drives. */
export type EngineName = 'chromium' | 'firefox' | 'webkit';

/** The keys the flows press (one key, or Shift with Tab). */
export type Key = 'Enter' | 'Tab' | 'Shift+Tab' | 'Escape';

/** How to start a browser. */
export interface LaunchOptions {
  /**
   * `fake`: the engine's fake microphone, allowed (Chromium: a WAV file;
   * Firefox: its fake tone; WebKit: its mock capture device). `denied`: the
   * page's microphone request is refused (Chromium: `--deny-permission-prompts`;
   * Firefox: `permissions.default.microphone` 2; WebKit, which has no
   * permission command over WebDriver and grants every request to an
   * automated page: the page runs in a same-origin frame whose
   * `allow="microphone 'none'"` refuses it, with the same `NotAllowedError`).
   */
  readonly microphone: 'fake' | 'denied';
  /**
   * `none` (Firefox only): no sound server at all, as on a machine without an
   * audio output device. Default: the engine's usual output (Firefox: a
   * private PulseAudio null sink; Chromium and WebKit need none).
   */
  readonly audioOutput?: 'default' | 'none';
  /**
   * `off`: the page's own scripts do not run, as for a visitor with JavaScript
   * off, while the driver can still evaluate its checks (Chromium: a context
   * with JavaScript disabled; Firefox: `javascript.enabled` false; WebKit:
   * MiniBrowser's `--enable-javascript=false`; `--enable-javascript-markup=false`
   * would leave `<noscript>` hidden and `(scripting: none)` unmatched).
   * Default `on`.
   */
  readonly scripting?: 'on' | 'off';
  /** A scratch directory of this launch (fake-microphone file, sound server). */
  readonly dir: string;
  /** The platform's base URL (WebKit's frame page for `denied` lives there). */
  readonly baseUrl: string;
}

/** One running browser with one page. */
export interface EngineDriver {
  readonly engine: EngineName;
  /** The browser's own version string (e.g. `Firefox ESR 153.7.0`). */
  readonly version: string;
  /**
   * Where the play button of an `<audio controls>` element may be, in CSS px
   * from the element's left edge, most likely first: each engine draws its own
   * native controls (WebKit shows a skip-back button before it in some
   * layouts, not in others).
   */
  readonly playControlX: readonly number[];
  /** Navigates the page to `url` and waits for its load event. */
  open(url: string): Promise<void>;
  /**
   * Evaluates a JavaScript expression in the page (the document the flows
   * drive) and returns its JSON value; a promise is awaited.
   * @throws the page's exception, as an Error with its message.
   */
  evaluate(expression: string): Promise<unknown>;
  /** A trusted mouse click (press and release) at viewport coordinates, CSS px. */
  click(x: number, y: number): Promise<void>;
  /** Presses the mouse button at viewport coordinates and keeps it down (a hold: push-to-talk), until {@link mouseUp}. */
  mouseDown(x: number, y: number): Promise<void>;
  /** Releases the mouse button {@link mouseDown} holds, where it is. */
  mouseUp(): Promise<void>;
  /** Holds Space down (on the focused element) until {@link spaceUp}. */
  spaceDown(): Promise<void>;
  /** Releases Space. */
  spaceUp(): Promise<void>;
  /** Types `text` into the focused element, one key at a time. */
  type(text: string): Promise<void>;
  /** Presses and releases `key`. */
  press(key: Key): Promise<void>;
  /** Writes a PNG of the viewport to `path` (kept for failures). */
  screenshot?(path: string): Promise<void>;
  /** Closes the browser and everything it started (driver, display, sound server). */
  close(): Promise<void>;
}

/** Starts an engine. */
export type LaunchEngine = (options: LaunchOptions) => Promise<EngineDriver>;

/** A small helper of the drivers: resolves `promise`, or rejects after `ms` with `what` timed out. */
export function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} timed out after ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}
