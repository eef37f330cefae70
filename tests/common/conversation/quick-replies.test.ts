/**
 * The built-in `show_quick_replies` tool: its arguments read (strings, label/message, label/url,
 * at most 4, link-hosts, bad shapes), and in a call the replies offered, a press answering the
 * tool call and sending the visitor's turn, and the replies gone once answered or when the
 * visitor types something else.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import { LiveCall } from '../../../src/common/conversation/live-call.ts';
import { parseQuickReplies, webUrl } from '../../../src/common/conversation/quick-replies.ts';
import type { QuickReply } from '../../../src/core/protocol/quick-replies.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

const onlyExample = (href: string) => {
  const url = webUrl(href);
  return url && new URL(url).hostname === 'example.com' ? url : undefined;
};

describe('parseQuickReplies', () => {
  it('reads strings, { label, message } and { label, url }', () => {
    // The protocol's documented shapes, as an assistant sends them.
    const replies: QuickReply[] = [
      ' Sí ',
      { label: 'No', message: 'No, gracias' },
      { label: 'Precios', url: 'https://example.com/precios' },
    ];
    expect(parseQuickReplies({ replies }, onlyExample)).toEqual({
      ok: true,
      replies: [
        { label: 'Sí', send: 'Sí' },
        { label: 'No', send: 'No, gracias' },
        { label: 'Precios', url: 'https://example.com/precios' },
      ],
    });
  });

  it.each([
    ['more than 4', { replies: ['a', 'b', 'c', 'd', 'e'] }, /at most 4/],
    ['no list', {}, /non-empty array/],
    ['an empty list', { replies: [] }, /non-empty array/],
    ['a list as a string', { replies: 'Sí' }, /non-empty array/],
    [
      'a host not in link-hosts',
      { replies: [{ label: 'x', url: 'https://evil.test/' }] },
      /link-hosts/,
    ],
    ['a javascript: URL', { replies: [{ label: 'x', url: 'javascript:alert(1)' }] }, /link-hosts/],
    ['a number', { replies: ['Sí', 3] }, /replies\[1\]/],
    ['an empty string', { replies: [''] }, /non-empty string/],
    ['a label missing', { replies: [{ message: 'hola' }] }, /label/],
    [
      'message and url both',
      { replies: [{ label: 'a', message: 'b', url: 'https://example.com/' }] },
      /not both/,
    ],
    ['a message not a string', { replies: [{ label: 'a', message: 4 }] }, /message/],
    ['an array entry', { replies: [['Sí']] }, /string, \{ label, message \}/],
  ])('refuses %s, whole', (_, args, problem) => {
    const read = parseQuickReplies(args, onlyExample);
    expect(read.ok).toBe(false);
    expect(!read.ok && read.problem).toMatch(problem);
  });

  it('allows exactly 4', () => {
    expect(parseQuickReplies({ replies: ['a', 'b', 'c', 'd'] }, webUrl).ok).toBe(true);
  });
});

const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api', lang: 'es' as const };

function setup(linkHref?: (href: string) => string | undefined) {
  const frames: (() => void)[] = [];
  const frame = () => frames.splice(0).forEach((fn) => fn());
  const events: [string, unknown][] = [];
  const call = new CallController(() => {}, fakeLoader().loader);
  const live = new LiveCall(
    {
      call,
      dispatch: (name, detail) => events.push([name, detail]),
      warnOnce: () => {},
      ...(linkHref ? { linkHref } : {}),
    },
    { schedule: (fn) => void frames.push(fn), storage: undefined },
  );
  return { call, live, events, frame };
}

async function connectedCall(linkHref?: (href: string) => string | undefined) {
  const t = setup(linkHref);
  t.live.press(config, false);
  await new Promise((r) => setTimeout(r, 0));
  const c = FakeVoiceClient.instances[0]!;
  const results: [string, string, unknown][] = [];
  Object.assign(c, {
    sendToolResult: (id: string, name: string, answer: unknown) => {
      results.push([id, name, answer]);
      return true;
    },
  });
  c.emit('call-start-success', { callId: 'call-1', totalDuration: 5, timestamp: '' });
  c.emit('call-start');
  t.frame();
  const offer = (args: unknown, id = 'qr1') => {
    c.emit('message', {
      type: 'tool-calls',
      toolCallList: [
        { id, type: 'function', function: { name: 'show_quick_replies', arguments: args } },
      ],
    });
    t.frame();
  };
  return { ...t, c, results, offer };
}

describe('quick replies in a call', () => {
  beforeEach(() => {
    FakeVoiceClient.instances = [];
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(async () => {
    await endPageCalls();
    vi.restoreAllMocks();
  });

  it('offers the replies, still fires voice-tool-call, and a press answers the call then sends the text as the visitor’s turn', async () => {
    const t = await connectedCall();
    t.offer({ replies: ['Sí', { label: 'No', message: 'No, gracias' }] });
    expect(t.live.getSnapshot().quickReplies).toEqual({
      id: 'qr1',
      replies: [
        { label: 'Sí', send: 'Sí' },
        { label: 'No', send: 'No, gracias' },
      ],
    });
    expect(t.events.filter(([n]) => n === 'voice-tool-call')).toHaveLength(1);
    expect(t.results).toEqual([]);
    t.live.chooseReply({ label: 'No', send: 'No, gracias' });
    t.frame();
    expect(t.results).toEqual([['qr1', 'show_quick_replies', { result: '{"chosen":"No"}' }]]);
    expect(t.c.calls).toContain('text No, gracias');
    expect(t.live.getSnapshot().quickReplies).toBeUndefined();
    // Answered once: a second press does nothing.
    t.live.chooseReply({ label: 'Sí', send: 'Sí' });
    expect(t.results).toHaveLength(1);
    expect(t.c.calls).not.toContain('text Sí');
  });

  it('a link reply answers without sending a turn', async () => {
    const t = await connectedCall();
    t.offer({ replies: [{ label: 'Ver precios', url: 'https://example.com/p' }] });
    t.live.chooseReply({ label: 'Ver precios', url: 'https://example.com/p' });
    expect(t.results).toEqual([
      ['qr1', 'show_quick_replies', { result: '{"chosen":"Ver precios"}' }],
    ]);
    expect(t.c.calls.filter((c) => c.startsWith('text'))).toEqual([]);
  });

  it('goes when the visitor types something else, the call answered { chosen: null }', async () => {
    const t = await connectedCall();
    t.offer({ replies: ['Sí', 'No'] });
    expect(t.live.messages.sendText('Quizá mañana')).toBe(true);
    t.frame();
    expect(t.live.getSnapshot().quickReplies).toBeUndefined();
    expect(t.results).toEqual([['qr1', 'show_quick_replies', { result: '{"chosen":null}' }]]);
  });

  it('bad arguments: an error result and a console warning, nothing shown', async () => {
    const t = await connectedCall((href) =>
      href.startsWith('https://example.com/') ? href : undefined,
    );
    t.offer({ replies: [{ label: 'x', url: 'https://evil.test/' }] });
    expect(t.live.getSnapshot().quickReplies).toBeUndefined();
    expect(t.results).toEqual([
      [
        'qr1',
        'show_quick_replies',
        {
          error: expect.stringMatching(
            /invalid arguments: replies\[0\]: url is not an allowed link/,
          ),
        },
      ],
    ]);
    expect(console.warn).toHaveBeenCalledWith(expect.stringMatching(/show_quick_replies \(qr1\)/));
  });

  it('goes when the call ends', async () => {
    const t = await connectedCall();
    t.offer({ replies: ['Sí'] });
    t.c.emit('call-end');
    t.frame();
    expect(t.live.getSnapshot().quickReplies).toBeUndefined();
  });

  it('a page that implements show_quick_replies in clientTools answers it instead', async () => {
    const frames: (() => void)[] = [];
    const call = new CallController(() => {}, fakeLoader().loader);
    const live = new LiveCall(
      {
        call,
        dispatch: () => {},
        warnOnce: () => {},
        clientTools: () => ({ show_quick_replies: () => 'shown by the page' }),
      },
      { schedule: (fn) => void frames.push(fn), storage: undefined },
    );
    live.press(config, false);
    await new Promise((r) => setTimeout(r, 0));
    const c = FakeVoiceClient.instances[0]!;
    c.emit('call-start');
    c.emit('message', {
      type: 'tool-calls',
      toolCallList: [
        {
          id: 'q',
          type: 'function',
          function: { name: 'show_quick_replies', arguments: { replies: ['Sí'] } },
        },
      ],
    });
    frames.splice(0).forEach((fn) => fn());
    expect(live.getSnapshot().quickReplies).toBeUndefined();
  });
});
