// @vitest-environment node
/**
 * The audio parts of the WebSocket transport, as units: the 16 kHz PCM
 * framer of the capture worklet, the worklet module itself (in stubbed
 * AudioWorkletGlobalScope), the worklet URL, the jitter buffer and level,
 * and the Web Audio graph over fake browser objects (the real ones are
 * exercised in Chromium).
 */
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

import { afterEach, describe, expect, it, vi } from 'vitest';

import { decodePcm16, PCM_FRAME_BYTES, peakOf } from '../../../src/core/voice/websocket/pcm.ts';
import { Pcm16Framer } from '../../../src/core/voice/websocket/pcm-resampler.ts';
import { PcmPlayer } from '../../../src/core/voice/websocket/playback.ts';
import {
  createWebAudio,
  MICROPHONE_CONSTRAINTS,
  PCM_CAPTURE_PROCESSOR,
} from '../../../src/core/voice/websocket/web-audio.ts';
import {
  PCM_CAPTURE_WORKLET_FILE,
  pcmCaptureWorkletUrl,
} from '../../../src/core/voice/websocket/worklet-url.ts';
import { constantFrame, FakeCallAudio } from '../../support/fake-call-audio.ts';

afterEach(() => {
  vi.useRealTimers();
});

/** `seconds` of a sine at `hz` with peak `amplitude`, sampled at `rate`, in 128-sample blocks. */
function sine(rate: number, hz: number, amplitude: number, seconds: number): Float32Array[] {
  const total = Math.round(rate * seconds);
  const blocks: Float32Array[] = [];
  for (let start = 0; start < total; start += 128) {
    const block = new Float32Array(Math.min(128, total - start));
    for (let i = 0; i < block.length; i++)
      block[i] = amplitude * Math.sin((2 * Math.PI * hz * (start + i)) / rate);
    blocks.push(block);
  }
  return blocks;
}

function frames(rate: number, blocks: Float32Array[]): ArrayBuffer[] {
  const framer = new Pcm16Framer(rate, 16_000, 320);
  return blocks.flatMap((block) => framer.push(block));
}

function samplesOf(output: ArrayBuffer[]): Float32Array {
  const all = new Float32Array(output.length * 320);
  output.forEach((frame, i) => all.set(decodePcm16(frame), i * 320));
  return all;
}

function rms(samples: Float32Array, skip = 200): number {
  let sum = 0;
  for (let i = skip; i < samples.length; i++) sum += (samples[i] ?? 0) ** 2;
  return Math.sqrt(sum / (samples.length - skip));
}

describe('Pcm16Framer: microphone → 16 kHz s16le 20 ms frames', () => {
  it.each([48_000, 44_100, 16_000])(
    'from %i Hz: 50 frames of 640 bytes per second, a 1 kHz tone kept',
    (rate) => {
      const output = frames(rate, sine(rate, 1000, 0.5, 1));
      expect(output.length).toBeGreaterThanOrEqual(49);
      expect(output.length).toBeLessThanOrEqual(50);
      expect(output.every((frame) => frame.byteLength === PCM_FRAME_BYTES)).toBe(true);
      const samples = samplesOf(output);
      expect(rms(samples)).toBeCloseTo(0.5 / Math.SQRT2, 1);
      let crossings = 0;
      for (let i = 201; i < samples.length; i++)
        if ((samples[i - 1] ?? 0) < 0 !== (samples[i] ?? 0) < 0) crossings++;
      const seconds = (samples.length - 201) / 16_000;
      expect(crossings / seconds).toBeGreaterThan(1980);
      expect(crossings / seconds).toBeLessThan(2020);
    },
  );

  it('filters what 16 kHz cannot hold: a 12 kHz tone at 48 kHz comes out below -40 dB', () => {
    const output = samplesOf(frames(48_000, sine(48_000, 12_000, 0.5, 0.5)));
    expect(20 * Math.log10(rms(output) / (0.5 / Math.SQRT2))).toBeLessThan(-40);
  });

  it('clamps to the s16 range and is little-endian', () => {
    const framer = new Pcm16Framer(16_000, 16_000, 320);
    const block = new Float32Array(320).fill(2);
    block[1] = -2;
    const [frame] = framer.push(block);
    const view = new DataView(frame ?? new ArrayBuffer(0));
    expect(view.getInt16(0, true)).toBe(32767);
    expect(view.getInt16(2, true)).toBe(-32768);
  });

  it('refuses upsampling and nonsense rates', () => {
    expect(() => new Pcm16Framer(8000, 16_000, 320)).toThrow(RangeError);
    expect(() => new Pcm16Framer(Number.NaN, 16_000, 320)).toThrow(RangeError);
  });
});

