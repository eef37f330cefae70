/**
 * One client of `scripts/bench/turns.ts`: a web call of the local platform whose uplink is what a
 * visitor's microphone would send, in real time on the run's 20 ms ticker: background noise at a
 * signal-to-noise ratio, the assistant's own downlink looped back (delayed, attenuated) as a
 * speaker's echo, and the visitor's recorded speech at set moments. It records what the platform
 * did with it (docs/platform.md "Turn-taking", "Echo").
 *
 * The script of one call:
 * 1. the first message plays over the noise (and its echo): it must not be cut short;
 * 2. noise alone (and silence's echo) for {@link NOISE_ALONE_MS}: no line may start;
 * 3. the visitor speaks: the next line must start (latency from the speech's end to its first frame);
 * 4. with echo, the visitor speaks again 1 s into that line: the line must stop (a barge-in).
 */
import WebSocket from 'ws';

import { createWebCall } from './web-call.ts';

const FRAME_SAMPLES = 320;
/** Noise alone after the first message, ms. */
const NOISE_ALONE_MS = 2500;
/** How long to wait for the next line after the visitor's speech, ms. */
const TURN_TIMEOUT_MS = 3000;
/** How long a barge-in may take to stop the line, ms. */
const BARGE_TIMEOUT_MS = 1500;

/** What one call is made of. */
export interface TurnsCondition {
  readonly language: 'es' | 'he';
  /** Background noise (samples at the wanted level), looped; none when undefined. */
  readonly noise?: Int16Array;
  /** The visitor's speech. */
  readonly speech: Int16Array;
  /** Downlink looped back: linear gain and delay, ms. */
  readonly echo?: { readonly gain: number; readonly delayMs: number };
}

/** What one call measured. */
export interface TurnsResult {
  /** Frames of the first message received (compared with a quiet call's). */
  firstMessageFrames: number;
  /** Lines started while only noise (and echo) was heard. */
  falseTurns: number;
  /** The visitor's turn got no answer within {@link TURN_TIMEOUT_MS}. */
  missedTurn: boolean;
  /** End of the visitor's speech → first frame of the answer, ms. */
  latencyMs: number | undefined;
  /** With echo: the visitor's speech over the line did not stop it (undefined without echo). */
  missedBargeIn: boolean | undefined;
  closeCode: number | undefined;
  error?: string;
}

type Phase = 'first' | 'alone' | 'speak' | 'answer' | 'over' | 'barge' | 'done';

/** See the module comment. */
export class TurnsCall {
  readonly result: TurnsResult = {
    firstMessageFrames: 0,
    falseTurns: 0,
    missedTurn: false,
    latencyMs: undefined,
    missedBargeIn: undefined,
    closeCode: undefined,
  };
  private ws: WebSocket | undefined;
  private phase: Phase = 'first';
  private phaseAt = 0;
  private tickIndex = 0;
  private noiseAt = 0;
  private speechAt = -1;
  private speechEnd = 0;
  private assistantSpeaking = false;
  private lineFrames = 0;
  private lines = 0;
  /** The echo path: downlink samples waiting to come back, by uplink sample index. */
  private readonly echo = new Float32Array(1 << 16);
  private echoNext = 0;

  constructor(
    private readonly key: string,
    private readonly condition: TurnsCondition,
  ) {}

  /** True once the call has nothing more to measure. */
  get done(): boolean {
    return this.phase === 'done';
  }

  async start(url: string): Promise<void> {
    const call = await createWebCall(url, this.key, this.condition.language);
    const ws = new WebSocket(call.ws);
    this.ws = ws;
    // Listening before the socket opens: the first frames come with the open.
    ws.on('close', (code) => {
      this.result.closeCode = code;
      this.phase = 'done';
    });
    ws.on('message', (data, isBinary) => {
      if (isBinary) this.downlink(data as Buffer);
      else this.text((data as Buffer).toString());
    });
    await new Promise<void>((resolve, reject) => {
      ws.on('open', () => resolve());
      ws.on('error', reject);
    });
  }

