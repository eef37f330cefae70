/**
 * Voice activity detection on the uplink (docs/platform.md "Turn-taking"): an
 * energy detector with hysteresis over 20 ms frames. Times are audio time, not
 * wall-clock, so the answer does not depend on how fast frames arrive.
 */
import { FRAME_BYTES, FRAME_MS, rmsS16 } from './pcm.ts';

/** Settings of {@link EnergyVad}. RMS values are on a 0–1 scale (1 = full scale). */
export interface VadConfig {
  /** RMS that may start speech (default 0.02, about −34 dBFS). */
  readonly startRms: number;
  /** RMS under which a frame is silence once speech started (default 0.01, −40 dBFS). */
  readonly stopRms: number;
  /** Voiced audio needed to confirm speech, ms (default 150). */
  readonly minSpeechMs: number;
  /** Longest silence inside an onset before it is dropped, ms (default 60). */
  readonly onsetGapMs: number;
  /** Silence that ends the turn, ms (default 700). */
  readonly endSilenceMs: number;
}

/** Defaults of {@link VadConfig}. */
const DEFAULT_VAD: VadConfig = {
  startRms: 0.02,
  stopRms: 0.01,
  minSpeechMs: 150,
  onsetGapMs: 60,
  endSilenceMs: 700,
};

/** What {@link EnergyVad.push} reports. Times are audio ms since the detector started. */
export type VadEvent =
  | { readonly type: 'speech-start'; readonly atMs: number }
  | { readonly type: 'speech-end'; readonly atMs: number; readonly durationMs: number };

type State = 'silence' | 'onset' | 'speech';

/** Energy VAD with hysteresis; takes any number of bytes at a time, carrying a partial frame. */
export class EnergyVad {
  private readonly config: VadConfig;
  private readonly carry = Buffer.alloc(FRAME_BYTES);
  private carried = 0;
  private state: State = 'silence';
  /** Audio time at the end of the last processed frame, ms. */
  private clockMs = 0;
  private startMs = 0;
  private voicedMs = 0;
  private silentMs = 0;
  private lastVoicedEndMs = 0;

  /** @throws RangeError when `stopRms` exceeds `startRms` (no hysteresis). */
  constructor(config: Partial<VadConfig> = {}) {
    this.config = { ...DEFAULT_VAD, ...config };
    if (!(this.config.stopRms <= this.config.startRms))
      throw new RangeError('stopRms must not exceed startRms');
  }

  /** True while confirmed speech is going on (between `speech-start` and `speech-end`). */
  get speaking(): boolean {
    return this.state === 'speech';
  }

  /** Length of the current confirmed speech so far, from its start to its last voiced frame, audio ms (0 when not speaking). */
  get speechMs(): number {
    return this.state === 'speech' ? this.lastVoicedEndMs - this.startMs : 0;
  }

  /** Audio processed so far, ms. */
  get audioMs(): number {
    return this.clockMs;
  }

  /** Processes s16le 16 kHz mono audio. @returns the events, in order, that it caused. */
  push(pcm: Uint8Array): VadEvent[] {
    const events: VadEvent[] = [];
    let offset = 0;
    if (this.carried > 0) {
      const take = Math.min(FRAME_BYTES - this.carried, pcm.length);
      this.carry.set(pcm.subarray(0, take), this.carried);
      this.carried += take;
      offset = take;
      if (this.carried < FRAME_BYTES) return events;
      this.frame(rmsS16(this.carry), events);
      this.carried = 0;
    }
    while (offset + FRAME_BYTES <= pcm.length) {
      this.frame(rmsS16(pcm, offset, FRAME_BYTES), events);
      offset += FRAME_BYTES;
    }
    if (offset < pcm.length) {
      this.carry.set(pcm.subarray(offset), 0);
      this.carried = pcm.length - offset;
    }
    return events;
  }

  /** Ends confirmed speech now (the uplink stopped mid-turn). @returns `speech-end`, or undefined when not speaking. */
  flush(): VadEvent | undefined {
    const wasSpeaking = this.state === 'speech';
    this.state = 'silence';
    this.carried = 0;
    if (!wasSpeaking) return undefined;
    return {
      type: 'speech-end',
      atMs: this.lastVoicedEndMs,
      durationMs: this.lastVoicedEndMs - this.startMs,
    };
  }

  private frame(rms: number, events: VadEvent[]): void {
    const { startRms, stopRms, minSpeechMs, onsetGapMs, endSilenceMs } = this.config;
    const frameStart = this.clockMs;
    this.clockMs += FRAME_MS;
    switch (this.state) {
      case 'silence':
        if (rms >= startRms) {
          this.state = 'onset';
          this.startMs = frameStart;
          this.voicedMs = FRAME_MS;
          this.silentMs = 0;
          this.lastVoicedEndMs = this.clockMs;
          this.confirm(events, minSpeechMs);
        }
        return;
      case 'onset':
        if (rms >= stopRms) {
          this.voicedMs += FRAME_MS;
          this.silentMs = 0;
          this.lastVoicedEndMs = this.clockMs;
          this.confirm(events, minSpeechMs);
        } else {
          this.silentMs += FRAME_MS;
          if (this.silentMs > onsetGapMs) this.state = 'silence';
        }
        return;
      case 'speech':
        if (rms >= stopRms) {
          this.silentMs = 0;
          this.lastVoicedEndMs = this.clockMs;
        } else {
          this.silentMs += FRAME_MS;
          if (this.silentMs >= endSilenceMs) {
            this.state = 'silence';
            events.push({
              type: 'speech-end',
              atMs: this.lastVoicedEndMs,
              durationMs: this.lastVoicedEndMs - this.startMs,
            });
          }
        }
        return;
    }
  }

  private confirm(events: VadEvent[], minSpeechMs: number): void {
    if (this.voicedMs >= minSpeechMs) {
      this.state = 'speech';
      events.push({ type: 'speech-start', atMs: this.startMs });
    }
  }
}
