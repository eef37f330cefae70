/**
 * The visitor's rating of a conversation (docs/elements/voice-widget.md "Feedback"): local
 * platform only, so the elements send it only when `api-url` is set.
 */
import type { FeedbackBody } from '../protocol/feedback.ts';
import { request } from './request.ts';
import type { CallOptions, PlatformConfig } from './types.ts';

export type { FeedbackBody, FeedbackRating } from '../protocol/feedback.ts';

/**
 * Sends one rating: `POST /feedback` with bearer `config.token` (`docs/platform-client.md`).
 * @throws ApiError for a non-2xx status (404 where the endpoint does not exist); PlatformError as `request`.
 */
export async function sendFeedback(
  config: PlatformConfig,
  body: FeedbackBody,
  options: Pick<CallOptions, 'signal' | 'timeoutMs'> = {},
): Promise<void> {
  await request(config, {
    method: 'POST',
    path: '/feedback',
    body,
    bodyType: 'json',
    auth: 'bearer',
    signal: options.signal,
    timeoutMs: options.timeoutMs,
  });
}
