/**
 * Partner-grade delivery (docs/deployment.md "SRI-pinned CDN build", "What a partner's CSP must allow", "Embed configurator"), in Chromium:
 * - the configurator `/embed.html` (es, he): its form drives the live
 *   preview, its snippet pins the entry and every chunk with the digests of
 *   `integrity.json`, axe finds nothing;
 * - that snippet, copied with its button and pasted into a blank page of
 *   another origin with a strict CSP and Trusted Types, gives the same
 *   widget, which chats with the platform;
 * - a chunk with one byte changed is refused by the browser, and the visitor
 *   sees the translated load alert (and `voice-error` `chunk-load-error`), not a blank;
 * - the served pages carry the strict CSP (nonce, 'strict-dynamic', Trusted
 *   Types); every other test of the suite runs under it and fails on any
 *   violation (the harness records them).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it } from 'vitest';

// @ts-expect-error plain ES module of the demo site (no typings)
import { embedSnippet, normalizeChoices } from '../../demo-host/embed-snippet.js';
import { sri } from '../../scripts/build/cdn.ts';
import { useHarness } from '../support/harness.ts';
import { axeViolations } from '../support/panel.ts';
import { type PartnerOrigin, startPartnerOrigin } from '../support/partner-origin.ts';

const ROOT = resolve(fileURLToPath(new URL('../..', import.meta.url)));
const h = useHarness({ events: ['voice-error', 'voice-chat-message'] });
const partners: PartnerOrigin[] = [];
afterEach(async () => {
  for (const p of partners.splice(0)) await p.close();
});

interface Integrity {
  version: string;
  path: string;
  files: Record<string, string>;
}
const readIntegrity = async (): Promise<Integrity> =>
  JSON.parse(await readFile(resolve(ROOT, 'dist/cdn/integrity.json'), 'utf8')) as Integrity;

/** A partner origin (`fixtures/partner-origin.ts`) that this test's browser may reach; closed after the test. */
async function otherOrigin(
  page: (origin: string) => string,
  tamper = false,
): Promise<PartnerOrigin> {
  const partner = await startPartnerOrigin(h.url, (origin) => ({ '/': page(origin) }), tamper);
  partners.push(partner);
  h.allowOrigin(partner.url);
  return partner;
}

/** A blank partner page holding only `snippet`; with `csp`, that policy as its meta tag. */
const blankPage = (snippet: string, csp = ''): string =>
  `<!doctype html><html lang="es"><head><meta charset="utf-8">${csp ? `<meta http-equiv="Content-Security-Policy" content="${csp}">` : ''}<title>Partner</title></head><body><main><h1>Partner</h1></main>\n${snippet}\n</body></html>`;

/** A strict partner page's policy: nonce and 'strict-dynamic', Trusted Types with only the documented policy name. */
const STRICT_PARTNER_CSP =
  "script-src 'nonce-partner123' 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types default";

const choices = (apiUrl: string, over: Record<string, string> = {}) =>
  normalizeChoices({
    publicKey: 'local-demo-key',
    assistantId: 'sofia',
    apiUrl,
    lang: 'es',
    mode: 'hybrid',
    position: 'bottom-end',
    theme: 'light',
    accent: '#0f766e',
    consentText: '',
    ...over,
  });

