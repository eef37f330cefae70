/**
 * The `<voice-widget>` element (issue 10); its documentation is on the class, where the custom-elements manifest reads it.
 */
import { dispatchVoiceEvent } from '../events.ts';
import { DEFAULT_ASSISTANT_NAME } from '../i18n/assistant-name.ts';
import { dirOf, parseLang } from '../i18n/lang.ts';
import launcherCss from '../styles/widget-launcher.css?inline';
import { LAUNCHER_LABELS, LOAD_FAILED } from '../widget/launcher-strings.ts';
import { parseMode, parsePosition, parseTheme, sideOf, type WidgetMode, type WidgetPosition, type WidgetTheme } from '../widget/placement.ts';
import type { WidgetProps, WidgetSession } from '../widget/session-types.ts';
import { booleanAttribute } from './boolean-attr.ts';
import { sheetFor } from './styles.ts';
import { lazyChunk } from './lazy-chunk.ts';
import { reflectAttributes } from './reflect-attributes.ts';
import { checkedUrl } from './url-attr.ts';

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
  'consent-text',
  'heading',
  'greeting',
] as const;

const ICON = 'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z';

/** The sheet's chunk; one load per page, a failed load is retried by the next intent. */
const loadSheetChunk = lazyChunk(() => import('../ui/widget/index.tsx'));

/**
 * @customElement voice-widget
 *
 * `<voice-widget>`: the floating assistant for partner sites (issue 10 §1):
 * a launcher button in a corner of the page that expands into a sheet with
 * a voice call, a text chat, or both, with the same assistant.
 *
 * ```html
 * <script type="module" src="https://your.cdn/voice-widget.js"></script>
 * <voice-widget public-key="pk_…" assistant-id="asst_…" lang="he"></voice-widget>
 * ```
 *
 * Only the launcher is in the initial script (no React): the sheet, the
 * voice client and the chat load as chunks on intent (hover, focus or press
 * of the launcher, or `open`). Collapsing the sheet keeps a call going and
 * aborts a reply still streaming; removing the element ends both.
 *
 * @attr public-key - the platform's public client key (bearer).
 * @attr assistant-id - the assistant for calls and chat.
 * @attr api-url - platform API base URL (http(s) or relative). Default `https://api.vapi.ai`.
 * @attr {'es' | 'he'} lang - `es` (default) or `he`; `he` mirrors the layout (RTL).
 * @attr assistant-name - the assistant's name in texts. Default `Sofía` / `סופיה`.
 * @attr {'voice' | 'chat' | 'hybrid'} mode - `voice`, `chat` or `hybrid` (default): call only, text chat only, or both with one history.
 * @attr {'bottom-end' | 'bottom-start' | 'bottom-center' | 'inline'} position - `bottom-end` (default), `bottom-start`, `bottom-center` or `inline` (in the page's flow); start/end follow the text direction.
 * @attr {boolean} open - boolean, reflects the expanded state both ways.
 * @attr {'light' | 'dark' | 'auto'} theme - `light`, `dark` or `auto` (default: follows `prefers-color-scheme`).
 * @attr {boolean} require-consent - boolean: nothing reaches the platform before the visitor accepts the consent dialog (remembered per assistant).
 * @attr consent-text - the consent dialog's text. Default: a per-language text.
 * @attr heading - the sheet's title. Default: the assistant's name.
 * @attr greeting - the first line shown before anything is sent. Default: a per-language greeting.
 *
 * @fires voice-widget-toggle - detail: {open} — the sheet expanded or collapsed.
 * @fires voice-chat-message - detail: {role, text, sessionId} — one complete chat message.
 * @fires voice-error - detail: {type, stage, error, timestamp, cause} — call errors, and `invalid-message` / `chat-error` / `tool-call-error` from the chat.
 * @fires voice-tool-call - detail: {id, name, arguments} — from a call or a chat reply.
 * @fires voice-call-report - detail: {callId, durationS, endedReason, transcript, lead} — when a call ends (`superseded` when another element started one).
 *
 * @fires voice-call-start - no detail: a call connected.
 * @fires voice-call-end - no detail: the call ended.
 * @fires voice-speech-start - no detail: the assistant started speaking.
 * @fires voice-speech-end - no detail: the assistant stopped speaking.
 * @fires voice-volume-level - detail: number 0..1, every 100 ms in a call.
 * @fires voice-message - detail: the platform's JSON message.
 * @fires voice-call-start-progress - detail: {stage, status, timestamp, duration?, metadata?} (SPEC §3).
 * @fires voice-call-start-success - detail: {totalDuration: ms, callId, timestamp}.
 * @fires voice-call-start-failed - detail: {stage, totalDuration: ms, error, timestamp, context}.
 * @fires voice-mute-change - detail: {muted}.
 * @fires voice-consent-change - detail: {accepted}.
 *
 * These are the call events of `<voice-call-button>`, re-dispatched from this element.
 *
 * @csspart launcher - the launcher button.
 * @csspart sheet - the expanded sheet (`role="dialog"`).
 * @csspart close - the sheet's close button.
 * @csspart new-conversation - the 'new conversation' button (clears the chat and its stored session).
 * @csspart call-button - the sheet's call / hang-up button (`data-status` idle, connecting, connected, speaking).
 * @csspart live-transcript - the conversation log (`role="log"`).
 * @csspart live-line - one message; also `live-line-assistant` / `live-line-user` parts.
 * @csspart live-line-assistant - a message of the assistant.
 * @csspart live-line-user - a message of the visitor.
 * @csspart greeting - the greeting line.
 * @csspart chat-retry - the retry of an interrupted reply or a message not sent.
 * @csspart message-input - the text field.
 * @csspart message-send - the send button.
 * @csspart mute - the microphone mute toggle during a call.
 * @csspart level-assistant - the assistant's level meter during a call.
 * @csspart level-mic - the microphone's level meter during a call.
 * @csspart call-timer - elapsed call time, mm:ss.
 * @csspart mic-hint - the 'we can't hear you' hint.
 * @csspart consent - the consent dialog.
 * @csspart consent-accept - the consent dialog's accept button.
 * @csspart consent-decline - the consent dialog's decline button.
 * @csspart call-error - the guided error alert.
 * @csspart call-retry - the error alert's retry button.
 * @csspart write-instead - in `hybrid`, the microphone error's 'write instead' button.
 * @csspart recap - the result card after a captured lead or a call.
 * @csspart recap-download - the transcript download link.
 * @cssprop [--voice-z-index=2147483000] - stacking order of the launcher and sheet.
 * @cssprop [--voice-widget-accent=#1d4ed8] - launcher and primary colour.
 * @cssprop [--voice-widget-bg] - sheet background (theme default).
 * @cssprop [--voice-widget-fg] - sheet text colour (theme default).
 * @cssprop [--voice-widget-width=380px] - sheet width on viewports 640 px and wider.
 * @cssprop [--voice-widget-height=560px] - sheet height on viewports 640 px and wider.
 * @cssprop [--voice-font=system-ui, sans-serif] - font family.
 */
