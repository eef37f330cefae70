/**
 * The push-to-talk and speaker controls inside `<voice-call-button>`'s panel
 * (happy-dom; docs/elements/voice-call-button.md "Push-to-talk",
 * "Speaker picker"), and in `<voice-widget>`'s sheet: Hebrew texts, the hold by pointer, the context menu
 * refused, the picker's note when the browser hides device names, and no
 * picker where the call's audio cannot be routed.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useActEnvironment } from '../../support/act-environment.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import type { ImplTagNameMap } from '../../support/impl-types.ts';
import { mountHtml } from '../../support/mount.ts';
import { endPageCalls } from '../../support/page-calls.ts';
import { preloadTexts } from '../../support/texts.ts';
import { mountWidgetSheet } from '../../support/widget-sheet.tsx';

useActEnvironment();

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
let outputs: { deviceId: string; kind: string; label: string; groupId: string }[] = [];
/** The page's own `navigator.mediaDevices` (none in happy-dom), put back after each test. */
const pageMediaDevices = Object.getOwnPropertyDescriptor(navigator, 'mediaDevices');

beforeAll(async () => {
  await import('../../../src/index.ts');
  await import('../../../src/common/live-panel/index.ts');
  await preloadTexts('es', 'he');
});
beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  outputs = [
    { deviceId: 'a', kind: 'audiooutput', label: '', groupId: '' },
    { deviceId: 'b', kind: 'audiooutput', label: '', groupId: '' },
  ];
  const media = new EventTarget() as EventTarget & { enumerateDevices(): Promise<unknown[]> };
  media.enumerateDevices = async () => outputs;
  Object.defineProperty(navigator, 'mediaDevices', { value: media, configurable: true });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => document.body.replaceChildren());
  // The sheet's call has no element to end it.
  await act(() => endPageCalls());
  if (pageMediaDevices) Object.defineProperty(navigator, 'mediaDevices', pageMediaDevices);
  else Reflect.deleteProperty(navigator, 'mediaDevices');
});

async function inCall(lang: 'es' | 'he', routing: boolean) {
  const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
    `<voice-call-button public-key="pk" assistant-id="sofia" api-url="/api" lang="${lang}" talk-mode="push"></voice-call-button>`,
  );
  el.call.loader = fakeLoader().loader;
  const q = (part: string) =>
    el.shadowRoot!.querySelector(`[part~="${part}"]`) as HTMLElement | null;
  await act(async () =>
    (el.shadowRoot!.querySelector('button.call-button') as HTMLButtonElement).click(),
  );
  await frame();
  FakeVoiceClient.instances[0]!.outputRouting = routing;
  await act(async () => FakeVoiceClient.instances[0]!.emit('call-start'));
  await frame();
  await frame();
  return { el, q, client: FakeVoiceClient.instances[0]! };
}

describe('push-to-talk in the panel', () => {
  it('says its state in Hebrew, holds by pointer, refuses the context menu, and the switch is a switch', async () => {
    const { q, client } = await inCall('he', false);
    const talk = q('talk')!;
    expect(q('mute')).toBeNull();
    expect(talk.textContent).toContain('החזיקו כדי לדבר');
    expect(talk.getAttribute('aria-pressed')).toBe('false');
    const menu = new Event('contextmenu', { bubbles: true, cancelable: true });
    talk.dispatchEvent(menu);
    expect(menu.defaultPrevented).toBe(true);
    await act(async () =>
      talk.dispatchEvent(
        new PointerEvent('pointerdown', { bubbles: true, button: 0, pointerId: 1 }),
      ),
    );
    await frame();
    expect(talk.getAttribute('aria-pressed')).toBe('true');
    expect(client.muted).toBe(false);
    await act(async () =>
      talk.dispatchEvent(new PointerEvent('pointerup', { bubbles: true, button: 0, pointerId: 1 })),
    );
    await frame();
    expect(talk.getAttribute('aria-pressed')).toBe('false');
    expect(client.muted).toBe(true);
    expect(q('talk-mode')!.getAttribute('role')).toBe('switch');
    expect(q('talk-mode')!.textContent).toContain('לחיצה לדיבור');
    // Not routable (WebKit): no speaker picker however many outputs.
    expect(q('speaker-select')).toBeNull();
  });

  it('numbers the speakers and says why when the browser hides their names', async () => {
    const { q, el } = await inCall('es', true);
    const select = q('speaker-select') as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual([
      'Altavoz predeterminado',
      'Altavoz 1',
      'Altavoz 2',
    ]);
    const note = el.shadowRoot!.getElementById(select.getAttribute('aria-describedby')!)!;
    expect(note.textContent).toBe(
      'Los nombres de los altavoces aparecen cuando permites el micrófono.',
    );
    outputs = outputs.map((o, i) => ({ ...o, label: `Salida ${i + 1}` }));
    await act(async () => navigator.mediaDevices.dispatchEvent(new Event('devicechange')));
    await frame();
    expect(
      [...(q('speaker-select') as HTMLSelectElement).options].map((o) => o.textContent),
    ).toEqual(['Altavoz predeterminado', 'Salida 1', 'Salida 2']);
    expect(q('speaker-select')!.hasAttribute('aria-describedby')).toBe(false);
  });
});

describe("<voice-widget>'s sheet", () => {
  it('shows push-to-talk in place of mute, and the speaker picker beside the microphone', async () => {
    const events: unknown[] = [];
    const { root, q } = await mountWidgetSheet('es', {
      dispatch: (name, detail) => void events.push([name, detail]),
      talkMode: () => 'push',
    });
    await act(async () => q('call-button')!.click());
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    FakeVoiceClient.instances[0]!.outputRouting = true;
    await act(async () => FakeVoiceClient.instances[0]!.emit('call-start'));
    await frame();
    await frame();
    expect(q('mute')).toBeNull();
    expect(q('talk')!.textContent).toContain('Mantén pulsado para hablar');
    expect(q('talk-mode')!.getAttribute('aria-checked')).toBe('true');
    expect(q('speaker-select')).not.toBeNull();
    await act(async () =>
      q('talk')!.dispatchEvent(new KeyboardEvent('keydown', { key: ' ', bubbles: true })),
    );
    await act(async () =>
      q('talk')!.dispatchEvent(new KeyboardEvent('keyup', { key: ' ', bubbles: true })),
    );
    expect(events).toEqual([
      ['voice-mute-change', { muted: false, talkMode: 'push' }],
      ['voice-mute-change', { muted: true, talkMode: 'push' }],
    ]);
    await act(async () => root.unmount());
  });
});
