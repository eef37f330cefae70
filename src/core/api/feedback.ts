/**
 * The visitor's rating of a conversation, sent to the local platform
 * (docs/elements/voice-widget.md "Feedback"): `POST {api-url}/feedback` with the public key
 * as bearer and a {@link FeedbackBody}, through the project's one fetch
 * wrapper ({@link request}). Vapi has no such endpoint: the elements send it
 * only when their `api-url` attribute is set (docs/elements/events.md
 * "DOM events", `voice-feedback`).
 */
import type { FeedbackBody } from '../protocol/feedback.ts';
import { request } from './request.ts';
import type { CallOptions, PlatformConfig } from './types.ts';

export type { FeedbackBody, FeedbackRating } from '../protocol/feedback.ts';

/**
 * Sends one rating: `POST /feedback`, JSON body `body` (exactly one of
 * `callId` / `chatId`; `comment` trimmed, at most 500 characters, absent
 * when empty), bearer `config.token` (the public key).
 *
 * @param config base URL (the element's `api-url`), token, optional `fetch` and `timeoutMs`.
 * @param body what the visitor said; see {@link FeedbackBody}.
 * @param options `signal` and `timeoutMs` (see `CallOptions`).
 * @returns nothing; the platform's answer (204 or `{ ok: true }`) is not read.
 * @throws ApiError (`api-error`) for a non-2xx status (400 for a body the
 *   platform refuses, 404 where the endpoint does not exist); PlatformError
 *   `network-error`, `timeout`, `aborted`, `invalid-request` as `request` does.
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
