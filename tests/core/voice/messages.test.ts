/**
 * src/core/voice/messages.ts: parsing of the call room's app messages (read
 * once by the protocol parser), and the `say` message with its docs/behaviour.md §3 defaults.
 */
import { describe, expect, it } from 'vitest';

import { parseAppMessage, sayMessage } from '../../../src/core/voice/messages.ts';

describe('parseAppMessage', () => {
  it('classifies listening, JSON, structured data and garbage without throwing', () => {
    expect(parseAppMessage('listening')).toEqual({ kind: 'listening' });
    expect(parseAppMessage('{"type":"x","n":1}')).toEqual({
      kind: 'message',
      message: { type: 'x', n: 1 },
    });
    expect(parseAppMessage('"listening-ish"')).toEqual({
      kind: 'message',
      message: 'listening-ish',
    });
    expect(parseAppMessage({ type: 'obj' })).toEqual({ kind: 'message', message: { type: 'obj' } });
    expect(parseAppMessage('{').kind).toBe('invalid');
    expect(parseAppMessage(undefined).kind).toBe('invalid');
    const circular: { self?: unknown } = {};
    circular.self = circular;
    expect(parseAppMessage(circular).kind).toBe('invalid');
  });

  it('reads a message once with the protocol parser: typed, a rejected known type with why, or no read', () => {
    expect(parseAppMessage('{"type":"status-update","status":"ended","call":{"id":"c"}}')).toEqual({
      kind: 'message',
      message: { type: 'status-update', status: 'ended', call: { id: 'c' } },
      read: { ok: true, message: { type: 'status-update', status: 'ended' }, problems: [] },
    });
    expect(parseAppMessage({ type: 'status-update', status: 'in-progress' })).toMatchObject({
      read: { ok: true, message: { type: 'status-update', status: 'in-progress' } },
    });
    expect(parseAppMessage({ type: 'transcript', role: 'system', transcript: 'x' })).toEqual({
      kind: 'message',
      message: { type: 'transcript', role: 'system', transcript: 'x' },
      read: {
        ok: false,
        type: 'transcript',
        problem: 'transcript with an unknown role "system" ignored',
      },
    });
    for (const data of ['{"type":"x","n":1}', '"ended"', '[1]', { type: 'model-output' }, {}]) {
      const parsed = parseAppMessage(data);
      expect(parsed.kind).toBe('message');
      expect(parsed.kind === 'message' && parsed.read).toBeUndefined();
    }
  });

  it('sayMessage fills every field with docs/behaviour.md §3 defaults', () => {
    expect(sayMessage('Hi')).toEqual({
      type: 'say',
      message: 'Hi',
      endCallAfterSpoken: false,
      interruptionsEnabled: false,
      interruptAssistantEnabled: false,
    });
  });
});
