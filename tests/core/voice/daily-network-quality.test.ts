/**
 * Daily's link rating on the widgets' scale (`daily/network-quality.ts`; docs/voice-client.md
 * "Connection quality"): `threshold` good/low/very-low → good/fair/poor, the round trip of
 * `getNetworkStats()` (seconds → ms), and the event without it when daily-js has none or fails.
 */
import type { DailyEventObject } from '@daily-co/daily-js';
import { describe, expect, it } from 'vitest';

import type { TransportNetworkQuality } from '../../../src/core/voice/connection-quality.ts';
import type { DailyCallLike } from '../../../src/core/voice/daily/call-like.ts';
import {
  emitDailyQuality,
  ratingOfThreshold,
  rttOfStats,
} from '../../../src/core/voice/daily/network-quality.ts';

const event = (threshold: 'good' | 'low' | 'very-low', quality: number) =>
  ({
    action: 'network-quality-change',
    threshold,
    quality,
    networkState: threshold === 'good' ? 'good' : 'bad',
  }) as unknown as DailyEventObject<'network-quality-change'>;

describe('Daily network quality', () => {
  it('maps the threshold: good → good, low → fair, very-low → poor, anything else → good', () => {
    expect(ratingOfThreshold('good')).toBe('good');
    expect(ratingOfThreshold('low')).toBe('fair');
    expect(ratingOfThreshold('very-low')).toBe('poor');
    expect(ratingOfThreshold(undefined)).toBe('good');
  });

  it('reads stats.latest.networkRoundTripTime (s) as ms; absent or null gives undefined', () => {
    expect(rttOfStats({ stats: { latest: { networkRoundTripTime: 0.1234 } } })).toBe(123);
    expect(rttOfStats({ stats: { latest: { networkRoundTripTime: null } } })).toBeUndefined();
    expect(rttOfStats({ stats: {} })).toBeUndefined();
    expect(rttOfStats(undefined)).toBeUndefined();
  });

  it('emits the event with the round trip once getNetworkStats answers', async () => {
    const seen: TransportNetworkQuality[] = [];
    const call = {
      getNetworkStats: () => Promise.resolve({ stats: { latest: { networkRoundTripTime: 0.6 } } }),
    } as unknown as DailyCallLike;
    emitDailyQuality(call, event('very-low', 20), (q) => seen.push(q));
    expect(seen).toEqual([]);
    await Promise.resolve();
    await Promise.resolve();
    expect(seen).toEqual([
      {
        quality: 20,
        threshold: 'very-low',
        networkState: 'bad',
        rating: 'poor',
        rttMs: 600,
        transport: 'daily',
      },
    ]);
  });

  it('emits at once without getNetworkStats, and without a round trip when it rejects', async () => {
    const seen: TransportNetworkQuality[] = [];
    emitDailyQuality({} as DailyCallLike, event('low', 60), (q) => seen.push(q));
    expect(seen).toMatchObject([{ rating: 'fair', rttMs: undefined, transport: 'daily' }]);
    const failing = {
      getNetworkStats: () => Promise.reject(new Error('left')),
    } as unknown as DailyCallLike;
    emitDailyQuality(failing, event('good', 100), (q) => seen.push(q));
    await Promise.resolve();
    await Promise.resolve();
    expect(seen[1]).toMatchObject({ rating: 'good', rttMs: undefined });
  });
});
