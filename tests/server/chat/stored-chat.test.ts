// @vitest-environment node
/**
 * server/chat/stored-chat.ts and tool-answers.ts: a chat's record round-trips through its shape
 * check, which refuses another id, a malformed field or an over-long history and keeps keys it does
 * not check; a page's tool answer reads as shown, failed or timed out.
 */
import { describe, expect, it, vi } from 'vitest';

import { ChatSessions } from '../../../server/chat/sessions.ts';
import {
  decodeChat,
  decodeEndedChat,
  encodeChat,
  encodeEndedChat,
  sessionOf,
} from '../../../server/chat/stored-chat.ts';
import { toolOutcomeOf } from '../../../server/chat/tool-answers.ts';
import { loadAssistants } from '../../../server/dialogue/assistants.ts';
import { DEFAULT_CHAT_LIMITS } from '../../../server/limits/chat-limits.ts';

async function aChat() {
  const sofia = (await loadAssistants()).get('sofia')!;
  const script = sofia.languages.es!;
  const chats = new ChatSessions(DEFAULT_CHAT_LIMITS);
  const session = chats.create('1.2.3.4', 'sofia', 'es', script, Date.now());
  if ('status' in session) throw new Error('refused');
  chats.reply(session, 'hola');
  chats.reply(session, 'Me llamo Carlos');
  chats.close();
  return { session, script };
}

describe('the stored chat codec', () => {
  it('a live chat round-trips: the same record, the dialogue where it was', async () => {
    const { session, script } = await aChat();
    const record = JSON.parse(JSON.stringify(encodeChat(session))) as unknown;
    const decoded = decodeChat(session.id, record);
    expect(decoded).toEqual(record);
    const back = sessionOf(decoded!, script);
    expect(back.history).toEqual(session.history);
    expect(back.history).not.toBe(session.history);
    expect(back.dialogue.state()).toEqual(session.dialogue.state());
    expect(back.startedAt.getTime()).toBe(session.startedAt.getTime());
    expect(back.last?.turn.text).toBe(session.last?.turn.text);
  });

  it('refuses another id, a malformed field or an over-long history, with a log line; keeps unknown keys', async () => {
    const { session } = await aChat();
    const record = JSON.parse(JSON.stringify(encodeChat(session))) as Record<string, unknown>;
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    try {
      expect(decodeChat('another', record)).toBeUndefined();
      expect(decodeChat(session.id, { ...record, turns: 1.5 })).toBeUndefined();
      expect(decodeChat(session.id, { ...record, language: 'fr' })).toBeUndefined();
      expect(decodeChat(session.id, { ...record, last: { input: 'x' } })).toBeUndefined();
      const line = { role: 'user', content: 'x', time: new Date().toISOString() };
      expect(
        decodeChat(session.id, { ...record, history: Array.from({ length: 201 }, () => line) }),
      ).toBeUndefined();
      expect(warn).toHaveBeenCalledTimes(5);
      expect(String(warn.mock.calls[0]?.[0])).toMatch(/skipped the stored chat another/);
    } finally {
      warn.mockRestore();
    }
    expect(decodeChat(session.id, { ...record, extra: 1 })).toMatchObject({ extra: 1 });
  });

  it('an ended chat reads back as what is kept of it, and only as that', async () => {
    const { session } = await aChat();
    const ended = encodeEndedChat(session, 1234, true);
    expect(decodeEndedChat(session.id, ended)).toEqual({
      address: '1.2.3.4',
      assistantId: 'sofia',
      language: 'es',
      at: 1234,
      bySessionEnd: true,
    });
    expect(decodeEndedChat('another', ended)).toBeUndefined();
    expect(decodeEndedChat(session.id, encodeChat(session))).toBeUndefined();
  });
});

describe('a page tool answer', () => {
  it('is shown, failed, or timed out by its JSON error', () => {
    expect(toolOutcomeOf('ok')).toBe('shown');
    expect(toolOutcomeOf('{"shown":true}')).toBe('shown');
    expect(toolOutcomeOf('["error"]')).toBe('shown');
    expect(toolOutcomeOf('{"error":42}')).toBe('shown');
    expect(toolOutcomeOf('{"error":"no such solution"}')).toBe('failed');
    expect(toolOutcomeOf('{"error":"Timeout after 10 s"}')).toBe('timeout');
    expect(toolOutcomeOf('{"error":"timeouts"}')).toBe('failed');
  });
});
