/**
 * `<voice-widget>`'s shadow DOM before any interaction (docs/elements/voice-widget.md): the launcher,
 * the sheet's slot and the load-error alert. All a partner page loads up front, so it only shows:
 * the first hover, focus or press loads the sheet's chunk, whose controller (`sheet-control.ts`)
 * then opens, closes and counts unread messages. A press before the chunk arrives opens the sheet
 * when it does.
 */
import { dispatchVoiceEvent } from '../common/events.ts';
import { lazyChunk } from '../common/element/lazy-chunk.ts';
import { sheetFor } from '../common/element/styles.ts';
import { h, svg } from '../common/element/h.ts';
import { store } from '../common/element/lang-choice.ts';
import { dirOf, type Lang } from '../core/lang.ts';
import { loadLauncherTexts } from '../common/i18n/start.ts';
import { overrideOf } from '../common/i18n/texts-attribute.ts';
import type { Section } from '../common/i18n/texts.ts';
import launcherCss from './widget-launcher.css?inline';
import { sideOf, type WidgetPosition } from './placement.ts';
import type { LauncherElement, LauncherProps, SheetControl } from './session-types.ts';
import type { Teaser } from './teaser/teaser.ts';
import type * as ExtrasModule from './launcher-extras.ts';

type Extras = typeof ExtrasModule;
type LauncherTexts = Section<'launcher'>;

/** The sheet's chunk; one load per page, a failed load is retried by the next intent. */
const loadSheetChunk = lazyChunk(() => import('./sheet/index.ts'));
/** The teaser and the avatar, code and styles: only for a `teaser`, an `avatar` or `showTeaser()`. */
const loadExtrasChunk = lazyChunk(() => import('./launcher-extras.ts'));

/** One `<voice-widget>`'s launcher, in the element's open shadow root. */
export class WidgetLauncher {
  // `#private`: the minifier shortens these names (public ones stay as written).
  readonly #el: LauncherElement;
  readonly #rerender: () => void;
  readonly #frame: HTMLDivElement;
  readonly #button: HTMLButtonElement;
  readonly #label: HTMLSpanElement;
  readonly #avatar: HTMLSpanElement;
  readonly #box: HTMLSpanElement;
  readonly #slot: HTMLDivElement;
  readonly #alert: HTMLParagraphElement;
  /** The launcher texts of the last language loaded: while another loads, the label stays as it was. */
  #texts: { lang: Lang; t: LauncherTexts } | undefined;
  /** The first language's texts could not load: the launcher shows without them. */
  #failed = false;
  /** The sheet's controller, once its chunk is in. */
  #control: SheetControl | undefined;
  #loading: Promise<SheetControl | undefined> | undefined;
  #extras: Extras | undefined;
  #extrasLoad: Promise<Extras | undefined> | undefined;
  /** The teaser bubble beside the closed launcher, once its chunk is in. */
  teaser: Teaser | undefined;

