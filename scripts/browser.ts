/**
 * The benchmarks' browser: Debian's Chromium driven by playwright-core, with
 * the flags of `scripts/chromium.ts` (playwright adds its own headless switch
 * and a fresh profile, so `--headless` is left to it).
 */
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';

/** Launches Chromium with the project's flags followed by `extraArgs` (e.g. a fake microphone). */
export function launchChromium(extraArgs: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS.filter((f) => f !== '--headless'), ...extraArgs] });
}

/**
 * Opens a page at `url` that can run this script's functions: tsx keeps
 * function names with a `__name` helper that the functions page.evaluate
 * serializes into the page lack, so the page gets one.
 */
export async function openPage(browser: Browser, url: string): Promise<Page> {
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate('window.__name = (f) => f');
  return page;
}
