/**
 * The `reconnecting` state of `<voice-call-button>` (docs/elements/voice-call-button.md,
 * the states table): the state machine, the controller driven by the client's
 * `call-reconnecting` / `call-reconnected` events, and what the element shows
 * (look, label in es/he, the aria-live region, the panel's status line, typed
 * text refused while reconnecting).
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  type ButtonStatus,
  type CallInput,
  clientInput,
  errorInput,
  nextCallStatus,
} from '../../src/common/call/button-state.ts';
import { CallController } from '../../src/common/call/controller.ts';
import { VoiceClientError } from '../../src/core/voice/errors.ts';
import type { CallStartFailedEvent, VoiceErrorEvent } from '../../src/core/voice/events.ts';
import { useActEnvironment } from '../support/act-environment.ts';
import { fakeLoader, FakeVoiceClient } from '../support/fake-client.ts';
import type { ImplTagNameMap } from '../support/impl-types.ts';
import { mountHtml, useMountedElements } from '../support/mount.ts';
import { endPageCalls } from '../support/page-calls.ts';

useActEnvironment();

const flush = () => act(async () => {});
const frame = () => act(() => new Promise<void>((r) => requestAnimationFrame(() => r())));
const config = { publicKey: 'pk_test', assistantId: 'asst_1', apiUrl: 'http://127.0.0.1:9/api' };
const playbackWarning: VoiceErrorEvent = {
  type: 'audio-playback-error',
  stage: 'call',
  error: { message: 'autoplay' },
  timestamp: '',
  cause: undefined,
};
const connectionLost: VoiceErrorEvent = {
  type: 'websocket-error',
  stage: 'call',
  error: { message: 'lost', code: 'connection-lost' },
  timestamp: '',
  cause: undefined,
};

/** The document listeners of the test running, removed after it (the page outlives the file without isolation). */
let listening = new AbortController();

