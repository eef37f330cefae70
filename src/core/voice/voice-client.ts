/**
 * `VoiceClient`: starts and controls a live voice call with an assistant,
 * squad or workflow (docs/behaviour.md §1, §4 "Web call start (embedded client)").
 *
 * Each instance holds its own key, API URL, transport factory, emitter and
 * call; there is no module-level state, so two clients with different keys
 * never interfere. A custom element should own one client, subscribe to every
 * name in `VOICE_CLIENT_EVENT_NAMES` and re-dispatch each as `voice-<name>`.
 */
import type { JsonObject } from '../api/types.ts';
import type { WebCallResponse } from '../api/web-call.ts';
import { CallControls } from './call-controls.ts';
import { CallStart, type CallSource } from './call-start.ts';
import { DEFAULT_MAX_LISTENERS, Emitter, type Unsubscribe } from './emitter.ts';
import { VoiceClientError } from './errors.ts';
import type { VoiceClientEventName, VoiceClientEvents } from './events.ts';
import {
  cleanText,
  encodeClientMessage,
  sayMessage,
  userTextMessage,
  type ClientMessage,
  type ServerMessageListener,
} from './messages.ts';
import type { MicGainEnvironment } from './mic-gain.ts';
import { resolveSettings, type ClientSettings, type VoiceClientOptions } from './options.ts';
import {
  buildWebCallPayload,
  describeInputs,
  type IdOrDefinition,
  type StartCallOptions,
  type StartInputs,
} from './payload.ts';
import { isMobileUserAgent } from './platform.ts';
import { Reporter, type ServerMessageEvents } from './reporter.ts';
import { resumeStateOf, type ResumeState } from './resume.ts';
import { CallSession, type FinishReason } from './session.ts';
import type { ToolAnswer } from './transport-descriptor.ts';

export type { VoiceClientOptions } from './options.ts';

/** Where the client is: no call, `start()` running, or in a call. */
export type VoiceClientState = 'idle' | 'starting' | 'in-call';

/** A voice call client; see the module comment. */
export class VoiceClient {
  private readonly events: Emitter<VoiceClientEvents>;
  /** The server's messages as read, for {@link onServerMessage}. */
  private readonly reads: Emitter<ServerMessageEvents>;
  private readonly report: Reporter;
  private readonly settings: ClientSettings;
  private readonly isMobile: () => boolean;
  private readonly micGainEnv: MicGainEnvironment;
  /** The call starting or running, if any. */
  private session: CallSession | undefined;
  /** The last call's teardown while it runs (start step 4 waits for it, `docs/voice-client.md` "Start sequence"). */
  private teardown: Promise<void> | undefined;
  /** Mute, levels, microphone and gain of the call in progress (`call-controls.ts`). */
  private readonly controls = new CallControls(() => this.session);

  /**
   * @param publicKey the platform's public client key, sent as bearer credential (docs/behaviour.md §6).
   * @throws VoiceClientError `invalid-options` for an empty key, a bad time limit or a bad transport list.
   */
  constructor(publicKey: string, options: VoiceClientOptions = {}) {
    this.settings = resolveSettings(publicKey, options);
    const label = 'voice-client';
    const maxListeners = options.maxListeners ?? DEFAULT_MAX_LISTENERS;
    this.events = new Emitter<VoiceClientEvents>(label, maxListeners);
    this.reads = new Emitter<ServerMessageEvents>(label, maxListeners);
    this.report = new Reporter(this.events, label, this.reads);
    this.isMobile = options.isMobile ?? (() => isMobileUserAgent());
    this.micGainEnv = options.micGain ?? {};
  }

