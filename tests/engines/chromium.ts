/**
 * The Chromium driver of the engine suite: Debian's `/usr/bin/chromium`
 * through playwright-core, launched by the project's one launcher
 * (`scripts/lib/browser.ts`) with its headless flags and, like the e2e suite, a fake microphone that
 * plays a WAV file (here one second of silence, then silence: `%noloop`).
 * No autoplay switch: playback and calls start from trusted clicks, as in
 * the other engines.
 */
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';

import { launchChromium as launchBrowser, type Microphone } from '../../scripts/lib/browser.ts';
import { writeCallerWav } from '../../scripts/lib/caller-wav.ts';
import type { EngineDriver, Key, LaunchOptions } from './driver.ts';
import { PageDriver } from './page-driver.ts';

/** Viewport of every engine's page, CSS px (WebKit's window is sized to match). */
export const VIEWPORT = { width: 1280, height: 800 } as const;

/** Starts Chromium with the fake or denied microphone of `options`. */
export async function launchChromium(options: LaunchOptions): Promise<EngineDriver> {
  let microphone: Microphone = 'deny';
  if (options.microphone === 'fake') {
    const wav = join(options.dir, 'microphone.wav');
    await writeCallerWav(wav, [{ silenceS: 1 }]);
    microphone = { wav };
  }
  const browser = await launchBrowser({ microphone });
  try {
    const context = await browser.newContext({
      viewport: VIEWPORT,
      javaScriptEnabled: options.scripting !== 'off',
    });
    const page = await context.newPage();
    return new ChromiumDriver(browser, page, `Chromium ${browser.version()}`);
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** {@link EngineDriver} over one playwright page. */
class ChromiumDriver extends PageDriver<Page> {
  readonly engine = 'chromium' as const;

  constructor(
    private readonly browser: Browser,
    page: Page,
    version: string,
  ) {
    super(page, version);
  }

  press(key: Key): Promise<void> {
    return this.page.keyboard.press(key);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path });
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}
