/**
 * src/core/voice/platform.ts: the mobile user-agent test.
 */
import { describe, expect, it } from 'vitest';

import { isMobileUserAgent } from '../../../src/core/voice/platform.ts';

describe('isMobileUserAgent', () => {
  it('tells a phone from a desktop, and no user agent from either', () => {
    expect(isMobileUserAgent('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe(true);
    expect(isMobileUserAgent('Mozilla/5.0 (X11; Linux x86_64) Chrome/156')).toBe(false);
    expect(isMobileUserAgent(undefined)).toBe(false);
  });
});
