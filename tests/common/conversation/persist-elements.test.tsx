/**
 * `persist-call` in the elements (happy-dom; docs/voice-client.md "Reconnect policy"):
 * `<voice-call-button persist-call>` takes over the call the previous page
 * left (its history at once, the same call resumed) and shows 'tap to
 * continue' while the audio is held back, in es and he; without the
 * attribute the record is left alone; the widget's sheet shows the same
 * control.
 */
import { act } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type PersistedCall, persistKey } from '../../../src/common/call/persist.ts';
import { saveCall } from '../../../src/common/call/persist-save.ts';
import { useActEnvironment } from '../../support/act-environment.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import type { ImplTagNameMap } from '../../support/impl-types.ts';
import { preloadTexts } from '../../support/texts.ts';
import { mountWidgetSheet } from '../../support/widget-sheet.tsx';

useActEnvironment();

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
const settle = () => act(async () => new Promise((r) => setTimeout(r, 0)));
const TAP = { es: 'Toca para continuar la llamada', he: 'הקישו כדי להמשיך את השיחה' } as const;
const blocked = {
  type: 'audio-playback-error',
  stage: 'call',
  error: { message: 'autoplay' },
  timestamp: '',
};
let root: Root | undefined;

beforeAll(async () => {
  await import('../../../src/index.ts');
  await import('../../../src/common/live-panel/index.ts');
  await preloadTexts('es', 'he');
});
beforeEach(() => {
  FakeVoiceClient.instances = [];
  // Empty storage whatever an earlier file left in the page's (shared without isolation).
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  await act(async () => document.body.replaceChildren());
  sessionStorage.clear();
  localStorage.clear();
  vi.restoreAllMocks();
});

function record(): PersistedCall {
  const now = Date.now();
  return {
    state: {
      v: 1,
      callId: 'call-7',
      transport: 'websocket',
      url: 'ws://127.0.0.1:4173/api/call/call-7/ws',
      token: 'B'.repeat(43),
      savedAtMs: now,
      deadlineMs: now + 20_000,
      muted: false,
    },
    history: [
      { role: 'assistant', text: 'Hola, soy Sofía.', timeS: 0.5 },
      { role: 'user', text: 'Me llamo Ana.', timeS: 4 },
    ],
    startedAtMs: now - 9000,
    muted: false,
  };
}

/** A `<voice-call-button>` with the fake client, connected with `attrs`. */
async function mount(attrs: Record<string, string>) {
  const el = document.createElement('voice-call-button') as ImplTagNameMap['voice-call-button'];
  el.call.loader = fakeLoader().loader;
  for (const [name, value] of Object.entries({
    'public-key': 'pk',
    'assistant-id': 'sofia',
    'api-url': '/api',
    ...attrs,
  }))
    el.setAttribute(name, value);
  await act(async () => document.body.append(el));
  for (let i = 0; i < 5; i++) await settle();
  await frame();
  const q = (part: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`);
  return { el, q };
}

describe('<voice-call-button persist-call>', () => {
  it.each(['es', 'he'] as const)(
    '%s: resumes the call the previous page left, with its history, then "tap to continue" while the audio is held back',
    async (lang) => {
      saveCall(persistKey('sofia', 'main'), record());
      const { el, q } = await mount({ lang, 'persist-call': '', id: 'main' });
      expect(el.persistCall).toBe(true);
      const client = FakeVoiceClient.instances[0]!;
      expect(client.calls).toEqual(['resume']);
      expect(client.resumed[0]).toMatchObject({ callId: 'call-7' });
      expect(sessionStorage.length).toBe(0); // used once
      // The history shows at once, while the call is resumed.
      expect(q('live-transcript')!.textContent).toContain('Hola, soy Sofía.');
      expect(q('live-transcript')!.textContent).toContain('Me llamo Ana.');
      // The same call coming back: 'Reconectando…', not 'Conectando…'.
      expect(q('button')!.dataset['status']).toBe('reconnecting');
      expect(q('button')!.textContent).toBe({ es: 'Reconectando…', he: 'מתחבר מחדש…' }[lang]);

      await act(async () => {
        client.emit('call-reconnecting', { attempt: 1, reason: 'page-change', timestamp: '' });
        client.emit('call-start-success', { callId: 'call-7', totalDuration: 300, timestamp: '' });
        client.emit('call-reconnected', { downtimeMs: 600, timestamp: '' });
        client.emit('call-start');
        client.emit('error', blocked);
      });
      await frame();
      await frame();
      expect(q('button')!.dataset['status']).toBe('connected');
      const control = q('resume-audio')!;
      expect(control.textContent).toBe(TAP[lang]);
      expect(control.tagName).toBe('BUTTON');
      expect(control.closest('[role="status"]')).not.toBeNull();
      expect(q('call-error')).toBeNull(); // not an error: the call goes on
      // The timer goes on from the first page's start.
      expect(Number(q('call-timer')!.textContent!.split(':')[1])).toBeGreaterThanOrEqual(9);

      await act(async () => control.click());
      await frame();
      await frame();
      expect(client.calls).toContain('resume-audio');
      expect(q('resume-audio')).toBeNull();
      await act(async () => el.call.stop());
    },
  );

  it('without the attribute the record is left alone and no call starts', async () => {
    saveCall(persistKey('sofia', ''), record());
    const { el } = await mount({ lang: 'es' });
    expect(el.persistCall).toBe(false);
    expect(FakeVoiceClient.instances).toHaveLength(0);
    expect(sessionStorage.getItem(persistKey('sofia', ''))).not.toBeNull();
    el.persistCall = true;
    expect(el.getAttribute('persist-call')).toBe('');
  });

  it('an expired record is dropped silently', async () => {
    const stale = record();
    saveCall(persistKey('sofia', ''), {
      ...stale,
      state: {
        ...stale.state,
        savedAtMs: stale.state.savedAtMs - 30_000,
        deadlineMs: Date.now() - 1,
      },
      startedAtMs: stale.startedAtMs - 30_000,
    });
    const { q } = await mount({ lang: 'es', 'persist-call': '' });
    expect(FakeVoiceClient.instances).toHaveLength(0);
    expect(sessionStorage.length).toBe(0);
    expect(q('live-panel')).toBeNull();
  });
});

describe("<voice-widget>'s sheet: 'tap to continue'", () => {
  it.each(['es', 'he'] as const)(
    '%s: the control shows while the audio is held back and goes once it plays',
    async (lang) => {
      const sheet = await mountWidgetSheet(lang);
      root = sheet.root;
      const { call, q } = sheet;
      await act(async () => q('call-button')!.click());
      await settle();
      const client = FakeVoiceClient.instances[0]!;
      await act(async () => {
        client.emit('call-start');
        client.emit('error', blocked);
      });
      await frame();
      expect(q('resume-audio')!.textContent).toBe(TAP[lang]);
      expect(q('call-button')!.dataset['status']).toBe('connected');
      client.audioResumes = false;
      await act(async () => q('resume-audio')!.click());
      await frame();
      expect(q('resume-audio')).not.toBeNull(); // still held back: the control stays
      client.audioResumes = true;
      await act(async () => q('resume-audio')!.click());
      await frame();
      expect(q('resume-audio')).toBeNull();
      await act(async () => call.stop());
    },
  );
});
