import { act, createElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';

import { type ButtonStatus, nextCallStatus } from '../../src/common/call/button-state.ts';
import { CallController, NOT_INITIALISED_MESSAGE } from '../../src/common/call/controller.ts';
import { VOICE_CLIENT_EVENT_NAMES } from '../../src/core/voice/events.ts';
import { useActEnvironment } from '../support/act-environment.ts';
import { fakeLoader, FakeVoiceClient } from '../support/fake-client.ts';
import type { ImplTagNameMap } from '../support/impl-types.ts';
import { mountHtml, useMountedElements } from '../support/mount.ts';
import { endPageCalls } from '../support/page-calls.ts';
import { preloadTexts } from '../support/texts.ts';

useActEnvironment();

const flush = () => act(async () => {});
const config = { publicKey: 'pk_test', assistantId: 'asst_1', apiUrl: 'http://127.0.0.1:9/api' };

beforeEach(() => {
  FakeVoiceClient.instances = [];
});
afterEach(async () => {
  // After the elements' own afterEach (hooks run in reverse): the controllers the tests made alone.
  await act(() => endPageCalls());
  vi.restoreAllMocks();
});

describe('nextCallStatus (docs/behaviour.md §4 Live voice button)', () => {
  const table: [ButtonStatus, Parameters<typeof nextCallStatus>[1], ButtonStatus][] = [
    ['idle', 'press', 'connecting'],
    ['connecting', 'press', 'connecting'],
    ['connecting', 'call-start', 'connected'],
    ['connected', 'speech-start', 'speaking'],
    ['speaking', 'speech-end', 'connected'],
    ['connected', 'press', 'idle'],
    ['speaking', 'press', 'idle'],
    ['connected', 'call-end', 'idle'],
    ['speaking', 'call-end', 'idle'],
    ['connecting', 'error', 'idle'],
    ['connected', 'error', 'idle'],
    ['connecting', 'call-start-failed', 'idle'],
    ['idle', 'speech-start', 'idle'],
    ['idle', 'call-start', 'idle'],
    ['connecting', 'speech-start', 'connecting'],
  ];
  it.each(table)('%s + %s → %s', (from, input, to) => {
    expect(nextCallStatus(from, input)).toBe(to);
  });
});

describe('CallController', () => {
  function setup() {
    const dispatched: [string, unknown][] = [];
    const { loader, state } = fakeLoader();
    const ctl = new CallController((name, detail) => dispatched.push([name, detail]), loader);
    const statuses: ButtonStatus[] = [];
    ctl.subscribe(() => statuses.push(ctl.status));
    return { ctl, dispatched, state, statuses };
  }

  it('without a public key logs that the client is not initialised and does nothing (docs/behaviour.md §5)', async () => {
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    const { ctl, state } = setup();
    ctl.press({ ...config, publicKey: undefined });
    await flush();
    expect(log).toHaveBeenCalledWith(NOT_INITIALISED_MESSAGE);
    expect(ctl.status).toBe('idle');
    expect(state.loads).toBe(0);
  });

  it('walks idle → connecting → connected → speaking → connected → idle and re-dispatches every event', async () => {
    const { ctl, dispatched, statuses } = setup();
    ctl.press(config);
    expect(ctl.status).toBe('connecting'); // synchronously, before any loading
    await flush();
    const client = FakeVoiceClient.instances[0]!;
    expect(client.publicKey).toBe('pk_test');
    expect(client.options).toEqual({ apiUrl: config.apiUrl });
    expect(client.calls).toEqual(['start asst_1']);
    client.emit('call-start-progress', { stage: 'web-call-creation', status: 'started' });
    client.emit('call-start');
    client.emit('volume-level', 0.5);
    client.emit('speech-start');
    client.emit('speech-end');
    ctl.press(config); // hang up
    await flush();
    expect(client.calls).toEqual(['start asst_1', 'stop']);
    client.emit('call-end');
    expect(statuses).toEqual(['connecting', 'connected', 'speaking', 'connected', 'idle']);
    expect(dispatched).toEqual([
      ['call-start-progress', { stage: 'web-call-creation', status: 'started' }],
      ['call-start', undefined],
      ['volume-level', 0.5],
      ['speech-start', undefined],
      ['speech-end', undefined],
      ['call-end', undefined],
    ]);
  });

  it('forwards every client event name, and only those', async () => {
    const { ctl, dispatched } = setup();
    ctl.press(config);
    await flush();
    const client = FakeVoiceClient.instances[0]!;
    expect(client.listenerCount()).toBe(VOICE_CLIENT_EVENT_NAMES.length);
    expect(client.readListenerCount()).toBe(1);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const name of VOICE_CLIENT_EVENT_NAMES) client.emit(name, { n: name });
    expect(dispatched.map(([n]) => n)).toEqual([...VOICE_CLIENT_EVENT_NAMES]);
  });

  it('an error event returns to idle and is logged (docs/behaviour.md §8 live call error)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { ctl } = setup();
    ctl.press(config);
    await flush();
    const client = FakeVoiceClient.instances[0]!;
    client.emit('call-start');
    client.emit('error', { type: 'daily-call-join-error', stage: 'daily-call-join' });
    expect(ctl.status).toBe('idle');
    expect(error).toHaveBeenCalledWith('[voice-widgets] Live call error:', {
      type: 'daily-call-join-error',
      stage: 'daily-call-join',
    });
  });

  it('a start that returns null (failed) returns to idle; one that throws is logged as docs/behaviour.md §8 says', async () => {
    const { ctl } = setup();
    ctl.press(config);
    await flush();
    FakeVoiceClient.instances[0]!.resolveStart?.(null);
    await flush();
    expect(ctl.status).toBe('idle');

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    FakeVoiceClient.instances[0]!.startError = new Error('boom');
    ctl.press(config);
    await flush();
    expect(ctl.status).toBe('idle');
    expect(error).toHaveBeenCalledWith(
      'Error al manejar la llamada:',
      expect.objectContaining({ message: 'boom' }),
    );
  });

  it('stop while the client is still loading: no start happens afterwards', async () => {
    const { ctl, state } = setup();
    state.hold = true;
    ctl.press(config);
    await flush();
    await ctl.stop();
    state.release();
    await flush();
    expect(ctl.status).toBe('idle');
    expect(
      FakeVoiceClient.instances.flatMap((c) => c.calls).filter((c) => c.startsWith('start')),
    ).toEqual([]);
  });

  it('presses while connecting are ignored (the button is disabled)', async () => {
    const { ctl } = setup();
    ctl.press(config);
    ctl.press(config);
    ctl.press(config);
    await flush();
    expect(FakeVoiceClient.instances).toHaveLength(1);
    expect(FakeVoiceClient.instances[0]!.calls).toEqual(['start asst_1']);
  });

  it('prefetch loads once and creates the client without starting; the press reuses it', async () => {
    const { ctl, state } = setup();
    ctl.prefetch(config);
    ctl.prefetch(config);
    await flush();
    expect(state.loads).toBe(1);
    expect(FakeVoiceClient.instances).toHaveLength(1);
    expect(FakeVoiceClient.instances[0]!.calls).toEqual(['prefetch', 'prefetch']);
    ctl.press(config);
    await flush();
    expect(FakeVoiceClient.instances).toHaveLength(1);
    expect(FakeVoiceClient.instances[0]!.calls.at(-1)).toBe('start asst_1');
  });

  it('a new key or API URL retires the old client and its listeners', async () => {
    const { ctl } = setup();
    ctl.press(config);
    await flush();
    await ctl.stop();
    ctl.press({ ...config, publicKey: 'pk_other' });
    await flush();
    const [old, fresh] = FakeVoiceClient.instances;
    expect(old!.listenerCount()).toBe(0);
    expect(old!.readListenerCount()).toBe(0);
    expect(fresh!.publicKey).toBe('pk_other');
    expect(fresh!.listenerCount()).toBe(VOICE_CLIENT_EVENT_NAMES.length);
    expect(fresh!.readListenerCount()).toBe(1);
  });

  it('100 start/stop cycles leave one client with one listener per event', async () => {
    const { ctl } = setup();
    for (let i = 0; i < 100; i++) {
      ctl.press(config);
      await flush();
      await ctl.stop();
    }
    expect(FakeVoiceClient.instances).toHaveLength(1);
    expect(FakeVoiceClient.instances[0]!.listenerCount()).toBe(VOICE_CLIENT_EVENT_NAMES.length);
    expect(FakeVoiceClient.instances[0]!.readListenerCount()).toBe(1);
    await ctl.dispose();
    expect(FakeVoiceClient.instances[0]!.listenerCount()).toBe(0);
    expect(FakeVoiceClient.instances[0]!.readListenerCount()).toBe(0);
  });
});

