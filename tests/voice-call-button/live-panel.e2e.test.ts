/**
 * The live conversation panel in Chromium against the local platform
 * (docs/elements/voice-call-button.md "The live conversation panel"): typed Spanish and Hebrew flows to a captured lead, the recap
 * card and its download; mute; a denied microphone with guidance and a retry
 * that works once allowed; an unreachable platform and a bad key; consent
 * accept and decline; axe in the panel's states.
 */
import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { BRISK_WPM, briskAssistants } from '../../scripts/lib/assistants.ts';
import { useLocalPlatform } from '../support/local-platform.ts';
import {
  assistantLines,
  axeViolations,
  launchWithCaller,
  openPage,
  part,
  recorded,
  startCall,
  type,
} from '../support/panel.ts';

const SILENT = [{ silenceS: 180 }];

// Sofía speaking faster: the typed calls wait on each of her lines.
const rig = useLocalPlatform('live-panel', {
  assistants: (dir) => briskAssistants(BRISK_WPM, dir),
});

describe('typed conversation to a captured lead', () => {
  // Spanish and Hebrew at the same time: each call mostly waits on real-time speech.
  it.concurrent.for([
    {
      lang: 'es',
      // Markup typed by the visitor is shown as text and re-asked, never rendered.
      answers: [
        '<img src=x onerror="window.__pwned=1">',
        'Me llamo Carlos',
        '612 345 678',
        'Atender mejor a mis clientes',
        'sí', // to the clarifying question (the need names no solution): taken as it is
        'sí',
        'no, gracias',
        'adiós',
      ],
      name: 'Carlos',
      phone: '+34612345678',
      status: 'Datos registrados',
      you: 'Tú',
    },
    {
      lang: 'he',
      // 'כן' twice: to the clarifying question (the need names no solution), then to the read-back.
      answers: [
        'שמי דני',
        '052-555-0147',
        'שירות טוב יותר ללקוחות',
        'כן',
        'כן',
        'לא, תודה',
        'להתראות',
      ],
      name: 'דני',
      phone: '+972525550147',
      status: 'הפרטים נרשמו',
      you: 'את/ה',
    },
  ])(
    '$lang: typed answers, transcript, tool call, recap and .txt download',
    async ({ lang, answers, name, phone, status, you }, { expect }) => {
      const browser = await launchWithCaller(rig.dir, `typed-${lang}`, SILENT, rig.browsers);
      const { page, errors } = await openPage(
        browser,
        `${rig.platform.url}${lang === 'he' ? '?lang=he' : ''}`,
      );
      await startCall(page);
      await expect.poll(() => assistantLines(page), { timeout: 15_000 }).toBe(1);
      if (lang === 'es') {
        // The microphone stays silent: after 8 s of the call the hint says so.
        await expect.poll(() => part(page, 'mic-hint').isVisible(), { timeout: 15_000 }).toBe(true);
      }
      for (const [i, answer] of answers.entries()) {
        await type(page, answer);
        // The typed entry shows at once; the reply shows when its audio starts.
        await expect
          .poll(() => part(page, 'live-line-user').last().textContent())
          .toContain(answer);
        await expect.poll(() => assistantLines(page), { timeout: 30_000 }).toBe(i + 2);
        expect(await part(page, 'message-input').inputValue()).toBe('');
      }
      // The assistant ends the call after the goodbye; the recap stays.
      await expect.poll(() => part(page, 'recap').isVisible(), { timeout: 30_000 }).toBe(true);
      const recap = (await part(page, 'recap').textContent()) ?? '';
      expect(recap).toContain(name);
      expect(recap).toContain(phone);
      expect(recap).toContain(status);
      expect(await part(page, 'recap').locator('bdi[dir="ltr"]', { hasText: phone }).count()).toBe(
        1,
      );

      const events = await recorded(page);
      // The quick replies the clarifying question and the read-back offer are the quick-reply tests' own.
      const tools = events
        .filter((e) => e.type === 'voice-tool-call')
        .map((e) => e.detail as { name: string; arguments: Record<string, string> })
        .filter((t) => t.name !== 'show_quick_replies');
      expect(tools).toHaveLength(1);
      expect(tools[0]).toMatchObject({ name: 'capture_lead', arguments: { name, phone } });
      const reports = events
        .filter((e) => e.type === 'voice-call-report')
        .map(
          (e) =>
            e.detail as {
              endedReason: string;
              lead: unknown;
              transcript: { role: string; text: string }[];
              durationS: number;
              callId: string;
            },
        );
      expect(reports).toHaveLength(1);
      expect(reports[0]).toMatchObject({
        endedReason: 'assistant-ended-call',
        lead: { name, phone },
      });
      expect(reports[0]!.callId).not.toBe('');
      expect(reports[0]!.durationS).toBeGreaterThan(10);
      expect(reports[0]!.transcript.filter((l) => l.role === 'user').map((l) => l.text)).toEqual(
        answers,
      );
      expect(reports[0]!.transcript.filter((l) => l.role === 'assistant')).toHaveLength(
        answers.length + 1,
      );

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        part(page, 'recap-download').click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^call-\d{4}-\d{2}-\d{2}-\d{4}\.txt$/);
      const text = await readFile((await download.path())!, 'utf8');
      expect(text).toContain(`] ${you}: ${answers[0]}`);
      expect(text).toMatch(/\[00:0\d\] (Sofía|סופיה): /);
      expect(text.trim().split('\r\n')).toHaveLength(2 + answers.length * 2 + 1);

      expect(await axeViolations(page)).toEqual([]); // after the call
      expect(await part(page, 'live-panel').locator('img').count()).toBe(0);
      expect(
        await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned),
      ).toBeUndefined();
      expect(events.filter((e) => e.type === 'voice-error')).toEqual([]);
      expect(errors).toEqual([]);
    },
  );
});