describe('the capture worklet module (pcm-capture.worklet.ts)', () => {
  it('registers the processor that web-audio.ts names, posts 640-byte frames (transferred), stops on "stop"', async () => {
    const registered = new Map<string, ProcessorClass>();
    const posted: { data: unknown; transfer: unknown }[] = [];
    const scope = globalThis as Record<string, unknown>;
    scope['sampleRate'] = 48_000;
    scope['AudioWorkletProcessor'] = class {
      readonly port = {
        onmessage: null as ((event: { data: unknown }) => void) | null,
        postMessage: (data: unknown, transfer: unknown) => posted.push({ data, transfer }),
      };
    };
    scope['registerProcessor'] = (name: string, processor: ProcessorClass) =>
      registered.set(name, processor);
    try {
      await import('../../../src/core/voice/websocket/pcm-capture.worklet.ts');
      exercise(registered, posted);
    } finally {
      delete scope['sampleRate'];
      delete scope['AudioWorkletProcessor'];
      delete scope['registerProcessor'];
    }
  });
});

type ProcessorClass = new (options: unknown) => { process(inputs: Float32Array[][]): boolean };

/** Drives the registered processor: frames out, then "stop". */
function exercise(
  registered: Map<string, ProcessorClass>,
  posted: { data: unknown; transfer: unknown }[],
): void {
  expect([...registered.keys()]).toEqual([PCM_CAPTURE_PROCESSOR]);
  const Processor = registered.get(PCM_CAPTURE_PROCESSOR);
  if (!Processor) throw new Error('not registered');
  const processor = new Processor({
    processorOptions: { targetSampleRate: 16_000, frameSamples: 320 },
  }) as unknown as {
    process(inputs: Float32Array[][]): boolean;
    port: { onmessage: ((event: { data: unknown }) => void) | null };
  };
  expect(processor.process([[]])).toBe(true); // nothing connected: no frame
  for (const block of sine(48_000, 440, 0.3, 0.1)) expect(processor.process([[block]])).toBe(true);
  expect(posted.length).toBeGreaterThanOrEqual(4);
  for (const { data, transfer } of posted) {
    expect(data).toBeInstanceOf(ArrayBuffer);
    expect((data as ArrayBuffer).byteLength).toBe(640);
    expect(transfer).toEqual([data]);
  }
  processor.port.onmessage?.({ data: 'stop' });
  expect(processor.process([[new Float32Array(128)]])).toBe(false);
}

describe('pcmCaptureWorkletUrl: the worklet from the bundle’s own origin', () => {
  it.each([
    [
      'https://cdn.example/widgets/1.2.0/chunks/client-Ab12.js',
      'https://cdn.example/widgets/1.2.0/pcm-capture-worklet.js',
    ],
    [
      'https://partner.example/dist/voice-widgets.js',
      'https://partner.example/dist/pcm-capture-worklet.js',
    ],
    [
      'http://localhost:4173/chunks/index-x.js?v=3#h',
      'http://localhost:4173/pcm-capture-worklet.js',
    ],
    [
      'http://localhost:5173/src/core/voice/websocket/worklet-url.ts?t=1',
      'http://localhost:5173/src/core/voice/websocket/pcm-capture.worklet.ts',
    ],
  ])('from %s → %s', (moduleUrl, expected) => {
    expect(pcmCaptureWorkletUrl(moduleUrl)).toBe(expected);
  });

  it('defaults to this module’s URL; never a blob: or data: URL', () => {
    const url = pcmCaptureWorkletUrl();
    expect(url.startsWith('file:')).toBe(true);
    expect(existsSync(fileURLToPath(url))).toBe(true);
    expect(PCM_CAPTURE_WORKLET_FILE).toBe('pcm-capture-worklet.js');
  });
});

