/**
 * `<voice-widget>`'s teaser bubble beside the closed launcher (docs/elements/voice-widget.md
 * "Teaser"): shown by its trigger or `showTeaser()`, never while the sheet is open; a click opens
 * the sheet; its close button dismisses it, kept as `history` allows. In the launcher's optional
 * chunk (`launcher-extras.ts`), with its styles (`teaser.css`).
 */
import type { dispatchVoiceEvent, TeaserTrigger } from '../../common/events.ts';
import { h } from '../../common/element/h.ts';
import type { store } from '../../common/element/lang-choice.ts';
import type { LauncherElement } from '../session-types.ts';
import { armTrigger, parseTrigger } from './trigger.ts';

/** The `teaser` attribute's text in `lang`: the text, or a JSON object's entry for `lang` (else `en`, else its first). */
export function teaserText(
  value: string | null,
  lang: string,
  warn: (message: string) => void,
): string {
  const v = value?.trim() ?? '';
  if (!v.startsWith('{')) return v;
  try {
    const texts = JSON.parse(v) as Record<string, unknown>;
    const t = texts[lang] ?? texts[lang.split('-')[0]!] ?? texts['en'] ?? Object.values(texts)[0];
    return typeof t === 'string' ? t.trim() : '';
  } catch {
    warn('[voice-widgets] Ignoring teaser: invalid JSON.');
    return '';
  }
}

/** One element's teaser bubble (part `teaser`, its close button part `teaser-close`). */
export class Teaser {
  readonly #el: LauncherElement;
  readonly #store: typeof store;
  readonly #dispatch: typeof dispatchVoiceEvent;
  readonly #text = h('button', { type: 'button' });
  readonly #close = h('button', { type: 'button', part: 'teaser-close' }, '×');
  readonly box = h(
    'div',
    { class: 'vw-teaser', part: 'teaser', hidden: '' },
    this.#text,
    this.#close,
  );
  /** A polite live region outside the bubble, so its text is said once as it shows. */
  readonly live = h('span', { class: 'vw-sr', role: 'status' });
  #disarm: (() => void) | undefined;
  /** The trigger armed, as written (`teaser-trigger` and `teaser-delay`), to re-arm on a change. */
  #armed = '';
  #fired = false;

  // The storage `history` names and the events' dispatcher are passed in by the launcher: imported
  // here, the bundler would move their modules out of the partner entry into chunks of their own.
  constructor(element: LauncherElement, s: typeof store, dispatch: typeof dispatchVoiceEvent) {
    this.#el = element;
    this.#store = s;
    this.#dispatch = dispatch;
    this.#text.onclick = () => (element.open = true);
    this.#close.onclick = () => this.dismiss('close');
  }

  /** The key of this element's dismissal, in the storage `history` names. */
  get #key(): string {
    return `voice-widgets:teaser:${this.#el.getAttribute('assistant-id') ?? ''}:${this.#el.id}`;
  }

  get #dismissed(): boolean {
    try {
      return this.#store(this.#el)?.getItem(this.#key) === '1';
    } catch {
      return false;
    }
  }

  /** Arms the trigger from the attributes (again when they changed); updates the text shown; the close button's label. */
  update(closeLabel: string): void {
    this.#close.setAttribute('aria-label', closeLabel);
    const el = this.#el;
    const text = this.#attrText();
    if (!this.box.hidden) {
      if (text) this.#text.textContent = text;
      return;
    }
    const armed = `${el.getAttribute('teaser-trigger')}|${el.getAttribute('teaser-delay')}`;
    if (!text || this.#dismissed || (armed === this.#armed && (this.#fired || this.#disarm)))
      return;
    this.#disarm?.();
    this.#armed = armed;
    const trigger = parseTrigger(el.getAttribute('teaser-trigger'), (m) => el.warnOnce(m));
    const delay = Number(el.getAttribute('teaser-delay') ?? 3);
    this.#disarm = armTrigger(trigger, delay >= 0 ? delay : 3, () => {
      this.#fired = true;
      this.#disarm = undefined;
      if (!this.#dismissed) this.show(undefined, trigger.kind);
    });
  }

  #attrText(): string {
    return teaserText(this.#el.getAttribute('teaser'), this.#el.props().lang, (m) =>
      this.#el.warnOnce(m),
    );
  }

  /** Shows `text` (else the attribute's), unless the sheet is open or there is no text. */
  show(text: string | undefined, trigger: TeaserTrigger): void {
    const t = text?.trim() || this.#attrText();
    if (!t || this.#el.open) return;
    this.#text.textContent = this.live.textContent = t;
    this.box.hidden = false;
    this.#dispatch(this.#el, 'voice-teaser-show', { text: t, trigger });
  }

  /** Hides the bubble; `close` and `open` keep the dismissal as `history` allows, `method` does not. */
  dismiss(reason: 'close' | 'open' | 'method'): void {
    if (this.box.hidden) return;
    this.box.hidden = true;
    this.live.textContent = '';
    if (reason !== 'method')
      try {
        this.#store(this.#el)?.setItem(this.#key, '1');
      } catch {
        // a storage that throws keeps nothing
      }
    this.#dispatch(this.#el, 'voice-teaser-dismiss', { reason });
  }

  /** The element was removed: no trigger left armed. */
  dispose(): void {
    this.#disarm?.();
    this.#disarm = undefined;
    this.#armed = '';
  }
}
