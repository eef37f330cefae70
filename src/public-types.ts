/**
 * The elements' public types, free of React, nanoevents and daily-js types so `dist/types`
 * type-checks without them; `src/index.ts` checks the classes against them. Attribute-backed
 * properties (`public-key` ↔ `publicKey`) are strings, undefined when the attribute is absent.
 */
import type { PrecheckResult } from './core/voice/precheck.ts';

export type { PrecheckResult };

/** The live button's status (docs/behaviour.md §4 "Live voice button"; `on-hold`: docs/elements/voice-call-button.md "Hold"). */
export type VoiceCallStatus =
  'idle' | 'connecting' | 'connected' | 'speaking' | 'reconnecting' | 'on-hold';

/** Hold and resume of the element's live call (docs/elements/voice-call-button.md "Hold"). */
export interface CallHoldMethods {
  /** Puts the connected call on hold; `true` when it did, `false` (a no-op) otherwise. */
  hold(): boolean;
  /** Takes the held call off hold; `true` when it did, `false` (a no-op) otherwise. */
  resume(): boolean;
}

/** Attributes shared by the elements that talk to the platform. */
export interface PlatformAttributes {
  /** `public-key`: the platform's public client key (bearer). */
  publicKey?: string | undefined;
  /** `assistant-id`: the assistant to call or chat with. */
  assistantId?: string | undefined;
  /** `api-url`: platform API base URL; default `https://api.vapi.ai`. */
  apiUrl?: string | undefined;
  /**
   * `lang`: any BCP-47 tag or `auto`, read as one of the widgets' 33 languages (docs/translations.md
   * "Choosing the language"); `es` when absent or unsupported. `<voice-demo>` speaks `es` and `he`
   * only (another tag reads as `es`).
   */
  lang: string;
  /** `assistant-name`: display name; default `Sofía` / `סופיה`. */
  assistantName?: string | undefined;
}

/**
 * What the page tells the assistant, on `<voice-call-button>` and `<voice-widget>`
 * (docs/elements/voice-widget.md "Variables and overrides", "Page context and messages", "Tool
 * progress"). Sent to the platform, never stored by the element.
 */
export interface PageContext {
  /** Variables for the assistant's templates, merged over `variable-values` (`assistantOverrides.variableValues`). */
  variableValues: Readonly<Record<string, string | number | boolean>> | undefined;
  /** Vapi's `assistantOverrides`, sent as given; its `variableValues` win. */
  assistantOverrides: Readonly<Record<string, unknown>> | undefined;
  /** `{ [toolName]: label }`: how the `tool-status` line names a page tool. */
  clientToolLabels: Readonly<Record<string, string>> | undefined;
  /**
   * The page's context for the assistant (not shown, not answered). Rejects with an `Error` whose
   * `code` is `no-conversation`, `text-too-long` or `invalid-text`.
   */
  sendContext(text: string): Promise<void>;
  /**
   * A visitor's message sent by the page (shown, answered). Rejects with an `Error` whose `code` is
   * `no-conversation`, `no-consent`, `text-too-long` or `invalid-text`.
   */
  sendMessage(text: string): Promise<void>;
}

/** `<voice-demo>`: the whole demo page (docs/behaviour.md §2). */
export interface VoiceDemoElement extends HTMLElement, PlatformAttributes, CallHoldMethods {
  companyName?: string | undefined;
  logoSrc?: string | undefined;
  contactEmail?: string | undefined;
  messagingPhone?: string | undefined;
  audioSrc?: string | undefined;
  micGain?: string | undefined;
  panel?: string | undefined;
  consentText?: string | undefined;
  /** The demo call's `<audio>` element (in the shadow root). */
  readonly audio: HTMLAudioElement;
}

/** `<demo-transcript>`: the transcript synced to any media element. */
export interface DemoTranscriptElement extends HTMLElement {
  /** `lang`: `es` (default) or `he`, the demo site's languages; another tag reads as `es`. */
  lang: string;
  /** `for`: id of the `<audio>`/`<video>` to follow. */
  for?: string | undefined;
  assistantName?: string | undefined;
  /** The followed media element; set it directly instead of `for`. */
  media: HTMLMediaElement | null;
}

