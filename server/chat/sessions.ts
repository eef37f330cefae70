/**
 * The local platform's web chat (docs/platform.md "Web chat", "Limits"): the
 * sessions behind `POST /api/chat/web`, each running the same {@link Dialogue}
 * as typed answers in a call, bounded per address and in all. With a
 * {@link RecordStore}, each session is written before its reply is sent
 * (docs/durable-state.md "Chats").
 */
import { randomUUID } from 'node:crypto';
import { Admission } from '../limits/admission.ts';
import { isLanguage, type AssistantLanguage, type Language } from '../dialogue/assistants.ts';
import {
  Dialogue,
  isDialogueState,
  type DialogueState,
  type DialogueTurn,
  type LeadArguments,
  type ToolOutcome,
  type ToolRequest,
} from '../dialogue/engine.ts';
import { positiveFromEnv } from '../limits/env.ts';
import type { AssistantServer } from '../dialogue/server-config.ts';
import type { HistoryLine } from '../messages/shapes.ts';
import { TokenBucket } from '../limits/rate.ts';
import type { RecordStore } from '../storage/store.ts';
import { EndedChats } from './ended.ts';

/** Limits of {@link ChatSessions}. */
export interface ChatLimits {
  readonly maxSessions: number;
  readonly sessionsPerMinute: number;
  readonly sessionsAlive: number;
  readonly messagesPerSecond: number;
  readonly messageBurst: number;
  /** A session unused this long is forgotten, ms. */
  readonly idleMs: number;
}

/** Default {@link ChatLimits}. */
export const DEFAULT_CHAT_LIMITS: ChatLimits = {
  maxSessions: 1000,
  sessionsPerMinute: 20,
  sessionsAlive: 20,
  messagesPerSecond: 2,
  messageBurst: 6,
  idleMs: 30 * 60_000,
};

/** Longest accepted `input`, characters (the widget's limit too). */
export const MAX_CHAT_INPUT_CHARS = 2000;

/** What the assistant answers once the script is over. */
const FINISHED: Readonly<Record<Language, string>> = {
  es: 'Esta conversación ha terminado. Pulsa «Nueva conversación» para empezar otra.',
  he: 'השיחה הזאת הסתיימה. לחצו על "שיחה חדשה" כדי להתחיל שיחה אחרת.',
  en: 'This conversation has ended. Press “New conversation” to start another one.',
};

/** One reply: the text and, on confirmation, the lead. */
export interface ChatTurn {
  readonly text: string;
  readonly lead?: LeadArguments;
  /** A client tool call for the page (`show_solution`); its answer comes in a later request's `input` (docs/platform.md "Tool results"). */
  readonly tool?: ToolRequest;
  /** The company's server was already asked about the lead (a replayed reply does not ask again). */
  readonly serverAsked?: true;
}

/** One `ToolMessage` of a request's `input`: the page's answer to a tool call. */
export interface ChatToolAnswer {
  readonly toolCallId: string;
  /** The answer; a JSON object with a string `error` is a failure (`timeout…`: timed out). */
  readonly content: string;
}

/** How a `ToolMessage`'s content answered (docs/platform.md "Tool results"). */
function toolOutcomeOf(content: string): ToolOutcome {
  let error: unknown;
  try {
    const parsed: unknown = JSON.parse(content);
    error =
      typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
        ? (parsed as { error?: unknown }).error
        : undefined;
  } catch {
    return 'shown';
  }
  if (typeof error !== 'string') return 'shown';
  return /^timeout\b/i.test(error) ? 'timeout' : 'failed';
}

/** One chat session. */
export interface ChatSession {
  readonly id: string;
  readonly address: string;
  readonly assistantId: string;
  /** The language it is held in now (a request may switch it: {@link ChatSessions.switchLanguage}). */
  language: Language;
  readonly dialogue: Dialogue;
  script: AssistantLanguage;
  lastUsed: number;
  turns: number;
  /** The last input and its reply, replayed when the same input comes again before the reply was delivered (a retry). */
  last: { input: string; turn: ChatTurn; delivered: boolean } | undefined;
  /** Cancels the reply streaming now, if any. */
  cancelStream: (() => void) | undefined;
  /** Where its server messages go (a stored assistant's `server`; docs/platform.md "Server messages"). */
  readonly server?: AssistantServer;
  readonly startedAt: Date;
  /** The conversation so far, both roles, at most {@link MAX_CHAT_HISTORY} lines (for the end-of-chat report). */
  readonly history: HistoryLine[];
  /** The lead captured (`capture_lead`'s arguments). */
  lead?: LeadArguments;
}

