/**
 * The web chat's limits (docs/platform.md "Limits") and their `LOCAL_CHAT_*` settings; a bad value
 * is ignored with one warning naming it ({@link positiveFromEnv}).
 */
import { positiveFromEnv } from './env.ts';

/** Limits of the web chat's sessions (`chat/sessions.ts`). */
export interface ChatLimits {
  /** Sessions held at once in all (`LOCAL_CHAT_SESSIONS`). */
  readonly maxSessions: number;
  /** Sessions one address may create per 60 s (`LOCAL_CHAT_SESSIONS_PER_MINUTE`). */
  readonly sessionsPerMinute: number;
  /** Sessions one address may hold at once. */
  readonly sessionsAlive: number;
  /** Chat messages (and ratings) one address may send per second (`LOCAL_CHAT_MESSAGES_PER_SECOND`). */
  readonly messagesPerSecond: number;
  /** Messages one address may send at once after a quiet spell. */
  readonly messageBurst: number;
  /** A session unused this long is forgotten, ms (`LOCAL_CHAT_IDLE_MINUTES`). */
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
