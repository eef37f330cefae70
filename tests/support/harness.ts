/**
 * Shared harness of the end-to-end suite: the local platform (server/index.ts: demo site + API, on
 * a free port), Debian's Chromium through playwright-core (browser.ts), and pages that
 * record their console, uncaught errors, widget events and CSP violations.
 *
 * ```ts
 * const h = useHarness();
 * it('…', async () => {
 *   const tab = await h.open('?lang=he');
 *   // …
 * });
 * ```
 *
 * Every test fails (in `afterEach`) when any page it opened logged a
 * `console.error` or threw an uncaught error, unless the test announced it with
 * `h.expectConsoleError(pattern)`. Every context opened during a test is
 * closed after it. External (non-server) http(s) URLs never reach the network:
 * they are answered by a local stub page and listed in `h.externalRequests`.
 *
 * Needs the built bundle: run `npx vite build` first.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { type PlatformOptions, type RunningPlatform, startPlatform } from '../../server/index.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Every DOM event the widgets dispatch (src/common/events.ts). */
const VOICE_EVENTS = [
  'voice-lang-change',
  'voice-demo-play',
  'voice-demo-pause',
  'voice-demo-ended',
  'voice-demo-line-change',
  'voice-contact-submit',
  'voice-messaging-open',
] as const;

/** One widget event as recorded in the page. `t` is `performance.now()`, ms. */
export interface RecordedEvent {
  readonly type: string;
  readonly detail: unknown;
  readonly t: number;
  readonly target: string;
  readonly cancelable: boolean;
}

/** One `securitypolicyviolation` as recorded in the page. */
export interface RecordedViolation {
  readonly directive: string;
  readonly blockedURI: string;
  readonly sample: string;
}

declare global {
  interface Window {
    __voiceEvents: RecordedEvent[];
    __cspViolations: RecordedViolation[];
  }
}

/** Runs in every page before its own scripts: records widget events and CSP violations. */
function recorderScript(events: readonly string[]): void {
  window.__voiceEvents = [];
  window.__cspViolations = [];
  for (const type of events) {
    document.addEventListener(type, (e) => {
      const ce = e as CustomEvent;
      window.__voiceEvents.push({
        type: ce.type,
        detail: JSON.parse(JSON.stringify(ce.detail ?? null)) as unknown,
        t: performance.now(),
        target: (ce.target as Element | null)?.localName ?? '',
        cancelable: ce.cancelable,
      });
    });
  }
  document.addEventListener('securitypolicyviolation', (e) => {
    window.__cspViolations.push({
      directive: e.violatedDirective,
      blockedURI: e.blockedURI,
      sample: e.sample,
    });
  });
}

/** A console message of a page. */
export interface ConsoleEntry {
  readonly type: string;
  readonly text: string;
  readonly location: string;
}

/** A page with what it logged. */
export class Tab {
  /** Every console message, in order. */
  readonly console: ConsoleEntry[] = [];
  /** Uncaught exceptions and unhandled rejections. */
  readonly pageErrors: string[] = [];

  constructor(
    readonly page: Page,
    readonly context: BrowserContext,
  ) {
    page.on('console', (m) => {
      const loc = m.location();
      this.console.push({
        type: m.type(),
        text: m.text(),
        location: loc.url ? `${loc.url}:${loc.lineNumber}` : '',
      });
    });
    page.on('pageerror', (err) => this.pageErrors.push(String(err.stack ?? err)));
  }

  /** Texts of the console messages of `type` (`error`, `warning`, `info`, `log`…). */
  messages(type: string): string[] {
    return this.console.filter((m) => m.type === type).map((m) => m.text);
  }

  /** Console warnings. */
  get warnings(): string[] {
    return this.messages('warning');
  }

  /** Console errors. */
  get errors(): string[] {
    return this.messages('error');
  }

  /** Widget events recorded in the page so far (optionally of one type). */
  async events(type?: string): Promise<RecordedEvent[]> {
    const all = await this.page.evaluate(() => window.__voiceEvents ?? []);
    return type ? all.filter((e) => e.type === type) : all;
  }

