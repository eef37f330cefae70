/** The browser microphone as the client's audio graphs open and release it. */
import { VoiceClientError } from './errors.ts';

/** `getUserMedia` as the client calls it (tests inject fakes). */
export type GetUserMedia = (constraints: MediaStreamConstraints) => Promise<MediaStream>;

/** `hook`, else `navigator.mediaDevices.getUserMedia`, looked up per call. */
export function userMediaOf(hook: GetUserMedia | undefined): GetUserMedia {
  return hook ?? ((constraints) => navigator.mediaDevices.getUserMedia(constraints));
}

/** Stops every track of `stream`. */
export function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Stops the tracks and closes the context of a graph opened in part or whole. Never throws. */
export function releaseMedia(
  stream: MediaStream | undefined,
  context: AudioContext | undefined,
): void {
  if (stream) stopTracks(stream);
  if (context && context.state !== 'closed') context.close().catch(() => undefined);
}

/**
 * The error for a microphone that could not be opened (docs/behaviour.md §8):
 * `microphone-permission-denied` for `NotAllowedError`/`SecurityError`, else `audio-capture-failed`.
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
