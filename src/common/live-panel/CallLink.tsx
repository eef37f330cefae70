/**
 * The call's hold control and connection indicator (docs/elements/voice-call-button.md "Hold",
 * "Connection quality"), in the live panel's bar and the sheet's: part `hold` (a toggle,
 * `aria-pressed`), part `connection-quality` (`data-quality` `good` | `fair` | `poor` | `lost`,
 * its text for screen readers), and part `connection-notice` while the link is poor or lost.
 */
import { useState } from 'react';
import type { ConnectionQuality } from '../../core/voice/connection-quality.ts';
import type { LiveCall } from '../conversation/live-call.ts';
import type { PanelStrings } from './strings.ts';

/** The `hold` toggle: holds the call, or takes it off hold. */
export function HoldButton({
  live,
  held,
  label,
}: {
  live: LiveCall;
  held: boolean;
  label: string;
}) {
  return (
    <button
      type="button"
      className="live-hold"
      part="hold"
      aria-pressed={held}
      onClick={() => (held ? live.call.unhold() : live.call.hold())}
    >
      <span className="live-hold-icon" aria-hidden="true" />
      <span>{label}</span>
    </button>
  );
}

/** The rating shown: `lost` while the call is being reconnected, else the last one. */
export function shownQuality(quality: ConnectionQuality, reconnecting: boolean): ConnectionQuality {
  return reconnecting ? 'lost' : quality;
}

const QUALITY_KEYS = {
  good: 'connectionGood',
  fair: 'connectionFair',
  poor: 'connectionPoor',
  lost: 'connectionLost',
} as const satisfies Record<ConnectionQuality, keyof PanelStrings>;

const weak = (quality: ConnectionQuality): boolean => quality === 'poor' || quality === 'lost';

/**
 * What the screen reader is told of a change from `previous` to `next`: only a link becoming poor
 * or lost, and one recovering from that; `undefined` (nothing said) for good ↔ fair.
 */
export function qualityAnnouncement(
  previous: ConnectionQuality,
  next: ConnectionQuality,
): ConnectionQuality | undefined {
  if (previous === next) return undefined;
  return weak(next) || weak(previous) ? next : undefined;
}

/** The indicator, its polite announcements, and the notice while the link is weak. */
export function ConnectionIndicator({
  quality,
  strings: t,
}: {
  quality: ConnectionQuality;
  strings: PanelStrings;
}) {
  const [seen, setSeen] = useState(quality);
  const [said, setSaid] = useState<ConnectionQuality | undefined>(undefined);
  if (seen !== quality) {
    // Derived from the previous rating during render (React's documented pattern for it).
    setSeen(quality);
    setSaid(qualityAnnouncement(seen, quality));
  }
  return (
    <>
      <span className="live-quality" part="connection-quality" data-quality={quality}>
        <span className="live-quality-bars" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        <span className="visually-hidden">{t[QUALITY_KEYS[quality]]}</span>
      </span>
      <span className="visually-hidden" role="status" aria-live="polite">
        {said && t[QUALITY_KEYS[said]]}
      </span>
    </>
  );
}

/** The notice while the link is poor or lost: what is wrong and what helps. */
export function ConnectionNotice({
  quality,
  strings: t,
}: {
  quality: ConnectionQuality;
  strings: PanelStrings;
}) {
  if (!weak(quality)) return null;
  return (
    <p className="live-note" part="connection-notice" data-quality={quality}>
      {quality === 'poor' ? t.connectionWeak : t.connectionNone}
    </p>
  );
}
