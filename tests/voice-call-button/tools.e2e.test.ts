/**
 * Tools that answer, in Chromium against the local platform (docs/voice-client.md "Tools"; docs/platform.md "Tool results"): the demo's
 * `show_solution` in chat (es) and in a call (he) — the advantage card
 * highlighted, the assistant's next line says so; a partner page with no
 * handler (the platform's timeout line); a handler that throws
 * (`tool-result-error`, the failure line).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { briskAssistants } from '../../scripts/lib/assistants.ts';
import { type RunningPlatform, startPlatform } from '../../server/index.ts';
import { launchWithCaller, part, startCall, type } from '../support/panel.ts';
import { ONE_ADDRESS_ADMISSION, ONE_ADDRESS_CHAT_LIMITS } from '../support/server.ts';

let platform: RunningPlatform;
let dir = '';
/** Sofía speaking faster: the calls wait on each of her lines. */
let brisk = '';
const browsers: Browser[] = [];
let browser: Browser;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'voice-tools-'));
  brisk = await briskAssistants();
  platform = await startPlatform({
    port: 0,
    admission: ONE_ADDRESS_ADMISSION,
    chatLimits: ONE_ADDRESS_CHAT_LIMITS,
    assistantsDir: brisk,
    // A page that never answers is waited for 5 s, not 12: the timeout line is the same.
    timing: { toolTimeoutMs: 5000 },
  });
  await platform.ready;
  browser = await launchWithCaller(dir, 'silent', [{ silenceS: 180 }], browsers);
});

afterAll(async () => {
  await Promise.all(browsers.map((b) => b.close()));
  await platform?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
  if (brisk) await rm(brisk, { recursive: true, force: true });
});

interface Rec {
  readonly type: string;
  readonly detail: Record<string, unknown>;
}

/** Opens `path`, recording tool calls, chat messages and errors (details without their functions). */
async function open(path: string): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  await page.addInitScript(() => {
    const events: { type: string; detail: unknown }[] = [];
    (window as unknown as { __t: typeof events }).__t = events;
    for (const type of ['voice-tool-call', 'voice-chat-message', 'voice-error']) {
      document.addEventListener(type, (e) => {
        const detail = (e as CustomEvent).detail as Record<string, unknown>;
        events.push({
          type,
          detail: JSON.parse(JSON.stringify({ ...detail, respond: typeof detail['respond'] })),
        });
      });
    }
  });
  await page.goto(`${platform.url}${path}`);
  return { page, errors };
}

const events = (page: Page): Promise<Rec[]> =>
  page.evaluate(() => (window as unknown as { __t: Rec[] }).__t);
const w = (page: Page, name: string) => page.locator(`voice-widget [part~="${name}"]`);
const assistantChat = async (page: Page): Promise<string[]> =>
  (await events(page))
    .filter((e) => e.type === 'voice-chat-message' && e.detail['role'] === 'assistant')
    .map((e) => String(e.detail['text']));

/** Sends `text` in the widget's chat and waits for `replies` more complete assistant messages. */
async function chat(page: Page, text: string, replies = 1): Promise<void> {
  const before = (await assistantChat(page)).length;
  await w(page, 'message-input').fill(text);
  await w(page, 'message-input').press('Enter');
  await expect
    .poll(async () => (await assistantChat(page)).length, { timeout: 20_000 })
    .toBe(before + replies);
}

const highlighted = (page: Page) => page.locator('voice-demo [part~="advantage-highlighted"]');

