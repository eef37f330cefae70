/**
 * The `history` attribute (docs/elements/voice-widget.md "Stored data and
 * forgetting"): `session` (default) keeps the chat in `sessionStorage`,
 * `local` in `localStorage`, `none` stores nothing (a new store starts
 * afresh); bad values warn and read as `session`; the element's property
 * reflects it.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { chatKey } from '../../src/core/chat/chat-storage.ts';
import {
  type HistoryMode,
  historyStorage,
  parseHistory,
} from '../../src/core/util/history-storage.ts';
import { ChatStore } from '../../src/voice-widget/chat/chat-store.ts';
import { defineVoiceWidget } from '../../src/voice-widget/define.ts';

const enc = new TextEncoder();
const config = { apiUrl: '/api', publicKey: 'pk', assistantId: 'sofia', lang: 'es' as const };
const fetchFn = (async () =>
  new Response(
    enc.encode(
      `data: ${JSON.stringify({ id: 'c', sessionId: 's-1', path: 'chat.output[0].content', delta: 'Hola' })}\n\n`,
    ),
    { headers: { 'content-type': 'text/event-stream' } },
  )) as unknown as typeof fetch;

async function chatOnce(mode: HistoryMode): Promise<ChatStore> {
  const store = new ChatStore({ dispatch: () => {} }, chatKey('sofia'), {
    storage: historyStorage(mode),
    fetch: fetchFn,
    schedule: (fn) => fn(),
  });
  store.send('hola', config);
  for (
    let i = 0;
    i < 100 && (store.getSnapshot().busy || store.getSnapshot().messages.length < 2);
    i++
  )
    await new Promise((r) => setTimeout(r, 0));
  return store;
}
const restored = (mode: HistoryMode) =>
  new ChatStore({ dispatch: () => {} }, chatKey('sofia'), {
    storage: historyStorage(mode),
  }).getSnapshot();

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  vi.restoreAllMocks();
  // The chat each test stored (voice-widgets:chat:sofia): the page's storage outlives the file without isolation.
  sessionStorage.clear();
  localStorage.clear();
});

describe('history modes', () => {
  it('session (default): sessionStorage only, restored by the next store', async () => {
    (await chatOnce('session')).dispose();
    expect(Object.keys(sessionStorage)).toEqual([chatKey('sofia')]);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(restored('session')).toMatchObject({
      sessionId: 's-1',
      messages: [{ text: 'hola' }, { text: 'Hola' }],
    });
  });

  it('local: localStorage only, restored by the next store (another tab)', async () => {
    (await chatOnce('local')).dispose();
    expect(Object.keys(localStorage)).toEqual([chatKey('sofia')]);
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(restored('local').messages).toHaveLength(2);
  });

  it('none: nothing in either storage; a reload starts afresh', async () => {
    const store = await chatOnce('none');
    expect(store.getSnapshot().messages).toHaveLength(2); // the chat itself works
    store.dispose();
    expect(Object.keys(sessionStorage)).toEqual([]);
    expect(Object.keys(localStorage)).toEqual([]);
    expect(restored('none')).toMatchObject({ sessionId: undefined, messages: [] });
  });

  it('parses the attribute: unknown values warn once and read as session', () => {
    const warn = vi.fn();
    expect(parseHistory(null)).toBe('session');
    expect(parseHistory(' LOCAL ')).toBe('local');
    expect(parseHistory('none')).toBe('none');
    expect(parseHistory('forever', warn)).toBe('session');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('history="forever"'));
    expect(historyStorage('none')).toBeUndefined();
    expect(historyStorage('local')).toBe(localStorage);
    expect(historyStorage('session')).toBe(sessionStorage);
  });

  it('<voice-widget> reflects history and feedback as properties', () => {
    defineVoiceWidget();
    const el = document.createElement('voice-widget') as HTMLElement & {
      history: string;
      feedback: boolean;
    };
    expect(el.history).toBe('session');
    el.history = 'none';
    expect(el.getAttribute('history')).toBe('none');
    expect(el.history).toBe('none');
    el.setAttribute('history', 'bogus');
    expect(el.history).toBe('session');
    expect(el.feedback).toBe(false);
    el.feedback = true;
    expect(el.hasAttribute('feedback')).toBe(true);
  });
});
