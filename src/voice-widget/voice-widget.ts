import type { ClientTools } from '../common/tools/responder.ts';
import { parseLang, type Lang } from '../core/lang.ts';
import { readTextsAttribute, type TextsOverride } from '../common/i18n/texts-attribute.ts';
import type { HistoryMode } from '../core/util/history-storage.ts';
import { parseLanguages, storedChoice } from '../common/element/lang-choice.ts';
import { booleanAttribute } from '../common/element/boolean-attr.ts';
import { afterRemoval, onceWarner } from '../common/element/element-life.ts';
import { hasStoredCall, persistKey } from '../common/call/persist.ts';
import {
  parseMode,
  parsePosition,
  parseTheme,
  type WidgetMode,
  type WidgetPosition,
  type WidgetTheme,
} from './placement.ts';
import type { LauncherProps } from './session-types.ts';
import { reflectAttributes } from '../common/element/reflect-attributes.ts';
import { WidgetLauncher } from './widget-launcher.ts';
import type { PrecheckResult } from '../core/voice/precheck.ts';
import { avatarUrl } from '../common/element/avatar-url.ts';

const ATTRIBUTES = [
  'public-key',
  'assistant-id',
  'api-url',
  'lang',
  'assistant-name',
  'mode',
  'position',
  'open',
  'theme',
  'require-consent',
  'persist-call',
  'consent-text',
  'heading',
  'greeting',
  'link-hosts',
  'feedback',
  'history',
  'texts',
  'languages',
  'teaser',
  'teaser-delay',
  'teaser-trigger',
  'suggestions',
  'avatar',
] as const;