describe('mute', () => {
  it('while muted the platform hears nothing although the microphone speaks; unmuted it hears again', async () => {
    const speech = 'Hola, estoy hablando sin parar para comprobar el silencio del micrófono.';
    // About a minute of speech: the unmute still finds the caller talking when the call was slow to start.
    const browser = await launchWithCaller(
      rig.dir,
      'mute',
      [
        { silenceS: 2 },
        ...Array.from({ length: 12 }, () => ({ silenceS: 0.3, text: speech })),
        { silenceS: 60 },
      ],
      rig.browsers,
    );
    const { page, errors } = await openPage(browser, rig.platform.url);
    await page.locator('voice-demo voice-call-button button.call-button').click();
    await expect.poll(() => part(page, 'mute').isVisible(), { timeout: 15_000 }).toBe(true);
    await part(page, 'mute').click();
    await expect.poll(() => part(page, 'mute').getAttribute('aria-pressed')).toBe('true'); // rendered on the next frame
    const mutedAt = await page.evaluate(() => performance.now());
    await page.waitForTimeout(9000); // the caller talks from 2 s on
    expect(await part(page, 'level-mic').getAttribute('aria-valuenow')).toBe('0.00');
    let events = await recorded(page);
    const userSpeech = (from: number) =>
      events.filter(
        (e) =>
          e.type === 'voice-message' &&
          e.t > from &&
          (e.detail as { type: string; role: string }).type === 'speech-update' &&
          (e.detail as { role: string }).role === 'user',
      );
    expect(userSpeech(mutedAt + 200)).toEqual([]);
    expect(events.filter((e) => e.type === 'voice-mute-change').map((e) => e.detail)).toEqual([
      { muted: true, talkMode: 'open' },
    ]);

    await part(page, 'mute').click();
    const unmutedAt = await page.evaluate(() => performance.now());
    await expect
      .poll(
        async () => {
          events = await recorded(page);
          return userSpeech(unmutedAt).length;
        },
        { timeout: 15_000 },
      )
      .toBeGreaterThan(0);
    // Sound arrived: the microphone meter moves and the 'we can't hear you' hint is gone.
    await expect
      .poll(async () => Number(await part(page, 'level-mic').getAttribute('aria-valuenow')), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0.02);
    expect(await part(page, 'mic-hint').count()).toBe(0);
    // Switching the microphone mid-call keeps the call (Chromium's fake device offers several inputs).
    const options = await part(page, 'mic-select').locator('option:not([disabled])').count();
    expect(options).toBeGreaterThan(1);
    await part(page, 'mic-select').selectOption({ index: 2 });
    await page.waitForTimeout(1500);
    expect(await part(page, 'message-input').isEnabled()).toBe(true);
    expect(
      (await recorded(page)).filter((e) => e.type === 'voice-error' || e.type === 'voice-call-end'),
    ).toEqual([]);
    expect(await axeViolations(page)).toEqual([]); // in a call
    expect(errors).toEqual([]);
  });
});

