/**
 * Where a widget keeps its chat between reloads (docs/elements/voice-widget.md "Chat"): one key
 * per assistant and element `id`. Storage that throws makes the chat work without resume; a stored
 * value that is not what we wrote is ignored.
 */
import { MAX_CHAT_CHARS } from './chat-client.ts';

/** One line of the visible history. */
export interface ChatMessage {
  /** Unique within the conversation. */
  readonly id: string;
  readonly role: 'user' | 'assistant';
  readonly text: string;
  /** Typed in the chat, or during a voice call. */
  readonly via: 'chat' | 'voice';
  /** `interrupted`: its stream was cut (kept, with a retry); `failed`: a user message that did not arrive. */
  readonly status: 'done' | 'streaming' | 'interrupted' | 'failed';
}

/** What is stored: the platform's session and the visible history. */
export interface StoredChat {
  readonly sessionId: string | undefined;
  readonly messages: readonly ChatMessage[];
}

/** Most messages kept (the oldest go first). */
const MAX_STORED_MESSAGES = 200;

/** The part of `Storage` used; `undefined` when the page has none. */
export type ChatStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key for an assistant (and element id). */
export function chatKey(assistantId: string | undefined, elementId = ''): string {
  return `voice-widgets:chat:${assistantId ?? ''}${elementId ? `#${elementId}` : ''}`;
}

function isMessage(value: unknown): value is ChatMessage {
  const m = value as Partial<ChatMessage> | null;
  return (
    typeof m === 'object' &&
    m !== null &&
    typeof m.id === 'string' &&
    (m.role === 'user' || m.role === 'assistant') &&
    typeof m.text === 'string' &&
    m.text.length <= MAX_CHAT_CHARS * 4 &&
    (m.via === 'chat' || m.via === 'voice') &&
    (m.status === 'done' || m.status === 'interrupted' || m.status === 'failed')
  );
}

/** The stored chat, or an empty one (nothing stored, unreadable, or not ours). */
export function loadChat(storage: ChatStorage | undefined, key: string): StoredChat {
  const empty: StoredChat = { sessionId: undefined, messages: [] };
  if (!storage) return empty;
  try {
    const raw = storage.getItem(key);
    if (!raw) return empty;
    const value = JSON.parse(raw) as { sessionId?: unknown; messages?: unknown };
    const messages = Array.isArray(value.messages)
      ? value.messages.filter(isMessage).slice(-MAX_STORED_MESSAGES)
      : [];
    return {
      sessionId:
        typeof value.sessionId === 'string' && value.sessionId ? value.sessionId : undefined,
      messages,
    };
  } catch {
    return empty;
  }
}

/** Stores the chat (a streaming reply as interrupted); an empty chat removes the key. False when refused. */
export function saveChat(storage: ChatStorage | undefined, key: string, chat: StoredChat): boolean {
  if (!storage) return false;
  try {
    if (!chat.sessionId && chat.messages.length === 0) {
      storage.removeItem(key);
      return true;
    }
    const messages = chat.messages
      .slice(-MAX_STORED_MESSAGES)
      .map((m) => (m.status === 'streaming' ? { ...m, status: 'interrupted' as const } : m));
    storage.setItem(key, JSON.stringify({ sessionId: chat.sessionId, messages }));
    return true;
  } catch {
    return false;
  }
}
