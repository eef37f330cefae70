/** The contract between `<voice-widget>`'s launcher and its lazily loaded sheet. */
import type { Lang } from '../core/lang.ts';
import type { WidgetMode, WidgetTheme } from './placement.ts';
import type { HistoryMode } from '../core/util/history-storage.ts';
import type { TextsOverride } from '../common/i18n/texts-attribute.ts';

/** What the launcher reads of the element's attributes: what it shows before the sheet loads. */
export interface LauncherProps {
  /** The language shown: the visitor's choice (`languages`), else the `lang` attribute's. */
  readonly lang: Lang;
  /** `assistant-name`, or '' for the language's default name. */
  readonly assistantName: string;
  /** `texts` (property, else the attribute's JSON): the partner's text overrides, unchecked. */
  readonly texts: TextsOverride | undefined;
  readonly mode: WidgetMode;
  readonly theme: WidgetTheme;
}

/** The element's attributes, parsed: the launcher's, and the rest as the sheet's chunk reads them (`sheet/widget-props.ts`). */
export interface WidgetProps extends LauncherProps {
  readonly publicKey: string | undefined;
  readonly assistantId: string | undefined;
  /** `api-url`, checked (http or https); Vapi's API when missing or refused. */
  readonly apiUrl: string;
  /** `languages`: the codes the language control offers (none: no control). */
  readonly languages: readonly Lang[];
  readonly requireConsent: boolean;
  readonly consentText: string | undefined;
  readonly heading: string | undefined;
  readonly greeting: string | undefined;
  /** `feedback`: ask 'How was this conversation?' after a call or a chat. */
  readonly feedback: boolean;
  /** `history`: where the chat (and consent) are kept; `none` also turns `persist-call` off. */
  readonly history: HistoryMode;
  /** `suggestions` (property, else the attribute's JSON), checked: the starter chips; none when bad. */
  readonly suggestions: readonly string[];
  /** `avatar`, checked (https, relative or `data:image/`). */
  readonly avatar: string | undefined;
}

/** What the sheet may ask of its element. */
export interface WidgetSessionHost {
  readonly element: HTMLElement;
  /** Collapses the sheet (close button, Escape) and gives focus back to the launcher. */
  requestClose(): void;
  /** Tells the launcher whether a call is live (its look). */
  setCallActive(active: boolean): void;
  /**
   * Tells the launcher that the live call's audio waits for a tap (autoplay policy): `label` is
   * what the launcher says meanwhile ('Tap to continue the call', translated); `undefined` once
   * the audio plays.
   */
  setAudioBlocked(label: string | undefined): void;
  warnOnce(message: string): void;
  /** The visitor chose `lang` in the language control: remembered as `history` allows, `voice-language-change` fired. */
  chooseLanguage(lang: Lang): void;
}

/** One element's sheet: its call, its chat and its React root. */
export interface WidgetSession {
  /** Renders with new attributes (the launcher's; the sheet reads the rest itself). */
  render(props: LauncherProps): void;
  /** Expands or collapses (collapsing aborts a streaming reply; a call goes on). */
  setOpen(open: boolean): void;
  /** Ends the call, aborts the chat, unmounts (the element was removed). */
  dispose(): void;
  /**
   * The element's `sendContext` (`kind` `context`) or `sendMessage` (`message`)
   * (docs/elements/voice-widget.md "Page context and messages").
   * @throws PageMessageError (`common/conversation/page-messages.ts`), as a rejection.
   */
  send(kind: 'context' | 'message', text: unknown): Promise<void>;
}
