/**
 * Visitors' ratings (docs/platform.md "Feedback"): one per call or chat, kept in a
 * bounded store, and the `feedback` server message that forwards each.
 */
import { randomUUID } from 'node:crypto';

import type {
  FeedbackBody,
  FeedbackRating,
  FeedbackServerMessage,
} from '../../src/core/protocol/feedback.ts';

/** A recorded rating, as `POST /api/feedback` answers it. */
export interface FeedbackRecord {
  /** `fb_<uuid>`; kept when a second rating replaces the first. */
  readonly id: string;
  readonly rating: FeedbackRating;
  readonly comment?: string;
  readonly callId?: string;
  readonly chatId?: string;
  /** When this rating was received, ISO time. */
  readonly createdAt: string;
  /** True when it replaced an earlier rating of the same call or chat. */
  readonly replaced: boolean;
}

/** Most ratings kept (the oldest is forgotten first). */
const MAX_FEEDBACK_RECORDS = 10_000;

/** One rating per call or chat (a second replaces the first, same `id`); at most `max`, oldest dropped. */
export class FeedbackStore {
  private readonly records = new Map<string, FeedbackRecord>();

  /** @param max most ratings kept (default {@link MAX_FEEDBACK_RECORDS}). */
  constructor(private readonly max = MAX_FEEDBACK_RECORDS) {}

  /** Ratings kept now. */
  get size(): number {
    return this.records.size;
  }

  /** The rating of a call (`call:<id>`) or chat (`chat:<id>`), if any. */
  get(key: string): FeedbackRecord | undefined {
    return this.records.get(key);
  }

  /** Records `body` (already checked at its door, `http/requests/feedback.ts`) at `now` (ms since the epoch); returns the record. */
  put(body: FeedbackBody, now: number): FeedbackRecord {
    const key = body.callId !== undefined ? `call:${body.callId}` : `chat:${body.chatId ?? ''}`;
    const before = this.records.get(key);
    const record: FeedbackRecord = {
      id: before?.id ?? `fb_${randomUUID()}`,
      rating: body.rating,
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
      ...(body.callId !== undefined ? { callId: body.callId } : { chatId: body.chatId as string }),
      createdAt: new Date(now).toISOString(),
      replaced: before !== undefined,
    };
    this.records.delete(key);
    this.records.set(key, record);
    if (this.records.size > this.max)
      this.records.delete(this.records.keys().next().value as string);
    return record;
  }
}

/** The `feedback` server message (docs/platform.md "Feedback"); `timestamp` in ms since the epoch. */
export function feedbackMessage(
  body: FeedbackBody,
  now: number,
): { readonly message: FeedbackServerMessage } {
  return {
    message: {
      type: 'feedback',
      rating: body.rating,
      ...(body.comment !== undefined ? { comment: body.comment } : {}),
      ...(body.callId !== undefined
        ? { call: { id: body.callId } }
        : { chat: { id: body.chatId as string } }),
      timestamp: now,
    },
  };
}
