/**
 * The Daily transport: one daily-js call object per call, behind the
 * {@link Transport} interface.
 *
 * Designed around what MEASURED.md found in daily-js 0.92:
 * - daily-js is imported lazily (see `loader.ts`) and loaded with
 *   `dailyConfig.avoidEval: true`, so pages with a strict CSP work.
 * - `join()` rejects with plain strings; they are wrapped in
 *   `VoiceClientError`s that keep the string as `cause`.
 * - A fatal `error` event during `join()` rejects the join at once, instead
 *   of waiting for daily's own rejection (which may never come).
 * - `join()`, `leave()` and `destroy()` can stay pending forever; every
 *   wait is raced against the caller's signal, and `destroy()` waits at most
 *   `destroyTimeoutMs`.
 * - Room options are validated before `createCallObject()` and passed to
 *   `join()`. Instances are created with `allowMultipleCallInstances: true`,
 *   so a previous call object whose `destroy()` never settled (a room that
 *   never answered) or another client's call cannot make this one fail with
 *   'Duplicate DailyIframe instances are not allowed'.
 */
import type { DailyEventObject, DailyParticipant } from '@daily-co/daily-js';
import { invoke, raceAbort, settleWithin } from '../abort.ts';
import { Emitter, type Unsubscribe } from '../emitter.ts';
import { VoiceClientError } from '../errors.ts';
import type { RoomAccess, Transport, TransportContext, TransportEvents, TransportFactory } from '../transport.ts';
import { AudioSink, type AudioSinkOptions } from './audio-sink.ts';
import type { DailyCallLike, DailyLoader } from './call-like.ts';
import { LazyDaily } from './loader.ts';
import { validateRoomOptions, type DailyRoomOptions } from './room-options.ts';

/** Options of {@link createDailyTransportFactory}. */
export interface DailyTransportOptions {
  /** Loads daily-js; default a dynamic `import('@daily-co/daily-js')`. Tests pass a fake. */
  readonly loadDaily?: DailyLoader;
  /** Call-room options (SPEC §3), validated per SPEC §5 when the factory is made and again before each call. */
  readonly roomOptions?: DailyRoomOptions;
  /** Microphone: `true` (default device), a device id, a track, or `false`. Default `true`. */
  readonly audioSource?: boolean | string | MediaStreamTrack;
  /** Where the assistant's `<audio>` element goes; default `document.body`. */
  readonly audio?: AudioSinkOptions;
  /** Longest wait, in milliseconds, for daily's `destroy()` before giving up on it. Default 2000. */
  readonly destroyTimeoutMs?: number;
}

/** Default of {@link DailyTransportOptions.destroyTimeoutMs}. */
export const DEFAULT_DESTROY_TIMEOUT_MS = 2000;

/** Video recording settings (SPEC §4 step 8, §9 "Video recording"). */
export const RECORDING_OPTIONS = { width: 1280, height: 720, layout: { preset: 'default' } } as const;

/**
 * A {@link TransportFactory} that makes one {@link DailyTransport} per call.
 * daily-js is loaded once per factory, on the first call or on `prefetch()`.
 * @throws VoiceClientError `invalid-room-options` at once for bad `roomOptions`.
 */
export function createDailyTransportFactory(options: DailyTransportOptions = {}): Required<TransportFactory> {
  if (options.roomOptions) validateRoomOptions(options.roomOptions);
  const daily = new LazyDaily(options.loadDaily);
  return {
    create: (context) => new DailyTransport(context, daily, options),
    prefetch: () => daily.prefetch(),
  };
}

/** One call over daily-js. Build it through {@link createDailyTransportFactory}. */
export class DailyTransport implements Transport {
  private readonly events = new Emitter<TransportEvents>('daily-transport', 0);
  private readonly sink: AudioSink;
  private readonly detach: Unsubscribe[] = [];
  private readonly subscribed = new Set<string>();
  private call: DailyCallLike | undefined;
  private joined = false;
  private destroyed: Promise<void> | undefined;
  private failJoin: ((error: VoiceClientError) => void) | undefined;

