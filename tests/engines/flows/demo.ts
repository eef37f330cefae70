/**
 * The demo page in one language, as a visitor uses it: the page arrives
 * prerendered and hydrates without a mismatch, renders in
 * that language and direction (RTL mirrored in Hebrew), the native player's
 * play control starts the recording (a trusted click), the full-screen
 * player opens and a transcript line gets highlighted as the audio plays,
 * Escape leaves full-screen mode with playback going on, and the language
 * toggle switches the page to the other language and direction.
 */
import { expect } from 'vitest';

import { TRANSCRIPT } from '../../../src/common/demo/transcript-data.ts';
import type { EnginePage } from '../page.ts';

const DEMO = 'voice-demo >>> ';
const AUDIO = `${DEMO}audio.audio`;

/** Where the page's direction shows: `<html>`, the widget root, and the header's logo and toggle centres. */
async function layout(page: EnginePage) {
  return page.run(() => {
    const root = document.querySelector('voice-demo')!.shadowRoot!;
    const centre = (sel: string) => {
      const r = root.querySelector(sel)!.getBoundingClientRect();
      return r.left + r.width / 2;
    };
    const main = root.querySelector('.root')!;
    return {
      htmlLang: document.documentElement.lang,
      htmlDir: document.documentElement.dir,
      rootDir: getComputedStyle(main).direction,
      logoX: centre('.header .logo'),
      toggleX: centre('.header .lang-toggle'),
      title: root.querySelector('h1.main-title')?.textContent ?? '',
    };
  });
}

/** Checks that the page shows `lang`: texts, `<html lang dir>`, and the header mirrored in Hebrew. */
async function expectLanguage(page: EnginePage, lang: 'es' | 'he'): Promise<void> {
  await page.until(
    `<html lang="${lang}">`,
    10_000,
    (l) => document.documentElement.lang === l,
    lang,
  );
  const now = await layout(page);
  expect(now).toMatchObject({
    htmlLang: lang,
    htmlDir: lang === 'he' ? 'rtl' : 'ltr',
    rootDir: lang === 'he' ? 'rtl' : 'ltr',
  });
  expect(now.title).toBe(
    lang === 'he'
      ? 'האזינו איך סופיה עונה לשיחה אמיתית'
      : 'Escuche cómo Sofía atiende una llamada real',
  );
  // Mirrored: in Hebrew the logo is right of the toggle.
  if (lang === 'he') expect(now.logoX).toBeGreaterThan(now.toggleX);
  else expect(now.logoX).toBeLessThan(now.toggleX);
  const first = await page.text(`${DEMO}.transcript-list li .line-text`);
  expect(first).toBe(lang === 'he' ? TRANSCRIPT[0]!.textHe : TRANSCRIPT[0]!.textEs);
}

