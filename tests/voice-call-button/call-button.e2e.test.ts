/**
 * `<voice-call-button>` in Chromium with the real daily-js, offline: the web
 * call is created on a real local `/call/web` server, then Daily cannot load
 * its call-object bundle (no network), so the button must go back to idle and
 * dispatch `voice-error` (docs/behaviour.md §4 "Live voice button", §8).
 */
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { asyncListener } from '../support/async-listener.ts';
import { useHarness } from '../support/harness.ts';

const h = useHarness();

interface Recorded {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

let api: Server;
let apiUrl = '';
const received: Recorded[] = [];

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((ok) => {
    let data = '';
    req.on('data', (c: Buffer) => (data += c.toString('utf8')));
    req.on('end', () => ok(data));
  });
}

beforeAll(async () => {
  api = createServer(
    asyncListener(async (req, res) => {
      res.setHeader('Access-Control-Allow-Origin', '*');
      res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Accept');
      res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
      if (req.method === 'OPTIONS') {
        res.writeHead(204).end();
        return;
      }
      // The test page and the bundle come from this same real loopback origin (a
      // page fulfilled by page.route counts as public and may not call loopback).
      if (req.method === 'GET' && req.url === '/call-test.html') {
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' }).end(PAGE(''));
        return;
      }
      if (
        req.method === 'GET' &&
        // The bundle's entry imports the partner entry (the <voice-widget> launcher they share).
        (req.url === '/voice-widgets.js' ||
          req.url === '/voice-widget.js' ||
          req.url?.startsWith('/chunks/'))
      ) {
        const upstream = await fetch(new URL(req.url.slice(1), h.url));
        res
          .writeHead(upstream.status, { 'Content-Type': 'text/javascript' })
          .end(Buffer.from(await upstream.arrayBuffer()));
        return;
      }
      const body = await readBody(req);
      received.push({
        method: req.method ?? '',
        url: req.url ?? '',
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        body,
      });
      res.writeHead(201, { 'Content-Type': 'application/json' });
      res.end(
        JSON.stringify({
          id: 'call_e2e',
          webCallUrl: 'https://e2e-room.daily.co/room',
          assistant: { voice: { provider: '11labs' } },
        }),
      );
    }),
  );
  await new Promise<void>((ok) => api.listen(0, '127.0.0.1', ok));
  apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((ok) => api.close(() => ok()));
});

const PAGE = (api: string) => `<!doctype html>
<html lang="es"><head><meta charset="utf-8"><title>call button</title>
<script type="module" src="/voice-widgets.js"></script></head>
<body><voice-call-button public-key="pk_e2e" assistant-id="asst_e2e" api-url="${api || '/'}" assistant-name="Sofía"></voice-call-button></body></html>`;

describe('<voice-call-button> with real daily-js offline', () => {
  it('creates the web call, then returns to idle with a voice-error when Daily cannot load', async () => {
    received.length = 0;
    const context = await h.newContext();
    // Offline: every external request fails at the network level (registered last, so it wins over the harness stub).
    const base = h.url;
    await context.route(
      (u) => !u.href.startsWith(base) && !u.href.startsWith(apiUrl),
      (route) => route.abort('internetdisconnected'),
    );
    // The local platform API is real: let it through (the harness stubs every other origin).
    await context.route(
      (u) => u.href.startsWith(apiUrl),
      (route) => route.continue(),
    );
    await context.addInitScript(() => {
      const w = window as unknown as { __call: { type: string; detail: unknown; t: number }[] };
      w.__call = [];
      for (const type of [
        'voice-call-start-progress',
        'voice-error',
        'voice-call-start-failed',
        'voice-call-start',
        'voice-call-end',
      ]) {
        document.addEventListener(type, (e) =>
          w.__call.push({ type, detail: (e as CustomEvent).detail, t: performance.now() }),
        );
      }
    });
    const tab = await h.newTab(context);
    await tab.page.goto(`${apiUrl}/call-test.html`);
    const button = tab.page.locator('voice-call-button button.call-button');
    await expect.poll(() => button.textContent()).toContain('Presiona el botón y habla con Sofía');

    // Daily's failures are logged by Daily and by the widget (docs/behaviour.md §8: live call errors are logged).
    h.expectConsoleError(
      /Failed to load|ERR_INTERNET_DISCONNECTED|Live call error|call object bundle|net::/i,
    );

    // Every text and aria-disabled the button shows from the press on, recorded as it changes (a
    // MutationObserver), so a busy machine that reads late cannot miss the short 'Conectando...' state.
    // How soon it is painted is bench:call's figure.
    await tab.page.evaluate(() => {
      const root = document.querySelector('voice-call-button')!.shadowRoot!;
      const shown: string[] = [];
      (window as unknown as { __shown: string[] }).__shown = shown;
      const note = () => {
        const b = root.querySelector('button.call-button');
        const now = `${b?.textContent ?? ''}|${b?.getAttribute('aria-disabled') ?? ''}`;
        if (shown.at(-1) !== now) shown.push(now);
      };
      note();
      new MutationObserver(note).observe(root, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    await button.click();
    const shown = () =>
      tab.page.evaluate(() => (window as unknown as { __shown: string[] }).__shown);
    await expect.poll(shown, { timeout: 30_000 }).toContain('Conectando...|true');

    await expect.poll(() => received.length, { timeout: 30_000 }).toBe(1);
    const [req] = received;
    expect(req).toMatchObject({ method: 'POST', url: '/call/web', authorization: 'Bearer pk_e2e' });
    expect(req!.contentType).toMatch(/^application\/json/);
    expect(JSON.parse(req!.body)).toEqual({
      assistantId: 'asst_e2e',
      assistantOverrides: { variableValues: { language: 'es' } },
    });

    // Offline, daily-js gives up on loading its bundle after a few seconds.
    await expect
      .poll(() => button.textContent(), { timeout: 60_000, interval: 250 })
      .toContain('Presiona el botón y habla con Sofía');
    const events = await tab.page.evaluate(
      () => (window as unknown as { __call: { type: string; detail: unknown }[] }).__call,
    );
    const errors = events.filter((e) => e.type === 'voice-error');
    expect(errors.length).toBeGreaterThanOrEqual(1);
    expect(errors[0]!.detail).toMatchObject({
      stage: expect.any(String),
      timestamp: expect.anything(),
    });
    expect(events.some((e) => e.type === 'voice-call-start')).toBe(false);
    const progress = events
      .filter((e) => e.type === 'voice-call-start-progress')
      .map((e) => {
        const d = e.detail as { stage: string; status: string };
        return `${d.stage}:${d.status}`;
      });
    expect(progress).toContain('web-call-creation:completed');
    expect(progress.at(-1)).toMatch(/:failed$/);
    expect(events.filter((e) => e.type === 'voice-call-start-failed')).toHaveLength(1);
    expect(await button.getAttribute('data-status')).toBe('idle');
    // The press showed 'Conectando...' (disabled) before anything else, and the button came back.
    const texts = (await shown()).map((t) => t.split('|')[0] ?? '');
    expect(texts[0]).toContain('Presiona el botón y habla con Sofía');
    expect(texts.slice(1).find((t) => !t.includes('Presiona el botón'))).toBe('Conectando...');
    console.log('progress sequence:', progress.join(' → '));
    console.log('error:', JSON.stringify(errors[0]!.detail).slice(0, 300));
  });
});
