/**
 * The demo page as a visitor sees it (docs/behaviour.md §2 layout, §3 fixed data, §4
 * "Language") in Spanish and Hebrew, the invalid-language fallback, and the
 * not-found page.
 */
import { describe, expect, it } from 'vitest';

import { TRANSCRIPT } from '../../src/common/demo/transcript-data.ts';
import { clock, type Tab, useHarness } from '../support/harness.ts';

const h = useHarness();

const HEBREW = /[\u05D0-\u05EA]/;

/** What the page shows of its language and layout direction. */
async function langState(tab: Tab) {
  return tab.page.evaluate(() => {
    const root = document.querySelector('voice-demo')!.shadowRoot!.querySelector('.root')!;
    return {
      htmlLang: document.documentElement.lang,
      htmlDir: document.documentElement.dir,
      rootLang: root.getAttribute('lang'),
      rootDir: root.getAttribute('dir'),
      rootDirection: getComputedStyle(root).direction,
      search: location.search,
      title: document.title,
    };
  });
}

/** Horizontal centres of the header's logo and language toggle, px from the left. */
async function headerLayout(tab: Tab) {
  const logo = await tab.inDemo('.header .logo').boundingBox();
  const toggle = await tab.inDemo('.header .lang-toggle').boundingBox();
  if (!logo || !toggle) throw new Error('logo or toggle not rendered');
  return { logoX: logo.x + logo.width / 2, toggleX: toggle.x + toggle.width / 2 };
}

async function expectSpanish(tab: Tab) {
  expect(await langState(tab)).toMatchObject({
    htmlLang: 'es',
    htmlDir: 'ltr',
    rootLang: 'es',
    rootDir: 'ltr',
    rootDirection: 'ltr',
  });
  await expect.poll(() => tab.inDemo('h1.main-title').textContent()).toContain('Sofía');
  expect(await tab.inDemo('h1.main-title').textContent()).toBe(
    'Escuche cómo Sofía atiende una llamada real',
  );
  expect(await tab.inDemo('.lang-toggle').textContent()).toContain('עברית');
  const { logoX, toggleX } = await headerLayout(tab);
  expect(logoX, 'LTR: logo left of the toggle').toBeLessThan(toggleX);
}

/** The widget itself is in Hebrew and mirrored. */
async function expectHebrewWidget(tab: Tab) {
  expect(await langState(tab)).toMatchObject({
    rootLang: 'he',
    rootDir: 'rtl',
    rootDirection: 'rtl',
  });
  expect(await tab.inDemo('h1.main-title').textContent()).toBe(
    'האזינו איך סופיה עונה לשיחה אמיתית',
  );
  expect(await tab.inDemo('.lang-toggle').textContent()).toContain('Español');
  const texts = await tab.inDemo('.transcript-list .line-text').allTextContents();
  expect(texts).toEqual(TRANSCRIPT.map((l) => l.textHe));
  const badges = await tab.inDemo('.transcript-list .badge').allTextContents();
  expect(badges).toEqual(TRANSCRIPT.map((l) => (l.speaker === 'client' ? 'לקוח' : 'סופיה')));
  expect(await tab.inDemo('.results .section-title').textContent()).toBe('תוצאות השיחה');
  expect(await tab.inDemo('.result--date dd').textContent()).toBe('14/07/2025');
  expect(await tab.inDemo('.result--time dd').textContent()).toBe('11:30');
  const { logoX, toggleX } = await headerLayout(tab);
  expect(logoX, 'RTL: logo right of the toggle').toBeGreaterThan(toggleX);
  // The main column is mirrored too: the title starts at the right edge of its box.
  const align = await tab.inDemo('h1.main-title').evaluate((el) => getComputedStyle(el).textAlign);
  expect(['start', 'right']).toContain(align);
}

/** The host page followed the widget: `<html lang="he" dir="rtl">` (demo-host/host.js) and the Hebrew title. */
async function expectHebrewPage(tab: Tab) {
  await expect.poll(async () => (await langState(tab)).htmlLang).toBe('he');
  expect(await langState(tab)).toMatchObject({
    htmlLang: 'he',
    htmlDir: 'rtl',
    search: '?lang=he',
  });
  expect(await tab.page.title()).toBe('טלנובה · עוזרת קולית וירטואלית');
}

