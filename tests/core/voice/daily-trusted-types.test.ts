/**
 * daily-js under Trusted Types (docs/deployment.md "What a partner's CSP must allow"):
 * the narrow default policy admits only daily-js's bundle paths, leaves a
 * page's own default policy alone, and never throws when the page's CSP
 * refuses the name.
 */
import { describe, expect, it } from 'vitest';

import {
  admitDailyBundle,
  dailyBundlePrefixes,
  type TrustedTypesLike,
} from '../../../src/core/voice/daily/trusted-types.ts';

/** A Trusted Types stand-in that records the policies created; `allowed` plays the CSP's trusted-types directive. */
function fakeTrustedTypes(allowed: readonly string[] = ['default']) {
  const created = new Map<string, { createScriptURL(input: string): string | null }>();
  const tt: TrustedTypesLike = {
    get defaultPolicy() {
      return created.get('default') ?? null;
    },
    createPolicy(name, rules) {
      if (!allowed.includes(name) || created.has(name))
        throw new TypeError(`Policy ${name} disallowed.`);
      created.set(name, rules);
      return rules;
    },
  };
  return { tt, created };
}

describe('admitDailyBundle', () => {
  it("creates a default policy that admits Daily's bundle URLs and refuses everything else", () => {
    const { tt, created } = fakeTrustedTypes();
    expect(admitDailyBundle(dailyBundlePrefixes(), tt)).toBe('created');
    const policy = created.get('default')!;
    const bundle =
      'https://c.daily.co/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js';
    expect(policy.createScriptURL(bundle)).toBe(bundle);
    expect(
      policy.createScriptURL('https://c.dailywebrtc.net/call-machine/versioned/1/static/x.js'),
    ).not.toBeNull();
    for (const refused of [
      'https://evil.example/x.js',
      'https://c.daily.co.evil.example/call-machine/x.js',
      'data:text/javascript,alert(1)',
      'https://c.daily.co/call-machine/../../x.js',
      'https://c.daily.co/call-machine/%2e%2e/%2E%2E/x.js',
      '/call-machine/x.js',
      'javascript:alert(1)',
    ]) {
      expect(policy.createScriptURL(refused), refused).toBeNull();
    }
  });

  it('admits a bundlePathOverride or proxyUrl that is an absolute https URL, and nothing for other values', () => {
    expect(
      dailyBundlePrefixes({
        bundlePathOverride: 'https://cdn.partner.example/daily',
        proxyUrl: 'http://plain.example/',
      }),
    ).toEqual([
      'https://c.daily.co/call-machine/',
      'https://c.dailywebrtc.net/call-machine/',
      'https://cdn.partner.example/daily/',
    ]);
    expect(dailyBundlePrefixes({ bundlePathOverride: '/relative', proxyUrl: 42 })).toHaveLength(2);
  });

  it("keeps the page's own default policy, once created keeps it, and never throws when the CSP refuses the name", () => {
    const page = fakeTrustedTypes();
    page.tt.createPolicy('default', { createScriptURL: () => 'mine' });
    expect(admitDailyBundle(dailyBundlePrefixes(), page.tt)).toBe('present');
    expect(page.created.get('default')!.createScriptURL('x')).toBe('mine');
    const strict = fakeTrustedTypes(['voice-widgets']);
    expect(admitDailyBundle(dailyBundlePrefixes(), strict.tt)).toBe('refused');
    expect(admitDailyBundle(dailyBundlePrefixes(), undefined)).toBe('unsupported');
  });
});
