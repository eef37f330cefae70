import { CallController } from '../common/call/controller.ts';
import { dispatchCallEvent, dispatchVoiceEvent } from '../common/events.ts';
import { hasStoredCall, persistKey } from '../common/call/persist.ts';
import { CallButton, parseMicGain, type CallButtonHost } from './CallButton.tsx';
import { loadLivePanel } from './live-loader.ts';
import { CALL_BUTTON_CSS } from './styles.ts';
import type { CallConfig } from '../common/call/controller.ts';
import type { LiveCall } from '../common/conversation/live-call.ts';
import type { ClientTools } from '../common/tools/responder.ts';
import { parseToolTimeout } from '../common/tools/tool-answer.ts';
import { booleanAttribute } from '../common/element/boolean-attr.ts';
import { afterRemoval } from '../common/element/element-life.ts';
import { sheetFor } from '../common/element/styles.ts';
import { checkedUrl } from '../common/element/url-attr.ts';
import { parseLang } from '../core/lang.ts';
import { widgetElement } from '../common/element/widget-element.ts';
import { checkPageText, noConversation } from '../common/conversation/page-messages.ts';
import type { PrecheckResult } from '../core/voice/precheck.ts';
import { precheckAsked } from '../common/call/precheck-asked.ts';

const PROPS = [
  'publicKey',
  'assistantId',
  'apiUrl',
  'lang',
  'assistantName',
  'micGain',
  'panel',
  'consentText',
  'feedback',
  'history',
  'texts',
  'languages',
] as const;

