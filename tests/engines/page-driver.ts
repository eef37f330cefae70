/**
 * What the Chromium and Firefox drivers share: playwright-core's and
 * puppeteer-core's pages name navigation, evaluation, the mouse and the
 * keyboard alike, so one class drives both through them. Each driver adds
 * its engine, its key presses, its screenshot and its close.
 */
import type { EngineDriver, EngineName, Key } from './driver.ts';

/** The part of a playwright-core or puppeteer-core page that {@link PageDriver} uses. */
export interface AutomatedPage {
  goto(url: string, options: { waitUntil: 'load' }): Promise<unknown>;
  evaluate(expression: string): Promise<unknown>;
  readonly mouse: {
    click(x: number, y: number): Promise<void>;
    move(x: number, y: number): Promise<void>;
    down(): Promise<void>;
    up(): Promise<void>;
  };
  readonly keyboard: {
    down(key: ' '): Promise<void>;
    up(key: ' '): Promise<void>;
    type(text: string): Promise<void>;
  };
}

/** {@link EngineDriver} over one page of a browser automation library; see the interface for each method. */
export abstract class PageDriver<P extends AutomatedPage> implements EngineDriver {
  abstract readonly engine: EngineName;
  readonly playControlX = [16];

  constructor(
    protected readonly page: P,
    readonly version: string,
  ) {}

  async open(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  evaluate(expression: string): Promise<unknown> {
    return this.page.evaluate(expression);
  }

  click(x: number, y: number): Promise<void> {
    return this.page.mouse.click(x, y);
  }

  async mouseDown(x: number, y: number): Promise<void> {
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
  }

  mouseUp(): Promise<void> {
    return this.page.mouse.up();
  }

  spaceDown(): Promise<void> {
    return this.page.keyboard.down(' ');
  }

  spaceUp(): Promise<void> {
    return this.page.keyboard.up(' ');
  }

  type(text: string): Promise<void> {
    return this.page.keyboard.type(text);
  }

  abstract press(key: Key): Promise<void>;
  abstract screenshot(path: string): Promise<void>;
  abstract close(): Promise<void>;
}
