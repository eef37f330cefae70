/** Where the client runs: the default API URL and mobile detection (start step 6). */

import { VAPI_API_URL } from '../vapi-url.ts';

/** Default API base URL: Vapi's API, whose web calls are Daily rooms. */
export const DEFAULT_API_URL = VAPI_API_URL;

/** Whether `apiUrl`'s host is Vapi's own API host. */
export function isVapiApi(apiUrl: string): boolean {
  try {
    return new URL(apiUrl).hostname === new URL(DEFAULT_API_URL).hostname;
  } catch {
    return false;
  }
}

/** docs/behaviour.md §9 "Mobile permission wait", in milliseconds. */
export const MOBILE_PERMISSION_WAIT_MS = 1000;

const MOBILE_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada|opera mini|mobile/i;

/** True when the browser's user agent names a phone or tablet; false outside a browser. */
export function isMobileUserAgent(
  userAgent: string | undefined = globalThis.navigator?.userAgent,
): boolean {
  return typeof userAgent === 'string' && MOBILE_AGENT.test(userAgent);
}