describe('<voice-call-button>', () => {
  beforeAll(async () => {
    await import('../../src/index.ts');
    // The live panel's chunk, as a hover would have prefetched it: the press then starts within one act().
    await import('../../src/common/live-panel/index.ts');
    await preloadTexts('es', 'he');
  });
  /** The document listeners of the test running, removed after it (the page outlives the file without isolation). */
  let listening = new AbortController();
  afterEach(async () => {
    await act(async () => document.body.replaceChildren());
    listening.abort();
    listening = new AbortController();
  });

  async function mount(attrs = 'public-key="pk_test" assistant-id="asst_1"') {
    const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
      `<voice-call-button ${attrs}></voice-call-button>`,
    );
    const { loader } = fakeLoader();
    el.call.loader = loader;
    const button = () => el.shadowRoot!.querySelector('button')!;
    return { el, button };
  }

  it('shows the four texts of docs/behaviour.md and looks, in Spanish and Hebrew, and dispatches voice-* DOM events', async () => {
    const { el, button } = await mount(
      'public-key="pk_test" assistant-id="asst_1" assistant-name="Sofía"',
    );
    const seen: string[] = [];
    for (const name of [
      'voice-call-start',
      'voice-speech-start',
      'voice-volume-level',
      'voice-call-end',
    ] as const) {
      document.addEventListener(
        name,
        (e) =>
          seen.push(`${e.type}:${JSON.stringify(e.detail ?? null)}:${e.bubbles && e.composed}`),
        { signal: listening.signal },
      );
    }
    expect(button().textContent).toBe('Presiona el botón y habla con Sofía');
    expect(button().querySelector('svg.call-icon[aria-hidden="true"]')).not.toBeNull(); // inline SVG, not an emoji
    expect(button().dataset['status']).toBe('idle');
    await act(async () => button().click());
    expect(button().textContent).toBe('Conectando...');
    expect(FakeVoiceClient.instances[0]!.overrides).toEqual([
      { variableValues: { language: 'es' } },
    ]);
    expect(button().getAttribute('aria-disabled')).toBe('true');
    expect(button().querySelector('.spinner')).not.toBeNull();
    const client = FakeVoiceClient.instances[0]!;
    await act(async () => client.emit('call-start'));
    expect(button().textContent).toContain('Conectado - Presiona para colgar');
    await act(async () => client.emit('volume-level', 0.4));
    await act(async () => client.emit('speech-start'));
    expect(button().textContent).toContain('Hablando...');
    expect(button().className).toContain('call-button--speaking');
    await act(async () => el.setAttribute('lang', 'he'));
    expect(button().textContent).toContain('מדברת...');
    await act(async () => client.emit('call-end'));
    expect(button().textContent).toContain('לחצו על הכפתור ודברו עם Sofía');
    expect(seen).toEqual([
      'voice-call-start:null:true',
      'voice-volume-level:0.4:true',
      'voice-speech-start:null:true',
      'voice-call-end:null:true',
    ]);
  });

  it('moving the element mid-call keeps the call; removing it ends the call', async () => {
    const { el, button } = await mount();
    await act(async () => button().click());
    const client = FakeVoiceClient.instances[0]!;
    await act(async () => client.emit('call-start'));
    const elsewhere = document.createElement('section');
    await act(async () => {
      document.body.append(elsewhere);
      elsewhere.append(el); // React inside r2wc unmounts and remounts
    });
    expect(client.calls).toEqual(['start asst_1']);
    expect(button().textContent).toContain('Conectado');
    await act(async () => el.remove());
    expect(client.calls).toEqual(['start asst_1', 'stop']);
    expect(client.listenerCount()).toBe(0);
    expect(client.readListenerCount()).toBe(0);
  });

  it('inside a React StrictMode app (double mount) one press starts exactly one call', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    await act(async () => {
      root.render(
        createElement(
          StrictMode,
          null,
          createElement('voice-call-button', { 'public-key': 'pk_test', 'assistant-id': 'asst_1' }),
        ),
      );
    });
    const el = container.querySelector(
      'voice-call-button',
    ) as unknown as ImplTagNameMap['voice-call-button'];
    el.call.loader = fakeLoader().loader;
    await act(async () => el.shadowRoot!.querySelector('button')!.click());
    expect(FakeVoiceClient.instances).toHaveLength(1);
    expect(FakeVoiceClient.instances[0]!.calls).toEqual(['start asst_1']);
    await act(async () => root.unmount());
    expect(FakeVoiceClient.instances[0]!.calls).toEqual(['start asst_1', 'stop']);
  });

  it('<voice-demo> hosts the button in its assistant card with its own attributes', async () => {
    const demo = await mountHtml(
      '<voice-demo lang="he" public-key="pk_x" assistant-id="asst_9" api-url="http://127.0.0.1:1/api"></voice-demo>',
    );
    const btn = demo.shadowRoot!.querySelector('.assistant-card voice-call-button')!;
    expect(
      ['public-key', 'assistant-id', 'api-url', 'lang', 'assistant-name'].map((a) =>
        btn.getAttribute(a),
      ),
    ).toEqual(['pk_x', 'asst_9', 'http://127.0.0.1:1/api', 'he', 'סופיה']);
  });
});

