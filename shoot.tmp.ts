import { chromium } from 'playwright-core';
const lang = process.argv[2] ?? 'es';
const width = Number(process.argv[3] ?? 1280);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] });
const page = await browser.newPage({ viewport: { width, height: 900 } });
page.on('console', (m) => console.log('console', m.type(), m.text()));
await page.goto(`http://localhost:4173/${lang === 'he' ? '?lang=he' : ''}`);
const btn = page.locator('voice-demo voice-call-button button').first();
await btn.scrollIntoViewIfNeeded();
await btn.click();
await page.waitForTimeout(6000);
const input = page.locator('voice-demo voice-call-button [part="message-input"]');
const answers = lang === 'he' ? ['שמי דני', '052-555-0147', 'מרכזייה עם שלוחות', 'כן'] : ['Me llamo Carlos', '612 345 678', 'Una centralita con extensiones SIP', 'sí'];
for (const a of answers.slice(0, 2)) {
  await input.fill(a);
  await input.press('Enter');
  await page.waitForTimeout(7000);
}
const panel = page.locator('voice-demo voice-call-button');
await panel.screenshot({ path: `/tmp/shots/${lang}-${width}-incall.png` });
for (const a of answers.slice(2)) {
  await input.fill(a);
  await input.press('Enter');
  await page.waitForTimeout(9000);
}
await btn.click();
await page.waitForTimeout(1500);
await panel.screenshot({ path: `/tmp/shots/${lang}-${width}-after.png` });
await browser.close();