/** The whole demo flow in `lang`; see the module comment. */
export async function demoFlow(page: EnginePage, lang: 'es' | 'he'): Promise<void> {
  await page.goto(lang === 'he' ? '?lang=he' : '');
  // The page came prerendered in its language (docs/prerendering.md) and the elements adopted their
  // declarative roots: hydrated (marked), their prerendered <style>s kept, and no mismatch reported
  // (page.problems, checked after every flow, holds React's errors).
  expect(
    await page.run(() => ({
      supportsDeclarativeShadowDom: Object.hasOwn(HTMLTemplateElement.prototype, 'shadowRootMode'),
      hydrated: ['voice-demo', 'voice-call-button'].filter(
        (tag) => performance.getEntriesByName(`voice-widgets:hydrated:${tag}`).length > 0,
      ),
      styles: [...document.querySelector('voice-demo')!.shadowRoot!.children].filter(
        (c) => c.localName === 'style',
      ).length,
    })),
  ).toEqual({
    supportsDeclarativeShadowDom: true,
    hydrated: ['voice-demo', 'voice-call-button'],
    styles: 3,
  });
  await page.until(
    '13 transcript lines',
    15_000,
    () =>
      document.querySelector('voice-demo')?.shadowRoot?.querySelectorAll('.transcript-list > li')
        .length === 13,
  );
  await expectLanguage(page, lang);
  expect(
    await page.run(
      () =>
        document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelectorAll('li[aria-current="true"]').length,
    ),
  ).toBe(0);

  // Playback: a click on the play button of the engine's own native controls.
  await page.until('the demo audio to be ready', 15_000, () => {
    const a = document
      .querySelector('voice-demo')!
      .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio');
    return !!a && a.readyState >= 1 && Number.isFinite(a.duration);
  });
  // play() unpauses at once; a click that missed the button (another layout of WebKit's controls) tries the
  // next place. WebKit builds its controls again after hydration re-sets `controls` (src/voice-demo/voice-demo.ts),
  // and a click that lands while it does is lost, so the places are tried in turn for a while.
  const clickDeadline = Date.now() + 12_000;
  for (let attempt = 0; Date.now() < clickDeadline; attempt++) {
    await page.click(AUDIO, page.driver.playControlX[attempt % page.driver.playControlX.length]);
    const playing = await page
      .until(
        'the audio to play',
        1500,
        () =>
          !document
            .querySelector('voice-demo')!
            .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!.paused,
      )
      .catch(() => false);
    if (playing) break;
  }
  await page.until('voice-demo-play', 10_000, () =>
    window.__engine.events.some((e) => e.type === 'voice-demo-play'),
  );
  await page.until(
    'the full-screen player',
    5000,
    () =>
      document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector<HTMLDialogElement>('dialog.fullscreen')?.open === true,
  );
  // States, not delays: under load an engine may start late; wait for the clock to move past the first line's start.
  const start = await page.run(
    () =>
      document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!.currentTime,
  );
  await page.until(
    'the audio clock to advance',
    20_000,
    (t0) => {
      const a = document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!;
      return !a.paused && a.currentTime > Math.max(t0 + 0.3, 1.6);
    },
    start,
  );
  // The line being said is highlighted (aria-current), captioned, and announced (voice-demo-line-change).
  const now = await page.until('a highlighted line', 10_000, () => {
    const root = document.querySelector('voice-demo')!.shadowRoot!;
    const index = [...root.querySelectorAll('.transcript-list > li')].findIndex(
      (li) => li.getAttribute('aria-current') === 'true',
    );
    const caption = root.querySelector('dialog.fullscreen .caption-text')?.textContent ?? null;
    return index >= 0
      ? { index, caption, t: root.querySelector<HTMLAudioElement>('audio.audio')!.currentTime }
      : null;
  });
  // The line whose time has come (the first one, unless this engine was slow to look).
  const line = TRANSCRIPT[now.index]!;
  expect(line.startTime).toBeLessThanOrEqual(now.t + 0.3);
  expect(now.t).toBeLessThan(line.endTime + 0.5);
  expect(now.caption).toBe(lang === 'he' ? line.textHe : line.textEs);
  expect(
    (await page.events('voice-demo-line-change')).map((e) => (e.detail as { index: number }).index),
  ).toContain(now.index);

  // Escape leaves full-screen mode; playback goes on in the card.
  await page.press('Escape');
  await page.until(
    'the full-screen player to close',
    5000,
    () =>
      document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector<HTMLDialogElement>('dialog.fullscreen')?.open === false,
  );
  expect(
    await page.run(
      () =>
        document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector<HTMLAudioElement>('audio.audio')!.paused,
    ),
  ).toBe(false);

  // The language toggle: the other language, the other direction, announced as a toggle.
  const other = lang === 'he' ? 'es' : 'he';
  await page.click(`${DEMO}.lang-toggle`);
  await expectLanguage(page, other);
  const changes = (await page.events('voice-lang-change')).map((e) => e.detail);
  expect(changes.at(-1)).toEqual({
    lang: other,
    dir: other === 'he' ? 'rtl' : 'ltr',
    source: 'toggle',
  });
}
