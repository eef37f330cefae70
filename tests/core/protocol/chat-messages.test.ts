// @vitest-environment node
/**
 * The web chat's server messages (`src/core/protocol/chat-messages.ts`,
 * `docs/platform.md` "Server messages"): stream events and reply bodies as
 * the platform writes them parse, malformed and hostile ones are reported or
 * rejected, and only own fields are read.
 */
import { describe, expect, it } from 'vitest';

import {
  type ChatReplyWire,
  type ChatStreamEventWire,
  type ChatToolCallWire,
  parseChatReply,
  parseChatStreamEvent,
  parseChatToolCall,
} from '../../../src/core/protocol/chat-messages.ts';

const CALL: ChatToolCallWire = {
  id: 'call_1',
  type: 'function',
  function: { name: 'capture_lead', arguments: '{"name":"Ana"}' },
};

describe('parseChatStreamEvent', () => {
  it('a text piece and a tool call, as the platform writes them', () => {
    const text: ChatStreamEventWire = {
      id: 'chat_1',
      sessionId: 's1',
      path: 'chat.output[0].content',
      delta: 'Hola ',
    };
    expect(parseChatStreamEvent(JSON.stringify(text))).toEqual({
      kind: 'text',
      id: 'chat_1',
      sessionId: 's1',
      delta: 'Hola ',
    });
    const tool: ChatStreamEventWire = {
      id: 'chat_1',
      sessionId: 's1',
      path: 'chat.output[1].tool_calls[0]',
      delta: JSON.stringify(CALL),
    };
    expect(parseChatStreamEvent(JSON.stringify(tool))).toEqual({
      kind: 'tool-call',
      id: 'chat_1',
      sessionId: 's1',
      call: { id: 'call_1', name: 'capture_lead', arguments: '{"name":"Ana"}' },
    });
  });

  it('no path is text; another path is other', () => {
    expect(parseChatStreamEvent('{"delta":"x"}')).toEqual({ kind: 'text', delta: 'x' });
    expect(parseChatStreamEvent('{"path":"chat.output[0].role","delta":"assistant"}')).toEqual({
      kind: 'other',
    });
  });

  it('malformed: not JSON, no string delta (the ids still read), a tool call that is not one', () => {
    expect(parseChatStreamEvent('{nope')).toEqual({
      kind: 'malformed',
      problem: 'skipped a data line that is not JSON: {nope',
    });
    expect(parseChatStreamEvent('{"sessionId":"s2","delta":7}')).toEqual({
      kind: 'malformed',
      sessionId: 's2',
      problem: 'skipped a data line without a string delta',
    });
    for (const data of ['null', '42', '"x"', '[]'])
      expect(parseChatStreamEvent(data).kind).toBe('malformed');
    expect(parseChatStreamEvent('{"path":"chat.output[1].tool_calls[0]","delta":"{}"}')).toEqual({
      kind: 'tool-call',
      call: undefined,
    });
    expect(parseChatStreamEvent('{"path":"chat.output[1].tool_calls","delta":"nope"}')).toEqual({
      kind: 'tool-call',
      call: undefined,
    });
  });

  it('ids of the wrong type are left out; a long non-JSON line is quoted at most 80 characters', () => {
    expect(parseChatStreamEvent('{"id":1,"sessionId":{},"delta":"x"}')).toEqual({
      kind: 'text',
      delta: 'x',
    });
    const problem = parseChatStreamEvent(`{${'x'.repeat(100_000)}`);
    expect(problem.kind === 'malformed' && problem.problem.length).toBeLessThan(140);
  });
});

describe('parseChatReply', () => {
  it('a reply as the platform writes it: the text, then the tool calls', () => {
    const body: ChatReplyWire = {
      id: 'chat_1',
      sessionId: 's1',
      output: [
        { role: 'assistant', content: 'Hola' },
        { role: 'assistant', content: null, tool_calls: [CALL] },
      ],
    };
    expect(parseChatReply(JSON.parse(JSON.stringify(body)))).toEqual({
      id: 'chat_1',
      sessionId: 's1',
      output: [
        { content: 'Hola', toolCalls: [] },
        {
          content: undefined,
          toolCalls: [{ id: 'call_1', name: 'capture_lead', arguments: '{"name":"Ana"}' }],
        },
      ],
    });
  });

  it('other roles, bad entries and bad tool calls are skipped; a missing id is empty', () => {
    expect(
      parseChatReply({
        sessionId: 's',
        output: [
          null,
          'x',
          { role: 'user', content: 'u' },
          {
            role: 'assistant',
            tool_calls: [{}, { function: { name: '' } }, { function: { name: 'f' } }],
          },
        ],
      }),
    ).toEqual({
      id: '',
      sessionId: 's',
      output: [{ content: undefined, toolCalls: [{ id: '', name: 'f', arguments: undefined }] }],
    });
  });

  it('undefined without a string sessionId or an output list, and for non-objects', () => {
    for (const body of [
      undefined,
      null,
      'x',
      1,
      [],
      {},
      { sessionId: 's' },
      { sessionId: 1, output: [] },
      { sessionId: 's', output: {} },
    ]) {
      expect(parseChatReply(body)).toBeUndefined();
    }
    expect(parseChatReply(Object.create({ sessionId: 's', output: [] }))).toBeUndefined();
  });
});

describe('parseChatToolCall', () => {
  it('needs a non-empty function name; reads only own fields', () => {
    expect(parseChatToolCall(CALL)).toEqual({
      id: 'call_1',
      name: 'capture_lead',
      arguments: '{"name":"Ana"}',
    });
    for (const raw of [
      undefined,
      null,
      'x',
      {},
      { function: null },
      { function: { name: 3 } },
      Object.create({ function: { name: 'f' } }),
    ]) {
      expect(parseChatToolCall(raw)).toBeUndefined();
    }
  });
});
