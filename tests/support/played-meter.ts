/**
 * What a page really played of the assistant's audio, for the end-of-call browser tests
 * (docs/voice-client.md "End of call"). An init script, before any page script: every
 * `AudioBufferSourceNode` the page starts (the WebSocket transport's playback) gets a shadow source
 * of the same length, all ones, started and stopped with it on the same `AudioContext` and feeding
 * a counting worklet. The samples the worklet counts above 0.5 are the samples of assistant audio
 * the context rendered: a line's own quiet stretches count too, and nothing counts once the call's
 * `AudioContext` is closed. Read with {@link readPlayed}; times are `performance.now()`, ms.
 */
import type { BrowserContext, Page } from 'playwright-core';

/** The meter's record. */
export interface PlayedRecord {
  /**
   * `[performance.now() ms, rendered assistant audio so far in s, the output clock at the end of
   * that render quantum in s]`, one entry a render quantum that grew it (stamped on arrival).
   */
  readonly timeline: [number, number, number][];
  /** `[performance.now() ms, s]` of each buffer the page started: what it scheduled, before any cut. */
  readonly starts: [number, number][];
  /** The meter's sample rate, Hz (0 before it ran). */
  sampleRate: number;
  /** The context's `baseLatency + outputLatency` at the last count, s: rendered audio reaches the speaker that much later. */
  latency: number;
  /** The output clock of the page's last `AudioContext` when `voice-call-end` fired, s (−1 before). */
  endClock: number;
}

/** Installs the meter in every page of `target` (before its first script). */
export async function installPlayedMeter(target: BrowserContext | Page): Promise<void> {
  await target.addInitScript(() => {
    const rec: PlayedRecord = {
      timeline: [],
      starts: [],
      sampleRate: 0,
      latency: 0,
      endClock: -1,
    };
    (window as unknown as { __played: PlayedRecord }).__played = rec;
    // Posts in every render quantum that grew the count, so the last one before a close is never lost.
    const source = `registerProcessor('played-meter', class extends AudioWorkletProcessor {
      constructor() { super(); this.n = 0; }
      process(inputs) {
        const ch = inputs[0] && inputs[0][0];
        if (!ch) return true;
        let grew = 0;
        for (let i = 0; i < ch.length; i++) if (ch[i] > 0.5) grew++;
        if (grew > 0) { this.n += grew; this.port.postMessage([this.n, sampleRate, currentTime + ch.length / sampleRate]); }
        return true;
      }
    });`;
    const moduleUrl = URL.createObjectURL(new Blob([source], { type: 'text/javascript' }));
    const meters = new WeakMap<BaseAudioContext, Promise<AudioWorkletNode>>();
    const meterOf = (context: BaseAudioContext): Promise<AudioWorkletNode> => {
      let meter = meters.get(context);
      if (!meter) {
        meter = context.audioWorklet.addModule(moduleUrl).then(() => {
          const node = new AudioWorkletNode(context, 'played-meter', {
            numberOfInputs: 1,
            numberOfOutputs: 0,
            channelCount: 1,
            channelCountMode: 'explicit',
          });
          const base = rec.timeline.at(-1)?.[1] ?? 0; // one count across the page's contexts
          node.port.onmessage = (event: MessageEvent<[number, number, number]>) => {
            const [count, rate, clock] = event.data;
            rec.sampleRate = rate;
            const { baseLatency, outputLatency } = context as Partial<AudioContext>;
            rec.latency = (baseLatency ?? 0) + (outputLatency ?? 0);
            rec.timeline.push([performance.now(), base + count / rate, clock]);
          };
          return node;
        });
        meters.set(context, meter);
      }
      return meter;
    };
    // Loaded as the context is made, so the call's first frames are counted too.
    const Native = window.AudioContext;
    const made: AudioContext[] = [];
    window.AudioContext = class extends Native {
      constructor(options?: AudioContextOptions) {
        super(options);
        made.push(this);
        void meterOf(this);
      }
    };
    // Read on the output clock: what the meter counted by then had been rendered before the call ended.
    document.addEventListener('voice-call-end', () => {
      const last = made.at(-1);
      if (rec.endClock < 0 && last) rec.endClock = last.currentTime;
    });

    const start = AudioBufferSourceNode.prototype.start;
    const stop = AudioBufferSourceNode.prototype.stop;
    const shadows = new WeakMap<AudioBufferSourceNode, AudioBufferSourceNode>();
    AudioBufferSourceNode.prototype.start = function (this: AudioBufferSourceNode, ...args) {
      start.apply(this, args);
      const buffer = this.buffer;
      if (!buffer) return;
      rec.starts.push([performance.now(), buffer.duration]);
      const context = this.context;
      void meterOf(context).then((meter) => {
        if (context.state === 'closed') return;
        const ones = context.createBuffer(1, buffer.length, buffer.sampleRate);
        ones.getChannelData(0).fill(1);
        const shadow = context.createBufferSource();
        shadow.buffer = ones;
        shadow.connect(meter);
        shadows.set(this, shadow);
        start.apply(shadow, args);
      });
    } as AudioBufferSourceNode['start'];
    AudioBufferSourceNode.prototype.stop = function (this: AudioBufferSourceNode, ...args) {
      stop.apply(this, args);
      const shadow = shadows.get(this);
      if (shadow) stop.apply(shadow, args);
    } as AudioBufferSourceNode['stop'];
  });
}

/** The meter's record so far. */
export const readPlayed = (page: Page): Promise<PlayedRecord> =>
  page.evaluate(() => (window as unknown as { __played: PlayedRecord }).__played);

/** Rendered assistant audio by `at` (`performance.now()`, ms), s. */
export function playedBy(rec: PlayedRecord, at: number): number {
  let played = 0;
  for (const [t, total] of rec.timeline) {
    if (t > at) break;
    played = total;
  }
  return played;
}

/** All the rendered assistant audio, s, and when its last sample was counted (ms, −1 if none). */
export function playedInAll(rec: PlayedRecord): {
  readonly s: number;
  readonly lastAt: number;
  /** The output clock at the end of the last rendered sample's quantum, s (−1 if none). */
  readonly lastClock: number;
} {
  const last = rec.timeline.at(-1);
  return last
    ? { s: last[1], lastAt: last[0], lastClock: last[2] }
    : { s: 0, lastAt: -1, lastClock: -1 };
}

/** The audio the page scheduled from `at` on (`performance.now()`, ms), s. */
export function scheduledFrom(rec: PlayedRecord, at: number): number {
  return rec.starts.reduce((sum, [t, s]) => (t >= at ? sum + s : sum), 0);
}