/** Most history lines a chat keeps; older ones are dropped. */
const MAX_CHAT_HISTORY = 200;

/** Why a chat ended: `customer-ended-chat` (`sessionEnd: true`) or `silence-timed-out` (idle expiry). */
export type ChatEndedReason = 'customer-ended-chat' | 'silence-timed-out';

/** Why a request was refused. */
export interface ChatRefusal {
  readonly status: 429 | 503;
  readonly code: string;
  readonly message: string;
  readonly retryAfterS: number;
}

/** What a stored chat holds (JSON; checked by {@link readStoredChat} when read back). */
interface StoredChat {
  readonly v: 1;
  readonly id: string;
  readonly address: string;
  readonly assistantId: string;
  readonly language: Language;
  readonly dialogue: DialogueState;
  readonly lastUsed: number;
  readonly turns: number;
  readonly last?: { input: string; turn: ChatTurn; delivered: boolean };
  readonly startedAt: number;
  readonly history: HistoryLine[];
  readonly lead?: LeadArguments;
}

/** Where the durable chats are, and how to find a stored chat's assistant again. */
export interface ChatDurability {
  readonly store: RecordStore;
  /** The script and server of `assistantId` in `language`, or undefined when the assistant is gone (the chat is then skipped). */
  readonly resolve: (
    assistantId: string,
    language: Language,
  ) => { readonly script: AssistantLanguage; readonly server?: AssistantServer } | undefined;
}

/** What the store keeps of an ended chat, for `idleMs` after its end (to refuse it after `sessionEnd`, to rate it). */
interface StoredEndedChat {
  readonly v: 1;
  readonly id: string;
  readonly ended: {
    readonly address: string;
    readonly assistantId: string;
    readonly language: Language;
    readonly at: number;
    readonly bySessionEnd: boolean;
  };
}

/** A stored ended chat's JSON, or undefined when `value` is not one. */
function readEndedChat(id: string, value: unknown): StoredEndedChat['ended'] | undefined {
  const v = value as Partial<StoredEndedChat> | null;
  if (
    typeof v !== 'object' ||
    v === null ||
    v.v !== 1 ||
    v.id !== id ||
    typeof v.ended !== 'object' ||
    v.ended === null
  )
    return undefined;
  const e = v.ended;
  return typeof e.address === 'string' &&
    typeof e.assistantId === 'string' &&
    isLanguage(e.language) &&
    typeof e.at === 'number' &&
    typeof e.bySessionEnd === 'boolean'
    ? e
    : undefined;
}

/** A stored chat's JSON, or undefined (with a log line) when it fails its shape check. */
function readStoredChat(id: string, value: unknown): StoredChat | undefined {
  const v = value as Partial<StoredChat> | null;
  const ok =
    typeof v === 'object' &&
    v !== null &&
    v.v === 1 &&
    v.id === id &&
    typeof v.address === 'string' &&
    typeof v.assistantId === 'string' &&
    isLanguage(v.language) &&
    isDialogueState(v.dialogue) &&
    typeof v.lastUsed === 'number' &&
    Number.isInteger(v.turns) &&
    typeof v.startedAt === 'number' &&
    Array.isArray(v.history) &&
    v.history.length <= MAX_CHAT_HISTORY &&
    v.history.every(
      (h) =>
        typeof h === 'object' &&
        h !== null &&
        (h.role === 'user' || h.role === 'assistant' || h.role === 'system') &&
        typeof h.content === 'string' &&
        typeof h.time === 'string',
    ) &&
    (v.lead === undefined ||
      (typeof v.lead === 'object' &&
        v.lead !== null &&
        typeof v.lead.name === 'string' &&
        typeof v.lead.phone === 'string' &&
        typeof v.lead.need === 'string')) &&
    (v.last === undefined ||
      (typeof v.last === 'object' &&
        v.last !== null &&
        typeof v.last.input === 'string' &&
        typeof v.last.turn?.text === 'string' &&
        typeof v.last.delivered === 'boolean'));
  if (!ok) console.warn(`[platform] skipped the stored chat ${id}: it fails its shape check`);
  return ok ? (v as StoredChat) : undefined;
}

/** See the module comment. */
export class ChatSessions {
  private readonly sessions = new Map<string, ChatSession>();
  private readonly admission: Admission;
  private readonly buckets = new Map<string, TokenBucket>();
  /** Sessions ended (by `sessionEnd` or expiry), remembered for `idleMs`. */
  private readonly endedIds: EndedChats;

