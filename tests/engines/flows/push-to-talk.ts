/**
 * Push-to-talk in every engine (docs/elements/voice-call-button.md
 * "Push-to-talk"): `talk-mode="push"` on the demo page's `<voice-demo>`
 * reaches its `<voice-call-button>`; in the call the `talk` control shows in
 * place of `mute`, released; while released the platform's VAD hears
 * nothing of the engine's fake microphone; a pointer hold opens it
 * (`aria-pressed`, `voice-mute-change` `{ muted: false, talkMode: 'push' }`)
 * and, in Firefox and WebKit, whose fake devices sound like a caller, the
 * platform hears the visitor; Space held on the focused control does the
 * same; each release mutes again. The speaker picker is hidden where the
 * browser cannot route the call's audio (WebKit: no `setSinkId` on an
 * `AudioContext`).
 */
import { expect } from 'vitest';

import type { EngineName } from '../driver.ts';
import type { EnginePage } from '../page.ts';
import { BUTTON, panel } from './call.ts';

/** The user `speech-update started` messages so far: the platform's VAD heard the microphone. */
async function heard(page: EnginePage): Promise<number> {
  const messages = (await page.events('voice-message')).map(
    (e) => e.detail as { type: string; role?: string; status?: string },
  );
  return messages.filter(
    (m) => m.type === 'speech-update' && m.role === 'user' && m.status === 'started',
  ).length;
}

/** The `voice-mute-change` details so far. */
async function mutes(page: EnginePage): Promise<unknown[]> {
  return (await page.events('voice-mute-change')).map((e) => e.detail);
}

/** The flow; see the module comment. Returns what the engine showed of the speaker picker and the platform's hearing. */
export async function pushToTalkFlow(page: EnginePage, engine: EngineName): Promise<string> {
  await page.goto('');
  await page.run(() => document.querySelector('voice-demo')?.setAttribute('talk-mode', 'push'));
  await page.until(
    'the idle call button with talk-mode="push"',
    15_000,
    (b) => {
      const button = window.__engine.find(b);
      return (
        button?.getAttribute('data-status') === 'idle' &&
        window.__engine.find('voice-demo >>> voice-call-button')?.getAttribute('talk-mode') ===
          'push'
      );
    },
    BUTTON,
  );
  await page.click(BUTTON);
  await page.waitVisible(panel('talk'), 30_000);
  expect(await page.attribute(panel('talk'), 'aria-pressed')).toBe('false');
  expect(await page.text(panel('talk'))).toContain('Mantén pulsado para hablar');
  expect(await page.attribute(panel('talk-mode'), 'aria-checked')).toBe('true');
  expect(await page.run((p) => window.__engine.find(p) === null, panel('mute'))).toBe(true);

  // Released through the assistant's first line: the fake microphone reaches nothing.
  await page.until(
    "the assistant's first line",
    20_000,
    (p) => window.__engine.findAll(p).length > 0,
    panel('live-line-assistant'),
  );
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect(await heard(page)).toBe(0);

  // The speaker picker: hidden where the call's audio cannot be routed (WebKit).
  const routable = await page.run(
    () => typeof (AudioContext.prototype as { setSinkId?: unknown }).setSinkId === 'function',
  );
  const picker = await page.run((p) => window.__engine.find(p) !== null, panel('speaker-select'));
  if (engine === 'webkit') expect(routable).toBe(false);
  if (!routable) expect(picker).toBe(false);

  // A pointer hold opens the microphone; the release mutes it again.
  const box = await page.box(panel('talk'));
  await page.driver.mouseDown(box.x + box.width / 2, box.y + box.height / 2);
  await page.until(
    'the held talk control',
    5000,
    (p) => window.__engine.find(p)?.getAttribute('aria-pressed') === 'true',
    panel('talk'),
  );
  // Firefox's tone and WebKit's mock device sound like a caller: the platform hears the hold (held
  // until it does; the ceiling only catches a hang, the three engines share the cores).
  if (engine !== 'chromium')
    await expect.poll(() => heard(page), { timeout: 20_000 }).toBeGreaterThan(0);
  else await new Promise((resolve) => setTimeout(resolve, 1000));
  const heardWhileHeld = await heard(page);
  await page.driver.mouseUp();
  await page.until(
    'the released talk control',
    5000,
    (p) => window.__engine.find(p)?.getAttribute('aria-pressed') === 'false',
    panel('talk'),
  );

  // Space held on the focused control.
  await page.run((p) => (window.__engine.find(p) as HTMLElement | null)?.focus(), panel('talk'));
  await page.driver.spaceDown();
  await page.until(
    'the talk control held by Space',
    5000,
    (p) => window.__engine.find(p)?.getAttribute('aria-pressed') === 'true',
    panel('talk'),
  );
  await page.driver.spaceUp();
  await page.until(
    'the talk control released by Space',
    5000,
    (p) => window.__engine.find(p)?.getAttribute('aria-pressed') === 'false',
    panel('talk'),
  );
  expect(await mutes(page)).toEqual([
    { muted: false, talkMode: 'push' },
    { muted: true, talkMode: 'push' },
    { muted: false, talkMode: 'push' },
    { muted: true, talkMode: 'push' },
  ]);

  await page.click(BUTTON);
  await page.until(
    'the idle button after hanging up',
    // A ceiling that only catches a hang: with three engines side by side on 2 busy cores, WebKit
    // took over 10 s once (the hang-up's speed is the browser tests' and bench:call's).
    30_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  expect(await page.events('voice-error')).toEqual([]);
  return `push-to-talk: speaker picker ${picker ? 'shown' : 'hidden'} (setSinkId on AudioContext: ${routable ? 'yes' : 'no'}), platform heard the hold: ${heardWhileHeld > 0 ? 'yes' : 'no'}`;
}
