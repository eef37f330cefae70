/**
 * The record an element with `persist-call` leaves in `sessionStorage` for the next page
 * (docs/voice-client.md "Reconnect policy"). Never `localStorage`: it holds the call's one-time
 * resume secret. Only the initial script's half: the writing is in `persist-save.ts`, the reading
 * checks in `persist-read.ts`.
 */
import type { ResumeState } from '../../core/voice/resume.ts';
import { pageStore } from '../../core/util/page-store.ts';

/** One visible line of the call, as kept for the next page. */
export interface StoredLine {
  readonly role: 'assistant' | 'user';
  readonly text: string;
  /** Seconds from the start of the call to the line. */
  readonly timeS?: number;
}

/** The record of a call handed to the next page (plain JSON); `startedAtMs` is epoch ms. */
export interface PersistedCall {
  /** `VoiceClient.getResumeState()`. */
  readonly state: ResumeState;
  /** The visible history, in order (the last {@link MAX_STORED_LINES}). */
  readonly history: readonly StoredLine[];
  readonly startedAtMs: number;
  readonly muted: boolean;
  /** The microphone and speaker the visitor chose during the call, if any. */
  readonly micDeviceId?: string;
  readonly speakerDeviceId?: string;
  /** The call's talk mode when the page was left (docs/elements/voice-call-button.md "Push-to-talk"). */
  readonly talkMode?: 'open' | 'push';
  /** `<voice-widget>`: its sheet was expanded. */
  readonly open?: boolean;
}

/** Most lines kept (the oldest go first). */
export const MAX_STORED_LINES = 200;

/** Longest text of one kept line, in characters. */
export const MAX_STORED_LINE_CHARS = 4000;

/** The part of `Storage` used. */
export type CallStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The key of the record of `assistantId` and the element `elementId` (`''` without an id). */
export function persistKey(assistantId: string | null | undefined, elementId: string): string {
  return `voice-widgets:call:${assistantId ?? ''}:${elementId}`;
}

/** Whether a record is stored under `key` (not yet checked). */
export function hasStoredCall(
  key: string,
  storage: CallStorage | undefined = pageStore('session'),
): boolean {
  try {
    return storage?.getItem(key) != null;
  } catch {
    return false;
  }
}
