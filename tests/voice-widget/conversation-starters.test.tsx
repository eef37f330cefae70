/**
 * The sheet's conversation starters and faces (happy-dom): the `suggestions` value read (bad
 * values warn and show none), the chips of an empty conversation sending their text as if typed
 * and going once it started; the assistant's quick replies rendered and pressed; the avatar and
 * its initial; the orb's `data-state` during a call.
 */
import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { readSuggestions } from '../../src/voice-widget/sheet/suggestions.ts';
import { useActEnvironment } from '../support/act-environment.ts';
import { FakeVoiceClient } from '../support/fake-client.ts';
import { endPageCalls } from '../support/page-calls.ts';
import { preloadTexts } from '../support/texts.ts';
import { mountWidgetSheet } from '../support/widget-sheet.tsx';

useActEnvironment();

const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
const enc = new TextEncoder();
const sse = (path: string, delta: string) =>
  `data: ${JSON.stringify({ id: 'c', sessionId: 's-1', path, delta })}\n\n`;

/** A chat fetch answering each request in turn (SSE), its bodies kept. */
function chatFetch(answers: string[]) {
  const bodies: { input: unknown }[] = [];
  const fetchFn = (async (_url: string, init: RequestInit) => {
    bodies.push(JSON.parse(String(init.body)));
    const body = answers.shift() ?? sse('chat.output[0].content', 'Vale.');
    return new Response(enc.encode(body), { headers: { 'content-type': 'text/event-stream' } });
  }) as unknown as typeof fetch;
  return { fetchFn, bodies };
}

beforeAll(async () => {
  await preloadTexts('es', 'he');
});
beforeEach(() => {
  FakeVoiceClient.instances = [];
});
afterEach(async () => {
  vi.restoreAllMocks();
  await act(async () => document.body.replaceChildren());
  await act(() => endPageCalls());
});

describe('readSuggestions', () => {
  it.each([
    ['not JSON', '[Pedir cita', /not JSON/],
    ['not an array', '{"a":"Pedir cita"}', /array of strings/],
    ['more than 4', '["a","b","c","d","e"]', /at most 4 suggestions, got 5/],
    [
      'a string over 80 characters',
      JSON.stringify(['a', 'x'.repeat(81)]),
      /entry 1 is longer than 80/,
    ],
    ['a non-string', '["a", 2]', /entry 1 is not a non-empty string/],
  ])('%s: warns naming the attribute and shows none', (_, value, problem) => {
    const warn = vi.fn();
    expect(readSuggestions(undefined, value, warn)).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/suggestions attribute/);
    expect(warn.mock.calls[0]![0]).toMatch(problem);
  });

  it('reads up to 4 strings of up to 80 characters; the property wins, and is checked too', () => {
    const warn = vi.fn();
    const four = ['Pedir cita', 'Horario', 'Precios', 'x'.repeat(80)];
    expect(readSuggestions(undefined, JSON.stringify(four), warn)).toEqual(four);
    expect(readSuggestions(['Hola'], JSON.stringify(four), warn)).toEqual(['Hola']);
    expect(readSuggestions(undefined, null, warn)).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
    expect(readSuggestions('Hola', null, warn)).toEqual([]);
    expect(warn.mock.calls[0]![0]).toMatch(/suggestions property: give an array/);
  });
});

describe('the suggestions property', () => {
  it('is its own accessor: undefined until set (the attribute is read apart), then the array set', async () => {
    await import('../../src/index.ts');
    const el = document.createElement('voice-widget');
    el.setAttribute('suggestions', '["Hola"]');
    expect(el.suggestions).toBeUndefined();
    el.suggestions = ['Pedir cita'];
    expect(el.suggestions).toEqual(['Pedir cita']);
    expect(el.getAttribute('suggestions')).toBe('["Hola"]');
    el.suggestions = undefined;
    expect(el.suggestions).toBeUndefined();
  });
});

describe("the sheet's suggestions", () => {
  it('shows chips in an empty conversation; a press sends the text as if typed, and they go', async () => {
    const { fetchFn, bodies } = chatFetch([]);
    const { root, container, chat } = await mountWidgetSheet(
      'es',
      {},
      { suggestions: ['Pedir cita', 'Horario'] },
      fetchFn,
    );
    const chips = [...container.querySelectorAll<HTMLButtonElement>('[part~="suggestion"]')];
    expect(chips.map((c) => c.textContent)).toEqual(['Pedir cita', 'Horario']);
    expect(container.querySelector('[role="group"]')!.getAttribute('aria-label')).toBe(
      'Sugerencias para empezar',
    );
    await act(async () => chips[0]!.click());
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    expect(bodies[0]!.input).toBe('Pedir cita');
    expect(chat.getSnapshot().messages[0]).toMatchObject({ role: 'user', text: 'Pedir cita' });
    expect(container.querySelector('[part~="suggestion"]')).toBeNull();
    root.unmount();
  });

  it('shows no chips once the conversation has started (a call)', async () => {
    const { root, container, q } = await mountWidgetSheet('es', {}, { suggestions: ['Hola'] });
    expect(q('suggestion')).not.toBeNull();
    await act(async () => q('call-button')!.click());
    await frame();
    expect(container.querySelector('[part~="suggestion"]')).toBeNull();
    root.unmount();
  });
});

