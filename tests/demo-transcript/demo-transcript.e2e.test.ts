/**
 * `<demo-transcript>` on its own, following an `<audio>` of the host page
 * (src/demo-transcript/demo-transcript.ts), and loading the bundle twice
 * (src/common/element/define.ts).
 */
import { describe, expect, it } from 'vitest';

import { TRANSCRIPT } from '../../src/common/demo/transcript-data.ts';
import { WIDGETS_VERSION } from '../../src/common/element/define.ts';
import { type Tab, useHarness } from '../support/harness.ts';

const h = useHarness();

function expectedLine(t: number): number {
  return TRANSCRIPT.findIndex((l) => t >= l.startTime && t < l.endTime);
}

/** Opens `body` (plus `head`) at `${server}/<name>`, same-origin with the bundle and the audio. */
async function openHtml(
  name: string,
  body: string,
  head = '<script type="module" src="/voice-widgets.js"></script>',
): Promise<Tab> {
  const context = await h.newContext();
  const url = new URL(name, h.url).href;
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${name}</title>${head}</head><body>${body}</body></html>`;
  await context.route(url, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  const tab = await h.newTab(context);
  await tab.page.goto(url);
  return tab;
}

async function waitForTranscript(tab: Tab, index = 0): Promise<void> {
  await tab.page.waitForFunction(
    (i) =>
      !!document
        .querySelectorAll('demo-transcript')
        [i]?.shadowRoot?.querySelector('.root .transcript-list li'),
    index,
  );
}

/** Index of the highlighted line of the first `<demo-transcript>` (-1: none). */
function highlighted(tab: Tab): Promise<number> {
  return tab.page.evaluate(() => {
    const list = document
      .querySelector('demo-transcript')!
      .shadowRoot!.querySelector('.transcript-list')!;
    return [...list.children].findIndex((li) => li.getAttribute('aria-current') === 'true');
  });
}

function audioTime(tab: Tab): Promise<number> {
  return tab.page.evaluate(() => document.querySelector<HTMLAudioElement>('#a')!.currentTime);
}

const AUDIO = '<audio id="a" src="/audio/demo-call-es.m4a" controls preload="auto"></audio>';

describe('<demo-transcript>', () => {
  it('shows the Hebrew transcript right to left and follows the page audio: seeking, playing, clicking a line', async () => {
    const tab = await openHtml(
      'transcript.html',
      `${AUDIO}<demo-transcript for="a" lang="he"></demo-transcript>`,
    );
    await waitForTranscript(tab);
    const root = tab.page.locator('demo-transcript .root');
    expect(await root.getAttribute('lang')).toBe('he');
    expect(await root.getAttribute('dir')).toBe('rtl');
    expect(await root.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await tab.page.locator('demo-transcript .line-text').allTextContents()).toEqual(
      TRANSCRIPT.map((l) => l.textHe),
    );
    expect(await tab.page.locator('demo-transcript .badge').allTextContents()).toEqual(
      TRANSCRIPT.map((l) => (l.speaker === 'client' ? 'לקוח' : 'סופיה')),
    );
    expect(await highlighted(tab)).toBe(-1);
    await tab.page.waitForFunction(
      () => document.querySelector<HTMLAudioElement>('#a')!.readyState >= 1,
    );

    // Seeking while paused highlights the line at the new time.
    await tab.page.evaluate(() => {
      document.querySelector<HTMLAudioElement>('#a')!.currentTime = 32.5;
    });
    await expect.poll(() => highlighted(tab)).toBe(3);

    // Playing across a boundary: line 5 ends at 61.6, line 6 starts at 62.5.
    await tab.page.evaluate(async () => {
      const a = document.querySelector<HTMLAudioElement>('#a')!;
      a.currentTime = 61;
      await a.play();
    });
    // Line 5 is highlighted for only 0.6 s of audio, which a busy machine can read past: its
    // `voice-demo-line-change` is recorded as it happens (the whole sequence is checked below).
    const changed = async () =>
      (await tab.events('voice-demo-line-change'))
        .filter((e) => e.target === 'demo-transcript')
        .map((e) => (e.detail as { index: number }).index);
    await expect.poll(changed).toContain(5);
    await tab.page.waitForFunction(
      () => document.querySelector<HTMLAudioElement>('#a')!.currentTime >= 62.6,
      undefined,
      { timeout: 30_000 },
    );
    await expect.poll(() => highlighted(tab)).toBe(6);
    const t = await audioTime(tab);
    expect(expectedLine(t)).toBe(6);
    expect(await changed()).toEqual([3, 5, -1, 6]);

    // Clicking a line seeks the page audio to its start.
    await tab.page.evaluate(() => document.querySelector<HTMLAudioElement>('#a')!.pause());
    await tab.page
      .locator('demo-transcript .transcript-list > li')
      .nth(8)
      .locator('button')
      .click();
    expect(await audioTime(tab)).toBe(TRANSCRIPT[8]!.startTime);
    await expect.poll(() => highlighted(tab)).toBe(8);
    expect(tab.warnings).toEqual([]);
  });

  it('warns once when `for` names no element, even after re-renders', async () => {
    const tab = await openHtml('missing.html', '<demo-transcript for="missing"></demo-transcript>');
    await waitForTranscript(tab);
    const message =
      '[voice-widgets] <demo-transcript for="missing">: no audio or video element with that id.';
    await expect.poll(() => tab.warnings).toEqual([message]);

    const el = tab.page.locator('demo-transcript');
    await el.evaluate((e) => e.setAttribute('lang', 'he'));
    await expect
      .poll(() => tab.page.locator('demo-transcript .root').getAttribute('dir'))
      .toBe('rtl');
    await el.evaluate((e) => e.setAttribute('assistant-name', 'Dana'));
    await expect
      .poll(() => tab.page.locator('demo-transcript .badge').first().textContent())
      .toBe('Dana');
    await el.evaluate((e) => e.setAttribute('for', 'missing'));
    await tab.page.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
    expect(tab.warnings).toEqual([message]);
    expect(await highlighted(tab)).toBe(-1);
  });
});

describe('loading the bundle twice', () => {
  it('two module instances of the same version: no error, no warning, the first definition stays', async () => {
    const head =
      '<script type="module" src="/voice-widgets.js?v=1"></script><script type="module" src="/voice-widgets.js?v=2"></script>';
    const tab = await openHtml(
      'twice.html',
      `${AUDIO}<demo-transcript for="a"></demo-transcript><voice-demo lang="es" audio-src="/audio/demo-call-{lang}"></voice-demo>`,
      head,
    );
    await waitForTranscript(tab);
    await tab.waitForDemo();

    // A string, so that Vitest does not rewrite the page's `import()`.
    const modules = await tab.page.evaluate(`(async () => {
      const m1 = await import('/voice-widgets.js?v=1');
      const m2 = await import('/voice-widgets.js?v=2');
      return {
        distinct: m1.VoiceDemoElement !== m2.VoiceDemoElement,
        firstInForce: customElements.get('voice-demo') === m1.VoiceDemoElement && customElements.get('demo-transcript') === m1.DemoTranscriptElement,
        versions: [m1.WIDGETS_VERSION, m2.WIDGETS_VERSION],
      };
    })()`);
    expect(modules).toEqual({
      distinct: true,
      firstInForce: true,
      versions: [WIDGETS_VERSION, WIDGETS_VERSION],
    });
    expect(tab.pageErrors).toEqual([]);
    expect(tab.warnings).toEqual([]);

    // Both elements work.
    await tab.page.waitForFunction(
      () => document.querySelector<HTMLAudioElement>('#a')!.readyState >= 1,
    );
    await tab.page.evaluate(() => {
      document.querySelector<HTMLAudioElement>('#a')!.currentTime = 44;
    });
    await expect.poll(() => highlighted(tab)).toBe(4);
    expect(await tab.inDemo('h1.main-title').textContent()).toContain('Sofía');
  });

  it('an older copy defined first: one warning per tag, the first definition stays', async () => {
    const OLD = '0.0.9';
    const context = await h.newContext();
    let replaced = 0;
    // The old copy: its entry and every chunk it imports (a copy of another
    // version has its own chunk files), with the version string replaced.
    await context.route(/[?&]v=old$/, async (route) => {
      const response = await route.fetch();
      const text = await response.text();
      const quoted = new RegExp(`(["'\`])${WIDGETS_VERSION.replace(/\./g, '\\.')}\\1`, 'g');
      replaced += text.match(quoted)?.length ?? 0;
      const body = text
        .replace(quoted, `$1${OLD}$1`)
        .replace(/(["'])(\.\.?\/(?:chunks\/)?[\w.-]+\.js)\1/g, '$1$2?v=old$1');
      await route.fulfill({ response, body });
    });
    const url = new URL('older-first.html', h.url).href;
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>older first</title>
      <script type="module" src="/voice-widgets.js?v=old"></script><script type="module" src="/voice-widgets.js?v=new"></script></head>
      <body><demo-transcript></demo-transcript><voice-demo></voice-demo></body></html>`;
    await context.route(url, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    const tab = await h.newTab(context);
    await tab.page.goto(url);
    await waitForTranscript(tab);
    await tab.waitForDemo();
    expect(replaced, 'the version string was found in the bundle').toBeGreaterThanOrEqual(1);

    // One warning per tag the bundle defines.
    await expect.poll(() => tab.warnings.length).toBe(4);
    expect([...tab.warnings].sort()).toEqual([
      `[voice-widgets] <demo-transcript> is already defined by version ${OLD}; keeping that definition, not ${WIDGETS_VERSION}.`,
      `[voice-widgets] <voice-call-button> is already defined by version ${OLD}; keeping that definition, not ${WIDGETS_VERSION}.`,
      `[voice-widgets] <voice-demo> is already defined by version ${OLD}; keeping that definition, not ${WIDGETS_VERSION}.`,
      `[voice-widgets] <voice-widget> is already defined by version ${OLD}; keeping that definition, not ${WIDGETS_VERSION}.`,
    ]);
    const inForce = await tab.page.evaluate(`(async () => {
      const old = await import('/voice-widgets.js?v=old');
      return { oldInForce: customElements.get('voice-demo') === old.VoiceDemoElement, oldVersion: old.WIDGETS_VERSION };
    })()`);
    expect(inForce).toEqual({ oldInForce: true, oldVersion: OLD });
    expect(tab.pageErrors).toEqual([]);
  });
});
