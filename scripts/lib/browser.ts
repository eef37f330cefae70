/**
 * The one Chromium this project drives, and the one place that launches it:
 * Debian's, never a downloaded build. Used by the e2e suite (tests/support/harness.ts,
 * tests/support/panel.ts and the files that need a browser of their own), the engine suite
 * (tests/engines/chromium.ts), the benchmarks (scripts/bench/) and Lighthouse
 * (scripts/checks/lighthouse.ts, through chrome-launcher with {@link CHROMIUM_FLAGS}).
 *
 * The path comes from `CHROME_PATH` (what chrome-launcher and Lighthouse read
 * too), else `/usr/bin/chromium` (`apt-get install chromium`).
 *
 * ```ts
 * const browser = await launchChromium({ autoplay: true, microphone: { wav } });
 * ```
 */
import { type Browser, chromium, type Page } from 'playwright-core';

/** Path of the Chromium binary: `CHROME_PATH`, else Debian's `/usr/bin/chromium`. */
export const CHROMIUM_PATH: string = process.env['CHROME_PATH'] ?? '/usr/bin/chromium';

/**
 * Flags every headless run must use: no sandbox (CI runs as root), no GPU, and
 * no traffic of Chromium's own (QUIC, background networking, component
 * updates, sync): the machines have no internet, and a request that can never
 * be answered must not be left waiting. A fresh `--user-data-dir` is needed as
 * well; chrome-launcher and playwright-core each make one themselves.
 * `--headless` is for chrome-launcher; {@link launchChromium} drops it, as
 * playwright adds its own headless switch.
 */
export const CHROMIUM_FLAGS: readonly string[] = Object.freeze([
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

/** Lets a page play audio without a user gesture, so scripted `play()` always works. */
export const AUTOPLAY_FLAG = '--autoplay-policy=no-user-gesture-required';

/**
 * The microphone a page gets. Every variant uses Chromium's fake capture
 * device (`--use-fake-device-for-media-stream`):
 *
 * - `{ wav }`: the device plays `wav` once (`%noloop`, silence after it);
 *   the permission prompt is granted (`--use-fake-ui-for-media-stream`)
 *   unless `grant` is false, when the prompt stays unanswered;
 * - `'deny'`: permission prompts are refused (`--deny-permission-prompts`);
 * - `'device'`: the fake device's own tone, no prompt flag (the page's
 *   request waits for an answer that never comes).
 */
export type Microphone = { readonly wav: string; readonly grant?: boolean } | 'deny' | 'device';

/** What {@link launchChromium} starts besides the {@link CHROMIUM_FLAGS}. */
export interface ChromiumOptions {
  /** {@link AUTOPLAY_FLAG} (default false). */
  readonly autoplay?: boolean;
  /** A fake microphone (default none: no media flag at all). */
  readonly microphone?: Microphone;
  /** More flags, after the others. */
  readonly args?: readonly string[];
}

/** The flags of a fake {@link Microphone}. */
export function microphoneArgs(microphone: Microphone): string[] {
  const args = ['--use-fake-device-for-media-stream'];
  if (microphone === 'deny') args.push('--deny-permission-prompts');
  else if (microphone !== 'device') {
    if (microphone.grant ?? true) args.push('--use-fake-ui-for-media-stream');
    args.push(`--use-file-for-fake-audio-capture=${microphone.wav}%noloop`);
  }
  return args;
}

/** Every flag {@link launchChromium} passes for `options` (without `--headless`, which playwright adds). */
export function chromiumArgs(options: ChromiumOptions = {}): string[] {
  return [
    ...CHROMIUM_FLAGS.filter((f) => !f.startsWith('--headless')),
    ...(options.autoplay ? [AUTOPLAY_FLAG] : []),
    ...(options.microphone ? microphoneArgs(options.microphone) : []),
    ...(options.args ?? []),
  ];
}

/** Launches headless Chromium through playwright-core with {@link chromiumArgs}. */
export function launchChromium(options: ChromiumOptions = {}): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: chromiumArgs(options) });
}

/**
 * Opens a page at `url` that can run functions of a script run by tsx: tsx
 * keeps function names with a `__name` helper that the functions
 * page.evaluate serializes into the page lack, so the page gets one.
 */
export async function openTsxPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate('window.__name = (f) => f');
  return page;
}