describe("the sheet's quick replies", () => {
  it('renders the chat’s offer under the reply; a press sends the label and answers the tool call', async () => {
    const offer = sse(
      'chat.output[0].tool_calls[0]',
      JSON.stringify({
        id: 'call_q',
        type: 'function',
        function: {
          name: 'show_quick_replies',
          arguments: JSON.stringify({ replies: ['Sí', 'No'] }),
        },
      }),
    );
    const { fetchFn, bodies } = chatFetch([offer + sse('chat.output[0].content', '¿Confirmo?')]);
    const { root, container, chat } = await mountWidgetSheet('es', {}, {}, fetchFn);
    act(
      () =>
        void chat.send('Cita el lunes', {
          apiUrl: '/api',
          publicKey: 'pk',
          assistantId: 'sofia',
          lang: 'es',
        }),
    );
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    await frame();
    const replies = [...container.querySelectorAll<HTMLButtonElement>('[part~="quick-reply"]')];
    expect(replies.map((r) => r.textContent)).toEqual(['Sí', 'No']);
    const lines = [...container.querySelectorAll('.live-lines > li')];
    expect(lines[lines.length - 1]!.querySelector('[part~="quick-reply"]')).not.toBeNull();
    await act(async () => replies[0]!.click());
    await act(async () => new Promise((r) => setTimeout(r, 10)));
    await frame();
    expect(bodies[1]!.input).toEqual([
      { role: 'tool', tool_call_id: 'call_q', content: '{"chosen":"Sí"}' },
      { role: 'user', content: 'Sí' },
    ]);
    expect(container.querySelector('[part~="quick-reply"]')).toBeNull();
    root.unmount();
  });
});

describe("the sheet's avatar and orb", () => {
  it('shows the avatar in the header and beside the assistant’s lines, its initial when it fails', async () => {
    const { root, container } = await mountWidgetSheet('es', {}, { avatar: '/sofia.png' });
    const images = [...container.querySelectorAll<HTMLImageElement>('img[part~="avatar"]')];
    expect(images.length).toBe(2);
    expect(images.every((i) => i.alt === 'Sofía')).toBe(true);
    expect(container.querySelector('.vw-head [part~="avatar"]')).not.toBeNull();
    await act(async () => images[0]!.dispatchEvent(new Event('error')));
    const initial = container.querySelector('.vw-head [part~="avatar"]')!;
    expect(initial.tagName).toBe('SPAN');
    expect(initial.getAttribute('aria-label')).toBe('Sofía');
    expect(initial.textContent).toBe('S');
    root.unmount();
  });

  it('shows no avatar without the attribute', async () => {
    const { root, q } = await mountWidgetSheet('es');
    expect(q('avatar')).toBeNull();
    root.unmount();
  });

  it('shows the orb in the header during a call, its data-state following the call, decorative with its state in text', async () => {
    const { root, container, q } = await mountWidgetSheet('es');
    expect(q('orb')).toBeNull();
    await act(async () => q('call-button')!.click());
    await frame();
    const orb = () => container.querySelector<HTMLElement>('.vw-head [part~="orb"]');
    expect(orb()!.dataset['state']).toBe('connecting');
    expect(orb()!.getAttribute('aria-hidden')).toBe('true');
    await act(async () => new Promise((r) => setTimeout(r, 0)));
    const c = FakeVoiceClient.instances[0]!;
    await act(async () => c.emit('call-start'));
    await frame();
    expect(orb()!.dataset['state']).toBe('listening');
    await act(async () =>
      c.emit('message', {
        type: 'transcript',
        role: 'user',
        transcriptType: 'final',
        transcript: 'Hola',
      }),
    );
    await frame();
    expect(orb()!.dataset['state']).toBe('thinking');
    expect(orb()!.nextElementSibling!.textContent).toBe('Sofía está pensando…');
    await act(async () => c.emit('speech-start'));
    await frame();
    expect(orb()!.dataset['state']).toBe('speaking');
    root.unmount();
  });
});
