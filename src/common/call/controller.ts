/**
 * The live call behind `<voice-call-button>`, owned by the element and not by React, so a remount
 * never starts, loses or doubles a call. The voice client loads on first need (press or prefetch).
 */
import { createNanoEvents, type Unsubscribe } from 'nanoevents';
import type { ResumeState, ServerMessageListener, VoiceClient } from '../../core/voice/index.ts';
import type { VoiceClientEventDetail, VoiceClientEventName } from '../../core/voice/events.ts';
import { clientInput, nextCallStatus, type CallInput, type ButtonStatus } from './button-state.ts';
import {
  loadClientModule,
  type CallConfig,
  type ClientLoader,
  type ClientModule,
} from './call-config.ts';
import { CallEventRelay, type CallEvents, type CallEventSink } from './call-events.ts';
import { ClientSlot } from './client-slot.ts';
import { CallHold } from './call-hold.ts';
import { pageCalls } from './page-calls.ts';
import { languageChangeMessage } from './language-change.ts';
import type { Lang } from '../../core/lang.ts';
import { releaseUnlockedAudio, unlockAudioInGesture } from '../../core/voice/audio-unlock.ts';

export { type CallConfig, type ClientLoader, type ClientModule } from './call-config.ts';
export { type CallEvents, type CallEventSink } from './call-events.ts';

/** The `endedReason` of a call ended because another element on the page started one. */
export const SUPERSEDED = 'superseded';

/** The docs/behaviour.md §8 log prefix of a failed microphone boost. */
const MIC_GAIN_ERROR = 'Error adjusting microphone level:';

/** The docs/behaviour.md §5 message logged when a press finds no public key. */
export const NOT_INITIALISED_MESSAGE =
  '[voice-widgets] The voice client is not initialised: set the public-key attribute.';

/**
 * Owns one {@link VoiceClient} at a time (re-created when the key or API URL changes) and the
 * button status. Errors of `start()`/`stop()` are logged as `'Error al manejar la llamada:'`
 * (docs/behaviour.md §8) and return the button to idle; they never throw.
 */
export class CallController {
  private readonly emitter = createNanoEvents<{
    change: (status: ButtonStatus) => void;
    'server-message': ServerMessageListener;
    hold: (held: boolean) => void;
  }>();
  private readonly holding = new CallHold((held) => {
    this.move(held ? 'hold' : 'unhold');
    this.emitter.emit('hold', held);
  });
  private readonly events: CallEventRelay;
  private current: ButtonStatus = 'idle';
  private readonly slot = new ClientSlot(
    () => this.loader(),
    (client, mod) => [
      ...this.events.attach(client, mod.VOICE_CLIENT_EVENT_NAMES),
      client.onServerMessage((read) => this.emitter.emit('server-message', read)),
    ],
  );
  /** Incremented by every stop, so a start that resolves after it is dropped. */
  private generation = 0;
  /** The config of the call being started or in progress. */
  private active: CallConfig | undefined;

  /** Makes the context a press unlocks (tests pass a fake); default a new `AudioContext`. */
  createAudioContext: (() => AudioContext) | undefined;

  /** Awaited before each call starts (the element loads the panel's store); must not reject. */
  beforeStart: (() => Promise<unknown>) | undefined;

  /** Whether calls outlive the page (`persist-call`, docs/voice-client.md "Reconnect policy"). */
  persistent: () => boolean = () => false;

  /** Saves the running call for the next page; false when it could not (the call then ends). */
  keepForNextPage: ((client: VoiceClient) => boolean) | undefined;

  /** {@link SUPERSEDED} when this page ended the last call for another element's; reset by a press. */
  endedBy: typeof SUPERSEDED | undefined;

  /**
   * @param dispatch called with every client event (name, typed detail) after its listeners.
   * @param loader loads the client module; replaceable before the first call (tests).
   */
  constructor(
    dispatch: CallEventSink,
    public loader: ClientLoader = loadClientModule,
  ) {
    this.events = new CallEventRelay((name, detail) => this.react(name, detail), dispatch);
  }

