/**
 * Where the elements store things, by the `history` attribute (docs/elements/voice-widget.md
 * "Stored data and forgetting"), and the one place that forgets all of it. Storage that throws
 * (privacy modes, sandboxed frames) reads as none.
 */
import { pageStore, type KeyStorage } from './page-store.ts';

/** The `history` attribute's values. */
export type HistoryMode = 'session' | 'local' | 'none';

/** The prefix of every storage key of the bundle. */
const KEY_PREFIX = 'voice-widgets:';

const MODES: readonly HistoryMode[] = ['session', 'local', 'none'];

/** Parses `history`; missing or empty is `session`; anything else warns and is `session`. */
export function parseHistory(
  value: string | null | undefined,
  warn?: (message: string) => void,
): HistoryMode {
  if (value === null || value === undefined || value.trim() === '') return 'session';
  const v = value.trim().toLowerCase() as HistoryMode;
  if (MODES.includes(v)) return v;
  warn?.(`[voice-widgets] Ignoring history="${value}": expected session, local or none.`);
  return 'session';
}

/** The storage for `mode`: `sessionStorage`, `localStorage`, or `undefined` for `none`. */
export function historyStorage(mode: HistoryMode): KeyStorage | undefined {
  return mode === 'none' ? undefined : pageStore(mode);
}

/**
 * Removes every key starting with {@link KEY_PREFIX} from both storages (or `stores`): chat
 * histories, `persist-call` records and remembered consent. Returns the keys. Never throws.
 */
export function forgetStoredKeys(
  stores: readonly (KeyStorage | undefined)[] = [pageStore('session'), pageStore('local')],
): string[] {
  const removed: string[] = [];
  for (const store of stores) {
    if (!store) continue;
    try {
      const keys: string[] = [];
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i);
        if (key?.startsWith(KEY_PREFIX)) keys.push(key);
      }
      for (const key of keys) {
        store.removeItem(key);
        removed.push(key);
      }
    } catch {
      // a storage that throws holds nothing we can reach
    }
  }
  return removed;
}
