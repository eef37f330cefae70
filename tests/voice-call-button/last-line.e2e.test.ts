/**
 * No clipped ends (docs/voice-client.md "End of call"), in Chromium against the local platform:
 * when the assistant ends the call, its last line plays to its end on the page before the call
 * shows as ended. The assistant audio the page rendered (`tests/support/played-meter.ts`) is
 * measured against the line as the platform synthesized it and sent it (20 ms frames). A
 * visitor's own hang-up still stops the line at once.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { BRISK_WPM, briskAssistants } from '../../scripts/lib/assistants.ts';
import { countDownlink, type DownlinkLine, downlinkLines } from '../../scripts/lib/downlink.ts';
import { useLocalPlatform } from '../support/local-platform.ts';
import { launchWithCaller, openPage, part, recorded, startCall, type } from '../support/panel.ts';
import {
  installPlayedMeter,
  playedBy,
  playedInAll,
  type PlayedRecord,
  readPlayed,
  scheduledFrom,
} from '../support/played-meter.ts';
import { recordSynthesized, type SynthesizedLines } from '../support/synthesized-lines.ts';

/** One downlink frame, ms (docs/platform.md "Binary frames: audio"). */
const FRAME_MS = 20;
const SILENT = [{ silenceS: 120 }];
const BUTTON = 'voice-demo voice-call-button button.call-button';

let synthesized: SynthesizedLines | undefined;

// Recording first: its hooks run before the platform starts and after it closes.
beforeAll(() => {
  synthesized = recordSynthesized();
});
afterAll(() => synthesized?.restore());

const rig = useLocalPlatform('last-line', {
  assistants: (dir) => briskAssistants(BRISK_WPM, dir),
});

interface PageEnd {
  /** `performance.now()` when the button showed each `data-status`, ms. */
  statuses: { status: string; at: number }[];
}

/** A Spanish demo page with the meters and a silent caller, in a call whose first line is being sent. */
async function callInProgress(name: string): Promise<{ page: Page; errors: string[] }> {
  const browser = await launchWithCaller(rig.dir, name, SILENT, rig.browsers);
  const context = await browser.newContext();
  await installPlayedMeter(context);
  await context.addInitScript(countDownlink);
  await context.addInitScript(() => {
    const rec: PageEnd = { statuses: [] };
    (window as unknown as { __end: PageEnd }).__end = rec;
    // The call's socket, for a `say` as `VoiceClient.say(text, true)` sends it.
    window.WebSocket = new Proxy(window.WebSocket, {
      construct(target, args: ConstructorParameters<typeof WebSocket>) {
        const socket = Reflect.construct(target, args) as WebSocket;
        (window as unknown as { __callSocket: WebSocket }).__callSocket = socket;
        return socket;
      },
    });
    const watch = (): void => {
      const button = document
        .querySelector('voice-demo')
        ?.shadowRoot?.querySelector('voice-call-button')
        ?.shadowRoot?.querySelector('button.call-button');
      if (!button) return void setTimeout(watch, 50);
      const push = (): void => {
        const status = button.getAttribute('data-status') ?? '';
        if (rec.statuses.at(-1)?.status !== status)
          rec.statuses.push({ status, at: performance.now() });
      };
      push();
      new MutationObserver(push).observe(button, {
        attributes: true,
        attributeFilter: ['data-status'],
      });
    };
    watch();
  });
  const opened = await openPage(context, rig.platform.url);
  await startCall(opened.page);
  return opened;
}

/**
 * Waits until the platform has sent `count` whole lines (each up to its `speech-update stopped`) and
 * the page has played them (no assistant sample rendered for 300 ms), so the next line's audio is
 * counted alone.
 */
