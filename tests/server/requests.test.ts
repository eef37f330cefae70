// @vitest-environment node
/**
 * The request doors (server/http/requests/): each body is read once, into its typed request or
 * the 400 `code` and `message` the routes have always answered (docs/platform.md "REST").
 */
import type * as v from 'valibot';
import { describe, expect, it } from 'vitest';

import { chatWebDoor } from '../../server/http/requests/chat-web.ts';
import { controlDoor } from '../../server/http/requests/control.ts';
import { checkRequest, type Door } from '../../server/http/requests/door.ts';
import { feedbackDoor } from '../../server/http/requests/feedback.ts';
import { webCallDoor } from '../../server/http/requests/web-call.ts';

const LANGUAGE =
  'assistantOverrides.variableValues.language must be a language tag (a string such as "es", "he" or "en")';
const SQUADS =
  'squads are not supported on the local platform: send assistantId (a stored assistant, e.g. "sofia") or an inline assistant instead';
const INPUT = 'input must be a string or a list of { role, content } with a user message';

/** A door's answer to `body`, as the route would give it. */
function check<S extends v.GenericSchema<unknown, unknown>>(door: Door<S>, body: unknown) {
  return checkRequest(door, body);
}

/** `[body, code, message]`: a bad body and its 400. */
type Bad = readonly [unknown, string, string];

function expectBad<S extends v.GenericSchema<unknown, unknown>>(door: Door<S>, cases: Bad[]): void {
  for (const [body, code, message] of cases)
    expect({ body, answer: check(door, body) }).toEqual({
      body,
      answer: { ok: false, code, message },
    });
}

/** Both routes that choose an assistant refuse its fields alike. */
const ASSISTANT_BAD: Bad[] = [
  [{ squad: {} }, 'unsupported-on-local-platform', SQUADS],
  [{ squadId: 'x' }, 'unsupported-on-local-platform', SQUADS],
  [{ squad: null }, 'unsupported-on-local-platform', SQUADS],
  [{ workflowId: 'x' }, 'unsupported-on-local-platform', SQUADS.replace('squads', 'workflows')],
  [{ assistantOverrides: 'es' }, 'bad-request', LANGUAGE],
  [{ assistantOverrides: [] }, 'bad-request', LANGUAGE],
  [{ assistantOverrides: { variableValues: 'x' } }, 'bad-request', LANGUAGE],
  [{ assistantOverrides: { variableValues: { language: 3 } } }, 'bad-request', LANGUAGE],
  [{ assistantOverrides: { variableValues: { language: ' ' } } }, 'bad-request', LANGUAGE],
  [
    { assistantOverrides: { startSpeakingPlan: 1 } },
    'bad-request',
    'assistantOverrides.startSpeakingPlan must be an object',
  ],
  [
    { assistantOverrides: { stopSpeakingPlan: { voiceSeconds: 0.6 } } },
    'bad-request',
    'assistantOverrides.stopSpeakingPlan.voiceSeconds must be a number from 0 to 0.5 (seconds)',
  ],
  [
    { assistantOverrides: { startSpeakingPlan: { waitSeconds: '1' } } },
    'bad-request',
    'assistantOverrides.startSpeakingPlan.waitSeconds must be a number from 0 to 5 (seconds)',
  ],
  [
    { assistantOverrides: { firstMessage: ' ' } },
    'bad-request',
    'assistantOverrides.firstMessage must be a non-empty string of at most 1000 characters',
  ],
  [
    { assistantOverrides: { firstMessage: 'x'.repeat(1001) } },
    'bad-request',
    'assistantOverrides.firstMessage must be a non-empty string of at most 1000 characters',
  ],
  [
    { assistantId: '' },
    'bad-request',
    'assistantId (a stored assistant) or assistant (an inline definition) is required',
  ],
  [
    { assistantId: 42 },
    'bad-request',
    'assistantId (a stored assistant) or assistant (an inline definition) is required',
  ],
  [
    { assistant: 'x' },
    'bad-request',
    'assistant must be an object (an inline assistant definition)',
  ],
  [
    { assistant: { transcriber: { language: 5 } } },
    'bad-request',
    'assistant.transcriber.language must be a language tag (es-ES, he-IL, en-US …)',
  ],
  [
    { assistant: { firstMessage: 7 } },
    'bad-request',
    'assistant.firstMessage must be a non-empty string of at most 1000 characters',
  ],
  [
    { assistant: { model: { messages: 'hi' } } },
    'bad-request',
    'assistant.model.messages must be a list of { role, content }',
  ],
  [
    { assistant: { model: { messages: [{ role: 'system', content: 1 }] } } },
    'bad-request',
    'assistant.model.messages[0].content must be a string',
  ],
  [
    { assistant: { name: 'x'.repeat(101) } },
    'bad-request',
    'assistant.name must be a string of at most 100 characters',
  ],
  [
    { assistant: { stopSpeakingPlan: { backoffSeconds: 11 } } },
    'bad-request',
    'assistant.stopSpeakingPlan.backoffSeconds must be a number from 0 to 10 (seconds)',
  ],
];

