/**
 * The connection's rating as the visitor sees it (docs/voice-client.md "Connection quality"): one
 * scale for both transports and for the pre-call check. Daily rates its own link; the WebSocket
 * transport and the pre-call check rate the measured round trip with these thresholds.
 */

/** `good` | `fair` | `poor`, or `lost` when nothing came back in time. */
export type ConnectionQuality = 'good' | 'fair' | 'poor' | 'lost';

/** A round trip under this is `good`, ms. */
export const GOOD_RTT_MS = 250;
/** A round trip under this (and not good) is `fair`; at or above it, `poor`, ms. */
export const FAIR_RTT_MS = 500;

/**
 * Rates a measured round trip.
 * @param rttMs the round trip, ms; `undefined` or not finite when no answer came (`lost`).
 */
export function qualityFromRtt(rttMs: number | undefined): ConnectionQuality {
  if (rttMs === undefined || !Number.isFinite(rttMs) || rttMs < 0) return 'lost';
  if (rttMs < GOOD_RTT_MS) return 'good';
  return rttMs < FAIR_RTT_MS ? 'fair' : 'poor';
}

/**
 * A `network-quality-change` as a transport reports it (docs/voice-client.md "Connection quality").
 */
export interface TransportNetworkQuality {
  /** 0 (worst) to 100 (best). */
  readonly quality: number;
  /** Daily's word: `good`, `low` or `very-low`. */
  readonly threshold: string;
  readonly networkState: string;
  /** The rating on the widgets' one scale: `good`, `fair`, `poor` or `lost`. */
  readonly rating: ConnectionQuality;
  /** The measured round trip, ms; `undefined` when none is known. */
  readonly rttMs: number | undefined;
  /** Which transport rated the link. */
  readonly transport: 'daily' | 'websocket';
}
