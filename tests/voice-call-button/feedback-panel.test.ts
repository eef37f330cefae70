/**
 * `<voice-call-button>`'s panel after a call (docs/elements/voice-call-button.md
 * "Feedback"): with `feedback`, 'How was this conversation?' rates the call
 * (`voice-feedback` with its `callId`, and the POST to `{api-url}/feedback`);
 * 'Forget this conversation' clears the panel and every stored key of the
 * bundle and fires `voice-history-cleared`; `history="none"` turns
 * `persist-call` off.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useActEnvironment } from '../support/act-environment.ts';
import { fakeLoader, FakeVoiceClient } from '../support/fake-client.ts';
import type { ImplTagNameMap } from '../support/impl-types.ts';
import { mountHtml } from '../support/mount.ts';
import { preloadTexts } from '../support/texts.ts';

useActEnvironment();

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

beforeAll(async () => {
  await import('../../src/index.ts');
  await import('../../src/common/live-panel/index.ts');
  await preloadTexts('es', 'he');
});
beforeEach(() => {
  FakeVoiceClient.instances = [];
  sessionStorage.clear();
  localStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  await act(async () => document.body.replaceChildren());
  // Nothing stored for the next file: the page's storage outlives the file without isolation.
  sessionStorage.clear();
  localStorage.clear();
});

/** A call that connected (`call-1`) and ended, on an element with `extra` attributes. */
async function endedCall(extra: string) {
  const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
    `<voice-call-button public-key="pk" assistant-id="sofia" api-url="http://platform.test/api" lang="es" ${extra}></voice-call-button>`,
  );
  el.call.loader = fakeLoader().loader;
  const events: { type: string; detail: unknown }[] = [];
  for (const type of ['voice-feedback', 'voice-history-cleared', 'voice-error'])
    el.addEventListener(type, (e) => events.push({ type, detail: (e as CustomEvent).detail }));
  const q = (part: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`);
  await act(async () =>
    (el.shadowRoot!.querySelector('button.call-button') as HTMLButtonElement).click(),
  );
  await frame();
  const client = FakeVoiceClient.instances[0]!;
  await act(async () => {
    client.emit('call-start-success', {
      callId: 'call-1',
      totalDuration: 10,
      timestamp: new Date().toISOString(),
    });
    client.emit('call-start');
  });
  await frame();
  await act(async () => client.emit('call-end'));
  await frame();
  await frame();
  return { el, q, events };
}

describe('<voice-call-button> after a call', () => {
  it('feedback: rates the call, fires voice-feedback and posts it with the public key', async () => {
    const posts: { url: string; body: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      posts.push({ url: String(url), body: JSON.parse(String(init.body)) });
      return new Response(null, { status: 204 });
    });
    const { q, events } = await endedCall('feedback');
    expect(q('feedback')!.textContent).toContain('¿Qué tal fue esta conversación?');
    await act(async () => q('feedback-down')!.click());
    await act(async () => q('feedback-send')!.click());
    await vi.waitFor(() => expect(posts).toHaveLength(1));
    expect(events).toEqual([
      { type: 'voice-feedback', detail: { rating: 'down', callId: 'call-1' } },
    ]);
    expect(posts[0]).toEqual({
      url: 'http://platform.test/api/feedback',
      body: { rating: 'down', callId: 'call-1' },
    });
  });

  it('without feedback there is no form; forget is there, asks, and clears every stored key', async () => {
    localStorage.setItem('voice-widgets:consent:sofia', 'x');
    sessionStorage.setItem('voice-widgets:chat:sofia', '{}');
    const { q, events } = await endedCall('');
    expect(q('feedback')).toBeNull();
    expect(q('recap')).not.toBeNull();
    await act(async () => q('forget')!.click());
    await act(async () => q('forget-confirm')!.click());
    await frame();
    expect(events).toEqual([
      {
        type: 'voice-history-cleared',
        detail: {
          callId: 'call-1',
          keys: expect.arrayContaining(['voice-widgets:consent:sofia', 'voice-widgets:chat:sofia']),
        },
      },
    ]);
    expect([...Object.keys(sessionStorage), ...Object.keys(localStorage)]).toEqual([]);
    expect(q('recap')).toBeNull();
  });

  it('history="none": consent is asked and not remembered', async () => {
    const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
      '<voice-call-button public-key="pk" assistant-id="sofia" require-consent history="none"></voice-call-button>',
    );
    el.call.loader = fakeLoader().loader;
    await act(async () =>
      (el.shadowRoot!.querySelector('button.call-button') as HTMLButtonElement).click(),
    );
    await vi.waitFor(() =>
      expect(el.shadowRoot!.querySelector('[part~="consent-accept"]')).not.toBeNull(),
    );
    await act(async () =>
      el.shadowRoot!.querySelector<HTMLElement>('[part~="consent-accept"]')!.click(),
    );
    expect(Object.keys(localStorage)).toEqual([]);
  });

  it('history="none" turns persist-call off', async () => {
    const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
      '<voice-call-button public-key="pk" assistant-id="sofia" persist-call></voice-call-button>',
    );
    expect(el.call.persistent()).toBe(true);
    el.setAttribute('history', 'none');
    expect(el.call.persistent()).toBe(false);
  });
});
