/**
 * What the connection indicator tells screen readers (`CallLink.tsx`; docs/elements/voice-call-button.md
 * "Connection quality"): only a link becoming poor or lost, and one recovering from that; and the
 * rating shown while the call is being reconnected.
 */
import { describe, expect, it } from 'vitest';

import { qualityAnnouncement, shownQuality } from '../../../src/common/live-panel/CallLink.tsx';

describe('connection announcements', () => {
  it('announces becoming poor or lost, and the recovery from them', () => {
    expect(qualityAnnouncement('good', 'poor')).toBe('poor');
    expect(qualityAnnouncement('fair', 'lost')).toBe('lost');
    expect(qualityAnnouncement('poor', 'lost')).toBe('lost');
    expect(qualityAnnouncement('poor', 'good')).toBe('good');
    expect(qualityAnnouncement('lost', 'fair')).toBe('fair');
  });

  it('says nothing between good and fair, nor for no change', () => {
    expect(qualityAnnouncement('good', 'fair')).toBeUndefined();
    expect(qualityAnnouncement('fair', 'good')).toBeUndefined();
    expect(qualityAnnouncement('poor', 'poor')).toBeUndefined();
  });

  it('shows lost while reconnecting, else the last rating', () => {
    expect(shownQuality('good', true)).toBe('lost');
    expect(shownQuality('fair', false)).toBe('fair');
  });
});
