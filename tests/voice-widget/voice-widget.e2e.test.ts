/**
 * `<voice-widget>` in Chromium against the local platform: chat lead capture
 * in es and he to the recap card, hybrid chat → call → typing during the call
 * → hang up with one history, the Hebrew partner page's voice and text with
 * the same assistant, consent before any request, themes, and axe collapsed
 * and expanded. The widget in its page (resume, focus, layout, one call per
 * page, cleanup) is in page-life.e2e.test.ts.
 */
import { describe, expect, it } from 'vitest';

import { axeViolations } from '../support/panel.ts';
import { events, expand, say, useWidgetPage, w } from '../support/widget-page.ts';

const widget = useWidgetPage();
const open = widget.open;

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
      // The platform also offers quick replies (show_quick_replies): the lead is the capture_lead call.
      const tool = recorded.find(
        (e) => e.type === 'voice-tool-call' && e.detail['name'] === 'capture_lead',
      );
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
