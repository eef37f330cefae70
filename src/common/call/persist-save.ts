/** Saving the record of `persist.ts`, apart so the partner page's first chunk (which only checks for one) does not carry it. */
import { pageStore } from '../../core/util/page-store.ts';
import {
  MAX_STORED_LINE_CHARS,
  MAX_STORED_LINES,
  type CallStorage,
  type PersistedCall,
} from './persist.ts';

/** Stores `record` under `key`, its history cut; false when it could not (quota, privacy mode). */
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
