/**
 * src/core/voice/daily/room-options.ts: call-room option validation
 * (docs/behaviour.md §5 "Call-room rules"), also at the Daily transport factory.
 */
import { describe, expect, it } from 'vitest';

import { validateRoomOptions } from '../../../src/core/voice/daily/room-options.ts';
import { createDailyTransportFactory } from '../../../src/core/voice/daily/transport.ts';

describe('validateRoomOptions (docs/behaviour.md §5 "Call-room rules")', () => {
  it.each([
    ['userData is too large', { userData: { a: 'x'.repeat(4100) } }],
    ['userData must be serializable to JSON', { userData: { n: 1n } }],
    ['userData must be serializable to JSON', { userData: () => 1 }],
    [
      'strength',
      {
        inputSettings: {
          video: { processor: { type: 'background-blur', config: { strength: 0 } } },
        },
      },
    ],
    [
      '1 to 10',
      {
        inputSettings: {
          video: { processor: { type: 'background-image', config: { source: 11 } } },
        },
      },
    ],
    ['sendSettings.video must be one of', { sendSettings: { video: 'ultra' } }],
    ['sendSettings.screenVideo must be one of', { sendSettings: { screenVideo: 'default-video' } }],
    ['maxQuality', { sendSettings: { video: { maxQuality: 'max' } } }],
    ['1 to 3 layers', { sendSettings: { video: { encodings: {} } } }],
  ])('rejects with "%s"', (message, options) => {
    expect(() => validateRoomOptions(options as never)).toThrowError(message);
    expect(() => validateRoomOptions(options as never)).toThrowError(
      expect.objectContaining({ code: 'invalid-room-options' }) as Error,
    );
  });

  it('accepts valid options', () => {
    expect(() =>
      validateRoomOptions({
        userName: 'Visitor',
        userData: { a: 'x'.repeat(4000) },
        inputSettings: {
          video: { processor: { type: 'background-blur', config: { strength: 1 } } },
        },
        sendSettings: { video: 'quality-optimized', screenVideo: 'detail-optimized' },
      }),
    ).not.toThrow();
  });

  it('the factory refuses bad options at once', () => {
    expect(() =>
      createDailyTransportFactory({ roomOptions: { userData: 'x'.repeat(5000) } }),
    ).toThrowError('userData is too large');
  });
});
