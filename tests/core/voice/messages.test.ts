/**
 * src/core/voice/messages.ts: parsing of the call room's app messages, the
 * ended status-update, and the `say` message with its docs/behaviour.md §3 defaults.
 */
import { describe, expect, it } from 'vitest';
import { isEndedStatus, parseAppMessage, sayMessage } from '../../../src/core/voice/messages.ts';

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

  it('recognises an ended status-update', () => {
    expect(isEndedStatus({ type: 'status-update', status: 'ended' })).toBe(true);
    expect(isEndedStatus({ type: 'status-update', status: 'in-progress' })).toBe(false);
    expect(isEndedStatus('ended')).toBe(false);
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
