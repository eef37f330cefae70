/**
 * The `<voice-widget>` browser tests' fixture: a local platform (per-address
 * limits lifted: every page comes from one address) and a Chromium whose fake
 * microphone is silent, both started in `beforeAll` and closed in `afterAll`
 * of the file that calls {@link useWidgetPage}; pages that record the
 * widget's events; and locators into its parts.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';

import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { launchWithCaller } from './panel.ts';
import { ONE_ADDRESS_ADMISSION, ONE_ADDRESS_CHAT_LIMITS } from './server.ts';

/** One recorded widget event. */
export interface WidgetEvent {
  type: string;
  detail: Record<string, unknown>;
}

/** The events the pages of {@link useWidgetPage} record. */
const RECORDED = [
  'voice-widget-toggle',
  'voice-chat-message',
  'voice-tool-call',
  'voice-call-start',
  'voice-call-start-success',
  'voice-call-end',
  'voice-call-report',
  'voice-error',
  'voice-teaser-show',
  'voice-teaser-dismiss',
  'voice-unread-change',
];

/** What {@link useWidgetPage} gives a test file. */
export interface WidgetPage {
  /** The platform, once `beforeAll` has run. */
  readonly platform: RunningPlatform;
  /** Opens `path` (on `on`, default the silent-microphone browser) with the event recorder; returns the page and its console errors. */
  open(
    path?: string,
    options?: BrowserContextOptions,
    on?: Browser,
  ): Promise<{ page: Page; errors: string[] }>;
  /** A new browser whose microphone permission prompt stays unanswered (closed after the file). */
  launchDenying(): Promise<Browser>;
  /** A browser context on the silent-microphone browser. */
  newContext(): ReturnType<Browser['newContext']>;
}

/** Registers the fixture's hooks in the calling file; see the module comment. */
export function useWidgetPage(): WidgetPage {
  let platform: RunningPlatform | undefined;
  let browser: Browser | undefined;
  let dir = '';
  const browsers: Browser[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'voice-widget-'));
    platform = await startPlatform({
      port: 0,
      admission: ONE_ADDRESS_ADMISSION,
      chatLimits: ONE_ADDRESS_CHAT_LIMITS,
    });
    await platform.ready;
    browser = await launchWithCaller(dir, 'silent', [{ silenceS: 180 }], browsers);
  });
  afterAll(async () => {
    await Promise.all(browsers.map((b) => b.close()));
    await platform?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the widget page fixture is used before beforeAll');
    return value;
  };
  return {
    get platform() {
      return started(platform);
    },
    async open(path = '', options = {}, on = started(browser)) {
      const page = await (await on.newContext(options)).newPage();
      const errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(m.text());
      });
      page.on('pageerror', (e) => errors.push(String(e)));
      await page.addInitScript((types) => {
        const events: { type: string; detail: unknown }[] = [];
        (window as unknown as { __w: typeof events }).__w = events;
        for (const type of types)
          document.addEventListener(type, (e) =>
            events.push({ type, detail: (e as CustomEvent).detail }),
          );
      }, RECORDED);
      await page.goto(`${started(platform).url}${path}`);
      return { page, errors };
    },
    launchDenying: () => launchWithCaller(dir, 'denied', 'prompt', browsers),
    newContext: () => started(browser).newContext(),
  };
}

/** The widget events recorded so far on `page`. */
export const events = (page: Page): Promise<WidgetEvent[]> =>
  page.evaluate(() => (window as unknown as { __w: WidgetEvent[] }).__w);

/** A part of the page's `<voice-widget>`. */
export const w = (page: Page, name: string) => page.locator(`voice-widget [part~="${name}"]`);

/** Opens the sheet from the launcher. */
export async function expand(page: Page): Promise<void> {
  await w(page, 'launcher').click();
  await w(page, 'sheet').waitFor({ timeout: 10_000 });
}

const assistantReplies = async (page: Page): Promise<number> =>
  (await events(page)).filter(
    (e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant',
  ).length;

/** Sends `text` in the sheet and waits until the reply to it is complete. */
export async function say(page: Page, text: string): Promise<void> {
  const before = await assistantReplies(page);
  await w(page, 'message-input').fill(text);
  await w(page, 'message-input').press('Enter');
  await expect.poll(() => assistantReplies(page), { timeout: 10_000 }).toBe(before + 1);
}
