/**
 * The configurator's snippet on a partner page of another origin (docs/deployment.md
 * "SRI-pinned CDN build", "What a partner's CSP must allow"): the page has a
 * nonce-based CSP with Trusted Types allowing only `default`, and the
 * snippet (import map with the chunks' digests, the pinned entry) gives the
 * same widget, which chats with the platform. Then the same page, its CDN
 * files served with one byte of the sheet's chunk changed: where the engine
 * checks import-map integrity, the chunk is refused and the visitor sees the
 * translated load alert and the page gets `voice-error` `chunk-load-error`.
 */
import { expect } from 'vitest';

// @ts-expect-error plain ES module of the demo site (no typings)
import { embedSnippet, normalizeChoices } from '../../../demo-host/embed-snippet.js';
import { type PartnerOrigin, startPartnerOrigin } from '../../support/partner-origin.ts';
import type { EnginePage } from '../page.ts';

/** What the flow's tampered half provokes on purpose (the widget's own log line). */
export const SNIPPET_LOGS: readonly RegExp[] = [/could not load its sheet/];

const NONCE = 'partner123';
const CSP = `script-src 'nonce-${NONCE}' 'strict-dynamic'; object-src 'none'; base-uri 'none'; require-trusted-types-for 'script'; trusted-types default`;

/** The partner origin: `/` loads the CDN files from the platform, `/tampered` from itself, the sheet's chunk changed. */
async function partnerServer(platformUrl: string): Promise<PartnerOrigin> {
  const integrity = (await (await fetch(new URL('cdn/integrity.json', platformUrl))).json()) as {
    path: string;
    files: Record<string, string>;
  };
  const choices = normalizeChoices({
    publicKey: 'local-demo-key',
    assistantId: 'sofia',
    apiUrl: new URL('api', platformUrl).href,
    lang: 'es',
    mode: 'chat',
    theme: 'light',
  });
  const page = (cdnBase: string): string => {
    const snippet = (embedSnippet({ base: cdnBase, integrity, choices }) as string).replaceAll(
      '<script ',
      `<script nonce="${NONCE}" `,
    );
    return `<!doctype html><html lang="es"><head><meta charset="utf-8"><meta http-equiv="Content-Security-Policy" content="${CSP}"><title>Partner</title><script nonce="${NONCE}" src="${platformUrl}engine-recorder.js"></script></head><body><h1>Partner</h1>\n${snippet}\n</body></html>`;
  };
  return startPartnerOrigin(
    platformUrl,
    (self) => ({ '/': page(platformUrl), '/tampered': page(self) }),
    true,
  );
}

/** The whole flow; see the module comment. Returns a note when the engine does not check import-map integrity. */
export async function snippetFlow(page: EnginePage, platformUrl: string): Promise<string | void> {
  const partner = await partnerServer(platformUrl);
  try {
    expect(new URL(partner.url).origin).not.toBe(new URL(platformUrl).origin);
    await page.goto(partner.url);
    await page.waitVisible('voice-widget >>> [part~="launcher"]');
    await page.click('voice-widget >>> [part~="launcher"]');
    await page.waitVisible('voice-widget >>> [part~="message-input"]');
    await page.fill('voice-widget >>> [part~="message-input"]', 'Me llamo Ana');
    await page.press('Enter');
    await page.until('the assistant reply', 20_000, () =>
      window.__engine.events.find(
        (e) =>
          e.type === 'voice-chat-message' && (e.detail as { role: string }).role === 'assistant',
      ),
    );
    expect(
      (await page.events('voice-chat-message'))
        .map((e) => (e.detail as { text: string }).text)
        .join(' '),
    ).toContain('Ana');

    await page.goto(`${partner.url}tampered`);
    await page.waitVisible('voice-widget >>> [part~="launcher"]');
    await page.click('voice-widget >>> [part~="launcher"]');
    const outcome = await page.until('the sheet or the load alert', 20_000, () => {
      const root = document.querySelector('voice-widget')!.shadowRoot!;
      const alert = root.querySelector<HTMLElement>('.vw-load-error');
      if (alert && !alert.hidden) return { alert: alert.textContent ?? '' };
      return root.querySelector('[part~="sheet"]') ? { sheet: true } : undefined;
    });
    expect(partner.tampered.length, 'the sheet chunk was served changed').toBeGreaterThan(0);
    if ('sheet' in outcome)
      return 'this engine does not check import-map integrity: the changed chunk loaded (the entry is still pinned)';
    expect(outcome.alert).toBe(
      'No se pudo abrir el asistente. Comprueba tu conexión y pulsa de nuevo.',
    );
    // One per failed attempt: an engine may see two intents (hover, then press) and retry once. The
    // second may fail after the alert shows: wait until no new attempt fails for a second, so its log
    // line is this flow's and not the next one's (a CI run charged it to the live call that followed).
    for (let seen = -1, now = 0; now !== seen;) {
      seen = now;
      await new Promise((resolve) => setTimeout(resolve, 1000));
      now = (await page.events('voice-error')).length;
    }
    const types = (await page.events('voice-error')).map(
      (e) => (e.detail as { type: string }).type,
    );
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['chunk-load-error']));
  } finally {
    await partner.close();
  }
}
