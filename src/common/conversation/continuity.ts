/**
 * `persist-call` (docs/voice-client.md "Reconnect policy"): an element's live call handed
 * to the element of the next page of the same site.
 *
 * - {@link keepAcrossPages}: on `pagehide` the controller asks for the
 *   call's record (`src/common/call/persist.ts`): the client's resume state, the
 *   visible history (both roles, in order), when the call started, mute and
 *   the chosen microphone and speaker, and push-to-talk; it is written to `sessionStorage` and the call is
 *   left running for the platform's grace window.
 * - {@link resumeStored}: the next page's element takes that record (once),
 *   shows the history at once and resumes the call: the same call id, the
 *   timer going on, mute, the talk mode, the microphone and the speaker as they were.
 */
import type { CallConfig, CallController } from '../call/controller.ts';
import { saveCall, type PersistedCall, type StoredLine } from '../call/persist.ts';
import { takeCall, type ReadResumeState } from '../call/persist-read.ts';
import type { LiveCall } from './live-call.ts';
import { INITIAL_SNAPSHOT, type LiveSnapshot } from './live-state.ts';
import { entryText, type TranscriptEntry } from './transcript.ts';

/** Fields of the record that only some elements write (`<voice-widget>`: whether its sheet is open). */
export type RecordExtra = Pick<PersistedCall, 'open'>;

/**
 * Lets `call` keep its call for the next page: sets its `keepForNextPage`,
 * which saves the record of the running call (from the client and `live`)
 * under `key()` (read on `pagehide`: the element's assistant and id then).
 */
export function keepAcrossPages(
  live: LiveCall,
  call: CallController,
  key: () => string,
  extra?: () => RecordExtra,
): void {
  call.keepForNextPage = (client) => {
    const state = client.getResumeState();
    if (!state) return false;
    const snap = live.latest;
    const micDeviceId = live.micDeviceId;
    const speakerDeviceId = live.speakerDeviceId;
    return saveCall(key(), {
      state,
      history: historyOf(snap.transcript.entries),
      startedAtMs: Math.min(snap.startedAt ?? state.savedAtMs, state.savedAtMs),
      muted: state.muted,
      ...(micDeviceId ? { micDeviceId } : {}),
      ...(speakerDeviceId ? { speakerDeviceId } : {}),
      talkMode: snap.talkMode,
      ...extra?.(),
    });
  };
}

/**
 * Loads the voice client, takes the record stored under `key` (it is
 * removed whatever it holds) and, when valid and still within the grace
 * window, resumes its call through `call` (idle only) with `config`: `live`
 * shows the history at once, then the call as it goes on. An expired or
 * invalid record starts nothing.
 * @returns the record used, or `undefined` (also when the client cannot load).
 */
export async function resumeStored(
  live: LiveCall,
  call: CallController,
  config: CallConfig,
  key: string,
): Promise<PersistedCall | undefined> {
  let readState: ReadResumeState;
  try {
    readState = (await call.clientModule()).readResumeState;
  } catch {
    return undefined;
  }
  const record = takeCall(key, readState);
  if (!record || call.status !== 'idle' || !config.publicKey) return undefined;
  live.restore(restoredSnapshot(record), record.startedAtMs, record.micDeviceId, record.talkMode);
  const device = record.micDeviceId;
  const speaker = record.speakerDeviceId;
  const off = call.onClientEvent((name) => {
    // The chosen microphone and speaker again, once the call runs (a failure is a `device-switch-error`; the call keeps the default one).
    if (name === 'call-start-success' && device) void live.setInputDevice(device);
    if (name === 'call-start-success' && speaker && live.canSetOutputDevice())
      void live.setOutputDevice(speaker);
    if (name === 'call-start-success' || name === 'call-start-failed') off();
  });
  call.resume(config, record.state);
  return record;
}

/** The visible lines of a transcript, as kept for the next page (typed text still waiting to be sent is not: it never reached the call). */
export function historyOf(entries: readonly TranscriptEntry[]): StoredLine[] {
  return entries
    .filter((e) => e.delivery === undefined && entryText(e) !== '')
    .map((e) => ({
      role: e.role,
      text: entryText(e),
      timeS: Math.round(Math.max(0, e.timeS) * 10) / 10,
    }));
}

/** What the panel shows of a stored call while it is resumed: active, its history (each line a closed entry), its mute. */
function restoredSnapshot(record: PersistedCall): LiveSnapshot {
  const entries: TranscriptEntry[] = record.history.map((line, i) => ({
    id: i + 1,
    role: line.role,
    committed: line.text,
    partial: '',
    timeS: line.timeS ?? 0,
    typed: false,
    closed: true,
    held: false,
  }));
  return {
    ...INITIAL_SNAPSHOT,
    phase: 'active',
    muted: record.muted,
    transcript: { entries, nextId: entries.length + 1 },
  };
}
