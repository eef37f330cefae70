import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { CallController } from '../../../src/common/call/controller.ts';
import { takeUnlockedAudio } from '../../../src/core/voice/audio-unlock.ts';
import { createWebAudio } from '../../../src/core/voice/websocket/web-audio.ts';
import { fakeLoader, FakeVoiceClient } from '../../support/fake-client.ts';
import { endPageCalls } from '../../support/page-calls.ts';

const config = { publicKey: 'pk_test', assistantId: 'sofia', apiUrl: '/api' };

/** A fake `AudioContext` that logs what is asked of it, in order, into `log`. */
function fakeContext(log: string[]) {
  const context = {
    state: 'suspended' as AudioContextState,
    sampleRate: 48_000,
    destination: { name: 'speakers' },
    resume: () => {
      log.push('resume');
      return Promise.resolve().then(() => {
        if (context.state !== 'closed') context.state = 'running';
      });
    },
    close: () => {
      log.push('close');
      context.state = 'closed';
      return Promise.resolve();
    },
    createBuffer: (channels: number, length: number) => {
      log.push(`buffer ${channels}x${length}`);
      return { length };
    },
    createBufferSource: () => ({
      buffer: null as unknown,
      connect: (to: { name: string }) => log.push(`connect ${to.name}`),
      start: (when: number) => log.push(`play at ${when}`),
    }),
  };
  return context;
}

function setup() {
  const log: string[] = [];
  const contexts: ReturnType<typeof fakeContext>[] = [];
  const { loader } = fakeLoader();
  const call = new CallController(
    () => {},
    async () => {
      log.push('load the client');
      return loader();
    },
  );
  call.createAudioContext = () => {
    log.push('create');
    const context = fakeContext(log);
    contexts.push(context);
    return context as unknown as AudioContext;
  };
  return { call, log, contexts };
}

beforeEach(() => {
  FakeVoiceClient.instances = [];
  takeUnlockedAudio();
});
afterEach(async () => {
  await endPageCalls();
  vi.restoreAllMocks();
});

describe('the press unlocks the call audio (WebKit)', () => {
  it('creates, resumes and plays silence in the press itself, before its first await', async () => {
    const t = setup();
    t.call.press(config);
    // Nothing has been awaited yet: press() returned synchronously, as the click handler does.
    expect(t.log).toEqual([
      'create',
      'resume',
      'buffer 1x1',
      'connect speakers',
      'play at 0',
      'load the client',
    ]);
    await new Promise((r) => setTimeout(r, 0));
    expect(t.contexts[0]?.state).toBe('running');
    // The WebSocket transport's audio plays through that very context.
    expect(takeUnlockedAudio()).toBe(t.contexts[0]);
    expect(takeUnlockedAudio()).toBeUndefined();
  });

  it('closes a context no transport took when the call goes idle, and on call-start', async () => {
    const t = setup();
    t.call.press(config);
    await t.call.stop();
    expect(t.contexts[0]?.state).toBe('closed');
    t.call.press(config);
    await new Promise((r) => setTimeout(r, 0));
    FakeVoiceClient.instances[0]!.emit('call-start');
    expect(t.contexts[1]?.state).toBe('closed');
  });

  it('does not unlock for a call resumed from another page (no gesture), and survives a refusal', async () => {
    const t = setup();
    t.call.resume(config, { kind: 'websocket', callId: 'c1' } as never);
    expect(t.log).not.toContain('create');
    await t.call.stop();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    t.call.createAudioContext = () => {
      throw new Error('no audio device');
    };
    t.call.press(config);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(t.call.status).toBe('connecting');
  });

  it('the WebSocket transport opens its audio on the unlocked context', async () => {
    const t = setup();
    t.call.press(config);
    const context = t.contexts[0]!;
    const node = { port: { onmessage: null }, connect: () => {}, disconnect: () => {} };
    Object.assign(context, {
      audioWorklet: { addModule: () => Promise.resolve() },
      createMediaStreamSource: () => ({ connect: () => {}, disconnect: () => {} }),
    });
    const stream = { getTracks: () => [], getAudioTracks: () => [] } as unknown as MediaStream;
    await createWebAudio({
      getUserMedia: () => Promise.resolve(stream),
      createWorkletNode: () => node as unknown as AudioWorkletNode,
      workletUrl: 'https://cdn.example/w.js',
    })(new AbortController().signal);
    expect(takeUnlockedAudio()).toBeUndefined();
    expect(t.log).not.toContain('close');
  });
});
