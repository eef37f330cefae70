/**
 * The prerendered demo page (docs/prerendering.md) in Chromium: readable with
 * JavaScript off in both languages (content, working links, the plain contact
 * form, axe 0); hydrated with JavaScript on without a mismatch, a layout
 * shift or a new node; a press on the live button before hydration painted
 * 'Conectando...' in the next frame and the call started, and so did a press
 * between the element's definition and its hydration; the demo audio a
 * visitor started before hydration still playing after it; and a page whose
 * HTML stops arriving halfway through `<voice-demo>` painted styled, with
 * nothing moving when the rest comes.
 */
import type { Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { DICTIONARIES } from '../../src/common/demo/dictionary.ts';
import { TRANSCRIPT } from '../../src/common/demo/transcript-data.ts';
import { type Tab, useHarness } from '../support/harness.ts';
import { asParsedWithoutScripts } from '../support/no-script.ts';
import { axeViolations } from '../support/panel.ts';
import { startPausedPageProxy } from '../support/paused-page-proxy.ts';
import { TEXTS } from '../support/texts.ts';

const h = useHarness({
  // Chromium's own fake microphone, granted: the early press's call really starts.
  browserArgs: async () => ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
});

/** What a visitor can read and follow in the page's `<voice-demo>` (through shadow roots). */
async function readable(tab: Tab) {
  return tab.page.evaluate(() => {
    const root = document.querySelector('voice-demo')!.shadowRoot!;
    const visible = (el: Element | null) => !!el && (el as HTMLElement).offsetParent !== null;
    const button = root.querySelector('voice-call-button')!.shadowRoot!;
    const form = root.querySelector('form.contact-form') as HTMLFormElement;
    return {
      htmlLang: document.documentElement.lang,
      htmlDir: document.documentElement.dir,
      company: root.querySelector('.header .company')?.textContent,
      title: root.querySelector('h1')?.textContent,
      audio: [...root.querySelectorAll('.audio-slot > audio[controls] > source')].map((s) =>
        s.getAttribute('src'),
      ),
      lines: root.querySelectorAll('.transcript-list > li').length,
      results: root.querySelectorAll('.results dd').length,
      summaryVisible: visible(root.querySelector('.summary')),
      advantages: root.querySelectorAll('li.advantage').length,
      links: [...root.querySelectorAll('.contact a')].map((a) => (a as HTMLAnchorElement).href),
      form: {
        action: form.getAttribute('action'),
        method: form.method,
        enctype: form.enctype,
        fields: [...form.elements].map((e) => (e as HTMLInputElement).name).filter(Boolean),
      },
      liveNote: visible(button.querySelector('.call-noscript'))
        ? button.querySelector('.call-noscript')!.textContent
        : null,
      liveButtonVisible: visible(button.querySelector('button.call-button')),
      toggleVisible: visible(root.querySelector('.lang-toggle')),
    };
  });
}

describe('with JavaScript off', () => {
  for (const [lang, path, dir] of [
    ['es', '', 'ltr'],
    ['he', '?lang=he', 'rtl'],
  ] as const) {
    it(`${lang}: everything a visitor reads is in the HTML, the links work, and axe finds nothing`, async () => {
      const context = await h.newContext({ javaScriptEnabled: false });
      const tab = await h.newTab(context);
      await tab.page.goto(new URL(path, h.url).href);
      const dict = DICTIONARIES[lang];
      const page = await readable(tab);
      expect(page).toMatchObject({
        htmlLang: lang,
        htmlDir: dir,
        company: 'TeleNova',
        audio: [`audio/demo-call-${lang}.m4a`, `audio/demo-call-${lang}.mp3`],
        lines: TRANSCRIPT.length,
        results: 6,
        summaryVisible: true,
        advantages: 4,
        form: {
          action: expect.stringMatching(/^mailto:contacto@telenova\.example\?subject=/),
          method: 'post',
          enctype: 'text/plain',
          fields: ['name', 'email', 'message'],
        },
        liveButtonVisible: false,
        toggleVisible: false,
      });
      expect(page.title).toContain(lang === 'he' ? 'סופיה' : 'Sofía');
      expect(page.liveNote).toContain('JavaScript');
      expect(page.links).toEqual([
        'tel:+34612345678',
        expect.stringMatching(
          new RegExp(
            `^https://wa\\.me/34612345678\\?text=${encodeURIComponent(dict.chatGreeting).slice(0, 12)}`,
          ),
        ),
        expect.stringMatching(/^mailto:contacto@telenova\.example\?subject=/),
      ]);
      // axe needs timers and promises, which a page without JavaScript never runs. It checks the
      // same page as parsed without JavaScript instead: the served HTML with its scripts removed,
      // <noscript> as the element it is then, and the styles for `(scripting: none)` in force.
      const copy = await h.newTab(await h.newContext());
      const html = await (await fetch(new URL(path, h.url))).text();
      await copy.page.route(new URL(path, h.url).href, (route) =>
        route.fulfill({
          contentType: 'text/html; charset=utf-8',
          body: asParsedWithoutScripts(html),
        }),
      );
      await copy.page.goto(new URL(path, h.url).href);
      expect(await readable(copy)).toEqual(page);
      expect(await axeViolations(copy.page)).toEqual([]);
    });
  }
});

/** Holds every request for the elements' code (the chunks hydrate.js loads in stages) until the returned function is called. */
async function holdBundle(tab: Tab): Promise<() => Promise<void>> {
  const held: Route[] = [];
  let release = false;
  await tab.page.route(/\/chunks\/[^/]+\.js$/, (route) =>
    release ? route.continue() : void held.push(route),
  );
  return async () => {
    release = true;
    await Promise.all(held.splice(0).map((route) => route.continue()));
  };
}

/** Layout shifts the page has seen (their summed value, CLS's raw sum). */
function layoutShift(tab: Tab): Promise<number> {
  return tab.page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) =>
          resolve(
            list
              .getEntries()
              .reduce((sum, e) => sum + (e as unknown as { value: number }).value, 0),
          ),
        ).observe({
          type: 'layout-shift',
          buffered: true,
        });
        setTimeout(() => resolve(0), 500);
      }),
  );
}

