/**
 * Helpers of the live-panel browser tests: a Chromium per fake
 * microphone, the demo page with a recorder of every `voice-*` event, and
 * locators into `<voice-call-button>`'s panel parts (playwright's CSS
 * pierces open shadow roots).
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { type CallerSegment, writeCallerWav } from '../../scripts/lib/caller-wav.ts';

/** Every event the recorder keeps, in order. */
export interface PanelRecord {
  events: { type: string; detail: unknown; t: number }[];
}

/** Launches Chromium whose fake microphone plays `segments` (written to `dir`), or with no microphone answer (`deny`). */
export async function launchWithCaller(
  dir: string,
  name: string,
  segments: CallerSegment[] | 'prompt',
  browsers: Browser[],
): Promise<Browser> {
  const wav = join(dir, `${name}.wav`);
  await writeCallerWav(wav, segments === 'prompt' ? [{ silenceS: 120 }] : segments);
  // 'prompt': the permission prompt stays unanswered.
  const browser = await launchChromium({
    autoplay: true,
    microphone: { wav, grant: segments !== 'prompt' },
  });
  browsers.push(browser);
  return browser;
}

/** Opens `url` in a new context with the event recorder; console errors are collected. */
export async function openPage(
  browser: Browser | BrowserContext,
  url: string,
): Promise<{ page: Page; errors: string[] }> {
  const context = 'newContext' in browser ? await browser.newContext() : browser;
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const rec: PanelRecord = { events: [] };
    (window as unknown as { __panel: PanelRecord }).__panel = rec;
    const types = [
      'voice-call-start',
      'voice-call-end',
      'voice-message',
      'voice-error',
      'voice-mute-change',
      'voice-consent-change',
      'voice-tool-call',
      'voice-call-report',
      'voice-speech-start',
    ];
    for (const type of types)
      document.addEventListener(type, (e) =>
        rec.events.push({ type, detail: (e as CustomEvent).detail, t: performance.now() }),
      );
  });
  await page.goto(url);
  await untilLive(page);
  return { page, errors };
}

/**
 * Waits until the page's elements are live: the demo page arrives
 * prerendered and hydrates after `load` (docs/prerendering.md), and a press
 * before that is painted and replayed by the page's loader, a path of its
 * own (tests/site/prerender.e2e.test.ts). The call tests press the live,
 * hydrated button.
 */
export async function untilLive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const live = (node: Element | null | undefined) =>
      !!node && Object.keys(node).some((key) => key.startsWith('__reactFiber'));
    const demo = document.querySelector('voice-demo');
    const buttons = [
      ...document.querySelectorAll('voice-call-button'),
      ...(demo?.shadowRoot?.querySelectorAll('voice-call-button') ?? []),
    ];
    return (
      (!demo || live(demo.shadowRoot?.querySelector('.root'))) &&
      buttons.every((b) => live(b.shadowRoot?.querySelector('button')))
    );
  });
}

/** The recorded events so far. */
export const recorded = async (page: Page): Promise<PanelRecord['events']> =>
  page.evaluate(() => (window as unknown as { __panel: PanelRecord }).__panel.events);

/** Locator of a part inside the demo's call button (or `host` for another button). */
export function part(page: Page, name: string, host = 'voice-demo voice-call-button') {
  return page.locator(`${host} [part~="${name}"]`);
}

/** Presses the live (hydrated) button and waits until the call runs (the message input is enabled). */
export async function startCall(page: Page, host = 'voice-demo voice-call-button'): Promise<void> {
  await untilLive(page);
  await page.locator(`${host} button.call-button`).click();
  await expect
    .poll(
      () =>
        part(page, 'message-input', host)
          .isEnabled()
          .catch(() => false),
      { timeout: 20_000 },
    )
    .toBe(true);
}

/** Types `text` and sends it with Enter. */
export async function type(
  page: Page,
  text: string,
  host = 'voice-demo voice-call-button',
): Promise<void> {
  const input = part(page, 'message-input', host);
  await input.fill(text);
  await input.press('Enter');
}

/** Number of assistant lines shown. */
export const assistantLines = (page: Page, host = 'voice-demo voice-call-button') =>
  part(page, 'live-line-assistant', host).count();

let axeSource: string | undefined;

/** Runs axe-core on the page (shadow roots included); returns the violations as `id: targets`. */
export async function axeViolations(page: Page): Promise<string[]> {
  axeSource ??= await readFile(
    createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
    'utf8',
  );
  // evaluate() is not subject to the page's CSP, unlike an injected <script>.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            ctx: unknown,
            opts: unknown,
          ) => Promise<{ violations: { id: string; nodes: { target: unknown }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => `${v.id}: ${JSON.stringify(v.nodes.map((n) => n.target))}`);
  });
}
