/**
 * The `<voice-widget>` browser tests' fixture: a local platform (per-address
 * limits lifted: every page comes from one address) and a Chromium whose fake
 * microphone is silent, both started in `beforeAll` and closed in `afterAll`
 * of the file that calls {@link useWidgetPage}; pages that record the
 * widget's events; and locators into its parts.
 */
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { beforeAll, expect } from 'vitest';

import type { RunningPlatform } from '../../server/index.ts';
import { useLocalPlatform } from './local-platform.ts';
import { launchWithCaller } from './panel.ts';

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
  const rig = useLocalPlatform('voice-widget');
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchWithCaller(rig.dir, 'silent', [{ silenceS: 180 }], rig.browsers);
  });
  const started = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('the widget page fixture is used before beforeAll');
    return value;
  };
  return {
    get platform() {
      return rig.platform;
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
      await page.goto(`${rig.platform.url}${path}`);
      return { page, errors };
    },
    launchDenying: () => launchWithCaller(rig.dir, 'denied', 'prompt', rig.browsers),
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
