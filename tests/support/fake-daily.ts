/**
 * A hand-written fake of the daily-js call object and factory, injected
 * through `createDailyTransportFactory({ loadDaily })` (no module mocking).
 *
 * It reproduces what docs/voice-client.md "daily-js facts designed for" measured on daily-js 0.92:
 * - offline, `join()` emits `loading`, `load-attempt-failed` ×3 and the
 *   `error` event `{errorMsg, error: {type: 'connection-error', msg: 'Failed
 *   to load call object bundle.', details: {on: 'load'}}}`, then rejects with
 *   a plain string;
 * - a room that never answers keeps `join()` pending in `joining-meeting`
 *   forever, and `leave()` and `destroy()` then never settle;
 * - a second `createCallObject()` without `allowMultipleCallInstances`
 *   throws 'Duplicate DailyIframe instances are not allowed', and a
 *   constructor that throws still registers its instance;
 * - the docs/behaviour.md §4 "Call-room states" rules: joining twice warns, leaving when
 *   left or in error does nothing, use after destroy throws.
 * Remote-side helpers (`assistantJoins`, `audioLevels`, `appMessage`, …)
 * emit the events a real room would.
 */
import type {
  DailyCallOptions,
  DailyEvent,
  DailyEventObject,
  DailyFactoryOptions,
  DailyInputSettings,
  DailyParticipant,
  DailyParticipantsObject,
  DailyParticipantUpdateOptions,
  DailyStreamingOptions,
} from '@daily-co/daily-js';

import type { DailyCallLike, DailyFactoryLike } from '../../src/core/voice/daily/call-like.ts';

/** The string daily-js rejects `join()` with when offline. */
export const OFFLINE_REJECTION =
  'Failed to load call object bundle https://c.daily.co/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js: TypeError: Failed to fetch';

/** How `join()` behaves. */
type JoinBehaviour =
  | { readonly kind: 'succeed'; readonly delayMs?: number }
  | { readonly kind: 'offline'; readonly delayMs?: number }
  | { readonly kind: 'never' }
  | { readonly kind: 'reject'; readonly reason: unknown; readonly delayMs?: number };

/** How a promise-returning fake method answers. */
type Answer = 'resolve' | 'never' | { readonly reject: unknown } | { readonly throw: unknown };

export interface FakeBehaviour {
  readonly join: JoinBehaviour;
  readonly audioObserver: Answer;
  readonly updateInputSettings: Answer;
  readonly startRecordingThrows?: unknown;
  readonly sendAppMessageThrows?: unknown;
}

export const DEFAULT_BEHAVIOUR: FakeBehaviour = {
  join: { kind: 'succeed' },
  audioObserver: 'resolve',
  updateInputSettings: 'resolve',
};

type MeetingState =
  'new' | 'loading' | 'loaded' | 'joining-meeting' | 'joined-meeting' | 'left-meeting' | 'error';
type Handler = (event: unknown) => void;

let clientIds = 0;

/** A fake call object. `log` records every method call in order. */
export class FakeDailyCall implements DailyCallLike {
  readonly callClientId = `fake-${++clientIds}`;
  state: MeetingState = 'new';
  destroyed = false;
  micEnabled = true;
  readonly log: string[] = [];
  readonly joinOptions: DailyCallOptions[] = [];
  readonly sent: unknown[] = [];
  readonly subscriptions: {
    readonly sessionId: string;
    readonly updates: DailyParticipantUpdateOptions;
  }[] = [];
  readonly inputSettings: DailyInputSettings[] = [];
  readonly recordings: (DailyStreamingOptions<'recording', 'start'> | undefined)[] = [];
  readonly observerIntervals: (number | undefined)[] = [];
  readonly micTracks: (MediaStreamTrack | false | undefined)[] = [];
  private readonly handlers = new Map<string, Set<Handler>>();
  private readonly remote: Record<string, DailyParticipant> = {};

  constructor(
    readonly options: DailyFactoryOptions,
    public behaviour: FakeBehaviour,
  ) {}

  // ---- DailyCallLike ----

