/**
 * `persist-call` (docs/voice-client.md "Reconnect policy"): on `pagehide` an element's live call
 * is saved ({@link keepAcrossPages}) and the next page's element resumes it ({@link resumeStored})
 * with its history, timer, mute, talk mode and devices.
 */
import type { CallConfig, CallController } from '../call/controller.ts';
import type { PersistedCall, StoredLine } from '../call/persist.ts';
import { saveCall } from '../call/persist-save.ts';
import { takeCall, type ReadResumeState } from '../call/persist-read.ts';
import type { LiveCall } from './live-call.ts';
import { INITIAL_SNAPSHOT, type LiveSnapshot } from './live-state.ts';
import { entryText, type TranscriptEntry } from './transcript.ts';

/** Fields of the record that only some elements write (`<voice-widget>`: whether its sheet is open). */
export type RecordExtra = Pick<PersistedCall, 'open'>;

/** Sets `call.keepForNextPage` to save the running call's record under `key()`, read on `pagehide`. */
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
    const micDeviceId = live.controls.micDeviceId;
    const speakerDeviceId = live.controls.speakerDeviceId;
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
 * Takes the record under `key` (removing it) and, when valid, resumes its call through an idle
 * `call`, `live` showing the history at once.
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
  // The chosen devices again once the call runs (a failure is a `device-switch-error`).
  const offs = [
    call.on('call-start-success', () => {
      if (device) void live.controls.setInputDevice(device);
      if (speaker && live.controls.canSetOutputDevice())
        void live.controls.setOutputDevice(speaker);
      off();
    }),
    call.on('call-start-failed', () => off()),
  ];
  const off = (): void => offs.forEach((unsubscribe) => unsubscribe());
  call.resume(config, record.state);
  return record;
}

/** The visible lines of a transcript for the next page (typed text still waiting never reached the call). */
export function historyOf(entries: readonly TranscriptEntry[]): StoredLine[] {
  return entries
    .filter((e) => e.delivery === undefined && entryText(e) !== '')
    .map((e) => ({
      role: e.role,
      text: entryText(e),
      timeS: Math.round(Math.max(0, e.timeS) * 10) / 10,
    }));
}

/** The panel's snapshot of a stored call while it resumes: its history and mute. */
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
