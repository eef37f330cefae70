/**
 * Daily's link rating on the widgets' one scale (docs/voice-client.md "Connection quality"): its
 * `network-quality-change` `threshold` `good` → `good`, `low` → `fair`, `very-low` → `poor`
 * (anything else: `good`, Daily's starting value), with the round trip of `getNetworkStats()`
 * when daily-js has it (`stats.latest.networkRoundTripTime`, seconds as WebRTC reports it).
 */
import type { DailyEventObject } from '@daily-co/daily-js';
import type { ConnectionQuality, TransportNetworkQuality } from '../connection-quality.ts';
import type { DailyCallLike } from './call-like.ts';

/** Daily's `threshold` word → the rating. */
export function ratingOfThreshold(threshold: string | undefined): ConnectionQuality {
  if (threshold === 'very-low') return 'poor';
  return threshold === 'low' ? 'fair' : 'good';
}

/** The round trip in `getNetworkStats()`'s answer, ms; `undefined` when absent or not a number. */
export function rttOfStats(stats: unknown): number | undefined {
  const latest = (stats as { stats?: { latest?: { networkRoundTripTime?: unknown } } } | undefined)
    ?.stats?.latest;
  const seconds = latest?.networkRoundTripTime;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds >= 0
    ? Math.round(seconds * 1000)
    : undefined;
}

/**
 * The transport's event for one daily-js `network-quality-change`, handed to `emit` once the round
 * trip is read (at once when daily-js has no `getNetworkStats`; without it when the read fails).
 */
export function emitDailyQuality(
  call: DailyCallLike,
  event: DailyEventObject<'network-quality-change'>,
  emit: (quality: TransportNetworkQuality) => void,
): void {
  const send = (rttMs: number | undefined): void =>
    emit({
      quality: event.quality,
      threshold: event.threshold,
      networkState: event.networkState ?? 'unknown',
      rating: ratingOfThreshold(event.threshold),
      rttMs,
      transport: 'daily',
    });
  if (typeof call.getNetworkStats !== 'function') return send(undefined);
  call.getNetworkStats().then(
    (stats) => send(rttOfStats(stats)),
    () => send(undefined),
  );
}
