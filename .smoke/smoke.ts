import { chromium } from 'playwright-core';
import { CHROMIUM_PATH } from '/work/main/scripts/chromium.ts';
import { CHROMIUM_ARGS } from '/work/main/tests/e2e/harness.ts';
import { startPlatform } from '/work/main/server/index.ts';
const platform = await startPlatform({ port: 0, presynthesize: 'none' });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] });
const page = await browser.newPage();
page.on('console', (m) => console.log('console', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror', e));
await page.goto(platform.url + (process.argv[2] ?? ''));
await page.locator('voice-widget [part~="launcher"]').click();
await page.locator('voice-widget [part~="sheet"]').waitFor({ timeout: 5000 });
await page.screenshot({ path: '/tmp/smoke/open.png' });
const input = page.locator('voice-widget [part~="message-input"]');
for (const text of (process.argv[3] ?? 'hola|Me llamo Carlos|612 345 678|Una centralita|sí').split('|')) {
  await input.fill(text);
  await input.press('Enter');
  await page.waitForTimeout(1200);
}
await page.screenshot({ path: '/tmp/smoke/chat.png' });
console.log(await page.locator('voice-widget [part~="sheet"]').innerText());
await browser.close();
await platform.close();
