/**
 * src/core/voice/daily/loader.ts: LazyDaily loads daily-js once, however
 * many ask at the same time.
 */
import { afterEach, describe, expect, it } from 'vitest';

import { LazyDaily } from '../../../src/core/voice/daily/loader.ts';
import { FakeDaily } from '../../support/fake-daily.ts';

afterEach(() => {
  FakeDaily.registry.clear();
});

describe('LazyDaily', () => {
  it('a LazyDaily shares one pending load', async () => {
    const fake = new FakeDaily();
    const lazy = new LazyDaily(fake.loader);
    await Promise.all([lazy.load(), lazy.load(), lazy.prefetch()]);
    expect(fake.loads).toBe(1);
  });
});
