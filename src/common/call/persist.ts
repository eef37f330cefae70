/**
 * What an element with `persist-call` leaves in `sessionStorage` for the next
 * page of the site (docs/voice-client.md "Reconnect policy"): one record per assistant and
 * element id, under `voice-widgets:call:<assistant-id>:<element id>`,
 * written on `pagehide` and read (once) by the element on the next page
 * (`persist-read.ts`). Never `localStorage` or a cookie: the record holds the
 * call's one-time resume secret, and dies with the tab.
 *
 * This half is what the elements' initial script needs (the key, a cheap
 * "is there one?", the write); the checks of a stored record load later,
 * with the voice client.
 */
import type { ResumeState } from '../../core/voice/resume.ts';
import { pageStore } from '../../core/util/history-storage.ts';

/** One visible line of the call, as kept for the next page. */
export interface StoredLine {
  readonly role: 'assistant' | 'user';
  readonly text: string;
  /** Seconds from the start of the call to the line. */
  readonly timeS?: number;
}

/** The record of a call handed to the next page. Plain JSON. */
export interface PersistedCall {
  /** What the voice client needs to take the call over (`VoiceClient.getResumeState()`). */
  readonly state: ResumeState;
  /** The visible history, both roles, in order (the last {@link MAX_STORED_LINES}). */
  readonly history: readonly StoredLine[];
  /** When the call started, epoch ms (the call timer goes on from it). */
  readonly startedAtMs: number;
  /** The microphone was muted. */
  readonly muted: boolean;
  /** The microphone the visitor chose during the call, if any. */
  readonly micDeviceId?: string;
  /** The speaker (output device) the visitor chose during the call, if any (the speaker picker). */
  readonly speakerDeviceId?: string;
  /** The call's talk mode when the page was left (the attribute's or the panel switch's choice; docs/elements/voice-call-button.md "Push-to-talk"); absent in records of earlier versions. */
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

/** The key of the record of `assistantId` and the element `elementId` (`''` for an element without an id). */
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

/**
 * Stores `record` under `key`, with its history cut to the last
 * {@link MAX_STORED_LINES} lines of at most {@link MAX_STORED_LINE_CHARS}
 * characters.
 * @returns false when it could not be stored (no storage, quota, privacy mode).
 */
export function saveCall(
  key: string,
  record: PersistedCall,
  storage: CallStorage | undefined = pageStore('session'),
): boolean {
  if (!storage) return false;
  const history = record.history
    .slice(-MAX_STORED_LINES)
    .map((line) => ({ ...line, text: line.text.slice(0, MAX_STORED_LINE_CHARS) }));
  try {
    storage.setItem(key, JSON.stringify({ ...record, history }));
    return true;
  } catch {
    return false;
  }
}
