/**
 * The embed configurator (docs/deployment.md "Embed configurator") in Hebrew, as a
 * partner uses it: the snippet arrives pinned with `integrity.json`, typing
 * a consent text changes the live preview (`require-consent`,
 * `consent-text`) and the snippet with it, and the preview is a working
 * `<voice-widget>`: its launcher opens the sheet.
 */
import { expect } from 'vitest';

import type { EnginePage } from '../page.ts';

/** The whole flow; see the module comment. */
export async function embedFlow(page: EnginePage): Promise<void> {
  await page.goto('embed.html?lang=he');
  expect(
    await page.run(() => [
      document.documentElement.lang,
      document.documentElement.dir,
      document.querySelector('h1')?.textContent,
    ]),
  ).toEqual(['he', 'rtl', 'הטמיעו את העוזרת באתר שלכם']);
  await page.until('the pinned snippet', 15_000, () =>
    /voice-widget\.js" integrity="sha384-[A-Za-z0-9+/=]{64}" crossorigin="anonymous"/.test(
      document.getElementById('snippet')?.textContent ?? '',
    ),
  );
  await page.fill('#f-consent', 'אני מסכים');
  await page.until(
    'the preview to take the consent text',
    5000,
    () => document.getElementById('preview')?.getAttribute('consent-text') === 'אני מסכים',
  );
  expect(
    await page.run(() => document.getElementById('preview')!.hasAttribute('require-consent')),
  ).toBe(true);
  expect(await page.run(() => document.getElementById('snippet')!.textContent)).toContain(
    'require-consent consent-text="אני מסכים"',
  );
  await page.waitVisible('voice-widget >>> [part~="launcher"]');
  await page.click('voice-widget >>> [part~="launcher"]');
  await page.waitVisible('voice-widget >>> [part~="sheet"]');
}
