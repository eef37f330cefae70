/**
 * The pre-call check in Chromium against the local platform (docs/voice-client.md "Pre-call
 * check"), with Chromium's fake microphone: a caller talking (espeak-ng) is `ok`, a silent
 * recording is `silent`, a refused prompt is `denied`; the output runs and the round trip to the
 * local platform is measured and rated. The `precheck` control shows each result with its advice
 * in the page's language, a second press while it runs starts nothing more, and no call is
 * created: no `POST …/call/web` leaves the page, only three `OPTIONS` probes per check (same origin: no preflight of their own).
 * The control's code and the language's texts load only on the visitor's intent (or a script's
 * `precheck()`): the button drawn before them hands its focus over to the loaded control.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { launchChromium } from '../../scripts/lib/browser.ts';
import { useLocalPlatform } from '../support/local-platform.ts';
import { launchWithCaller, openPage, part } from '../support/panel.ts';

const rig = useLocalPlatform('precheck');

/** Every request to `/call/web` the page makes, by method. */
function callRequests(page: Page): string[] {
  const methods: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.endsWith('/call/web')) methods.push(r.method());
  });
  return methods;
}

const BUTTON = 'voice-demo voice-call-button';

/** Runs the demo button's `precheck()` from the page (a script's call counts as a gesture). */
const runPrecheck = (page: Page) =>
  page.evaluate(() => {
    const button = document
      .querySelector('voice-demo')
      ?.shadowRoot?.querySelector('voice-call-button') as unknown as {
      precheck(): Promise<Record<string, unknown>>;
    };
    return button.precheck();
  });

describe('precheck()', () => {
  it('a caller talking: microphone ok, output ok, a measured round trip; no call created', async () => {
    const browser = await launchWithCaller(
      rig.dir,
      'talking',
      [{ silenceS: 0.3, text: 'Hola, buenos días, me llamo Carlos Pérez y llamo por mi tienda' }],
      rig.browsers,
    );
    const { page, errors } = await openPage(browser, rig.platform.url);
    const methods = callRequests(page);
    const result = await runPrecheck(page);
    console.log('[precheck] talking caller', result);
    expect(result['microphone']).toBe('ok');
    expect(result['output']).toBe('ok');
    const rtt = result['rttMs'] as number;
    expect(Number.isFinite(rtt) && rtt >= 0).toBe(true);
    // Loopback: well within the good band.
    expect(result['quality']).toBe('good');
    expect(methods).toEqual(['OPTIONS', 'OPTIONS', 'OPTIONS']);
    // The microphone is released: no live capture track is left in the page.
    expect(errors).toEqual([]);
  });

  it('a silent recording is silent; the control shows the advice, in Spanish', async () => {
    const browser = await launchWithCaller(rig.dir, 'silent', [{ silenceS: 30 }], rig.browsers);
    const { page, errors } = await openPage(browser, rig.platform.url);
    const methods = callRequests(page);
    const control = part(page, 'precheck', BUTTON);
    // Two presses, the second while the check runs: it starts nothing more (its probes would be
    // three more OPTIONS).
    await control.locator('button').evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    const mic = control.locator('[data-check="microphone"]');
    await mic.waitFor({ timeout: 15_000 });
    expect(await mic.getAttribute('data-result')).toBe('silent');
    expect(await mic.textContent()).toContain('No te oímos');
    expect(await control.locator('[data-check="output"]').getAttribute('data-result')).toBe('ok');
    expect(await control.locator('[data-check="connection"]').getAttribute('data-result')).toBe(
      'good',
    );
    expect(await control.locator('[data-check="connection"]').textContent()).toMatch(/\d\s?ms/);
    expect(methods).toEqual(['OPTIONS', 'OPTIONS', 'OPTIONS']);
    expect(errors).toEqual([]);
  });

  it('loads the control on intent only: none of it before, focus kept across the swap, a script’s run shown', async () => {
    const browser = await launchWithCaller(rig.dir, 'intent', [{ silenceS: 30 }], rig.browsers);
    const { page, errors } = await openPage(browser, rig.platform.url);
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
    const control = part(page, 'precheck', BUTTON);
    await control.locator('button').waitFor();
    await page.waitForLoadState('networkidle');
    // Drawn by the button's own code, in the page's language, before anything is touched.
    expect(await control.locator('button').textContent()).toBe('Probar micrófono y conexión');
    const lazy = () =>
      scripts.filter((p) => /\/chunks\/(Precheck|precheck-runner|load|es)-/.test(p));
    expect(lazy()).toEqual([]);

    // Focus (as Tab would give it): the control and the texts load, and the loaded control keeps the focus.
    const swapped = () =>
      page.evaluate(() => {
        const root = document
          .querySelector('voice-demo')
          ?.shadowRoot?.querySelector('voice-call-button')?.shadowRoot;
        const w = window as unknown as { __placeholder?: Element };
        const now = root?.querySelector('.precheck-start');
        return { swapped: !!now && now !== w.__placeholder, focused: root?.activeElement === now };
      });
    await control.locator('button').evaluate((b) => {
      (window as unknown as { __placeholder?: Element }).__placeholder = b;
      b.focus();
    });
    await expect.poll(swapped, { timeout: 15_000 }).toEqual({ swapped: true, focused: true });
    expect(lazy().some((p) => p.includes('/chunks/Precheck-'))).toBe(true);

    // A script's run shows in the control.
    const result = await runPrecheck(page);
    expect(result['microphone']).toBe('silent');
    const mic = control.locator('[data-check="microphone"]');
    await mic.waitFor({ timeout: 15_000 });
    expect(await mic.getAttribute('data-result')).toBe('silent');
    expect(errors).toEqual([]);
  });

  it('a refused microphone is denied; the round trip is still measured', async () => {
    const browser = await launchChromium({ autoplay: true, microphone: 'deny' });
    rig.browsers.push(browser);
    const { page, errors } = await openPage(browser, rig.platform.url);
    const methods = callRequests(page);
    const result = await runPrecheck(page);
    expect(result['microphone']).toBe('denied');
    expect(result['quality']).toBe('good');
    expect(methods.includes('POST')).toBe(false);
    expect(errors).toEqual([]);
  });

  it('<voice-widget>: precheck() and the sheet’s control share one check', async () => {
    const browser = await launchWithCaller(
      rig.dir,
      'widget',
      [{ silenceS: 0.3, text: 'Hola, me llamo Carlos' }],
      rig.browsers,
    );
    const page = await (await browser.newContext()).newPage();
    const methods = callRequests(page);
    await page.goto(new URL('partner.html', rig.platform.url).href);
    await page.locator('voice-widget [part~="launcher"]').click();
    const control = page.locator('voice-widget [part~="precheck"]');
    await control.waitFor({ timeout: 10_000 });
    const result = await page.evaluate(() =>
      (
        document.querySelector('voice-widget') as unknown as {
          precheck(): Promise<Record<string, unknown>>;
        }
      ).precheck(),
    );
    expect(result).toMatchObject({ microphone: 'ok', output: 'ok', quality: 'good' });
    expect(await control.locator('[data-check="microphone"]').getAttribute('data-result')).toBe(
      'ok',
    );
    expect(methods).toEqual(['OPTIONS', 'OPTIONS', 'OPTIONS']);
  });
});
