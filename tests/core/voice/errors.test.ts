/**
 * src/core/voice/errors.ts and serialize-error.ts: VoiceClientError.wrap
 * keeps the cause, describeReason reads Daily payloads, serializeError
 * is JSON-safe.
 */
import { describe, expect, it } from 'vitest';

import { VoiceClientError } from '../../../src/core/voice/errors.ts';
import { serializeError } from '../../../src/core/voice/serialize-error.ts';
import { describeReason } from '../../../src/core/voice/serialize-error.ts';

describe('errors', () => {
  it('wrap keeps the original as cause and reads daily payloads', () => {
    const wrapped = VoiceClientError.wrap('join-failed', 'plain string', 'Joining failed');
    expect(wrapped).toMatchObject({
      name: 'VoiceClientError',
      code: 'join-failed',
      message: 'Joining failed: plain string',
    });
    expect(wrapped.cause).toBe('plain string');
    expect(wrapped).toBeInstanceOf(Error);
    expect(VoiceClientError.wrap('room-error', wrapped)).toBe(wrapped);
    expect(describeReason({ errorMsg: { errorMsg: 'nested' } })).toBe('nested');
    expect(describeReason({ a: 1 })).toBe('{"a":1}');
  });

  it('serializeError is JSON-safe and keeps code, stack and the cause chain', () => {
    const inner = new Error('inner');
    const outer = VoiceClientError.wrap('web-call-failed', inner, 'outer');
    const plain = serializeError(outer);
    expect(JSON.parse(JSON.stringify(plain))).toMatchObject({
      message: 'outer: inner',
      name: 'VoiceClientError',
      code: 'web-call-failed',
      cause: 'inner',
    });
    expect(plain.stack).toContain('VoiceClientError');
    expect(serializeError('s')).toEqual({ message: 's' });
  });
});
