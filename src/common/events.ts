/**
 * The DOM events the elements dispatch, declared once (docs/elements/events.md "DOM events"):
 * all bubble and are `composed`, so a page can listen on `document` across shadow roots.
 */
import type { Lang } from '../core/lang.ts';
import type { ContactMessage } from './contact/links.ts';
import type { VoiceClientEventDetail, VoiceClientEventName } from '../core/voice/events.ts';
import type { CallReport } from './conversation/recap.ts';
import type { TalkMode } from './conversation/talk-mode.ts';
import type { ToolCallDetail } from './tools/responder.ts';
import type { FeedbackBody } from '../core/protocol/feedback.ts';
import type { EchoVerdict } from '../core/voice/echo-detector.ts';
import type { TurnMetricsDetail } from './conversation/turn-metrics.ts';

/** The voice client's events as `voice-` + name (docs/elements/events.md "Call events"). */
type VoiceCallEventDetailMap = {
  [K in keyof VoiceClientEventDetail as `voice-${K}`]: VoiceClientEventDetail[K];
};

/** Event name → `detail` shape; times of demo audio in s (docs/elements/events.md "DOM events"). */
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
  /** The visitor chose another language in the conversation's language control (`languages`). */
  'voice-language-change': { lang: Lang; previous: Lang };
  'voice-echo-suspected': EchoSuspectedDetail;
  /**
   * One answer's wait (docs/voice-client.md "Turn latency"): `{ kind: 'call' | 'chat', turn,
   * latencyMs }`, `turn` from 1 in each call or chat, `latencyMs` in ms.
   */
  'voice-turn-metrics': TurnMetricsDetail;
  /** `<voice-widget>`'s teaser bubble showed (docs/elements/voice-widget.md "Teaser"). */
  'voice-teaser-show': { text: string; trigger: TeaserTrigger };
  /** The teaser bubble went: its close button, the sheet opened, or `hideTeaser()`. */
  'voice-teaser-dismiss': { reason: 'close' | 'open' | 'method' };
  /** The count of assistant messages that arrived while `<voice-widget>`'s sheet was collapsed. */
  'voice-unread-change': { count: number };
  /** The live call went on hold or came off it (`hold()`, `resume()`, the `hold` control, or its end). */
  'voice-call-hold': { held: boolean };
}

/** What showed the teaser: its `teaser-trigger` (`scroll:N` as `scroll`, `idle:N` as `idle`) or `showTeaser()`. */
export type TeaserTrigger = 'load' | 'scroll' | 'exit' | 'idle' | 'method';

/**
 * `voice-echo-suspected`'s detail (docs/elements/voice-call-button.md "Echo hint"): what the
 * microphone heard of the assistant when the headphones suggestion showed, once per call.
 */
interface EchoSuspectedDetail extends EchoVerdict {
  /** ms from the call's start (`voice-call-start`) to the suggestion. */
  readonly atMs: number;
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

/**
 * Re-dispatches the voice client's event `name` from `host` as `voice-<name>` with its detail
 * unchanged (docs/elements/events.md "Call events"); returns as {@link dispatchVoiceEvent}.
 */
export function dispatchCallEvent<K extends VoiceClientEventName>(
  host: EventTarget,
  name: K,
  detail: VoiceClientEventDetail[K],
): boolean {
  // `voice-${K}`'s detail is VoiceClientEventDetail[K] by VoiceCallEventDetailMap's definition;
  // TypeScript cannot follow a renamed key for a generic K.
  return dispatchVoiceEvent(host, `voice-${name}`, detail as never);
}

/** The DOM event objects, derived from the detail map. */
export type VoiceDomEventMap = { [K in VoiceEventName]: CustomEvent<VoiceEventDetailMap[K]> };

declare global {
  // Typed `addEventListener('voice-…', e => e.detail)` on every element and document.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface GlobalEventHandlersEventMap extends VoiceDomEventMap {}
}
