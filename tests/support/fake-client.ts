/**
 * A hand-written fake of the lazily loaded voice-client module, for testing
 * `<voice-call-button>` and its controller without daily-js or a network.
 * Each fake client records its calls; tests drive its events with `emit`.
 */
import { createNanoEvents } from 'nanoevents';

import type { ClientModule } from '../../src/common/call/controller.ts';
import { VOICE_CLIENT_EVENT_NAMES } from '../../src/core/voice/events.ts';
import { parseAppMessage, type ServerMessageListener } from '../../src/core/voice/messages.ts';
import { readResumeState } from '../../src/core/voice/resume.ts';

export class FakeVoiceClient {
  static instances: FakeVoiceClient[] = [];
  readonly emitter = createNanoEvents<Record<string, (detail?: unknown) => void>>();
  /** The typed listeners of the server's messages (`onServerMessage`), apart like the real client's. */
  readonly reads = createNanoEvents<{ read: ServerMessageListener }>();
  readonly calls: string[] = [];
  /** Resolves the pending start(); set per test. */
  resolveStart: ((value: unknown) => void) | undefined;
  startError: Error | undefined;

  constructor(
    readonly publicKey: string,
    readonly options: Record<string, unknown>,
  ) {
    FakeVoiceClient.instances.push(this);
  }

  on(name: string, cb: (detail?: unknown) => void): () => void {
    return this.emitter.on(name, cb);
  }

  listenerCount(): number {
    return Object.values(this.emitter.events).reduce((n, list) => n + (list?.length ?? 0), 0);
  }

  onServerMessage(listener: ServerMessageListener): () => void {
    return this.reads.on('read', listener);
  }

  /** Listeners added with onServerMessage(). */
  readListenerCount(): number {
    return this.reads.events.read?.length ?? 0;
  }

  /**
   * Emits a client event. A `message` is first read as the real client reads
   * it where it enters (`parseAppMessage`), for the typed listeners.
   */
  emit(name: string, detail?: unknown): void {
    if (name === 'message') {
      const parsed = parseAppMessage(detail);
      if (parsed.kind === 'message' && parsed.read) this.reads.emit('read', parsed.read);
    }
    this.emitter.emit(name, detail);
  }

  /** The assistantOverrides of each start(). */
  readonly overrides: unknown[] = [];

  /** The arguments of each start() after the first two (squad, workflow, workflowOverrides, options). */
  readonly startRest: unknown[][] = [];

  start(assistant?: unknown, assistantOverrides?: unknown, ...rest: unknown[]): Promise<unknown> {
    this.calls.push(`start ${String(assistant)}`);
    this.overrides.push(assistantOverrides);
    this.startRest.push(rest);
    if (this.startError) return Promise.reject(this.startError);
    return new Promise((resolve) => (this.resolveStart = resolve));
  }

  /** The state of each resume(). */
  readonly resumed: unknown[] = [];

  resume(state: unknown): Promise<unknown> {
    this.calls.push('resume');
    this.resumed.push(state);
    return new Promise((resolve) => (this.resolveStart = resolve));
  }

  /** What getResumeState() returns. */
  resumeState: unknown;

  getResumeState(): unknown {
    return this.resumeState;
  }

  /** What resumeAudio() resolves with. */
  audioResumes = true;

  async resumeAudio(): Promise<boolean> {
    this.calls.push('resume-audio');
    return this.audioResumes;
  }

  /** The page is left (`VoiceClient.leavePage()`): recorded, then a stop. */
  async leavePage(): Promise<void> {
    this.calls.push('leave-page');
    return this.stop();
  }

  async stop(): Promise<void> {
    this.calls.push('stop');
    this.resolveStart?.(null);
  }

  /** When set, setMicGain() rejects with it. */
  gainError: Error | undefined;

  async setMicGain(gain: number): Promise<void> {
    this.calls.push(`gain ${gain}`);
    if (this.gainError) throw this.gainError;
  }

  async prefetch(): Promise<void> {
    this.calls.push('prefetch');
  }

  /** What the live panel reads and drives. */
  state: 'idle' | 'starting' | 'in-call' = 'in-call';
  inputLevel = 0;
  outputLevel = 0;
  muted = false;
  /** When set, sendText() throws it. */
  sendError: Error | undefined;

  getInputLevel(): number {
    return this.muted ? 0 : this.inputLevel;
  }

  getOutputLevel(): number {
    return this.outputLevel;
  }

  sendText(text: string): string {
    if (this.sendError) throw this.sendError;
    this.calls.push(`text ${text.trim()}`);
    return text.trim();
  }

  setMuted(muted: boolean): void {
    this.calls.push(`muted ${muted}`);
    this.muted = muted;
  }

  isMuted(): boolean {
    return this.muted;
  }

  async setInputDevice(deviceId: string): Promise<void> {
    this.calls.push(`device ${deviceId}`);
  }

  /** Messages sent with send() (push-to-talk's interruption), as JSON. */
  readonly sent: string[] = [];

  send(message: unknown): boolean {
    this.sent.push(JSON.stringify(message));
    return this.state === 'in-call';
  }

  /** Whether the speaker picker may show (set by a test). */
  outputRouting = false;
  /** When set, setOutputDevice() rejects with it. */
  outputError: Error | undefined;

  canSetOutputDevice(): boolean {
    return this.outputRouting;
  }

  async setOutputDevice(deviceId: string): Promise<void> {
    this.calls.push(`speaker ${deviceId}`);
    if (this.outputError) throw this.outputError;
  }
}

/** A loader that counts its loads and can be held pending. */
export function fakeLoader() {
  const state = { loads: 0, release: (() => {}) as () => void, hold: false };
  const loader = async (): Promise<ClientModule> => {
    state.loads++;
    if (state.hold) await new Promise<void>((r) => (state.release = r));
    return { VoiceClient: FakeVoiceClient as never, VOICE_CLIENT_EVENT_NAMES, readResumeState };
  };
  return { loader, state };
}
