/**
 * `<voice-widget>`'s shadow DOM: the launcher, the sheet's slot and the load-error alert, and the
 * sheet's chunk loaded on intent. No React: this is all a partner page loads up front.
 */
import { dispatchVoiceEvent } from '../common/events.ts';
import { lazyChunk } from '../common/element/lazy-chunk.ts';
import { sheetFor } from '../common/element/styles.ts';
import { dirOf, type Lang } from '../core/lang.ts';
import { loadLauncherTexts } from '../common/i18n/start.ts';
import { overrideOf } from '../common/i18n/texts-attribute.ts';
import type { Section } from '../common/i18n/texts.ts';
import launcherCss from './widget-launcher.css?inline';
import { sideOf, type WidgetMode, type WidgetPosition } from './placement.ts';
import type { LauncherProps, WidgetSession } from './session-types.ts';

const ICON =
  'M4 4h16a2 2 0 0 1 2 2v10a2 2 0 0 1-2 2H8l-4 4V6a2 2 0 0 1 2-2Zm3 6v2h2v-2H7Zm4 0v2h2v-2h-2Zm4 0v2h2v-2h-2Z';

/** The sheet's chunk; one load per page, a failed load is retried by the next intent. */
const loadSheetChunk = lazyChunk(() => import('./sheet/index.ts'));

/** What the launcher needs of its element. */
export interface LauncherElement extends HTMLElement {
  /** Whether the sheet should be expanded; reflects the `open` attribute. */
  open: boolean;
  /** The attributes the launcher shows, parsed (the sheet's chunk reads the others itself). */
  props(): LauncherProps;
  warnOnce(message: string): void;
  /** See {@link WidgetSessionHost.chooseLanguage}. */
  chooseLanguage(lang: Lang): void;
}

type LauncherTexts = Section<'launcher'>;

/** The launcher's text key per mode. */
const MODE_KEYS: Readonly<Record<WidgetMode, keyof LauncherTexts>> = {
  voice: 'launcherVoice',
  chat: 'launcherChat',
  hybrid: 'launcherHybrid',
};

/** One `<voice-widget>`'s launcher and sheet, in the element's open shadow root. */
export class WidgetLauncher {
  private readonly launcher: HTMLButtonElement;
  private readonly label: HTMLSpanElement;
  private readonly frame: HTMLDivElement;
  private readonly sheetSlot: HTMLDivElement;
  private readonly alertBox: HTMLParagraphElement;
  private session: WidgetSession | undefined;
  private loading: Promise<WidgetSession | undefined> | undefined;
  private isExpanded = false;
  /** While the live call's audio waits for a tap (a call resumed on this page): the label saying so, from the sheet's texts. */
  private tapLabel: string | undefined;
  /** The launcher texts of the last language loaded: while another loads, the label stays as it was. */
  private texts: { lang: Lang; t: LauncherTexts } | undefined;
  /** The first language's texts could not load: the launcher shows without them. */
  private textsFailed = false;