describe('nested widgets', () => {
  it('one voice-lang-change per toggle of <voice-demo>, not one more from its nested button', async () => {
    await import('../../src/index.ts');
    await import('../../src/common/live-panel/index.ts');
    await preloadTexts('es', 'he');
    const demo = await mountHtml('<voice-demo></voice-demo>');
    const events: string[] = [];
    const listener = (e: Event) => events.push((e.composedPath()[0] as Element).localName);
    document.addEventListener('voice-lang-change', listener);
    await act(async () =>
      demo.shadowRoot!.querySelector<HTMLButtonElement>('.lang-toggle')!.click(),
    );
    document.removeEventListener('voice-lang-change', listener);
    expect(events).toEqual(['voice-demo']);
    expect(demo.shadowRoot!.querySelector('voice-call-button')!.getAttribute('lang')).toBe('he');
    await act(async () => document.body.replaceChildren());
  });
});

describe('microphone boost (mic-gain, docs/behaviour.md §8)', () => {
  it('applies the gain once the call starts; a failure is logged as docs/behaviour.md §8 says and the call goes on', async () => {
    const { loader } = fakeLoader();
    const ctl = new CallController(() => {}, loader);
    ctl.press({ ...config, micGain: 1.5 });
    await flush();
    const client = FakeVoiceClient.instances[0]!;
    expect(client.calls).toEqual(['start asst_1']);
    client.emit('call-start');
    expect(client.calls).toEqual(['start asst_1', 'gain 1.5']);

    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await ctl.stop();
    client.gainError = new Error('Call object is not available.');
    ctl.press({ ...config, micGain: 2 });
    await flush();
    client.emit('call-start');
    await flush();
    expect(error).toHaveBeenCalledWith('Error adjusting microphone level:', client.gainError);
    expect(ctl.status).toBe('connected');
  });

  it('no mic-gain, or 1, leaves the microphone alone', async () => {
    const { loader } = fakeLoader();
    const ctl = new CallController(() => {}, loader);
    ctl.press({ ...config, micGain: 1 });
    await flush();
    FakeVoiceClient.instances[0]!.emit('call-start');
    expect(FakeVoiceClient.instances[0]!.calls).toEqual(['start asst_1']);
  });

  it('parseMicGain accepts (0, 4] and warns about anything else', async () => {
    const { parseMicGain } = await import('../../src/voice-call-button/CallButton.tsx');
    const warn = vi.fn();
    expect(parseMicGain(undefined, warn)).toBeUndefined();
    expect(parseMicGain('1.5', warn)).toBe(1.5);
    expect(parseMicGain('4', warn)).toBe(4);
    expect(warn).not.toHaveBeenCalled();
    for (const bad of ['0', '-1', '4.01', 'loud', 'NaN', 'Infinity'])
      expect(parseMicGain(bad, warn)).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(6);
  });
});

