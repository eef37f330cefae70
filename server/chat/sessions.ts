/**
 * The local platform's web chat (docs/platform.md "Web chat", "Limits"): the sessions behind
 * `POST /api/chat/web`, each running the same {@link Dialogue} as typed answers in a call, admitted
 * by {@link ChatAdmission}, expired when idle and remembered for a while once ended
 * ({@link EndedChats}). With a {@link ChatDurability}, each session is written before its reply is
 * sent and taken back after a restart ({@link DurableChats}, docs/durable-state.md "Chats").
 */
import { randomUUID } from 'node:crypto';

import type { AssistantLanguage, Language } from '../dialogue/assistants.ts';
import { Dialogue } from '../dialogue/engine.ts';
import type { AssistantServer } from '../dialogue/server-config.ts';
import { type ChatLimits, DEFAULT_CHAT_LIMITS } from '../limits/chat-limits.ts';
import { ChatAdmission, type ChatRefusal } from './admission.ts';
import type { ChatEndedReason, ChatSession, ChatTurn } from './chat-session.ts';
import { type ChatDurability, DurableChats } from './durable-chats.ts';
import { EndedChats } from './ended.ts';
import { replayOf, replyTo } from './reply.ts';
import type { ChatToolAnswer } from './tool-answers.ts';

/** Longest stored chat id looked up; a longer one is no chat of ours. */
const MAX_ID_CHARS = 100;

/** See the module comment. */
export class ChatSessions {
  private readonly sessions = new Map<string, ChatSession>();
  private readonly admission: ChatAdmission;
  /** Sessions ended (by `sessionEnd` or expiry), remembered for `idleMs`. */
  private readonly endedIds: EndedChats;
  private readonly stored: DurableChats | undefined;

  /** @param onEnded told when a session ends by `sessionEnd` or expiry (not at shutdown). Must not throw. */
  constructor(
    readonly limits: ChatLimits = DEFAULT_CHAT_LIMITS,
    private readonly onEnded?: (session: ChatSession, reason: ChatEndedReason) => void,
    durable?: ChatDurability,
  ) {
    this.admission = new ChatAdmission(limits);
    this.endedIds = new EndedChats(limits.idleMs);
    this.stored = durable && new DurableChats(durable);
  }

  /** Live sessions now. */
  get size(): number {
    return this.sessions.size;
  }

  /** The session, if it exists and is not expired (using it refreshes it). `now`: ms since the epoch. */
  get(id: string, now: number): ChatSession | undefined {
    this.sweep(now);
    const session = this.sessions.get(id) ?? this.load(id, now);
    if (session) session.lastUsed = now;
    return session;
  }

  /**
   * Writes `session` to the store (docs/durable-state.md "Chats"); nothing without one. A failure is logged.
   * @param durable written before this returns (before a reply is sent; default true), else batched.
   */
  save(session: ChatSession, durable = true): void {
    this.stored?.save(session, durable);
  }

  /** A session from the store (after a restart), unless missing, malformed, expired or over the cap. */
  private load(id: string, now: number): ChatSession | undefined {
    if (!this.stored || id.length > MAX_ID_CHARS || this.sessions.size >= this.limits.maxSessions)
      return undefined;
    const found = this.stored.read(id);
    if (!found) return undefined;
    if ('ended' in found) {
      // An ended chat (`sessionEnd` or expiry): remembered for `idleMs` after its end, as before the restart.
      const { ended } = found;
      if (now - ended.at <= this.limits.idleMs)
        this.endedIds.remember(ended, ended.at, ended.bySessionEnd);
      else this.stored.forget(id);
      return undefined;
    }
    const { session } = found;
    if (now - session.lastUsed > this.limits.idleMs) {
      // Expired while the platform was down: it ends now, with its report, as the sweep would have ended it.
      this.finish(session, now, 'silence-timed-out');
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
    if (!this.stored) return 0;
    for (const id of this.stored.ids()) if (!this.sessions.has(id)) this.load(id, now);
    return this.sessions.size;
  }

  /** Takes one message from `address`'s bucket; a refusal (429) when it is empty. */
  takeMessage(address: string, now: number): ChatRefusal | undefined {
    return this.admission.takeMessage(address, now);
  }

  /**
   * Creates a session, or says why not (503 at the cap, 429 over the per-address limits).
   * @param systemPrompt the rendered system prompt, which opens the history.
   */
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
    const alive = [...this.sessions.values()].filter((s) => s.address === address).length;
    const refusal = this.admission.openSession(address, this.sessions.size, alive, now);
    if (refusal) return refusal;
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
   * The assistant's answer to `input` ({@link replyTo}), stored before it is returned; a retry of an
   * undelivered reply gets the same reply. `context` (the request's `system` messages, docs/platform.md
   * "Page context") joins the history unanswered.
   */
  reply(
    session: ChatSession,
    input: string,
    tools: readonly ChatToolAnswer[] = [],
    context: readonly string[] = [],
  ): ChatTurn {
    const replay = replayOf(session, input, tools);
    if (replay) return replay;
    const turn = replyTo(session, input, tools, context);
    this.save(session);
    return turn;
  }

  /**
   * Ends a session now (`sessionEnd: true`, docs/platform.md "Ending a chat"), reported once; its id is
   * remembered for `idleMs` ({@link wasEnded}). Idempotent.
   */
  end(session: ChatSession, now = Date.now()): void {
    session.cancelStream?.();
    if (!this.sessions.delete(session.id)) return;
    this.finish(session, now, 'customer-ended-chat');
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

  /** Forgets sessions idle longer than `idleMs`, each ended and reported. */
  sweep(now: number): void {
    for (const [id, session] of this.sessions) {
      if (now - session.lastUsed <= this.limits.idleMs) continue;
      session.cancelStream?.();
      this.sessions.delete(id);
      this.finish(session, now, 'silence-timed-out');
    }
  }

  /** Cancels every stream and forgets every session from memory (shutdown; the store keeps them for the next start). */
  close(): void {
    for (const session of this.sessions.values()) session.cancelStream?.();
    this.sessions.clear();
    this.endedIds.clear();
  }

  /** A session no longer live has ended at `now`: stored as ended, remembered, reported. */
  private finish(session: ChatSession, now: number, reason: ChatEndedReason): void {
    const bySessionEnd = reason === 'customer-ended-chat';
    this.stored?.saveEnded(session, now, bySessionEnd);
    this.endedIds.remember(session, now, bySessionEnd);
    this.onEnded?.(session, reason);
  }
}
