/**
 * A live call on the demo page's `<voice-call-button>` (Spanish) with the
 * engine's fake microphone: the call connects, the assistant is heard (its
 * first line is captioned and its audio played: `voice-speech-start`), the
 * visitor mutes the microphone, a typed message gets an answer, the visitor
 * hangs up, the recap shows, and the platform records the call as ended by
 * the visitor. All along, the orb (part `orb`) follows the call: `connecting`,
 * `listening`, `speaking`, `thinking` after a turn the platform heard, `idle`
 * after hanging up.
 */
import { expect } from 'vitest';

import type { RunningPlatform } from '../../../server/index.ts';
import type { EnginePage } from '../page.ts';
import { orbStates, watchOrb } from './orb.ts';

/** The demo's call button. */
export const BUTTON = 'voice-demo >>> voice-call-button >>> button.call-button';

/** A part of the demo call button's panel (`call-error`, `message-input`, …). */
export const panel = (part: string): string =>
  `voice-demo >>> voice-call-button >>> [part~="${part}"]`;

/** What the flow noticed that may differ between engines (printed in the summary). */
export interface CallNotes {
  /** `voice-volume-level` events above 0.01 were seen (the assistant's audio played). */
  readonly heardLevel: number;
  /** The platform's VAD heard the microphone (a user `speech-update` started): Firefox's tone and WebKit's mock device do. */
  readonly micHeard: boolean;
  /** The orb's `data-state`s in the demo's call button, in order (`gone`: it left the DOM). */
  readonly orb: readonly string[];
}

/** The platform's record of a call. */
export async function platformCall(
  platform: RunningPlatform,
  id: string,
): Promise<{ status: string; endedReason?: string }> {
  const res = await fetch(`${platform.url}api/call/${id}`, {
    headers: { Authorization: `Bearer ${platform.publicKey}` },
  });
  return (await res.json()) as { status: string; endedReason?: string };
}

/** The id of the page's last call created on the platform (its `web-call-creation` completed progress event). */
export async function lastCallId(page: EnginePage): Promise<string> {
  const created = (await page.events('voice-call-start-progress'))
    .map((e) => e.detail as { stage: string; status: string; metadata?: { callId?: string } })
    .filter((d) => d.stage === 'web-call-creation' && d.status === 'completed');
  const id = created.at(-1)?.metadata?.callId;
  if (!id) throw new Error('no call created');
  return id;
}

/** The whole live-call flow; see the module comment. */
export async function callFlow(page: EnginePage, platform: RunningPlatform): Promise<CallNotes> {
  await page.goto('');
  await page.until(
    'the idle call button',
    15_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  await watchOrb(page, 'voice-demo >>> voice-call-button');
  await page.click(BUTTON);
  await page.until(
    'the call to connect',
    30_000,
    (b) =>
      ['connected', 'speaking'].includes(
        window.__engine.find(b)?.getAttribute('data-status') ?? '',
      ),
    BUTTON,
  );
  const id = await lastCallId(page);
  expect((await platformCall(platform, id)).status).toBe('in-progress');

  // The assistant is heard: its line is captioned and its audio played (speech detected on the played audio).
  await page.until(
    "the assistant's first line",
    20_000,
    (p) => window.__engine.findAll(p).length > 0,
    panel('live-line-assistant'),
  );
  // Muted at once: Firefox's tone and WebKit's mock device sound like a caller talking, whose turns the
  // offline assistant would answer too; muted, only the typed message moves the conversation.
  await page.click(panel('mute'));
  await page.until('voice-mute-change', 5000, () =>
    window.__engine.events.some(
      (e) => e.type === 'voice-mute-change' && (e.detail as { muted: boolean }).muted,
    ),
  );
  await page.until('voice-speech-start (the assistant audio played)', 20_000, () =>
    window.__engine.events.some((e) => e.type === 'voice-speech-start'),
  );

  // A typed message is shown as the visitor's and gets an answer (a new assistant line after it).
  await page.until(
    'the message field',
    15_000,
    (p) => {
      const input = window.__engine.find(p) as HTMLTextAreaElement | HTMLInputElement | null;
      return !!input && !input.disabled;
    },
    panel('message-input'),
  );
  await page.fill(panel('message-input'), 'Me llamo Carlos');
  await page.press('Enter');
  await page.until(
    'the typed line',
    10_000,
    (p) =>
      window.__engine
        .findAll(p)
        .some((el) => (el as HTMLElement).innerText.includes('Me llamo Carlos')),
    panel('live-line-user'),
  );
  await page.until(
    'an answer after it',
    30_000,
    (users, assistants) => {
      const typed = window.__engine
        .findAll(users)
        .find((el) => (el as HTMLElement).innerText.includes('Me llamo Carlos'));
      return (
        !!typed &&
        window.__engine
          .findAll(assistants)
          .some((a) => (typed.compareDocumentPosition(a) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0)
      );
    },
    panel('live-line-user'),
    panel('live-line-assistant'),
  );

  // Hang up: idle, call-end, the recap, and the platform's call ended by the visitor.
  await page.click(BUTTON);
  await page.until(
    'the idle button after hanging up',
    // A ceiling that only catches a hang: with three engines side by side on 2 busy cores, WebKit
    // took over 10 s once (the hang-up's speed is the browser tests' and bench:call's).
    30_000,
    (b) => window.__engine.find(b)?.getAttribute('data-status') === 'idle',
    BUTTON,
  );
  await page.until('voice-call-end', 10_000, () =>
    window.__engine.events.some((e) => e.type === 'voice-call-end'),
  );
  await page.waitVisible(panel('recap'), 10_000);
  expect(await page.text(panel('recap'))).toContain('Resultado de tu llamada');
  await expect
    .poll(async () => (await platformCall(platform, id)).status, { timeout: 10_000 })
    .toBe('ended');
  expect((await platformCall(platform, id)).endedReason).toBe('customer-ended-call');
  expect(await page.events('voice-error')).toEqual([]);

  const levels = await page.levels();
  const messages = (await page.events('voice-message')).map(
    (e) => e.detail as { type: string; role?: string; status?: string },
  );
  const micHeard = messages.some(
    (m) => m.type === 'speech-update' && m.role === 'user' && m.status === 'started',
  );
  // The orb followed the call: connecting, listening, the assistant speaking; after a turn the
  // platform heard (Firefox's tone, WebKit's mock device; typed turns have no speech), thinking
  // until the answer's audio; idle once hung up, then it leaves with the call's bar.
  const orb = await orbStates(page);
  expect(orb.slice(0, 3), `the orb's states: ${orb.join(' → ')}`).toEqual([
    'connecting',
    'listening',
    'speaking',
  ]);
  expect(orb.slice(-2), `the orb's states: ${orb.join(' → ')}`).toEqual(['idle', 'gone']);
  if (micHeard) expect(orb, `the orb's states: ${orb.join(' → ')}`).toContain('thinking');
  orb.forEach((state, i) => {
    if (state === 'thinking') expect(['speaking', 'idle']).toContain(orb[i + 1]);
  });
  return { heardLevel: levels.max, micHeard, orb };
}