/**
 * @customElement voice-widget
 *
 * `<voice-widget>` (docs/elements/voice-widget.md): a launcher in a corner of the page that
 * expands into a sheet with a voice call, a text chat, or both. Only the launcher is in the initial
 * script; the sheet, the voice client and the chat load as chunks on intent.
 * @attr public-key - the platform's public client key (bearer), as on `<voice-call-button>`.
 * @attr assistant-id - the assistant for calls and chat.
 * @attr api-url - platform API base URL (http(s) or relative). Default `https://api.vapi.ai`.
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
 *   and the element keeps its texts. Also the `texts` property (an object, which wins over the
 *   attribute).
 * @attr languages - space-separated language tags (`es en he`) the visitor may switch between
 *   inside the conversation: the sheet and the panel show a language control (`language-select`);
 *   choosing switches the texts at once, fires `voice-language-change`, tells the assistant (the
 *   next chat request's `assistantOverrides.variableValues.language`; in a call, Vapi's
 *   `add-message` with a system message) and is kept as `history` allows. Fewer than two supported
 *   languages: no control.
 * @attr assistant-name - the assistant's name in texts. Default: the language's (`assistantName`: `Sofía` in Spanish, `סופיה` in Hebrew).
 * @attr {'voice' | 'chat' | 'hybrid'} mode - `voice` (call controls; typing only during a call),
 *   `chat` (text only) or `hybrid` (default: both, with one history).
 * @attr {'bottom-end' | 'bottom-start' | 'bottom-center' | 'inline'} position - `bottom-end`
 *   (default), `bottom-start`, `bottom-center` or `inline` (in the page's flow); start/end follow
 *   the text direction: in Hebrew `bottom-end` is bottom-left.
 * @attr {boolean} open - boolean, reflects the expanded state both ways (set it to open, remove it
 *   to close).
 * @attr {'light' | 'dark' | 'auto'} theme - `light`, `dark` or `auto` (default: follows
 *   `prefers-color-scheme`).
 * @attr {boolean} require-consent - boolean: nothing reaches the platform before the visitor
 *   accepts the consent dialog (remembered per assistant), as on `<voice-call-button>`; the dialog
 *   comes before the first call or the first chat message.
 * @attr {boolean} persist-call - boolean (also the `persistCall` property): a live call outlives a
 *   page change on the same site (docs/voice-client.md "Reconnect policy"): on `pagehide` it is
 *   handed, through `sessionStorage` (`voice-widgets:call:<assistant-id>:<id>`), to the widget
 *   with the same assistant (and `id`) on the next page, which resumes it within the platform's
 *   grace window, with its history, timer, mute, microphone and open sheet. Give each such element
 *   an `id` when a page has two. `demo-host/partner.html` sets it.
 * @attr tool-timeout - seconds (1..120, default 10) the assistant waits for a tool in
 *   `clientTools` (or a `respond()` Promise), in calls and chat, before it is told the tool timed
 *   out (docs/voice-client.md "Tools").
 * @attr consent-text - the consent dialog's text. Default: a per-language text.
 * @attr variable-values - a JSON object of variables for the assistant's templates
 *   (`{"customerName":"Lucía","plan":"Pro"}`; strings, numbers, booleans), sent as
 *   `assistantOverrides.variableValues` when a call starts and with every chat request, merged:
 *   the language < this attribute < the `variableValues` property < the `assistantOverrides`
 *   property's `variableValues` (docs/elements/voice-widget.md "Variables and overrides"). Invalid
 *   JSON or another value warns and sends nothing of it; a value that is not a string, number or
 *   boolean warns and is left out. Sent to the platform, never stored by the element.
 * @attr heading - the sheet's title (not `title`, which browsers show as a tooltip). Default: the
 *   assistant's name.
 * @attr greeting - the first line shown before anything is sent. Default: a per-language greeting.
 * @attr suggestions - a JSON array of at most 4 strings of at most 80 characters each
 *   (`["Book a visit","Opening hours"]`): chips (`suggestion`) under the greeting of an empty
 *   conversation; a press sends that text as the visitor's message, as if typed; they go once the
 *   conversation starts. The `suggestions` property wins. A bad value warns naming `suggestions`
 *   and shows none (docs/elements/voice-widget.md "Starter suggestions").
 * @attr avatar - the assistant's image (docs/elements/voice-widget.md "Avatar"): an `https:`,
 *   relative or `data:image/` URL; any other scheme is refused with a console warning naming
 *   `avatar` and shows no image. Shown (part `avatar`) on the launcher, in the sheet's header and
 *   beside the assistant's lines, its `alt` the assistant's name; if the image fails to load, the
 *   name's initial shows instead. Read again when it changes.
 * @attr link-hosts - space-separated host names (`example.com docs.example.com`) that links in the
 *   assistant's Markdown replies may go to; a link to any other host shows as its text. Exact host
 *   match: `docs.example.com` is not allowed by `example.com` (list each host). `mailto:` and
 *   `tel:` links are not host-limited. Entries that are not bare host names are ignored with a
 *   console warning; `link-hosts=""` allows no web link. Default (absent): any host; only `http:`,
 *   `https:`, `mailto:` and `tel:` links, ever (docs/elements/voice-widget.md "Markdown in
 *   replies").
 * @attr {boolean} feedback - boolean: once a call has ended or a chat reply has arrived, the sheet
 *   asks 'How was this conversation?' (thumbs up / down, an optional comment of at most 500
 *   characters, Send, Skip) and fires `voice-feedback`; with `api-url` set it also posts the
 *   rating to `{api-url}/feedback` (docs/elements/voice-widget.md "Feedback").
 * @attr {'open' | 'push'} talk-mode - `open` (default) or `push`: push-to-talk in calls
 *   (docs/elements/voice-call-button.md "Push-to-talk"): the microphone is muted except while the
 *   visitor holds the sheet's `talk` control (pointer, touch, or Space while focused). Read by the
 *   sheet's chunk at each call's start (the launcher only passes it through); another value warns
 *   and reads as `open`. The sheet's `talk-mode` switch changes it for the rest of the call.
 * @attr {'session' | 'local' | 'none'} history - where the chat history and session are kept
 *   (docs/elements/voice-widget.md "Stored data and forgetting"): `session` (default,
 *   `sessionStorage`, until the tab closes), `local` (`localStorage`, across tabs and restarts) or
 *   `none` (nothing is stored: no chat history, no remembered consent, and `persist-call` is off;
 *   a reload starts afresh). Another value warns once and reads as `session`.
 * @attr teaser - the teaser bubble's text beside the closed launcher (docs/elements/voice-widget.md
 *   "Teaser"), shown as text (never HTML), or a JSON object of texts by language code
 *   (`{"es":"¿Te ayudo?","en":"Can I help?"}`: the shown language's, else `en`'s, else the first).
 *   Absent or empty: no bubble. A click on it opens the sheet; its close button dismisses it, kept
 *   as `history` allows (`session`: for the tab, `local`: across visits, `none`: not kept).
 * @attr teaser-delay - seconds from the element's connection to a `load` teaser (default 3).
 * @attr teaser-trigger - when the teaser shows: `load` (default: after `teaser-delay`),
 *   `scroll:N` (the visitor scrolled N % of the page, 0–100), `exit` (the pointer leaves through
 *   the top of the window, on desktop) or `idle:N` (N seconds without input). Another value warns
 *   naming the attribute and reads as `load`.
 * @fires voice-teaser-show - detail: `{ text, trigger }` — the teaser bubble showed; `trigger` is
 *   `load`, `scroll`, `exit`, `idle` or `method` (`showTeaser()`).
 * @fires voice-teaser-dismiss - detail: `{ reason }` — the teaser bubble went: `close` (its close
 *   button; kept as `history` allows), `open` (the sheet opened; kept too) or `method`
 *   (`hideTeaser()`; not kept).
 * @fires voice-unread-change - detail: `{ count }` — the count of assistant messages (chat replies,
 *   a call's lines, replies to `sendMessage`) completed while the sheet was collapsed changed;
 *   opening the sheet sets it to 0.
 * @fires voice-language-change - detail: `{ lang, previous }` — the visitor chose another language
 *   in the language control (`languages`).
 * @fires voice-widget-toggle - detail: `{ open }` — the sheet expanded or collapsed.
 * @fires voice-chat-message - detail: `{ role, text, sessionId }` — one complete chat message (the
 *   visitor's when sent, the assistant's when fully streamed).
 * @fires voice-error - detail: `{ type, stage, error, timestamp, cause }` — call errors,
 *   `invalid-message` / `chat-error` / `tool-call-error` from the chat, `feedback-error` when a
 *   rating could not be posted, and `chunk-load-error` when the sheet's chunk cannot load
 *   (network, or a refused integrity check; the launcher shows a translated alert, once per
 *   attempt).
 * @fires voice-tool-call - detail: `{ id, name, arguments, respond(result) }` — one entry of a
 *   Vapi `tool-calls` message, from a call or a chat reply; `respond` answers it
 *   (docs/voice-client.md "Tools"); already spent when a `clientTools` tool answered. A
 *   `capture_lead` shows the same recap card in the chat.
 * @fires voice-call-report - detail: `{ callId, durationS, endedReason, transcript, lead,
 *   talkMode }` — when a call ends, as on `<voice-call-button>` (`superseded` when another element
 *   started one).
 * @fires voice-feedback - detail: `{ rating: 'up' | 'down', comment?, callId?, chatId? }` — with
 *   the `feedback` attribute, the visitor sent a rating after a call (`callId`) or a chat
 *   (`chatId`, the chat session); `comment` trimmed, 1–500 characters, absent when empty. Fires
 *   whether or not the POST to `{api-url}/feedback` succeeds (a failure is also a `voice-error`
 *   `feedback-error`).
 * @fires voice-history-cleared - detail: `{ chatId?, callId?, keys }` — the visitor confirmed
 *   'Forget this conversation': every `voice-widgets:` key (`keys`) left `sessionStorage` and
 *   `localStorage`, and the chat session `chatId` was ended on the platform
 *   (docs/elements/voice-widget.md "Stored data and forgetting").
 * @fires voice-call-start - no detail — the call is connected.
 * @fires voice-call-end - no detail — the call ended.
 * @fires voice-speech-start - no detail — the assistant started speaking.
 * @fires voice-speech-end - no detail — the assistant stopped speaking.
 * @fires voice-volume-level - detail: number 0..1 (level / 0.15, capped at 1) — every 100 ms in a
 *   call.
 * @fires voice-message - detail: the platform's JSON message (or the synthesized ended
 *   `status-update`) — each message of the call's room or socket.
 * @fires voice-call-start-progress - detail: `{ stage, status, timestamp, duration?, metadata? }`
 *   — each stage of the call's start (docs/behaviour.md §3 "Progress event").
 * @fires voice-call-start-success - detail: `{ totalDuration, callId, timestamp }` (ms) — the call
 *   started.
 * @fires voice-call-start-failed - detail: `{ stage, totalDuration, error, timestamp, context }` —
 *   the call could not start.
 * @fires voice-mute-change - detail: `{ muted, talkMode: 'open' | 'push' }` — the visitor toggled
 *   the mute, held or released push-to-talk's `talk` control, or flipped the `talk-mode` switch
 *   (docs/elements/voice-call-button.md "Push-to-talk").
 * @fires voice-consent-change - detail: `{ accepted }` — the visitor answered the consent dialog
 *   (`require-consent`).
 * @fires voice-call-reconnecting - detail: `{ attempt, reason: 'network' | 'page-change',
 *   timestamp }` — the call's connection dropped and the client is resuming it (once per attempt,
 *   from 1).
 * @fires voice-call-reconnected - detail: `{ downtimeMs, timestamp }` — the call is carried again.
 * @fires voice-echo-suspected - detail: `{ ratio, correlation, delayMs, atMs }` — the microphone
 *   kept hearing the assistant (speakers with no echo cancelling), so the panel suggests headphones
 *   (`echo-hint`); once per call. `ratio` 0..1 is the median microphone level over the assistant's
 *   level while the assistant spoke, `correlation` -1..1 how closely the two level envelopes
 *   matched, `delayMs` the echo's delay, `atMs` the time since `voice-call-start`
 *   (docs/elements/voice-call-button.md "Echo hint").
 * @fires voice-turn-metrics - detail: `{ kind: 'call' | 'chat', turn, latencyMs }` — an answer
 *   began: in a call, `latencyMs` (ms) from the end of the visitor's speech as the page heard it
 *   (or their typed send) to the answer's first audible audio; in the chat, from the send to the
 *   reply's first character shown. `turn` counts from 1 in each call or chat
 *   (docs/voice-client.md "Turn latency").
 * @fires voice-call-hold - detail: `{ held }` — the call went on hold or came off it (`hold()`,
 *   `resume()`, the sheet's `hold` control, or the call's end while held).
 * @fires voice-network-quality-change - detail: `{ quality, threshold, networkState, rating,
 *   rttMs, transport, timestamp }` — the call's connection rating changed
 *   (docs/voice-client.md "Connection quality"), as on `<voice-call-button>`.
 * @csspart language-select - the language control (`<select>`), with `languages`.
 * @csspart language-option - one language of the control, named in its own language
 *   (`Intl.DisplayNames`).
 * @csspart launcher - the launcher button; its accessible name says the unread count.
 * @csspart teaser - the teaser bubble (`teaser`); hidden while the sheet is open.
 * @csspart teaser-close - the teaser bubble's close button.
 * @csspart badge - the launcher's unread count (hidden at 0).
 * @csspart sheet - the expanded sheet (`role="dialog"`).
 * @csspart close - the sheet's close button.
 * @csspart new-conversation - the 'new conversation' button (clears the chat and its stored
 *   session).
 * @csspart call-button - the sheet's call / hang-up button (`data-status` as the button's states:
 *   idle, connecting, connected, speaking, reconnecting, on-hold).
 * @csspart resume-audio - the 'tap to continue the call' button, while the browser holds a resumed
 *   call's audio back (autoplay policy); the launcher then says it too.
 * @csspart reconnect-status - the 'Reconectando…' line with the attempt number (`role="status"`)
 *   while the call's connection is being resumed; the log, timer and text field stay as in the
 *   panel.
 * @csspart live-transcript - the conversation log (`role="log"`).
 * @csspart live-line - one message; also `live-line-assistant` / `live-line-user` parts.
 * @csspart live-line-assistant - a message of the assistant.
 * @csspart live-line-user - a message of the visitor.
 * @csspart tool-status - the line saying the assistant is working on a page tool
 *   (`clientTools` or a `respond()` still pending), with `data-status` `running`, `done` or
 *   `failed` (docs/elements/voice-widget.md "Tool progress").
 * @csspart greeting - the greeting line.
 * @csspart suggestion - one starter suggestion chip (`suggestions`), in an empty conversation.
 * @csspart quick-reply - one reply the assistant offers with the built-in `show_quick_replies`
 *   tool, under its line (a button, or a link opened in a new tab) (docs/voice-client.md "Tools").
 * @csspart avatar - the assistant's image (`avatar`; `alt` its name, its initial when the image
 *   fails to load) on the launcher, in the sheet's header and beside its lines.
 * @csspart orb - the call's state during a call, in the sheet's header: `data-state` `idle`,
 *   `connecting`, `listening`, `thinking` or `speaking`; its size follows the level heard.
 *   Decorative (`aria-hidden`); the state is also said in text.
 * @csspart chat-retry - the retry of an interrupted reply or a message not sent.
 * @csspart message-input - the text field.
 * @csspart message-send - the send button.
 * @csspart mute - the microphone mute toggle during a call (open microphone).
 * @csspart talk - push-to-talk's hold-to-talk control during a call (`talk-mode="push"`;
 *   `aria-pressed` true while held), in place of `mute` (docs/elements/voice-call-button.md
 *   "Push-to-talk").
 * @csspart talk-mode - the in-call switch between push-to-talk and an open microphone
 *   (`role="switch"`).
 * @csspart hold - the hold toggle during a call (`aria-pressed` true while held), as on
 *   `<voice-call-button>` (docs/elements/voice-call-button.md "Hold").
 * @csspart connection-quality - the connection indicator during a call: `data-quality` `good`,
 *   `fair`, `poor` or `lost`, with a text for screen readers.
 * @csspart connection-notice - while the connection is poor or lost: what is wrong and what helps.
 * @csspart mic-select - the microphone picker during a call (only with more than one input).
 * @csspart speaker-select - the speaker (output device) picker beside it: only where the browser
 *   can route the call's audio (`setSinkId`; hidden in WebKit) and more than one output exists
 *   (docs/elements/voice-call-button.md "Speaker picker").
 * @csspart level-assistant - the assistant's level meter during a call.
 * @csspart level-mic - the microphone's level meter during a call.
 * @csspart call-timer - elapsed call time, mm:ss.
 * @csspart mic-hint - the 'we can't hear you' hint.
 * @csspart echo-hint - the headphones suggestion (`role="status"`), once per call, when the
 *   microphone keeps hearing the assistant.
 * @csspart consent - the consent dialog.
 * @csspart consent-accept - the consent dialog's accept button.
 * @csspart consent-decline - the consent dialog's decline button.
 * @csspart call-error - the guided error alert.
 * @csspart call-retry - the error alert's retry button.
 * @csspart write-instead - in `hybrid`, the microphone error's 'write instead' button.
 * @csspart precheck - the pre-call check under the sheet's call button while no call runs: 'Test
 *   microphone and connection', then each result with its advice (`data-check`, `data-result`;
 *   docs/elements/voice-widget.md "Pre-call check").
 * @csspart recap - the result card after a captured lead or a call; with the median wait for an
 *   answer once one was timed.
 * @csspart recap-download - the transcript download link.
 * @csspart feedback - the 'How was this conversation?' form (`feedback` attribute).
 * @csspart feedback-up - the thumbs-up toggle (`aria-pressed`).
 * @csspart feedback-down - the thumbs-down toggle (`aria-pressed`).
 * @csspart feedback-comment - the optional comment field (at most 500 characters, with a counter).
 * @csspart feedback-send - the feedback's Send button (enabled once a thumb is chosen).
 * @csspart feedback-skip - the feedback's Skip button.
 * @csspart forget - the header's 'Forget this conversation' button.
 * @csspart forget-confirm - the confirmation's 'Yes, forget it' button.
 * @csspart forget-cancel - the confirmation's Cancel button.
 * @cssprop [--voice-z-index=2147480000] - stacking order of the launcher and sheet (seven significant digits, as the minified CSS keeps it).
 * @cssprop [--voice-widget-accent=#1d4ed8] - launcher and primary colour.
 * @cssprop [--voice-widget-bg] - sheet background (theme default).
 * @cssprop [--voice-widget-fg] - sheet text colour (theme default).
 * @cssprop [--voice-widget-width=380px] - sheet width on viewports 640 px and wider.
 * @cssprop [--voice-widget-height=560px] - sheet height on viewports 640 px and wider.
 * @cssprop [--voice-font=system-ui, sans-serif] - font family.
 * @cssprop [--voice-orb-color-1=#1d4ed8] - the orb's first colour (docs/elements/theming.md).
 * @cssprop [--voice-orb-color-2=#7c3aed] - the orb's second colour.
 */