  /** CSP violations recorded in the page so far. */
  cspViolations(): Promise<RecordedViolation[]> {
    return this.page.evaluate(() => window.__cspViolations ?? []);
  }

  /** The `<voice-demo>` element (first one). */
  get demo(): Locator {
    return this.page.locator('voice-demo').first();
  }

  /** An element inside the `<voice-demo>` shadow root (CSS locators pierce open shadow roots). */
  inDemo(selector: string): Locator {
    return this.page.locator(`voice-demo ${selector}`);
  }

  /** Waits until the first `<voice-demo>` rendered its inner root (React commits asynchronously). */
  /**
   * Waits until the page's `<voice-demo>` is live: defined, and its shadow
   * root's nodes are React's (hydrated from the prerendered HTML on the demo
   * page, which loads the bundle only after `load`, docs/prerendering.md; or
   * rendered on the client elsewhere).
   */
  async waitForDemo(): Promise<void> {
    await this.page.waitForFunction(() => {
      const live = (node: Element | null | undefined) =>
        !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      const demo = document.querySelector('voice-demo')?.shadowRoot;
      // The demo's own nodes, and its live button's (hydrated a stage later, docs/prerendering.md).
      return (
        live(demo?.querySelector('.root .transcript-list li')) &&
        [...(demo?.querySelectorAll('voice-call-button') ?? [])].every((b) =>
          live(b.shadowRoot?.querySelector('button')),
        )
      );
    });
  }

  /**
   * The focused element through shadow roots, described as `tag.class` names
   * from the document down (e.g. `voice-demo > button.close-button`).
   */
  deepActiveElement(): Promise<string> {
    return this.page.evaluate(() => {
      const parts: string[] = [];
      let el: Element | null = document.activeElement;
      while (el) {
        parts.push(
          `${el.localName}${el.classList.length ? `.${[...el.classList].join('.')}` : ''}`,
        );
        el = el.shadowRoot?.activeElement ?? null;
      }
      return parts.join(' > ');
    });
  }
}

interface OpenOptions {
  /** Options of the new browser context. */
  readonly contextOptions?: BrowserContextOptions;
  /** Wait for `<voice-demo>` to render (default true for the demo page). */
  readonly waitForDemo?: boolean;
}

export interface Harness {
  /** Base URL of the demo server, ending with `/`. */
  readonly url: string;
  /** The running platform behind {@link url} (its `stats()`, public key…). */
  readonly platform: RunningPlatform;
  readonly browser: Browser;
  /** External http(s) requests that were answered by the stub, in this test. */
  readonly externalRequests: string[];
  /** A new tracked context (closed after the test) with external URLs stubbed and the recorder installed. */
  newContext(options?: BrowserContextOptions): Promise<BrowserContext>;
  /** Starts tracking a page (pages of contexts from `newContext` are tracked automatically). */
  track(page: Page, context?: BrowserContext): Tab;
  /** Opens `path` (relative to the server root) in a new context and page. */
  open(path?: string, options?: OpenOptions): Promise<Tab>;
  /** Opens a new tracked page in `context` without navigating. */
  newTab(context: BrowserContext): Promise<Tab>;
  /** This test expects a console.error matching `pattern` (it must still assert it). */
  expectConsoleError(pattern: RegExp): void;
  /**
   * URLs starting with `base` are served by the network, not stubbed, in
   * every context opened from now on in this file (e.g. a proxy in front of
   * the platform, or a second platform).
   */
  allowOrigin(base: string): void;
}

/** Options of {@link useHarness}; every one is optional and the defaults are what the suite always used. */
export interface HarnessOptions {
  /** Options of the file's platform, besides `port: 0` (e.g. admission limits, `timing`). */
  readonly platform?: Omit<PlatformOptions, 'port'>;
  /**
   * More Chromium flags, computed in `beforeAll` before the launch (e.g. a
   * fake microphone whose file is written first: `microphoneArgs` of
   * browser.ts). The browser always has the shared flags and autoplay
   * without a gesture, so scripted `play()` always works.
   */
  readonly browserArgs?: () => readonly string[] | Promise<readonly string[]>;
  /** More DOM event types to record in every page, besides {@link VOICE_EVENTS}. */
  readonly events?: readonly string[];
}

