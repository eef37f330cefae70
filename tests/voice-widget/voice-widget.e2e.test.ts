/**
 * `<voice-widget>` in Chromium against the local platform: chat
 * lead capture in es and he to the recap card, hybrid chat → call → typing
 * during the call → hang up with one history, reload resume and 'new
 * conversation', focus trap and Escape, the mobile full-screen sheet, the
 * Hebrew partner page (bottom-left, one script, no React before
 * interaction), one live call per page, and axe collapsed and expanded.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatform, type RunningPlatform } from '../../server/index.ts';
import { axeViolations, launchWithCaller, startCall } from '../support/panel.ts';
import { ONE_ADDRESS_ADMISSION, ONE_ADDRESS_CHAT_LIMITS } from '../support/server.ts';

let platform: RunningPlatform;
let dir = '';
const browsers: Browser[] = [];
const SILENT = [{ silenceS: 180 }];
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'voice-widget-'));
  // One browser address for every test: per-address limits lifted.
  platform = await startPlatform({
    port: 0,
    admission: ONE_ADDRESS_ADMISSION,
    chatLimits: ONE_ADDRESS_CHAT_LIMITS,
  });
  await platform.ready;
  browser = await launchWithCaller(dir, 'silent', SILENT, browsers);
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

interface Rec {
  type: string;
  detail: Record<string, unknown>;
}

/** Opens `path` with a recorder of the widget's events; returns the page and its console errors. */
async function open(
  path = '',
  options: BrowserContextOptions = {},
  on: Browser = browser,
): Promise<{ page: Page; errors: string[] }> {
  const context = await on.newContext(options);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const events: { type: string; detail: unknown }[] = [];
    (window as unknown as { __w: typeof events }).__w = events;
    for (const type of [
      'voice-widget-toggle',
      'voice-chat-message',
      'voice-tool-call',
      'voice-call-start',
      'voice-call-start-success',
      'voice-call-end',
      'voice-call-report',
      'voice-error',
    ]) {
      document.addEventListener(type, (e) =>
        events.push({ type, detail: (e as CustomEvent).detail }),
      );
    }
  });
  await page.goto(`${platform.url}${path}`);
  return { page, errors };
}

const events = (page: Page): Promise<Rec[]> =>
  page.evaluate(() => (window as unknown as { __w: Rec[] }).__w);
const w = (page: Page, name: string) => page.locator(`voice-widget [part~="${name}"]`);

async function expand(page: Page): Promise<void> {
  await w(page, 'launcher').click();
  await w(page, 'sheet').waitFor({ timeout: 10_000 });
}