/**
 * @customElement voice-call-button
 *
 * `<voice-call-button>` (docs/elements/voice-call-button.md): pressing it starts a web call with the
 * assistant; pressing again hangs up. The call belongs to the element, not to React: moving the
 * element keeps the call, removing it ends the call.
 * @attr public-key - the platform's public client key (bearer). Without it a press only logs that
 *   the voice client is not initialised and does nothing.
 * @attr assistant-id - the assistant to call (a string is an id).
 * @attr api-url - platform API base URL, http(s) or relative only. Default `https://api.vapi.ai`.
 * @attr lang - any BCP-47 tag of a supported language (docs/translations.md: es, en, he, ar, fa, ur,
 *   fr, de, it, pt, pt-PT, nl, pl, ru, uk, tr, el, ro, cs, sv, da, nb, fi, hu, hi, bn, ja, ko,
 *   zh-Hans, zh-Hant, id, vi, th): `pt-BR` reads as `pt`, `zh-CN`/`zh-SG` as `zh-Hans`,
 *   `zh-TW`/`zh-HK` as `zh-Hant`; `auto` follows the browser's `navigator.languages`. Default `es`;
 *   an unsupported tag warns once and reads as `es`. He, ar, fa and ur mirror the layout (RTL).
 *   Numbers, durations and the call timer are written with `Intl` in that language.
 * @attr texts - a JSON object overriding any documented text key (docs/elements/voice-widget.md
 *   "Texts"), e.g. `{"chatPlaceholder": "Ask us"}`, in every language, or per language under its
 *   code (`{"fr": {"chatPlaceholder": "Posez votre question"}}`). An unknown key or a value that
 *   is not a string warns naming it and changes nothing; invalid JSON warns naming the attribute
 *   and the element keeps its texts. The `texts` property reflects the attribute (a JSON
 *   string).
 * @attr languages - space-separated language tags (`es en he`) the visitor may switch between
 *   inside the conversation: the sheet and the panel show a language control (`language-select`);
 *   choosing switches the texts at once, fires `voice-language-change`, tells the assistant (the
 *   next chat request's `assistantOverrides.variableValues.language`; in a call, Vapi's
 *   `add-message` with a system message) and is kept as `history` allows. Fewer than two supported
 *   languages: no control.
 * @attr assistant-name - name in the idle text. Default: the language's (`assistantName`: `Sofía` in Spanish, `סופיה` in Hebrew).
 * @attr mic-gain - microphone boost applied when the call starts: linear gain in (0, 4], 1 =
 *   unchanged. Default: none. A failure is logged as 'Error adjusting microphone level:'.
 * @attr {'none'} panel - `none` hides the live conversation panel for hosts that only want the
 *   button (the consent dialog still shows when asked for). Default: shown.
 * @attr {boolean} require-consent - boolean: the first press shows a consent dialog (focus inside,
 *   Escape declines); no request reaches the platform before acceptance. Acceptance is kept in
 *   `localStorage` under `voice-widgets:consent:<assistant-id>`; where storage throws (privacy
 *   modes) the visitor is asked every time. Off by default; the demo host does not set it. Read
 *   at each press, so a change applies from the next one.
 * @attr consent-text - the consent dialog's text. Default: a per-language text.
 * @attr variable-values - a JSON object of variables for the assistant's templates
 *   (`{"customerName":"Lucía"}`; strings, numbers, booleans), sent as
 *   `assistantOverrides.variableValues` when a call starts, merged: the language < this attribute
 *   < the `variableValues` property < the `assistantOverrides` property's `variableValues`
 *   (docs/elements/voice-widget.md "Variables and overrides"). Invalid JSON or another value warns
 *   and sends nothing of it; a value that is not a string, number or boolean warns and is left
 *   out. Sent to the platform, never stored by the element.
 * @attr tool-timeout - seconds (1..120, default 10) the assistant waits for a tool in
 *   `clientTools` (or a `respond()` Promise) before it is told the tool timed out
 *   (docs/voice-client.md "Tools").
 * @attr {boolean} persist-call - boolean (also the `persistCall` property): a live call outlives a
 *   page change on the same site (docs/voice-client.md "Reconnect policy"): on `pagehide` it is
 *   handed, through `sessionStorage` (`voice-widgets:call:<assistant-id>:<id>`), to the element
 *   with the same assistant (and `id`) on the next page, which resumes it within the platform's
 *   grace window, with its history, timer, mute and microphone. Give each such element an `id`
 *   when a page has two. Off: the call ends when the page is left.
 * @attr {boolean} feedback - boolean: after a call the panel asks 'How was this conversation?'
 *   (thumbs up / down, an optional comment of at most 500 characters, Send, Skip) and fires
 *   `voice-feedback`; with `api-url` set it also posts the rating to `{api-url}/feedback`
 *   (docs/elements/voice-call-button.md "Feedback").
 * @attr {'open' | 'push'} talk-mode - `open` (default): the microphone is open for the whole call.
 *   `push`: push-to-talk (docs/elements/voice-call-button.md "Push-to-talk"): the microphone is
 *   muted (nothing reaches the platform, on either transport) except while the visitor holds the
 *   panel's `talk` control, by pointer or touch, or Space while it has focus; a hold while the
 *   assistant speaks interrupts it. Read at each call's start; the panel's `talk-mode` switch
 *   changes it for the rest of the call (kept by `persist-call`). Any other value warns and is
 *   `open`.
 * @attr {'session' | 'local' | 'none'} history - what the element may store
 *   (docs/elements/voice-widget.md "Stored data and forgetting"): `session` (default) and `local`
 *   keep the `persist-call` record in `sessionStorage` (always: it holds a one-time resume secret)
 *   and consent in `localStorage`; `none` stores nothing: `persist-call` is off and consent is
 *   asked each time.
 * @fires voice-language-change - detail: `{ lang, previous }` — the visitor chose another language
 *   in the language control (`languages`).
 * @fires voice-call-start - no detail — the call is connected.
 * @fires voice-call-end - no detail — the call ended.
 * @fires voice-speech-start - no detail — the assistant started speaking.
 * @fires voice-speech-end - no detail — the assistant stopped speaking.
 * @fires voice-volume-level - detail: number 0..1 (level / 0.15, capped at 1) — every 100 ms in a
 *   call.
 * @fires voice-message - detail: the platform's JSON message (or the synthesized ended
 *   `status-update`) — each message of the call's room or socket.
 * @fires voice-error - detail: `{ type, stage, error, timestamp, … }` — something failed
 *   (docs/voice-client.md "Errors"); the button returns to idle, except after the warnings
 *   `audio-playback-error` and `audio-processor-recovery-error` (the call goes on). A call that
 *   could not be resumed ends with one whose `error.code` is `connection-lost` (type
 *   `websocket-error` or `daily-error`), then `voice-call-end`.
 * @fires voice-call-start-progress - detail: `{ stage, status, timestamp, duration?, metadata? }`
 *   — each stage of the call's start (docs/behaviour.md §3 "Progress event").
 * @fires voice-call-start-success - detail: `{ totalDuration, callId, timestamp }` (ms) — the call
 *   started.
 * @fires voice-call-start-failed - detail: `{ stage, totalDuration, error, errorStack?,
 *   timestamp, context }` — the call could not start.
 * @fires voice-camera-error - detail: `{ type, cameraErrorType, error, audioOk? }` — the room's
 *   camera error, forwarded.
 * @fires voice-network-quality-change - detail: `{ quality, threshold, networkState, rating,
 *   rttMs, transport, timestamp }` — the call's connection rating changed, on both transports
 *   (docs/voice-client.md "Connection quality"): `rating` `good` | `fair` | `poor` | `lost`,
 *   `rttMs` the round trip in ms (or undefined), `transport` `daily` | `websocket`; `quality`
 *   0–100, `threshold` and `networkState` as Daily words them.
 * @fires voice-call-hold - detail: `{ held }` — the call went on hold or came off it (`hold()`,
 *   `resume()`, the `hold` control, or the call's end while held).
 * @fires voice-network-connection - detail: the room's event — the room's network connection
 *   changed.
 * @fires voice-call-reconnecting - detail: `{ attempt, reason: 'network' | 'page-change',
 *   timestamp }` — the call's connection dropped and the client is resuming it (once per attempt,
 *   from 1); the button shows `reconnecting`.
 * @fires voice-call-reconnected - detail: `{ downtimeMs, timestamp }` — the call is carried again;
 *   the button returns to connected.
 * @fires voice-mute-change - detail: `{ muted, talkMode: 'open' | 'push' }` — the visitor toggled
 *   the mute, held or released push-to-talk's `talk` control, or flipped the `talk-mode` switch
 *   (docs/elements/voice-call-button.md "Push-to-talk").
 * @fires voice-consent-change - detail: `{ accepted }` — the visitor answered the consent dialog
 *   (`require-consent`).
 * @fires voice-tool-call - detail: `{ id, name, arguments, respond(result) }` — one entry of a
 *   Vapi `tool-calls` message (client-side tools); `arguments` parsed to an object (a JSON string
 *   is accepted). `respond` answers it (docs/voice-client.md "Tools"); it is already spent when a
 *   `clientTools` tool answered. A malformed entry gives `voice-error` `tool-call-error` instead;
 *   the call goes on.
 * @fires voice-call-report - detail: `{ callId, durationS, endedReason, transcript: [{ role, text,
 *   timeS }], lead, talkMode }` — once per call that connected, when it ends (hang-up, assistant
 *   ended, error; `connection-lost` when a dropped connection could not be resumed; `superseded`
 *   when another element on the page started a call). `lead` is `{ name?, phone?, need?,
 *   solution?, byVoice }` from a `capture_lead` tool call (arguments `{ name, phone, need }`),
 *   else `null`. `talkMode` is `open` or `push`, the mode the call ended in.
 * @fires voice-feedback - detail: `{ rating: 'up' | 'down', comment?, callId }` — with the
 *   `feedback` attribute, the visitor sent a rating after a call; `comment` trimmed, 1–500
 *   characters, absent when empty. Fires whether or not the POST to `{api-url}/feedback` succeeds
 *   (a failure is also a `voice-error` `feedback-error`).
 * @fires voice-history-cleared - detail: `{ callId?, keys }` — the visitor confirmed 'Forget this
 *   conversation' after a call: every `voice-widgets:` key (`keys`) left `sessionStorage` and
 *   `localStorage` (docs/elements/voice-widget.md "Stored data and forgetting").
 * @fires voice-turn-metrics - detail: `{ kind: 'call', turn, latencyMs }` — the assistant's
 *   answer became audible: `latencyMs` (ms) from the end of the visitor's speech as the page heard
 *   it (or their typed send), `turn` from 1 in each call (docs/voice-client.md "Turn latency").
 * @fires voice-echo-suspected - detail: `{ ratio, correlation, delayMs, atMs }` — the microphone
 *   kept hearing the assistant (speakers with no echo cancelling), so the panel suggests headphones
 *   (`echo-hint`); once per call. `ratio` 0..1 is the median microphone level over the assistant's
 *   level while the assistant spoke, `correlation` -1..1 how closely the two level envelopes
 *   matched, `delayMs` the echo's delay, `atMs` the time since `voice-call-start`
 *   (docs/elements/voice-call-button.md "Echo hint").
 * @csspart language-select - the language control (`<select>`), with `languages`.
 * @csspart language-option - one language of the control, named in its own language
 *   (`Intl.DisplayNames`).
 * @csspart button - the button; it also carries a part named after its status: `idle`,
 *   `connecting`, `connected`, `speaking`, `reconnecting` or `on-hold`.
 * @csspart idle - the button while idle.
 * @csspart connecting - the button while connecting.
 * @csspart connected - the button in a call, assistant silent.
 * @csspart speaking - the button while the assistant speaks.
 * @csspart reconnecting - the button while the call's connection is being resumed (a press hangs
 *   up).
 * @csspart on-hold - the button while the call is held (`hold()`; a press hangs up).
 * @csspart call-status - the visually hidden polite `aria-live` region announcing 'Reconectando…'
 *   and the way back.
 * @csspart reconnect-status - the panel's 'Reconectando…' line with the attempt number, while the
 *   call is being resumed.
 * @csspart live-panel - the live conversation panel (while connecting, in a call and after it,
 *   until dismissed or the next call).
 * @csspart live-transcript - the scrollable log of entries (`role="log"`); it scrolls itself,
 *   never the page.
 * @csspart live-line - one transcript entry.
 * @csspart live-line-assistant - an entry of the assistant.
 * @csspart live-line-user - an entry of the visitor.
 * @csspart tool-status - the line saying the assistant is working on a page tool
 *   (`clientTools` or a `respond()` still pending), with `data-status` `running`, `done` or
 *   `failed` (docs/elements/voice-widget.md "Tool progress").
 * @csspart mute - the microphone mute toggle (`aria-pressed`); with `talk-mode="push"`, `talk`
 *   replaces it.
 * @csspart hold - the hold toggle (`aria-pressed` true while held; docs/elements/voice-call-button.md
 *   "Hold"); while held the mute and talk controls are hidden and the call timer says 'On hold'.
 * @csspart connection-quality - the connection indicator during a call: `data-quality` `good`,
 *   `fair`, `poor` or `lost`, with a text for screen readers (a polite status says only a change
 *   to poor or lost, and the recovery).
 * @csspart connection-notice - while the connection is poor or lost: what is wrong and what helps.
 * @csspart message-input - the text field.
 * @csspart message-send - the text field's send button.
 * @csspart level-assistant - the assistant's level meter (`role="meter"`, 0..1).
 * @csspart orb - the call's state beside the levels: `data-state` `idle`, `connecting`,
 *   `listening`, `thinking` or `speaking`; its size follows the level heard.
 *   Decorative (`aria-hidden`); the state is also said in text.
 * @csspart quick-reply - one reply the assistant offers with the built-in `show_quick_replies`
 *   tool, under its line (docs/voice-client.md "Tools").
 * @csspart level-mic - the microphone's level meter (`role="meter"`, 0..1).
 * @csspart call-timer - elapsed call time, mm:ss.
 * @csspart mic-select - the microphone picker (only with more than one input).
 * @csspart speaker-select - the speaker (output device) picker beside it: only where the browser
 *   can route the call's audio (`setSinkId`; hidden in WebKit) and more than one output exists.
 *   The choice holds for the call and survives `persist-call`; an unplugged device falls back to
 *   the default with a notice (docs/elements/voice-call-button.md "Speaker picker").
 * @csspart talk - push-to-talk's hold-to-talk control (`talk-mode="push"`; `aria-pressed` true
 *   while held), in place of `mute` (docs/elements/voice-call-button.md "Push-to-talk").
 * @csspart talk-mode - the in-call switch between push-to-talk and an open microphone
 *   (`role="switch"`, `aria-checked` true for push).
 * @csspart mic-hint - the 'we can't hear you' hint after 8 s of silence.
 * @csspart echo-hint - the headphones suggestion (`role="status"`), once per call, when the
 *   microphone keeps hearing the assistant.
 * @csspart consent - the consent dialog.
 * @csspart consent-accept - the consent dialog's accept button.
 * @csspart consent-decline - the consent dialog's decline button.
 * @csspart resume-audio - the 'tap to continue the call' button ('Toca para continuar la llamada'),
 *   while the browser holds a resumed call's audio back (autoplay policy; docs/voice-client.md
 *   "Reconnect policy"); also with `panel="none"`.
 * @csspart call-error - the guided error alert (`role="alert"`).
 * @csspart call-retry - the error alert's retry button.
 * @csspart precheck - the pre-call check before a call: its 'Test microphone and connection'
 *   button, then the microphone's, the output's and the connection's results with their advice
 *   (`data-check`, `data-result` on each line; docs/elements/voice-call-button.md "Pre-call
 *   check").
 * @csspart recap - the visitor's call result after the call; with the median wait for an answer
 *   once one was timed.
 * @csspart recap-download - the transcript download link.
 * @csspart feedback - the 'How was this conversation?' form after a call (`feedback` attribute).
 * @csspart feedback-up - the thumbs-up toggle (`aria-pressed`).
 * @csspart feedback-down - the thumbs-down toggle (`aria-pressed`).
 * @csspart feedback-comment - the optional comment field (at most 500 characters, with a counter).
 * @csspart feedback-send - the feedback's Send button (shown once a thumb is chosen).
 * @csspart feedback-skip - the feedback's Skip button.
 * @csspart forget - the panel's 'Forget this conversation' button after a call.
 * @csspart forget-confirm - the confirmation's 'Yes, forget it' button.
 * @csspart forget-cancel - the confirmation's Cancel button.
 * @cssproperty [--voice-call-idle=#15803d] - idle gradient start.
 * @cssproperty [--voice-call-connected=#1d4ed8] - connected colour.
 * @cssproperty [--voice-call-speaking=#b91c1c] - speaking colour.
 * @cssproperty [--voice-call-reconnecting=#b45309] - reconnecting colour (white text on it).
 * @cssproperty [--voice-call-on-hold=#475569] - on-hold colour (white text on it).
 * @cssproperty [--voice-orb-color-1=#1d4ed8] - the orb's first colour (docs/elements/theming.md).
 * @cssproperty [--voice-orb-color-2=#7c3aed] - the orb's second colour.
 */
