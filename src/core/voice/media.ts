/**
 * The browser microphone as the client's audio graphs open and release it:
 * the WebSocket call's capture (`websocket/web-audio.ts`) and the gain chain
 * (`mic-gain.ts`); `docs/voice-client.md` "The WebSocket transport" says what
 * each does with it.
 */
import { VoiceClientError } from './errors.ts';

/** `getUserMedia` as the client calls it (tests inject fakes with this shape). */
export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/**
 * `hook` when given, else `navigator.mediaDevices.getUserMedia`, looked up
 * when the returned function is called (not when it is made).
 */
export function userMediaOf(hook: GetUserMedia | undefined): GetUserMedia {
  return hook ?? ((constraints) => navigator.mediaDevices.getUserMedia(constraints));
}

/** Stops every track of `stream` (the microphone's light goes off once no track is live). */
export function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/**
 * Releases what an audio graph opened: stops the tracks of `stream` and
 * closes `context` unless it is already closed. Either may be `undefined`
 * (opened only in part). Never throws; a failed `close()` is ignored.
 */
export function releaseMedia(
  stream: MediaStream | undefined,
  context: AudioContext | undefined,
): void {
  if (stream) stopTracks(stream);
  if (context && context.state !== 'closed') context.close().catch(() => undefined);
}

/**
 * The {@link VoiceClientError} for a microphone that could not be opened
 * (docs/behaviour.md §8 "Embedded client events"; `docs/voice-client.md` "Progress
 * stages by transport"):
 * `microphone-permission-denied` for `NotAllowedError`/`SecurityError`,
 * `audio-capture-failed` for anything else (`NotFoundError` and
 * `OverconstrainedError` say no usable microphone was found). A
 * `VoiceClientError` is returned unchanged.
 */
export function captureError(error: unknown): VoiceClientError {
  if (error instanceof VoiceClientError) return error;
  const name =
    typeof error === 'object' && error !== null ? (error as { name?: unknown }).name : undefined;
  if (name === 'NotAllowedError' || name === 'SecurityError')
    return VoiceClientError.microphonePermissionDenied(error);
  if (name === 'NotFoundError' || name === 'OverconstrainedError') {
    return VoiceClientError.wrap('audio-capture-failed', error, 'No usable microphone was found');
  }
  return VoiceClientError.wrap(
    'audio-capture-failed',
    error,
    'Setting up the microphone and audio failed',
  );
}
