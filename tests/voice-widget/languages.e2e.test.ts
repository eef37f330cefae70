/**
 * `<voice-widget>` in languages other than Spanish and Hebrew, in Chromium on the partner page
 * (docs/translations.md): Arabic (right to left), Japanese, French and Traditional Chinese from
 * their language files, collapsed and expanded, mirrored where the language is, and axe clean
 * both ways; Arabic also after a chat exchange, its log right to left. The launcher stays hidden
 * until its label is in (no shift when it arrives) and shows without it when it cannot load.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';

import { withEnglish } from '../../src/common/i18n/fallback.ts';
import * as arFile from '../../src/common/i18n/langs/ar.ts';
import * as en from '../../src/common/i18n/langs/en.ts';
import * as frFile from '../../src/common/i18n/langs/fr.ts';
import * as jaFile from '../../src/common/i18n/langs/ja.ts';
import * as zhHantFile from '../../src/common/i18n/langs/zh-Hant.ts';
import type { Section } from '../../src/common/i18n/texts.ts';
import { type Tab, useHarness } from '../support/harness.ts';
import { axeViolations } from '../support/panel.ts';

const h = useHarness({ events: ['voice-chat-message', 'voice-error'] });

interface LangCase {
  readonly tag: string;
  readonly code: string;
  readonly dir: 'ltr' | 'rtl';
  readonly launcher: Section<'launcher'>;
  readonly sheet: Section<'sheet'>;
}

// The texts as the widget shows them: each file's own, English for a key it lacks.
const [ar, fr, ja, zhHant] = [arFile, frFile, jaFile, zhHantFile].map((file) =>
  withEnglish(file, en),
) as [
  ReturnType<typeof withEnglish>,
  ReturnType<typeof withEnglish>,
  ReturnType<typeof withEnglish>,
  ReturnType<typeof withEnglish>,
];

const CASES: readonly LangCase[] = [
  { tag: 'ar-EG', code: 'ar', dir: 'rtl', launcher: ar.launcher, sheet: ar.sheet },
  { tag: 'ja', code: 'ja', dir: 'ltr', launcher: ja.launcher, sheet: ja.sheet },
  { tag: 'fr-CA', code: 'fr', dir: 'ltr', launcher: fr.launcher, sheet: fr.sheet },
  { tag: 'zh-TW', code: 'zh-Hant', dir: 'ltr', launcher: zhHant.launcher, sheet: zhHant.sheet },
];

const part = (page: Page, name: string) => page.locator(`voice-widget [part~="${name}"]`);

/** The partner page with its widget's `lang` set to `tag` before the widget connects. */
async function partnerIn(tag: string): Promise<Tab> {
  const tab = await h.open('partner.html', { waitForDemo: false });
  const { page } = tab;
  await page.evaluate((t) => {
    const el = document.querySelector('voice-widget')!;
    el.remove();
    el.setAttribute('lang', t);
    el.setAttribute('position', 'bottom-end');
    document.body.append(el);
  }, tag);
  return tab;
}

describe('<voice-widget> in other languages (partner page)', () => {
  it.each(CASES)(
    '$tag: launcher and sheet from the $code file, dir $dir, axe clean collapsed and expanded',
    async ({ tag, code, dir, launcher, sheet }) => {
      const { page } = await partnerIn(tag);
      const label = launcher.launcherHybrid.replace('{assistant}', launcher.assistantName);
      await expect.poll(() => part(page, 'launcher').innerText()).toBe(label);
      const frame = part(page, 'root');
      expect(await frame.getAttribute('lang')).toBe(code);
      expect(await frame.getAttribute('dir')).toBe(dir);
      // bottom-end is the inline end: the right edge left to right, the left edge right to left.
      const box = (await part(page, 'launcher').boundingBox())!;
      const width = page.viewportSize()!.width;
      if (dir === 'rtl') expect(box.x).toBeLessThan(width / 2);
      else expect(box.x + box.width).toBeGreaterThan(width / 2);
      expect(await axeViolations(page)).toEqual([]);

      await part(page, 'launcher').click();
      await part(page, 'sheet').waitFor({ timeout: 10_000 });
      expect(await part(page, 'message-input').getAttribute('placeholder')).toBe(
        sheet.chatPlaceholder,
      );
      expect(await part(page, 'close').getAttribute('aria-label')).toBe(sheet.close);
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  it('the launcher waits for its texts; when they cannot load it still shows and opens', async () => {
    const { page } = await h.open('partner.html', { waitForDemo: false });
    h.expectConsoleError(/lang-fr\.js/); // the loader's own report
    h.expectConsoleError(/^Failed to load resource: net::ERR_FAILED$/); // the browser's, per attempt
    await page.route('**/chunks/lang-fr.js', (route) => route.abort());
    await page.evaluate(() => {
      // A new element: the page's own has its Hebrew texts already.
      const old = document.querySelector('voice-widget')!;
      const el = document.createElement('voice-widget');
      for (const { name, value } of old.attributes) el.setAttribute(name, value);
      el.setAttribute('lang', 'fr');
      old.remove();
      document.body.append(el);
    });
    await expect.poll(() => part(page, 'root').getAttribute('data-pending')).toBeNull();
    await expect(part(page, 'launcher').isVisible()).resolves.toBe(true);
    expect(await part(page, 'launcher').innerText()).toBe('');
    await part(page, 'launcher').click();
    await part(page, 'sheet').waitFor({ timeout: 10_000 });
    expect(await part(page, 'message-input').getAttribute('placeholder')).toBe(
      fr.sheet.chatPlaceholder,
    );
  });

  it('ar: a chat exchange keeps the log mirrored and axe clean', async () => {
    const tab = await partnerIn('ar');
    const { page } = tab;
    await part(page, 'launcher').click();
    await part(page, 'sheet').waitFor({ timeout: 10_000 });
    await part(page, 'message-input').fill('مرحبا');
    await part(page, 'message-input').press('Enter');
    await expect
      .poll(
        async () =>
          (await tab.events('voice-chat-message')).filter(
            (e) => (e.detail as { role?: string }).role === 'assistant',
          ).length,
        { timeout: 15_000 },
      )
      .toBe(1);
    const log = part(page, 'live-transcript');
    expect(await log.evaluate((el) => getComputedStyle(el).direction)).toBe('rtl');
    expect(await log.innerText()).toContain('مرحبا');
    expect(await axeViolations(page)).toEqual([]);
  });
});