  /** Sends this tick's 20 ms uplink frame and moves the script on. */
  tick(now: number): void {
    const ws = this.ws;
    if (!ws || ws.readyState !== WebSocket.OPEN || this.phase === 'done') return;
    this.advance(now);
    const frame = new Int16Array(FRAME_SAMPLES);
    const base = this.tickIndex * FRAME_SAMPLES;
    const { noise, speech } = this.condition;
    for (let i = 0; i < FRAME_SAMPLES; i++) {
      let v = noise ? (noise[(this.noiseAt + i) % noise.length] as number) : 0;
      const e = (base + i) & (this.echo.length - 1);
      v += this.echo[e] as number;
      this.echo[e] = 0;
      if (this.speechAt >= 0 && this.speechAt + i < speech.length)
        v += speech[this.speechAt + i] as number;
      frame[i] = Math.max(-32768, Math.min(32767, Math.round(v)));
    }
    this.noiseAt += FRAME_SAMPLES;
    if (this.speechAt >= 0) {
      this.speechAt += FRAME_SAMPLES;
      if (this.speechAt >= speech.length) {
        this.speechAt = -1;
        this.speechEnd = now + 20;
      }
    }
    this.tickIndex++;
    ws.send(Buffer.from(frame.buffer));
  }

  end(): void {
    if (this.ws?.readyState === WebSocket.OPEN) this.ws.send(JSON.stringify({ type: 'end-call' }));
    this.phase = 'done';
  }

  private advance(now: number): void {
    const since = now - this.phaseAt;
    switch (this.phase) {
      case 'alone':
        if (since >= NOISE_ALONE_MS && !this.assistantSpeaking) this.enter('speak', now);
        return;
      case 'speak':
        if (this.speechAt < 0 && this.speechEnd === 0) this.speechAt = 0;
        else if (this.speechAt < 0) this.enter('answer', now);
        return;
      case 'answer':
        if (now - this.speechEnd > TURN_TIMEOUT_MS) {
          this.result.missedTurn = true;
          this.phase = 'done';
        }
        return;
      case 'over':
        if (since >= 1000) {
          this.speechAt = 0;
          this.enter('barge', now);
        }
        return;
      case 'barge':
        if (since > BARGE_TIMEOUT_MS) {
          this.result.missedBargeIn = true;
          this.phase = 'done';
        }
        return;
      default:
    }
  }

  private enter(phase: Phase, now: number): void {
    this.phase = phase;
    this.phaseAt = now;
  }

  private downlink(frame: Buffer): void {
    const now = performance.now();
    this.lineFrames++;
    if (this.phase === 'answer' && this.lineFrames === 1) {
      this.result.latencyMs = now - this.speechEnd;
      this.enter(this.condition.echo ? 'over' : 'done', now);
    }
    const echo = this.condition.echo;
    if (!echo) return;
    // Played in order, like a playout buffer 200 ms deep, on the microphone's clock (the uplink's
    // next sample); heard `delayMs` later.
    const mic = this.tickIndex * FRAME_SAMPLES;
    if (mic - this.echoNext > 200 * 16) this.echoNext = mic;
    const at = this.echoNext + echo.delayMs * 16;
    for (let i = 0; i < frame.length >> 1; i++)
      this.echo[(at + i) & (this.echo.length - 1)] =
        (this.echo[(at + i) & (this.echo.length - 1)] as number) +
        frame.readInt16LE(i * 2) * echo.gain;
    this.echoNext += frame.length >> 1;
  }

  private text(text: string): void {
    if (!text.includes('"speech-update"') || !text.includes('"assistant"')) return;
    const now = performance.now();
    if (text.includes('"started"')) {
      this.assistantSpeaking = true;
      this.lineFrames = 0;
      this.lines++;
      if (this.phase === 'alone' || this.phase === 'speak') this.result.falseTurns++;
    } else if (text.includes('"stopped"')) {
      this.assistantSpeaking = false;
      if (this.lines === 1 && this.phase === 'first') {
        this.result.firstMessageFrames = this.lineFrames;
        this.enter('alone', now);
      } else if (this.phase === 'barge') {
        this.result.missedBargeIn = false;
        this.phase = 'done';
      } else if (this.phase === 'over') {
        // The answer ended before the barge-in was tried (a short line): nothing to measure.
        this.phase = 'done';
      }
    }
  }
}