describe('the CDN folder', () => {
  it('serves versioned files immutable, with CORS, and bytes that match integrity.json', async () => {
    const integrity = await readIntegrity();
    expect(Object.keys(integrity.files)).toEqual(
      expect.arrayContaining([
        'voice-widget.js',
        'voice-widgets.js',
        'pcm-capture-worklet.js',
        'custom-elements.json',
      ]),
    );
    expect(Object.keys(integrity.files).some((p) => p.endsWith('.map'))).toBe(false);
    for (const [path, digest] of Object.entries(integrity.files)) {
      const res = await fetch(new URL(`${integrity.path}${path}`, h.url));
      expect(res.status, path).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('access-control-allow-origin')).toBe('*');
      expect(sri(new Uint8Array(await res.arrayBuffer())), path).toBe(digest);
    }
    const latest = await fetch(new URL('cdn/integrity.json', h.url));
    expect(latest.headers.get('cache-control')).toBe('no-cache');
    const missing = await fetch(new URL(`${integrity.path}chunks/nope.js`, h.url));
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe('no-store');
  });

  it('the pages carry a strict CSP: a fresh nonce per response on every script, strict-dynamic, Trusted Types', async () => {
    const policies: string[] = [];
    for (const path of ['', 'partner.html', 'embed.html', 'nope']) {
      const res = await fetch(new URL(path, h.url));
      const policy = res.headers.get('content-security-policy') ?? '';
      const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
      expect(nonce, path).toBeTruthy();
      expect(policy).toMatch(/script-src 'nonce-[^']+' 'strict-dynamic'/);
      expect(policy).toContain("object-src 'none'");
      expect(policy).toContain("base-uri 'none'");
      expect(policy).toContain("require-trusted-types-for 'script'");
      expect(policy).toContain('trusted-types default');
      const html = await res.text();
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      expect(html).not.toMatch(/http-equiv="Content-Security-Policy"/);
      policies.push(policy);
    }
    expect(new Set(policies).size).toBe(policies.length); // never the same nonce twice
  });
});

describe('the embed configurator', () => {
  it.each([
    { path: 'embed.html', lang: 'es', title: 'Inserte el asistente en su sitio', dir: 'ltr' },
    { path: 'embed.html?lang=he', lang: 'he', title: 'הטמיעו את העוזרת באתר שלכם', dir: 'rtl' },
  ])(
    '$lang: the form drives the live preview and a snippet pinned with integrity.json; axe finds nothing',
    async ({ path, lang, title, dir }) => {
      const tab = await h.open(path, { waitForDemo: false });
      const { page } = tab;
      expect(await page.locator('h1').innerText()).toBe(title);
      expect(
        await page.evaluate(() => [document.documentElement.lang, document.documentElement.dir]),
      ).toEqual([lang, dir]);
      const snippet = page.locator('#snippet');
      await expect.poll(() => snippet.innerText(), { timeout: 10_000 }).toContain('integrity=');
      const integrity = await readIntegrity();
      const text = await snippet.innerText();
      expect(text).toContain(
        `src="${new URL(`${integrity.path}voice-widget.js`, h.url).href}" integrity="${integrity.files['voice-widget.js']}" crossorigin="anonymous"`,
      );
      for (const [file, digest] of Object.entries(integrity.files).filter(([p]) =>
        p.startsWith('chunks/'),
      ))
        expect(text).toContain(`"${new URL(integrity.path + file, h.url).href}": "${digest}"`);
      // Choices change the preview at once, and the snippet with it.
      await page.selectOption('#f-mode', 'chat');
      await page.selectOption('#f-position', 'bottom-start');
      await page.selectOption('#f-theme', 'dark');
      await page.fill('#f-accent', '#be123c');
      await page.fill('#f-consent', 'Acepto "las" <condiciones>');
      const preview = page.locator('voice-widget#preview');
      await expect.poll(() => preview.getAttribute('mode')).toBe('chat');
      expect(await preview.getAttribute('position')).toBe('bottom-start');
      expect(await preview.getAttribute('theme')).toBe('dark');
      expect(await preview.getAttribute('consent-text')).toBe('Acepto "las" <condiciones>');
      expect(
        await preview.evaluate((el) =>
          (el as HTMLElement).style.getPropertyValue('--voice-widget-accent'),
        ),
      ).toBe('#be123c');
      const after = await snippet.innerText();
      expect(after).toContain(
        'mode="chat" position="bottom-start" theme="dark" require-consent consent-text="Acepto &quot;las&quot; &lt;condiciones&gt;" style="--voice-widget-accent: #be123c"',
      );
      // Bad input: a clear message, the copy refused, the last good snippet kept.
      await page.fill('#f-assistant', '');
      await expect.poll(() => page.locator('#form-problem').isVisible()).toBe(true);
      expect(await page.locator('#copy').isDisabled()).toBe(true);
      expect(await page.locator('#f-assistant').getAttribute('aria-invalid')).toBe('true');
      expect(await snippet.innerText()).toBe(after);
      await page.fill('#f-assistant', 'sofia');
      expect(await page.locator('#copy').isDisabled()).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      expect(await tab.cspViolations()).toEqual([]);
    },
  );

  it('the demo page links to it from its footer, in the page language', async () => {
    const tab = await h.open('?lang=he');
    const link = tab.page.locator('footer a#embed-link');
    expect(await link.innerText()).toBe('הטמיעו את העוזרת באתר שלכם');
    await link.click();
    await tab.page.waitForURL(/embed\.html\?lang=he$/);
    expect(await tab.page.locator('h1').innerText()).toBe('הטמיעו את העוזרת באתר שלכם');
  });
});

