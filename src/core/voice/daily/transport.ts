/**
 * The Daily transport: one daily-js call object per call. Built around `docs/voice-client.md`
 * "daily-js facts designed for": a lazy import with `avoidEval: true`, string rejections wrapped,
 * every wait raced against the signal and `destroy()` bounded, since daily-js calls can hang.
 */
import type { DailyParticipant } from '@daily-co/daily-js';
import { invoke, raceAbortAs, settleWithin } from '../abort.ts';
import { Emitter, type Unsubscribe } from '../emitter.ts';
import { VoiceClientError } from '../errors.ts';
import { definedOnly } from '../../util/records.ts';
import type {
  RoomAccess,
  Transport,
  TransportContext,
  TransportEvents,
  TransportFactory,
} from '../transport.ts';
import { AssistantMedia } from './assistant-media.ts';
import { AudioSink } from './audio-sink.ts';
import { listenToCall } from './call-events.ts';
import { ConnectionWatch } from './connection-watch.ts';
import type { DailyCallLike } from './call-like.ts';
import { admitDailyBundle, dailyBundlePrefixes } from './trusted-types.ts';
import { LazyDaily } from './loader.ts';
import {
  DEFAULT_DESTROY_TIMEOUT_MS,
  RECORDING_OPTIONS,
  type DailyTransportOptions,
} from './options.ts';
import { validateRoomOptions } from './room-options.ts';

/**
 * A {@link TransportFactory} of one {@link DailyTransport} per call; daily-js loads once per factory.
 * @throws VoiceClientError `invalid-room-options` at once for bad `roomOptions`.
 */
export function createDailyTransportFactory(
  options: DailyTransportOptions = {},
): Required<TransportFactory> {
  if (options.roomOptions) validateRoomOptions(options.roomOptions);
  const daily = new LazyDaily(options.loadDaily);
  return {
    create: (context) => new DailyTransport(context, daily, options),
    prefetch: () => daily.prefetch(),
  };
}

/** One call over daily-js; methods without a comment behave as {@link Transport} documents them. */
class DailyTransport implements Transport {
  private readonly events = new Emitter<TransportEvents>('daily-transport', 0);
  private readonly assistant: AssistantMedia;
  /** The microphone state last asked for, kept when the audio processor recovers. */
  private micWanted = true;
  private readonly detach: Unsubscribe[] = [];
  private call: DailyCallLike | undefined;
  private joined = false;
  private destroyed: Promise<void> | undefined;
  private failJoin: ((error: VoiceClientError) => void) | undefined;

  constructor(
    private readonly context: TransportContext,
    private readonly daily: LazyDaily,
    private readonly options: DailyTransportOptions = {},
  ) {
    this.assistant = new AssistantMedia(context, options.audio, {
      playing: () => {
        if (!this.destroyed) this.events.emit('assistant-audio-started');
      },
      failed: (error) => {
        if (this.destroyed) return;
        this.events.emit('warning', {
          type: 'audio-playback-error',
          error: VoiceClientError.wrap(
            'audio-playback-failed',
            error,
            "The assistant's audio could not be played",
          ),
        });
      },
    });
  }