export class VoiceWidgetElement extends HTMLElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;

  /** The shadow DOM (launcher, sheet, alert) and the sheet's session. */
  // `#private`: the minifier shortens these names, bytes kept off the partner page's first script.
  readonly #view: WidgetLauncher;
  readonly #warned = onceWarner();
  /** Counts showTeaser()/hideTeaser() calls: the last one wins while the bubble's chunk loads. */
  #teaserAsked = 0;
  /** The `texts` property, when set (it wins over the attribute). */
  #textsProperty: TextsOverride | undefined;
  /** The visitor's choice in the language control, this page. */
  #chosenLang: Lang | undefined;
  /** The `suggestions` property, when set (it wins over the attribute). */
  #suggestionsProperty: readonly string[] | undefined;

  constructor() {
    super();
    this.#view = new WidgetLauncher(this, () => this.#render());
  }

  // Properties reflecting the attributes (defined on the prototype below).
  declare publicKey: string | undefined;
  declare assistantId: string | undefined;
  declare apiUrl: string | undefined;
  declare assistantName: string | undefined;
  /** The effective mode (an unknown value reads as the default, with one warning). */
  declare mode: WidgetMode;
  declare position: WidgetPosition;
  declare theme: WidgetTheme;
  declare consentText: string | undefined;
  declare heading: string | undefined;
  declare greeting: string | undefined;
  /** The `link-hosts` attribute as written (space-separated host names), or undefined when absent. */
  declare linkHosts: string | undefined;
  declare requireConsent: boolean;
  /** Whether a live call outlives a page change; reflects the `persist-call` attribute. */
  declare persistCall: boolean;
  /** Reflects the boolean `feedback` attribute. */
  declare feedback: boolean;
  /** Reflects `history` (`session`, `local` or `none`; an unknown value reads as `session`). */
  declare history: HistoryMode;
  /** Reflects `teaser` (text, or JSON texts by language). */
  declare teaser: string | undefined;
  /** Reflects `teaser-delay` (seconds). */
  declare teaserDelay: string | undefined;
  /** Reflects `teaser-trigger`. */
  declare teaserTrigger: string | undefined;
  /** Reflects `avatar` as written (the launcher shows it only when accepted). */
  declare avatar: string | undefined;

  /**
   * Tools the page implements for the assistant, in calls and chat (docs/voice-client.md "Tools"):
   * `{ [name]: (args, { callId, signal }) => result | Promise }`. A plain property; a value set
   * before the element is defined is kept.
   */
  declare clientTools: ClientTools | undefined;

  /**
   * The partner's text overrides (docs/elements/voice-widget.md "Texts"): `{ key: text }` in every
   * language, `{ "<lang>": { key: text } }` in one. Setting it (an object) wins over the `texts`
   * attribute; `undefined` gives the attribute back. Reading gives the object in effect.
   */
  get texts(): TextsOverride | undefined {
    return this.#textsProperty ?? readTextsAttribute(this.getAttribute('texts'));
  }

  set texts(value: TextsOverride | undefined) {
    this.#textsProperty = value ?? undefined;
    if (this.isConnected) this.#render();
  }

  /**
   * The starter suggestions (docs/elements/voice-widget.md "Starter suggestions"): an array of at
   * most 4 strings of at most 80 characters; setting it wins over the `suggestions` attribute,
   * `undefined` gives the attribute back. Checked by the sheet: a bad value warns and shows none.
   */
  get suggestions(): readonly string[] | undefined {
    return this.#suggestionsProperty;
  }

  set suggestions(value: readonly string[] | undefined) {
    this.#suggestionsProperty = value ?? undefined;
    if (this.isConnected) this.#render();
  }

  /**
   * Shows `lang`, the visitor's choice in the language control (the sheet's chunk keeps it as
   * `history` allows and fires `voice-language-change`).
   * @internal
   */
  chooseLanguage(lang: Lang): void {
    this.#chosenLang = lang;
    this.#render();
  }

  /**
   * Variables for the assistant's templates (docs/elements/voice-widget.md "Variables and
   * overrides"): `{ [name]: string | number | boolean }`, merged over the `variable-values`
   * attribute and sent as `assistantOverrides.variableValues` when a call starts and with every chat
   * request. Sent to the platform, never stored by the element. Other values warn and are left out.
   */
  declare variableValues: Readonly<Record<string, string | number | boolean>> | undefined;

  /**
   * Vapi's `assistantOverrides` (`firstMessage`, `voice`, `variableValues` …), sent as given when a
   * call starts and with every chat request; its `variableValues` win over `variableValues` and
   * `variable-values`.
   */
  declare assistantOverrides: Readonly<Record<string, unknown>> | undefined;

  /**
   * Labels of the page's tools in the conversation's tool-status line
   * (docs/elements/voice-widget.md "Tool progress"): `{ [toolName]: label }`; a tool without one is
   * named by a neutral word.
   */
  declare clientToolLabels: Readonly<Record<string, string>> | undefined;

  /** Whether the sheet is expanded; reflects the `open` attribute. */
  get open(): boolean {
    return this.hasAttribute('open');
  }

  set open(value: boolean) {
    this.toggleAttribute('open', Boolean(value));
  }

  /**
   * Gives the assistant the page's context during a conversation (docs/elements/voice-widget.md
   * "Page context and messages"): in a call, Vapi's `add-message` `{ role: 'system' }` with
   * `triggerResponseEnabled: false`; in a chat, a `system` message with the next request. Not
   * shown, not answered.
   * @param text 1–2000 characters.
   * @returns resolves once sent (a call) or queued (a chat); rejects with an `Error` whose `code` is
   *   `no-conversation` (no call or chat open), `text-too-long` or `invalid-text`.
   */
  sendContext(text: string): Promise<void> {
    return this.#view.send('context', text);
  }

  /**
   * Sends a visitor's message on the page's behalf (docs/elements/voice-widget.md "Page context and
   * messages"): in a call, Vapi's `add-message` `{ role: 'user' }` with `triggerResponseEnabled:
   * true`; else in the chat exactly as if typed (it starts the chat if none is open). The line
   * shows in the conversation.
   * @param text 1–2000 characters.
   * @returns resolves once sent; rejects with an `Error` whose `code` is `no-conversation`
   *   (`mode="voice"` with no call), `no-consent` (`require-consent` not yet accepted),
   *   `text-too-long` or `invalid-text`.
   */
  sendMessage(text: string): Promise<void> {
    return this.#view.send('message', text);
  }

  /**
   * Shows the teaser bubble now (docs/elements/voice-widget.md "Teaser"), even if dismissed before;
   * nothing while the sheet is open or with no text. Fires `voice-teaser-show` with trigger
   * `method`.
   * @param text shown as text; default the `teaser` attribute's.
   */
  showTeaser(text?: string): void {
    const asked = ++this.#teaserAsked;
    // The bubble's chunk may still be on its way: a hideTeaser() meanwhile wins.
    void this.#view.withTeaser().then((t) => {
      if (asked === this.#teaserAsked) t?.show(text, 'method');
    });
  }

  /** Hides the teaser bubble, not kept as dismissed; fires `voice-teaser-dismiss` `{ reason: 'method' }` if it showed. */
  hideTeaser(): void {
    this.#teaserAsked++;
    this.#view.teaser?.dismiss('method');
  }

  /**
   * The pre-call check (docs/elements/voice-widget.md "Pre-call check"), as the sheet's
   * `precheck` control runs it: the microphone (opened, listened to for 1.5 s, released), the
   * audio output, and the median round trip of three `OPTIONS {api-url}/call/web` probes; creates no
   * call, so nothing is billed. A call while it runs is not blocked; a second call joins the
   * check under way.
   * @returns `{ microphone: 'ok' | 'silent' | 'denied' | 'missing', output: 'ok' | 'none',
   *   rttMs, quality }` (`rttMs` in ms, `undefined` and `quality` `lost` when no probe answered);
   *   rejects only when the check's code cannot load.
   */
  precheck(): Promise<PrecheckResult> {
    // The sheet's chunk runs it (its control shares the run); its AudioContext is made there, so
    // in WebKit call it where the sheet is loaded, or use the control (docs/voice-client.md).
    return this.#view.load().then((c) => {
      if (!c) throw new Error('[voice-widgets] the sheet could not load: no pre-call check');
      return c.precheck();
    });
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
    return this.#view.hold();
  }

  /**
   * Takes the held call off hold: the microphone as the visitor left it, `unmute-assistant` sent,
   * the assistant heard again, `voice-call-hold` `{ held: false }`.
   * @returns {boolean} `true` when the call was held and now runs; `false`, a no-op, otherwise.
   */
  resume(): boolean {
    return this.#view.resume();
  }

  /** console.warn, once per distinct message and element. */
  warnOnce(message: string): void {
    this.#warned(message);
  }

  connectedCallback(): void {
    this.#render();
    if (this.open) this.#view.open();
    // `persist-call`: a call the previous page left for this widget loads the sheet's chunk at once, which resumes it.
    else if (
      booleanAttribute(this, 'persist-call') &&
      historyOf(this) !== 'none' &&
      hasStoredCall(persistKey(this.getAttribute('assistant-id'), this.id))
    )
      void this.#view.load();
  }

  disconnectedCallback(): void {
    afterRemoval(this, () => this.#view.dispose());
  }

  attributeChangedCallback(name: string): void {
    if (!this.isConnected) return;
    if (name === 'open') this.#view.open();
    else this.#render();
  }

  /** The attributes the launcher shows, parsed (bad values warn once and use the default); the sheet reads the rest. */
  props(): LauncherProps {
    const warn = (m: string): void => this.warnOnce(m);
    const languages = parseLanguages(this.getAttribute('languages'));
    const chosen = this.#chosenLang ?? storedChoice(this);
    const name = this.getAttribute('assistant-name');
    return {
      lang: languages.find((l) => l === chosen) ?? parseLang(this.getAttribute('lang'), warn),
      assistantName: name?.trim() ? name : '',
      // Parsed without a warning here; the sheet's chunk warns about a bad attribute.
      texts: this.#textsProperty ?? readTextsAttribute(this.getAttribute('texts')),
      mode: parseMode(this.getAttribute('mode'), warn),
      theme: parseTheme(this.getAttribute('theme'), warn),
      avatar: avatarUrl(this.getAttribute('avatar'), warn),
    };
  }

  #render(): void {
    this.#view.render(
      this.props(),
      parsePosition(this.getAttribute('position'), (m) => this.warnOnce(m)),
    );
  }
}

/** The `history` attribute of `el` (or a value): `local` or `none` as written, anything else `session`. */
function historyOf(el: HTMLElement | string | null): HistoryMode {
  const v = typeof el === 'string' || el === null ? el : el.getAttribute('history');
  return v === 'local' || v === 'none' ? v : 'session';
}

reflectAttributes(VoiceWidgetElement.prototype, ATTRIBUTES, {
  // `open`, `texts` and `suggestions` have their own accessors; `lang` is HTMLElement's own.
  skip: ['open', 'lang', 'texts', 'suggestions'],
  booleans: ['require-consent', 'persist-call', 'feedback'],
  parsed: {
    mode: parseMode,
    position: parsePosition,
    theme: parseTheme,
    history: (v) => historyOf(v),
  },
});