describe('demo page', () => {
  it('renders in Spanish by default: title, 13 timed transcript lines, badges and call results', async () => {
    const tab = await h.open();
    await expectSpanish(tab);
    expect(await tab.page.title()).toBe('TeleNova · Asistente virtual de voz');

    const lines = tab.inDemo('.transcript-list > li');
    expect(await lines.count()).toBe(13);
    const times = await tab.inDemo('.transcript-list .line-time').allTextContents();
    for (const t of times) expect(t).toMatch(/^\d+:\d{2}$/);
    expect(times).toEqual(TRANSCRIPT.map((l) => clock(l.startTime)));
    expect(times[0]).toBe('0:01');
    expect(times[12]).toBe('1:56');
    expect(await tab.inDemo('.transcript-list .line-text').allTextContents()).toEqual(
      TRANSCRIPT.map((l) => l.textEs),
    );

    const badges = await tab.inDemo('.transcript-list .badge').allTextContents();
    expect(badges).toEqual(TRANSCRIPT.map((l) => (l.speaker === 'client' ? 'Cliente' : 'Sofía')));
    expect(badges.filter((b) => b === 'Cliente')).toHaveLength(6);

    expect(await tab.inDemo('.result--date dd').textContent()).toBe('14/07/2025');
    expect(await tab.inDemo('.result--time dd').textContent()).toBe('11:30');
    expect(await tab.inDemo('.result--phone dd').textContent()).toBe('+34 612 345 678');
    expect(await tab.inDemo('.result--status dd').textContent()).toBe('Llamada aceptada');

    // No line is highlighted before playback.
    expect(await tab.inDemo('.transcript-list li[aria-current="true"]').count()).toBe(0);
    // The play hint's arrow bounces, and stops by itself within 5 s (WCAG 2.2.2). Read from its
    // style, not its running animations: on a slow machine the bounce may be over by now.
    const bounce = await tab.inDemo('.hint-arrow').evaluate((el) => {
      const style = getComputedStyle(el);
      return {
        name: style.animationName,
        iterations: Number(style.animationIterationCount), // NaN for 'infinite'
        durationS: parseFloat(style.animationDuration),
        delayS: parseFloat(style.animationDelay),
      };
    });
    expect(bounce.name).toBe('bounce');
    expect(bounce.durationS).toBeGreaterThan(0);
    expect(bounce.iterations).toBeGreaterThanOrEqual(1);
    expect(bounce.delayS + bounce.iterations * bounce.durationS).toBeLessThanOrEqual(5);
    expect(tab.warnings).toEqual([]);
    expect(await tab.events('voice-lang-change')).toEqual([]);
  });

  it('renders in Hebrew, right to left, with ?lang=he', async () => {
    const tab = await h.open('?lang=he');
    await expect.poll(async () => (await langState(tab)).rootLang).toBe('he');
    await expectHebrewWidget(tab);
    expect(HEBREW.test((await tab.inDemo('.subtitle').textContent()) ?? '')).toBe(true);
    // The page is Hebrew in its first byte (prerendered per language, docs/prerendering.md): nothing switches, so nothing flashes.
    expect(await tab.events('voice-lang-change')).toEqual([]);
    const served = await (await fetch(tab.page.url())).text();
    expect(served).toMatch(/^<!doctype html>\s*<html lang="he" dir="rtl">/i);
    expect(served).toMatch(/<voice-demo [^>]*lang="he"/);
    expect(tab.warnings).toEqual([]);
    // demo-host/host.js must mirror the language on <html> for the whole page.
    await expectHebrewPage(tab);
  });

  it('switches to Hebrew and back with the header toggle', async () => {
    const tab = await h.open();
    await expectSpanish(tab);

    await tab.inDemo('.lang-toggle').click();
    await expectHebrewPage(tab);
    await expectHebrewWidget(tab);
    expect((await tab.events('voice-lang-change')).map((e) => e.detail)).toEqual([
      { lang: 'he', dir: 'rtl', source: 'toggle' },
    ]);
    expect(await tab.demo.getAttribute('lang')).toBe('he');

    await tab.inDemo('.lang-toggle').click();
    await expect.poll(async () => (await langState(tab)).htmlLang).toBe('es');
    await expectSpanish(tab);
    expect((await langState(tab)).search).toBe('');
    expect((await tab.events('voice-lang-change')).map((e) => e.detail)).toEqual([
      { lang: 'he', dir: 'rtl', source: 'toggle' },
      { lang: 'es', dir: 'ltr', source: 'toggle' },
    ]);
    expect(await tab.inDemo('.transcript-list .line-text').first().textContent()).toBe(
      TRANSCRIPT[0]!.textEs,
    );
    expect(tab.warnings).toEqual([]);
  });

  it('falls back to Spanish for lang="fr" (the demo site speaks es and he) with exactly one console.warn, even after re-renders', async () => {
    const tab = await h.open();
    await tab.demo.evaluate((el) => el.setAttribute('lang', 'fr'));
    await expect.poll(() => tab.warnings.length).toBe(1);
    expect(tab.warnings[0]).toContain('lang "fr" reads as "es"');

    // Further re-renders: another attribute, the same invalid value again, a toast.
    await tab.demo.evaluate((el) => el.setAttribute('company-name', 'Otra Empresa'));
    await expect.poll(() => tab.inDemo('.company').textContent()).toBe('Otra Empresa');
    await tab.demo.evaluate((el) => el.setAttribute('lang', 'fr'));
    await tab.demo.evaluate((el) => el.setAttribute('assistant-name', 'Lucía'));
    await expect
      .poll(() => tab.inDemo('h1.main-title').textContent())
      .toBe('Escuche cómo Lucía atiende una llamada real');

    expect(await langState(tab)).toMatchObject({
      htmlLang: 'es',
      htmlDir: 'ltr',
      rootLang: 'es',
      rootDir: 'ltr',
    });
    expect(await tab.inDemo('.transcript-list .line-text').first().textContent()).toBe(
      TRANSCRIPT[0]!.textEs,
    );
    // The effective language never changed, so no language event.
    expect(await tab.events('voice-lang-change')).toEqual([]);
    expect(tab.warnings).toHaveLength(1);
  });
});

describe('not-found page', () => {
  it('answers an unknown path with status 404, a heading, a home link, and logs the path', async () => {
    h.expectConsoleError(/no-such-page/);
    h.expectConsoleError(/status of 404/);
    const context = await h.newContext();
    const tab = await h.newTab(context);
    const response = await tab.page.goto(new URL('no-such-page', h.url).href);
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');

    await expect.poll(() => tab.page.locator('h1').textContent()).toBe('404');
    expect(await tab.page.getByText('Oops! Page not found', { exact: true }).count()).toBe(1);
    const link = tab.page.locator('a[href="/"]');
    expect(await link.count()).toBe(1);

    await expect
      .poll(() => tab.errors.filter((e) => e.includes('/no-such-page')))
      .toEqual(['404 Error: User attempted to access non-existent route: /no-such-page']);

    // The link leads home.
    await link.click();
    await tab.page.waitForURL(h.url);
    await tab.waitForDemo();
  });
});
