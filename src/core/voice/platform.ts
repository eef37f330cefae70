/**
 * Facts about where the client runs: the platform's default API URL, and
 * device detection for start step 6 (`docs/voice-client.md` "Start
 * sequence": on mobile, wait 1 second for permissions).
 */

/** Default API base URL: Vapi's API, whose web calls are Daily rooms. */
export const DEFAULT_API_URL = 'https://api.vapi.ai';

/** True when `apiUrl` points at Vapi's own API host (`DEFAULT_API_URL`); false for anything else or an unparsable URL. */
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
