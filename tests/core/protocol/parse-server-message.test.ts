// @vitest-environment node
/**
 * The one reader of server messages (`src/core/protocol/parse-server-message.ts`,
 * `docs/platform.md` "Protocol" and "Server messages"): every message type of
 * the union parses, from its text frame and from decoded data (a Daily app
 * message); malformed and hostile input (wrong types, missing fields, huge
 * strings, prototype-pollution keys, non-objects) is rejected with
 * `undefined`; and every frame the platform's builders send parses back to
 * the message it was built from (the round trip).
 */
import { afterEach, describe, expect, it } from 'vitest';

import {
  checkServerMessage,
  parseServerMessage,
} from '../../../src/core/protocol/parse-server-message.ts';
import {
  encodeServerMessage,
  MAX_TOOL_CALLS_PER_MESSAGE,
  type ServerMessage,
  serverMessage,
  type ServerMessageType,
} from '../../../src/core/protocol/server-messages.ts';

/** One well-formed message of every type of the union (keep in step with `ServerMessage`). */
const EXAMPLES: { readonly [T in ServerMessageType]: Extract<ServerMessage, { type: T }> } = {
  listening: { type: 'listening' },
  'status-update': { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' },
  'speech-update': { type: 'speech-update', status: 'started', role: 'assistant' },
  transcript: { type: 'transcript', role: 'user', transcriptType: 'partial', transcript: 'Hola' },
  'conversation-update': {
    type: 'conversation-update',
    conversation: [
      { role: 'assistant', content: 'Hola' },
      { role: 'user', content: 'Ana' },
    ],
  },
  'tool-calls': {
    type: 'tool-calls',
    toolCallList: [
      {
        id: 'call_1',
        type: 'function',
        function: { name: 'capture_lead', arguments: { name: 'Ana' } },
      },
    ],
  },
  hang: { type: 'hang' },
  error: { type: 'error', code: 'bad-json', message: 'the text frame is not JSON', suppressed: 3 },
  'resume-token': { type: 'resume-token', token: 'a'.repeat(43), graceSeconds: 20 },
  'local-platform-notice': {
    type: 'local-platform-notice',
    code: 'typed-answers-only',
    message: 'Escriba sus respuestas.',
  },
  pong: { type: 'pong', id: 7 },
};

describe('parseServerMessage: every message type', () => {
  for (const message of Object.values(EXAMPLES)) {
    it(`${message.type}: from its text frame and from decoded data`, () => {
      expect(parseServerMessage(encodeServerMessage(message))).toEqual(message);
      if (message.type !== 'listening')
        expect(parseServerMessage(JSON.parse(JSON.stringify(message)))).toEqual(message);
    });
  }

  it('listening is the bare text frame, not JSON', () => {
    expect(encodeServerMessage({ type: 'listening' })).toBe('listening');
    expect(parseServerMessage('listening')).toEqual({ type: 'listening' });
    expect(parseServerMessage('"listening"')).toBeUndefined();
  });

  it('status-update: every call status; endedReason optional, and left out when not a string', () => {
    for (const status of [
      'scheduled',
      'queued',
      'ringing',
      'in-progress',
      'forwarding',
      'ended',
    ] as const) {
      expect(parseServerMessage({ type: 'status-update', status })).toEqual({
        type: 'status-update',
        status,
      });
    }
    expect(parseServerMessage({ type: 'status-update', status: 'ended', endedReason: 42 })).toEqual(
      { type: 'status-update', status: 'ended' },
    );
    // Vapi's own fields beyond the union are dropped.
    expect(
      parseServerMessage({
        type: 'status-update',
        status: 'ended',
        endedReason: 'x',
        call: { id: 'c' },
        timestamp: 1,
      }),
    ).toEqual({
      type: 'status-update',
      status: 'ended',
      endedReason: 'x',
    });
  });

  it('transcript: a missing transcriptType is final', () => {
    expect(
      parseServerMessage({ type: 'transcript', role: 'assistant', transcript: 'Hola' }),
    ).toEqual({
      type: 'transcript',
      role: 'assistant',
      transcriptType: 'final',
      transcript: 'Hola',
    });
  });

  it("conversation-update: Vapi's messages list ({role, message}, the bot as bot) when there is no conversation; bad entries skipped and reported", () => {
    expect(
      parseServerMessage({
        type: 'conversation-update',
        messages: [
          { role: 'bot', message: 'Hola' },
          { role: 'user', message: 'Ana' },
        ],
      }),
    ).toEqual({
      type: 'conversation-update',
      conversation: [
        { role: 'assistant', content: 'Hola' },
        { role: 'user', content: 'Ana' },
      ],
    });
    const check = checkServerMessage({
      type: 'conversation-update',
      conversation: [{ role: 'user', content: 7 }, 'x', { role: 'system', content: 'ok' }],
    });
    expect(check).toEqual({
      ok: true,
      message: { type: 'conversation-update', conversation: [{ role: 'system', content: 'ok' }] },
      problems: [
        'conversation[0]: not { role, content }',
        'conversation[1]: not { role, content }',
      ],
    });
  });

  it('tool-calls: arguments as an object, a JSON string, empty or absent; a missing id is empty; bad entries skipped and reported', () => {
    const check = checkServerMessage({
      type: 'tool-calls',
      toolCallList: [
        { id: 'a', type: 'function', function: { name: 'one', arguments: '{"x":1}' } },
        { function: { name: 'two' } },
        { id: 'c', function: { name: 'three', arguments: '' } },
        { id: 'd', function: {} },
        { id: 'e', function: { name: 'five', arguments: '{nope' } },
        { id: 'f', function: { name: 'six', arguments: 7 } },
        { id: 'g', function: { name: 'seven', arguments: '[1]' } },
        null,
      ],
    });
    expect(check.ok).toBe(true);
    if (!check.ok) return;
    expect(check.message).toEqual({
      type: 'tool-calls',
      toolCallList: [
        { id: 'a', type: 'function', function: { name: 'one', arguments: { x: 1 } } },
        { id: '', type: 'function', function: { name: 'two', arguments: {} } },
        { id: 'c', type: 'function', function: { name: 'three', arguments: {} } },
      ],
    });
    expect(check.problems).toHaveLength(5);
    expect(check.problems[0]).toBe('toolCallList[3]: missing function.name');
    expect(check.problems[1]).toMatch(/^toolCallList\[4\] \(five\): arguments are not valid JSON/);
    expect(check.problems.slice(2)).toEqual([
      'toolCallList[5] (six): arguments must be an object or a JSON string, got number',
      'toolCallList[6] (seven): arguments JSON is not an object',
      'toolCallList[7]: missing function.name',
    ]);
  });

  it(`tool-calls: at most ${MAX_TOOL_CALLS_PER_MESSAGE} entries are read`, () => {
    const toolCallList = Array.from({ length: 10_000 }, (_, i) => ({
      id: `call_${i}`,
      type: 'function',
      function: { name: 'f', arguments: {} },
    }));
    const parsed = parseServerMessage({ type: 'tool-calls', toolCallList });
    expect(parsed?.type === 'tool-calls' && parsed.toolCallList.length).toBe(
      MAX_TOOL_CALLS_PER_MESSAGE,
    );
  });
});

describe('parseServerMessage: malformed and hostile input is undefined', () => {
  it('non-objects, non-JSON text, arrays and messages without a string type', () => {
    for (const raw of [
      undefined,
      null,
      0,
      1,
      true,
      Symbol('x'),
      () => {},
      10n,
      '',
      '{',
      'hang',
      '"hang"',
      '42',
      'null',
      '[]',
      [],
      [{ type: 'hang' }],
      {},
      { type: 7 },
      { Type: 'hang' },
      new Date(),
    ]) {
      expect(parseServerMessage(raw)).toBeUndefined();
    }
  });

  it('unknown types, also Vapi messages the client does not read', () => {
    for (const type of [
      'model-output',
      'user-interrupted',
      'end-of-call-report',
      'say',
      'HANG',
      'hang ',
      '__proto__',
      'constructor',
      'toString',
    ]) {
      expect(parseServerMessage({ type })).toBeUndefined();
    }
    expect(checkServerMessage({ type: 'model-output', output: 'x' })).toEqual({
      ok: false,
      type: 'model-output',
      problem: 'unknown message type "model-output"',
    });
  });

  const BAD: readonly [string, unknown][] = [
    ['status-update without status', { type: 'status-update' }],
    ['status-update with an unknown status', { type: 'status-update', status: 'done' }],
    ['status-update with a non-string status', { type: 'status-update', status: ['ended'] }],
    ['speech-update without role', { type: 'speech-update', status: 'started' }],
    [
      'speech-update with an unknown status',
      { type: 'speech-update', status: 'begun', role: 'user' },
    ],
    [
      'speech-update with an unknown role',
      { type: 'speech-update', status: 'started', role: 'system' },
    ],
    ['transcript with an unknown role', { type: 'transcript', role: 'system', transcript: 'x' }],
    [
      'transcript with an unknown transcriptType',
      { type: 'transcript', role: 'user', transcriptType: 'maybe', transcript: 'x' },
    ],
    ['transcript with non-string text', { type: 'transcript', role: 'user', transcript: 42 }],
    ['transcript without text', { type: 'transcript', role: 'user' }],
    ['conversation-update without a list', { type: 'conversation-update' }],
    [
      'conversation-update with an object for a list',
      { type: 'conversation-update', conversation: { 0: { role: 'user', content: 'x' } } },
    ],
    ['tool-calls without a list', { type: 'tool-calls' }],
    ['tool-calls with a string for a list', { type: 'tool-calls', toolCallList: '[]' }],
    ['error with an unknown code', { type: 'error', code: 'oops', message: 'x' }],
    ['error without message', { type: 'error', code: 'bad-json' }],
    [
      'error with a negative suppressed',
      { type: 'error', code: 'bad-json', message: 'x', suppressed: -1 },
    ],
    [
      'error with a fractional suppressed',
      { type: 'error', code: 'bad-json', message: 'x', suppressed: 1.5 },
    ],
    [
      'error with a string suppressed',
      { type: 'error', code: 'bad-json', message: 'x', suppressed: '3' },
    ],
    ['resume-token without token', { type: 'resume-token', graceSeconds: 20 }],
    ['resume-token with an empty token', { type: 'resume-token', token: '', graceSeconds: 20 }],
    ['resume-token with a zero grace', { type: 'resume-token', token: 't', graceSeconds: 0 }],
    ['resume-token with a string grace', { type: 'resume-token', token: 't', graceSeconds: '20' }],
    [
      'resume-token with a NaN grace',
      { type: 'resume-token', token: 't', graceSeconds: Number.NaN },
    ],
    ['pong without an id', { type: 'pong' }],
    ['pong with a fractional id', { type: 'pong', id: 1.5 }],
    [
      'local-platform-notice with an unknown code',
      { type: 'local-platform-notice', code: 'other', message: 'x' },
    ],
    [
      'local-platform-notice without message',
      { type: 'local-platform-notice', code: 'typed-answers-only' },
    ],
  ];
  for (const [name, raw] of BAD) {
    it(name, () => {
      expect(parseServerMessage(raw)).toBeUndefined();
      expect(parseServerMessage(JSON.stringify(raw))).toBeUndefined();
      const check = checkServerMessage(raw);
      expect(check.ok).toBe(false);
      if (!check.ok) expect(check.type).toBe((raw as { type: string }).type);
    });
  }

  it('huge strings: a transcript of 1 MB parses whole (the client cuts it for display); an unknown type is quoted at most 64 characters', () => {
    const text = 'a'.repeat(1_000_000);
    const parsed = parseServerMessage(
      JSON.stringify({ type: 'transcript', role: 'assistant', transcript: text }),
    );
    expect(parsed?.type === 'transcript' && parsed.transcript.length).toBe(1_000_000);
    const check = checkServerMessage({ type: 'x'.repeat(1_000_000) });
    expect(!check.ok && check.problem.length).toBeLessThan(100);
  });

  describe('prototype pollution', () => {
    afterEach(() => {
      delete (Object.prototype as Record<string, unknown>)['type'];
      delete (Object.prototype as Record<string, unknown>)['status'];
    });

    it('inherited fields are never read: a polluted Object.prototype does not make {} a message', () => {
      Object.assign(Object.prototype, { type: 'status-update', status: 'ended' });
      expect(parseServerMessage({})).toBeUndefined();
      expect(parseServerMessage('{}')).toBeUndefined();
      expect(parseServerMessage({ type: 'status-update' })).toBeUndefined();
    });

    it('an object whose prototype carries the type is not a message', () => {
      expect(parseServerMessage(Object.create({ type: 'hang' }))).toBeUndefined();
    });

    it('__proto__, constructor and prototype keys in tool arguments are dropped; the copy has the plain prototype', () => {
      const frame =
        '{"type":"tool-calls","toolCallList":[{"id":"a","function":{"name":"f","arguments":{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}},"prototype":1,"ok":1}}}]}';
      const parsed = parseServerMessage(frame);
      expect(parsed?.type).toBe('tool-calls');
      if (parsed?.type !== 'tool-calls') return;
      const args = parsed.toolCallList[0]!.function.arguments;
      expect(Object.keys(args)).toEqual(['ok']);
      expect(Object.getPrototypeOf(args)).toBe(Object.prototype);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
      // The same through a JSON-string arguments field.
      const viaString = parseServerMessage({
        type: 'tool-calls',
        toolCallList: [
          { function: { name: 'f', arguments: '{"__proto__":{"polluted":true},"ok":2}' } },
        ],
      });
      expect(
        viaString?.type === 'tool-calls' && viaString.toolCallList[0]!.function.arguments,
      ).toEqual({ ok: 2 });
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it('a __proto__ key at the top level does not change what is read', () => {
      expect(parseServerMessage('{"__proto__":{"type":"hang"}}')).toBeUndefined();
      expect(parseServerMessage('{"type":"hang","__proto__":{"type":"error"}}')).toEqual({
        type: 'hang',
      });
    });
  });
});

describe('round trip: what the platform sends parses on the client', () => {
  const frames: readonly [string, ServerMessage][] = [
    [serverMessage.listening, { type: 'listening' }],
    [serverMessage.inProgress(), { type: 'status-update', status: 'in-progress' }],
    [
      serverMessage.ended('connection-lost'),
      { type: 'status-update', status: 'ended', endedReason: 'connection-lost' },
    ],
    [
      serverMessage.speech('stopped', 'user'),
      { type: 'speech-update', status: 'stopped', role: 'user' },
    ],
    [
      serverMessage.transcript('Buenos días'),
      { type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'Buenos días' },
    ],
    [serverMessage.hang(), { type: 'hang' }],
    [
      serverMessage.error('rate-limited', 'slow down'),
      { type: 'error', code: 'rate-limited', message: 'slow down' },
    ],
    [
      serverMessage.error('rate-limited', 'slow down', 4),
      { type: 'error', code: 'rate-limited', message: 'slow down', suppressed: 4 },
    ],
    [
      serverMessage.toolCall('call_1', 'capture_lead', {
        name: 'Ana',
        phone: '+34612345678',
        need: '(voice)',
      }),
      {
        type: 'tool-calls',
        toolCallList: [
          {
            id: 'call_1',
            type: 'function',
            function: {
              name: 'capture_lead',
              arguments: { name: 'Ana', phone: '+34612345678', need: '(voice)' },
            },
          },
        ],
      },
    ],
    [
      serverMessage.conversationUpdate([
        { role: 'system', content: 's' },
        { role: 'assistant', content: 'a' },
      ]),
      {
        type: 'conversation-update',
        conversation: [
          { role: 'system', content: 's' },
          { role: 'assistant', content: 'a' },
        ],
      },
    ],
    [
      serverMessage.resumeToken('tok', 20),
      { type: 'resume-token', token: 'tok', graceSeconds: 20 },
    ],
    [
      serverMessage.notice('typed-answers-only', 'solo texto'),
      { type: 'local-platform-notice', code: 'typed-answers-only', message: 'solo texto' },
    ],
    [serverMessage.pong(12), { type: 'pong', id: 12 }],
  ];

  for (const [frame, message] of frames) {
    it(`${message.type}: ${frame.slice(0, 60)}`, () => {
      expect(parseServerMessage(frame)).toEqual(message);
      // Encoding the parsed message gives the same bytes back.
      expect(encodeServerMessage(parseServerMessage(frame)!)).toBe(frame);
    });
  }

  it('the builders cover every message type', () => {
    expect(new Set(frames.map(([, m]) => m.type))).toEqual(new Set(Object.keys(EXAMPLES)));
  });

  it('the wire bytes stay as docs/platform.md shows them', () => {
    expect(serverMessage.inProgress()).toBe('{"type":"status-update","status":"in-progress"}');
    expect(serverMessage.speech('started', 'assistant')).toBe(
      '{"type":"speech-update","status":"started","role":"assistant"}',
    );
    expect(serverMessage.transcript('x')).toBe(
      '{"type":"transcript","role":"assistant","transcriptType":"final","transcript":"x"}',
    );
    expect(serverMessage.hang()).toBe('{"type":"hang"}');
    expect(serverMessage.toolCall('c', 'f', { a: 1 })).toBe(
      '{"type":"tool-calls","toolCallList":[{"id":"c","type":"function","function":{"name":"f","arguments":{"a":1}}}]}',
    );
    expect(serverMessage.resumeToken('t', 20)).toBe(
      '{"type":"resume-token","token":"t","graceSeconds":20}',
    );
  });
});
