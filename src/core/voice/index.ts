/**
 * The voice call client's lazily loaded chunk (`docs/voice-client.md`), as `common/call` imports
 * it. Importing it does not load daily-js: the Daily transport imports it on a Daily call's start
 * or on `prefetch()`.
 */
export { VoiceClient } from './voice-client.ts';
export { readResumeState, type ResumeState } from './resume.ts';
export { VOICE_CLIENT_EVENT_NAMES, type VoiceClientEventName } from './events.ts';
export type { ServerMessageListener } from './messages.ts';
// In the client's chunk: a visitor who tests their microphone is about to call.
export { precheck } from './precheck.ts';
