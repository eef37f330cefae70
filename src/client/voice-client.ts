/**
 * `VoiceClient`: starts and controls a live voice call with an assistant,
 * squad or workflow (SPEC §1, §4 "Web call start (embedded client)").
 *
 * Each instance holds its own key, API URL, transport factory, emitter and
 * call; there is no module-level state, so two clients with different keys
 * never interfere. A custom element should own one client, subscribe to every
 * name in `VOICE_CLIENT_EVENT_NAMES` and re-dispatch each as `voice-<name>`.
 */
import type { JsonObject } from '../api/types.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import { DEFAULT_MAX_LISTENERS, Emitter, type Unsubscribe } from './emitter.ts';
import { VoiceClientError } from './errors.ts';
import type { VoiceClientEventName, VoiceClientEvents } from './events.ts';
import type { ClientHost, FinishReason } from './host.ts';
import { InputDevice } from './input-device.ts';
import { cleanText, encodeClientMessage, sayMessage, userTextMessage, type ClientMessage } from './messages.ts';
import type { MicGainEnvironment } from './mic-gain.ts';
import { resolveSettings, type VoiceClientOptions } from './options.ts';
import { buildWebCallPayload, describeInputs, type IdOrDefinition, type StartCallOptions } from './payload.ts';
import { isMobileUserAgent } from './platform.ts';
import { Reporter } from './reporter.ts';
import { CallSession } from './session.ts';
import { endSession } from './session-end.ts';
import { trySend } from './session-wiring.ts';
import { startCall } from './start-flow.ts';

export type { VoiceClientOptions } from './options.ts';

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
  /** The microphone opened by {@link setInputDevice}, stopped when replaced or at the end of the call. */
  private readonly inputDevice = new InputDevice();

  /**
   * @param publicKey the platform's public client key, sent as bearer credential (SPEC §6).
   * @throws VoiceClientError `invalid-options` for an empty key or a bad time limit.
   */
  constructor(publicKey: string, options: VoiceClientOptions = {}) {
    const settings = resolveSettings(publicKey, options);
    const label = 'voice-client';
    this.events = new Emitter<VoiceClientEvents>(label, options.maxListeners ?? DEFAULT_MAX_LISTENERS);
    this.isMobile = options.isMobile ?? (() => isMobileUserAgent());
    this.micGainEnv = options.micGain ?? {};
    this.host = {
      ...settings,
      events: this.events,
      report: new Reporter(this.events, label),
      label,
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
    return startCall(this.host, session, payload);
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
    return session.transport?.outputLevel?.() ?? session.speech.volume;
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
    await this.inputDevice.switchTo(transport, deviceId, () => this.session?.transport === transport);
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
      volume: (level) => this.events.emit('volume-level', level),
      speechStart: () => this.events.emit('speech-start'),
      speechEnd: () => this.events.emit('speech-end'),
    };
  }

  /**
   * Ends `session` once (`session-end.ts`: the SPEC §4 "When the room is
   * left" events, then teardown) and forgets it; the returned teardown is
   * what a later call waits for (SPEC §4 step 4).
   */
  private finish(session: CallSession, reason: FinishReason): Promise<void> {
    if (!session.finish()) return session.teardown ?? Promise.resolve();
    if (this.session === session) this.session = undefined;
    this.inputDevice.release();
    const teardown = endSession(this.host, session, reason);
    this.teardown = teardown;
    void teardown.then(() => {
      if (this.teardown === teardown) this.teardown = undefined;
    });
    return teardown;
  }
}
