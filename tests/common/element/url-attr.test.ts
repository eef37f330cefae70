import { describe, expect, it } from 'vitest';

import { checkedUrl } from '../../../src/common/element/url-attr.ts';
import { useActEnvironment } from '../../support/act-environment.ts';

describe('checkedUrl: URL attributes are untrusted (docs/platform.md "Limits")', () => {
  it.each([
    ['https://cdn.example/logo.svg'],
    ['http://example.com/a'],
    ['logo.svg'],
    ['/audio/demo-{lang}'],
    ['../x.png'],
    ['//cdn.example/x.js'],
  ])('accepts %s', (value) => {
    const warnings: string[] = [];
    expect(checkedUrl('logo-src', value, (m) => warnings.push(m))).toBe(value);
    expect(warnings).toEqual([]);
  });

  it.each([
    ['javascript:alert(1)'],
    ['  JavaScript:alert(1)'],
    ['java\tscript:alert(1)'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
    ['file:///etc/passwd'],
    ['vbscript:x'],
    ['wss://x.example/ws'],
  ])('refuses %j with one clear warning naming the attribute', (value) => {
    const warnings: string[] = [];
    expect(checkedUrl('audio-src', value, (m) => warnings.push(m))).toBeUndefined();
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(
      /^\[voice-widgets\] Ignoring audio-src=".*": only http:, https: and relative URLs are allowed; using the default\.$/s,
    );
  });

  it('accepts ws: and wss: only where a socket URL is meant; empty values are simply absent', () => {
    expect(checkedUrl('socket-url', 'wss://x.example/ws', () => {}, 'socket')).toBe(
      'wss://x.example/ws',
    );
    const warnings: string[] = [];
    expect(checkedUrl('logo-src', '', (m) => warnings.push(m))).toBeUndefined();
    expect(checkedUrl('logo-src', undefined, (m) => warnings.push(m))).toBeUndefined();
    expect(warnings).toEqual([]);
  });
});

describe('<voice-demo> with a hostile logo-src / audio-src', () => {
  useActEnvironment();

  it('warns once per attribute and falls back to the built-in logo and the default audio', async () => {
    const { act } = await import('react');
    const { vi } = await import('vitest');
    await import('../../../src/index.ts');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wrap = document.createElement('div');
    await act(async () => {
      wrap.innerHTML =
        '<voice-demo logo-src="javascript:alert(1)" audio-src="data:audio/mp3,xx"></voice-demo>';
      document.body.append(wrap);
    });
    const demo = wrap.querySelector('voice-demo')!;
    expect(demo.shadowRoot!.querySelector('img.logo')).toBeNull();
    const sources = [...demo.audio.querySelectorAll('source')].map((s) => s.getAttribute('src'));
    expect(sources.every((src) => src?.startsWith('audio/demo-call-es'))).toBe(true);
    const messages = warn.mock.calls.map((c) => String(c[0]));
    expect(messages.filter((m) => m.includes('logo-src="javascript:alert(1)"'))).toHaveLength(1);
    expect(messages.filter((m) => m.includes('audio-src="data:audio/mp3,xx"'))).toHaveLength(1);
    warn.mockRestore();
    await act(async () => wrap.remove());
  });
});
