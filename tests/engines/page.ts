/**
 * What every flow does with a page, written once on top of
 * {@link EngineDriver.evaluate}: run a function in the page, wait for a
 * condition, find elements through shadow roots (`'a >>> b >>> c'`, through
 * the recorder's `find`), click them at their coordinates, read what the
 * recorder kept, and collect the console errors and uncaught errors of every
 * page the flow opened.
 */
import type { EngineDriver, Key } from './driver.ts';

/** One `voice-*` event as the recorder kept it. */
export interface RecordedEvent {
  readonly type: string;
  readonly detail: unknown;
  readonly t: number;
  readonly target: string;
}

/** What the recorder (`site.ts`) keeps in `window.__engine`. */
interface EngineRecorder {
  readonly events: RecordedEvent[];
  readonly console: { level: 'error' | 'warn'; text: string; t: number }[];
  readonly errors: string[];
  readonly csp: string[];
  readonly levels: { count: number; max: number };
  find(path: string): Element | null;
  findAll(path: string): Element[];
  activePath(): string;
}

declare global {
  interface Window {
    __engine: EngineRecorder;
    /** Set on the page being left by {@link EnginePage.goto}, so a check that runs on it is not taken for the new page. */
    __engineLeft?: true;
  }
}

/** A point in the viewport, with the size of what is there. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** The page of one browser, as the flows see it. */
export class EnginePage {
  /** Console errors, uncaught errors and CSP violations of the pages left since the last {@link problems}. */
  private readonly seen: string[] = [];
  private current: string | undefined;

  constructor(
    readonly driver: EngineDriver,
    readonly baseUrl: string,
  ) {}

  /** Opens `path` (relative to the platform) and waits for it to load, its recorder in it. */
  async goto(path = ''): Promise<void> {
    await this.collect();
    const url = new URL(path, this.baseUrl).href;
    // A driver's navigation may return before the new document replaced the old one or ran its
    // module scripts; the mark tells the pages apart, `readyState` says the scripts have run.
    if (this.current)
      await this.run(() => {
        window.__engineLeft = true;
      }).catch(() => undefined);
    await this.driver.open(url);
    this.current = url;
    await this.until(
      `${url} loaded, with the recorder`,
      20_000,
      () =>
        typeof window.__engine === 'object' &&
        !window.__engineLeft &&
        document.readyState === 'complete',
    );
    // The demo page paints from its prerendered HTML and hydrates after load (docs/prerendering.md): the flows drive the live page.
    await this.until(`the elements hydrated on ${url}`, 15_000, () => {
      const live = (node: Element | null | undefined) =>
        !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
      const demo = document.querySelector('voice-demo')?.shadowRoot;
      // Every stage: the demo's own nodes, and its live button's (hydrated a stage later).
      return (
        !document.querySelector('voice-demo') ||
        (live(demo?.querySelector('.root .transcript-list li')) &&
          [...(demo?.querySelectorAll('voice-call-button') ?? [])].every((b) =>
            live(b.shadowRoot?.querySelector('button')),
          ))
      );
    });
  }

  /** Runs `fn(...args)` in the page (its source is sent: it may use only its arguments and the page's globals). */
  run<A extends unknown[], R>(fn: (...args: A) => R, ...args: A): Promise<Awaited<R>> {
    return this.driver.evaluate(`(${fn.toString()})(...${JSON.stringify(args)})`) as Promise<
      Awaited<R>
    >;
  }