  /** @param onEnded told when a session ends by `sessionEnd` or expiry (not at shutdown). Must not throw. */
  constructor(
    readonly limits: ChatLimits = DEFAULT_CHAT_LIMITS,
    private readonly onEnded?: (session: ChatSession, reason: ChatEndedReason) => void,
    private readonly durable?: ChatDurability,
  ) {
    this.admission = new Admission({
      callsPerMinute: limits.sessionsPerMinute,
      callsAlive: limits.sessionsAlive,
    });
    this.endedIds = new EndedChats(limits.idleMs);
  }

  /** Live sessions now. */
  get size(): number {
    return this.sessions.size;
  }

  /** The session, if it exists and is not expired (using it refreshes it). */
  get(id: string, now: number): ChatSession | undefined {
    this.sweep(now);
    const session = this.sessions.get(id) ?? this.load(id, now);
    if (session) session.lastUsed = now;
    return session;
  }

  /**
   * Writes `session` to the store (docs/durable-state.md "Chats"); nothing without one.
   * @param durable written before this returns (before a reply is sent; default true), else batched.
   */
  save(session: ChatSession, durable = true): void {
    const store = this.durable?.store;
    if (!store) return;
    const record: StoredChat = {
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
    try {
      store.put('chat', session.id, record, durable);
    } catch (error) {
      console.error(`[platform] could not store the chat ${session.id}:`, error);
    }
  }

  /** A session from the store (after a restart), unless missing, malformed, expired or over the cap. */
  private load(id: string, now: number): ChatSession | undefined {
    const durable = this.durable;
    if (!durable || id.length > 100 || this.sessions.size >= this.limits.maxSessions)
      return undefined;
    let value: unknown;
    try {
      value = durable.store.get('chat', id);
    } catch (error) {
      console.error(`[platform] could not read the chat ${id}:`, error);
      return undefined;
    }
    if (value === undefined) return undefined;
    // An ended chat (`sessionEnd` or expiry): remembered for `idleMs` after its end, as before the restart.
    const ended = readEndedChat(id, value);
    if (ended) {
      const assistant = durable.resolve(ended.assistantId, ended.language);
      if (now - ended.at <= this.limits.idleMs)
        this.endedIds.remember(
          {
            id,
            address: ended.address,
            assistantId: ended.assistantId,
            ...(assistant?.server ? { server: assistant.server } : {}),
          },
          ended.at,
          ended.bySessionEnd,
        );
      else this.forget(id);
      return undefined;
    }
    const stored = readStoredChat(id, value);
    const found = stored && durable.resolve(stored.assistantId, stored.language);
    if (!stored || !found) {
      if (stored)
        console.warn(
          `[platform] skipped the stored chat ${id}: its assistant ${stored.assistantId} is gone`,
        );
      this.forget(id);
      return undefined;
    }
    const session: ChatSession = {
      id,
      address: stored.address,
      assistantId: stored.assistantId,
      language: stored.language,
      script: found.script,
      dialogue: new Dialogue(stored.language, found.script, undefined, 'carry').restore(
        stored.dialogue,
      ),
      lastUsed: stored.lastUsed,
      turns: stored.turns,
      last: stored.last,
      cancelStream: undefined,
      ...(found.server ? { server: found.server } : {}),
      startedAt: new Date(stored.startedAt),
      history: [...stored.history],
      ...(stored.lead ? { lead: stored.lead } : {}),
    };
    if (now - stored.lastUsed > this.limits.idleMs) {
      // Expired while the platform was down: it ends now, with its report, as the sweep would have ended it.
      this.storeEnded(session, now, false);
      this.endedIds.remember(session, now, false);
      this.onEnded?.(session, 'silence-timed-out');
      return undefined;
    }
    this.sessions.set(id, session);
    return session;
  }

  /**
   * Takes back every stored chat at start (docs/durable-state.md "Chats"), so that idle expiry still ends
   * and reports them. @returns how many are live.
   */
  restoreStored(now: number): number {
    if (!this.durable) return 0;
    let ids: string[];
    try {
      ids = this.durable.store.list('chat').map((r) => r.id);
    } catch (error) {
      console.error('[platform] could not read the stored chats:', error);
      return 0;
    }
    for (const id of ids) if (!this.sessions.has(id)) this.load(id, now);
    return this.sessions.size;
  }

  /** Replaces a chat's stored record by what is kept of it once ended (docs/durable-state.md "Chats"); a failure is logged. */
  private storeEnded(session: ChatSession, now: number, bySessionEnd: boolean): void {
    const record: StoredEndedChat = {
      v: 1,
      id: session.id,
      ended: {
        address: session.address,
        assistantId: session.assistantId,
        language: session.language,
        at: now,
        bySessionEnd,
      },
    };
    try {
      this.durable?.store.put('chat', session.id, record, true);
    } catch (error) {
      console.error(`[platform] could not store the end of the chat ${session.id}:`, error);
    }
  }

  /** Removes a chat from the store; a failure is logged. */
  private forget(id: string): void {
    try {
      this.durable?.store.remove('chat', id);
    } catch (error) {
      console.error(`[platform] could not remove the chat ${id}:`, error);
    }
  }

  /** Takes one message from `address`'s bucket; a refusal when it is empty. */
  takeMessage(address: string, now: number): ChatRefusal | undefined {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      bucket = new TokenBucket(this.limits.messagesPerSecond, this.limits.messageBurst, now);
      this.buckets.set(address, bucket);
      if (this.buckets.size > 10_000)
        this.buckets.delete(this.buckets.keys().next().value as string);
    }
    if (bucket.take(now)) return undefined;
    return {
      status: 429,
      code: 'too-many-requests',
      message: `at most ${this.limits.messagesPerSecond} chat messages per second per client`,
      retryAfterS: 1,
    };
  }

