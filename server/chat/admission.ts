/**
 * Who may open a chat session or send a chat message (docs/platform.md "Limits"): the cap on
 * sessions in all, per-address session admission ({@link Admission}) and a per-address token
 * bucket of messages.
 */
import { Admission } from '../limits/admission.ts';
import type { ChatLimits } from '../limits/chat-limits.ts';
import { TokenBucket } from '../limits/rate.ts';

/** Most addresses whose message bucket is remembered; the oldest is dropped beyond. */
const MAX_TRACKED_ADDRESSES = 10_000;

/** Why a request was refused: the HTTP status, the error code and message, `Retry-After` in whole seconds. */
export interface ChatRefusal {
  readonly status: 429 | 503;
  readonly code: string;
  readonly message: string;
  readonly retryAfterS: number;
}

/** See the module comment. */
export class ChatAdmission {
  private readonly sessions: Admission;
  private readonly buckets = new Map<string, TokenBucket>();

  constructor(private readonly limits: ChatLimits) {
    this.sessions = new Admission({
      callsPerMinute: limits.sessionsPerMinute,
      callsAlive: limits.sessionsAlive,
    });
  }

  /**
   * Takes one message from `address`'s bucket.
   * @param now ms.
   * @returns undefined when admitted, else a 429 refusal.
   */
  takeMessage(address: string, now: number): ChatRefusal | undefined {
    let bucket = this.buckets.get(address);
    if (!bucket) {
      bucket = new TokenBucket(this.limits.messagesPerSecond, this.limits.messageBurst, now);
      this.buckets.set(address, bucket);
      if (this.buckets.size > MAX_TRACKED_ADDRESSES)
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

  /**
   * Whether `address` may open a session now, and if so records it.
   * @param live sessions held now in all; `alive`, of them, `address`'s.
   * @param now ms.
   * @returns undefined when admitted, else a 503 (cap) or 429 (per-address) refusal.
   */
  openSession(address: string, live: number, alive: number, now: number): ChatRefusal | undefined {
    if (live >= this.limits.maxSessions) {
      return {
        status: 503,
        code: 'too-many-sessions',
        message: `the local platform holds at most ${this.limits.maxSessions} chat sessions`,
        retryAfterS: 30,
      };
    }
    const refusal = this.sessions.admit(address, alive, now);
    if (!refusal) return undefined;
    return {
      status: 429,
      code: 'too-many-requests',
      message: refusal.message.replace(/calls?/g, 'chat sessions'),
      retryAfterS: refusal.retryAfterS,
    };
  }
}
