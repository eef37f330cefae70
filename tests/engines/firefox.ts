/**
 * The Firefox driver of the engine suite: Debian's `/usr/bin/firefox-esr`,
 * headless, through puppeteer-core over WebDriver BiDi (never a downloaded
 * browser). Its fake microphone is Firefox's own
 * (`media.navigator.streams.fake`: a steady tone); permission is granted by
 * `media.navigator.permission.disabled`, or refused by
 * `permissions.default.microphone` 2.
 *
 * Audio output: a private PulseAudio null sink (`pulse.ts`), given to Firefox
 * alone through `PULSE_SERVER`; with `audioOutput: 'none'` it points at a
 * socket that does not exist, as on a machine with no audio output device.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import puppeteer, { type Browser, type KeyInput, type Page } from 'puppeteer-core';

import { VIEWPORT } from './chromium.ts';
import type { EngineDriver, Key, LaunchOptions } from './driver.ts';
import { PageDriver } from './page-driver.ts';
import { type PulseServer, startPulse } from './pulse.ts';

/** Path of Debian's Firefox ESR (`apt-get install firefox-esr`). */
const FIREFOX_PATH = process.env['FIREFOX_PATH'] ?? '/usr/bin/firefox-esr';

/** The microphone preferences of each {@link LaunchOptions.microphone}. */
function microphonePrefs(microphone: LaunchOptions['microphone']): Record<string, unknown> {
  const fake = { 'media.navigator.streams.fake': true };
  return microphone === 'fake'
    ? { ...fake, 'media.navigator.permission.disabled': true }
    : {
        ...fake,
        'media.navigator.permission.disabled': false,
        'permissions.default.microphone': 2,
      };
}

/** Starts Firefox (and, unless `audioOutput` is `none`, its private sound server). */
export async function launchFirefox(options: LaunchOptions): Promise<EngineDriver> {
  if (!existsSync(FIREFOX_PATH))
    throw new Error(`${FIREFOX_PATH} is missing: apt-get install firefox-esr`);
  const pulse =
    options.audioOutput === 'none' ? undefined : await startPulse(join(options.dir, 'pulse'));
  try {
    const browser = await puppeteer.launch({
      browser: 'firefox',
      executablePath: FIREFOX_PATH,
      headless: true,
      defaultViewport: VIEWPORT,
      extraPrefsFirefox: {
        ...microphonePrefs(options.microphone),
        ...(options.scripting === 'off' ? { 'javascript.enabled': false } : {}),
        // Sound through PulseAudio only (never an ALSA device of the machine): `none` then really has no output.
        'media.cubeb.backend': 'pulse',
        // No traffic of Firefox's own: the machines have no internet.
        'app.update.enabled': false,
        'browser.safebrowsing.malware.enabled': false,
        'browser.safebrowsing.phishing.enabled': false,
        'network.captive-portal-service.enabled': false,
      },
      env: {
        ...process.env,
        PULSE_SERVER: pulse?.address ?? `unix:${join(options.dir, 'no-sound-server')}`,
      },
    });
    const page = (await browser.pages())[0] ?? (await browser.newPage());
    const version = (await browser.version()).replace(
      /^firefox\//i,
      FIREFOX_PATH.endsWith('-esr') ? 'Firefox ESR ' : 'Firefox ',
    );
    return new FirefoxDriver(browser, page, version, pulse);
  } catch (error) {
    await pulse?.stop();
    throw error;
  }
}

/** {@link EngineDriver} over one puppeteer page. */
class FirefoxDriver extends PageDriver<Page> {
  readonly engine = 'firefox' as const;

  constructor(
    private readonly browser: Browser,
    page: Page,
    version: string,
    private readonly pulse: PulseServer | undefined,
  ) {
    super(page, version);
  }

  async press(key: Key): Promise<void> {
    if (key === 'Shift+Tab') {
      await this.page.keyboard.down('Shift');
      await this.page.keyboard.press('Tab');
      await this.page.keyboard.up('Shift');
      return;
    }
    await this.page.keyboard.press(key satisfies KeyInput);
  }

  async screenshot(path: string): Promise<void> {
    await this.page.screenshot({ path: path as `${string}.png` });
  }

  async close(): Promise<void> {
    try {
      await this.browser.close();
    } finally {
      await this.pulse?.stop();
    }
  }
}