  /** Creates a session, or says why not (cap, per-address limits). */
  create(
    address: string,
    assistantId: string,
    language: Language,
    script: AssistantLanguage,
    now: number,
    server?: AssistantServer,
    systemPrompt?: string,
  ): ChatSession | ChatRefusal {
    this.sweep(now);
    if (this.sessions.size >= this.limits.maxSessions) {
      return {
        status: 503,
        code: 'too-many-sessions',
        message: `the local platform holds at most ${this.limits.maxSessions} chat sessions`,
        retryAfterS: 30,
      };
    }
    const alive = [...this.sessions.values()].filter((s) => s.address === address).length;
    const refusal = this.admission.admit(address, alive, now);
    if (refusal)
      return {
        status: 429,
        code: 'too-many-requests',
        message: refusal.message.replace(/calls?/g, 'chat sessions'),
        retryAfterS: refusal.retryAfterS,
      };
    const session: ChatSession = {
      id: randomUUID(),
      address,
      assistantId,
      language,
      script,
      // A chat reply that asks the page to show a solution already asks the next question (docs/platform.md "Tool results").
      dialogue: new Dialogue(language, script, undefined, 'carry'),
      lastUsed: now,
      turns: 0,
      last: undefined,
      cancelStream: undefined,
      ...(server ? { server } : {}),
      startedAt: new Date(now),
      // The rendered system prompt opens the history, as on Vapi (docs/platform.md "Variables").
      history: systemPrompt
        ? [{ role: 'system', content: systemPrompt, time: new Date(now).toISOString() }]
        : [],
    };
    this.sessions.set(session.id, session);
    this.save(session);
    return session;
  }

  /**
   * Holds the chat in `language` from its next reply on (docs/platform.md "Languages"): `script` is
   * the assistant's script in that language; `region` (ISO 3166), where local phone numbers are read.
   */
  switchLanguage(
    session: ChatSession,
    language: Language,
    script: AssistantLanguage,
    region?: string,
  ): void {
    session.language = language;
    session.script = script;
    session.dialogue.switchLanguage(language, script);
    if (region) session.dialogue.region = region;
    this.save(session);
  }