  /** The button status now. */
  get status(): ButtonStatus {
    return this.current;
  }

  /** Subscribes to status changes; returns the unsubscribe function. */
  subscribe(cb: () => void): Unsubscribe {
    return this.emitter.on('change', cb);
  }

  /**
   * Subscribes to the voice client's event `name` (docs/voice-client.md "Events"), called with its
   * typed detail after the status moved and before the element's `voice-<name>` DOM event.
   * @returns the unsubscribe function.
   */
  on<K extends VoiceClientEventName>(name: K, listener: CallEvents[K]): Unsubscribe {
    return this.events.on(name, listener);
  }

  /** Whether the call is on hold ({@link hold}); false with no call. */
  get held(): boolean {
    return this.holding.held;
  }

  /** Subscribes to hold changes (`voice-call-hold`); returns the unsubscribe function. */
  onHold(listener: (held: boolean) => void): Unsubscribe {
    return this.emitter.on('hold', listener);
  }

  /**
   * Holds the connected call (`call-hold.ts`): status `on-hold`, hold listeners told.
   * @returns false, a no-op, with no connected call (idle, connecting, reconnecting) or when held.
   */
  hold(): boolean {
    const client = this.slot.client;
    if (!client || (this.current !== 'connected' && this.current !== 'speaking')) return false;
    return this.holding.hold(client);
  }

  /** Takes the call off hold. @returns false, a no-op, when not held. */
  unhold(): boolean {
    const client = this.slot.client;
    return client ? this.holding.resume(client) : false;
  }

  /** Subscribes to the server's messages as read by `VoiceClient.onServerMessage`. */
  onServerMessage(listener: ServerMessageListener): Unsubscribe {
    return this.emitter.on('server-message', listener);
  }

  /** The voice client of the current or last call; `undefined` before the first press. */
  get voiceClient(): VoiceClient | undefined {
    return this.slot.client;
  }

  /**
   * Answers a client tool call of the running call (`VoiceClient.sendToolResult`).
   * @returns false with no call.
   * @throws as `VoiceClient.send`.
   */
  sendToolResult(
    toolCallId: string,
    name: string,
    answer: { readonly result: string } | { readonly error: string },
  ): boolean {
    return this.slot.client?.sendToolResult(toolCallId, name, answer) ?? false;
  }

  /**
   * Tells the running call the visitor's language is now `lang` (Vapi's
   * `add-message`, a system message; docs/translations.md "Switching language"). Nothing without a
   * call; a failed send is logged, never thrown (the texts switch regardless).
   */
  tellLanguage(lang: Lang): void {
    const client = this.slot.client;
    if (this.current === 'idle' || !client) return;
    try {
      client.send(languageChangeMessage(lang));
    } catch (error) {
      console.warn('[voice-widgets] Could not tell the call the language changed:', error);
    }
  }

  /** Loads the voice client and its transport ahead of a press; never throws (the press retries). */
  prefetch(config: CallConfig): void {
    if (!config.publicKey) return;
    this.slot
      .clientFor(config)
      .then((client) => client.prefetch())
      .catch(() => {});
  }

  /** The button's press: starts a call when idle, stops it when connected, speaking or reconnecting. */
  press(config: CallConfig): void {
    if (this.current === 'connecting') return;
    if (this.current !== 'idle') {
      void this.stop();
      return;
    }
    if (!config.publicKey) {
      console.log(NOT_INITIALISED_MESSAGE);
      return;
    }
    this.begin(config);
  }

  /** Takes over the call another page of the site left (`persist-call`); from idle only. */
  resume(config: CallConfig, state: ResumeState): void {
    if (this.current !== 'idle' || !config.publicKey) return;
    this.begin(config, state);
  }

  /** `pagehide`: a persistent call that {@link keepForNextPage} saved goes on; others stop. */
  pageHide(): Promise<void> {
    const client = this.slot.client;
    if (
      client &&
      this.current !== 'idle' &&
      this.current !== 'connecting' &&
      this.persistent() &&
      this.keepForNextPage?.(client)
    )
      return Promise.resolve();
    return this.stop((c) => c.leavePage());
  }

