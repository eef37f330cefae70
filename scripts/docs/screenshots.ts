/**
 * The screenshots of docs/elements/voice-widget.md ("Teaser", "The orb"), taken in Chromium
 * against the local platform: `<voice-widget>` in Spanish, Arabic and Japanese, its teaser beside
 * the launcher, and its sheet during a call with the orb showing the call's state. Each PNG is
 * cropped to the widget and written to docs/images/ (`voice-widget-teaser-<lang>.png`,
 * `voice-widget-orb-<lang>.png`); the script fails when one is over 60 KB.
 *
 * Usage: `npm run docs:screenshots` (after `npm run build`). Japanese needs a CJK font:
 * `apt-get install -y fonts-noto-cjk` (the script refuses to run without one rather than save
 * boxes).
 */
import { execFileSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Locator, Page } from 'playwright-core';

import { startPlatform } from '../../server/index.ts';
import { launchChromium } from '../lib/browser.ts';
import { writeCallerWav } from '../lib/caller-wav.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const OUT = join(ROOT, 'docs/images');
/** Largest PNG kept, bytes. */
const MAX_BYTES = 60 * 1024;

/** The partner's teaser text in each language shown. */
const TEASERS = {
  es: '¡Hola! ¿Quieres reservar una revisión?',
  ar: 'مرحبًا! هل تريد حجز موعد للفحص؟',
  ja: 'こんにちは！検診のご予約はいかがですか？',
} as const;

type Lang = keyof typeof TEASERS;

/** A partner page in `lang` (served by the platform: a page from elsewhere may not reach its local address): the element with a teaser at once and the demo's avatar. */
function partnerPage(lang: Lang): string {
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return `<!doctype html><html lang="${lang}" dir="${dir}"><head><meta charset="utf-8"><title>Partner</title>
<link rel="stylesheet" href="partner.css"></head><body>
<script type="module" src="voice-widget.js"></script>
<voice-widget public-key="local-demo-key" assistant-id="sofia" api-url="/api" lang="${lang}" avatar="avatar.svg" teaser-delay="0" teaser='${JSON.stringify(TEASERS)}'></voice-widget>
</body></html>`;
}

/** A PNG of `target`'s box grown by `margin` px (Chromium's clip), at `name` under docs/images/. */
async function shoot(page: Page, target: Locator[], name: string, margin = 12): Promise<void> {
  const boxes = await Promise.all(target.map((t) => t.boundingBox()));
  if (boxes.some((b) => !b)) throw new Error(`${name}: nothing to crop to`);
  const left = Math.max(0, Math.min(...boxes.map((b) => b!.x)) - margin);
  const top = Math.max(0, Math.min(...boxes.map((b) => b!.y)) - margin);
  const right = Math.max(...boxes.map((b) => b!.x + b!.width)) + margin;
  const bottom = Math.max(...boxes.map((b) => b!.y + b!.height)) + margin;
  const path = join(OUT, name);
  await page.screenshot({
    path,
    clip: { x: left, y: top, width: right - left, height: bottom - top },
  });
  const { size } = await stat(path);
  if (size > MAX_BYTES) throw new Error(`${name} is ${size} bytes, over ${MAX_BYTES}`);
  console.log(`${name}: ${Math.round(right - left)}×${Math.round(bottom - top)} px, ${size} bytes`);
}

/** The teaser, then the sheet during a call (its orb), in `lang`. */
async function shootLang(page: Page, url: string, lang: Lang): Promise<void> {
  await page.goto(`${url}shot-${lang}.html`);
  const part = (name: string): Locator => page.locator(`voice-widget [part~="${name}"]`).first();
  await part('teaser').waitFor();
  await shoot(page, [part('teaser'), part('launcher')], `voice-widget-teaser-${lang}.png`);

  await part('teaser').click(); // its text: the close button is in a corner
  await part('sheet').waitFor();
  await part('call-button').click();
  // The assistant's first line: the orb speaks (or listens once it has spoken).
  await page
    .locator('voice-widget [part~="orb"][data-state="speaking"]')
    .first()
    .waitFor({ timeout: 30_000 });
  // The conversation scrolled to its last line (it scrolls smoothly as the caption grows).
  await page.waitForFunction(() =>
    [...document.querySelector('voice-widget')!.shadowRoot!.querySelectorAll('*')]
      .filter((el) => el.scrollHeight > el.clientHeight + 2)
      .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowY))
      .every((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2),
  );
  await shoot(page, [part('sheet')], `voice-widget-orb-${lang}.png`, 0);
  await part('call-button').click();
  await page.locator('voice-widget [part~="orb"]').first().waitFor({ state: 'detached' });
}

/** Takes every screenshot; see the module comment. */
async function main(): Promise<void> {
  for (const lang of ['ja', 'ar'])
    if (!execFileSync('fc-list', [`:lang=${lang}`], { encoding: 'utf8' }).trim())
      throw new Error(`no font for ${lang}: apt-get install -y fonts-noto-cjk`);
  await mkdir(OUT, { recursive: true });
  const dir = await mkdtemp(join(tmpdir(), 'screenshots-'));
  const wav = join(dir, 'microphone.wav');
  await writeCallerWav(wav, [{ silenceS: 1 }]);
  // The demo site and the shots' pages, as the platform serves its own pages (the same CSP).
  const siteDir = join(dir, 'site');
  await cp(join(ROOT, 'demo-host'), siteDir, { recursive: true });
  for (const lang of Object.keys(TEASERS) as Lang[])
    await writeFile(join(siteDir, `shot-${lang}.html`), partnerPage(lang));
  const platform = await startPlatform({ port: 0, presynthesize: 'first', siteDir });
  await platform.ready;
  const browser = await launchChromium({ autoplay: true, microphone: { wav } });
  try {
    // A context per language: the teaser opened in one is dismissed for that tab's storage.
    for (const lang of Object.keys(TEASERS) as Lang[]) {
      const context = await browser.newContext({ viewport: { width: 1100, height: 760 } });
      await shootLang(await context.newPage(), platform.url, lang);
      await context.close();
    }
  } finally {
    await browser.close();
    await platform.close();
    await rm(dir, { recursive: true, force: true });
  }
}

await main();