describe('POST /api/call/web', () => {
  it('types a good body through: stored or inline assistant, overrides, unread fields dropped', () => {
    expect(
      check(webCallDoor, {
        assistantId: 'sofia',
        assistantOverrides: {
          variableValues: { language: 'en-GB', name: 'Ana', n: 2, ok: true },
          firstMessage: 'Hi {{ name }}',
          startSpeakingPlan: { waitSeconds: 1, smartEndpointingEnabled: true },
          voice: { provider: 'vapi' },
        },
        roomDeleteOnUserLeaveEnabled: false,
      }),
    ).toEqual({
      ok: true,
      request: {
        assistantId: 'sofia',
        assistantOverrides: {
          variableValues: { language: 'en-GB', name: 'Ana', n: 2, ok: true },
          firstMessage: 'Hi {{ name }}',
          startSpeakingPlan: { waitSeconds: 1, smartEndpointingEnabled: true },
          voice: { provider: 'vapi' },
        },
      },
    });
    expect(
      check(webCallDoor, {
        assistant: { name: 'Eva', voice: { provider: 11, voiceId: 'es' }, transcriber: 'x' },
        assistantOverrides: null,
      }),
    ).toEqual({
      ok: true,
      request: { assistant: { name: 'Eva', voice: { voiceId: 'es' }, transcriber: {} } },
    });
  });

  it('keeps only string, number and boolean variables, 64 at most (the language among them, wherever it is)', () => {
    const read = (variableValues: unknown) => {
      const checked = check(webCallDoor, {
        assistantId: 'sofia',
        assistantOverrides: { variableValues },
      });
      return checked.ok ? checked.request.assistantOverrides?.variableValues : checked;
    };
    expect(read({ a: 'x', b: 2, c: true, d: { x: 1 }, e: [1], f: null })).toEqual({
      a: 'x',
      b: 2,
      c: true,
    });
    expect(read(null)).toBeUndefined();
    const many = Object.fromEntries(Array.from({ length: 70 }, (_, i) => [`v${i}`, i]));
    const kept = read({ ...many, language: 'he' }) as Record<string, unknown>;
    expect(Object.keys(kept)).toHaveLength(64);
    expect(kept['v0']).toBe(0);
    expect(kept['v69']).toBeUndefined();
    expect(kept['language']).toBe('he');
  });

  it('a stored assistant wins: the inline one beside it is not read', () => {
    expect(check(webCallDoor, { assistantId: 'sofia', assistant: 5 })).toEqual({
      ok: true,
      request: { assistantId: 'sofia' },
    });
  });

  it("answers each bad body with today's 400 code and message", () => {
    expectBad(webCallDoor, [
      [[1, 2], 'bad-request', 'body must be a JSON object (docs/behaviour.md §3 web-call payload)'],
      [null, 'bad-request', 'body must be a JSON object (docs/behaviour.md §3 web-call payload)'],
      ...ASSISTANT_BAD,
    ]);
    const template = check(webCallDoor, { assistantOverrides: { firstMessage: 'Hola {{ x' } });
    expect(template).toMatchObject({ ok: false, code: 'bad-request' });
    expect(!template.ok && template.message).toMatch(
      /^assistantOverrides\.firstMessage is not a valid template: .*not closed/,
    );
  });
});