  /**
   * Polls `fn(...args)` in the page every 100 ms until it returns a truthy
   * value, and returns that value.
   * @throws after `timeoutMs`, naming `what` and the last value.
   */
  async until<A extends unknown[], R>(
    what: string,
    timeoutMs: number,
    fn: (...args: A) => R,
    ...args: A
  ): Promise<NonNullable<Awaited<R>>> {
    const deadline = Date.now() + timeoutMs;
    let last: unknown;
    for (;;) {
      try {
        last = await this.run(fn, ...args);
        if (last) return last as NonNullable<Awaited<R>>;
      } catch (error) {
        last = error; // e.g. the page is navigating
      }
      if (Date.now() > deadline)
        throw new Error(
          `${this.driver.engine}: timed out after ${timeoutMs} ms waiting for ${what} (last: ${String(last)})`,
        );
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Whether `path` finds an element that is rendered (has a box). */
  visible(path: string): Promise<boolean> {
    return this.run((p) => {
      const el = window.__engine.find(p);
      return !!el && el.getClientRects().length > 0;
    }, path);
  }

  /** Waits until `path` is rendered. */
  async waitVisible(path: string, timeoutMs = 15_000): Promise<void> {
    await this.until(
      `${path} to show`,
      timeoutMs,
      (p) => {
        const el = window.__engine.find(p);
        return !!el && el.getClientRects().length > 0;
      },
      path,
    );
  }

  /** The text of `path` (`innerText`, so hidden parts are left out), or null when absent. */
  text(path: string): Promise<string | null> {
    return this.run((p) => {
      const el = window.__engine.find(p) as HTMLElement | null;
      return el ? el.innerText : null;
    }, path);
  }

  /** An attribute of `path`, or null. */
  attribute(path: string, name: string): Promise<string | null> {
    return this.run((p, n) => window.__engine.find(p)?.getAttribute(n) ?? null, path, name);
  }

  /**
   * The viewport box of `path`, scrolled into view, once it has stopped
   * moving (a smooth scroll, a layout change) and is what a click at the
   * point `dx` px from its left edge (default: its centre) would hit.
   * @throws when it is absent, not rendered, or covered for 5 s.
   */
  async box(path: string, dx?: number): Promise<Box> {
    const found = await this.until(
      `${path} to be clickable`,
      5000,
      (p, offset) => {
        const el = window.__engine.find(p);
        if (!el) return null;
        const before = el.getBoundingClientRect();
        el.scrollIntoView({ block: 'center', inline: 'center' });
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0 || r.top !== before.top || r.left !== before.left)
          return null;
        const x = offset === null ? r.left + r.width / 2 : r.left + offset;
        const y = r.top + r.height / 2;
        // What a click there reaches, through open shadow roots.
        let hit = document.elementFromPoint(x, y);
        while (hit?.shadowRoot) {
          const inner = hit.shadowRoot.elementFromPoint(x, y);
          if (!inner || inner === hit) break;
          hit = inner;
        }
        return hit && (hit === el || el.contains(hit))
          ? { x: r.left, y: r.top, width: r.width, height: r.height }
          : null;
      },
      path,
      dx ?? null,
    );
    return found;
  }

  /** A trusted click on `path`: at its centre, or `dx` px from its left edge when given. */
  async click(path: string, dx?: number): Promise<void> {
    const box = await this.box(path, dx);
    await this.driver.click(
      dx === undefined ? box.x + box.width / 2 : box.x + dx,
      box.y + box.height / 2,
    );
  }

  /**
   * Clicks `path` (a text field) and types `text` into it. A live page moves
   * its field while the click travels (a growing transcript line pushes it
   * down), so a click that misses a field that has since moved is aimed again,
   * up to three clicks, as a person would.
   * @throws when the field neither takes focus nor moves within 5 s of a click.
   */
  async fill(path: string, text: string): Promise<void> {
    for (let click = 1; ; click++) {
      const aimed = await this.box(path);
      await this.driver.click(aimed.x + aimed.width / 2, aimed.y + aimed.height / 2);
      const outcome = await this.until(
        `${path} to take focus`,
        5000,
        (p, at) => {
          const el = window.__engine.find(p);
          if (!el) return null;
          if ((el.getRootNode() as Document | ShadowRoot).activeElement === el) return 'focused';
          const r = el.getBoundingClientRect();
          return Math.abs(r.left - at.x) > 1 || Math.abs(r.top - at.y) > 1 ? 'moved' : null;
        },
        path,
        aimed,
      );
      if (outcome === 'focused') break;
      if (click === 3) throw new Error(`${this.driver.engine}: ${path} kept moving under 3 clicks`);
    }
    await this.driver.type(text);
  }

  /** Presses `key`. */
  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  /** The recorded `voice-*` events of this page (of `type`, when given). */
  async events(type?: string): Promise<RecordedEvent[]> {
    const all = await this.run(() => window.__engine.events);
    return type ? all.filter((e) => e.type === type) : all;
  }

  /** `voice-volume-level` events so far: how many, and the loudest. */
  levels(): Promise<{ count: number; max: number }> {
    return this.run(() => window.__engine.levels);
  }

  /** The focused element through shadow roots (`voice-widget > textarea[part=message-input]`). */
  activePath(): Promise<string> {
    return this.run(() => window.__engine.activePath());
  }

  /**
   * Every console error, uncaught error and CSP violation of the pages
   * opened since the last call (this one included), except lines matching
   * `allowed`; each is reported once.
   */
  async problems(allowed: readonly RegExp[] = []): Promise<string[]> {
    await this.collect();
    return this.seen.splice(0).filter((line) => !allowed.some((re) => re.test(line)));
  }

  /** Moves the current page's problems into {@link seen} (the page keeps none twice). */
  private async collect(): Promise<void> {
    if (!this.current) return;
    const where = this.current;
    const found = await this.run(() => {
      const rec = window.__engine;
      if (!rec) return [];
      const lines = [
        ...rec.console.filter((c) => c.level === 'error').map((c) => `console.error: ${c.text}`),
        ...rec.errors.map((e) => `uncaught: ${e}`),
        ...rec.csp.map((c) => `CSP violation: ${c}`),
      ];
      rec.console.length = 0;
      rec.errors.length = 0;
      rec.csp.length = 0;
      return lines;
    }).catch((error: unknown) => [`could not read the recorder: ${String(error)}`]);
    this.seen.push(...found.map((line) => `${line} (on ${where})`));
  }
}