async function linesDone(page: Page, count: number): Promise<void> {
  await expect
    .poll(
      async () => {
        const lines = await downlinkLines(page);
        if (lines.length !== count || !lines.every((l) => l.stopped)) return false;
        const { lastAt } = playedInAll(await readPlayed(page));
        return (await page.evaluate(() => performance.now())) - lastAt > 300;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

interface Ended {
  readonly played: PlayedRecord;
  readonly lines: DownlinkLine[];
  readonly events: Awaited<ReturnType<typeof recorded>>;
  readonly statuses: PageEnd['statuses'];
}

/** Waits for `voice-call-end` and the button back to idle. */
async function ended(page: Page): Promise<Ended> {
  await expect
    .poll(async () => (await recorded(page)).some((e) => e.type === 'voice-call-end'), {
      timeout: 60_000,
    })
    .toBe(true);
  await expect.poll(() => page.locator(BUTTON).getAttribute('data-status')).toBe('idle');
  return {
    played: await readPlayed(page),
    lines: await downlinkLines(page),
    events: await recorded(page),
    statuses: await page.evaluate(() => (window as unknown as { __end: PageEnd }).__end.statuses),
  };
}

function endedReasonOf(end: Ended): string | undefined {
  return end.events
    .map((e) => e.detail as { type?: string; status?: string; endedReason?: string } | undefined)
    .find((m) => m?.type === 'status-update' && m.status === 'ended')?.endedReason;
}

/** The last line played whole before the call showed as ended; prints the figures. */
function expectWholeLastLine(end: Ended, label: string): void {
  const line = end.lines.at(-1)!;
  const fullFrames = synthesized!.frames(line.text);
  const lineMs = line.frames * FRAME_MS;
  const before = playedBy(end.played, line.startedAt);
  const all = playedInAll(end.played);
  const playedMs = (all.s - before) * 1000;
  const scheduledMs = scheduledFrom(end.played, line.startedAt) * 1000;
  const at = (type: string): number => end.events.find((e) => e.type === type)?.t ?? -1;
  const hangAt =
    end.events.find(
      (e) => e.type === 'voice-message' && (e.detail as { type?: string }).type === 'hang',
    )?.t ?? -1;
  const endAt = at('voice-call-end');
  const idleAt = end.statuses.find((s) => s.status === 'idle' && s.at > line.startedAt)?.at ?? -1;
  // On the output clock: from the last sample rendered to the call's end (the speaker plays it `latency` later).
  const marginMs = (end.played.endClock - all.lastClock) * 1000;
  console.log(
    `${label}: line ${lineMs} ms (${line.frames} frames sent, ${fullFrames} synthesized), ` +
      `${scheduledMs.toFixed(1)} ms scheduled, ${playedMs.toFixed(1)} ms played; ` +
      `last sample rendered → voice-call-end ${marginMs.toFixed(1)} ms on the output clock ` +
      `(output latency ${(end.played.latency * 1000).toFixed(0)} ms); hang → voice-call-end ` +
      `${(endAt - hangAt).toFixed(0)} ms, → idle ${(idleAt - hangAt).toFixed(0)} ms`,
  );
  // The platform sent the whole line before it hung up.
  expect(line.stopped).toBe(true);
  expect(line.frames).toBe(fullFrames);
  expect(lineMs).toBeGreaterThan(500);
  expect(hangAt).toBeGreaterThan(line.startedAt);
  // The page scheduled all of it (fewer: the player dropped frames after a stall of the page) …
  expect(scheduledMs).toBeGreaterThanOrEqual(lineMs - FRAME_MS);
  // … and played all of it (the previous line had finished: only this one's audio is counted).
  expect(playedMs).toBeGreaterThanOrEqual(lineMs - FRAME_MS);
  expect(playedMs).toBeLessThanOrEqual(lineMs + FRAME_MS);
  // The ended state came after the last sample was rendered, on the output clock. (That it also waited
  // for the output latency is the unit tests' to show: the browser's estimate moves by a few ms.)
  expect(end.played.endClock).toBeGreaterThanOrEqual(all.lastClock - 1e-6);
  expect(idleAt).toBeGreaterThanOrEqual(endAt);
}

describe('the assistant ends the call: its last line plays to its end first', () => {
  it("the script's goodbye, typed to its end (assistant-ended-call)", async () => {
    const { page, errors } = await callInProgress('goodbye');
    // The typed path of live-panel.e2e.test.ts; each answer once the line before it has played.
    const answers = [
      'Me llamo Carlos',
      '612 345 678',
      'Atender mejor a mis clientes',
      'sí', // to the clarifying question
      'sí',
      'no, gracias',
      'adiós',
    ];
    for (const [i, answer] of answers.entries()) {
      await linesDone(page, i + 1);
      await type(page, answer);
    }
    const end = await ended(page);
    expect(endedReasonOf(end)).toBe('assistant-ended-call');
    expectWholeLastLine(end, 'goodbye');
    expect(await part(page, 'recap').isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('a say with endCallAfterSpoken (assistant-said-end-call-phrase)', async () => {
    const { page, errors } = await callInProgress('say-end');
    await linesDone(page, 1);
    const sent = await page.evaluate(() => {
      const socket = (window as unknown as { __callSocket?: WebSocket }).__callSocket;
      socket?.send(
        JSON.stringify({
          type: 'say',
          message: 'Gracias por llamar. Le escribiremos hoy mismo con todos los detalles.',
          endCallAfterSpoken: true,
          interruptionsEnabled: false,
          interruptAssistantEnabled: false,
        }),
      );
      return socket?.readyState === WebSocket.OPEN;
    });
    expect(sent).toBe(true);
    const end = await ended(page);
    expect(endedReasonOf(end)).toBe('assistant-said-end-call-phrase');
    expectWholeLastLine(end, 'say endCallAfterSpoken');
    expect(errors).toEqual([]);
  });
});

describe("the visitor's own hang-up", () => {
  it('stops the line at once: the rest of the line never plays', async () => {
    const { page, errors } = await callInProgress('hang-up');
    await expect
      .poll(async () => playedInAll(await readPlayed(page)).s, { timeout: 20_000 })
      .toBeGreaterThan(0.5);
    await page.locator(BUTTON).click();
    const end = await ended(page);
    const line = end.lines[0]!;
    const fullMs = synthesized!.frames(line.text)! * FRAME_MS;
    const playedMs = playedInAll(end.played).s * 1000;
    console.log(
      `visitor hang-up: line ${fullMs} ms, ${line.frames * FRAME_MS} ms sent, ${playedMs.toFixed(0)} ms played`,
    );
    expect(endedReasonOf(end)).toBe('customer-ended-call');
    expect(line.stopped).toBe(false);
    expect(playedMs).toBeLessThan(fullMs - 500);
    expect(errors).toEqual([]);
  });
});
