/**
 * The durable form of a chat (docs/durable-state.md "Chats"): a live session or what is kept of
 * an ended one, as the JSON records `storage/` holds, and their shape checks when read back
 * (valibot; a record may carry more keys than checked, and keeps them).
 */
import * as v from 'valibot';

import { type AssistantLanguage, isLanguage, type Language } from '../dialogue/assistants.ts';
import {
  Dialogue,
  type DialogueState,
  isDialogueState,
  type LeadArguments,
} from '../dialogue/engine.ts';
import type { AssistantServer } from '../dialogue/server-config.ts';
import type { HistoryLine } from '../messages/shapes.ts';
import { type ChatSession, type ChatTurn, MAX_CHAT_HISTORY } from './chat-session.ts';

/** What a stored live chat holds (checked by {@link decodeChat} when read back). */
export interface StoredChat {
  readonly v: 1;
  readonly id: string;
  readonly address: string;
  readonly assistantId: string;
  readonly language: Language;
  readonly dialogue: DialogueState;
  /** ms since the epoch. */
  readonly lastUsed: number;
  readonly turns: number;
  readonly last?: { input: string; turn: ChatTurn; delivered: boolean };
  /** ms since the epoch. */
  readonly startedAt: number;
  readonly history: HistoryLine[];
  readonly lead?: LeadArguments;
}

/** What the store keeps of an ended chat, for `idleMs` after its end (to refuse it after `sessionEnd`, to rate it). */
export interface StoredEndedChat {
  readonly v: 1;
  readonly id: string;
  readonly ended: {
    readonly address: string;
    readonly assistantId: string;
    readonly language: Language;
    /** When it ended, ms since the epoch. */
    readonly at: number;
    readonly bySessionEnd: boolean;
  };
}

const LANGUAGE = v.custom<Language>(isLanguage);

const STORED_CHAT = v.looseObject({
  v: v.literal(1),
  id: v.string(),
  address: v.string(),
  assistantId: v.string(),
  language: LANGUAGE,
  dialogue: v.custom<DialogueState>(isDialogueState),
  lastUsed: v.number(),
  turns: v.pipe(v.number(), v.integer()),
  startedAt: v.number(),
  history: v.pipe(
    v.array(
      v.looseObject({
        role: v.picklist(['user', 'assistant', 'system']),
        content: v.string(),
        time: v.string(),
      }),
    ),
    v.maxLength(MAX_CHAT_HISTORY),
  ),
  lead: v.optional(v.looseObject({ name: v.string(), phone: v.string(), need: v.string() })),
  last: v.optional(
    v.looseObject({
      input: v.string(),
      turn: v.looseObject({ text: v.string() }),
      delivered: v.boolean(),
    }),
  ),
});

const STORED_ENDED_CHAT = v.looseObject({
  v: v.literal(1),
  id: v.string(),
  ended: v.looseObject({
    address: v.string(),
    assistantId: v.string(),
    language: LANGUAGE,
    at: v.number(),
    bySessionEnd: v.boolean(),
  }),
});

/** The record of a live `session`. */
export function encodeChat(session: ChatSession): StoredChat {
  return {
    v: 1,
    id: session.id,
    address: session.address,
    assistantId: session.assistantId,
    language: session.language,
    dialogue: session.dialogue.state(),
    lastUsed: session.lastUsed,
    turns: session.turns,
    ...(session.last ? { last: session.last } : {}),
    startedAt: session.startedAt.getTime(),
    history: session.history,
    ...(session.lead ? { lead: session.lead } : {}),
  };
}

/** The record of `session` ended at `at` (ms since the epoch), by `sessionEnd` or by expiry. */
export function encodeEndedChat(
  session: ChatSession,
  at: number,
  bySessionEnd: boolean,
): StoredEndedChat {
  return {
    v: 1,
    id: session.id,
    ended: {
      address: session.address,
      assistantId: session.assistantId,
      language: session.language,
      at,
      bySessionEnd,
    },
  };
}

/** A stored ended chat `id`'s record, or undefined when `value` is not one. */
export function decodeEndedChat(id: string, value: unknown): StoredEndedChat['ended'] | undefined {
  const parsed = v.safeParse(STORED_ENDED_CHAT, value);
  return parsed.success && parsed.output.id === id ? parsed.output.ended : undefined;
}

/** A stored live chat `id`'s record, or undefined (with a log line) when it fails its shape check. */
export function decodeChat(id: string, value: unknown): StoredChat | undefined {
  const parsed = v.safeParse(STORED_CHAT, value);
  if (parsed.success && parsed.output.id === id) return parsed.output as StoredChat;
  console.warn(`[platform] skipped the stored chat ${id}: it fails its shape check`);
  return undefined;
}

/** The live session a stored chat was, its assistant's `script` and `server` found again. */
export function sessionOf(
  stored: StoredChat,
  script: AssistantLanguage,
  server?: AssistantServer,
): ChatSession {
  return {
    id: stored.id,
    address: stored.address,
    assistantId: stored.assistantId,
    language: stored.language,
    script,
    dialogue: new Dialogue(stored.language, script, undefined, 'carry').restore(stored.dialogue),
    lastUsed: stored.lastUsed,
    turns: stored.turns,
    last: stored.last,
    cancelStream: undefined,
    ...(server ? { server } : {}),
    startedAt: new Date(stored.startedAt),
    history: [...stored.history],
    ...(stored.lead ? { lead: stored.lead } : {}),
  };
}