describe('<voice-demo> keeps its live call and its playback when moved', () => {
  useMountedElements();

  it('moving <voice-demo> mid-call keeps the call and the audio element; removing it ends the call', async () => {
    await import('../../src/index.ts');
    const demo = await mountHtml<ImplTagNameMap['voice-demo']>(
      '<voice-demo public-key="pk_test" assistant-id="asst_1"></voice-demo>',
    );
    const button = demo.shadowRoot!.querySelector(
      '.assistant-card voice-call-button',
    ) as ImplTagNameMap['voice-call-button'];
    expect(button).toBe(demo.callButton);
    button.call.loader = fakeLoader().loader;
    await act(async () => button.shadowRoot!.querySelector('button')!.click());
    const client = FakeVoiceClient.instances[0]!;
    await act(async () => client.emit('call-start'));

    const elsewhere = document.createElement('section');
    await act(async () => {
      document.body.append(elsewhere);
      elsewhere.append(demo); // r2wc unmounts React and mounts it again
    });
    // The same button and audio, back in their places, and the call untouched.
    expect(demo.shadowRoot!.querySelector('.assistant-card voice-call-button')).toBe(button);
    expect(demo.shadowRoot!.querySelector('.player-card audio')).toBe(demo.audio);
    expect(client.calls).toEqual(['start asst_1']);
    expect(button.call.status).toBe('connected');

    await act(async () => demo.remove());
    expect(client.calls).toEqual(['start asst_1', 'stop']);
  });
});
