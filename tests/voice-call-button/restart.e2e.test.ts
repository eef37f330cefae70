/**
 * A platform restart mid-call in Chromium (docs/durable-state.md "Calls" and
 * "Restart"): the demo page is served by a platform in a child process, which
 * is killed (`SIGKILL`), or stopped (`SIGTERM`: close 1012, the client
 * resumes at once), in the middle of the assistant's first line and started
 * again on the same port and `DATA_DIR`. To the page it is a network
 * drop: `voice-call-reconnecting` then `voice-call-reconnected`, the same
 * call, the assistant heard again, the transcript neither duplicated nor
 * missing a line, a typed answer after the resume answered, and after the
 * hang-up one `end-of-call-report` at the assistant's server.
 *
 * Chromium's fake microphone plays silence, so the platform's VAD never hears
 * the caller.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { assistantsWithServer } from '../../scripts/lib/assistants.ts';
import { microphoneArgs } from '../../scripts/lib/browser.ts';
import { writeCallerWav } from '../../scripts/lib/caller-wav.ts';
import {
  type ChildPlatform,
  freePort,
  startChildPlatform,
} from '../../scripts/lib/child-platform.ts';
import { type RecordedEvent, type Tab, useHarness } from '../support/harness.ts';
import { part, type } from '../support/panel.ts';

/** Chromium's console error for a WebSocket whose handshake failed (resume attempts while the platform is down). */
const WS_FAILED = /^WebSocket connection to 'ws:\/\/127\.0\.0\.1:\d+\/api\/call\/.*' failed/;
const KEY = 'restart-e2e-key';

let dir = '';
const h = useHarness({
  platform: { presynthesize: 'none' },
  events: [
    'voice-call-start-progress',
    'voice-call-reconnecting',
    'voice-call-reconnected',
    'voice-call-report',
    'voice-speech-start',
    'voice-volume-level',
    'voice-message',
    'voice-error',
  ],
  browserArgs: async () => {
    dir = await mkdtemp(join(tmpdir(), 'restart-e2e-'));
    const wav = join(dir, 'silent.wav');
    await writeCallerWav(wav, [{ silenceS: 240 }]);
    return microphoneArgs({ wav });
  },
});

let child: ChildPlatform | undefined;
let env: Record<string, string>;
let receiver: Server | undefined;
/** The end-of-call reports the assistant's server got: `[X-Message-Id, call id]`. */
const reports: [string, string][] = [];

beforeAll(async () => {
  dir ||= await mkdtemp(join(tmpdir(), 'restart-e2e-'));
  const hookPort = await freePort();
  receiver = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      const message = (JSON.parse(body) as { message: { type: string; call?: { id?: string } } })
        .message;
      if (message.type === 'end-of-call-report')
        reports.push([String(req.headers['x-message-id']), message.call?.id ?? '']);
      res.end('{}');
    });
  });
  await new Promise<void>((ok) => receiver!.listen(hookPort, '127.0.0.1', ok));
  env = {
    PORT: String(await freePort()),
    DATA_DIR: join(dir, 'data'),
    TTS_CACHE_DIR: join(dir, 'tts'),
    ASSISTANTS_DIR: await assistantsWithServer(`http://127.0.0.1:${hookPort}/hook`),
    LOCAL_PUBLIC_KEY: KEY,
    VOICE_ASSISTANT_ID: 'hooked',
  };
  child = await startChildPlatform(env);
  h.allowOrigin(child.url);
}, 60_000);

afterAll(async () => {
  await child?.stop('SIGKILL');
  await new Promise((ok) => (receiver ? receiver.close(ok) : ok(undefined)));
  if (dir) await rm(dir, { recursive: true, force: true });
});

const callButton = (page: Page) => page.locator('voice-demo voice-call-button button.call-button');
const status = (page: Page) => callButton(page).getAttribute('data-status');
const lineTexts = (page: Page, role: 'assistant' | 'user') =>
  part(page, `live-line-${role}`).locator('.live-text').allTextContents();
const LOGO = readFileSync(
  resolve(fileURLToPath(new URL('../../demo-host/logo.svg', import.meta.url))),
);

