/**
 * `<voice-call-button>`'s live panel during a call (happy-dom): the orb with its `data-state`
 * following the call, and the assistant's quick replies under its line, a press answering the
 * tool call and saying the reply as the visitor's turn.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { useActEnvironment } from '../../support/act-environment.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import type { ImplTagNameMap } from '../../support/impl-types.ts';
import { mountHtml } from '../../support/mount.ts';
import { endPageCalls } from '../../support/page-calls.ts';
import { preloadTexts } from '../../support/texts.ts';

useActEnvironment();

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));

beforeAll(async () => {
  await import('../../../src/index.ts');
  await import('../../../src/common/live-panel/index.ts');
  await preloadTexts('es');
});
beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => document.body.replaceChildren());
  await act(() => endPageCalls());
});

async function inCall() {
  const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
    `<voice-call-button public-key="pk" assistant-id="sofia" api-url="/api" lang="es"></voice-call-button>`,
  );
  el.call.loader = fakeLoader().loader;
  const q = (part: string) =>
    el.shadowRoot!.querySelector(`[part~="${part}"]`) as HTMLElement | null;
  await act(async () =>
    (el.shadowRoot!.querySelector('button.call-button') as HTMLButtonElement).click(),
  );
  await frame();
  await act(async () => new Promise((r) => setTimeout(r, 0)));
  return { el, q, client: FakeVoiceClient.instances[0]! };
}

describe("<voice-call-button>'s panel", () => {
  it('shows the orb, its data-state following the call', async () => {
    const { q, client } = await inCall();
    await act(async () => client.emit('call-start'));
    await frame();
    expect(q('orb')!.dataset['state']).toBe('listening');
    expect(q('orb')!.getAttribute('aria-hidden')).toBe('true');
    await act(async () =>
      client.emit('message', { type: 'speech-update', role: 'user', status: 'stopped' }),
    );
    await frame();
    expect(q('orb')!.dataset['state']).toBe('thinking');
    await act(async () => client.emit('speech-start'));
    await frame();
    expect(q('orb')!.dataset['state']).toBe('speaking');
    expect(q('orb')!.nextElementSibling!.textContent).toBe('Sofía está hablando');
  });

  it('shows the quick replies under the assistant’s line; a press answers and sends the turn', async () => {
    const { el, q, client } = await inCall();
    const results: unknown[] = [];
    Object.assign(client, {
      sendToolResult: (...args: unknown[]) => {
        results.push(args);
        return true;
      },
    });
    await act(async () => client.emit('call-start'));
    await act(async () =>
      client.emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: '¿Confirmo la cita del lunes?',
      }),
    );
    await act(async () =>
      client.emit('message', {
        type: 'tool-calls',
        toolCallList: [
          {
            id: 'qr',
            type: 'function',
            function: { name: 'show_quick_replies', arguments: { replies: ['Sí', 'No'] } },
          },
        ],
      }),
    );
    await frame();
    await frame();
    const buttons = [
      ...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part~="quick-reply"]'),
    ];
    expect(buttons.map((b) => b.textContent)).toEqual(['Sí', 'No']);
    expect(el.shadowRoot!.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe(
      'Respuestas sugeridas',
    );
    await act(async () => buttons[0]!.click());
    await frame();
    expect(results).toEqual([['qr', 'show_quick_replies', { result: '{"chosen":"Sí"}' }]]);
    expect(client.calls).toContain('text Sí');
    expect(q('quick-reply')).toBeNull();
  });
});
