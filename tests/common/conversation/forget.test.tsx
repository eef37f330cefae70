/**
 * 'Forget this conversation' (docs/elements/voice-widget.md "Stored data and
 * forgetting"): the control asks first (confirm and cancel, Escape, focus),
 * and forgetting removes every `voice-widgets:` key from both storages (chat
 * history, persist-call record with its microphone, consent), leaves the
 * page's own keys, ends the chat session with Vapi's `sessionEnd` request,
 * and fires `voice-history-cleared`.
 */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { persistKey } from '../../../src/common/call/persist.ts';
import { consentKey } from '../../../src/common/conversation/consent.ts';
import { forgetConversation } from '../../../src/common/conversation/forget.ts';
import { ForgetControl } from '../../../src/common/live-panel/ForgetControl.tsx';
import { endChatBody } from '../../../src/core/chat/chat-end.ts';
import { chatKey } from '../../../src/core/chat/chat-storage.ts';
import { ChatStore } from '../../../src/voice-widget/chat/chat-store.ts';
import { useActEnvironment } from '../../support/act-environment.ts';
import { TEXTS } from '../../support/texts.ts';

useActEnvironment();

const bundleKeys = (s: Storage) => Object.keys(s).filter((k) => k.startsWith('voice-widgets:'));

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  document.body.replaceChildren();
});

describe('forgetConversation', () => {
  it('removes every key of the bundle from both storages, ends the chat session, fires voice-history-cleared', async () => {
    sessionStorage.setItem(chatKey('sofia'), JSON.stringify({ sessionId: 'chat-1', messages: [] }));
    sessionStorage.setItem(chatKey('sofia', 'second'), '{}');
    sessionStorage.setItem(persistKey('sofia', ''), JSON.stringify({ micDeviceId: 'usb-mic' }));
    localStorage.setItem(chatKey('sofia'), '{}'); // history="local"
    localStorage.setItem(consentKey('sofia'), new Date().toISOString());
    sessionStorage.setItem('page-own', '1');
    localStorage.setItem('page-own', '1');
    const requests: { url: string; body: unknown; auth: string | null }[] = [];
    const fetchFn = (async (url: string, init: RequestInit) => {
      requests.push({
        url,
        body: JSON.parse(String(init.body)),
        auth: new Headers(init.headers).get('authorization'),
      });
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    }) as unknown as typeof fetch;
    const events: { name: string; detail: unknown }[] = [];
    const detail = forgetConversation(
      {
        chatId: 'chat-1',
        callId: 'call-7',
        apiUrl: 'http://platform.test/api',
        publicKey: 'pk',
        assistantId: 'sofia',
        fetch: fetchFn,
      },
      (name, d) => void events.push({ name, detail: d }),
    );
    expect(bundleKeys(sessionStorage)).toEqual([]);
    expect(bundleKeys(localStorage)).toEqual([]);
    expect(sessionStorage.getItem('page-own')).toBe('1');
    expect(localStorage.getItem('page-own')).toBe('1');
    expect(detail.keys).toHaveLength(5);
    expect(events).toEqual([
      {
        name: 'voice-history-cleared',
        detail: { chatId: 'chat-1', callId: 'call-7', keys: detail.keys },
      },
    ]);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]).toEqual({
      url: 'http://platform.test/api/chat/web',
      auth: 'Bearer pk',
      body: {
        assistantId: 'sofia',
        sessionId: 'chat-1',
        input: 'Ending chat...',
        sessionEnd: true,
      },
    });
    expect(endChatBody({ assistantId: 'a', sessionId: 's' })).toEqual({
      assistantId: 'a',
      sessionId: 's',
      input: 'Ending chat...',
      sessionEnd: true,
    });
  });

  it('without a chat session nothing is sent; the event still fires', () => {
    const fetchFn = vi.fn();
    const events: string[] = [];
    forgetConversation(
      { callId: 'call-7', fetch: fetchFn as never },
      (name) => void events.push(name),
    );
    expect(fetchFn).not.toHaveBeenCalled();
    expect(events).toEqual(['voice-history-cleared']);
  });

  it("the chat store's forget() clears what it shows and gives the session to end", async () => {
    const key = chatKey('sofia');
    sessionStorage.setItem(
      key,
      JSON.stringify({
        sessionId: 'chat-1',
        messages: [{ id: 'm1', role: 'user', text: 'hola', via: 'chat', status: 'done' }],
      }),
    );
    const store = new ChatStore({ dispatch: () => {} }, key, {
      storage: sessionStorage,
      schedule: (fn) => fn(),
    });
    expect(store.getSnapshot().messages).toHaveLength(1);
    expect(store.forget()).toBe('chat-1');
    expect(store.getSnapshot().messages).toEqual([]);
    expect(sessionStorage.getItem(key)).toBeNull();
  });
});

describe('the forget control', () => {
  let root: Root | undefined;
  afterEach(async () => {
    await act(async () => root?.unmount());
    root = undefined;
  });

  it.each(['es', 'he'] as const)(
    '%s: asks first; Cancel and Escape keep everything; Confirm forgets',
    async (lang) => {
      const container = document.createElement('div');
      document.body.append(container);
      root = createRoot(container);
      const onForget = vi.fn();
      await act(async () =>
        root!.render(<ForgetControl strings={TEXTS[lang].privacy} onForget={onForget} />),
      );
      const q = (part: string) => container.querySelector<HTMLElement>(`[part~="${part}"]`);
      expect(q('forget')!.textContent).toBe(TEXTS[lang].privacy.forget);
      expect(q('forget-confirm')).toBeNull();
      await act(async () => q('forget')!.click());
      const dialog = container.querySelector('[role="alertdialog"]')!;
      expect(document.getElementById(dialog.getAttribute('aria-labelledby')!)!.textContent).toBe(
        TEXTS[lang].privacy.forgetQuestion,
      );
      expect(document.activeElement).toBe(q('forget-confirm'));
      await act(async () => q('forget-cancel')!.click());
      expect(q('forget-confirm')).toBeNull();
      expect(document.activeElement).toBe(q('forget'));
      await act(async () => q('forget')!.click());
      await act(async () =>
        q('forget-confirm')!.dispatchEvent(
          new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
        ),
      );
      expect(q('forget-confirm')).toBeNull();
      expect(onForget).not.toHaveBeenCalled();
      await act(async () => q('forget')!.click());
      await act(async () => q('forget-confirm')!.click());
      expect(onForget).toHaveBeenCalledTimes(1);
      expect(q('forget-confirm')).toBeNull();
      expect(container.querySelector('[role="status"]')!.textContent).toBe(
        TEXTS[lang].privacy.forgotten,
      );
      expect(document.activeElement).toBe(q('forget'));
    },
  );
});