  constructor(
    private readonly context: TransportContext,
    private readonly daily: LazyDaily,
    private readonly options: DailyTransportOptions = {},
  ) {
    this.sink = new AudioSink(options.audio);
  }

  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  async prepare(signal: AbortSignal): Promise<void> {
    const room = this.options.roomOptions ?? {};
    validateRoomOptions(room);
    let factory;
    try {
      factory = await raceAbort(this.daily.load(), signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw VoiceClientError.wrap('sdk-load-failed', error, 'Could not load daily-js');
    }
    if (this.destroyed || signal.aborted) throw signal.reason ?? VoiceClientError.stopped();
    try {
      this.call = factory.createCallObject({
        audioSource: this.options.audioSource ?? true,
        videoSource: this.context.videoRecordingEnabled,
        dailyConfig: { ...room.dailyConfig, avoidEval: true },
        allowMultipleCallInstances: true,
      });
    } catch (error) {
      throw VoiceClientError.wrap('call-object-failed', error, 'Could not create the call object');
    }
    this.wire(this.call);
  }

  async join(room: RoomAccess, signal: AbortSignal): Promise<void> {
    const call = this.requireCall();
    const { userName, userData, inputSettings, sendSettings, receiveSettings } = this.options.roomOptions ?? {};
    const early = new Promise<never>((_resolve, reject) => {
      this.failJoin = reject;
    });
    try {
      const joining = invoke(() =>
        call.join({
          ...definedOnly({ userName, userData, inputSettings, sendSettings, receiveSettings }),
          url: room.url,
          ...(room.token ? { token: room.token } : {}),
          subscribeToTracksAutomatically: false,
        }),
      );
      await raceAbort(Promise.race([joining, early]), signal);
    } catch (error) {
      if (signal.aborted) throw signal.reason;
      throw VoiceClientError.wrap('join-failed', error, 'Joining the call room failed');
    } finally {
      this.failJoin = undefined;
    }
    if (this.destroyed) throw VoiceClientError.stopped();
    this.joined = true;
    // Participants already in the room get no participant-joined event.
    for (const participant of Object.values(call.participants() ?? {})) this.maybeSubscribe(participant);
  }

  startRecording(): void {
    this.requireCall().startRecording({ ...RECORDING_OPTIONS, layout: { ...RECORDING_OPTIONS.layout } });
  }

  stopRecording(): void {
    try {
      this.call?.stopRecording();
    } catch (error) {
      console.warn('[daily-transport] stopRecording failed', error);
    }
  }

  async startAudioLevelObserver(intervalMs: number): Promise<void> {
    const call = this.requireCall();
    await invoke(() => call.startRemoteParticipantsAudioLevelObserver(intervalMs));
    // The microphone meter of the live panel; a failure here must not fail the stage.
    if (call.startLocalAudioLevelObserver) {
      await invoke(() => call.startLocalAudioLevelObserver?.(intervalMs)).catch((error: unknown) =>
        console.warn('[daily-transport] the local audio level observer did not start', error),
      );
    }
  }

  /** The local microphone level, 0..1 (daily's local observer; 0 before it runs or while muted). */
  inputLevel(): number {
    const call = this.call;
    if (!call?.getLocalAudioLevel || !call.localAudio()) return 0;
    const level = call.getLocalAudioLevel();
    return Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : 0;
  }

  async enableNoiseCancellation(): Promise<void> {
    const call = this.requireCall();
    await invoke(() => call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }));
  }

  sendMessage(data: string): void {
    this.requireCall().sendAppMessage(data);
  }

  setMicEnabled(enabled: boolean): void {
    this.requireCall().setLocalAudio(enabled);
  }

  isMicEnabled(): boolean {
    return this.call ? this.call.localAudio() : false;
  }

  async setMicTrack(track: MediaStreamTrack): Promise<void> {
    const call = this.requireCall();
    await invoke(() => call.setInputDevicesAsync({ audioSource: track }));
  }

  destroy(): Promise<void> {
    if (this.destroyed) return this.destroyed;
    this.failJoin?.(VoiceClientError.stopped());
    for (const off of this.detach.splice(0)) off();
    this.events.clear();
    this.sink.dispose();
    this.subscribed.clear();
    this.joined = false;
    const call = this.call;
    this.call = undefined;
    if (!call) {
      this.destroyed = Promise.resolve();
      return this.destroyed;
    }
    // A join that was pending when we gave up may still complete: leave again then.
    const leaveLateJoin = (): void => {
      invoke(() => call.leave()).catch(() => undefined);
    };
    call.on('joined-meeting', leaveLateJoin);
    const done = invoke(() => call.destroy())
      .catch((error: unknown) => console.warn('[daily-transport] destroy failed', error))
      .then(() => {
        try {
          call.off('joined-meeting', leaveLateJoin);
        } catch {
          // Already destroyed: nothing to detach.
        }
      });
    this.destroyed = settleWithin(done, this.options.destroyTimeoutMs ?? DEFAULT_DESTROY_TIMEOUT_MS);
    return this.destroyed;
  }

  private requireCall(): DailyCallLike {
    if (!this.call) throw VoiceClientError.noCall();
    return this.call;
  }

  /** Adds every daily-js listener; each is removed again by `destroy()`. */
  private wire(call: DailyCallLike): void {
    const listen = <T extends Parameters<DailyCallLike['on']>[0]>(
      event: T,
      handler: (event: DailyEventObject<T> | undefined) => void,
    ): void => {
      call.on(event, handler);
      this.detach.push(() => call.off(event, handler));
    };
    listen('error', (event) => {
      const error = VoiceClientError.wrap(
        this.joined ? 'room-error' : 'join-failed',
        event ?? 'Unknown call-room error',
        this.joined ? 'Fatal call-room error' : 'Joining the call room failed',
        event,
      );
      if (this.failJoin) this.failJoin(error);
      else if (this.joined) this.events.emit('fatal-error', error);
      else console.warn('[daily-transport] call-room error outside a call', error);
    });
    listen('left-meeting', () => {
      if (this.failJoin) {
        this.failJoin(new VoiceClientError('join-failed', 'The call room was left while joining.'));
      } else if (this.joined) {
        this.joined = false;
        this.events.emit('left');
      }
    });
    listen('nonfatal-error', (event) => {
      if (event?.type === 'audio-processor-error') this.recoverAudioProcessor();
    });
    listen('camera-error', (event) => {
      this.events.emit('camera-error', {
        cameraErrorType: typeof event?.error?.type === 'string' ? event.error.type : 'unknown',
        error: VoiceClientError.wrap('camera-error', event ?? 'Unknown camera error', 'Camera or microphone error', event),
        ...(typeof event?.errorMsg?.audioOk === 'boolean' ? { audioOk: event.errorMsg.audioOk } : {}),
        ...(typeof event?.errorMsg?.videoOk === 'boolean' ? { videoOk: event.errorMsg.videoOk } : {}),
      });
    });
    listen('network-quality-change', (event) => {
      if (!event) return;
      this.events.emit('network-quality-change', {
        quality: event.quality,
        threshold: event.threshold,
        networkState: event.networkState ?? 'unknown',
      });
    });
    listen('network-connection', (event) => {
      if (event) this.events.emit('network-connection', { connectionType: event.type, event: event.event });
    });
    listen('participant-joined', (event) => this.maybeSubscribe(event?.participant));
    listen('participant-updated', (event) => this.maybeSubscribe(event?.participant));
    listen('participant-left', (event) => {
      if (!event) return;
      this.subscribed.delete(event.participant.session_id);
      this.sink.remove(event.participant.session_id);
    });
    listen('track-started', (event) => {
      if (!event?.participant || !this.isAssistant(event.participant) || event.track.kind !== 'audio') return;
      this.playAssistant(event.participant.session_id, event.track);
    });
    listen('track-stopped', (event) => {
      if (event?.participant && event.track.kind === 'audio') this.sink.remove(event.participant.session_id);
    });
    listen('app-message', (event) => {
      if (event) this.events.emit('app-message', event.data);
    });
    listen('remote-participants-audio-level', (event) => {
      if (!event) return;
      let sum = 0;
      for (const level of Object.values(event.participantsAudioLevel)) if (Number.isFinite(level)) sum += level;
      this.events.emit('remote-audio-level', sum);
    });
    listen('recording-started', () => this.events.emit('recording-started'));
  }

  private isAssistant(participant: DailyParticipant): boolean {
    return !participant.local && participant.user_name === this.context.assistantSpeakerName;
  }

  /** Subscribes to the assistant participant's audio (and video when wanted), once per participant. */
  private maybeSubscribe(participant: DailyParticipant | undefined): void {
    const call = this.call;
    if (!call || !participant || !this.isAssistant(participant) || this.subscribed.has(participant.session_id)) return;
    this.subscribed.add(participant.session_id);
    const video = this.context.videoRecordingEnabled || this.context.assistantVideoEnabled;
    try {
      call.updateParticipant(participant.session_id, { setSubscribedTracks: { audio: true, video } });
    } catch (error) {
      this.subscribed.delete(participant.session_id);
      console.warn('[daily-transport] could not subscribe to the assistant', error);
    }
  }

  private playAssistant(participantId: string, track: MediaStreamTrack): void {
    this.sink.play(participantId, track).then(
      (playing) => {
        if (playing && !this.destroyed) this.events.emit('assistant-audio-started');
      },
      (error: unknown) => {
        if (this.destroyed) return;
        this.events.emit('warning', {
          type: 'audio-playback-error',
          error: VoiceClientError.wrap('audio-playback-failed', error, "The assistant's audio could not be played"),
        });
      },
    );
  }

  /** SPEC §4: on a nonfatal audio-processor error, switch the processor to none and re-enable local audio. */
  private recoverAudioProcessor(): void {
    const call = this.call;
    if (!call) return;
    invoke(() => call.updateInputSettings({ audio: { processor: { type: 'none' } } }))
      .then(() => {
        if (this.call === call) call.setLocalAudio(true);
      })
      .catch((error: unknown) => {
        if (this.destroyed) return;
        this.events.emit('warning', {
          type: 'audio-processor-recovery-error',
          error: VoiceClientError.wrap('audio-processing-failed', error, 'Switching the audio processor to none failed'),
        });
      });
  }
}

function definedOnly<T extends { readonly [key: string]: unknown }>(record: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(record) as (keyof T)[]) {
    if (record[key] !== undefined) out[key] = record[key];
  }
  return out;
}
