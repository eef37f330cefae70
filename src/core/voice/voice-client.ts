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
import { CallControls } from './call-controls.ts';
import { cleanText, encodeClientMessage, sayMessage, userTextMessage, type ClientMessage } from './messages.ts';
import type { MicGainEnvironment } from './mic-gain.ts';
import { resolveSettings, type VoiceClientOptions } from './options.ts';
import type { IdOrDefinition, StartCallOptions } from './payload.ts';
import { isMobileUserAgent } from './platform.ts';
import { Reporter } from './reporter.ts';
import { resumeStateOf, type ResumeState } from './resume.ts';
import { CallSession } from './session.ts';
import { endSession } from './session-end.ts';
import { trySend } from './session-wiring.ts';
import { beginResume, beginStart, type SessionOpener } from './start-entry.ts';
import { transportKindOf } from './transport-kind.ts';

export type { VoiceClientOptions } from './options.ts';

/** Where the client is: no call, `start()` running, or in a call. */
export type VoiceClientState = 'idle' | 'starting' | 'in-call';

/** A voice call client; see the module comment. */
export class VoiceClient extends CallControls {
  private readonly events: Emitter<VoiceClientEvents>;
  private readonly host: ClientHost;
  private readonly isMobile: () => boolean;
  private readonly micGainEnv: MicGainEnvironment;
  private teardown: Promise<void> | undefined;

  /**
   * @param publicKey the platform's public client key, sent as bearer credential (SPEC §6).
   * @throws VoiceClientError `invalid-options` for an empty key or a bad time limit.
   */
  constructor(publicKey: string, options: VoiceClientOptions = {}) {
    super();
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
    return beginStart(this.host, this.sessions, { assistant, assistantOverrides, squad, workflow, workflowOverrides, options });
  }

  /**
   * Takes over a call that another page of the site left (README "Call
   * continuity", `persist-call`): the same stages as {@link start}, without
   * creating a web call; `call-reconnecting` (`reason: 'page-change'`) before
   * the join and `call-reconnected` once the platform confirmed it. A call
   * the platform no longer holds ends with `connection-lost`.
   * @param state from {@link getResumeState} on the earlier page (check stored ones with `readResumeState`).
   * @returns as {@link start}.
   */
  resume(state: ResumeState): Promise<WebCallResponse | null> {
    return beginResume(this.host, this.sessions, state);
  }

  /** What another page needs to take this call over ({@link resume}), or undefined with no resumable call. */
  getResumeState(): ResumeState | undefined {
    const session = this.session;
    if (!session?.joined || !session.webCall || session.finished) return undefined;
    return resumeStateOf(session.webCall, session.resumeToken, !(session.transport?.isMicEnabled() ?? true));
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
   * The page is going away for good (`pagehide`, the call not handed to
   * another page): posts `{"type":"end-call"}` to the call's
   * `monitor.controlUrl` with `navigator.sendBeacon` (a `text/plain` body,
   * which the browser delivers after the page is gone, where a message on
   * the call's connection may be lost with the page; PROTOCOL.md "Live call
   * control"), then {@link end}s. Without a control URL or `sendBeacon`, it
   * is {@link end}. Never rejects.
   */
  leavePage(): Promise<void> {
    const controlUrl = this.session?.webCall?.monitor?.controlUrl;
    if (controlUrl && typeof navigator !== 'undefined' && typeof navigator.sendBeacon === 'function') {
      try {
        navigator.sendBeacon(controlUrl, encodeClientMessage({ type: 'end-call' }));
      } catch (error) {
        console.warn(`[${this.host.label}] the end-call beacon was refused`, error);
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
   * Has the assistant say `message` (SPEC §3 "Say command"). Sends
   * `{type: 'say', message, endCallAfterSpoken, interruptionsEnabled,
   * interruptAssistantEnabled}`, every field present.
   * @returns as {@link send}.
   */
  say(message: string, endCallAfterSpoken = false, interruptionsEnabled = false, interruptAssistantEnabled = false): boolean {
    return this.send(sayMessage(message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled));
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
   * Answers a client-side tool call of the assistant (README "Tools that
   * answer"; `server/PROTOCOL.md` "Tool results"). On the platform's
   * WebSocket transport (the local platform) it sends
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
  sendToolResult(toolCallId: string, name: string, answer: { readonly result: string } | { readonly error: string }): boolean {
    const webCall = this.session?.webCall;
    if (webCall && transportKindOf(webCall) === 'websocket') {
      return this.send('result' in answer ? { type: 'tool-call-result', toolCallId, result: answer.result } : { type: 'tool-call-result', toolCallId, error: answer.error });
    }
    const content = 'result' in answer ? `Result of the ${name} tool (call ${toolCallId}): ${answer.result}` : `The ${name} tool (call ${toolCallId}) failed: ${answer.error}`;
    return this.send({ type: 'add-message', message: { role: 'system', content }, triggerResponseEnabled: true });
  }

  /** The session slot `start()` and `resume()` open their session in (`start-entry.ts`). */
  private readonly sessions: SessionOpener = {
    busy: () => this.session !== undefined,
    isMobile: () => this.isMobile(),
    open: (startedAt, inputs) => {
      const speech = {
        volume: (level: number) => this.events.emit('volume-level', level),
        speechStart: () => this.events.emit('speech-start'),
        speechEnd: () => this.events.emit('speech-end'),
      };
      this.session = new CallSession(startedAt, inputs, this.isMobile(), speech, this.micGainEnv);
      return this.session;
    },
  };

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
