/**
 * The WebKit driver of the engine suite: WebKitGTK's MiniBrowser (the engine
 * of Safari) through selenium-webdriver and Debian's `WebKitWebDriver`
 * (`webkit2gtk-driver`), classic WebDriver only. The GTK3 MiniBrowser has no
 * headless mode, so the driver runs under `xvfb-run`. The mock capture device
 * (`--enable-mock-capture-devices`) stands in for the microphone.
 *
 * WebKitWebDriver has no log access and no BiDi: the page's console and errors
 * come from the recorder script (`site.ts`), like in every engine. It has no
 * permission command either, and an automated page is granted every
 * `getUserMedia`; a `denied` launch therefore opens each page inside the
 * site's `engine-frame.html`, whose `allow="microphone 'none'"` refuses the
 * microphone with the same `NotAllowedError`, and drives the framed document.
 *
 * No PulseAudio for WebKit: without one, GStreamer plays to a clocked fake
 * sink by itself (a pulsesink start adds about 1.5 s of silence when busy).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { join } from 'node:path';

import { Builder, Key as SeleniumKey, type WebDriver } from 'selenium-webdriver';
import { Origin } from 'selenium-webdriver/lib/input.js';

import { VIEWPORT } from './chromium.ts';
import { type EngineDriver, type Key, type LaunchOptions, within } from './driver.ts';

/** Debian's MiniBrowser (webkit2gtk-4.1, or webkitgtk-6.0), found under `/usr/lib/<arch>-linux-gnu/`. */
function miniBrowserPath(): string {
  const env = process.env['MINIBROWSER_PATH'];
  if (env) return env;
  for (const dir of readdirSync('/usr/lib').filter((d) => d.endsWith('-linux-gnu'))) {
    for (const api of ['webkit2gtk-4.1', 'webkitgtk-6.0']) {
      const path = join('/usr/lib', dir, api, 'MiniBrowser');
      if (existsSync(path)) return path;
    }
  }
  throw new Error('MiniBrowser is missing: apt-get install webkit2gtk-driver');
}

const KEYS: Readonly<Record<Exclude<Key, 'Shift+Tab'>, string>> = {
  Enter: SeleniumKey.ENTER,
  Tab: SeleniumKey.TAB,
  Escape: SeleniumKey.ESCAPE,
};

/** A free TCP port on the loopback interface. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts `xvfb-run WebKitWebDriver`, then a MiniBrowser session sized to {@link VIEWPORT}. */
export async function launchWebKit(options: LaunchOptions): Promise<EngineDriver> {
  const binary = miniBrowserPath();
  const port = await freePort();
  const child = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1600x1200x24', 'WebKitWebDriver', `--port=${port}`],
    {
      detached: true, // its own process group: close() ends xvfb-run, Xvfb, the driver and MiniBrowser together
      stdio: ['ignore', 'ignore', 'pipe'],
      env: { ...process.env, PULSE_SERVER: `unix:${join(options.dir, 'no-sound-server')}` },
    },
  );
  let log = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    log = (log + chunk.toString('utf8')).slice(-4000);
  });
  const server = `http://127.0.0.1:${port}`;
  try {
    await waitForDriver(server, child, () => log);
    const driver = await within(
      new Builder()
        .usingServer(server)
        .withCapabilities({
          browserName: 'MiniBrowser',
          'webkitgtk:browserOptions': {
            binary,
            args: [
              '--automation',
              '--enable-media-stream=true',
              '--enable-mock-capture-devices=true',
              ...(options.scripting === 'off' ? ['--enable-javascript=false'] : []),
            ],
          },
        })
        .build(),
      60_000,
      'WebKitWebDriver session',
    );
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
    const caps = await driver.getCapabilities();
    const webkit = new WebKitDriver(
      driver,
      child,
      `WebKitGTK ${String(caps.get('browserVersion'))} (MiniBrowser)`,
      options,
    );
    await webkit.fitViewport();
    return webkit;
  } catch (error) {
    killGroup(child);
    throw error;
  }
}