describe('visible, guided errors', () => {
  it('a denied microphone shows how to allow it in Chromium; retry works once allowed', async () => {
    const browser = await launchWithCaller(rig.dir, 'denied', 'prompt', rig.browsers);
    const context = await browser.newContext();
    const { page, errors } = await openPage(context, rig.platform.url);
    await page.locator('voice-demo voice-call-button button.call-button').click();
    await expect.poll(() => part(page, 'call-error').isVisible(), { timeout: 20_000 }).toBe(true);
    expect(await part(page, 'call-error').getAttribute('role')).toBe('alert');
    expect(await part(page, 'call-error').textContent()).toContain(
      'Pulsa el icono del candado junto a la dirección',
    );
    expect(await axeViolations(page)).toEqual([]); // error state
    const error = (await recorded(page)).find((e) => e.type === 'voice-error')!.detail as {
      type: string;
    };
    expect(error.type).toBe('microphone-permission-denied');

    await context.grantPermissions(['microphone'], { origin: rig.platform.url.replace(/\/$/, '') });
    await part(page, 'call-retry').click();
    await expect
      .poll(
        () =>
          part(page, 'message-input')
            .isEnabled()
            .catch(() => false),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(await part(page, 'call-error').count()).toBe(0);
    expect(errors.filter((e) => !e.startsWith('[voice-widgets] Live call error'))).toEqual([]);
  });

  it('an unreachable platform and a bad key each say what to do, in the page language', async () => {
    const browser = await launchWithCaller(rig.dir, 'unreachable', SILENT, rig.browsers);
    const { page } = await openPage(browser, `${rig.platform.url}?lang=he`);
    await page.route('**/api/call/web', (route) => route.abort('connectionrefused'));
    await page.locator('voice-demo voice-call-button button.call-button').click();
    await expect
      .poll(() => part(page, 'call-error').textContent(), { timeout: 20_000 })
      .toContain('אין חיבור לשירות השיחות');
    await page.unroute('**/api/call/web');
    await page.evaluate(() =>
      document.querySelector('voice-demo')!.setAttribute('public-key', 'not-the-key'),
    );
    await part(page, 'call-retry').click();
    await expect
      .poll(() => part(page, 'call-error').textContent(), { timeout: 20_000 })
      .toContain('מפתח ציבורי לא תקין');
    const types = (await recorded(page))
      .filter((e) => e.type === 'voice-error')
      .map((e) => (e.detail as { type: string }).type);
    expect(types).toEqual(['web-call-creation-error', 'web-call-creation-error']);
    // The visitor never sees raw error text.
    expect(await part(page, 'call-error').textContent()).not.toMatch(/401|Error|\{/);
  });
});

describe('consent', () => {
  const HOST = '#consent-button';

  it('asks before any request; Escape declines; acceptance is remembered', async () => {
    const browser = await launchWithCaller(rig.dir, 'consent', SILENT, rig.browsers);
    const { page, errors } = await openPage(browser, rig.platform.url);
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/call/web')) posts.push(r.url());
    });
    await page.evaluate(() => {
      const el = document.createElement('voice-call-button');
      el.id = 'consent-button';
      for (const [k, v] of Object.entries({
        'public-key': 'local-demo-key',
        'assistant-id': 'sofia',
        'api-url': '/api',
        lang: 'es',
        'require-consent': '',
      }))
        el.setAttribute(k, v);
      document.body.prepend(el);
    });
    const button = page.locator(`${HOST} button.call-button`);
    await button.click();
    await expect.poll(() => part(page, 'consent', HOST).isVisible()).toBe(true);
    // Focus is inside the dialog.
    expect(
      await page.evaluate(() =>
        document.querySelector('#consent-button')!.shadowRoot!.activeElement?.getAttribute('part'),
      ),
    ).toBe('consent-accept');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await expect.poll(() => part(page, 'consent', HOST).count()).toBe(0);
    expect(await button.getAttribute('data-status')).toBe('idle');
    expect(posts).toEqual([]);

    await button.click();
    await part(page, 'consent-accept', HOST).click();
    await expect
      .poll(
        () =>
          part(page, 'message-input', HOST)
            .isEnabled()
            .catch(() => false),
        { timeout: 20_000 },
      )
      .toBe(true);
    expect(posts).toHaveLength(1);
    expect(await page.evaluate(() => localStorage.getItem('voice-widgets:consent:sofia'))).toMatch(
      /^\d{4}-/,
    );
    await button.click(); // hang up
    await expect.poll(() => button.getAttribute('data-status')).toBe('idle');
    await button.click(); // remembered: no dialog
    await expect.poll(() => posts.length, { timeout: 10_000 }).toBe(2);
    expect(await part(page, 'consent', HOST).count()).toBe(0);
    const consent = (await recorded(page))
      .filter((e) => e.type === 'voice-consent-change')
      .map((e) => e.detail);
    expect(consent).toEqual([{ accepted: false }, { accepted: true }]);
    expect(errors).toEqual([]);
  });
});
