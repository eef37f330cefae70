/**
 * The DOM events that the widgets dispatch from their host elements, declared
 * once. Every event bubbles and is `composed`, so host pages can listen on the
 * element, on `document` or on any ancestor, across shadow roots.
 *
 * ```js
 * document.addEventListener('voice-lang-change', (e) => {
 *   document.documentElement.lang = e.detail.lang;
 *   document.documentElement.dir = e.detail.dir;
 * });
 * ```
 */
import type { Lang } from '../core/lang.ts';
import type { ContactMessage } from './contact/links.ts';
import type { VoiceClientEventDetail } from '../core/voice/events.ts';
import type { CallReport } from './conversation/recap.ts';
import type { TalkMode } from './conversation/talk-mode.ts';
import type { ToolCallDetail } from './tools/responder.ts';
import type { FeedbackBody } from '../core/protocol/feedback.ts';

/**
 * `<voice-call-button>` re-dispatches every voice-client event (docs/behaviour.md §4
 * "Library call events", §8) as `voice-` + its name, with the client's
 * payload as `detail`: `voice-call-start`, `voice-volume-level` (0..1),
 * `voice-call-start-progress`, `voice-error`, … Derived from the client's
 * event map, so the two can never drift apart.
 *
 * Call continuity (docs/elements/voice-call-button.md, reconnecting):
 * - `voice-call-reconnecting` `{ attempt, reason, timestamp }`: the call's
 *   connection dropped (`reason: 'network'`) or a new page takes the call
 *   over (`'page-change'`, `persist-call`) and the client is resuming it,
 *   once per attempt (`attempt` from 1). The call is not over: the button
 *   and the panel show `reconnecting`, the timer keeps running.
 * - `voice-call-reconnected` `{ downtimeMs, timestamp }`: the call is
 *   carried again after `downtimeMs` ms; the button is connected again.
 * - A call not resumed within the grace window ends with `voice-error`
 *   whose `error.code` is `connection-lost` (type `websocket-error` or
 *   `daily-error`), then `voice-call-end`, and its `voice-call-report` has
 *   `endedReason: 'connection-lost'`.
 */
type VoiceCallEventDetailMap = {
  [K in keyof VoiceClientEventDetail as `voice-${K}`]: VoiceClientEventDetail[K];
};

/**
 * Event name → `detail` shape. Times are seconds of demo audio.
 *
 * - `voice-lang-change` (docs/behaviour.md §4 "Language"): the element's effective language
 *   changed, by its header toggle or by its `lang` attribute. `source` says which.
 * - `voice-demo-play` / `voice-demo-pause` (docs/behaviour.md §4 "Demo playback"): the demo
 *   audio started or stopped, at `currentTime` s.
 * - `voice-demo-ended`: the demo call finished (audio `ended`, or the 124 s
 *   limit reached); the countdown overlay is about to show.
 * - `voice-demo-line-change`: the highlighted transcript line changed;
 *   `index` is -1 when no line is active.
 * - `voice-contact-submit` (docs/behaviour.md §7 "Contact form submit"): the form was
 *   submitted and valid. Cancelable: `preventDefault()` stops the widget from
 *   opening the mail client (for hosts that send the message themselves); the
 *   toast and the clearing of the form still happen.
 * - `voice-messaging-open` (docs/behaviour.md §7 "Messaging button"): the chat link is about
 *   to open in a new tab. Cancelable in the same way.
 *
 * The live conversation panel of `<voice-call-button>` (docs/elements/voice-call-button.md "The live conversation panel"):
 * - `voice-mute-change`: the visitor muted or unmuted the microphone: `{
 *   muted, talkMode }`. With `talk-mode="push"` (push-to-talk) every hold of the
 *   `talk` control unmutes and every release mutes; a change of the panel's
 *   `talk-mode` switch fires it too (push: muted; open: unmuted).
 * - `voice-consent-change`: the visitor accepted or declined the consent
 *   dialog (`require-consent`).
 * - `voice-tool-call`: one entry of a Vapi `tool-calls` message
 *   (`toolCallList[].function`): `{ id, name, arguments }`, the arguments
 *   parsed to an object, and `respond(result)` to answer it (docs/voice-client.md "Tools": a string, a JSON-serialisable value, `{ error }`, or a
 *   Promise of one, within `tool-timeout`); a tool registered in the
 *   element's `clientTools` has already answered (`respond` is then spent).
 *   Malformed entries give a `voice-error` (`tool-call-error`) instead; the
 *   call goes on.
 * - `voice-call-report`: once per call that connected, when it ends for any
 *   reason: `{ callId, durationS, endedReason, transcript: [{ role, text,
 *   timeS }], lead, talkMode }` (see {@link CallReport}; `talkMode` is the mode the call ended in). A call ended because another
 *   element on the page started one has `endedReason: 'superseded'`.
 *
 * `<voice-widget>` (docs/elements/voice-widget.md):
 * - `voice-widget-toggle`: the sheet was expanded or collapsed (by the
 *   launcher, the close button, Escape or the `open` attribute).
 * - `voice-chat-message`: one complete chat message, the visitor's when sent
 *   and the assistant's when its reply has fully arrived; `sessionId` is the
 *   platform's chat session ('' before the first reply).
 *
 * Feedback and forgetting (docs/elements/events.md "DOM events",
 * docs/elements/voice-widget.md "Stored data and forgetting"):
 * - `voice-feedback` ({@link FeedbackDetail}): with the `feedback` attribute,
 *   the visitor rated the conversation after a call (the panel) or a chat
 *   (the sheet) and pressed Send: `{ rating: 'up' | 'down', comment?,
 *   callId?, chatId? }` (`comment` trimmed, 1–500 characters, absent when
 *   empty; `callId` for a call, `chatId` the chat's session id). Fires
 *   whether or not the POST to `{api-url}/feedback` succeeds.
 * - `voice-history-cleared` ({@link HistoryClearedDetail}): the visitor
 *   confirmed 'Forget this conversation': every stored key of the bundle was
 *   removed from `sessionStorage` and `localStorage` and the chat session
 *   was ended on the platform; `chatId` / `callId` name what was forgotten,
 *   `keys` the storage keys removed.
 */