describe('PcmPlayer: jitter buffer and level', () => {
  function setup(options: ConstructorParameters<typeof PcmPlayer>[1] = {}) {
    let now = 0;
    const output = new FakeCallAudio(() => now);
    const player = new PcmPlayer(output, options);
    return { output, player, at: (seconds: number) => (now = seconds) };
  }

  it('holds frames until 80 ms are queued, then plays them back to back from now + 10 ms', () => {
    const { output, player, at } = setup();
    at(1);
    for (let i = 0; i < 3; i++) player.push(constantFrame(1000));
    expect(output.played).toHaveLength(0);
    player.push(constantFrame(1000));
    expect(output.played.map((p) => p.when)).toEqual(
      [1.01, 1.03, 1.05, 1.07].map((t) => expect.closeTo(t, 9) as number),
    );
    player.push(constantFrame(1000)); // playing: goes right after
    expect(output.played.at(-1)?.when).toBeCloseTo(1.09, 9);
    expect(player.stats).toEqual({ framesPlayed: 5, framesDropped: 0, rebuffers: 0 });
  });

  it('a short burst plays after the jitter buffer time even when fewer frames come', () => {
    vi.useFakeTimers();
    const { output, player } = setup();
    player.push(constantFrame(1000));
    vi.advanceTimersByTime(79);
    expect(output.played).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(output.played).toHaveLength(1);
  });

  it('re-buffers after an underrun instead of playing late; drops frames beyond maxLatencyMs', () => {
    const { output, player, at } = setup({ jitterBufferMs: 40, maxLatencyMs: 100 });
    for (let i = 0; i < 2; i++) player.push(constantFrame(1000)); // play 0.01–0.05
    at(0.2); // ran dry
    player.push(constantFrame(1000));
    expect(output.played).toHaveLength(2);
    player.push(constantFrame(1000));
    expect(output.played.slice(2).map((p) => p.when)).toEqual([
      expect.closeTo(0.21, 9),
      expect.closeTo(0.23, 9),
    ]);
    for (let i = 0; i < 10; i++) player.push(constantFrame(1000)); // 0.25, 0.27, 0.29, then over 100 ms ahead
    expect(player.stats).toMatchObject({ framesPlayed: 7, rebuffers: 1, framesDropped: 7 });
    expect(output.played.at(-1)?.when).toBeCloseTo(0.29, 9);
  });

  it('level(100) is the peak of the audio playing in the last 100 ms of the output clock', () => {
    const { player, at } = setup({ jitterBufferMs: 20 });
    at(0);
    player.push(constantFrame(16384)); // 0.5, plays 0.01–0.03
    player.push(constantFrame(3277)); // ≈0.1, plays 0.03–0.05
    expect(player.level(100)).toBe(0); // nothing has started yet
    at(0.02);
    expect(player.level(100)).toBeCloseTo(0.5, 3);
    at(0.12);
    expect(player.level(100)).toBeCloseTo(0.5, 3); // the window (0.02, 0.12] still holds the end of the 0.5 frame
    at(0.135);
    expect(player.level(100)).toBeCloseTo(0.1, 3); // (0.035, 0.135]: only the 0.1 frame
    at(0.2);
    expect(player.level(100)).toBe(0);
  });

  it('drain() plays what is held at once and tells how long the audio still plays', () => {
    const { output, player, at } = setup();
    expect(player.drain()).toBe(0);
    at(2);
    player.push(constantFrame(1000));
    player.push(constantFrame(1000)); // 40 ms held (< 80 ms)
    expect(output.played).toHaveLength(0);
    expect(player.drain()).toBeCloseTo(0.05, 9); // 10 ms lead + 40 ms
    expect(output.played.map((p) => p.when)).toEqual([
      expect.closeTo(2.01, 9),
      expect.closeTo(2.03, 9),
    ]);
    at(2.06);
    expect(player.drain()).toBe(0);
  });

  it('dispose() drops the queue and ignores later frames', () => {
    vi.useFakeTimers();
    const { output, player } = setup();
    player.push(constantFrame(1000));
    player.dispose();
    vi.advanceTimersByTime(1000);
    player.push(constantFrame(1000));
    expect(output.played).toHaveLength(0);
  });

  it('decodePcm16 and peakOf', () => {
    const view = new DataView(new ArrayBuffer(5));
    view.setInt16(0, -32768, true);
    view.setInt16(2, 16384, true);
    const samples = decodePcm16(view.buffer);
    expect([...samples]).toEqual([-1, 0.5]);
    expect(peakOf(samples)).toBe(1);
    expect(peakOf(new Float32Array(0))).toBe(0);
  });
});

