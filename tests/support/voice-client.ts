/**
 * Test helpers: a state recorder that captures every client event in order
 * (so tests assert whole sequences), and a client wired to a fake Daily and a
 * local web-call server.
 */
import type { DailyTransportOptions } from '../../src/core/voice/daily/options.ts';
import { createDailyTransportFactory } from '../../src/core/voice/daily/transport.ts';
import {
  type CallStartProgressEvent,
  VOICE_CLIENT_EVENT_NAMES,
  type VoiceClientEventDetail,
  type VoiceClientEventName,
} from '../../src/core/voice/events.ts';
import { VoiceClient, type VoiceClientOptions } from '../../src/core/voice/voice-client.ts';
import { FakeDaily } from './fake-daily.ts';

export interface Recorded<K extends VoiceClientEventName = VoiceClientEventName> {
  readonly name: K;
  readonly detail: VoiceClientEventDetail[K];
}

/** Records every event of `client` in order. */
export class Recorder {
  readonly events: Recorded[] = [];
  private readonly offs: (() => void)[] = [];
  private waiters: { test: (event: Recorded) => boolean; resolve: (event: Recorded) => void }[] =
    [];

  constructor(client: VoiceClient) {
    for (const name of VOICE_CLIENT_EVENT_NAMES) {
      this.offs.push(
        client.on(name, ((detail?: unknown) => this.push({ name, detail } as Recorded)) as never),
      );
    }
  }

  /** Event names in order, volume-level left out unless asked for. */
  names(withVolume = false): string[] {
    return this.events.filter((e) => withVolume || e.name !== 'volume-level').map((e) => e.name);
  }

  /**
   * The story of the events: progress as `stage:status`, other events by
   * name (`error:<type>`, `message:<type>`), volume-level left out.
   */
  story(): string[] {
    const out: string[] = [];
    for (const event of this.events) {
      if (event.name === 'volume-level') continue;
      if (event.name === 'call-start-progress') {
        const p = event.detail as CallStartProgressEvent;
        out.push(`${p.stage}:${p.status}`);
      } else if (event.name === 'error') {
        out.push(`error:${(event.detail as VoiceClientEventDetail['error']).type}`);
      } else if (event.name === 'message') {
        const m = event.detail as { type?: string } | null;
        out.push(
          `message:${typeof m === 'object' && m !== null ? String(m.type) : JSON.stringify(m)}`,
        );
      } else {
        out.push(event.name);
      }
    }
    return out;
  }

  /** Details of every event named `name`. */
  all<K extends VoiceClientEventName>(name: K): VoiceClientEventDetail[K][] {
    return this.events
      .filter((e) => e.name === name)
      .map((e) => e.detail as VoiceClientEventDetail[K]);
  }

  /** The first event named `name` (throws if none). */
  first<K extends VoiceClientEventName>(name: K): VoiceClientEventDetail[K] {
    const found = this.all(name)[0];
    if (found === undefined && !this.events.some((e) => e.name === name))
      throw new Error(`no ${name} event`);
    return found as VoiceClientEventDetail[K];
  }

  /** Resolves with the next event that passes `test` (or one already recorded). */
  waitFor(test: (event: Recorded) => boolean): Promise<Recorded> {
    const seen = this.events.find(test);
    if (seen) return Promise.resolve(seen);
    return new Promise((resolve) => this.waiters.push({ test, resolve }));
  }

  /** Resolves once a progress event `stage:status` was recorded. */
  waitForProgress(stage: string, status = 'started'): Promise<Recorded> {
    return this.waitFor((e) => {
      if (e.name !== 'call-start-progress') return false;
      const p = e.detail as CallStartProgressEvent;
      return p.stage === stage && p.status === status;
    });
  }

  clear(): void {
    this.events.length = 0;
  }

  dispose(): void {
    for (const off of this.offs.splice(0)) off();
  }

  private push(event: Recorded): void {
    this.events.push(event);
    const ready = this.waiters.filter((w) => w.test(event));
    this.waiters = this.waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve(event);
  }
}

export interface Harness {
  readonly client: VoiceClient;
  readonly daily: FakeDaily;
  readonly recorder: Recorder;
}

/** A client on a fresh fake Daily, talking to `apiUrl`. */
export function makeClient(
  apiUrl: string,
  options: VoiceClientOptions = {},
  transport: DailyTransportOptions = {},
  key = 'pk-test',
): Harness {
  const daily = new FakeDaily();
  const client = new VoiceClient(key, {
    apiUrl,
    isMobile: () => false,
    joinTimeoutMs: 2000,
    transportFactory: createDailyTransportFactory({
      loadDaily: daily.loader,
      destroyTimeoutMs: 50,
      audio: { toMediaStream: () => new MediaStream() },
      ...transport,
    }),
    ...options,
  });
  return { client, daily, recorder: new Recorder(client) };
}

/** Lets pending promise callbacks and 0 ms timers run. */
export async function flush(times = 3): Promise<void> {
  for (let i = 0; i < times; i++) await new Promise((resolve) => setTimeout(resolve, 0));
}

/** The progress stages of a successful start, without video recording, as `Recorder.story()` shows them. */
export const SUCCESS_STORY = [
  'initialization:started',
  'initialization:completed',
  'web-call-creation:started',
  'web-call-creation:completed',
  'daily-call-object-creation:started',
  'daily-call-object-creation:completed',
  'mobile-permissions:started',
  'mobile-permissions:completed',
  'daily-call-join:started',
  'daily-call-join:completed',
  'video-recording-setup:completed',
  'audio-observer-setup:started',
  'audio-observer-setup:completed',
  'audio-processing-setup:started',
  'audio-processing-setup:completed',
  'call-start-success',
];