  /**
   * Stops any call or pending start; resolves when the client has stopped. Never throws.
   * @param how how the client stops (default `stop()`; `leavePage()` on `pagehide`).
   */
  async stop(how: (client: VoiceClient) => Promise<void> = (c) => c.stop()): Promise<void> {
    this.generation++;
    this.set('idle');
    try {
      const client = this.slot.client;
      if (client) await how(client);
    } catch (err) {
      console.error('Error al manejar la llamada:', err);
    }
  }

  /** Ends this call because another element on the page started one (`endedReason: 'superseded'`). */
  supersede(): void {
    if (this.current === 'idle') return;
    this.endedBy = SUPERSEDED;
    void this.stop();
  }

  /** Stops the call and drops the client and its listeners (element removed). */
  async dispose(): Promise<void> {
    await this.stop();
    this.slot.detach();
  }

  /** A press from idle (or a resume): connecting, and the call starts. */
  private begin(config: CallConfig, resume?: ResumeState): void {
    this.endedBy = undefined;
    // One live call per page: another element's call ends first.
    for (const other of [...pageCalls()]) if (other !== this) other.supersede();
    pageCalls().add(this);
    // Within the press's gesture, before any await: WebKit plays the call only from a context made here.
    if (!resume) unlockAudioInGesture(this.createAudioContext);
    this.move(resume ? 'resume' : 'press');
    void this.start(config, resume);
  }

  private async start(config: CallConfig, resume?: ResumeState): Promise<void> {
    const generation = this.generation;
    this.active = config;
    try {
      const [client] = await Promise.all([this.slot.clientFor(config), this.beforeStart?.()]);
      if (generation !== this.generation) return; // stopped while loading
      const overrides =
        config.overrides?.() ??
        (config.lang ? { variableValues: { language: config.lang } } : undefined);
      // A call that may outlive the page keeps its Daily room when the visitor leaves it.
      const keepRoom = this.persistent()
        ? ([undefined, undefined, undefined, { roomDeleteOnUserLeaveEnabled: false }] as const)
        : [];
      const call = await (resume
        ? client.resume(resume)
        : client.start(config.assistantId, overrides, ...keepRoom));
      if (call === null && generation === this.generation) this.set('idle');
    } catch (err) {
      console.error('Error al manejar la llamada:', err);
      if (generation === this.generation) this.set('idle');
    }
  }

  /** The client's module, loaded once (a failed load is retried by the next call). */
  clientModule(): Promise<ClientModule> {
    return this.slot.module();
  }

  private react<K extends VoiceClientEventName>(name: K, detail: VoiceClientEventDetail[K]): void {
    if (name === 'error') console.error('[voice-widgets] Live call error:', detail);
    if (name === 'call-start') {
      // Joined: a WebSocket transport took the unlocked context; any other call never will.
      releaseUnlockedAudio();
      this.boostMicrophone();
    }
    const input = clientInput(name, detail);
    if (input) this.move(input);
    // Back from a dropped connection, a held call shows held again.
    if (input === 'reconnected' && this.holding.held) this.move('hold');
  }

  /** Applies `micGain` (docs/behaviour.md §8: a failure is logged, never thrown). */
  private boostMicrophone(): void {
    const gain = this.active?.micGain;
    const client = this.slot.client;
    if (gain === undefined || gain === 1 || !client) return;
    client.setMicGain(gain).catch((err: unknown) => console.error(MIC_GAIN_ERROR, err));
  }

  private move(input: CallInput): void {
    this.set(nextCallStatus(this.current, input));
  }

  private set(status: ButtonStatus): void {
    if (status === this.current) return;
    this.current = status;
    if (status === 'idle') {
      pageCalls().delete(this);
      releaseUnlockedAudio();
      this.holding.ended();
    }
    this.emitter.emit('change', status);
  }
}