/** Sends `text` in the sheet and waits until the reply to it is complete. */
async function say(page: Page, text: string): Promise<void> {
  const before = (await events(page)).filter(
    (e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant',
  ).length;
  await w(page, 'message-input').fill(text);
  await w(page, 'message-input').press('Enter');
  await expect
    .poll(
      async () =>
        (await events(page)).filter(
          (e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant',
        ).length,
      { timeout: 10_000 },
    )
    .toBe(before + 1);
}

describe('chat-only lead capture', () => {
  it.each([
    {
      lang: 'es',
      path: '',
      answers: [
        'hola',
        '<b>Me llamo</b> Carlos',
        'Me llamo Carlos',
        '612 345 678',
        'Atender mejor a mis clientes',
        'sí', // to the clarifying question (the need names no solution): taken as it is
        'sí',
      ],
      name: 'Carlos',
      phone: '+34612345678',
      title: 'Resultado de tu conversación',
    },
    {
      lang: 'he',
      path: 'partner.html',
      // 'כן' twice: to the clarifying question (the need names no solution), then to the read-back.
      answers: ['שלום', 'שמי דני', '052-555-0147', 'שירות טוב יותר ללקוחות', 'כן', 'כן'],
      name: 'דני',
      phone: '+972525550147',
      title: 'תוצאות השיחה בכתב',
    },
  ])(
    '$lang: typed answers stream in, capture_lead fires, the recap card shows',
    async ({ path, answers, name, phone, title }) => {
      const { page, errors } = await open(path);
      await page.evaluate(() =>
        document.querySelector('voice-widget')!.setAttribute('mode', 'chat'),
      );
      await expand(page);
      expect(await w(page, 'call-button').count()).toBe(0); // chat mode: no call controls
      for (const answer of answers) await say(page, answer);
      const recap = w(page, 'recap');
      await expect.poll(() => recap.isVisible()).toBe(true);
      expect(await recap.innerText()).toContain(title);
      expect(await recap.innerText()).toContain(name);
      expect(await recap.innerText()).toContain(phone);
      const recorded = await events(page);
      const tool = recorded.find((e) => e.type === 'voice-tool-call');
      expect(tool?.detail).toMatchObject({ name: 'capture_lead', arguments: { name, phone } });
      const messages = recorded.filter((e) => e.type === 'voice-chat-message');
      expect(messages).toHaveLength(answers.length * 2);
      const sessionIds = new Set(messages.slice(1).map((m) => m.detail['sessionId']));
      expect(sessionIds.size).toBe(1); // one session throughout
      // Markup typed by the visitor is text, never elements.
      expect(
        await page.evaluate(() =>
          document.querySelector('voice-widget')!.shadowRoot!.querySelector('.vw-log b'),
        ),
      ).toBeNull();
      expect(errors).toEqual([]);
    },
  );
});

describe('hybrid: one history across chat and a voice call', () => {
  it('chat, call, type during the call (the call goes on), hang up, chat again', async () => {
    const { page, errors } = await open();
    await expand(page);
    await say(page, 'Me llamo Carlos');
    await w(page, 'call-button').click();
    // Connected: the field now goes into the call.
    await expect
      .poll(() => w(page, 'message-input').getAttribute('placeholder'), { timeout: 20_000 })
      .toBe('Escribe durante la llamada…');
    await expect
      .poll(
        () => page.locator('voice-widget [data-via="voice"][part~="live-line-assistant"]').count(),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    await w(page, 'message-input').fill('Me llamo Lucía');
    await w(page, 'message-input').press('Enter');
    await expect
      .poll(
        () =>
          page
            .locator('voice-widget [data-via="voice"][part~="live-line-assistant"]')
            .allInnerTexts(),
        { timeout: 15_000 },
      )
      .toContainEqual(expect.stringContaining('Lucía'));
    expect((await events(page)).filter((e) => e.type === 'voice-call-end')).toHaveLength(0);
    await w(page, 'call-button').click(); // hang up
    await expect
      .poll(async () => (await events(page)).filter((e) => e.type === 'voice-call-report').length, {
        timeout: 10_000,
      })
      .toBe(1);
    // History: the chat lines and the call's lines, in one log. The report event goes out
    // before the sheet folds the call's lines into the history, so wait for them.
    await expect
      .poll(() => page.locator('voice-widget [data-via="voice"][data-status="done"]').count(), {
        timeout: 5_000,
      })
      .toBeGreaterThan(1);
    expect(await w(page, 'live-transcript').innerText()).toContain('Me llamo Lucía');
    expect(await w(page, 'live-transcript').innerText()).toContain('Me llamo Carlos');
    await say(page, '612 345 678'); // back to the chat, same history
    expect(await w(page, 'live-transcript').innerText()).toContain('Me llamo Lucía');
    expect(errors).toEqual([]);
  });
});

describe('the partner page gives voice and text with the same assistant (he)', () => {
  it('a Hebrew chat answer, then a Hebrew voice call with a typed answer during it', async () => {
    const { page, errors } = await open('partner.html');
    await expand(page);
    await say(page, 'שמי דני');
    expect(await w(page, 'live-transcript').innerText()).toContain('דני');
    await w(page, 'call-button').click();
    await expect
      .poll(
        () => page.locator('voice-widget [data-via="voice"][part~="live-line-assistant"]').count(),
        { timeout: 20_000 },
      )
      .toBeGreaterThan(0);
    expect(
      await page
        .locator('voice-widget [data-via="voice"][part~="live-line-assistant"]')
        .first()
        .innerText(),
    ).toMatch(/[\u0590-\u05FF]/);
    await w(page, 'message-input').fill('שמי רונית');
    await w(page, 'message-input').press('Enter');
    await expect
      .poll(
        () =>
          page
            .locator('voice-widget [data-via="voice"][part~="live-line-assistant"]')
            .allInnerTexts(),
        { timeout: 15_000 },
      )
      .toContainEqual(expect.stringContaining('רונית'));
    await w(page, 'call-button').click();
    await expect
      .poll(async () => (await events(page)).filter((e) => e.type === 'voice-call-report').length, {
        timeout: 10_000,
      })
      .toBe(1);
    expect(errors).toEqual([]);
  });
});

describe('resume, new conversation, focus and layout', () => {
  it('a reload restores the chat; new conversation clears it', async () => {
    const { page } = await open();
    await expand(page);
    await say(page, 'Me llamo Ana');
    await page.reload();
    await expand(page);
    expect(await w(page, 'live-transcript').innerText()).toContain('Me llamo Ana');
    await say(page, '612 345 678'); // the same session goes on
    expect(await w(page, 'live-transcript').innerText()).toMatch(/612 345 678/);
    await w(page, 'new-conversation').click();
    await expect.poll(() => w(page, 'live-transcript').innerText()).not.toContain('Me llamo Ana');
    await page.reload();
    await expand(page);
    expect(await w(page, 'live-transcript').innerText()).not.toContain('Me llamo Ana');
  });

  it('keyboard: Enter opens, Tab stays inside, Escape closes and focus returns to the launcher', async () => {
    const { page } = await open();
    await w(page, 'launcher').focus();
    await page.keyboard.press('Enter');
    await w(page, 'sheet').waitFor();
    expect(
      await page.evaluate(() => document.querySelector('voice-widget')!.hasAttribute('open')),
    ).toBe(true);
    const inside = () =>
      page.evaluate(() => {
        const root = document.querySelector('voice-widget')!.shadowRoot!;
        const sheet = root.querySelector('[part~="sheet"]');
        return !!sheet && !!root.activeElement && sheet.contains(root.activeElement);
      });
    await expect.poll(inside).toBe(true);
    for (let i = 0; i < 10; i++) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await inside()).toBe(true);
    }
    // The host page behind stays scrollable on desktop.
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
    await page.keyboard.press('Escape');
    await expect.poll(() => w(page, 'sheet').count()).toBe(0);
    expect(
      await page.evaluate(() =>
        document.querySelector('voice-widget')!.shadowRoot!.activeElement?.getAttribute('part'),
      ),
    ).toBe('launcher');
    expect(
      await page.evaluate(() => document.querySelector('voice-widget')!.hasAttribute('open')),
    ).toBe(false);
    expect(
      (await events(page))
        .filter((e) => e.type === 'voice-widget-toggle')
        .map((e) => e.detail['open']),
    ).toEqual([true, false]);
    // The attribute works the other way too.
    await page.evaluate(() => document.querySelector('voice-widget')!.setAttribute('open', ''));
    await w(page, 'sheet').waitFor();
  });

  it('under 640 px the sheet is full-screen and the page behind does not scroll', async () => {
    const { page } = await open('', {
      viewport: { width: 390, height: 760 },
      isMobile: true,
      hasTouch: true,
    });
    await expand(page);
    const box = await w(page, 'sheet').boundingBox();
    expect(box).toMatchObject({ x: 0, y: 0, width: 390, height: 760 });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    await w(page, 'close').click();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe(
      'hidden',
    );
  });

  it('partner.html: one script, Hebrew, launcher at bottom-left, no React before interaction', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${platform.url}partner.html`);
    await w(page, 'launcher').waitFor();
    expect(await page.locator('script').count()).toBe(1);
    // The launcher's texts come with the page language's short chunk (chunks/lang-he.js).
    await expect.poll(() => w(page, 'launcher').innerText()).toBe('לדבר עם סופיה');
    const box = (await w(page, 'launcher').boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeLessThan(40);
    expect(box.x + box.width).toBeLessThan(width / 2);
    await page.waitForLoadState('networkidle');
    // The entry, the launcher's chunk and the page language's launcher texts.
    expect(scripts.filter((s) => s.endsWith('.js')).length).toBeLessThanOrEqual(3);
    expect(
      scripts.every(
        (s) =>
          s === '/voice-widget.js' ||
          s.startsWith('/chunks/voice-widget-') ||
          s === '/chunks/lang-he.js',
      ),
    ).toBe(true);
    await expand(page);
    const sheet = (await w(page, 'sheet').boundingBox())!;
    expect(sheet.x).toBeLessThan(40); // the sheet opens on the same side
    await context.close();
  });

  it("one live call per page: a call from the widget ends the demo button's call as superseded", async () => {
    const { page } = await open();
    await startCall(page);
    await expand(page);
    await w(page, 'call-button').click();
    await expect
      .poll(
        async () =>
          (await events(page))
            .filter((e) => e.type === 'voice-call-report')
            .map((e) => e.detail['endedReason']),
        { timeout: 15_000 },
      )
      .toContain('superseded');
    await expect
      .poll(() => w(page, 'call-button').getAttribute('data-status'), { timeout: 20_000 })
      .not.toBe('connecting');
    expect(
      await page
        .locator('voice-demo voice-call-button button.call-button')
        .getAttribute('data-status'),
    ).toBe('idle');
  });

  it("microphone denied in hybrid: the guided error offers 'write instead', which goes back to the chat", async () => {
    const denying = await launchWithCaller(dir, 'denied', 'prompt', browsers);
    const { page } = await open('', {}, denying);
    await expand(page);
    await say(page, 'Me llamo Carlos');
    await w(page, 'call-button').click();
    const alert = w(page, 'call-error');
    await expect.poll(() => alert.isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await alert.innerText()).toMatch(/micrófono/);
    expect(
      (await events(page)).some(
        (e) => e.type === 'voice-error' && e.detail['type'] === 'microphone-permission-denied',
      ),
    ).toBe(true);
    await w(page, 'write-instead').click();
    await expect.poll(() => alert.count()).toBe(0);
    expect(
      await page.evaluate(() =>
        document.querySelector('voice-widget')!.shadowRoot!.activeElement?.getAttribute('part'),
      ),
    ).toBe('message-input');
    await say(page, '612 345 678');
    expect(await w(page, 'live-transcript').innerText()).toContain('Me llamo Carlos');
  });
});

describe('consent (require-consent)', () => {
  it('nothing reaches the platform before acceptance; the typed text waits and is sent on accept', async () => {
    const { page } = await open();
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/api/')) posts.push(new URL(r.url()).pathname);
    });
    await page.evaluate(() =>
      document.querySelector('voice-widget')!.setAttribute('require-consent', ''),
    );
    await expand(page);
    await w(page, 'message-input').fill('Me llamo Ana');
    await w(page, 'message-input').press('Enter');
    await w(page, 'consent').waitFor();
    expect(posts).toEqual([]);
    await page.keyboard.press('Escape'); // declines; the sheet stays open and the text stays
    await expect.poll(() => w(page, 'consent').count()).toBe(0);
    expect(await w(page, 'sheet').count()).toBe(1);
    expect(await w(page, 'message-input').inputValue()).toBe('Me llamo Ana');
    expect(posts).toEqual([]);
    await w(page, 'message-input').press('Enter');
    await w(page, 'consent-accept').click();
    await expect
      .poll(
        async () => (await events(page)).filter((e) => e.type === 'voice-chat-message').length,
        { timeout: 10_000 },
      )
      .toBe(2);
    expect(posts).toEqual(['/api/chat/web']);
    expect(await w(page, 'message-input').inputValue()).toBe('');
  });
});

describe('independence and cleanup (bad input)', () => {
  it('two widgets on one page keep their own chats', async () => {
    const { page, errors } = await open('partner.html');
    await page.evaluate(() => {
      const second = document.createElement('voice-widget');
      for (const name of ['public-key', 'assistant-id', 'api-url'])
        second.setAttribute(name, document.querySelector('voice-widget')!.getAttribute(name)!);
      second.id = 'second';
      second.setAttribute('position', 'bottom-start');
      second.setAttribute('lang', 'he');
      document.body.append(second);
    });
    const first = page.locator('voice-widget:not(#second)');
    const second = page.locator('voice-widget#second');
    await first.locator('[part~="launcher"]').click();
    await first.locator('[part~="message-input"]').fill('שמי דני');
    await first.locator('[part~="message-input"]').press('Enter');
    await expect
      .poll(
        async () =>
          (await events(page)).filter(
            (e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant',
          ).length,
      )
      .toBe(1);
    await second.locator('[part~="launcher"]').click();
    await second.locator('[part~="sheet"]').waitFor();
    expect(await second.locator('[part~="live-transcript"]').innerText()).not.toContain('דני');
    expect(await first.locator('[part~="live-transcript"]').innerText()).toContain('דני');
    expect(errors).toEqual([]);
  });

  it('removing the widget while a reply streams aborts the request; nothing is left running', async () => {
    const { page } = await open();
    await expand(page);
    const failed: string[] = [];
    page.on('requestfailed', (r) => failed.push(new URL(r.url()).pathname));
    // Hold the reply back so that it is still streaming when the element goes.
    await page.route('**/api/chat/web', async (route) => {
      await new Promise((r) => setTimeout(r, 500));
      await route.continue().catch(() => undefined);
    });
    await w(page, 'message-input').fill('hola');
    await w(page, 'message-input').press('Enter');
    await page.waitForTimeout(100);
    await page.evaluate(() => document.querySelector('voice-widget')!.remove());
    await page.waitForTimeout(1500);
    const recorded = await events(page);
    expect(
      recorded.filter((e) => e.type === 'voice-chat-message').map((e) => e.detail['role']),
    ).toEqual(['user']);
    expect(failed).toContain('/api/chat/web');
  });

  it("leaving the page ends a live call at once (pagehide), not at the platform's timeout", async () => {
    const { page } = await open();
    await expand(page);
    await w(page, 'call-button').click();
    await expect
      .poll(async () => (await events(page)).some((e) => e.type === 'voice-call-start'), {
        timeout: 20_000,
      })
      .toBe(true);
    const callId = String(
      (await events(page)).find((e) => e.type === 'voice-call-start-success')?.detail['callId'],
    );
    const status = async (): Promise<string> => {
      const res = await fetch(`${platform.url}api/call/${callId}`, {
        headers: { Authorization: `Bearer ${platform.publicKey}` },
      });
      return ((await res.json()) as { status: string }).status;
    };
    expect(await status()).not.toBe('ended');
    const left = Date.now();
    // The page's own pagehide, then the navigation: whether Chromium runs a page's pagehide during a
    // cross-process navigation is its business (when it does not, as for a killed tab, the platform's
    // grace window ends the call: docs/voice-client.md "Reconnect policy"); what is tested is what the widget does on it.
    await page.evaluate(() =>
      dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    await page.goto('about:blank');
    await expect.poll(status, { timeout: 5000 }).toBe('ended');
    expect(Date.now() - left).toBeLessThan(5000);
  });
});

describe('themes', () => {
  it("auto follows prefers-color-scheme; theme forces one; the host's custom properties win", async () => {
    const { page } = await open('partner.html', { colorScheme: 'dark' });
    await expand(page);
    const background = () =>
      w(page, 'sheet').evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(await background()).toBe('rgb(15, 23, 42)'); // dark, from the system
    expect(await axeViolations(page)).toEqual([]);
    await page.evaluate(() =>
      document.querySelector('voice-widget')!.setAttribute('theme', 'light'),
    );
    await expect.poll(background).toBe('rgb(255, 255, 255)');
    await page.evaluate(() =>
      document
        .querySelector('voice-widget')!
        .style.setProperty('--voice-widget-bg', 'rgb(250, 240, 230)'),
    );
    await expect.poll(background).toBe('rgb(250, 240, 230)');
  });
});

describe('accessibility (axe)', () => {
  it.each([
    ['demo page, light', '', 'light'],
    ['partner page, dark', 'partner.html', 'dark'],
  ])('%s: 0 violations collapsed and expanded', async (_name, path, theme) => {
    const { page } = await open(path);
    await page.evaluate(
      (t) => document.querySelector('voice-widget')!.setAttribute('theme', t),
      theme,
    );
    expect(await axeViolations(page)).toEqual([]);
    await expand(page);
    await say(page, 'hola');
    expect(await axeViolations(page)).toEqual([]);
  });
});