  /**
   * Adds a listener; returns the function that removes it (fits a React
   * `useEffect` cleanup). A listener that throws is logged and does not
   * affect the call. More than `maxListeners` on one event logs one warning.
   */
  on<K extends VoiceClientEventName>(event: K, listener: VoiceClientEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  /**
   * Adds a listener of the server's messages as the client read them, once,
   * where they entered it: typed, discriminated on `type` (`ServerMessageRead`,
   * `messages.ts`). It is called just before the `message` event
   * of the same message, which carries the data as the platform sent it;
   * data that is no message of the protocol's union reaches only `message`.
   * Returns the function that removes the listener.
   */
  onServerMessage(listener: ServerMessageListener): Unsubscribe {
    return this.reads.on('read', listener);
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
    return (this.settings.transportFactory.prefetch?.() ?? Promise.resolve()).catch(
      () => undefined,
    );
  }

  /**
   * Starts a call (docs/behaviour.md §4 "Web call start", steps 1–10). For each of
   * `assistant`, `squad` and `workflow`, a string is an id and an object an
   * inline definition (docs/behaviour.md §5); at least one must be given. `options`
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
   * @returns the web call (docs/behaviour.md §3 response fields), or `null`. Never rejects.
   */
  async start(
    assistant?: IdOrDefinition,
    assistantOverrides?: JsonObject,
    squad?: IdOrDefinition,
    workflow?: IdOrDefinition,
    workflowOverrides?: JsonObject,
    options?: StartCallOptions,
  ): Promise<WebCallResponse | null> {
    const startedAt = Date.now();
    // Step 1 first: a stray start() during a call never emits an error that resets a UI.
    if (this.session) return this.refuseSecondStart();
    const inputs = describeInputs(assistant, squad, workflow);
    const payload = buildWebCallPayload(
      assistant,
      assistantOverrides,
      squad,
      workflow,
      workflowOverrides,
      options,
    );
    if (payload) return this.begin(this.open(startedAt, inputs), payload);
    this.report.failed(undefined, { reason: 'missing-assistant-squad-or-workflow' }, 'validation');
    const context = { ...inputs, isMobile: this.isMobile() };
    this.report.startFailed(
      { startedAt, context },
      'validation',
      VoiceClientError.missingInput(),
      'input-validation',
    );
    return null;
  }

  /**
   * Takes over a call that another page of the site left (docs/voice-client.md "Reconnect policy", `persist-call`): the same stages as {@link start}, without
   * creating a web call; `call-reconnecting` (`reason: 'page-change'`) before
   * the join and `call-reconnected` once the platform confirmed it. A call
   * the platform no longer holds ends with `connection-lost`.
   * @param state from {@link getResumeState} on the earlier page (check stored ones with `readResumeState`).
   * @returns as {@link start}.
   */
  async resume(state: ResumeState): Promise<WebCallResponse | null> {
    if (this.session) return this.refuseSecondStart();
    const session = this.open(Date.now(), {
      hasAssistant: true,
      hasSquad: false,
      hasWorkflow: false,
    });
    const webCall = await this.begin(session, { resume: state });
    // The stored mute state, applied once joined.
    if (webCall && state.muted && !session.finished) session.transport?.setMicEnabled(false);
    return webCall;
  }

  /** What another page needs to take this call over ({@link resume}), or undefined with no resumable call. */
  getResumeState(): ResumeState | undefined {
    const session = this.session;
    if (!session?.joined || !session.webCall || !session.descriptor || session.finished)
      return undefined;
    return resumeStateOf(
      session.descriptor,
      session.webCall,
      session.resumeToken,
      !(session.transport?.isMicEnabled() ?? true),
    );
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
    if (session) session.trySend(encodeClientMessage({ type: 'end-call' }));
    return this.stop();
  }

  /**
   * The page is going away for good (`pagehide`, the call not handed to
   * another page): posts `{"type":"end-call"}` to the call's
   * `monitor.controlUrl` with `navigator.sendBeacon` (a `text/plain` body,
   * which the browser delivers after the page is gone, where a message on
   * the call's connection may be lost with the page; docs/platform.md "Live call
   * control"), then {@link end}s. Without a control URL or `sendBeacon`, it
   * is {@link end}. Never rejects.
   */
  leavePage(): Promise<void> {
    const controlUrl = this.session?.webCall?.monitor?.controlUrl;
    if (
      controlUrl &&
      typeof navigator !== 'undefined' &&
      typeof navigator.sendBeacon === 'function'
    ) {
      try {
        navigator.sendBeacon(controlUrl, encodeClientMessage({ type: 'end-call' }));
      } catch (error) {
        console.warn(`[${this.report.label}] the end-call beacon was refused`, error);
      }
    }
    return this.end();
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
      if (error instanceof VoiceClientError && error.code === 'reconnect-queue-full') throw error;
      throw VoiceClientError.wrap('send-failed', error, 'Sending the message failed');
    }
  }