describe('createWebAudio over fake browser objects', () => {
  function browser() {
    const log: string[] = [];
    const track = (id: string) => ({
      id,
      enabled: true,
      stopped: false,
      stop() {
        this.stopped = true;
        log.push(`stop ${id}`);
      },
    });
    const mic = track('mic');
    const stream = {
      getTracks: () => [mic],
      getAudioTracks: () => [mic],
    } as unknown as MediaStream;
    const port = {
      onmessage: null as ((event: { data: unknown }) => void) | null,
      posted: [] as unknown[],
      postMessage(data: unknown) {
        this.posted.push(data);
      },
    };
    const node = {
      port,
      connect: () => log.push('node.connect'),
      disconnect: () => log.push('node.disconnect'),
    };
    const sources: { stream: unknown; disconnect(): void }[] = [];
    const started: number[] = [];
    const context = {
      state: 'suspended' as string,
      currentTime: 3,
      destination: {},
      audioWorklet: {
        addModule: vi.fn((url: string) => (log.push(`addModule ${url}`), Promise.resolve())),
      },
      createMediaStreamSource: (s: unknown) => {
        const source = {
          stream: s,
          connect: () => log.push('source.connect'),
          disconnect: () => log.push('source.disconnect'),
        };
        sources.push(source);
        return source;
      },
      createBuffer: (channels: number, length: number, rate: number) => {
        const data = new Float32Array(length);
        return { channels, length, rate, getChannelData: () => data };
      },
      createBufferSource: () => ({
        buffer: null as unknown,
        onended: null as (() => void) | null,
        connect: () => undefined,
        disconnect: () => undefined,
        start: (when: number) => started.push(when),
        stop: () => log.push('player.stop'),
      }),
      resume: () => {
        context.state = 'running';
        return Promise.resolve();
      },
      close: () => {
        context.state = 'closed';
        log.push('context.close');
        return Promise.resolve();
      },
    };
    const getUserMedia = vi.fn((_constraints: MediaStreamConstraints) => Promise.resolve(stream));
    const createWorkletNode = vi.fn(
      (_c: unknown, _name: string, _options: AudioWorkletNodeOptions) =>
        node as unknown as AudioWorkletNode,
    );
    const env = {
      getUserMedia,
      createAudioContext: () => context as unknown as AudioContext,
      createWorkletNode: createWorkletNode as unknown as (
        c: AudioContext,
        name: string,
        o: AudioWorkletNodeOptions,
      ) => AudioWorkletNode,
      createMediaStream: (tracks: MediaStreamTrack[]) => ({ tracks }) as unknown as MediaStream,
      workletUrl: 'https://cdn.example/w/pcm-capture-worklet.js',
    };
    return {
      env,
      log,
      mic,
      track,
      port,
      context,
      sources,
      started,
      getUserMedia,
      createWorkletNode,
    };
  }

  it('opens the microphone with the echo-cancellation constraints and loads the worklet from workletUrl', async () => {
    const b = browser();
    const audio = await createWebAudio(b.env)(new AbortController().signal);
    expect(b.getUserMedia).toHaveBeenCalledWith({
      audio: {
        echoCancellation: true,
        noiseSuppression: true,
        autoGainControl: true,
        channelCount: 1,
      },
    });
    expect(MICROPHONE_CONSTRAINTS.audio.channelCount).toBe(1);
    expect(b.log.slice(0, 2)).toEqual([
      'addModule https://cdn.example/w/pcm-capture-worklet.js',
      'source.connect',
    ]);
    expect(b.createWorkletNode.mock.calls[0]?.[1]).toBe('pcm-capture');
    expect(b.createWorkletNode.mock.calls[0]?.[2]).toMatchObject({
      numberOfInputs: 1,
      numberOfOutputs: 0,
      channelCount: 1,
      processorOptions: { targetSampleRate: 16000, frameSamples: 320 },
    });
    const frames: ArrayBuffer[] = [];
    audio.onFrame((frame) => frames.push(frame));
    b.port.onmessage?.({ data: new ArrayBuffer(640) });
    b.port.onmessage?.({ data: 'not a frame' });
    expect(frames).toHaveLength(1);
    expect(await audio.resume()).toBe(true);
    audio.play(new Float32Array(320), 16000, 3.25);
    expect(b.started).toEqual([3.25]);
    expect(audio.currentTime).toBe(3);
    audio.setMicEnabled(false);
    expect(b.mic.enabled).toBe(false);
    const boosted = b.track('boosted');
    audio.replaceMicTrack(boosted as unknown as MediaStreamTrack);
    expect(b.mic.stopped).toBe(true);
    expect(boosted.enabled).toBe(false); // stays muted
    expect(boosted.stopped).toBe(false); // not ours to stop
    await audio.close();
    expect(b.log.slice(-4)).toEqual([
      'player.stop',
      'source.disconnect',
      'node.disconnect',
      'context.close',
    ]);
    expect(b.port.posted).toEqual(['stop']);
    expect(b.port.onmessage).toBeNull();
    await audio.close();
    expect(b.log.filter((l) => l === 'context.close')).toHaveLength(1);
  });

  it('a getUserMedia rejection passes through unchanged (NotAllowedError), nothing else is opened', async () => {
    const b = browser();
    const denied = new DOMException('denied', 'NotAllowedError');
    b.getUserMedia.mockImplementation(() => Promise.reject(denied));
    await expect(createWebAudio(b.env)(new AbortController().signal)).rejects.toBe(denied);
    expect(b.log).toEqual([]);
  });

  it('a failing worklet load stops the microphone and closes the context', async () => {
    const b = browser();
    b.context.audioWorklet.addModule.mockImplementation(() =>
      Promise.reject(new DOMException('blocked by CSP', 'AbortError')),
    );
    await expect(createWebAudio(b.env)(new AbortController().signal)).rejects.toThrow(
      'blocked by CSP',
    );
    expect(b.mic.stopped).toBe(true);
    expect(b.context.state).toBe('closed');
  });

  it('an abort while the permission prompt is open releases the microphone once granted', async () => {
    const b = browser();
    const controller = new AbortController();
    let grant: () => void = () => undefined;
    b.getUserMedia.mockImplementation(
      () =>
        new Promise(
          (resolve) =>
            (grant = () =>
              resolve({
                getTracks: () => [b.mic],
                getAudioTracks: () => [b.mic],
              } as unknown as MediaStream)),
        ),
    );
    const opening = createWebAudio(b.env)(controller.signal);
    controller.abort(new Error('stopped'));
    grant();
    await expect(opening).rejects.toThrow('stopped');
    expect(b.mic.stopped).toBe(true);
    expect(b.context.audioWorklet.addModule).not.toHaveBeenCalled();
  });
});
