/**
 * Reads the record a page left for the next (`persist.ts`, docs/voice-client.md "Reconnect
 * policy") as untrusted input: any script of the origin can write `sessionStorage`. Read once;
 * anything not shaped as written, or past the grace window, is dropped silently.
 */

/** The client's check of a stored resume state (`VoiceClient`'s `readResumeState`). */
export type ReadResumeState = typeof readResumeState;
import type { readResumeState } from '../../core/voice/resume.ts';
import { isRecord } from '../../core/util/records.ts';
import { pageStore } from '../../core/util/page-store.ts';
import {
  MAX_STORED_LINE_CHARS,
  MAX_STORED_LINES,
  type CallStorage,
  type PersistedCall,
  type StoredLine,
} from './persist.ts';

/** Longest stored record read, in characters (what `saveCall` can write, with room to spare). */
const MAX_RECORD_CHARS = 1_200_000;

/**
 * Takes the record under `key`: removes it, then checks it.
 * @param readState the client's `readResumeState`.
 * @param now epoch ms (default `Date.now()`).
 * @returns the record, or `undefined` when absent, invalid or past its grace window.
 */
export function takeCall(
  key: string,
  readState: ReadResumeState,
  storage: CallStorage | undefined = pageStore('session'),
  now = Date.now(),
): PersistedCall | undefined {
  let raw: string | null;
  try {
    raw = storage?.getItem(key) ?? null;
    if (raw !== null) storage?.removeItem(key);
  } catch {
    return undefined;
  }
  if (raw === null || raw.length > MAX_RECORD_CHARS) return undefined;
  try {
    return readPersistedCall(JSON.parse(raw), readState, now);
  } catch {
    return undefined;
  }
}

/** Checks a parsed record; `undefined` unless every field is as written and the call is still held. */
export function readPersistedCall(
  value: unknown,
  readState: ReadResumeState,
  now = Date.now(),
): PersistedCall | undefined {
  if (!isRecord(value)) return undefined;
  const resume = readState(value['state'], now);
  if (!resume.ok) return undefined;
  const { history, startedAtMs, muted, micDeviceId, speakerDeviceId, talkMode, open } = value;
  if (!Array.isArray(history) || history.length > MAX_STORED_LINES || !history.every(isLine))
    return undefined;
  if (
    typeof startedAtMs !== 'number' ||
    !Number.isFinite(startedAtMs) ||
    startedAtMs <= 0 ||
    startedAtMs > resume.state.savedAtMs
  )
    return undefined;
  if (muted !== resume.state.muted) return undefined; // the same microphone state twice: a record not written by `saveCall`
  if (
    micDeviceId !== undefined &&
    (typeof micDeviceId !== 'string' || micDeviceId === '' || micDeviceId.length > 512)
  )
    return undefined;
  if (
    speakerDeviceId !== undefined &&
    (typeof speakerDeviceId !== 'string' || speakerDeviceId === '' || speakerDeviceId.length > 512)
  )
    return undefined;
  if (talkMode !== undefined && talkMode !== 'push' && talkMode !== 'open') return undefined;
  if (open !== undefined && typeof open !== 'boolean') return undefined;
  return {
    state: resume.state,
    history: history.map((l: StoredLine) =>
      l.timeS === undefined
        ? { role: l.role, text: l.text }
        : { role: l.role, text: l.text, timeS: l.timeS },
    ),
    startedAtMs,
    muted: resume.state.muted,
    ...(micDeviceId === undefined ? {} : { micDeviceId }),
    ...(speakerDeviceId === undefined ? {} : { speakerDeviceId }),
    ...(talkMode === undefined ? {} : { talkMode }),
    ...(open === undefined ? {} : { open }),
  };
}

function isLine(value: unknown): value is StoredLine {
  if (!isRecord(value)) return false;
  const { role, text, timeS } = value;
  if (role !== 'assistant' && role !== 'user') return false;
  if (typeof text !== 'string' || text === '' || text.length > MAX_STORED_LINE_CHARS) return false;
  return timeS === undefined || (typeof timeS === 'number' && Number.isFinite(timeS) && timeS >= 0);
}