describe('with JavaScript on', () => {
  it('hydrates on idle after load: the same nodes, no mismatch, no layout shift, and every island marked', async () => {
    const context = await h.newContext();
    const tab = await h.newTab(context);
    const release = await holdBundle(tab);
    await tab.page.goto(h.url);
    // Before hydration: painted from the HTML, not yet defined; keep a node to compare.
    expect(
      await tab.page.evaluate(
        () =>
          !customElements.get('voice-demo') &&
          !!document.querySelector('voice-demo')!.shadowRoot!.querySelector('h1'),
      ),
    ).toBe(true);
    await tab.page.evaluate(() => {
      (window as unknown as { before: Element }).before = document
        .querySelector('voice-demo')!
        .shadowRoot!.querySelector('.transcript-list > li')!;
      (window as unknown as { style: Element }).style =
        document.querySelector('voice-demo')!.shadowRoot!.firstElementChild!;
    });
    // No shift before hydration either: Chromium's native audio controls used to lay out their time
    // display once after the first paint (src/voice-demo/demo.css shows it from the first frame).
    await tab.page.waitForTimeout(1000);
    const shiftBefore = await layoutShift(tab);
    await release();
    await tab.waitForDemo();
    await tab.page.waitForFunction(
      () => performance.getEntriesByName('voice-widgets:hydrated:voice-call-button').length > 0,
    );
    const after = await tab.page.evaluate(() => ({
      same:
        (window as unknown as { before: Element }).before ===
        document.querySelector('voice-demo')!.shadowRoot!.querySelector('.transcript-list > li'),
      marks: performance
        .getEntriesByType('mark')
        .map((m) => m.name)
        .filter((n) => n.startsWith('voice-widgets:hydrated:'))
        .sort(),
      styles: [...document.querySelector('voice-demo')!.shadowRoot!.children].filter(
        (c) => c.localName === 'style',
      ).length,
      sameStyle:
        (window as unknown as { style: Element }).style ===
        document.querySelector('voice-demo')!.shadowRoot!.firstElementChild,
      sheets: document.querySelector('voice-demo')!.shadowRoot!.adoptedStyleSheets.length,
      loadedAfterLoad: performance
        .getEntriesByType('resource')
        .filter((r) => r.name.includes('/chunks/'))
        .every(
          (r) =>
            r.startTime >=
            (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
              .loadEventStart,
        ),
    }));
    // The prerendered <style>s stay, the same nodes (React adopts them ahead of the component): no sheet to parse, no restyle.
    expect(after).toEqual({
      same: true,
      sameStyle: true,
      marks: ['voice-widgets:hydrated:voice-call-button', 'voice-widgets:hydrated:voice-demo'],
      styles: 3,
      sheets: 0,
      loadedAfterLoad: true,
    });
    expect(shiftBefore).toBe(0);
    expect(await layoutShift(tab)).toBe(shiftBefore);
    // React's own mismatch reports are console errors: the harness fails the test on any.
    // The hydrated page works: the toggle switches the language in place.
    await tab.inDemo('.lang-toggle').click();
    await expect.poll(() => tab.page.evaluate(() => document.documentElement.lang)).toBe('he');
  });

  it("a press on the live button before hydration paints 'Conectando...' in the next frame, and the call starts", async () => {
    const context = await h.newContext();
    const tab = await h.newTab(context);
    const release = await holdBundle(tab);
    await tab.page.goto(h.url);
    const painted = await tab.page.evaluate(
      () =>
        new Promise<{ label: string | null | undefined; defined: boolean }>((resolve) => {
          const button = document
            .querySelector('voice-demo')!
            .shadowRoot!.querySelector('voice-call-button')!
            .shadowRoot!.querySelector('button')!;
          button.click();
          requestAnimationFrame(() =>
            resolve({
              label: button.querySelector('.call-label')?.textContent,
              defined: !!customElements.get('voice-call-button'),
            }),
          );
        }),
    );
    expect(painted).toEqual({ label: TEXTS.es.button.callConnecting, defined: false });
    await release();
    // The press is replayed on the hydrated button: the call connects on the local platform.
    const status = () =>
      tab.page.evaluate(
        () =>
          document
            .querySelector('voice-demo')!
            .shadowRoot!.querySelector('voice-call-button')!
            .shadowRoot!.querySelector('button')!.dataset['status'],
      );
    await expect.poll(status, { timeout: 30_000 }).toMatch(/^(connected|speaking)$/);
    expect(h.platform.stats().liveCalls).toBe(1);
    await tab.inDemo('voice-call-button button.call-button').click();
    await expect.poll(status, { timeout: 10_000 }).toBe('idle');
  });

  it('a press between definition and hydration is kept: painted at once, replayed once hydrated, and the call starts', async () => {
    const context = await h.newContext();
    const tab = await h.newTab(context);
    const release = await holdBundle(tab);
    await tab.page.goto(h.url);
    // Pressed in the microtask after the definition: the element upgraded, its hydration not started.
    await tab.page.evaluate(() => {
      const w = window as unknown as { pressed: Promise<unknown> };
      w.pressed = customElements.whenDefined('voice-call-button').then(() => {
        const button = document
          .querySelector('voice-demo')!
          .shadowRoot!.querySelector('voice-call-button')!
          .shadowRoot!.querySelector('button')!;
        button.click();
        return {
          label: button.querySelector('.call-label')?.textContent,
          hydrated: performance.getEntriesByName('voice-widgets:hydrated:voice-call-button').length,
        };
      });
    });
    await release();
    const pressed = await tab.page.evaluate(
      () => (window as unknown as { pressed: Promise<unknown> }).pressed,
    );
    expect(pressed).toEqual({ label: TEXTS.es.button.callConnecting, hydrated: 0 });
    const status = () =>
      tab.page.evaluate(
        () =>
          document
            .querySelector('voice-demo')!
            .shadowRoot!.querySelector('voice-call-button')!
            .shadowRoot!.querySelector('button')!.dataset['status'],
      );
    // Without the replay the press reached a button with no handler and nothing happened.
    await expect.poll(status, { timeout: 30_000 }).toMatch(/^(connected|speaking)$/);
    expect(h.platform.stats().liveCalls).toBe(1);
    await tab.inDemo('voice-call-button button.call-button').click();
    await expect.poll(status, { timeout: 10_000 }).toBe('idle');
  });

  it('the demo audio started before hydration keeps playing, and the transcript follows it', async () => {
    const context = await h.newContext();
    const tab = await h.newTab(context);
    const release = await holdBundle(tab);
    await tab.page.goto(h.url);
    await tab.page.evaluate(async () => {
      const audio = document.querySelector('voice-demo')!.shadowRoot!.querySelector('audio')!;
      audio.currentTime = 12; // the second line (0:11)
      await audio.play();
    });
    await release();
    await tab.waitForDemo();
    const state = () =>
      tab.page.evaluate(() => {
        const root = document.querySelector('voice-demo')!.shadowRoot!;
        return {
          paused: root.querySelector('audio')!.paused,
          audios: root.querySelectorAll('audio').length,
          active: [...root.querySelectorAll('.transcript-list > li')].findIndex(
            (li) => li.getAttribute('aria-current') === 'true',
          ),
        };
      });
    await expect
      .poll(async () => (await state()).active, { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    expect(await state()).toMatchObject({ paused: false, audios: 1 });
  });
});

describe('while the HTML is still arriving', () => {
  /** Where the demo's heading and header sit, and how they look: what a visitor sees of the page's top. */
  const top = (tab: Tab) =>
    tab.page.evaluate(() => {
      const root = document.querySelector('voice-demo')!.shadowRoot!;
      const box = (selector: string) => {
        const el = root.querySelector(selector)!;
        const r = el.getBoundingClientRect();
        const style = getComputedStyle(el);
        return {
          top: r.top,
          height: r.height,
          display: style.display,
          font: style.fontSize,
          color: style.color,
        };
      };
      return { header: box('.header'), h1: box('h1') };
    });

  for (const [lang, path] of [
    ['es', ''],
    ['he', '?lang=he'],
  ] as const) {
    it(`${lang}: a frame painted with half the shadow root parsed is already styled, and nothing moves when the rest arrives`, async () => {
      // The proxy holds the page's HTML right after the demo's heading, inside its declarative shadow root.
      const proxy = await startPausedPageProxy(h.url, '</h1>');
      h.allowOrigin(proxy.url);
      try {
        const tab = await h.newTab(await h.newContext());
        const loaded = tab.page.goto(new URL(path, proxy.url).href);
        await proxy.paused;
        await tab.page.waitForFunction(
          () => !!document.querySelector('voice-demo')?.shadowRoot?.querySelector('h1'),
        );
        // Two frames, so the half page is painted (the shift, if any, is measured against it).
        await tab.page.evaluate(
          () =>
            new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        );
        const during = await tab.page.evaluate(() => ({
          parsed: document.readyState,
          footer: !!document.querySelector('.site-footer'),
          first: document.querySelector('voice-demo')!.shadowRoot!.firstElementChild!.localName,
        }));
        const half = await top(tab);
        proxy.release();
        await loaded;
        expect(during.parsed).toBe('loading');
        expect(during.footer).toBe(false);
        expect(half).toEqual(await top(tab));
        expect(half.header.display).toBe('flex');
        expect(await layoutShift(tab)).toBe(0);
        // Because the root opens with its <style>s.
        expect(during.first).toBe('style');
      } finally {
        await proxy.close();
      }
    });
  }
});
