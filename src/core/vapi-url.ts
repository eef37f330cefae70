/**
 * Vapi's API, the default platform of every element and client: the one place it is spelt. It
 * rides in the small shared helpers chunk (vite.config.ts), so the sheet, the voice client and the
 * REST client take it without a chunk of its own.
 */
export const VAPI_API_URL = 'https://api.vapi.ai';
