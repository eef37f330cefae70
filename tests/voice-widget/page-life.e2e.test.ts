/**
 * `<voice-widget>` in its page, in Chromium against the local platform: a
 * reload resumes the chat and 'new conversation' clears it, the focus trap and
 * Escape, the full-screen sheet under 640 px, the Hebrew partner page (one
 * script, bottom-left, no React before interaction), one live call per page, a
 * denied microphone in hybrid mode, two widgets on one page, and the cleanup
 * when the widget or the page goes away.
 */
import { describe, expect, it } from 'vitest';

import { startCall } from '../support/panel.ts';
import { events, expand, say, useWidgetPage, w } from '../support/widget-page.ts';

const widget = useWidgetPage();
const open = widget.open;

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
    // The launcher is not shown (so not focusable) until its label's texts arrive.
    await w(page, 'launcher').waitFor();
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
    const context = await widget.newContext();
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${widget.platform.url}partner.html`);
    await w(page, 'launcher').waitFor();
    expect(await page.locator('script').count()).toBe(1);
    // The launcher's texts come with the page language's short chunk (chunks/lang-he.js).
    await expect.poll(() => w(page, 'launcher').innerText()).toBe('לדבר עם סופיה');
    const box = (await w(page, 'launcher').boundingBox())!;
    const width = page.viewportSize()!.width;
    expect(box.x).toBeLessThan(40);
    expect(box.x + box.width).toBeLessThan(width / 2);
    await page.waitForLoadState('networkidle');
    // The entry, the page language's launcher texts and the launcher's optional chunk (the
    // partner page sets a teaser and an avatar).
    expect(scripts.filter((s) => s.endsWith('.js')).length).toBeLessThanOrEqual(3);
    expect(
      scripts.every(
        (s) =>
          s === '/voice-widget.js' ||
          s.startsWith('/chunks/voice-widget-') ||
          s.startsWith('/chunks/launcher-extras-') ||
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
    const denying = await widget.launchDenying();
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
    const call = async (): Promise<{ status: string; endedReason?: string }> => {
      const res = await fetch(`${widget.platform.url}api/call/${callId}`, {
        headers: { Authorization: `Bearer ${widget.platform.publicKey}` },
      });
      return (await res.json()) as { status: string; endedReason?: string };
    };
    const status = async (): Promise<string> => (await call()).status;
    expect(await status()).not.toBe('ended');
    // The page's own pagehide, then the navigation: whether Chromium runs a page's pagehide during a
    // cross-process navigation is its business (when it does not, as for a killed tab, the platform's
    // grace window ends the call: docs/voice-client.md "Reconnect policy"); what is tested is what the widget does on it.
    await page.evaluate(() =>
      dispatchEvent(new PageTransitionEvent('pagehide', { persisted: false })),
    );
    await page.goto('about:blank');
    // Told apart from the platform's timeout by the reason, not by a clock: the grace window would end it
    // `connection-lost` (20 s on); the ceiling only catches a hang.
    await expect.poll(status, { timeout: 30_000 }).toBe('ended');
    expect((await call()).endedReason).toBe('customer-ended-call');
  });
});
