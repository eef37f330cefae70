/**
 * The microphone capture AudioWorklet of the WebSocket transport. Built as its
 * own entry, `dist/pcm-capture-worklet.js`, and loaded with
 * `audioWorklet.addModule()` from the bundle's own origin (never a `blob:` or
 * `data:` URL), so pages with a strict CSP (`script-src 'self'`) work; see
 * `worklet-url.ts`.
 *
 * The processor {@link PCM_CAPTURE_PROCESSOR} takes one mono input (the
 * microphone) and no outputs, downsamples it to 16 kHz and posts each 20 ms
 * s16le frame (a 640-byte `ArrayBuffer`, transferred) on its port
 * (docs/platform.md "Binary frames: audio"). Posting the string `'stop'` to its
 * port ends it (`process` then returns false).
 *
 * It imports only `pcm-resampler.ts`, which imports nothing, so the build
 * entry is one self-contained file.
 */
import { Pcm16Framer } from './pcm-resampler.ts';

/**
 * The name the processor is registered under. `web-audio.ts` repeats the
 * literal: main-thread code must not import this module, whose evaluation
 * registers the processor (a test checks the two agree).
 */
const PCM_CAPTURE_PROCESSOR = 'pcm-capture';

// The AudioWorkletGlobalScope, which TypeScript's DOM library does not describe.
declare const sampleRate: number;
declare class AudioWorkletProcessor {
  readonly port: MessagePort;
}
declare function registerProcessor(
  name: string,
  processor: new (options: { readonly processorOptions?: unknown }) => AudioWorkletProcessor,
): void;

/** `processorOptions` of the node: the frame format (defaults: 16 000 Hz, 320 samples). */
interface CaptureOptions {
  readonly targetSampleRate?: number;
  readonly frameSamples?: number;
}

class PcmCaptureProcessor extends AudioWorkletProcessor {
  private readonly framer: Pcm16Framer;
  private stopped = false;

  constructor(options: { readonly processorOptions?: unknown }) {
    super();
    const settings = (options.processorOptions ?? {}) as CaptureOptions;
    this.framer = new Pcm16Framer(
      sampleRate,
      settings.targetSampleRate ?? 16_000,
      settings.frameSamples ?? 320,
    );
    this.port.onmessage = (event: MessageEvent) => {
      if (event.data === 'stop') this.stopped = true;
    };
  }

  process(inputs: Float32Array[][]): boolean {
    if (this.stopped) return false;
    const channel = inputs[0]?.[0];
    if (channel) {
      for (const frame of this.framer.push(channel)) this.port.postMessage(frame, [frame]);
    }
    return true;
  }
}

registerProcessor(PCM_CAPTURE_PROCESSOR, PcmCaptureProcessor);
