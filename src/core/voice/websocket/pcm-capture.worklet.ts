/**
 * The microphone capture AudioWorklet of the WebSocket transport, its own build entry
 * (`docs/voice-client.md` "The capture worklet and a strict CSP"): posts each 20 ms s16le frame
 * (640 bytes, transferred) on its port; the string `'stop'` ends it. It imports only
 * `pcm-resampler.ts`, so the entry is one self-contained file.
 */
import { Pcm16Framer } from './pcm-resampler.ts';

/** Main-thread code must not import this module (it registers the processor), so `web-audio.ts` repeats the literal; a test checks they agree. */
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

/** The frame format (defaults: 16 000 Hz, 320 samples). */
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