/** The call a `<voice-call-button>` owns (its `call` property). */
export interface VoiceCallHandle {
  /** The button status now. */
  readonly status: VoiceCallStatus;
  /** Ends the call or a pending start; resolves when stopped. Never rejects. */
  stop(): Promise<void>;
  /** Calls `listener` on every status change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** `<voice-call-button>`: the live voice call. */
export interface VoiceCallButtonElement
  extends HTMLElement, PlatformAttributes, PageContext, CallHoldMethods {
  micGain?: string | undefined;
  panel?: string | undefined;
  consentText?: string | undefined;
  /** `persist-call`: the live call outlives a page change on the same site (docs/voice-client.md "Reconnect policy"). */
  persistCall: boolean;
  /** The live call; it belongs to the element, not to React. */
  readonly call: VoiceCallHandle;
  /**
   * The pre-call check (docs/voice-client.md "Pre-call check"): microphone, audio output and round
   * trip, without creating a call. Rejects only when its code cannot load.
   */
  precheck(): Promise<PrecheckResult>;
}

/** `<voice-widget>`: the floating assistant. Every attribute is also a reflecting property. */
export interface VoiceWidgetElement extends HTMLElement, PageContext, CallHoldMethods {
  /** Whether the sheet is expanded; reflects the `open` attribute. */
  open: boolean;
  publicKey: string | undefined;
  assistantId: string | undefined;
  apiUrl: string | undefined;
  assistantName: string | undefined;
  /** `voice`, `chat` or `hybrid` (default); reads the effective value. */
  mode: 'voice' | 'chat' | 'hybrid';
  /** `bottom-end` (default), `bottom-start`, `bottom-center` or `inline`; reads the effective value. */
  position: 'bottom-end' | 'bottom-start' | 'bottom-center' | 'inline';
  /** `light`, `dark` or `auto` (default); reads the effective value. */
  theme: 'light' | 'dark' | 'auto';
  requireConsent: boolean;
  /** `persist-call`: the live call outlives a page change on the same site (docs/voice-client.md "Reconnect policy"). */
  persistCall: boolean;
  consentText: string | undefined;
  heading: string | undefined;
  greeting: string | undefined;
  /** `link-hosts`: space-separated hosts the assistant's Markdown links may go to (docs/elements/voice-widget.md "Markdown in replies"). */
  linkHosts: string | undefined;
  /** `feedback`: ask 'How was this conversation?' after a call or a chat (docs/elements/voice-widget.md "Feedback"). */
  feedback: boolean;
  /** `history`: `session` (default), `local` or `none`; reads the effective value (docs/elements/voice-widget.md "Stored data and forgetting"). */
  history: 'session' | 'local' | 'none';
  /**
   * Starter suggestions: at most 4 strings of at most 80 characters, shown as chips in an empty
   * conversation; wins over the `suggestions` attribute, `undefined` gives it back (a bad value
   * warns and shows none; docs/elements/voice-widget.md "Starter suggestions").
   */
  suggestions: readonly string[] | undefined;
  /**
   * The pre-call check (docs/voice-client.md "Pre-call check"): microphone, audio output and round
   * trip, without creating a call. Rejects only when its code cannot load.
   */
  precheck(): Promise<PrecheckResult>;
  /** `teaser`: the bubble's text, or a JSON object of texts by language code (docs/elements/voice-widget.md "Teaser"). */
  teaser: string | undefined;
  /** `teaser-delay`: seconds before a `load` teaser shows (default 3). */
  teaserDelay: string | undefined;
  /** `teaser-trigger`: `load` (default), `scroll:N`, `exit` or `idle:N`. */
  teaserTrigger: string | undefined;
  /** `avatar`: the assistant's image URL (https, relative or `data:image/`; docs/elements/voice-widget.md "Avatar"). */
  avatar: string | undefined;
  /** Shows the teaser bubble (`text`, else the `teaser` attribute's) unless the sheet is open. */
  showTeaser(text?: string): void;
  /** Hides the teaser bubble (`voice-teaser-dismiss` `{ reason: 'method' }`). */
  hideTeaser(): void;
}

/** A constructor of one of the elements (what `customElements.get()` returns). */
export interface ElementConstructor<T extends HTMLElement> {
  new (): T;
  readonly prototype: T;
}
