import { describe, expect, it } from 'vitest';

import { leadFromToolCall, parseToolCalls } from '../../../src/common/conversation/tool-calls.ts';
import { GIVEN_BY_VOICE } from '../../../src/core/protocol/server-messages.ts';

describe('parseToolCalls (Vapi tool-calls)', () => {
  it('accepts arguments as an object or a JSON string', () => {
    const parsed = parseToolCalls({
      type: 'tool-calls',
      toolCallList: [
        {
          id: 'call_1',
          type: 'function',
          function: {
            name: 'capture_lead',
            arguments: { name: 'Ana', phone: '+34612345678', need: 'centralita' },
          },
        },
        {
          id: 'call_2',
          type: 'function',
          function: { name: 'open_page', arguments: '{"url":"/precios"}' },
        },
      ],
    });
    expect(parsed).toEqual({
      calls: [
        {
          id: 'call_1',
          name: 'capture_lead',
          arguments: { name: 'Ana', phone: '+34612345678', need: 'centralita' },
        },
        { id: 'call_2', name: 'open_page', arguments: { url: '/precios' } },
      ],
      problems: [],
    });
  });

  it('skips malformed entries with a problem each and keeps the good ones', () => {
    const parsed = parseToolCalls({
      type: 'tool-calls',
      toolCallList: [
        { id: 'a', function: { name: 'x', arguments: '{bad' } },
        { id: 'b' },
        'nope',
        { id: 'c', function: { name: 'ok', arguments: '[1]' } },
        { function: { name: 'fine' } },
      ],
    });
    expect(parsed!.calls).toEqual([{ id: '', name: 'fine', arguments: {} }]);
    expect(parsed!.problems).toHaveLength(4);
    expect(parsed!.problems[0]).toMatch(/toolCallList\[0\] \(x\): arguments are not valid JSON/);
    expect(parsed!.problems[1]).toBe('toolCallList[1]: missing function.name');
    expect(parsed!.problems[3]).toMatch(/not an object/);
  });

  it('reports a missing list and ignores other message types', () => {
    expect(parseToolCalls({ type: 'tool-calls' })).toEqual({
      calls: [],
      problems: ['tool-calls message without a toolCallList array'],
    });
    expect(parseToolCalls({ type: 'transcript' })).toBeUndefined();
  });
});

describe('leadFromToolCall', () => {
  it('reads capture_lead, marks fields given by voice, and ignores other tools', () => {
    expect(
      leadFromToolCall({
        id: '1',
        name: 'capture_lead',
        arguments: { name: 'Carlos', phone: GIVEN_BY_VOICE, need: 'centralita', solution: 'SIP' },
      }),
    ).toEqual({
      name: 'Carlos',
      need: 'centralita',
      solution: 'SIP',
      byVoice: ['phone'],
    });
    expect(leadFromToolCall({ id: '1', name: 'other', arguments: { name: 'x' } })).toBeUndefined();
    expect(
      leadFromToolCall({ id: '1', name: 'capture_lead', arguments: { name: { evil: true } } }),
    ).toEqual({ byVoice: [] });
  });
});