describe('the snippet in a partner page', () => {
  it("the configurator's copied snippet, pasted into a blank page of another origin with a strict CSP and Trusted Types, gives the same widget, which chats with the platform; no violation", async () => {
    // The snippet as a partner gets it: the configurator's copy button, then the clipboard.
    const embed = await h.open('embed.html', {
      waitForDemo: false,
      contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
    });
    await expect
      .poll(() => embed.page.locator('#snippet').innerText(), { timeout: 10_000 })
      .toContain('integrity=');
    await embed.page.click('#copy');
    await expect.poll(() => embed.page.locator('#copy-status').innerText()).toBe('Código copiado.');
    const snippet = await embed.page.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await embed.page.locator('#snippet').textContent());
    expect(snippet).toContain(`api-url="${new URL('api', h.url).href}"`);
    // The partner's nonce on the snippet's two script tags (docs/deployment.md "What a partner's CSP must allow").
    const partner = await otherOrigin(() =>
      blankPage(snippet.replaceAll('<script ', '<script nonce="partner123" '), STRICT_PARTNER_CSP),
    );
    const context = await h.newContext();
    const tab = await h.newTab(context);
    await tab.page.goto(partner.url);
    const launcher = tab.page.locator('voice-widget [part~="launcher"]');
    await launcher.click();
    await tab.page.locator('voice-widget [part~="sheet"]').waitFor({ timeout: 15_000 });
    await tab.page.locator('voice-widget [part~="message-input"]').fill('Me llamo Ana');
    await tab.page.locator('voice-widget [part~="message-input"]').press('Enter');
    await expect
      .poll(() => tab.page.locator('voice-widget [part~="live-transcript"]').innerText(), {
        timeout: 15_000,
      })
      .toContain('Encantada, Ana');
    await expect
      .poll(
        async () =>
          (await tab.events('voice-chat-message')).map((e) => (e.detail as { role: string }).role),
        { timeout: 10_000 },
      )
      .toEqual(['user', 'assistant']);
    expect(await tab.events('voice-error')).toEqual([]);
    expect(await tab.cspViolations()).toEqual([]);
  });

  it('a chunk with one byte changed is refused: the visitor sees the load alert, the page gets voice-error chunk-load-error', async () => {
    const integrity = await readIntegrity();
    const snippet = embedSnippet({
      base: h.url,
      integrity,
      choices: choices(new URL('api', h.url).href),
    }) as string;
    // This origin serves the page and the CDN files (the sheet's chunk as a compromised CDN would: one byte changed); the snippet's digests are the build's.
    const partner = await otherOrigin(
      (origin) => blankPage(snippet.replaceAll(`${h.url}cdn/`, `${origin}cdn/`)),
      true,
    );
    h.expectConsoleError(
      /integrity|could not load its sheet|Failed to fetch dynamically imported module/i,
    );
    const context = await h.newContext();
    const tab = await h.newTab(context);
    await tab.page.goto(partner.url);
    await tab.page.locator('voice-widget [part~="launcher"]').click();
    const alert = tab.page.locator('voice-widget .vw-load-error');
    await expect.poll(() => alert.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await alert.innerText()).toBe(
      'No se pudo abrir el asistente. Comprueba tu conexión y pulsa de nuevo.',
    );
    expect(partner.tampered.length).toBeGreaterThan(0);
    expect(await tab.page.locator('voice-widget [part~="sheet"]').count()).toBe(0);
    await expect
      .poll(async () =>
        (await tab.events('voice-error')).map((e) => (e.detail as { type?: string }).type),
      )
      .toEqual(['chunk-load-error']);
    expect(tab.errors.some((e) => /integrity/i.test(e))).toBe(true);
  });
});
