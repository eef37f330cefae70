/**
 * The event map and emitter: one declaration, names list for the DOM
 * bridge, unsubscribe, listener isolation, the docs/behaviour.md §9 leak warning; and the
 * public types (with `@ts-expect-error`, checked by `tsc`).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

import { Emitter } from '../../../src/core/voice/emitter.ts';
import {
  START_STAGES,
  VOICE_CLIENT_EVENT_NAMES,
  type VoiceClientEventDetail,
  type VoiceClientEvents,
} from '../../../src/core/voice/events.ts';
import { VoiceClient } from '../../../src/core/voice/voice-client.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

function client(options: ConstructorParameters<typeof VoiceClient>[1] = {}): VoiceClient {
  return new VoiceClient('pk', {
    transportFactory: {
      create: () => {
        throw new Error('unused');
      },
    },
    ...options,
  });
}

describe('event names', () => {
  it('lists the 15 events once each: docs/behaviour.md §4 and §8, and the reconnect states', () => {
    expect([...VOICE_CLIENT_EVENT_NAMES].sort()).toEqual(
      [
        'call-start',
        'call-end',
        'speech-start',
        'speech-end',
        'volume-level',
        'message',
        'error',
        'call-start-progress',
        'call-start-success',
        'call-start-failed',
        'camera-error',
        'network-quality-change',
        'network-connection',
        'call-reconnecting',
        'call-reconnected',
      ].sort(),
    );
    expect(Object.isFrozen(VOICE_CLIENT_EVENT_NAMES)).toBe(true);
  });

  it('has exactly docs/behaviour.md §4 stage names, in order', () => {
    expect(START_STAGES).toEqual([
      'initialization',
      'validation',
      'web-call-creation',
      'daily-call-object-creation',
      'mobile-permissions',
      'daily-call-join',
      'video-recording-setup',
      'video-recording-started',
      'audio-observer-setup',
      'audio-processing-setup',
    ]);
  });

  it('a DOM bridge can re-dispatch every event as voice-<name> with the payload as detail', async () => {
    const c = client();
    const target = new EventTarget();
    const offs = VOICE_CLIENT_EVENT_NAMES.map((name) =>
      c.on(name, ((detail?: unknown) =>
        target.dispatchEvent(
          new CustomEvent(`voice-${name}`, { detail, bubbles: true, composed: true }),
        )) as never),
    );
    const seen: CustomEvent[] = [];
    target.addEventListener('voice-call-start-progress', (e) => seen.push(e as CustomEvent));
    target.addEventListener('voice-error', (e) => seen.push(e as CustomEvent));
    await c.start();
    expect(seen.map((e) => e.type)).toEqual(['voice-call-start-progress', 'voice-error']);
    expect(seen[1]?.detail).toMatchObject({ type: 'validation-error', stage: 'input-validation' });
    for (const off of offs) off();
    expect(c.listenerCount()).toBe(0);
  });
});

describe('on()', () => {
  it('returns an unsubscribe function (idempotent)', () => {
    const emitter = new Emitter<VoiceClientEvents>('t');
    const calls: number[] = [];
    const off = emitter.on('volume-level', (level) => calls.push(level));
    emitter.emit('volume-level', 0.5);
    off();
    off();
    emitter.emit('volume-level', 0.7);
    expect(calls).toEqual([0.5]);
    expect(emitter.listenerCount()).toBe(0);
  });

  it('a throwing listener is logged and does not stop the others', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const emitter = new Emitter<VoiceClientEvents>('t');
    const calls: string[] = [];
    emitter.on('call-start', () => {
      throw new Error('host bug');
    });
    emitter.on('call-start', () => calls.push('second'));
    expect(() => emitter.emit('call-start')).not.toThrow();
    expect(calls).toEqual(['second']);
    expect(error).toHaveBeenCalledWith('[t] a "call-start" listener threw', expect.any(Error));
  });

  it('more than 10 listeners on one event prints one leak warning (docs/behaviour.md §9)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const c = client();
    const offs = Array.from({ length: 10 }, () => c.on('message', () => undefined));
    expect(warn).not.toHaveBeenCalled();
    offs.push(c.on('message', () => undefined));
    offs.push(c.on('message', () => undefined));
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain(
      'Possible listener leak: 11 listeners on "message" (limit 10)',
    );
    // Other events have their own count; other clients their own warning.
    for (let i = 0; i < 10; i++) c.on('error', () => undefined);
    expect(warn).toHaveBeenCalledTimes(1);
    const other = client();
    for (let i = 0; i < 11; i++) other.on('message', () => undefined);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('maxListeners is configurable; 0 disables the warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const c = client({ maxListeners: 0 });
    for (let i = 0; i < 50; i++) c.on('message', () => undefined);
    expect(warn).not.toHaveBeenCalled();
  });
});

describe('types', () => {
  it('are checked by tsc', () => {
    const c = client();
    c.on('volume-level', (level: number) => level);
    c.on('call-start-progress', (event) => event.stage satisfies string);
    // @ts-expect-error unknown event name
    c.on('call-started', () => undefined);
    // @ts-expect-error volume-level carries a number
    c.on('volume-level', (level: string) => level);
    const detail: VoiceClientEventDetail['call-end'] = undefined;
    const progress: VoiceClientEventDetail['call-start-progress']['status'] = 'failed';
    // @ts-expect-error not a progress status
    const wrong: VoiceClientEventDetail['call-start-progress']['status'] = 'done';
    // @ts-expect-error say needs a message
    c.say();
    // @ts-expect-error unknown message type
    c.send({ type: 'dance' });
    expect([detail, progress, wrong]).toHaveLength(3);
  });
});

describe('constructor', () => {
  it('refuses an empty public key and bad time limits', () => {
    expect(() => new VoiceClient('')).toThrowError(
      expect.objectContaining({ code: 'invalid-options' }) as Error,
    );
    expect(() => client({ joinTimeoutMs: 0 })).toThrowError(
      'joinTimeoutMs must be a number > 0, got 0',
    );
  });

  it('does not load daily-js until a call starts or prefetch() is called', async () => {
    let loads = 0;
    const c = new VoiceClient('pk', {
      transportFactory: {
        create: () => {
          throw new Error('unused');
        },
        prefetch: () => {
          loads++;
          return Promise.reject(new Error('offline'));
        },
      },
    });
    expect(loads).toBe(0);
    await expect(c.prefetch()).resolves.toBeUndefined();
    expect(loads).toBe(1);
  });
});
