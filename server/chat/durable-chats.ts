/**
 * The web chat's side of the durable state (docs/durable-state.md "Chats"): writes and reads the
 * records of `stored-chat.ts` through `storage/`'s {@link RecordStore}, finds a stored chat's
 * assistant again, and logs a store failure instead of throwing (a chat goes on without it).
 */
import type { AssistantLanguage, Language } from '../dialogue/assistants.ts';
import type { AssistantServer } from '../dialogue/server-config.ts';
import type { RecordStore } from '../storage/store.ts';
import type { ChatSession } from './chat-session.ts';
import type { EndedChat } from './ended.ts';
import {
  decodeChat,
  decodeEndedChat,
  encodeChat,
  encodeEndedChat,
  sessionOf,
} from './stored-chat.ts';

/** Where the durable chats are, and how to find a stored chat's assistant again. */
export interface ChatDurability {
  readonly store: RecordStore;
  /** The script and server of `assistantId` in `language`, or undefined when the assistant is gone (the chat is then skipped). */
  readonly resolve: (
    assistantId: string,
    language: Language,
  ) => { readonly script: AssistantLanguage; readonly server?: AssistantServer } | undefined;
}

/** A stored chat read back: a live session, or what is kept of an ended one. */
type ReadBack = { readonly session: ChatSession } | { readonly ended: EndedChat };

/** See the module comment. */
export class DurableChats {
  constructor(private readonly durable: ChatDurability) {}

  /**
   * Writes `session`'s record.
   * @param durable written before this returns (before a reply is sent), else batched.
   */
  save(session: ChatSession, durable: boolean): void {
    try {
      this.durable.store.put('chat', session.id, encodeChat(session), durable);
    } catch (error) {
      console.error(`[platform] could not store the chat ${session.id}:`, error);
    }
  }

  /** Replaces a chat's record by what is kept of it once ended at `now` (ms since the epoch). */
  saveEnded(session: ChatSession, now: number, bySessionEnd: boolean): void {
    try {
      this.durable.store.put('chat', session.id, encodeEndedChat(session, now, bySessionEnd), true);
    } catch (error) {
      console.error(`[platform] could not store the end of the chat ${session.id}:`, error);
    }
  }

  /** Removes a chat's record. */
  forget(id: string): void {
    try {
      this.durable.store.remove('chat', id);
    } catch (error) {
      console.error(`[platform] could not remove the chat ${id}:`, error);
    }
  }

  /** The ids of every stored chat, live or ended; none when the store cannot be read. */
  ids(): string[] {
    try {
      return this.durable.store.list('chat').map((r) => r.id);
    } catch (error) {
      console.error('[platform] could not read the stored chats:', error);
      return [];
    }
  }

  /**
   * The chat `id` as stored, or undefined when it is missing or unreadable; a record that fails its
   * shape check, or whose assistant is gone, is logged and removed.
   */
  read(id: string): ReadBack | undefined {
    let value: unknown;
    try {
      value = this.durable.store.get('chat', id);
    } catch (error) {
      console.error(`[platform] could not read the chat ${id}:`, error);
      return undefined;
    }
    if (value === undefined) return undefined;
    const ended = decodeEndedChat(id, value);
    if (ended) {
      const server = this.durable.resolve(ended.assistantId, ended.language)?.server;
      const { address, assistantId, at, bySessionEnd } = ended;
      return {
        ended: { id, address, assistantId, ...(server ? { server } : {}), at, bySessionEnd },
      };
    }
    const stored = decodeChat(id, value);
    const found = stored && this.durable.resolve(stored.assistantId, stored.language);
    if (!stored || !found) {
      if (stored)
        console.warn(
          `[platform] skipped the stored chat ${id}: its assistant ${stored.assistantId} is gone`,
        );
      this.forget(id);
      return undefined;
    }
    return { session: sessionOf(stored, found.script, found.server) };
  }
}
