/**
 * `VoiceClient`: starts and controls a live voice call with an assistant,
 * squad or workflow (SPEC §1, §4 "Web call start (embedded client)").
 *
 * Each instance holds its own key, API URL, transport factory, emitter and
 * call; there is no module-level state, so two clients with different keys
 * never interfere. A custom element should own one client, subscribe to every
 * name in `VOICE_CLIENT_EVENT_NAMES` and re-dispatch each as `voice-<name>`.
 */
import type { FetchLike, JsonObject, PlatformConfig } from '../api/types.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import { DEFAULT_MAX_LISTENERS, Emitter, type Unsubscribe } from './emitter.ts';
import { VoiceClientError } from './errors.ts';
import type { VoiceClientEventName, VoiceClientEvents } from './events.ts';
import type { ClientHost, FinishReason } from './host.ts';
import { cleanText, encodeClientMessage, customerEndedCall, sayMessage, userTextMessage, type ClientMessage } from './messages.ts';
import type { MicGainEnvironment } from './mic-gain.ts';
import { buildWebCallPayload, describeInputs, type IdOrDefinition, type StartCallOptions } from './payload.ts';
import { isMobileUserAgent, MOBILE_PERMISSION_WAIT_MS } from './platform.ts';
import { Reporter } from './reporter.ts';
import { CallSession } from './session.ts';
import { trySend } from './session-wiring.ts';
import { createTransportFactory } from './select-transport.ts';
import { runStart } from './start-flow.ts';
import type { TransportFactory } from './transport.ts';
import type { TransportKind } from './transport-kind.ts';

/** Default API base URL. */
export const DEFAULT_API_URL = 'https://api.vapi.ai';
/** Default user name of the assistant's participant (SPEC §9). */
export const DEFAULT_ASSISTANT_SPEAKER_NAME = 'Vapi Speaker';
/** Default join time limit: 30 000 ms. daily-js has none (MEASURED.md). */
export const DEFAULT_JOIN_TIMEOUT_MS = 30_000;
/** Default wait for the audio observer and noise cancellation to confirm: 5000 ms. */
export const DEFAULT_SETUP_STEP_WAIT_MS = 5000;

/** Options of {@link VoiceClient}; all optional. */
export interface VoiceClientOptions {
  /** API origin (plus optional path prefix). Default `https://api.vapi.ai`. */
  readonly apiUrl?: string;
  /** `fetch` for `POST /call/web`; default `globalThis.fetch`, looked up per call. */
  readonly fetch?: FetchLike;
  /** Time limit of `POST /call/web` in ms (> 0). Default: the request core's 60 000. */
  readonly webCallTimeoutMs?: number;
  /** Time limit of joining the room in ms (> 0). Default 30 000. */
  readonly joinTimeoutMs?: number;
  /**
   * Makes the transport of each call. Default: `createTransportFactory()`,
   * which picks the WebSocket transport when the web call response carries
   * `transport.websocketCallUrl` and Daily when it carries `webCallUrl`.
   */
  readonly transportFactory?: TransportFactory;
  /**
   * Which transport `prefetch()` warms before the first call (with the
   * default factory): `daily` downloads the daily-js chunk; `websocket` and
   * `none` download nothing. After a call, the last call's kind is warmed.
   * Default: `daily` when `apiUrl` is Vapi's API (`https://api.vapi.ai`,
   * whose web calls are Daily rooms), `websocket` otherwise (the local
   * platform), so a WebSocket call never loads daily-js.
   */
  readonly prefetchTransport?: TransportKind | 'none';
  /** User name of the assistant's participant, whose audio is played. Default `Vapi Speaker`. */
  readonly assistantSpeakerName?: string;
  /** Leak-warning limit of listeners per event; `0` disables. Default 10 (SPEC §9). */
  readonly maxListeners?: number;
  /** Mobile detection for SPEC §4 step 6. Default: the user agent. */
  readonly isMobile?: () => boolean;
  /** Wait on mobile before joining, in ms. Default 1000 (SPEC §9). */
  readonly mobilePermissionWaitMs?: number;
  /** Longest wait for the audio observer and noise cancellation to confirm, in ms. Default 5000. */
  readonly setupStepWaitMs?: number;
  /** Browser hooks of the microphone gain; for tests. */
  readonly micGain?: MicGainEnvironment;
}