  /**
   * Has the assistant say `message` (docs/behaviour.md §3 "Say command"). Sends
   * `{type: 'say', message, endCallAfterSpoken, interruptionsEnabled,
   * interruptAssistantEnabled}`, every field present.
   * @returns as {@link send}.
   */
  say(
    message: string,
    endCallAfterSpoken = false,
    interruptionsEnabled = false,
    interruptAssistantEnabled = false,
  ): boolean {
    return this.send(
      sayMessage(message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled),
    );
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

  /**
   * Answers a client-side tool call of the assistant (docs/voice-client.md "Tools"; `docs/platform.md` "Tool results"), in the form the call's
   * transport defines (`TransportDescriptor.toolResultMessage`). On the
   * platform's WebSocket transport (the local platform) it sends
   * `{"type":"tool-call-result","toolCallId",…,"result"|"error"}`, which the
   * dialogue continues from. On Daily (Vapi), whose client tools cannot
   * return results, it sends Vapi's documented workaround instead: an
   * `add-message` with role `system` naming the tool, its call id and the
   * result (or the failure), with `triggerResponseEnabled: true`.
   *
   * @param toolCallId the call's id (`voice-tool-call` `detail.id`).
   * @param name the tool's name.
   * @param answer `{ result }` or `{ error }`: a string of at most 4096 bytes of UTF-8 (checked by the caller).
   * @returns as {@link send}.
   * @throws as {@link send}.
   */
  sendToolResult(toolCallId: string, name: string, answer: ToolAnswer): boolean {
    // No transport known yet: no room joined either, so nothing could be sent.
    const descriptor = this.session?.descriptor;
    return descriptor ? this.send(descriptor.toolResultMessage(toolCallId, name, answer)) : false;
  }

  /** Starts call audio the browser kept suspended, from a tap; whether it now plays ({@link CallControls.resumeAudio}). */
  resumeAudio(): Promise<boolean> {
    return this.controls.resumeAudio();
  }

  /** Mutes or unmutes the microphone ({@link CallControls.setMuted}). @throws VoiceClientError `no-call` with no call. */
  setMuted(muted: boolean): void {
    this.controls.setMuted(muted);
  }

  /** Whether the microphone is muted; `false` with no call. */
  isMuted(): boolean {
    return this.controls.isMuted();
  }

  /** The microphone's level now, 0..1 ({@link CallControls.getInputLevel}). */
  getInputLevel(): number {
    return this.controls.getInputLevel();
  }

  /** The assistant's output level now, 0..1 ({@link CallControls.getOutputLevel}). */
  getOutputLevel(): number {
    return this.controls.getOutputLevel();
  }

  /** Switches the microphone mid-call ({@link CallControls.setInputDevice}). @throws VoiceClientError `no-call`, `device-switch-failed`. */
  setInputDevice(deviceId: string): Promise<void> {
    return this.controls.setInputDevice(deviceId);
  }

  /** Whether the call's audio can go to a chosen output device in this browser ({@link CallControls.canSetOutputDevice}); false with no call. */
  canSetOutputDevice(): boolean {
    return this.controls.canSetOutputDevice();
  }

  /** Plays the assistant through another output device mid-call, `''` = default ({@link CallControls.setOutputDevice}). @throws VoiceClientError `no-call`, `device-switch-failed`. */
  setOutputDevice(deviceId: string): Promise<void> {
    return this.controls.setOutputDevice(deviceId);
  }

  /** Sets the linear microphone gain ({@link CallControls.setMicGain}). @throws VoiceClientError `no-call`, `mic-gain-failed`. */
  setMicGain(gain: number): Promise<void> {
    return this.controls.setMicGain(gain);
  }

  /** A second `start()`/`resume()` while a call starts or runs: one failed `validation` event, `null`. */
  private refuseSecondStart(): Promise<null> {
    this.report.failed(undefined, { reason: 'already-started' }, 'validation');
    return Promise.resolve(null);
  }

  /** Step 2: a new session in the client's slot. */
  private open(startedAt: number, inputs: StartInputs): CallSession {
    this.session = new CallSession(
      this.report,
      (ended, reason) => this.finish(ended, reason),
      startedAt,
      inputs,
      this.isMobile(),
      this.micGainEnv,
    );
    return this.session;
  }

  /** Runs the start of `session` (`call-start.ts`). */
  private begin(session: CallSession, source: CallSource): Promise<WebCallResponse | null> {
    return new CallStart(session, this.settings, () => this.teardown).run(source);
  }

  /**
   * Ends `session` once (`CallSession.end`: the end-of-call events of
   * `docs/voice-client.md` "Events", then teardown) and forgets it; the returned teardown is
   * what a later call waits for (docs/behaviour.md §4 step 4).
   */
  private finish(session: CallSession, reason: FinishReason): Promise<void> {
    if (!session.markFinished()) return session.teardown ?? Promise.resolve();
    if (this.session === session) this.session = undefined;
    this.controls.callEnded();
    const teardown = session.end(reason);
    this.teardown = teardown;
    void teardown.then(() => {
      if (this.teardown === teardown) this.teardown = undefined;
    });
    return teardown;
  }
}