  on<K extends keyof TransportEvents>(event: K, listener: TransportEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  /**
   * Loads daily-js and creates the call object (docs/behaviour.md §4 step 5).
   * @throws VoiceClientError `invalid-room-options`, `sdk-load-failed`, `call-object-failed`, `stopped`, or `signal.reason`.
   */
  async prepare(signal: AbortSignal): Promise<void> {
    const room = this.options.roomOptions ?? {};
    validateRoomOptions(room);
    const factory = await raceAbortAs(
      this.daily.load(),
      signal,
      'sdk-load-failed',
      'Could not load daily-js',
    );
    if (this.destroyed || signal.aborted) throw signal.reason ?? VoiceClientError.stopped();
    // Under Trusted Types, daily-js's own <script src> needs a default policy (trusted-types.ts).
    admitDailyBundle(
      dailyBundlePrefixes(room.dailyConfig as Parameters<typeof dailyBundlePrefixes>[0]),
    );
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

  /**
   * Joins without automatic track subscription (docs/behaviour.md §4 step 7).
   * @throws VoiceClientError `join-failed` (daily's rejection as `cause`), `no-call`, `stopped`, or `signal.reason`.
   */
  async join(room: RoomAccess, signal: AbortSignal): Promise<void> {
    const call = this.requireCall();
    const { userName, userData, inputSettings, sendSettings, receiveSettings } =
      this.options.roomOptions ?? {};
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
          // Muted before the join (push-to-talk, released): the microphone track starts off, nothing is sent.
          ...(this.micWanted ? {} : { startAudioOff: true }),
        }),
      );
      await raceAbortAs(
        Promise.race([joining, early]),
        signal,
        'join-failed',
        'Joining the call room failed',
      );
    } finally {
      this.failJoin = undefined;
    }
    if (this.destroyed) throw VoiceClientError.stopped();
    this.joined = true;
    // Participants already in the room get no participant-joined event.
    for (const participant of Object.values(call.participants() ?? {}))
      this.maybeSubscribe(participant);
  }

  startRecording(): void {
    this.requireCall().startRecording({
      ...RECORDING_OPTIONS,
      layout: { ...RECORDING_OPTIONS.layout },
    });
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

  /** The microphone level, 0..1 (daily's local observer; 0 before it runs or while muted). */
  inputLevel(): number {
    const call = this.call;
    if (!call?.getLocalAudioLevel || !call.localAudio()) return 0;
    const level = call.getLocalAudioLevel();
    return Number.isFinite(level) ? Math.min(1, Math.max(0, level)) : 0;
  }

  async enableNoiseCancellation(): Promise<void> {
    const call = this.requireCall();
    await invoke(() =>
      call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } }),
    );
  }

  sendMessage(data: string): void {
    this.requireCall().sendAppMessage(data);
  }

  setMicEnabled(enabled: boolean): void {
    this.requireCall().setLocalAudio(enabled);
    this.micWanted = enabled;
  }

  isMicEnabled(): boolean {
    return this.call ? this.call.localAudio() : false;
  }

  /** `setSinkId` on the assistant's `<audio>` elements: not in WebKit. */
  canSetOutputDevice(): boolean {
    return AudioSink.canRoute();
  }

  /**
   * `setSinkId` on this transport's own `<audio>` elements: daily-js's `setOutputDeviceAsync` routes
   * only the elements daily-js creates.
   */
  setOutputDevice(deviceId: string): Promise<void> {
    return this.assistant.setOutputDevice(deviceId);
  }

  /** Mutes the assistant's `<audio>` elements, now and later in the call (a held call). */
  setOutputMuted(muted: boolean): void {
    this.assistant.setMuted(muted);
  }

  async setMicTrack(track: MediaStreamTrack): Promise<void> {
    const call = this.requireCall();
    await invoke(() => call.setInputDevicesAsync({ audioSource: track }));
  }

  /** Destroys the call object (a join that completes later is left again). Idempotent; bounded; never rejects. */
  destroy(): Promise<void> {
    if (this.destroyed) return this.destroyed;
    this.failJoin?.(VoiceClientError.stopped());
    for (const off of this.detach.splice(0)) off();
    this.events.clear();
    this.assistant.dispose();
    this.joined = false;
    const call = this.call;
    this.call = undefined;
    if (!call) {
      this.destroyed = Promise.resolve();
      return this.destroyed;
    }
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
    this.destroyed = settleWithin(
      done,
      this.options.destroyTimeoutMs ?? DEFAULT_DESTROY_TIMEOUT_MS,
    );
    return this.destroyed;
  }

  private requireCall(): DailyCallLike {
    if (!this.call) throw VoiceClientError.noCall();
    return this.call;
  }

  /** Adds every daily-js listener; `destroy()` removes them. */
  private wire(call: DailyCallLike): void {
    let watch: ConnectionWatch | undefined;
    const detach = listenToCall(call, this.events, {
      error: (event) => {
        const error = VoiceClientError.wrap(
          !this.joined ? 'join-failed' : watch?.interrupted ? 'connection-lost' : 'room-error',
          event ?? 'Unknown call-room error',
          this.joined ? 'Fatal call-room error' : 'Joining the call room failed',
          event,
        );
        if (this.failJoin) this.failJoin(error);
        else if (this.joined) this.events.emit('fatal-error', error);
        else console.warn('[daily-transport] call-room error outside a call', error);
      },
      left: () => {
        if (this.failJoin) {
          this.failJoin(
            new VoiceClientError('join-failed', 'The call room was left while joining.'),
          );
        } else if (this.joined) {
          this.joined = false;
          this.events.emit('left');
        }
      },
      audioProcessorError: () => this.recoverAudioProcessor(),
      participant: (participant) => this.maybeSubscribe(participant),
      participantLeft: (sessionId) => this.assistant.participantLeft(sessionId),
      audioTrackStarted: (participant, track) => this.assistant.trackStarted(participant, track),
      audioTrackStopped: (sessionId) => this.assistant.trackStopped(sessionId),
    });
    // After listenToCall: `network-connection` is forwarded before it becomes a reconnect state.
    const connection = (watch = new ConnectionWatch(call, this.events, {
      isAssistant: (participant) => this.assistant.isAssistant(participant),
      giveUp: (error) => {
        if (this.joined) this.events.emit('fatal-error', error);
      },
    }));
    this.detach.push(...detach, () => connection.stop());
  }

  private maybeSubscribe(participant: DailyParticipant | undefined): void {
    if (this.call) this.assistant.subscribe(this.call, participant);
  }

  /**
   * docs/behaviour.md §4: on a nonfatal audio-processor error, switch the processor to none and
   * re-enable local audio, unless muted (push-to-talk released: nothing may reach the platform).
   */
  private recoverAudioProcessor(): void {
    const call = this.call;
    if (!call) return;
    invoke(() => call.updateInputSettings({ audio: { processor: { type: 'none' } } }))
      .then(() => {
        if (this.call === call && this.micWanted) call.setLocalAudio(true);
      })
      .catch((error: unknown) => {
        if (this.destroyed) return;
        this.events.emit('warning', {
          type: 'audio-processor-recovery-error',
          error: VoiceClientError.wrap(
            'audio-processing-failed',
            error,
            'Switching the audio processor to none failed',
          ),
        });
      });
  }
}