async function waitForDriver(
  server: string,
  child: ChildProcess,
  log: () => string,
): Promise<void> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    try {
      if ((await fetch(`${server}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`WebKitWebDriver did not start: ${log()}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function killGroup(child: ChildProcess): void {
  if (child.pid === undefined || child.exitCode !== null) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    // already gone
  }
}

/** {@link EngineDriver} over one WebDriver session; see the interface for each method. */
class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit' as const;
  readonly playControlX = [56, 24];

  constructor(
    private readonly driver: WebDriver,
    private readonly child: ChildProcess,
    readonly version: string,
    private readonly options: LaunchOptions,
  ) {}

  /** Resizes the window so that the page's viewport is {@link VIEWPORT} (the toolbar takes the rest). */
  async fitViewport(): Promise<void> {
    const window = this.driver.manage().window();
    const rect = await window.getRect();
    const inner = (await this.driver.executeScript('return [innerWidth, innerHeight]')) as [
      number,
      number,
    ];
    await window.setRect({
      width: rect.width + VIEWPORT.width - inner[0],
      height: rect.height + VIEWPORT.height - inner[1],
    });
  }

  async open(url: string): Promise<void> {
    await this.driver.switchTo().defaultContent();
    if (this.options.microphone === 'fake') {
      await this.driver.get(url);
      return;
    }
    await this.driver.get(
      `${this.options.baseUrl}engine-frame.html?src=${encodeURIComponent(url)}`,
    );
    await this.driver.switchTo().frame(0);
    const deadline = Date.now() + 30_000;
    while (
      (await this.driver.executeScript(
        'return location.href === "about:blank" || document.readyState !== "complete"',
      )) === true
    ) {
      if (Date.now() > deadline) throw new Error(`the framed page ${url} did not load`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async evaluate(expression: string): Promise<unknown> {
    const script = `const done = arguments[arguments.length - 1];
Promise.resolve().then(() => (${expression})).then(
  (value) => done({ value: value === undefined ? null : value }),
  (error) => done({ error: String((error && error.stack) || error) }));`;
    const result = (await this.driver.executeAsyncScript(script)) as {
      value?: unknown;
      error?: string;
    };
    if (result.error !== undefined) throw new Error(result.error);
    return result.value;
  }

  async click(x: number, y: number): Promise<void> {
    const point = { x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT };
    await this.driver.actions({ async: true }).move(point).press().release().perform();
  }

  async mouseDown(x: number, y: number): Promise<void> {
    const point = { x: Math.round(x), y: Math.round(y), origin: Origin.VIEWPORT };
    await this.driver.actions({ async: true }).move(point).press().perform();
  }

  async mouseUp(): Promise<void> {
    await this.driver.actions({ async: true }).release().perform();
  }

  async spaceDown(): Promise<void> {
    await this.driver.actions({ async: true }).keyDown(SeleniumKey.SPACE).perform();
  }

  async spaceUp(): Promise<void> {
    await this.driver.actions({ async: true }).keyUp(SeleniumKey.SPACE).perform();
  }

  async type(text: string): Promise<void> {
    await this.driver.actions({ async: true }).sendKeys(text).perform();
  }

  async press(key: Key): Promise<void> {
    const actions = this.driver.actions({ async: true });
    if (key === 'Shift+Tab')
      await actions
        .keyDown(SeleniumKey.SHIFT)
        .sendKeys(SeleniumKey.TAB)
        .keyUp(SeleniumKey.SHIFT)
        .perform();
    else await actions.sendKeys(KEYS[key]).perform();
  }

  async screenshot(path: string): Promise<void> {
    await writeFile(path, Buffer.from(await this.driver.takeScreenshot(), 'base64'));
  }

  async close(): Promise<void> {
    try {
      await within(this.driver.quit(), 15_000, 'WebKitWebDriver quit');
    } catch {
      // the process group goes anyway
    } finally {
      killGroup(this.child);
    }
  }
}
