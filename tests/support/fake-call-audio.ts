/**
 * A hand-written {@link CallAudio} for the WebSocket transport tests: records
 * what is played and when, lets the test emit microphone frames, and runs
 * on a clock the test controls (by default `Date.now()`, so fake timers move
 * it too).
 */
import type { CallAudio, OpenCallAudio } from '../../src/core/voice/websocket/call-audio.ts';

export interface Played {
  readonly samples: Float32Array;
  readonly sampleRate: number;
  readonly when: number;
}

export class FakeCallAudio implements CallAudio {
  readonly played: Played[] = [];
  readonly replaced: MediaStreamTrack[] = [];
  micEnabled = true;
  closed = false;
  resumed = 0;
  /** What `resume()` answers (false: the browser keeps the context suspended). */
  running = true;
  /** Seconds from rendering to the speaker, as `WebCallAudio.latency` (unset: unknown). */
  latency?: number;
  private listener: ((frame: ArrayBuffer) => void) | undefined;
  private readonly t0 = Date.now();

  constructor(private readonly clock: () => number = () => (Date.now() - this.t0) / 1000) {}

  get currentTime(): number {
    return this.clock();
  }

  /** Whether a frame listener is set (the transport's). */
  get hasListener(): boolean {
    return this.listener !== undefined;
  }

  play(samples: Float32Array, sampleRate: number, when: number): void {
    if (this.closed) throw new Error('play after close');
    this.played.push({ samples, sampleRate, when });
  }

  onFrame(listener: (frame: ArrayBuffer) => void): void {
    this.listener = listener;
  }

  /** Emits one captured microphone frame (default: 640 bytes of a constant 1000). */
  emitFrame(frame: ArrayBuffer = constantFrame(1000)): void {
    if (!this.closed) this.listener?.(frame);
  }

  setMicEnabled(enabled: boolean): void {
    this.micEnabled = enabled;
  }

  replaceMicTrack(track: MediaStreamTrack): void {
    this.replaced.push(track);
  }

  resume(): Promise<boolean> {
    this.resumed++;
    return Promise.resolve(this.running);
  }

  close(): Promise<void> {
    this.closed = true;
    this.listener = undefined;
    return Promise.resolve();
  }
}

/** 640 bytes (20 ms) of PCM s16le with every sample `value`. */
export function constantFrame(value: number): ArrayBuffer {
  const view = new DataView(new ArrayBuffer(640));
  for (let i = 0; i < 320; i++) view.setInt16(i * 2, value, true);
  return view.buffer;
}

/** Options of {@link fakeAudio}. */
export interface FakeAudioOptions {
  /** The opening waits for this promise (e.g. a permission prompt the test answers). */
  readonly gate?: Promise<void>;
  /** The opening rejects with this (e.g. a `NotAllowedError` DOMException). */
  readonly fail?: unknown;
  /** Clock of the audio made. */
  readonly clock?: () => number;
  /** `resume()` answers false: the autoplay policy keeps the output suspended. */
  readonly suspended?: boolean;
}

/** An {@link OpenCallAudio} that makes {@link FakeCallAudio}s and keeps them. */
export function fakeAudio(options: FakeAudioOptions = {}): {
  readonly open: OpenCallAudio;
  readonly made: FakeCallAudio[];
  opened: number;
} {
  const made: FakeCallAudio[] = [];
  const result = {
    made,
    opened: 0,
    open: async (): Promise<CallAudio> => {
      result.opened++;
      if (options.gate) await options.gate;
      if (options.fail !== undefined) throw options.fail;
      const audio = new FakeCallAudio(options.clock);
      if (options.suspended) audio.running = false;
      made.push(audio);
      return audio;
    },
  };
  return result;
}
