/**
 * `<voice-widget>`'s teaser bubble beside the closed launcher (docs/elements/voice-widget.md
 * "Teaser"): shown by its trigger or `showTeaser()`, never while the sheet is open; a click opens
 * the sheet; its close button dismisses it, kept as `history` allows. In the launcher's optional
 * chunk (`launcher-extras.ts`), with its styles (`teaser.css`).
 */
import type { dispatchVoiceEvent, TeaserTrigger } from '../../common/events.ts';
import type { KeyStorage } from '../../core/util/page-store.ts';
import { armTrigger, parseTrigger } from './trigger.ts';

/** What the teaser needs of its element. */
interface TeaserElement extends HTMLElement {
  open: boolean;
  warnOnce(message: string): void;
}

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
  readonly box = document.createElement('div');
  private readonly text = document.createElement('button');
  private readonly close = document.createElement('button');
  /** A polite live region outside the bubble, so its text is said once as it shows. */
  readonly live = document.createElement('span');
  private disarm: (() => void) | undefined;
  /** The trigger armed, as written (`teaser-trigger` and `teaser-delay`), to re-arm on a change. */
  private armed = '';
  private fired = false;

  constructor(
    private readonly element: TeaserElement,
    private readonly lang: () => string,
    // The storage `history` names and the events' dispatcher are passed in by the launcher: a
    // chunk that imports nothing leaves the bundler's chunking of the two entries as it was.
    private readonly store: (el: HTMLElement) => KeyStorage | undefined,
    private readonly dispatch: typeof dispatchVoiceEvent,
  ) {
    this.box.className = 'vw-teaser';
    this.box.setAttribute('part', 'teaser');
    this.box.hidden = true;
    this.text.type = this.close.type = 'button';
    this.close.setAttribute('part', 'teaser-close');
    this.close.textContent = '×';
    this.box.append(this.text, this.close);
    this.live.className = 'vw-sr';
    this.live.setAttribute('role', 'status');
    this.text.addEventListener('click', () => {
      element.open = true;
    });
    this.close.addEventListener('click', () => this.dismiss('close'));
  }

  /** Whether the bubble shows. */
  get shown(): boolean {
    return !this.box.hidden;
  }

  private get key(): string {
    return `voice-widgets:teaser:${this.element.getAttribute('assistant-id') ?? ''}:${this.element.id}`;
  }

  private get dismissed(): boolean {
    try {
      return this.store(this.element)?.getItem(this.key) === '1';
    } catch {
      return false;
    }
  }

  /** Arms the trigger from the attributes (again when they changed); updates the text shown; the close button's label. */
  update(closeLabel: string): void {
    this.close.setAttribute('aria-label', closeLabel);
    const el = this.element;
    const text = this.attrText();
    if (this.shown) {
      if (text) this.text.textContent = text;
      return;
    }
    const armed = `${el.getAttribute('teaser-trigger')}|${el.getAttribute('teaser-delay')}`;
    if (!text || this.dismissed || (this.fired && armed === this.armed)) return;
    if (armed === this.armed && this.disarm) return;
    this.disarm?.();
    this.armed = armed;
    const trigger = parseTrigger(el.getAttribute('teaser-trigger'), (m) => el.warnOnce(m));
    const delay = Number(el.getAttribute('teaser-delay') ?? 3);
    this.disarm = armTrigger(trigger, delay >= 0 ? delay : 3, () => {
      this.fired = true;
      this.disarm = undefined;
      if (!this.dismissed) this.show(this.attrText(), trigger.kind);
    });
  }

  private attrText(): string {
    return teaserText(this.element.getAttribute('teaser'), this.lang(), (m) =>
      this.element.warnOnce(m),
    );
  }

  /** Shows `text` (else the attribute's), unless the sheet is open or there is no text. */
  show(text: string | undefined, trigger: TeaserTrigger): void {
    const t = text?.trim() || this.attrText();
    if (!t || this.element.open) return;
    this.text.textContent = t;
    this.box.hidden = false;
    this.live.textContent = t;
    this.dispatch(this.element, 'voice-teaser-show', { text: t, trigger });
  }

  /** Hides the bubble; `close` and `open` keep the dismissal as `history` allows, `method` does not. */
  dismiss(reason: 'close' | 'open' | 'method'): void {
    if (!this.shown) return;
    this.box.hidden = true;
    this.live.textContent = '';
    if (reason !== 'method')
      try {
        this.store(this.element)?.setItem(this.key, '1');
      } catch {
        // a storage that throws keeps nothing
      }
    this.dispatch(this.element, 'voice-teaser-dismiss', { reason });
  }

  /** The element was removed: no trigger left armed. */
  dispose(): void {
    this.disarm?.();
    this.disarm = undefined;
    this.armed = '';
  }
}
