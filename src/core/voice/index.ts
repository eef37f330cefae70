/**
 * The voice call client (`docs/voice-client.md`; `docs/voice-client.md`):
 * `VoiceClient`, its events, errors, message types, the transport interface,
 * the transport registry and selection, the reconnect policy, the Daily
 * transport and the WebSocket transport.
 *
 * Importing this module does not load daily-js: the Daily transport imports
 * it lazily, when a Daily call starts or on `prefetch()`; a WebSocket call
 * never loads it.
 */
export { VoiceClient } from './voice-client.ts';
export { readResumeState, type ResumeState } from './resume.ts';
export { VOICE_CLIENT_EVENT_NAMES, type VoiceClientEventName } from './events.ts';
export type { ServerMessageListener } from './messages.ts';