/** Waits for the `n`th event of `type`; returns it. */
async function nth(tab: Tab, kind: string, n: number, timeout = 15_000): Promise<RecordedEvent> {
  await expect
    .poll(async () => (await tab.events(kind)).length, { timeout })
    .toBeGreaterThanOrEqual(n);
  return (await tab.events(kind))[n - 1]!;
}

describe('a platform restart mid-call (WebSocket transport)', () => {
  it.each(['SIGKILL', 'SIGTERM'] as const)(
    '%s mid-line, back on the same port and DATA_DIR: the same call resumes as after a drop, nothing duplicated or missing, one report',
    async (signal) => {
      h.expectConsoleError(WS_FAILED);
      const context = await h.newContext();
      // The favicon is answered here: Chromium fetches it again when it likes, which would fail while the platform is down.
      await context.route(/\/logo\.svg$/, (route) =>
        route.fulfill({ status: 200, contentType: 'image/svg+xml', body: LOGO }),
      );
      const tab = await h.newTab(context);
      const { page } = tab;
      expect((await page.goto(child!.url))?.status()).toBe(200);
      await tab.waitForDemo();
      await callButton(page).click();
      await expect.poll(() => status(page), { timeout: 20_000 }).toBe('speaking');
      const callId = (await tab.events('voice-call-start-progress'))
        .map((e) => e.detail as { stage: string; status: string; metadata?: { callId?: string } })
        .find((d) => d.stage === 'web-call-creation' && d.status === 'completed')?.metadata?.callId;
      expect(callId).toBeTruthy();
      await page.waitForTimeout(800); // inside the first line (about 5 s)

      const killedAt = Date.now();
      const stopped = await child!.stop(signal);
      if (signal === 'SIGTERM') expect(stopped).toMatchObject({ code: 0 });
      // A ceiling that only catches a hang: how fast it stops and starts is bench:restart's figure.
      expect(stopped.ms).toBeLessThan(15_000);
      child = await startChildPlatform(env);
      const reconnected = await nth(tab, 'voice-call-reconnected', 1, 20_000);
      const reconnecting = await tab.events('voice-call-reconnecting');
      expect(reconnecting.length).toBeGreaterThanOrEqual(1);
      expect(reconnecting.every((e) => e.t < reconnected.t)).toBe(true);
      console.log(
        `platform restarted (${signal}): reconnected ${Date.now() - killedAt} ms after the signal, ${reconnecting.length} attempt(s)`,
      );
      await expect.poll(() => status(page)).not.toBe('reconnecting');

      // The assistant is heard again (its interrupted line said again), then answers a typed answer.
      await expect
        .poll(
          async () =>
            (await tab.events('voice-volume-level')).filter(
              (e) => e.t > reconnected.t && (e.detail as number) > 0.01,
            ).length,
          { timeout: 10_000 },
        )
        .toBeGreaterThan(10);
      expect((await tab.events('voice-speech-start')).some((e) => e.t > reconnected.t)).toBe(true);
      await type(page, 'Me llamo Carlos');
      await expect.poll(() => lineTexts(page, 'assistant'), { timeout: 30_000 }).toHaveLength(2);
      const assistant = await lineTexts(page, 'assistant');
      expect(assistant[1]).toContain('Carlos');
      const finals = (await tab.events('voice-message'))
        .map(
          (e) =>
            e.detail as {
              type: string;
              role?: string;
              transcriptType?: string;
              transcript?: string;
            },
        )
        .filter(
          (m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'final',
        );
      expect(finals.map((m) => m.transcript)).toEqual(assistant);

      // Hang up: one call, its report complete, and one end-of-call-report at the server.
      await callButton(page).click();
      await expect.poll(() => status(page)).toBe('idle');
      const report = (await nth(tab, 'voice-call-report', 1)).detail as {
        callId: string;
        endedReason: string;
        transcript: { role: string; text: string }[];
      };
      expect(report).toMatchObject({ callId, endedReason: 'customer-ended-call' });
      expect(report.transcript.map((l) => l.role)).toEqual(['assistant', 'user', 'assistant']);
      await expect
        .poll(() => reports.filter(([, id]) => id === callId).length, { timeout: 10_000 })
        .toBe(1);
      await page.waitForTimeout(500);
      expect(reports.filter(([, id]) => id === callId)).toHaveLength(1);
      expect(await tab.events('voice-error')).toEqual([]);
    },
  );
});
