// @vitest-environment node
import { readFile } from 'node:fs/promises';

import { describe, expect, it } from 'vitest';

import { demoPageOverrides, rewriteDemoPage } from '../../server/http/page-config.ts';
import { startPlatform } from '../../server/index.ts';

const PAGE = await readFile(new URL('../../demo-host/index.html', import.meta.url), 'utf8');

describe('demo page configuration at npm start', () => {
  it('the committed page targets the local platform on its own origin', () => {
    const tag = /<voice-demo\b[^>]*>/.exec(PAGE)![0];
    expect(tag).toContain('public-key="local-demo-key"');
    expect(tag).toContain('assistant-id="sofia"');
    expect(tag).toContain('api-url="/api"');
  });

  it('reads VOICE_* and LOCAL_PUBLIC_KEY', () => {
    expect(demoPageOverrides({}, 'local-demo-key')).toEqual({});
    expect(demoPageOverrides({}, 'other-local')).toEqual({ 'public-key': 'other-local' });
    expect(
      demoPageOverrides(
        {
          VOICE_PUBLIC_KEY: 'pk_live',
          VOICE_ASSISTANT_ID: 'asst_9',
          VOICE_API_URL: 'https://api.vapi.ai',
        },
        'x',
      ),
    ).toEqual({
      'public-key': 'pk_live',
      'assistant-id': 'asst_9',
      'api-url': 'https://api.vapi.ai',
    });
    expect(() =>
      demoPageOverrides({ VOICE_API_URL: 'javascript:alert(1)' }, 'local-demo-key'),
    ).toThrow(/VOICE_API_URL/);
  });

  it('rewrites only the <voice-demo> and <voice-widget> attributes, escaping values, and allows the API origin in connect-src', () => {
    const page = rewriteDemoPage(PAGE, {
      'public-key': 'pk_"<x>',
      'api-url': 'https://api.vapi.ai',
      'assistant-id': 'asst_9',
    });
    const tag = /<voice-demo\b[^>]*>/.exec(page)![0];
    expect(tag).toContain('public-key="pk_&quot;&lt;x&gt;"');
    expect(tag).toContain('api-url="https://api.vapi.ai"');
    expect(tag).toContain('assistant-id="asst_9"');
    expect(tag).toContain('company-name="TeleNova"');
    expect(/connect-src [^;"]*/.exec(page)![0]).toMatch(/ https:\/\/api\.vapi\.ai( |$)/);
    const widget = /<voice-widget\b[^>]*>/.exec(page)![0];
    expect(widget).toContain('public-key="pk_&quot;&lt;x&gt;"');
    expect(widget).toContain('assistant-id="asst_9"');
    expect(widget).toContain('mode="hybrid"');
    // Everything outside the tags and the CSP is unchanged.
    const rest = (html: string): string =>
      html.replace(/<voice-(demo|widget)\b[^>]*>/g, '').replace(/connect-src [^;"]*/, '');
    expect(rest(page)).toBe(rest(PAGE));
  });

  it('both partner pages get the same overrides and keep persist-call', async () => {
    const platform = await startPlatform({
      port: 0,
      presynthesize: 'none',
      pageOverrides: { 'public-key': 'pk_live' },
    });
    try {
      for (const path of ['partner.html', 'partner-2.html', 'partner-2']) {
        const res = await fetch(`${platform.url}${path}`);
        expect(res.status, path).toBe(200);
        const html = await res.text();
        const tag = /<voice-widget\b[^>]*>/.exec(html)![0];
        expect(tag).toContain('public-key="pk_live"');
        expect(tag).toMatch(/\spersist-call[\s>]/);
        expect(html.match(/<script\b/g)).toHaveLength(1);
      }
    } finally {
      await platform.close();
    }
  });

  it('the server serves the rewritten page at / and the untouched one without overrides', async () => {
    const platform = await startPlatform({
      port: 0,
      presynthesize: 'none',
      pageOverrides: { 'public-key': 'pk_live', 'api-url': 'https://api.vapi.ai' },
    });
    try {
      const res = await fetch(platform.url);
      const html = await res.text();
      expect(html).toContain('public-key="pk_live"');
      expect(html).toContain('api-url="https://api.vapi.ai"');
      // The policy travels as a header (with the API origin allowed), not twice.
      expect(res.headers.get('content-security-policy')).toMatch(
        /connect-src 'self'[^;]* https:\/\/api\.vapi\.ai/,
      );
      expect(html).not.toContain('http-equiv="Content-Security-Policy"');
      // The same page at /index.html; only the per-response nonce differs (`?lang=he` is the Hebrew page, docs/prerendering.md).
      const again = await (await fetch(`${platform.url}index.html`)).text();
      const unnonced = (page: string): string => page.replace(/ nonce="[^"]+"/g, '');
      expect(unnonced(again)).toBe(unnonced(html));
      expect(again).not.toBe(html);
      // The configurator's preview too: its form starts from these attributes (demo-host/embed.js).
      const embed = await (await fetch(`${platform.url}embed.html`)).text();
      expect(embed).toMatch(/<voice-widget\s+id="preview"[^>]*\spublic-key="pk_live"/);
      expect(embed).toMatch(/<voice-widget\s+id="preview"[^>]*\sapi-url="https:\/\/api\.vapi\.ai"/);
    } finally {
      await platform.close();
    }
    // (Prerendering, which the build makes possible, is the browser tests' to check: docs/prerendering.md.)
    const plain = await startPlatform({
      port: 0,
      presynthesize: 'none',
      pageOverrides: {},
      prerender: false,
    });
    try {
      // The file as it is, less its CSP meta tag (sent as a header instead), with this response's nonce on its scripts.
      const res = await fetch(plain.url);
      const nonce = /'nonce-([^']+)'/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      const served = await res.text();
      expect(served).toBe(
        PAGE.replace(/<meta\s+http-equiv="Content-Security-Policy"[^>]*>/, '')
          .replace(/<script\b/g, `<script nonce="${nonce}"`)
          .replace(/<link rel="modulepreload"/g, `<link rel="modulepreload" nonce="${nonce}"`),
      );
      expect(served.length).toBeLessThan(PAGE.length);
    } finally {
      await plain.close();
    }
  });
});
