/** The contract between `<voice-widget>`'s launcher and its lazily loaded sheet. */
import type { PrecheckResult } from '../core/voice/precheck.ts';
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
  /** `avatar`, checked (`avatarUrl`: https, relative or `data:image/`); undefined for none. */
  readonly avatar: string | undefined;
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
  /**
   * One assistant message is complete (a chat reply fully streamed, a call's final assistant
   * line): while the sheet is collapsed the launcher counts it as unread.
   */
  assistantMessage(): void;
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
  /** The element's `precheck()` (docs/voice-client.md "Pre-call check"). */
  precheck(): Promise<PrecheckResult>;
  /** The element's `hold()` (docs/elements/voice-call-button.md "Hold"): true when now held. */
  hold(): boolean;
  /** The element's `resume()`: true when the held call now runs. */
  resume(): boolean;
}

/** What the launcher and the sheet's controller need of their element. */
export interface LauncherElement extends HTMLElement {
  /** Whether the sheet should be expanded; reflects the `open` attribute. */
  open: boolean;
  /** The attributes the launcher shows, parsed (the sheet's chunk reads the others itself). */
  props(): LauncherProps;
  warnOnce(message: string): void;
  /** See {@link WidgetSessionHost.chooseLanguage}. */
  chooseLanguage(lang: Lang): void;
}

/** The launcher's shadow DOM, which the sheet's controller drives once its chunk is in. */
export interface LauncherView {
  readonly element: LauncherElement;
  /** The root (part `root`): `data-open`, `data-call` and `data-audio-blocked` go on it. */
  readonly frame: HTMLElement;
  /** The launcher button (part `launcher`). */
  readonly launcher: HTMLButtonElement;
  /** The launcher's visible label. */
  readonly label: HTMLElement;
  /** The box around the button, where the unread badge goes. */
  readonly box: HTMLElement;
  /** Where the sheet renders. */
  readonly slot: HTMLElement;
  /** Renders the launcher again from the element's attributes. */
  rerender(): void;
}

/** The sheet's side of the launcher (`sheet-control.ts`, in the sheet's chunk): opening, closing, unread, the session. */
export interface SheetControl {
  /** Creates the session if there is none (again after `dispose`). */
  start(): void;
  /** Expands or collapses to follow the element's `open`. */
  sync(): void;
  /** Shows the launcher's extras (the unread count in its name, 'tap to continue') and renders the sheet. */
  render(props: LauncherProps): void;
  /** See {@link WidgetSession.send}. */
  send(kind: 'context' | 'message', text: unknown): Promise<void>;
  /** See {@link WidgetSession.precheck}; starts the session first if needed. */
  precheck(): Promise<PrecheckResult>;
  /** See {@link WidgetSession.hold}; false with no session (so no call). */
  hold(): boolean;
  /** See {@link WidgetSession.resume}; false with no session. */
  resume(): boolean;
  /** Ends the session (the element was removed); `start` makes a new one. */
  dispose(): void;
}