const STUB_PAGE =
  '<!doctype html><html><head><meta charset="utf-8"><title>external stub</title></head><body>external stub</body></html>';

/**
 * Registers the suite's hooks (server + browser per file, clean-console check
 * and context cleanup per test) and returns the harness.
 */
export function useHarness(options: HarnessOptions = {}): Harness {
  let server: RunningPlatform | undefined;
  const allowed: string[] = [];
  const recordedEvents = [...VOICE_EVENTS, ...(options.events ?? [])];
  let browser: Browser | undefined;
  const contexts: BrowserContext[] = [];
  const tabs = new Map<Page, Tab>();
  const expectedErrors: RegExp[] = [];
  const externalRequests: string[] = [];

  const h: Harness = {
    get url() {
      if (!server) throw new Error('harness: server not started');
      return server.url;
    },
    get platform() {
      if (!server) throw new Error('harness: server not started');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('harness: browser not launched');
      return browser;
    },
    externalRequests,
    async newContext(options = {}) {
      const base = h.url;
      const context = await h.browser.newContext({
        viewport: { width: 1280, height: 720 },
        ...options,
      });
      contexts.push(context);
      await context.addInitScript(recorderScript, recordedEvents);
      const local = [base, ...allowed];
      await context.route(
        (u) =>
          (u.protocol === 'http:' || u.protocol === 'https:') &&
          !local.some((l) => u.href.startsWith(l)),
        async (route) => {
          externalRequests.push(route.request().url());
          await route.fulfill({
            status: 200,
            contentType: 'text/html; charset=utf-8',
            body: STUB_PAGE,
          });
        },
      );
      context.on('page', (p) => {
        h.track(p, context);
      });
      return context;
    },
    track(page, context = page.context()) {
      let tab = tabs.get(page);
      if (!tab) {
        tab = new Tab(page, context);
        tabs.set(page, tab);
      }
      return tab;
    },
    async newTab(context) {
      const page = await context.newPage();
      return h.track(page, context);
    },
    async open(path = '', options = {}) {
      const context = await h.newContext(options.contextOptions);
      const tab = await h.newTab(context);
      const response = await tab.page.goto(new URL(path, h.url).href);
      expect(response?.status(), `GET /${path}`).toBe(200);
      if (options.waitForDemo ?? true) await tab.waitForDemo();
      return tab;
    },
    expectConsoleError(pattern) {
      expectedErrors.push(pattern);
    },
    allowOrigin(base) {
      allowed.push(base);
    },
  };

  beforeAll(async () => {
    const bundle = resolve(ROOT, 'dist/voice-widgets.js');
    if (!existsSync(bundle))
      throw new Error(`${bundle} is missing: run \`npx vite build\` before the e2e suite.`);
    server = await startPlatform({ ...options.platform, port: 0 });
    const extraArgs = (await options.browserArgs?.()) ?? [];
    browser = await launchChromium({ autoplay: true, args: extraArgs });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  beforeEach(() => {
    expectedErrors.length = 0;
    externalRequests.length = 0;
  });

  afterEach(async () => {
    const unexpected: string[] = [];
    for (const [page, tab] of tabs) {
      const where = page.isClosed() ? '(closed page)' : page.url();
      for (const m of tab.console) {
        if (m.type === 'error' && !expectedErrors.some((re) => re.test(m.text)))
          unexpected.push(`console.error on ${where}: ${m.text} ${m.location}`);
      }
      for (const e of tab.pageErrors) {
        if (!expectedErrors.some((re) => re.test(e)))
          unexpected.push(`uncaught error on ${where}: ${e}`);
      }
    }
    tabs.clear();
    await Promise.all(contexts.splice(0).map((c) => c.close().catch(() => {})));
    expect(unexpected, 'console errors or uncaught errors in the pages of this test').toEqual([]);
  });

  return h;
}

/** A clock as the transcript shows it: `m:ss`, seconds floored. Written independently of the app's formatter. */
export function clock(seconds: number): string {
  const s = Math.floor(seconds);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}
