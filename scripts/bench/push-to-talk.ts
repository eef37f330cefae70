/**
 * Benchmark of push-to-talk's interruption (docs/elements/voice-call-button.md "Push-to-talk"):
 * prints figures, asserts none. The browser test (tests/voice-call-button/push-to-talk.e2e.test.ts)
 * checks that the line is interrupted, by its frames; the time it takes is this figure, which a busy
 * machine stretches.
 *
 * In Chromium on the demo page with `talk-mode="push"`, a fake microphone that never stops talking
 * and the local platform in this process: after the greeting, a Space hold lets a turn through and
 * the assistant answers; `ROUNDS` times, Space is pressed on the focused `talk` control 300 ms into
 * the assistant's line and held until the line stops, then 1 s more, and released (the next turn).
 * Per press, on the page's clock: press → the line's `speech-update stopped` received (goal ≤ 2000 ms:
 * the visitor hears the assistant muted at once and the line over soon after), and the line's frames
 * (20 ms) received after the press.
 *
 * Usage: `npm run bench:push-to-talk` (after `npm run build`). `PTT_ROUNDS` sets the presses (default 5).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';

import { startPlatform } from '../../server/index.ts';
import { launchChromium } from '../lib/browser.ts';
import { writeTalkingCaller } from '../lib/caller-wav.ts';
import { countDownlink, type DownlinkLine, downlinkLines } from '../lib/downlink.ts';
import { stats } from '../lib/stats.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const ROUNDS = Number(process.env['PTT_ROUNDS'] ?? 5);
const TALK = 'voice-demo voice-call-button [part~="talk"]';

/** Longest wait for a line to start or stop, ms: past it the call is taken to be over. */
const LINE_WAIT_MS = 30_000;

/** Line `n` once the page has received its start (undefined if none comes within `waitMs`). */
async function lineAfter(page: Page, n: number, waitMs: number): Promise<DownlinkLine | undefined> {
  for (const until = Date.now() + waitMs; Date.now() < until;) {
    const lines = await downlinkLines(page);
    if (lines.length > n) return lines[n]!;
    await page.waitForTimeout(50);
  }
  return undefined;
}

/** Line `n` once it has stopped. @throws Error when it does not within {@link LINE_WAIT_MS}. */
async function stoppedLine(page: Page, n: number): Promise<DownlinkLine> {
  for (const until = Date.now() + LINE_WAIT_MS; Date.now() < until;) {
    const line = (await downlinkLines(page))[n];
    if (line?.stopped) return line;
    await page.waitForTimeout(20);
  }
  throw new Error(`assistant line ${n} did not stop within ${LINE_WAIT_MS} ms`);
}

/** Holds Space on the `talk` control for `ms`. */
async function holdSpace(page: Page, ms: number): Promise<void> {
  await page.locator(TALK).focus();
  await page.keyboard.down(' ');
  await page.waitForTimeout(ms);
  await page.keyboard.up(' ');
}

async function main(): Promise<void> {
  if (!existsSync(resolve(ROOT, 'dist/voice-widgets.js')))
    throw new Error('dist/voice-widgets.js is missing: run `npm run build` first.');
  const platform = await startPlatform({ port: 0 });
  await platform.ready;
  const dir = await mkdtemp(join(tmpdir(), 'bench-push-to-talk-'));
  const wav = join(dir, 'talking.wav');
  await writeTalkingCaller(wav, 30 + ROUNDS * 15);
  const browser = await launchChromium({ autoplay: true, microphone: { wav } });
  try {
    const context = await browser.newContext();
    // tsx keeps function names with a `__name` helper the page lacks (scripts/lib/browser.ts openTsxPage).
    await context.addInitScript('window.__name = (f) => f');
    await context.addInitScript(countDownlink);
    const page = await context.newPage();
    await page.goto(platform.url);
    await page.evaluate(() =>
      document.querySelector('voice-demo')?.setAttribute('talk-mode', 'push'),
    );
    await page.locator('voice-demo voice-call-button button.call-button').click();
    await page.locator(TALK).waitFor({ timeout: 20_000 });
    await stoppedLine(page, 0); // the greeting, said to its end
    await holdSpace(page, 2500);
    const pressToStop: number[] = [];
    const framesAfter: number[] = [];
    let cut = 0;
    for (let n = 1; n <= ROUNDS; n++) {
      let line = await lineAfter(page, n, 8000);
      // A turn the dialogue did not answer (e.g. cut into by the visitor's next sentence): another hold.
      for (let retry = 0; !line && retry < 2; retry++) {
        await holdSpace(page, 2500);
        line = await lineAfter(page, n, LINE_WAIT_MS);
      }
      if (!line || line.stopped) {
        console.log(`no assistant line ${n} to press into; stopping after ${n - 1} presses`);
        break;
      }
      await page.waitForTimeout(Math.max(0, 300 - line.frames * 20));
      await page.locator(TALK).focus();
      const before = (await downlinkLines(page))[n]!;
      const pressedAt = await page.evaluate(() => performance.now());
      await page.keyboard.down(' ');
      const stopped = await stoppedLine(page, n);
      pressToStop.push(stopped.stoppedAt - pressedAt);
      framesAfter.push(stopped.frames - before.frames);
      await page.waitForTimeout(1000);
      await page.keyboard.up(' ');
      cut++;
    }
    console.log(`\nPush-to-talk, Space held mid-line (${cut} presses, page clock)`);
    console.log(
      `  press → the line's speech-update stopped (goal ≤ 2000 ms): ${stats(pressToStop, 'ms')}`,
    );
    console.log(
      `  the line's frames received after the press (20 ms each): ${stats(framesAfter, 'frames')}`,
    );
  } finally {
    await browser.close();
    await platform.close();
    await rm(dir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