beforeEach(() => {
  FakeVoiceClient.instances = [];
  vi.spyOn(console, 'error').mockImplementation(() => {});
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(async () => {
  // After the elements' own afterEach (hooks run in reverse): the controllers the tests made alone.
  await act(() => endPageCalls());
  vi.restoreAllMocks();
  listening.abort();
  listening = new AbortController();
});

describe('nextCallStatus: reconnecting', () => {
  const table: [ButtonStatus, CallInput, ButtonStatus][] = [
    ['connected', 'reconnecting', 'reconnecting'],
    ['speaking', 'reconnecting', 'reconnecting'],
    ['reconnecting', 'reconnecting', 'reconnecting'], // the next attempt
    ['reconnecting', 'reconnected', 'connected'],
    ['reconnecting', 'press', 'idle'], // hang up
    ['reconnecting', 'call-end', 'idle'],
    ['reconnecting', 'error', 'idle'],
    ['reconnecting', 'warning', 'reconnecting'],
    ['connected', 'warning', 'connected'],
    ['speaking', 'warning', 'speaking'],
    // Buffered assistant audio may still play while reconnecting: it does not leave the state.
    ['reconnecting', 'speech-start', 'reconnecting'],
    ['reconnecting', 'speech-end', 'reconnecting'],
    // A call taken over from another page starts reconnecting, and is carried again at its call-start.
    ['idle', 'resume', 'reconnecting'],
    ['connected', 'resume', 'connected'],
    ['reconnecting', 'call-start', 'connected'],
    ['reconnecting', 'press', 'idle'],
    // Nothing to resume before the call ran, or after it.
    ['idle', 'reconnecting', 'idle'],
    ['connecting', 'reconnecting', 'connecting'],
    ['connected', 'reconnected', 'connected'],
    ['idle', 'reconnected', 'idle'],
  ];
  it.each(table)('%s + %s → %s', (from, input, to) => {
    expect(nextCallStatus(from, input)).toBe(to);
  });

  it('reads the client warnings as non-fatal, every other error as fatal', () => {
    expect(errorInput(playbackWarning)).toBe('warning');
    expect(errorInput({ type: 'audio-processor-recovery-error' })).toBe('warning');
    expect(errorInput(connectionLost)).toBe('error');
    expect(errorInput({ type: 'daily-error' })).toBe('error');
    expect(errorInput(undefined)).toBe('error');
  });

  it('maps client events to inputs: reconnect events move the button, others (messages, levels) do not', () => {
    expect(clientInput('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' })).toBe(
      'reconnecting',
    );
    expect(clientInput('call-reconnected', { downtimeMs: 900, timestamp: '' })).toBe('reconnected');
    // Its detail is not read.
    expect(clientInput('call-start-failed', {} as CallStartFailedEvent)).toBe('call-start-failed');
    expect(clientInput('error', playbackWarning)).toBe('warning');
    expect(clientInput('error', connectionLost)).toBe('error');
    expect(clientInput('message', { type: 'transcript' })).toBeUndefined();
    expect(clientInput('volume-level', 0.5)).toBeUndefined();
  });
});

describe('CallController: client reconnect events', () => {
  async function inCall() {
    const dispatched: string[] = [];
    const ctl = new CallController((name) => dispatched.push(name), fakeLoader().loader);
    const statuses: ButtonStatus[] = [];
    ctl.subscribe(() => statuses.push(ctl.status));
    ctl.press(config);
    await flush();
    const client = FakeVoiceClient.instances[0]!;
    client.emit('call-start');
    return { ctl, client, statuses, dispatched };
  }

  it('connected → reconnecting (attempts, buffered speech, a warning) → connected, forwarding the events', async () => {
    const { ctl, client, statuses, dispatched } = await inCall();
    client.emit('speech-start');
    client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
    expect(ctl.status).toBe('reconnecting');
    client.emit('speech-end');
    client.emit('call-reconnecting', { attempt: 2, reason: 'network', timestamp: '' });
    client.emit('error', playbackWarning);
    expect(ctl.status).toBe('reconnecting');
    client.emit('call-reconnected', { downtimeMs: 1800, timestamp: '' });
    expect(ctl.status).toBe('connected');
    expect(statuses).toEqual(['connecting', 'connected', 'speaking', 'reconnecting', 'connected']);
    expect(dispatched).toEqual([
      'call-start',
      'speech-start',
      'call-reconnecting',
      'speech-end',
      'call-reconnecting',
      'error',
      'call-reconnected',
    ]);
    expect(client.calls).toEqual(['start asst_1']);
  });

  it('a press while reconnecting hangs up', async () => {
    const { ctl, client } = await inCall();
    client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
    ctl.press(config);
    expect(ctl.status).toBe('idle');
    await flush();
    expect(client.calls).toEqual(['start asst_1', 'stop']);
  });

  it('connection-lost (error, then call-end) returns to idle; so does call-end alone', async () => {
    const a = await inCall();
    a.client.emit('call-reconnecting', { attempt: 5, reason: 'network', timestamp: '' });
    a.client.emit('error', connectionLost);
    expect(a.ctl.status).toBe('idle');
    a.client.emit('call-end');
    expect(a.statuses.at(-1)).toBe('idle');

    FakeVoiceClient.instances = [];
    const b = await inCall();
    b.client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' });
    b.client.emit('call-end');
    expect(b.ctl.status).toBe('idle');
  });
});

describe('<voice-call-button> while reconnecting', () => {
  useMountedElements();

  async function mount(lang: 'es' | 'he') {
    const el = await mountHtml<ImplTagNameMap['voice-call-button']>(
      `<voice-call-button public-key="pk_test" assistant-id="asst_1" lang="${lang}"></voice-call-button>`,
    );
    el.call.loader = fakeLoader().loader;
    const root = el.shadowRoot!;
    const q = (part: string) => root.querySelector<HTMLElement>(`[part~="${part}"]`);
    const button = () => root.querySelector<HTMLButtonElement>('button.call-button')!;
    await act(async () => button().click());
    const client = FakeVoiceClient.instances[0]!;
    await act(async () => client.emit('call-start'));
    await frame();
    return { el, q, button, client };
  }

  it('shows Reconectando… (look, spinner, aria-live), keeps the transcript and timer, and comes back', async () => {
    const { el, q, button, client } = await mount('es');
    const events: string[] = [];
    for (const name of ['voice-call-reconnecting', 'voice-call-reconnected'] as const) {
      document.addEventListener(name, (e) => events.push(`${e.type}:${JSON.stringify(e.detail)}`), {
        signal: listening.signal,
      });
    }
    await act(async () =>
      client.emit('message', {
        type: 'transcript',
        role: 'assistant',
        transcriptType: 'final',
        transcript: 'Hola, soy Sofía.',
      }),
    );
    await frame();
    const region = q('call-status')!;
    expect(region.getAttribute('aria-live')).toBe('polite');
    expect(region.textContent).toBe('');

    await act(async () =>
      client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: 't' }),
    );
    await frame();
    expect(button().textContent).toBe('Reconectando…');
    expect(button().dataset['status']).toBe('reconnecting');
    expect(button().getAttribute('part')).toBe('button reconnecting');
    expect(button().className).toContain('call-button--reconnecting');
    expect(button().querySelector('.spinner')).not.toBeNull();
    expect(button().hasAttribute('aria-disabled')).toBe(false); // a press hangs up
    expect(region.textContent).toBe('Reconectando…');
    expect(q('reconnect-status')!.textContent).toBe('Reconectando…intento 1');
    expect(q('live-line-assistant')!.textContent).toContain('Hola, soy Sofía.');
    expect(q('call-timer')).not.toBeNull();
    expect(el.live!.getSnapshot().startedAt).toBeDefined();

    await act(async () =>
      client.emit('call-reconnecting', { attempt: 2, reason: 'network', timestamp: 't' }),
    );
    await frame();
    expect(q('reconnect-status')!.textContent).toBe('Reconectando…intento 2');

    await act(async () => client.emit('call-reconnected', { downtimeMs: 2100, timestamp: 't' }));
    await frame();
    expect(button().textContent).toContain('Conectado - Presiona para colgar');
    expect(region.textContent).toBe('Conectado - Presiona para colgar');
    expect(q('reconnect-status')).toBeNull();
    expect(q('live-line-assistant')!.textContent).toContain('Hola, soy Sofía.');
    expect(events).toEqual([
      'voice-call-reconnecting:{"attempt":1,"reason":"network","timestamp":"t"}',
      'voice-call-reconnecting:{"attempt":2,"reason":"network","timestamp":"t"}',
      'voice-call-reconnected:{"downtimeMs":2100,"timestamp":"t"}',
    ]);

    await act(async () => client.emit('call-end'));
    expect(region.textContent).toBe('');
  });

  it('in Hebrew says מתחבר מחדש…', async () => {
    const { q, button, client } = await mount('he');
    await act(async () =>
      client.emit('call-reconnecting', { attempt: 3, reason: 'network', timestamp: '' }),
    );
    await frame();
    expect(button().textContent).toBe('מתחבר מחדש…');
    expect(q('call-status')!.textContent).toBe('מתחבר מחדש…');
    // The panel's Hebrew texts are a lazy chunk of their own: they may land a few frames later.
    await expect.poll(() => q('reconnect-status')?.textContent).toBe('מתחבר מחדש…ניסיון 3');
  });

  it('typed text refused by a full reconnect queue stays in the field with a visible reason', async () => {
    const { q, client } = await mount('es');
    await act(async () =>
      client.emit('call-reconnecting', { attempt: 1, reason: 'network', timestamp: '' }),
    );
    await frame();
    client.sendError = new VoiceClientError(
      'reconnect-queue-full',
      'The call is reconnecting and 16 messages are already waiting.',
    );
    const input = q('message-input') as HTMLInputElement;
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    await act(async () => {
      setValue.call(input, 'Mi teléfono es 612 345 678');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await act(async () => q('message-send')!.click());
    await frame();
    expect(input.value).toBe('Mi teléfono es 612 345 678');
    const alert = el(q, '.live-input-error');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.textContent).toMatch(
      /^Estamos reconectando la llamada y ya hay demasiados mensajes esperando/,
    );
    expect(q('live-line-user')).toBeNull(); // nothing shown as sent
    expect(client.calls.filter((c) => c.startsWith('text'))).toEqual([]);
  });
});

function el(q: (part: string) => HTMLElement | null, selector: string): HTMLElement {
  const found = q('live-panel')!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`${selector} not found`);
  return found;
}
