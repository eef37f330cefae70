/**
 * A `VoiceClient` wired as in production (the dispatching transport factory)
 * but with a fake Daily and fake browser audio, so tests can run WebSocket
 * calls against `ws-platform-server.ts` in happy-dom (whose `WebSocket` is
 * real, on `ws`) and check that Daily is never loaded on that path.
 */
import type { vi } from 'vitest';

import { createDailyTransportFactory } from '../../src/core/voice/daily/transport.ts';
import { createTransportFactory } from '../../src/core/voice/select-transport.ts';
import { VoiceClient, type VoiceClientOptions } from '../../src/core/voice/voice-client.ts';
import type { WebSocketTransportOptions } from '../../src/core/voice/websocket/options.ts';
import {
  type WebSocketLike,
  WebSocketTransport,
} from '../../src/core/voice/websocket/transport.ts';
import { fakeAudio, type FakeAudioOptions } from './fake-call-audio.ts';
import { FakeDaily } from './fake-daily.ts';
import { Recorder } from './voice-client.ts';

/** A browser `WebSocket` (happy-dom's) that counts its listeners. */
interface CountedSocket {
  readonly socket: WebSocket;
  listeners(): number;
}

export interface WsHarness {
  readonly client: VoiceClient;
  readonly recorder: Recorder;
  readonly audio: ReturnType<typeof fakeAudio>;
  readonly daily: FakeDaily;
  /** How often daily-js was asked for (must stay 0 on the WebSocket path). */
  readonly dailyLoads: () => number;
  readonly transports: WebSocketTransport[];
  readonly sockets: CountedSocket[];
}

export interface WsClientSetup {
  readonly options?: VoiceClientOptions;
  readonly audio?: FakeAudioOptions;
  readonly transport?: WebSocketTransportOptions;
}

/** A client on the dispatching factory: fake Daily, real sockets, fake audio. */
export function makeWsClient(apiUrl: string, setup: WsClientSetup = {}): WsHarness {
  const daily = new FakeDaily();
  let loads = 0;
  const audio = fakeAudio(setup.audio);
  const transports: WebSocketTransport[] = [];
  const sockets: CountedSocket[] = [];
  const createWebSocket = (url: string): WebSocketLike => {
    const socket = new WebSocket(url);
    let count = 0;
    const add = socket.addEventListener.bind(socket);
    const remove = socket.removeEventListener.bind(socket);
    socket.addEventListener = ((...args: Parameters<typeof add>) => {
      count++;
      add(...args);
    }) as typeof socket.addEventListener;
    socket.removeEventListener = ((...args: Parameters<typeof remove>) => {
      count--;
      remove(...args);
    }) as typeof socket.removeEventListener;
    sockets.push({ socket, listeners: () => count });
    return socket;
  };
  const client = new VoiceClient('pk-test', {
    apiUrl,
    isMobile: () => false,
    joinTimeoutMs: 2000,
    transportFactory: createTransportFactory({
      daily: createDailyTransportFactory({
        loadDaily: () => {
          loads++;
          return daily.loader();
        },
        destroyTimeoutMs: 50,
        audio: { toMediaStream: () => new MediaStream() },
      }),
      websocket: {
        create: (context) => {
          const transport = new WebSocketTransport(context, {
            openAudio: audio.open,
            createWebSocket,
            ...setup.transport,
          });
          transports.push(transport);
          return transport;
        },
      },
      prefetch: 'websocket',
    }),
    ...setup.options,
  });
  return {
    client,
    recorder: new Recorder(client),
    audio,
    daily,
    dailyLoads: () => loads,
    transports,
    sockets,
  };
}

/** Progress and events of a successful WebSocket start (`Recorder.story()`), without the server's greeting. */
export const WS_SUCCESS_STORY = [
  'initialization:started',
  'initialization:completed',
  'web-call-creation:started',
  'web-call-creation:completed',
  'audio-capture-setup:started',
  'audio-capture-setup:completed',
  'mobile-permissions:started',
  'mobile-permissions:completed',
  'websocket-connection:started',
  'websocket-connection:completed',
  'video-recording-setup:completed',
  'audio-observer-setup:started',
  'audio-observer-setup:completed',
  'audio-processing-setup:started',
  'audio-processing-setup:completed',
  'call-start-success',
];

/** Resolves once `test()` holds, polling with `setImmediate` (fake timers leave it and `performance.now()` alone). */
export async function until(
  test: () => boolean,
  what = 'condition',
  limitMs = 5000,
): Promise<void> {
  const deadline = performance.now() + limitMs;
  while (!test()) {
    if (performance.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}

/** Options that fake timers with: the socket and fetch stay on real I/O; `setImmediate` stays real for {@link until}. */
export const FAKE_TIMERS: NonNullable<Parameters<typeof vi.useFakeTimers>[0]> = {
  toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'],
};