export interface VoiceEventDetailMap extends VoiceCallEventDetailMap {
  'voice-lang-change': { lang: Lang; dir: 'ltr' | 'rtl'; source: 'toggle' | 'attribute' };
  'voice-demo-play': { currentTime: number };
  'voice-demo-pause': { currentTime: number };
  'voice-demo-ended': { durationS: number };
  'voice-demo-line-change': { index: number };
  'voice-contact-submit': ContactMessage & { href: string };
  'voice-messaging-open': { href: string };
  'voice-mute-change': { muted: boolean; talkMode: TalkMode };
  'voice-consent-change': { accepted: boolean };
  'voice-tool-call': ToolCallDetail;
  'voice-call-report': CallReport;
  'voice-widget-toggle': { open: boolean };
  'voice-chat-message': { role: 'user' | 'assistant'; text: string; sessionId: string };
  'voice-feedback': FeedbackDetail;
  'voice-history-cleared': HistoryClearedDetail;
}

/** `voice-feedback`'s detail: the {@link FeedbackBody} the element sends to `{api-url}/feedback`. */
type FeedbackDetail = FeedbackBody;

/** `voice-history-cleared`'s detail: what was forgotten. */
export interface HistoryClearedDetail {
  /** The chat session that was ended on the platform and cleared, if there was one. */
  readonly chatId?: string;
  /** The id of the ended call whose result was cleared, if any. */
  readonly callId?: string;
  /** The storage keys removed (both storages; every key starting `voice-widgets:`). */
  readonly keys: readonly string[];
}

/** Names of every DOM event the widgets dispatch. */
export type VoiceEventName = keyof VoiceEventDetailMap;

/** Events whose default action (opening a link) a listener may cancel. */
const CANCELABLE: ReadonlySet<VoiceEventName> = new Set([
  'voice-contact-submit',
  'voice-messaging-open',
]);

/**
 * Dispatches a typed widget event from `host` with `bubbles: true` and
 * `composed: true`. Returns `false` when a listener called `preventDefault()`
 * on a cancelable event, `true` otherwise.
 */
export function dispatchVoiceEvent<K extends VoiceEventName>(
  host: EventTarget,
  name: K,
  detail: VoiceEventDetailMap[K],
): boolean {
  return host.dispatchEvent(
    new CustomEvent(name, {
      detail,
      bubbles: true,
      composed: true,
      cancelable: CANCELABLE.has(name),
    }),
  );
}

/** The DOM event objects, derived from the detail map. */
export type VoiceDomEventMap = { [K in VoiceEventName]: CustomEvent<VoiceEventDetailMap[K]> };

declare global {
  // Typed `addEventListener('voice-…', e => e.detail)` on every element and document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends VoiceDomEventMap {}
}