describe('show_solution on the demo site', () => {
  it("es, chat: the PBX card is highlighted; the need's reply already asks for the confirmation, and the page's answer adds that it is shown", async () => {
    const { page, errors } = await open('');
    await w(page, 'launcher').click();
    await w(page, 'sheet').waitFor({ timeout: 10_000 });
    await chat(page, 'Me llamo Carlos');
    await chat(page, '612 345 678');
    // The need: one reply says what it shows and already asks for the confirmation (a chat never
    // waits for the page, docs/platform.md "Tool results"); the page's answer then adds a short line.
    await chat(page, 'Necesito una centralita con extensiones', 2);
    await expect.poll(() => highlighted(page).count()).toBe(1);
    await expect(highlighted(page).textContent()).resolves.toContain(
      'Integración con su centralita',
    );
    const lines = await assistantChat(page);
    expect(lines.at(-2)).toMatch(
      /^Perfecto: le resalto en la página nuestra solución de extensión SIP \/ centralita\. Entendido\. Confirmo sus datos: Carlos, .*¿Es correcto\?$/,
    );
    expect(lines.at(-1)).toMatch(/^Listo, la tiene resaltada en la página\.$/);
    const tool = (await events(page)).find(
      (e) => e.type === 'voice-tool-call' && e.detail['name'] === 'show_solution',
    )!;
    expect(tool.detail).toMatchObject({
      arguments: { solution: 'sip-extension' },
      respond: 'function',
    });
    expect((await events(page)).filter((e) => e.type === 'voice-error')).toEqual([]);
    expect(errors).toEqual([]);
  }, 90_000);

  it('he, call: typed answers in the call; the card is highlighted and the next line says so', async () => {
    const { page, errors } = await open('?lang=he');
    await startCall(page);
    const said = () => part(page, 'live-line-assistant').allTextContents();
    const answers = ['שמי דני', '052-555-0147'];
    for (const [i, answer] of answers.entries()) {
      await type(page, answer);
      await expect
        .poll(async () => (await said()).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(i + 2);
    }
    await type(page, 'אני צריך מרכזייה עם שלוחות');
    await expect.poll(() => highlighted(page).count(), { timeout: 30_000 }).toBe(1);
    await expect
      .poll(async () => (await said()).some((l) => l.includes('הנה, זה מסומן לך בדף.')), {
        timeout: 30_000,
      })
      .toBe(true);
    expect((await events(page)).filter((e) => e.type === 'voice-error')).toEqual([]);
    await page.locator('voice-demo voice-call-button button.call-button').click();
    expect(errors).toEqual([]);
  }, 120_000);
});

describe('partner pages', () => {
  it("no handler: the call goes on after the platform's timeout, politely", async () => {
    const { page } = await open('partner.html');
    const host = 'voice-widget';
    await w(page, 'launcher').click();
    await w(page, 'sheet').waitFor({ timeout: 10_000 });
    await page.locator('voice-widget [part~="call-button"]').click();
    await expect
      .poll(
        () =>
          part(page, 'message-input', host)
            .isEnabled()
            .catch(() => false),
        { timeout: 20_000 },
      )
      .toBe(true);
    // Each line's text follows the speaker's label.
    const said = () => part(page, 'live-line-assistant', host).allTextContents();
    // partner.html is in Hebrew.
    for (const [i, answer] of ['שמי דני', '052-555-0147'].entries()) {
      await type(page, answer, host);
      await expect
        .poll(async () => (await said()).length, { timeout: 30_000 })
        .toBeGreaterThanOrEqual(i + 2);
    }
    await type(page, 'מספר וירטואלי', host);
    await expect
      .poll(
        async () =>
          (await said()).some((l) => l.includes('נראה שהדף לא הצליח להציג את זה; נמשיך.')),
        { timeout: 45_000 },
      )
      .toBe(true);
    // Unregistered: fire-and-forget, no error for the page.
    expect((await events(page)).filter((e) => e.type === 'voice-error')).toEqual([]);
  }, 120_000);

  it('a handler that throws: voice-error tool-result-error, and the assistant says it could not show it', async () => {
    const { page } = await open('partner.html');
    await page.evaluate(() => {
      (document.querySelector('voice-widget') as unknown as { clientTools: unknown }).clientTools =
        {
          show_solution: () => {
            throw new Error('no such card on this page');
          },
        };
    });
    await w(page, 'launcher').click();
    await w(page, 'sheet').waitFor({ timeout: 10_000 });
    await chat(page, 'שמי דני');
    await chat(page, '052-555-0147');
    await chat(page, 'מספר וירטואלי', 2);
    // The need's reply already asked for the confirmation; the failed answer adds only its short line.
    const lines = await assistantChat(page);
    expect(lines.at(-2)).toMatch(/\?$/);
    expect(lines.at(-1)).toBe('לא הצלחתי להציג את זה בדף, אבל אין בעיה.');
    const error = (await events(page)).find((e) => e.type === 'voice-error');
    expect(error?.detail).toMatchObject({
      type: 'tool-result-error',
      error: { message: expect.stringContaining('no such card on this page') },
    });
  }, 90_000);
});