export class VoiceWidgetElement extends HTMLElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;

  private readonly launcher: HTMLButtonElement;
  private readonly label: HTMLSpanElement;
  private readonly frame: HTMLDivElement;
  private readonly sheetSlot: HTMLDivElement;
  private readonly alertBox: HTMLParagraphElement;
  private session: WidgetSession | undefined;
  private loading: Promise<WidgetSession | undefined> | undefined;
  private expanded = false;
  private removalCheckPending = false;
  private readonly warned = new Set<string>();

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [sheetFor(launcherCss)];
    this.frame = document.createElement('div');
    this.frame.className = 'vw';
    this.frame.setAttribute('part', 'root');
    this.sheetSlot = document.createElement('div');
    this.sheetSlot.className = 'vw-sheet-slot';
    this.alertBox = document.createElement('p');
    this.alertBox.className = 'vw-load-error';
    this.alertBox.setAttribute('role', 'alert');
    this.alertBox.hidden = true;
    this.launcher = document.createElement('button');
    this.launcher.type = 'button';
    this.launcher.className = 'vw-launcher';
    this.launcher.setAttribute('part', 'launcher');
    this.launcher.setAttribute('aria-expanded', 'false');
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('viewBox', '0 0 24 24');
    svg.setAttribute('aria-hidden', 'true');
    svg.setAttribute('focusable', 'false');
    const path = document.createElementNS('http://www.w3.org/2000/svg', 'path');
    path.setAttribute('fill', 'currentColor');
    path.setAttribute('d', ICON);
    svg.append(path);
    this.label = document.createElement('span');
    this.label.className = 'vw-launcher-label';
    this.launcher.append(svg, this.label);
    this.frame.append(this.sheetSlot, this.alertBox, this.launcher);
    root.append(this.frame);
    this.launcher.addEventListener('click', () => {
      this.open = !this.expanded;
    });
    const intent = (): void => void this.loadSession();
    this.launcher.addEventListener('pointerenter', intent);
    this.launcher.addEventListener('focus', intent);
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
  declare requireConsent: boolean;

  /** Whether the sheet is expanded; reflects the `open` attribute. */
  get open(): boolean {
    return this.hasAttribute('open');
  }

  set open(value: boolean) {
    this.toggleAttribute('open', Boolean(value));
  }

  /** console.warn, once per distinct message and element. */
  warnOnce(message: string): void {
    if (this.warned.has(message)) return;
    this.warned.add(message);
    console.warn(message);
  }

  connectedCallback(): void {
    this.render();
    if (this.open && !this.expanded) this.expand();
  }

  disconnectedCallback(): void {
    // A move (remove + insert in one task) reconnects before this runs; a removal does not.
    if (this.removalCheckPending) return;
    this.removalCheckPending = true;
    queueMicrotask(() => {
      this.removalCheckPending = false;
      if (this.isConnected) return;
      this.session?.dispose();
      this.session = undefined;
      this.loading = undefined;
      this.expanded = false;
    });
  }

  attributeChangedCallback(name: string): void {
    if (!this.isConnected) return;
    if (name === 'open') {
      if (this.open && !this.expanded) this.expand();
      else if (!this.open && this.expanded) this.collapse();
      return;
    }
    this.render();
  }

  /** The attributes, parsed (bad values warn once and use the default). */
  props(): WidgetProps {
    const warn = (m: string): void => this.warnOnce(m);
    const lang = parseLang(this.getAttribute('lang'), warn);
    const text = (name: string): string | undefined => {
      const v = this.getAttribute(name);
      return v === null || v.trim() === '' ? undefined : v;
    };
    return {
      publicKey: text('public-key'),
      assistantId: text('assistant-id'),
      apiUrl: checkedUrl('api-url', text('api-url'), warn) ?? 'https://api.vapi.ai',
      lang,
      assistantName: text('assistant-name') ?? DEFAULT_ASSISTANT_NAME[lang],
      mode: parseMode(this.getAttribute('mode'), warn),
      theme: parseTheme(this.getAttribute('theme'), warn),
      requireConsent: booleanAttribute(this, 'require-consent'),
      consentText: text('consent-text'),
      heading: text('heading'),
      greeting: text('greeting'),
    };
  }

  private render(): void {
    const props = this.props();
    const position = parsePosition(this.getAttribute('position'), (m) => this.warnOnce(m));
    this.frame.lang = props.lang;
    this.frame.dir = dirOf(props.lang);
    this.frame.dataset['side'] = sideOf(position, props.lang);
    this.frame.dataset['theme'] = props.theme;
    this.label.textContent = LAUNCHER_LABELS[props.lang][props.mode].replace('{assistant}', props.assistantName);
    if (!this.alertBox.hidden) this.alertBox.textContent = LOAD_FAILED[props.lang];
    this.session?.render(props);
  }

  /** Loads the sheet's chunk and creates this element's session (once). */
  private loadSession(): Promise<WidgetSession | undefined> {
    if (this.session) return Promise.resolve(this.session);
    this.loading ??= loadSheetChunk().then(
      (mod) => {
        if (!this.isConnected) return undefined;
        this.session ??= mod.createWidgetSession(
          {
            element: this,
            requestClose: () => {
              this.open = false;
            },
            setCallActive: (active) => this.frame.toggleAttribute('data-call', active),
            warnOnce: (m) => this.warnOnce(m),
          },
          this.sheetSlot,
        );
        this.session.render(this.props());
        this.alertBox.hidden = true;
        return this.session;
      },
      (error: unknown) => {
        this.loading = undefined;
        console.error('[voice-widgets] <voice-widget> could not load its sheet:', error);
        this.alertBox.textContent = LOAD_FAILED[this.props().lang];
        this.alertBox.hidden = false;
        return undefined;
      },
    );
    return this.loading;
  }

  private expand(): void {
    this.expanded = true;
    this.launcher.setAttribute('aria-expanded', 'true');
    this.frame.dataset['open'] = '';
    this.render();
    dispatchVoiceEvent(this, 'voice-widget-toggle', { open: true });
    void this.loadSession().then((session) => {
      if (!session) {
        // Could not load: stay collapsed, with the alert shown.
        this.expanded = false;
        this.removeAttribute('open');
        this.launcher.setAttribute('aria-expanded', 'false');
        delete this.frame.dataset['open'];
        dispatchVoiceEvent(this, 'voice-widget-toggle', { open: false });
        return;
      }
      if (this.expanded) session.setOpen(true);
    });
  }

  private collapse(): void {
    const focusInside = this.shadowRoot?.activeElement !== null && this.shadowRoot?.activeElement !== this.launcher;
    this.expanded = false;
    this.launcher.setAttribute('aria-expanded', 'false');
    delete this.frame.dataset['open'];
    this.session?.setOpen(false);
    this.render();
    dispatchVoiceEvent(this, 'voice-widget-toggle', { open: false });
    if (focusInside) this.launcher.focus();
  }
}

reflectAttributes(VoiceWidgetElement.prototype, ATTRIBUTES, {
  skip: ['open', 'lang'], // `open` has its own accessor; `lang` is HTMLElement's own.
  booleans: ['require-consent'],
  parsed: { mode: parseMode, position: parsePosition, theme: parseTheme },
});