/** Where the client is: no call, `start()` running, or in a call. */
export type VoiceClientState = 'idle' | 'starting' | 'in-call';

/** A voice call client; see the module comment. */
export class VoiceClient {
  private readonly events: Emitter<VoiceClientEvents>;
  private readonly host: ClientHost;
  private readonly isMobile: () => boolean;
  private readonly micGainEnv: MicGainEnvironment;
  private session: CallSession | undefined;
  private teardown: Promise<void> | undefined;
  /** The last `volume-level` value (0..1), for {@link getOutputLevel} on transports without a live reading. */
  private lastVolume = 0;
  /** The microphone track opened by {@link setInputDevice}, stopped when replaced or at the end of the call. */
  private deviceTrack: MediaStreamTrack | undefined;

  /**
   * @param publicKey the platform's public client key, sent as bearer credential (SPEC §6).
   * @throws VoiceClientError `invalid-options` for an empty key or a bad time limit.
   */
  constructor(publicKey: string, options: VoiceClientOptions = {}) {
    if (typeof publicKey !== 'string' || publicKey.trim() === '') {
      throw VoiceClientError.invalidOptions('VoiceClient needs a non-empty public key.');
    }
    const label = 'voice-client';
    this.events = new Emitter<VoiceClientEvents>(label, options.maxListeners ?? DEFAULT_MAX_LISTENERS);
    this.isMobile = options.isMobile ?? (() => isMobileUserAgent());
    this.micGainEnv = options.micGain ?? {};
    const apiUrl = options.apiUrl ?? DEFAULT_API_URL;
    const apiConfig: PlatformConfig = {
      baseUrl: apiUrl,
      token: publicKey,
      ...(options.fetch ? { fetch: options.fetch } : {}),
    };
    this.host = {
      events: this.events,
      report: new Reporter(this.events, label),
      label,
      apiConfig,
      webCallTimeoutMs: positive('webCallTimeoutMs', options.webCallTimeoutMs),
      transportFactory:
        options.transportFactory ??
        createTransportFactory({ prefetch: options.prefetchTransport ?? (isVapiApi(apiUrl) ? 'daily' : 'websocket') }),
      assistantSpeakerName: options.assistantSpeakerName ?? DEFAULT_ASSISTANT_SPEAKER_NAME,
      joinTimeoutMs: positive('joinTimeoutMs', options.joinTimeoutMs) ?? DEFAULT_JOIN_TIMEOUT_MS,
      mobilePermissionWaitMs: options.mobilePermissionWaitMs ?? MOBILE_PERMISSION_WAIT_MS,
      setupStepWaitMs: positive('setupStepWaitMs', options.setupStepWaitMs) ?? DEFAULT_SETUP_STEP_WAIT_MS,
      pendingTeardown: () => this.teardown,
      finish: (session, reason) => this.finish(session, reason),
    };
  }

