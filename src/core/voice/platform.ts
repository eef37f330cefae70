/**
 * Device detection for SPEC §4 step 6 ("On mobile, wait 1 second for
 * permissions").
 */

/** SPEC §9 "Mobile permission wait", in milliseconds. */
export const MOBILE_PERMISSION_WAIT_MS = 1000;

const MOBILE_AGENT = /android|iphone|ipad|ipod|iemobile|blackberry|bada|opera mini|mobile/i;

/** True when the browser's user agent names a phone or tablet; false outside a browser. */
export function isMobileUserAgent(userAgent: string | undefined = globalThis.navigator?.userAgent): boolean {
  return typeof userAgent === 'string' && MOBILE_AGENT.test(userAgent);
}
