/**
 * One client of `scripts/bench/platform.ts`'s concurrency run: a web call of
 * the local platform that streams uplink audio in real time (silence while
 * the assistant speaks, then 1.2 s of recorded speech and 800 ms of silence) on
 * the run's shared 20 ms ticker, and measures its downlink per assistant
 * line: frames, gaps over 60 ms between frames, frames over 60 ms behind
 * their schedule (first frame + k × 20 ms), and the first frame's delay.
 */
import WebSocket from 'ws';

import { s16ToS16le } from '../../server/audio/pcm.ts';
import { fixture } from '../lib/hearing-audio.ts';
import { assistantSpeech, createWebCall } from './web-call.ts';

/** One 20 ms frame of 16 kHz 16-bit mono PCM. */
const FRAME_BYTES = 640;

export interface CallStats {
  frames: number;
  lines: number;
  gapUnderruns: number;
  lateUnderruns: number;
  maxGap: number;
  maxLate: number;
  firstAudioMs: number;
  closeCode: number | undefined;
}

const SPEECH = (() => {
  // 1.2 s of a visitor's recorded speech (Silero hears a tone as no one), then 800 ms of silence, as 20 ms frames.
  const speech = s16ToS16le(fixture('visitor-es').subarray(0, 60 * 320));
  const frames: Buffer[] = [];
  for (let f = 0; f < 100; f++)
    frames.push(
      f < 60 ? speech.subarray(f * FRAME_BYTES, (f + 1) * FRAME_BYTES) : Buffer.alloc(FRAME_BYTES),
    );
  return frames;
})();
const SILENCE = Buffer.alloc(FRAME_BYTES);

/** One benchmark client: streams uplink on the shared ticker and measures the downlink. */
export class BenchCall {
  readonly stats: CallStats = {
    frames: 0,
    lines: 0,
    gapUnderruns: 0,
    lateUnderruns: 0,
    maxGap: 0,
    maxLate: 0,
    firstAudioMs: NaN,
    closeCode: undefined,
  };
  private ws: WebSocket | undefined;
  private opened = 0;
  private lineStart = -1;
  private lineFrames = 0;
  private lastFrame = 0;
  private speaking = false;
  private userFrame = -1;

  /** `key`: the platform's public key. */
  constructor(private readonly key: string) {}

  async start(url: string, language: 'es' | 'he'): Promise<void> {
    const call = await createWebCall(url, this.key, language);
    const ws = new WebSocket(call.ws);
    this.ws = ws;
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => {
        this.opened = performance.now();
        resolve();
      });
      ws.on('error', reject);
    });
    ws.on('close', (code) => (this.stats.closeCode = code));
    ws.on('message', (data, isBinary) => {
      const now = performance.now();
      if (isBinary) {
        this.stats.frames++;
        if (Number.isNaN(this.stats.firstAudioMs)) this.stats.firstAudioMs = now - this.opened;
        if (this.lineStart < 0) {
          this.lineStart = now;
        } else {
          const gap = now - this.lastFrame;
          this.stats.maxGap = Math.max(this.stats.maxGap, gap);
          if (gap > 60) this.stats.gapUnderruns++;
          const late = now - (this.lineStart + this.lineFrames * 20);
          this.stats.maxLate = Math.max(this.stats.maxLate, late);
          if (late > 60) this.stats.lateUnderruns++;
        }
        this.lineFrames++;
        this.lastFrame = now;
        return;
      }
      const speech = assistantSpeech((data as Buffer).toString());
      if (speech === 'started') {
        this.speaking = true;
        this.lineStart = -1;
        this.lineFrames = 0;
        this.stats.lines++;
      } else if (speech === 'stopped') {
        this.speaking = false;
        this.userFrame = 0; // answer once the assistant stops
      }
    });
  }

  /** Sends this tick's 20 ms uplink frame. */
  tick(): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN) return;
    if (!this.speaking && this.userFrame >= 0 && this.userFrame < SPEECH.length) {
      ws.send(SPEECH[this.userFrame] as Buffer);
      this.userFrame++;
    } else {
      ws.send(SILENCE);
    }
  }

  end(): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'end-call' }));
  }
}
