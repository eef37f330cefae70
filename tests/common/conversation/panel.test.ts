/**
 * The live panel inside `<voice-call-button>` (happy-dom): parts, text that
 * stays text, `panel="none"`, and the store surviving a React remount.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useActEnvironment } from '../../support/act-environment.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import type { ImplTagNameMap } from '../../support/impl-types.ts';
import { mountHtml } from '../../support/mount.ts';
import { preloadTexts } from '../../support/texts.ts';

useActEnvironment();

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

beforeAll(async () => {
  await import('../../../src/index.ts');
  await import('../../../src/common/live-panel/index.ts');
  await preloadTexts('es', 'he');
});
beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => document.body.replaceChildren());
});

async function mount(extra = '') {
  const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
    `<voice-call-button public-key="pk" assistant-id="sofia" api-url="/api" lang="es" ${extra}></voice-call-button>`,
  );
  el.call.loader = fakeLoader().loader;
  const q = (part: string) => el.shadowRoot!.querySelector(`[part~="${part}"]`);
  await act(async () =>
    (el.shadowRoot!.querySelector('button.call-button') as HTMLButtonElement).click(),
  );
  await frame();
  return { el, q, client: () => FakeVoiceClient.instances[0]! };
}

describe('<voice-call-button> live panel', () => {
  it('shows the parts during a call and renders transcript markup as text', async () => {
    const { q, client } = await mount();
    // The panel's texts and code are lazy chunks: the first mount may need more than a frame.
    await vi.waitFor(async () => {
      await frame();
      expect(q('live-panel')).not.toBeNull();
    });
    await act(async () => {
      client().emit('call-start');
      client().emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: '<img src=x onerror=alert(1)>Hola',
      });
    });
    await frame();
    await frame();
    const line = q('live-line-assistant')!;
    expect(line.textContent).toContain('<img src=x onerror=alert(1)>Hola');
    expect(line.querySelector('img')).toBeNull();
    for (const part of [
      'live-transcript',
      'mute',
      'message-input',
      'message-send',
      'level-assistant',
      'level-mic',
      'call-timer',
    ])
      expect(q(part), part).not.toBeNull();
    expect(q('live-transcript')!.getAttribute('role')).toBe('log');
    expect(q('level-mic')!.getAttribute('role')).toBe('meter');
    expect(q('mute')!.getAttribute('aria-pressed')).toBe('false');
  });

  it('writes the meters and the timer only when they change, not every frame', async () => {
    const { q, client } = await mount();
    await vi.waitFor(async () => {
      await frame();
      expect(q('live-panel')).not.toBeNull();
    });
    await act(async () => client().emit('call-start'));
    client().outputLevel = 0.5;
    await frame();
    await frame();
    const bar = q('level-assistant')!.querySelector<HTMLElement>('.live-meter-bar')!;
    expect(bar.style.transform).toMatch(/^scaleX\(0\.50*\)$/);
    const writes: MutationRecord[] = [];
    const observer = new MutationObserver((records) => writes.push(...records));
    for (const part of ['level-assistant', 'level-mic', 'call-timer'])
      observer.observe(q(part)!, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    for (let i = 0; i < 6; i++) await frame();
    // The timer may tick over one second in those frames; the steady levels write nothing.
    expect(writes.filter((r) => r.type === 'attributes')).toEqual([]);
    expect(writes.length).toBeLessThanOrEqual(1);
    client().outputLevel = 0.25;
    await frame();
    expect(bar.style.transform).toMatch(/^scaleX\(0\.250*\)$/);
    observer.disconnect();
  });

  it('panel="none" shows no panel, and the call still runs', async () => {
    const { q, client } = await mount('panel="none"');
    await act(async () => client().emit('call-start'));
    await frame();
    expect(q('live-panel')).toBeNull();
    expect(client().calls).toEqual(['start sofia']);
  });

  it('the transcript survives moving the element (React remounts)', async () => {
    const { el, q, client } = await mount();
    await act(async () => {
      client().emit('call-start');
      client().emit('message', {
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'Me llamo Ana',
      });
    });
    await frame();
    const elsewhere = document.createElement('section');
    await act(async () => {
      document.body.append(elsewhere);
      elsewhere.append(el);
    });
    await frame();
    expect(q('live-line-user')?.textContent).toContain('Me llamo Ana');
  });
});
