/**
 * What the parts of the live conversation (`live-call.ts`: consent, controls, messages, tools,
 * report, in-call watch) share: the element ({@link LiveHost}) and the one live snapshot they
 * all change ({@link LiveContext}).
 */
import type { CallController } from '../call/controller.ts';
import type { VoiceEventDetailMap, VoiceEventName } from '../events.ts';
import type { ClientTools } from '../tools/responder.ts';
import type { LiveSnapshot } from './live-state.ts';
import type { TranscriptAction } from './transcript.ts';

/** What a live conversation needs from its element. */
export interface LiveHost {
  readonly call: CallController;
  dispatch<K extends VoiceEventName>(name: K, detail: VoiceEventDetailMap[K]): void;
  /** console.warn, once per distinct message (the element's own). */
  warnOnce(message: string): void;
  /** The element's `clientTools` property (docs/voice-client.md "Tools"). */
  clientTools?(): ClientTools | undefined;
  /** The element's `tool-timeout` attribute, s (default 10). */
  toolTimeoutS?(): number;
  /** The element's `clientToolLabels` property, read at each tool call. */
  toolLabels?(): unknown;
  /** The element's raw `talk-mode` attribute, read at each call's start. */
  talkMode?(): string | null | undefined;
  /** False when `history` is `none` (docs/elements/voice-widget.md "Stored data and forgetting"). */
  mayStore?(): boolean;
  /**
   * The link check of a quick reply's `url` (the element's `link-hosts`): the URL to open, or
   * `undefined`. Default: any http(s) URL.
   */
  linkHref?(href: string): string | undefined;
}

/** The in-call problems the parts report (`voice-error` types). */
export type LiveErrorType =
  'invalid-message' | 'tool-call-error' | 'device-switch-error' | 'tool-result-error';

/** The live store as its parts see it; `LiveCall` makes one. */
export interface LiveContext {
  readonly host: LiveHost;
  /** The live snapshot now (applied; published with the next frame). */
  state(): LiveSnapshot;
  /** Applies `patch` to the snapshot. */
  update(patch: Partial<LiveSnapshot>): void;
  /** Applies a transcript action, with `extra` fields in the same change. */
  apply(action: TranscriptAction, extra?: Partial<LiveSnapshot>): void;
  /** The clock, ms (`Date.now` but in tests). */
  now(): number;
  /** Seconds since the call started (`LiveCall.elapsedS`). */
  elapsedS(): number;
  /** An in-call problem: logged, and dispatched as `voice-error` of `type`; the call goes on. */
  reportError(type: LiveErrorType, error: unknown): void;
}