  /** Builds the launcher in `element`'s shadow root; `rerender` renders it again from its attributes. */
  constructor(
    private readonly element: LauncherElement,
    private readonly rerender: () => void,
  ) {
    const root = element.attachShadow({ mode: 'open' });
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
      this.element.open = !this.isExpanded;
    });
    const intent = (): void => void this.loadSession();
    this.launcher.addEventListener('pointerenter', intent);
    this.launcher.addEventListener('focus', intent);
  }

  /** Whether the sheet is expanded (the `open` attribute changes first). */
  get expanded(): boolean {
    return this.isExpanded;
  }

  /** Shows `props` at `position`: direction, side, theme, the launcher's label, and the sheet once loaded. */
  render(props: LauncherProps, position: WidgetPosition): void {
    this.frame.lang = props.lang;
    this.frame.dir = dirOf(props.lang);
    this.frame.dataset['side'] = sideOf(position, props.lang);
    this.frame.dataset['theme'] = props.theme;
    // Hidden until it has a label: a button that widens when its text arrives would move on the page.
    this.frame.toggleAttribute('data-pending', !this.texts && !this.textsFailed);
    this.label.textContent =
      this.tapLabel ??
      this.text(props, MODE_KEYS[props.mode]).replace(
        '{assistant}',
        props.assistantName || this.text(props, 'assistantName'),
      );
    if (!this.alertBox.hidden) this.alertBox.textContent = this.text(props, 'loadFailed');
    this.session?.render(props);
  }

  /** A launcher text of `props.lang`, the `texts` override first; '' until the language's small chunk is in (then it renders again). */
  private text(props: LauncherProps, key: keyof LauncherTexts): string {
    const { lang } = props;
    if (this.texts?.lang !== lang)
      void loadLauncherTexts(lang).then(
        (t) => {
          if (this.texts?.lang === lang) return;
          this.texts = { lang, t };
          this.rerender();
        },
        (error: unknown) => {
          // No texts: the launcher shows with an empty label; the button still works.
          console.error(error);
          if (this.textsFailed) return;
          this.textsFailed = true;
          this.rerender();
        },
      );
    return overrideOf(props.texts, lang, key) ?? this.texts?.t[key] ?? '';
  }

  /** Loads the sheet's chunk and creates this element's session (once). */
  loadSession(): Promise<WidgetSession | undefined> {
    if (this.session) return Promise.resolve(this.session);
    // The sheet's chunk and the language's texts, in parallel: the sheet renders at once when both are in.
    this.loading ??= Promise.all([
      loadSheetChunk(),
      import('../common/i18n/load.ts').then((m) => m.loadTexts(this.element.props().lang)),
    ]).then(
      ([mod]) => {
        if (!this.element.isConnected) return undefined;
        this.session ??= mod.createWidgetSession(
          {
            element: this.element,
            requestClose: () => {
              this.element.open = false;
            },
            setCallActive: (active) => this.frame.toggleAttribute('data-call', active),
            setAudioBlocked: (label) => {
              if (label === this.tapLabel) return;
              this.tapLabel = label;
              this.frame.toggleAttribute('data-audio-blocked', label !== undefined);
              this.rerender();
            },
            warnOnce: (m) => this.element.warnOnce(m),
            chooseLanguage: (lang) => this.element.chooseLanguage(lang),
          },
          this.sheetSlot,
        );
        this.session.render(this.element.props());
        this.alertBox.hidden = true;
        return this.session;
      },
      (error: unknown) => {
        this.loading = undefined;
        console.error('[voice-widgets] <voice-widget> could not load its sheet:', error);
        this.alertBox.textContent = this.text(this.element.props(), 'loadFailed');
        this.alertBox.hidden = false;
        // The detail's `error` is the failure's text: the serialiser of the call's errors stays out of the partner page's first chunk.
        dispatchVoiceEvent(this.element, 'voice-error', {
          type: 'chunk-load-error',
          stage: 'call',
          error: { message: String(error) },
          timestamp: new Date().toISOString(),
          cause: error,
        });
        return undefined;
      },
    );
    return this.loading;
  }

  /** `sendContext` / `sendMessage`: through the sheet's session, its chunk loaded first (the refusals are there). */
  send(kind: 'context' | 'message', text: unknown): Promise<void> {
    return this.loadSession().then((s) => s?.send(kind, text));
  }

  /** Expands the sheet, loading it first if needed; when it cannot load, stays collapsed with the alert shown. */
  expand(): void {
    this.isExpanded = true;
    this.launcher.setAttribute('aria-expanded', 'true');
    this.frame.dataset['open'] = '';
    this.rerender();
    dispatchVoiceEvent(this.element, 'voice-widget-toggle', { open: true });
    void this.loadSession().then((session) => {
      if (!session) {
        // Could not load: stay collapsed, with the alert shown.
        this.isExpanded = false;
        this.element.removeAttribute('open');
        this.launcher.setAttribute('aria-expanded', 'false');
        delete this.frame.dataset['open'];
        dispatchVoiceEvent(this.element, 'voice-widget-toggle', { open: false });
        return;
      }
      if (this.isExpanded) session.setOpen(true);
    });
  }

  /** Collapses the sheet (a call goes on); focus inside the sheet returns to the launcher. */
  collapse(): void {
    const focusInside =
      this.element.shadowRoot?.activeElement !== null &&
      this.element.shadowRoot?.activeElement !== this.launcher;
    this.isExpanded = false;
    this.launcher.setAttribute('aria-expanded', 'false');
    delete this.frame.dataset['open'];
    this.session?.setOpen(false);
    this.rerender();
    dispatchVoiceEvent(this.element, 'voice-widget-toggle', { open: false });
    if (focusInside) this.launcher.focus();
  }

  /** The element was removed: ends the sheet's call and chat; the next connection starts afresh. */
  dispose(): void {
    this.session?.dispose();
    this.session = undefined;
    this.loading = undefined;
    this.isExpanded = false;
  }
}