  /** Builds the launcher in `element`'s shadow root; `rerender` renders it again from its attributes. */
  constructor(element: LauncherElement, rerender: () => void) {
    this.#el = element;
    this.#rerender = rerender;
    const root = element.attachShadow({ mode: 'open' });
    if ('adoptedStyleSheets' in root) root.adoptedStyleSheets = [sheetFor(launcherCss)];
    const b = (this.#button = h(
      'button',
      { type: 'button', class: 'vw-launcher', part: 'launcher', 'aria-expanded': 'false' },
      (this.#avatar = h('span', { class: 'vw-avatar' })),
      svg(
        'svg',
        { viewBox: '0 0 24 24', 'aria-hidden': 'true' },
        svg('path', {
          fill: 'currentColor',
          // A speech bubble with three dots (holes: drawn the other way round).
          d: 'M4 4h16v12H8l-4 4Zm3 6v2h2v-2Zm4 0v2h2v-2Zm4 0v2h2v-2Z',
        }),
      ),
      (this.#label = h('span')),
    ));
    root.append(
      (this.#frame = h(
        'div',
        { class: 'vw', part: 'root' },
        (this.#slot = h('div')),
        (this.#alert = h('p', { class: 'vw-load-error', role: 'alert', hidden: '' })),
        // The unread badge goes beside the button, not in it: its digits would not match the button's name.
        (this.#box = h('span', { class: 'vw-launch' }, b)),
      )),
    );
    // The `open` attribute drives the sheet; a press before the chunk is in opens it on arrival.
    b.onclick = () => (element.open = !element.open);
    b.onpointerenter = b.onfocus = () => void this.load();
  }

  /** Shows `props` at `position`: direction, side, theme, the launcher's label, and the sheet once loaded. */
  render(props: LauncherProps, position: WidgetPosition): void {
    const f = this.#frame;
    f.lang = props.lang;
    f.dir = dirOf(props.lang);
    f.dataset['side'] = sideOf(position, props.lang);
    f.dataset['theme'] = props.theme;
    // Hidden until it has a label: a button that widens when its text arrives would move on the page.
    f.toggleAttribute('data-pending', !this.#texts && !this.#failed);
    const name = props.assistantName || this.#text(props, 'assistantName');
    const mode = props.mode;
    const key =
      `launcher${mode[0]!.toUpperCase()}${mode.slice(1)}` as `launcher${Capitalize<typeof mode>}`;
    const label = this.#text(props, key).replace('{assistant}', name);
    this.#label.textContent = label;
    // Named by its label, not by the avatar's `alt` inside it (the sheet's controller adds the unread count).
    this.#button.setAttribute('aria-label', label);
    const extras = this.#extras;
    if (extras) {
      extras.renderAvatar(this.#avatar, props.avatar, name);
      if (this.teaser || this.#el.hasAttribute('teaser'))
        this.#teaserOf(extras).update(this.#text(props, 'teaserClose'));
    } else if (props.avatar || this.#el.hasAttribute('teaser')) void this.withTeaser();
    if (!this.#alert.hidden) this.#alert.textContent = this.#text(props, 'loadFailed');
    this.#control?.render(props);
  }

  /** A launcher text of `props.lang`, the `texts` override first; '' until the language's small chunk is in (then it renders again). */
  #text(props: LauncherProps, key: keyof LauncherTexts): string {
    const { lang } = props;
    if (this.#texts?.lang !== lang)
      loadLauncherTexts(lang).then(
        (t) => {
          if (this.#texts?.lang === lang) return;
          this.#texts = { lang, t };
          this.#rerender();
        },
        (error: unknown) => {
          // No texts: the launcher shows with an empty label; the button still works.
          console.error(error);
          if (!this.#failed) {
            this.#failed = true;
            this.#rerender();
          }
        },
      );
    return overrideOf(props.texts, lang, key) ?? this.#texts?.t[key] ?? '';
  }

  /** This element's teaser bubble, made once the optional parts' chunk is in. */
  #teaserOf(m: Extras): Teaser {
    if (!this.teaser) {
      this.teaser = new m.Teaser(this.#el, store, dispatchVoiceEvent);
      this.#box.before(this.teaser.box, this.teaser.live);
    }
    return this.teaser;
  }

  /** The teaser bubble, the optional parts' chunk (teaser and avatar, with their styles) loaded first. */
  withTeaser(): Promise<Teaser | undefined> {
    this.#extrasLoad ??= loadExtrasChunk().then(
      (m) => {
        if (!this.#extras) {
          this.#extras = m;
          const root = this.#el.shadowRoot!;
          if ('adoptedStyleSheets' in root)
            root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFor(m.extrasCss)];
          this.#rerender();
        }
        return m;
      },
      (error: unknown) => {
        this.#extrasLoad = undefined;
        console.error(error);
        return undefined;
      },
    );
    return this.#extrasLoad.then((m) => m && this.#teaserOf(m));
  }

  /** The `open` attribute changed (or the element connected): the sheet follows it, its chunk loaded first. */
  open(): void {
    const open = this.#el.open;
    if (open) this.teaser?.dismiss('open');
    this.#control?.sync();
    // Once loaded, this is the promise kept (or a new session after a removal).
    if (open) void this.load();
  }

  /** Loads the sheet's chunk and starts this element's session (once); the sheet then follows `open`. */
  load(): Promise<SheetControl | undefined> {
    const el = this.#el;
    // The sheet's chunk and the language's texts, in parallel: the sheet renders at once when both are in.
    this.#loading ??= Promise.all([
      loadSheetChunk(),
      import('../common/i18n/load.ts').then((m) => m.loadTexts(el.props().lang)),
    ]).then(
      ([m]) => {
        if (!el.isConnected) return (this.#loading = undefined);
        const c = (this.#control ??= m.controlSheet({
          element: el,
          frame: this.#frame,
          launcher: this.#button,
          label: this.#label,
          box: this.#box,
          slot: this.#slot,
          rerender: this.#rerender,
        }));
        c.start();
        this.#alert.hidden = true;
        c.sync();
        return c;
      },
      (error: unknown) => {
        this.#loading = undefined;
        console.error('[voice-widgets] could not load its sheet:', error);
        // Stays collapsed, with the translated alert saying what to do.
        el.open = false;
        this.#alert.hidden = false;
        this.#rerender();
        // The detail's `error` is the failure's text: the serialiser of the call's errors stays out of the partner page's first chunk.
        dispatchVoiceEvent(el, 'voice-error', {
          type: 'chunk-load-error',
          stage: 'call',
          error: { message: String(error) },
          timestamp: new Date().toISOString(),
          cause: error,
        });
        return undefined;
      },
    );
    return this.#loading;
  }

  /** The element's `hold()`: false until the sheet's chunk has loaded (there is no call before). */
  hold(): boolean {
    return this.#control?.hold() ?? false;
  }

  /** The element's `resume()`: false until the sheet's chunk has loaded. */
  resume(): boolean {
    return this.#control?.resume() ?? false;
  }

  /** `sendContext` / `sendMessage`: through the sheet's session, its chunk loaded first (the refusals are there). */
  send(kind: 'context' | 'message', text: unknown): Promise<void> {
    return this.load().then((c) => c?.send(kind, text));
  }

  /** The element was removed: no trigger left armed; the sheet's call and chat end, the next connection starts afresh. */
  dispose(): void {
    this.teaser?.dispose();
    this.#control?.dispose();
    this.#loading = undefined;
  }
}