  /**
   * Adds a listener; returns the function that removes it (fits a React
   * `useEffect` cleanup). A listener that throws is logged and does not
   * affect the call. More than `maxListeners` on one event logs one warning.
   */
  on<K extends VoiceClientEventName>(event: K, listener: VoiceClientEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  /** Number of listeners on `event`, or on all events. */
  listenerCount(event?: VoiceClientEventName): number {
    return this.events.listenerCount(event);
  }

  /** `idle`, `starting` (inside `start()`), or `in-call` (started and not ended). */
  get state(): VoiceClientState {
    if (!this.session) return 'idle';
    return this.session.starting ? 'starting' : 'in-call';
  }

  /**
   * Warms the transport ahead of time, e.g. when the call button is hovered
   * or focused: for Daily, downloads the daily-js chunk (see
   * {@link VoiceClientOptions.prefetchTransport}). Never rejects.
   */
  prefetch(): Promise<void> {
    return (this.host.transportFactory.prefetch?.() ?? Promise.resolve()).catch(() => undefined);
  }

  /**
   * Starts a call (SPEC §4 "Web call start", steps 1–10). For each of
   * `assistant`, `squad` and `workflow`, a string is an id and an object an
   * inline definition (SPEC §5); at least one must be given. `options`
   * takes `@vapi-ai/web`'s start options (`roomDeleteOnUserLeaveEnabled`),
   * sent in the payload only when given.
   *
   * Emits `call-start-progress` per stage, then `call-start-success`. On
   * failure: a failed progress event, `call-start-failed`, an `error` event of
   * type `<stage>-error` (`validation-error` with stage `input-validation`
   * for missing input), cleanup, and `null`. While a call is starting or
   * running, it emits a failed `validation` progress event
   * (`{reason: 'already-started'}`) and returns `null`. `stop()` during any
   * stage makes it resolve `null` with nothing left behind.
   *
   * @returns the web call (SPEC §3 response fields), or `null`. Never rejects.
   */
  async start(
    assistant?: IdOrDefinition,
    assistantOverrides?: JsonObject,
    squad?: IdOrDefinition,
    workflow?: IdOrDefinition,
    workflowOverrides?: JsonObject,
    options?: StartCallOptions,
  ): Promise<WebCallResponse | null> {
    const { report } = this.host;
    const startedAt = Date.now();
    // Step 1: a call is already starting or running. Checked first, so a
    // stray start() during a call never emits an error that resets a UI.
    if (this.session) {
      report.failed(undefined, { reason: 'already-started' }, 'validation');
      return null;
    }
    const inputs = describeInputs(assistant, squad, workflow);
    const payload = buildWebCallPayload(assistant, assistantOverrides, squad, workflow, workflowOverrides, options);
    if (!payload) {
      report.failed(undefined, { reason: 'missing-assistant-squad-or-workflow' }, 'validation');
      const context = { ...inputs, isMobile: this.isMobile() };
      report.startFailed({ startedAt, context }, 'validation', VoiceClientError.missingInput(), 'input-validation');
      return null;
    }
    // Step 2: mark as started.
    const session = new CallSession(startedAt, inputs, this.isMobile(), this.speechSink(), this.micGainEnv);
    this.session = session;
    report.started(session, 'initialization', { ...inputs });
    report.completed(session, 'initialization');
    try {
      const webCall = await runStart(this.host, session, payload);
      if (session.finished) throw session.signal.reason;
      session.starting = false;
      this.events.emit('call-start-success', {
        totalDuration: Date.now() - startedAt,
        callId: webCall.id,
        timestamp: new Date().toISOString(),
      });
      return webCall;
    } catch (error) {
      if (!session.finished) {
        const failure = VoiceClientError.wrap('start-failed', error);
        report.failed(session, { error: failure.message });
        report.startFailed(session, session.stage, failure);
        await this.finish(session, 'failed');
      }
      await session.teardown;
      return null;
    } finally {
      session.starting = false;
    }
  }

  /**
   * Stops the call at any stage: no join happens afterwards, no audio plays,
   * the room is left and the call object destroyed, and a running `start()`
   * resolves `null`. During `start()` it emits a failed progress event for
   * the current stage with `{reason: 'stopped'}`; after joining, it emits
   * `speech-end` (if speaking), `call-end` and the ended `status-update`
   * (once). Safe to call at any time.
   *
   * @returns resolves when the teardown is done (bounded: daily's `destroy()`
   *   may never settle for a room that never answered). Never rejects.
   */
  stop(): Promise<void> {
    const session = this.session;
    if (session) return this.finish(session, 'stopped');
    return this.teardown ?? Promise.resolve();
  }

  /** Asks the server to end the call (an `end-call` message, when joined), then {@link stop}s. */
  end(): Promise<void> {
    const session = this.session;
    if (session) trySend(this.host, session, encodeClientMessage({ type: 'end-call' }));
    return this.stop();
  }

  /**
   * Sends a message to the call (JSON app message).
   * @returns `true` when sent; `false` when no room is joined.
   * @throws VoiceClientError `send-failed` when the room refuses it (e.g. too large).
   */
  send(message: ClientMessage): boolean {
    const session = this.session;
    if (!session?.joined || !session.transport) return false;
    try {
      session.transport.sendMessage(encodeClientMessage(message));
      return true;
    } catch (error) {
      throw VoiceClientError.wrap('send-failed', error, 'Sending the message failed');
    }
  }

  /**
   * Has the assistant say `message` (SPEC §3 "Say command"). Sends
   * `{type: 'say', message, endCallAfterSpoken, interruptionsEnabled,
   * interruptAssistantEnabled}`, every field present.
   * @returns as {@link send}.
   */
  say(message: string, endCallAfterSpoken = false, interruptionsEnabled = false, interruptAssistantEnabled = false): boolean {
    return this.send(sayMessage(message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled));
  }

  /**
   * Mutes or unmutes the microphone. Over Daily, the local audio track is
   * turned off; over the WebSocket transport, silent frames are sent in place
   * of the microphone's, so the server hears nothing.
   * @throws VoiceClientError `no-call`, 'Call object is not available.', with no call (SPEC §5).
   */
  setMuted(muted: boolean): void {
    this.requireTransport().setMicEnabled(!muted);
  }

  /** Whether the microphone is muted; `false` with no call. */
  isMuted(): boolean {
    const session = this.session;
    if (!session?.prepared || !session.transport) return false;
    return !session.transport.isMicEnabled();
  }

  /**
   * Sends text the visitor typed into the call as Vapi's `add-message`
   * (`{"type":"add-message","message":{"role":"user","content":…},
   * "triggerResponseEnabled":true}`), over either transport (Daily app
   * message or WebSocket text frame). The call goes on: typing never ends it.
   * Control characters are removed and the ends trimmed first.
   *
   * @returns the text as sent (cleaned).
   * @throws VoiceClientError `invalid-message` for empty text or text over
   *   1000 characters (nothing is sent); `no-call` with no joined call;
   *   `send-failed` when the transport refuses it.
   */
  sendText(text: string): string {
    const cleaned = cleanText(text);
    if (!cleaned.ok) throw new VoiceClientError('invalid-message', cleaned.error);
    if (!this.send(userTextMessage(cleaned.text))) throw VoiceClientError.noCall();
    return cleaned.text;
  }

  /** The local microphone's level now, 0..1 (0 with no call, while muted, or on a transport that cannot tell). */
  getInputLevel(): number {
    const session = this.session;
    if (!session?.joined || !session.transport?.inputLevel) return 0;
    return session.transport.inputLevel();
  }

  /** The assistant's output level now, 0..1 (the transport's live reading, else the last `volume-level`). */
  getOutputLevel(): number {
    const session = this.session;
    if (!session?.joined) return 0;
    return session.transport?.outputLevel?.() ?? this.lastVolume;
  }

  /**
   * Switches the microphone mid-call without ending it: opens `deviceId`
   * with `getUserMedia` (echo cancellation and noise suppression on) and
   * hands its track to the transport; the previous device's track is stopped.
   * The mute state is kept.
   *
   * @param deviceId a `MediaDeviceInfo.deviceId` of kind `audioinput`.
   * @throws VoiceClientError `no-call` with no call; `device-switch-failed`
   *   when the device cannot be opened or used (the call keeps its old one).
   */
  async setInputDevice(deviceId: string): Promise<void> {
    const transport = this.requireTransport();
    const media = globalThis.navigator?.mediaDevices;
    if (!media?.getUserMedia) throw new VoiceClientError('device-switch-failed', 'This browser cannot open a microphone.');
    let track: MediaStreamTrack | undefined;
    try {
      const stream = await media.getUserMedia({
        audio: { deviceId: { exact: deviceId }, echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
      track = stream.getAudioTracks()[0];
      if (!track) throw new Error('the device gave no audio track');
      if (this.session?.transport !== transport) throw VoiceClientError.noCall();
      const muted = !transport.isMicEnabled();
      await transport.setMicTrack(track);
      if (muted) transport.setMicEnabled(false);
    } catch (error) {
      track?.stop();
      if (error instanceof VoiceClientError && error.code === 'no-call') throw error;
      throw VoiceClientError.wrap('device-switch-failed', error, 'Switching the microphone failed');
    }
    this.deviceTrack?.stop();
    this.deviceTrack = track;
  }

  /**
   * Sets the microphone gain (linear: 1 = unchanged). The gain chain's
   * `AudioContext` is closed when the call ends. Works over both transports:
   * the boosted track replaces the call's microphone track.
   * @throws VoiceClientError `no-call`, 'Call object is not available.', with
   *   no call (SPEC §5); `mic-gain-failed` when capture or the chain fails.
   */
  async setMicGain(gain: number): Promise<void> {
    const transport = this.requireTransport();
    const session = this.session as CallSession;
    await session.micGain.set(gain, (track) => transport.setMicTrack(track));
  }

  private requireTransport(): NonNullable<CallSession['transport']> {
    const session = this.session;
    if (!session?.prepared || !session.transport || session.finished) throw VoiceClientError.noCall();
    return session.transport;
  }

  private speechSink(): ConstructorParameters<typeof CallSession>[3] {
    return {
      volume: (level) => {
        this.lastVolume = level;
        this.events.emit('volume-level', level);
      },
      speechStart: () => this.events.emit('speech-start'),
      speechEnd: () => this.events.emit('speech-end'),
    };
  }

  /**
   * Ends `session` once: a failed progress event if stopped mid-start; the
   * SPEC §4 "When the room is left" events if joined; then teardown.
   */
  private finish(session: CallSession, reason: FinishReason): Promise<void> {
    if (!session.finish()) return session.teardown ?? Promise.resolve();
    if (this.session === session) this.session = undefined;
    if (reason === 'stopped' && session.starting) this.host.report.failed(session, { reason: 'stopped' });
    for (const off of session.detach.splice(0)) off();
    const transport = session.transport;
    this.lastVolume = 0;
    this.deviceTrack?.stop();
    this.deviceTrack = undefined;
    if (session.joined) {
      session.joined = false;
      session.speech.stop(true);
      this.events.emit('call-end');
      if (!session.endedStatusSent) {
        session.endedStatusSent = true;
        this.events.emit('message', customerEndedCall());
      }
      if (session.videoRecordingEnabled) transport?.stopRecording();
    } else {
      session.speech.stop(false);
    }
    const teardown = Promise.all([session.micGain.close(), transport?.destroy()]).then(
      () => undefined,
      (error: unknown) => console.warn(`[${this.host.label}] teardown failed`, error),
    );
    session.teardown = teardown;
    this.teardown = teardown;
    void teardown.then(() => {
      if (this.teardown === teardown) this.teardown = undefined;
    });
    return teardown;
  }
}

/** True when `apiUrl` points at Vapi's own API host. */
function isVapiApi(apiUrl: string): boolean {
  try {
    return new URL(apiUrl).hostname === new URL(DEFAULT_API_URL).hostname;
  } catch {
    return false;
  }
}

function positive(name: string, value: number | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || Number.isNaN(value) || value <= 0) {
    throw VoiceClientError.invalidOptions(`${name} must be a number > 0, got ${String(value)}`);
  }
  return value;
}