export class VoiceCallButtonElement
  extends widgetElement(CallButton, PROPS, CALL_BUTTON_CSS)
  implements CallButtonHost
{
  /** The live call and the button status; outlives React remounts. */
  readonly call = new CallController((name, detail) => {
    dispatchCallEvent(this, name, detail);
  });

  /**
   * The pre-call check (docs/elements/voice-call-button.md "Pre-call check"): the microphone
   * (opened, listened to for 1.5 s, released), the audio output, and the median round trip of
   * three `OPTIONS {api-url}/call/web` probes; creates no call, so nothing is billed. A call while
   * it runs is not blocked; a second call joins the check under way.
   * @returns `{ microphone: 'ok' | 'silent' | 'denied' | 'missing', output: 'ok' | 'none',
   *   rttMs, quality }` (`rttMs` in ms, `undefined` and `quality` `lost` when no probe answered);
   *   rejects only when the check's code cannot load.
   */
  precheck(): Promise<PrecheckResult> {
    // The control under the button loads and shows this run.
    precheckAsked(this);
    // Made inside the press, before the check's code loads: WebKit lets a context play only then.
    let context: AudioContext | undefined;
    try {
      context = new AudioContext();
    } catch {
      // No audio output the page may use: the check says `none`.
    }
    return import('../common/call/precheck-runner.ts').then((m) => m.runnerOf(this).run(context));
  }

  constructor() {
    super();
    this.call.onHold((held) => dispatchVoiceEvent(this, 'voice-call-hold', { held }));
    this.call.beforeStart = () => this.loadLive();
    this.call.persistent = () => this.persistCall && this.mayStore();
  }

  /** False when `history="none"` (docs/elements/voice-widget.md "Stored data and forgetting"): no `persist-call` record, no remembered consent. */
  private mayStore(): boolean {
    return this.getAttribute('history')?.trim().toLowerCase() !== 'none';
  }

  /** Whether a live call outlives a page change on the same site; reflects the `persist-call` attribute. */
  get persistCall(): boolean {
    return booleanAttribute(this, 'persist-call');
  }

  set persistCall(value: boolean) {
    this.toggleAttribute('persist-call', Boolean(value));
  }

  /**
   * Tools the page implements for the assistant (docs/voice-client.md "Tools"):
   * `{ [name]: (args, { callId, signal }) => result | Promise }`. A plain property; a value set
   * before the element is defined is kept.
   */
  declare clientTools: ClientTools | undefined;

  /**
   * Variables for the assistant's templates (docs/elements/voice-widget.md "Variables and
   * overrides"): `{ [name]: string | number | boolean }`, merged over the `variable-values`
   * attribute and sent as `assistantOverrides.variableValues` when a call starts. Sent to the
   * platform, never stored by the element. Other values warn and are left out.
   */
  declare variableValues: Readonly<Record<string, string | number | boolean>> | undefined;

  /**
   * Vapi's `assistantOverrides` (`firstMessage`, `voice`, `variableValues` …), sent as given when a
   * call starts; its `variableValues` win over `variableValues` and `variable-values`.
   */
  declare assistantOverrides: Readonly<Record<string, unknown>> | undefined;

  /**
   * Labels of the page's tools in the conversation's tool-status line
   * (docs/elements/voice-widget.md "Tool progress"): `{ [toolName]: label }`; a tool without one is
   * named by a neutral word.
   */
  declare clientToolLabels: Readonly<Record<string, string>> | undefined;

  /**
   * Gives the assistant the page's context during a call (docs/elements/voice-widget.md "Page
   * context and messages"): Vapi's `add-message` `{ role: 'system' }` with
   * `triggerResponseEnabled: false`; not shown, not answered.
   * @param text 1–2000 characters.
   * @returns resolves once sent; rejects with an `Error` whose `code` is `no-conversation` (no
   *   call), `text-too-long` or `invalid-text`.
   */
  async sendContext(text: string): Promise<void> {
    this.sendFromPage('context', text);
  }

  /**
   * Sends a visitor's message on the page's behalf during a call (docs/elements/voice-widget.md
   * "Page context and messages"): Vapi's `add-message` `{ role: 'user' }` with
   * `triggerResponseEnabled: true`; the line shows in the conversation.
   * @param text 1–2000 characters.
   * @returns resolves once sent; rejects with an `Error` whose `code` is `no-conversation` (no
   *   call: this element has no chat), `text-too-long` or `invalid-text`.
   */
  async sendMessage(text: string): Promise<void> {
    this.sendFromPage('message', text);
  }

  /**
   * Puts the live call on hold (docs/elements/voice-call-button.md "Hold"): the microphone is muted
   * (the visitor's own mute is given back by {@link resume}), Vapi's `control` `mute-assistant` is
   * sent and the page stops playing the assistant; the call timer says 'On hold', the status is
   * `on-hold` and `voice-call-hold` `{ held: true }` fires. On Vapi the assistant's
   * `silenceTimeoutSeconds` still runs while held. Hold ends with the call.
   * @returns {boolean} `true` when the call is now held; `false`, a no-op, with no connected call
   *   (idle, connecting, reconnecting) or when it is already held.
   */
  hold(): boolean {
    return this.call.hold();
  }

  /**
   * Takes the held call off hold: the microphone as the visitor left it, `unmute-assistant` sent,
   * the assistant heard again, `voice-call-hold` `{ held: false }`.
   * @returns {boolean} `true` when the call was held and now runs; `false`, a no-op, otherwise.
   */
  resume(): boolean {
    return this.call.unhold();
  }

  private sendFromPage(kind: 'context' | 'message', raw: unknown): void {
    const text = checkPageText(raw);
    if (!this.liveStore) throw noConversation(kind === 'context' ? 'the context' : 'the message');
    this.liveStore.messages.sendFromPage(kind, text);
  }

  private liveStore: LiveCall | undefined;
  private readonly liveListeners = new Set<() => void>();

  /** The live conversation store, once the panel chunk has loaded (first hover, focus or press). */
  get live(): LiveCall | undefined {
    return this.liveStore;
  }

  /** Subscribes to the store's arrival (for the component); returns the unsubscribe function. */
  subscribeLive = (listener: () => void): (() => void) => {
    this.liveListeners.add(listener);
    return () => this.liveListeners.delete(listener);
  };

  /** Loads the panel chunk and creates the store once; `undefined` when the chunk cannot load. */
  async loadLive(): Promise<LiveCall | undefined> {
    if (this.liveStore) return this.liveStore;
    try {
      const mod = await loadLivePanel();
      if (!this.liveStore) {
        const root = this.shadowRoot;
        if (root && 'adoptedStyleSheets' in root)
          root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFor(mod.livePanelCss)];
        this.liveStore = new mod.LiveCall({
          call: this.call,
          dispatch: (name, detail) => dispatchVoiceEvent(this, name, detail),
          warnOnce: (message) => this.warnOnce(message),
          clientTools: () => this.clientTools,
          toolLabels: () => this.clientToolLabels,
          toolTimeoutS: () => parseToolTimeout(this.getAttribute('tool-timeout')),
          mayStore: () => this.mayStore(),
          talkMode: () => this.getAttribute('talk-mode'),
        });
        mod.keepAcrossPages(this.liveStore, this.call, () =>
          persistKey(this.getAttribute('assistant-id'), this.id),
        );
        for (const listener of [...this.liveListeners]) listener();
      }
      return this.liveStore;
    } catch (error) {
      console.warn(
        '[voice-widgets] the live panel could not load; the call works without it.',
        error,
      );
      return undefined;
    }
  }

  /**
   * The button's press with the panel: hangs up during a call, else starts through the panel's
   * store. Only a press that needs the consent dialog waits for the panel chunk.
   */
  pressLive(config: CallConfig): void {
    const requireConsent = booleanAttribute(this, 'require-consent');
    if (this.call.status !== 'idle') {
      this.call.press(config);
    } else if (this.liveStore) {
      this.liveStore.press(config, requireConsent);
    } else if (!requireConsent) {
      this.call.press(config);
    } else {
      void this.loadLive().then((live) => {
        if (live) live.press(config, true);
        else
          console.error(
            '[voice-widgets] require-consent is set but the consent dialog could not load; no call was started.',
          );
      });
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    void this.resumeStored();
  }

  /** `persist-call`: takes over the call the previous page of the site left for this assistant and `id`, if any (docs/voice-client.md "Reconnect policy"). */
  private async resumeStored(): Promise<void> {
    const key = persistKey(this.getAttribute('assistant-id'), this.id);
    if (!this.call.persistent() || this.call.status !== 'idle' || !hasStoredCall(key)) return;
    const [mod, live] = await Promise.all([loadLivePanel(), this.loadLive()]);
    if (!live || !this.isConnected) return;
    const attr = (name: string): string | undefined => this.getAttribute(name) || undefined;
    const warn = (message: string): void => this.warnOnce(message);
    await mod.resumeStored(
      live,
      this.call,
      {
        publicKey: attr('public-key'),
        assistantId: attr('assistant-id'),
        apiUrl: checkedUrl('api-url', attr('api-url'), warn),
        micGain: parseMicGain(attr('mic-gain'), warn),
        lang: parseLang(attr('lang'), () => {}),
      },
      key,
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    afterRemoval(this, () => void this.call.dispose());
  }
}