  /**
   * The assistant's answer to `input`; a retry of an undelivered reply gets the same reply. `context`
   * (the request's `system` messages, docs/platform.md "Page context") joins the history unanswered.
   */
  reply(
    session: ChatSession,
    input: string,
    tools: readonly ChatToolAnswer[] = [],
    context: readonly string[] = [],
  ): ChatTurn {
    // The same request again before its reply was delivered (a retry): the same reply, the dialogue not advanced twice.
    const key =
      tools.length === 0 ? input : JSON.stringify([input, tools.map((t) => t.toolCallId)]);
    if (session.last && !session.last.delivered && session.last.input === key)
      return session.last.turn;
    const first = session.turns === 0;
    session.turns++;
    const turns: DialogueTurn[] = [];
    for (const answer of tools) {
      const turn = session.dialogue.toolResult(answer.toolCallId, toolOutcomeOf(answer.content));
      if (turn) turns.push(turn);
    }
    if (input !== '') {
      const turn = session.dialogue.typed(input);
      // A first message that is a greeting or not understood gets the assistant's first message (an answer to a question keeps its answer).
      turns.push(
        first && turn.line?.topic === 're-ask' ? { line: session.script.firstMessage } : turn,
      );
    }
    const texts = turns.map((t) => t.line?.text ?? FINISHED[session.language]);
    const lead = turns.find((t) => t.lead)?.lead;
    const tool = turns.find((t) => t.tool)?.tool;
    // Only answers the dialogue was not waiting for (late, repeated): nothing new to say ('').
    const result: ChatTurn = {
      text: texts.join(' '),
      ...(lead ? { lead } : {}),
      ...(tool ? { tool } : {}),
    };
    session.last = { input: key, turn: result, delivered: false };
    if (lead) session.lead = lead;
    const time = new Date().toISOString();
    for (const content of context) session.history.push({ role: 'system', content, time });
    if (input !== '') session.history.push({ role: 'user', content: input, time });
    if (result.text !== '') session.history.push({ role: 'assistant', content: result.text, time });
    if (session.history.length > MAX_CHAT_HISTORY)
      session.history.splice(0, session.history.length - MAX_CHAT_HISTORY);
    this.save(session);
    return result;
  }

  /**
   * Ends a session now (`sessionEnd: true`, docs/platform.md "Ending a chat"), reported once; its id is
   * remembered for `idleMs` ({@link wasEnded}). Idempotent.
   */
  end(session: ChatSession, now = Date.now()): void {
    session.cancelStream?.();
    if (!this.sessions.delete(session.id)) return;
    this.storeEnded(session, now, true);
    this.endedIds.remember(session, now, true);
    this.onEnded?.(session, 'customer-ended-chat');
  }

  /** True when `id` is a session `address` ended with `sessionEnd` less than `idleMs` ago. */
  wasEnded(id: string, address: string, now: number): boolean {
    if (!this.sessions.has(id) && !this.endedIds.get(id, now)) this.load(id, now);
    const ended = this.endedIds.get(id, now);
    return ended !== undefined && ended.bySessionEnd && ended.address === address;
  }

  /** A chat to rate (docs/platform.md "Feedback"): live, or ended less than `idleMs` ago; not refreshed. */
  find(
    id: string,
    now: number,
  ): Pick<ChatSession, 'id' | 'address' | 'assistantId' | 'server'> | undefined {
    return (
      this.sessions.get(id) ??
      this.endedIds.get(id, now) ??
      this.load(id, now) ??
      this.endedIds.get(id, now)
    );
  }

  /** Forgets sessions idle longer than `idleMs`. */
  sweep(now: number): void {
    for (const [id, session] of this.sessions) {
      if (now - session.lastUsed <= this.limits.idleMs) continue;
      session.cancelStream?.();
      this.sessions.delete(id);
      this.storeEnded(session, now, false);
      this.endedIds.remember(session, now, false);
      this.onEnded?.(session, 'silence-timed-out');
    }
  }

  /** Cancels every stream and forgets every session from memory (shutdown; the store keeps them for the next start). */
  close(): void {
    for (const session of this.sessions.values()) session.cancelStream?.();
    this.sessions.clear();
    this.endedIds.clear();
  }
}

/** Limits from `LOCAL_CHAT_SESSIONS` (cap), `LOCAL_CHAT_SESSIONS_PER_MINUTE`, `LOCAL_CHAT_MESSAGES_PER_SECOND` and `LOCAL_CHAT_IDLE_MINUTES`, else the defaults. */
export function chatLimitsFromEnv(env: NodeJS.ProcessEnv = process.env): ChatLimits {
  const d = DEFAULT_CHAT_LIMITS;
  return {
    ...d,
    maxSessions: positiveFromEnv('LOCAL_CHAT_SESSIONS', d.maxSessions, true, env),
    sessionsPerMinute: positiveFromEnv(
      'LOCAL_CHAT_SESSIONS_PER_MINUTE',
      d.sessionsPerMinute,
      true,
      env,
    ),
    messagesPerSecond: positiveFromEnv(
      'LOCAL_CHAT_MESSAGES_PER_SECOND',
      d.messagesPerSecond,
      false,
      env,
    ),
    idleMs: positiveFromEnv('LOCAL_CHAT_IDLE_MINUTES', d.idleMs / 60_000, false, env) * 60_000,
  };
}
