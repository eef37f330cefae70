/**
 * `<voice-widget>`'s unread badge (docs/elements/voice-widget.md "Unread badge"): assistant
 * messages completed while the sheet is collapsed. Loaded with the sheet's chunk, as only the
 * sheet's session brings messages; its words (`unreadCount`) come from the sheet's texts, so the
 * partner page's first texts stay small.
 */
import { dispatchVoiceEvent } from '../common/events.ts';
import { formatText } from '../common/i18n/format.ts';
import { loadTexts } from '../common/i18n/load.ts';
import { overrideOf, type TextsOverride } from '../common/i18n/texts-attribute.ts';
import type { Lang } from '../core/lang.ts';
import type { Text } from '../common/i18n/texts.ts';
import { sheetFor } from '../common/element/styles.ts';
import unreadCss from './unread.css?inline';

/** The count, its badge (part `badge`) and the launcher's accessible name that says it. */
export class Unread {
  readonly badge = document.createElement('span');
  private count = 0;
  private readonly words = new Map<Lang, Text>();

  /** `rerender` shows the launcher again once a language's words are in. */
  constructor(
    private readonly element: HTMLElement,
    private readonly rerender: () => void,
  ) {
    this.badge.className = 'vw-badge';
    this.badge.setAttribute('part', 'badge');
    // The launcher's name says the count; the digits would say it twice.
    this.badge.setAttribute('aria-hidden', 'true');
    this.badge.hidden = true;
    const root = element.shadowRoot;
    if (root && 'adoptedStyleSheets' in root)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheetFor(unreadCss)];
  }

  /** One more unread message (the sheet is collapsed). */
  add(): void {
    this.set(this.count + 1);
  }

  /** The sheet opened: all read. */
  clear(): void {
    if (this.count) this.set(0);
  }

  private set(count: number): void {
    this.count = count;
    this.badge.textContent = count ? String(count) : '';
    this.badge.hidden = !count;
    dispatchVoiceEvent(this.element, 'voice-unread-change', { count });
  }

  /** The launcher's accessible name: `label`, then the count in words when any (`unreadCount`, a plural on `{max}`). */
  label(label: string, lang: Lang, texts: TextsOverride | undefined): string {
    if (!this.count) return label;
    const words = overrideOf(texts, lang, 'unreadCount') ?? this.words.get(lang);
    if (words === undefined) {
      void loadTexts(lang).then((t) => {
        this.words.set(lang, t.sheet.unreadCount);
        this.rerender();
      }, console.error);
      return `${label} (${this.count})`;
    }
    return `${label}, ${formatText(words, lang, { max: this.count })}`;
  }
}