describe('POST /api/chat/web', () => {
  it('types a good body through: a string or a list of user, system and tool messages', () => {
    expect(
      check(chatWebDoor, { assistantId: 'sofia', input: 'hola', sessionId: null, stream: 'yes' }),
    ).toEqual({ ok: true, request: { assistantId: 'sofia', input: 'hola', stream: false } });
    const list = [
      { role: 'system', content: 'on the pricing page' },
      { role: 'tool', tool_call_id: 'call_1', content: '{"ok":true}' },
      { role: 'assistant', content: 'skipped' },
      { role: 'user', content: 5 },
      { role: 'user', content: 'hi' },
    ];
    expect(check(chatWebDoor, { sessionId: 's', input: list, stream: true })).toEqual({
      ok: true,
      request: { sessionId: 's', stream: true, input: [list[0], list[1], list[4]] },
    });
    expect(check(chatWebDoor, { sessionId: 's', sessionEnd: true })).toEqual({
      ok: true,
      request: { sessionId: 's', sessionEnd: true },
    });
  });

  it("answers each bad body with today's 400 code and message", () => {
    const tool = (i: number) => ({ role: 'tool', tool_call_id: `c${i}`, content: 'x' });
    const system = { role: 'system', content: 'x' };
    expectBad(chatWebDoor, [
      ['hola', 'bad-request', 'body must be a JSON object (Vapi /chat/web body)'],
      [{}, 'bad-request', INPUT],
      [{ input: 5 }, 'bad-request', INPUT],
      [{ input: [system] }, 'bad-request', INPUT],
      [{ input: [{ role: 'user', content: 1 }] }, 'bad-request', INPUT],
      [
        { input: [{ role: 'system', content: 'x'.repeat(2001) }] },
        'bad-request',
        'a system message needs a content string of at most 2000 characters',
      ],
      [
        { input: [...Array(9).fill(system), { role: 'user', content: 'hi' }] },
        'bad-request',
        'at most 8 system messages per request',
      ],
      [
        { input: [{ role: 'tool', tool_call_id: '', content: 'x' }] },
        'bad-request',
        'a tool message needs a tool_call_id string and a content string',
      ],
      [
        { input: [{ role: 'tool', tool_call_id: 'c', content: 'x'.repeat(70_000) }] },
        'bad-request',
        expect.stringMatching(/^a tool message's content is limited to \d+ bytes$/) as never,
      ],
      [
        { input: Array.from({ length: 9 }, (_, i) => tool(i)) },
        'bad-request',
        'at most 8 tool messages per request',
      ],
      [{ input: '  ' }, 'bad-request', 'input must not be empty'],
      [{ input: 'x'.repeat(2001) }, 'bad-request', 'input: at most 2000 characters'],
      [{ input: 'hi', sessionId: 5 }, 'bad-request', 'sessionId must be a string'],
      [{ input: 'hi', sessionEnd: 'yes' }, 'bad-request', 'sessionEnd must be a boolean'],
      [
        { input: 'Ending chat...', sessionEnd: true },
        'bad-request',
        'sessionEnd needs the sessionId of the chat to end',
      ],
      ...ASSISTANT_BAD.map(([body, code, message]): Bad => [
        { input: 'hi', ...(body as object) },
        code,
        message,
      ]),
    ]);
  });

  it('reads only the last 64 entries of an input list', () => {
    const user = { role: 'user', content: 'hi' };
    const old = Array(9).fill({ role: 'system', content: 'x' });
    expect(check(chatWebDoor, { input: [...old, ...Array(64).fill(user)] })).toMatchObject({
      ok: true,
    });
  });
});

describe('POST /api/feedback', () => {
  it('types a good body through: the comment trimmed, left out when empty', () => {
    expect(check(feedbackDoor, { rating: 'up', comment: '  great  ', callId: 'a-1' })).toEqual({
      ok: true,
      request: { rating: 'up', comment: 'great', callId: 'a-1' },
    });
    expect(check(feedbackDoor, { rating: 'down', comment: ' ', chatId: 'c_2', x: 1 })).toEqual({
      ok: true,
      request: { rating: 'down', chatId: 'c_2' },
    });
  });

  it("answers each bad body with today's 400 message", () => {
    expectBad(feedbackDoor, [
      [[], 'bad-request', 'body must be a JSON object (docs/platform.md "Feedback" body)'],
      [{ callId: 'a' }, 'bad-request', "rating must be 'up' or 'down'."],
      [{ rating: 'meh', callId: 'a' }, 'bad-request', "rating must be 'up' or 'down'."],
      [{ rating: 'up', comment: 3, callId: 'a' }, 'bad-request', 'comment must be a string.'],
      [
        { rating: 'up', comment: 'x'.repeat(501), callId: 'a' },
        'bad-request',
        'comment must be at most 500 characters.',
      ],
      [{ rating: 'up' }, 'bad-request', 'Give exactly one of callId and chatId.'],
      [
        { rating: 'up', callId: 'a', chatId: 'b' },
        'bad-request',
        'Give exactly one of callId and chatId.',
      ],
      [
        { rating: 'up', callId: 'a b' },
        'bad-request',
        "callId must be an id of 1–100 letters, digits, '-' or '_'.",
      ],
      [
        { rating: 'up', chatId: 7 },
        'bad-request',
        "chatId must be an id of 1–100 letters, digits, '-' or '_'.",
      ],
    ]);
  });
});

describe('live call control', () => {
  it('types end-call through; any other message is refused, naming its type', () => {
    expect(check(controlDoor, { type: 'end-call', extra: 1 })).toEqual({
      ok: true,
      request: { type: 'end-call' },
    });
    const notControl = 'body must be a JSON control message, e.g. {"type":"end-call"}';
    expectBad(controlDoor, [
      [[{ type: 'end-call' }], 'bad-request', notControl],
      ['end-call', 'bad-request', notControl],
      [
        { type: 'say' },
        'unsupported-on-local-platform',
        'control message type "say" is not supported here; only "end-call"',
      ],
      [
        {},
        'unsupported-on-local-platform',
        'control message type "undefined" is not supported here; only "end-call"',
      ],
    ]);
  });
});
