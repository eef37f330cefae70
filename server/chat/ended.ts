/**
 * What the web chat keeps of its ended sessions, for `keepMs` after their end
 * (docs/platform.md "Ending a chat", "Feedback"): to refuse them and to rate them.
 */
import type { AssistantServer } from '../dialogue/server-config.ts';

/** Most ended session ids remembered. */
const MAX_ENDED_REMEMBERED = 10_000;

/** What is kept of an ended chat. */
export interface EndedChat {
  readonly id: string;
  readonly address: string;
  readonly assistantId: string;
  readonly server?: AssistantServer;
  /** When it ended, ms since the epoch. */
  readonly at: number;
  /** Ended by `sessionEnd` (not by expiry). */
  readonly bySessionEnd: boolean;
}

/** See the module comment. */
export class EndedChats {
  private readonly ended = new Map<string, EndedChat>();

  /** @param keepMs how long an ended chat is remembered, ms. */
  constructor(
    private readonly keepMs: number,
    private readonly max = MAX_ENDED_REMEMBERED,
  ) {}

  /** Remembers `session` as ended at `now` (ms since the epoch). */
  remember(
    session: Omit<EndedChat, 'at' | 'bySessionEnd'>,
    now: number,
    bySessionEnd: boolean,
  ): void {
    const { id, address, assistantId, server } = session;
    this.ended.delete(id);
    this.ended.set(id, {
      id,
      address,
      assistantId,
      ...(server ? { server } : {}),
      at: now,
      bySessionEnd,
    });
    if (this.ended.size > this.max) this.ended.delete(this.ended.keys().next().value as string);
  }

  /** The ended chat `id`, if it ended less than `keepMs` before `now`. */
  get(id: string, now: number): EndedChat | undefined {
    const ended = this.ended.get(id);
    if (ended && now - ended.at <= this.keepMs) return ended;
    if (ended) this.ended.delete(id);
    return undefined;
  }

  /** Forgets everything (shutdown). */
  clear(): void {
    this.ended.clear();
  }
}
