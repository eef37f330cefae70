/**
 * Public entry of the platform REST client, built as `dist/platform-client.js`
 * (docs/behaviour.md §7 "Backend"). The widget bundle does not import this file: it uses
 * `web-call.ts` (and through it `request.ts`) only.
 *
 * ```ts
 * import { createPlatformClient, ApiError } from 'voice-widgets/platform-client';
 * const api = createPlatformClient({ token: 'private-key' });
 * await api.assistant.list({ query: { limit: 10 } });
 * ```
 */
export { createPlatformClient } from './client.ts';
export type {
  PlatformClient,
  RouteArgs,
  RouteMethod,
  SpecifiedRoutes,
  JsonBodyOf,
  ResponseOf,
} from './client.ts';
export { routes } from './routes.ts';
export type { Route, RouteDef, RouteName } from './routes.ts';
export { request } from './request.ts';
export type { RequestSpec } from './request.ts';
export { createWebCall, isWebCallResponse, toWebCallResponse } from './web-call.ts';
export { sendFeedback } from './feedback.ts';
export type { FeedbackBody, FeedbackRating } from './feedback.ts';
export type { WebCallPayload, WebCallPayloadFields, WebCallResponse } from './web-call.ts';
export { ApiError, PlatformError } from './errors.ts';
export type { PlatformErrorCode, RequestTarget } from './errors.ts';
export { DEFAULT_BASE_URL, DEFAULT_TIMEOUT_MS } from './types.ts';
export type {
  AuthMode,
  BodyType,
  CallOptions,
  FetchLike,
  HttpMethod,
  MultipartBody,
  MultipartFields,
  MultipartValue,
  OpenRecord,
  JsonObject,
  PathParamNames,
  PathParams,
  PlatformConfig,
  QueryParams,
  QueryScalar,
  Unspecified,
} from './types.ts';