  join(properties: DailyCallOptions = {}): Promise<unknown> {
    this.record('join');
    this.joinOptions.push(properties);
    if (this.state === 'joining-meeting' || this.state === 'joined-meeting') {
      console.warn('already joined meeting, call leave() before joining again');
      return Promise.resolve(undefined);
    }
    const behaviour = this.behaviour.join;
    this.setState('loading');
    this.emit('loading', {});
    switch (behaviour.kind) {
      case 'succeed':
        return later(behaviour.delayMs).then(() => {
          if (this.state !== 'loading') throw new Error('join interrupted');
          this.setState('loaded');
          this.emit('loaded', {});
          this.setState('joining-meeting');
          this.emit('joining-meeting', {});
          this.setState('joined-meeting');
          this.emit('joined-meeting', { participants: this.participants() });
          return this.participants();
        });
      case 'offline':
        return later(behaviour.delayMs).then(() => {
          for (let i = 0; i < 3; i++)
            this.emit('load-attempt-failed', { errorMsg: OFFLINE_REJECTION });
          this.setState('error');
          this.emit('error', {
            errorMsg: OFFLINE_REJECTION,
            error: {
              type: 'connection-error',
              msg: 'Failed to load call object bundle.',
              details: { on: 'load', sourceError: {}, bundleUrl: 'https://c.daily.co/…' },
            },
          });
          // daily-js rejects with a plain string, not an Error.
          return Promise.reject(OFFLINE_REJECTION);
        });
      case 'never':
        this.setState('loaded');
        this.emit('loaded', {});
        this.setState('joining-meeting');
        this.emit('joining-meeting', {});
        return new Promise(() => undefined);
      case 'reject':
        return later(behaviour.delayMs).then(() => {
          this.setState('error');
          return Promise.reject(behaviour.reason);
        });
    }
  }

  leave(): Promise<void> {
    this.record('leave');
    if (this.state === 'left-meeting' || this.state === 'error') return Promise.resolve();
    if (this.state === 'joining-meeting' && this.behaviour.join.kind === 'never') {
      // Measured: a room that never answers never confirms the leave either.
      return new Promise(() => undefined);
    }
    this.setState('left-meeting');
    this.emit('left-meeting', {});
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    this.record('destroy');
    await this.leave();
    this.destroyed = true;
    FakeDaily.registry.delete(this);
    this.emit('call-instance-destroyed', {});
  }

  participants(): DailyParticipantsObject {
    this.assertAlive();
    return {
      local: participant('local-1', 'visitor', true),
      ...this.remote,
    } as unknown as DailyParticipantsObject;
  }

  updateParticipant(sessionId: string, updates: DailyParticipantUpdateOptions): this {
    this.record(`updateParticipant ${sessionId}`);
    this.subscriptions.push({ sessionId, updates });
    return this;
  }

  setLocalAudio(enabled: boolean): this {
    this.record(`setLocalAudio ${enabled}`);
    this.micEnabled = enabled;
    return this;
  }

  localAudio(): boolean {
    this.assertAlive();
    return this.micEnabled;
  }

  setInputDevicesAsync(devices: { audioSource?: MediaStreamTrack | false }): Promise<unknown> {
    this.record('setInputDevicesAsync');
    this.micTracks.push(devices.audioSource);
    return Promise.resolve({});
  }

  updateInputSettings(inputSettings: DailyInputSettings): Promise<unknown> {
    this.record(`updateInputSettings ${inputSettings.audio?.processor?.type ?? '?'}`);
    this.inputSettings.push(inputSettings);
    // The switch back to 'none' always works; the configured answer is for noise cancellation.
    if (inputSettings.audio?.processor?.type === 'none') return Promise.resolve({ inputSettings });
    return answer(this.behaviour.updateInputSettings, { inputSettings });
  }

  startRemoteParticipantsAudioLevelObserver(interval?: number): Promise<void> {
    this.record(`startRemoteParticipantsAudioLevelObserver ${interval}`);
    this.observerIntervals.push(interval);
    return answer(this.behaviour.audioObserver, undefined);
  }

  startRecording(options?: DailyStreamingOptions<'recording', 'start'>): void {
    this.record('startRecording');
    if (this.behaviour.startRecordingThrows !== undefined)
      throw this.behaviour.startRecordingThrows;
    this.recordings.push(options);
  }

  stopRecording(): void {
    this.record('stopRecording');
  }

  sendAppMessage(data: unknown): this {
    this.record('sendAppMessage');
    if (this.state !== 'joined-meeting')
      throw new Error('sendAppMessage() only supported after join.');
    if (this.behaviour.sendAppMessageThrows !== undefined)
      throw this.behaviour.sendAppMessageThrows;
    this.sent.push(data);
    return this;
  }

