/**
 * `<voice-widget>`'s sheet while its call reconnects (docs/elements/voice-widget.md):
 * the same state as the button's panel, announced by the sheet itself
 * (`reconnect-status`, role status), the log kept, typed text pending then
 * sent, and a connection that could not be resumed (guided error with retry,
 * the unsent line still shown as not sent).
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { VoiceClientError } from '../../src/core/voice/errors.ts';
import { serializeError } from '../../src/core/voice/serialize-error.ts';
import { useActEnvironment } from '../support/act-environment.ts';
import { FakeVoiceClient } from '../support/fake-client.ts';
import { endPageCalls } from '../support/page-calls.ts';
import { mountWidgetSheet } from '../support/widget-sheet.tsx';

useActEnvironment();

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
let root: Root | undefined;

beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  // The call a test left connected (or reconnecting): the page's live calls outlive the file without isolation.
  await act(() => endPageCalls());
  await act(async () => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
  vi.restoreAllMocks();
});

async function openSheet(lang: 'es' | 'he') {
  const sheet = await mountWidgetSheet(lang);
  root = sheet.root;
  const { q, container } = sheet;
  await act(async () => q('call-button')!.click());
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  const client = FakeVoiceClient.instances[0]!;
  await act(async () => client.emit('call-start'));
  await frame();
  const type = async (text: string) => {
    const input = q('message-input') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(input, text);
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => q('message-send')!.click());
    await frame();
  };
  return { q, client, container, type };
}

describe('<voice-widget> sheet while reconnecting', () => {
  it('announces Reconectando… with the attempt, keeps the log, and marks typed text pending until the call is back', async () => {
    const { q, client, container, type } = await openSheet('es');
    await act(async () =>
      client.emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Dígame su nombre.',
      }),
    );
    await act(async () =>
      client.emit('call-reconnecting', { attempt: 2, reason: 'network', timestamp: '' }),
    );
    await frame();
    const note = q('reconnect-status')!;
    expect(note.getAttribute('role')).toBe('status');
    expect(note.getAttribute('aria-live')).toBe('polite');
    expect(note.textContent).toBe('Reconectando…intento 2');
    expect(note.querySelector('[aria-hidden="true"].live-reconnecting-attempt')).not.toBeNull(); // the number is not re-announced
    expect(q('call-button')!.dataset['status']).toBe('reconnecting');
    expect(q('call-button')!.textContent).toBe('Colgar');
    expect(q('call-timer')).not.toBeNull();
    expect(
      container.querySelector('[part~="live-line-assistant"]:not(.vw-greeting)')!.textContent,
    ).toContain('Dígame su nombre.');

    await type('Ana');
    const line = () => container.querySelector<HTMLElement>('[part~="live-line-user"]')!;
    expect(line().dataset['delivery']).toBe('pending');
    expect(line().textContent).toContain('Pendiente: se enviará al reconectar');
    expect((q('message-input') as HTMLInputElement).value).toBe('');

    await act(async () => client.emit('call-reconnected', { downtimeMs: 1200, timestamp: '' }));
    await frame();
    expect(q('reconnect-status')).toBeNull();
    expect(q('call-button')!.dataset['status']).toBe('connected');
    expect(line().dataset['delivery']).toBeUndefined();
    expect(line().textContent).not.toContain('Pendiente');
  });

  it('a connection not resumed: the guided error with retry, and the unsent line stays marked (Hebrew)', async () => {
    const { q, client, container, type } = await openSheet('he');
    await act(async () =>
      client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' }),
    );
    await frame();
    expect(q('reconnect-status')!.textContent).toBe('מתחבר מחדש…ניסיון 1');
    await type('שלום');
    const cause = new VoiceClientError('connection-lost', 'not resumed');
    await act(async () => {
      client.emit('error', {
        type: 'websocket-error',
        stage: 'call',
        error: serializeError(cause),
        timestamp: '',
        cause,
      });
      client.emit('call-end');
    });
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    await frame();
    await frame();
    expect(q('reconnect-status')).toBeNull();
    expect(q('call-error')!.textContent).toContain('החיבור לשיחה אבד');
    expect(q('call-retry')!.textContent).toBe('ניסיון חוזר');
    const unsent = container.querySelector<HTMLElement>('[data-delivery="not-sent"]')!;
    expect(unsent.textContent).toContain('שלום');
    expect(unsent.textContent).toContain('לא נשלח');
    expect(q('recap')!.textContent).toContain('החיבור אבד');
  });
});
