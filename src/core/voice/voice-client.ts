/**
 * `VoiceClient`: starts and controls a live voice call (docs/behaviour.md §4 "Web call start
 * (embedded client)"; `docs/voice-client.md`). Each instance holds its own state, so two clients
 * with different keys never interfere.
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
import type { ToolAnswer } from '../protocol/client-messages.ts';

export type { VoiceClientOptions } from './options.ts';

/** Where the client is: no call, `start()` running, or in a call. */
export type VoiceClientState = 'idle' | 'starting' | 'in-call';

/** A voice call client (`docs/voice-client.md`). */
export class VoiceClient {
  private readonly events: Emitter<VoiceClientEvents>;
  private readonly reads: Emitter<ServerMessageEvents>;
  private readonly report: Reporter;
  private readonly settings: ClientSettings;
  private readonly isMobile: () => boolean;
  private readonly micGainEnv: MicGainEnvironment;
  private session: CallSession | undefined;
  /** The last call's teardown while it runs; start step 4 waits for it. */
  private teardown: Promise<void> | undefined;
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

  /** Adds a listener; returns its remover. A throwing listener is logged, the call goes on. */
  on<K extends VoiceClientEventName>(event: K, listener: VoiceClientEvents[K]): Unsubscribe {
    return this.events.on(event, listener);
  }

  /**
   * Adds a listener of the server's messages as read (`ServerMessageRead`), called just before
   * the `message` event of the same message. Returns its remover.
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

  /** Warms the transport (for Daily, downloads daily-js) on hover or focus. Never rejects. */
  prefetch(): Promise<void> {
    return (this.settings.transportFactory.prefetch?.() ?? Promise.resolve()).catch(
      () => undefined,
    );
  }

  /**
   * Starts a call (docs/behaviour.md §4 "Web call start"); a string is an id, an object an inline
   * definition. Emits the start events of `docs/voice-client.md` "Start sequence".
   * @returns the web call, or `null` on failure, stop or a second start. Never rejects.
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
   * Takes over a call another page left (docs/voice-client.md "Reconnect policy", `persist-call`):
   * the stages of {@link start} without creating a web call, plus `call-reconnecting`/`-reconnected`.
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
   * Stops the call at any stage; a running `start()` resolves `null`.
   * @returns resolves when the bounded teardown is done. Never rejects.
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
   * The page is going away for good: posts `end-call` to `monitor.controlUrl` by `sendBeacon`
   * (delivered after the page is gone; docs/platform.md "Live call control"), then {@link end}s.
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
   * Sends a message to the call.
   * @returns `false` when no room is joined.
   * @throws VoiceClientError `send-failed`, or `reconnect-queue-full` while reconnecting.
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

  /** Has the assistant say `message` (docs/behaviour.md §3 "Say command"). @returns as {@link send}. */
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
   * Sends typed text as Vapi's `add-message` (role `user`, `triggerResponseEnabled`), cleaned.
   * @returns the text as sent.
   * @throws VoiceClientError `invalid-message` (empty or over 1000 characters), `no-call`, `send-failed`.
   */
  sendText(text: string): string {
    const cleaned = cleanText(text);
    if (!cleaned.ok) throw new VoiceClientError('invalid-message', cleaned.error);
    if (!this.send(userTextMessage(cleaned.text))) throw VoiceClientError.noCall();
    return cleaned.text;
  }

  /**
   * Answers a client-side tool call in the transport's form (docs/voice-client.md "Tools").
   * @param answer `{ result }` or `{ error }`, at most 4096 bytes of UTF-8 (checked by the caller).
   * @returns as {@link send}. @throws as {@link send}.
   */
  sendToolResult(toolCallId: string, name: string, answer: ToolAnswer): boolean {
    const descriptor = this.session?.descriptor;
    return descriptor ? this.send(descriptor.toolResultMessage(toolCallId, name, answer)) : false;
  }

  /** Starts call audio the browser kept suspended, from a tap; whether it now plays. */
  resumeAudio(): Promise<boolean> {
    return this.controls.resumeAudio();
  }

  /** Mutes or unmutes the microphone. @throws VoiceClientError `no-call`. */
  setMuted(muted: boolean): void {
    this.controls.setMuted(muted);
  }

  /** Stops (`true`) or restarts playing the assistant's audio in this call (a held call); ends with it. */
  setOutputMuted(muted: boolean): void {
    this.controls.setOutputMuted(muted);
  }

  /** Whether the microphone is muted; `false` with no call. */
  isMuted(): boolean {
    return this.controls.isMuted();
  }

  /** The microphone's level now, 0..1. */
  getInputLevel(): number {
    return this.controls.getInputLevel();
  }

  /** The assistant's output level now, 0..1. */
  getOutputLevel(): number {
    return this.controls.getOutputLevel();
  }

  /** Switches the microphone mid-call. @throws VoiceClientError `no-call`, `device-switch-failed`. */
  setInputDevice(deviceId: string): Promise<void> {
    return this.controls.setInputDevice(deviceId);
  }

  /** Whether this browser can route the call's audio to a chosen output device. */
  canSetOutputDevice(): boolean {
    return this.controls.canSetOutputDevice();
  }

  /** Plays the assistant through another output device, `''` = default. @throws as {@link setInputDevice}. */
  setOutputDevice(deviceId: string): Promise<void> {
    return this.controls.setOutputDevice(deviceId);
  }

  /** Sets the linear microphone gain. @throws VoiceClientError `no-call`, `mic-gain-failed`. */
  setMicGain(gain: number): Promise<void> {
    return this.controls.setMicGain(gain);
  }

  /** A second `start()`/`resume()` while a call starts or runs: one failed `validation` event, `null`. */
  private refuseSecondStart(): Promise<null> {
    this.report.failed(undefined, { reason: 'already-started' }, 'validation');
    return Promise.resolve(null);
  }

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

  private begin(session: CallSession, source: CallSource): Promise<WebCallResponse | null> {
    return new CallStart(session, this.settings, () => this.teardown).run(source);
  }

  /** Ends `session` once and forgets it; a later call waits for the returned teardown. */
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