  on<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    let set = this.handlers.get(event);
    if (!set) this.handlers.set(event, (set = new Set()));
    set.add(handler as Handler);
    return this;
  }

  off<T extends DailyEvent>(event: T, handler: (event: DailyEventObject<T>) => void): this {
    this.handlers.get(event)?.delete(handler as Handler);
    return this;
  }

  // ---- test side ----

  /** Listeners on `event`, or on all events. */
  listenerCount(event?: string): number {
    if (event !== undefined) return this.handlers.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.handlers.values()) total += set.size;
    return total;
  }

  /** Emits `event` to the listeners, with `action` and `callClientId` added as daily does. */
  emit(event: string, payload: object): void {
    const full = { action: event, callClientId: this.callClientId, ...payload };
    for (const handler of [...(this.handlers.get(event) ?? [])]) handler(full);
  }

  /** A remote participant joins (default: the assistant's bot). */
  assistantJoins(sessionId = 'assistant-1', userName = 'Vapi Speaker'): void {
    const p = participant(sessionId, userName, false);
    this.remote[sessionId] = p;
    this.emit('participant-joined', { participant: p });
  }

  /** Puts a participant in the room without a participant-joined event (already there when we join). */
  addPresentParticipant(sessionId: string, userName: string): void {
    this.remote[sessionId] = participant(sessionId, userName, false);
  }

  /** A remote participant leaves. */
  participantLeaves(sessionId: string): void {
    const p = this.remote[sessionId];
    if (!p) return;
    delete this.remote[sessionId];
    this.emit('participant-left', { participant: p });
  }

  /** A remote track starts (default: the assistant's audio). */
  trackStarts(sessionId = 'assistant-1', kind: 'audio' | 'video' = 'audio'): MediaStreamTrack {
    const track = fakeTrack(kind);
    this.emit('track-started', { participant: this.remote[sessionId] ?? null, track, type: kind });
    return track;
  }

  /** One `remote-participants-audio-level` sample. */
  audioLevels(levels: { readonly [sessionId: string]: number }): void {
    this.emit('remote-participants-audio-level', { participantsAudioLevel: levels });
  }

  /** An app message from a remote participant. */
  appMessage(data: unknown, fromId = 'assistant-1'): void {
    this.emit('app-message', { data, fromId });
  }

  /** The room ends the call from its side. */
  remoteEnds(): void {
    this.setState('left-meeting');
    this.emit('left-meeting', {});
  }

  /** A fatal room error (e.g. ejected). */
  fatalError(type = 'ejected', msg = 'You were ejected.'): void {
    this.setState('error');
    this.emit('error', { errorMsg: msg, error: { type, msg } });
  }

  nonfatalError(type: string): void {
    this.emit('nonfatal-error', { type, errorMsg: `${type} happened` });
  }

  recordingStarted(): void {
    this.emit('recording-started', { recordingId: 'rec-1' });
  }

  private record(entry: string): void {
    this.assertAlive();
    this.log.push(entry);
  }

  private assertAlive(): void {
    if (this.destroyed) throw new Error('Use after destroy');
  }

  private setState(state: MeetingState): void {
    this.state = state;
  }
}

/** The fake factory; `loadDaily: fake.loader` plugs it into the Daily transport. */
export class FakeDaily implements DailyFactoryLike {
  /** Live instances across every FakeDaily, like daily's page-wide registry. */
  static readonly registry = new Set<FakeDailyCall>();

  readonly calls: FakeDailyCall[] = [];
  readonly createOptions: DailyFactoryOptions[] = [];
  behaviour: FakeBehaviour = DEFAULT_BEHAVIOUR;
  /** When set, the next `createCallObject()` throws it (after registering the instance, as daily does). */
  createThrows: unknown;
  loads = 0;

  /** A `DailyLoader` that counts loads. */
  readonly loader = (): Promise<DailyFactoryLike> => {
    this.loads++;
    return Promise.resolve(this);
  };

  get last(): FakeDailyCall {
    const call = this.calls.at(-1);
    if (!call) throw new Error('no call object was created');
    return call;
  }

  createCallObject(options: DailyFactoryOptions = {}): FakeDailyCall {
    this.createOptions.push(options);
    if (FakeDaily.registry.size > 0 && options.allowMultipleCallInstances !== true) {
      throw new Error('Duplicate DailyIframe instances are not allowed');
    }
    const call = new FakeDailyCall(options, this.behaviour);
    FakeDaily.registry.add(call);
    if (this.createThrows !== undefined) {
      const error = this.createThrows;
      this.createThrows = undefined;
      throw error;
    }
    this.calls.push(call);
    return call;
  }
}

function participant(sessionId: string, userName: string, local: boolean): DailyParticipant {
  return { session_id: sessionId, user_name: userName, local } as unknown as DailyParticipant;
}

function fakeTrack(kind: 'audio' | 'video'): MediaStreamTrack {
  return { kind, id: `track-${kind}`, stop: () => undefined } as unknown as MediaStreamTrack;
}

function later(delayMs: number | undefined): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, delayMs ?? 0));
}

function answer<T>(how: Answer, value: T): Promise<T> {
  if (how === 'resolve') return Promise.resolve(value);
  if (how === 'never') return new Promise(() => undefined);
  if ('reject' in how) return Promise.reject(how.reject);
  throw how.throw;
}
