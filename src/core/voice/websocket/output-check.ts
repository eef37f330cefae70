/**
 * Why a WebSocket call's audio output is not running (docs/elements/voice-call-button.md "No audio
 * output device"): held back by the autoplay policy (a warning; a tap resumes it), or allowed yet
 * never started, meaning no output device (Firefox never starts an `AudioContext` without one):
 * nobody could hear the assistant, so the call is ended.
 */
import { VoiceClientError } from '../errors.ts';
import type { TransportWarning } from '../transport.ts';
import type { CallAudio } from './call-audio.ts';

/** Default of {@link OutputCheckOptions.outputStartTimeoutMs} (a sound server may be slow to start). */
export const DEFAULT_OUTPUT_START_TIMEOUT_MS = 4000;

/** ms. */
const RETRY_MS = 250;

/** Options of {@link checkOutput} (tests pass fakes). */
export interface OutputCheckOptions {
  /** `allowed`, `allowed-muted`, `disallowed` or undefined. Default: `navigator.getAutoplayPolicy` (Firefox). */
  readonly autoplayPolicy?: () => string | undefined;
  /** ms before an allowed output counts as missing. Default 4000. */
  readonly outputStartTimeoutMs?: number;
}

/** Nothing wrong, a warning (the call goes on), or a fatal error (the call ends). */
export type OutputVerdict =
  { readonly warning: TransportWarning } | { readonly fatal: VoiceClientError } | undefined;

function browserAutoplayPolicy(): string | undefined {
  const nav = (
    globalThis as { navigator?: { getAutoplayPolicy?: (type: 'audiocontext') => unknown } }
  ).navigator;
  try {
    const policy = nav?.getAutoplayPolicy?.('audiocontext');
    return typeof policy === 'string' ? policy : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Asks `audio` to run and tells why it does not.
 * @param over true once the call is over: the check stops and finds nothing. Never rejects.
 */
export async function checkOutput(
  audio: CallAudio,
  over: () => boolean,
  options: OutputCheckOptions = {},
): Promise<OutputVerdict> {
  if ((await audio.resume()) || over()) return undefined;
  if ((options.autoplayPolicy ?? browserAutoplayPolicy)() !== 'allowed') {
    return {
      warning: {
        type: 'audio-playback-error',
        error: new VoiceClientError(
          'audio-playback-failed',
          "The browser did not let the call's audio start (autoplay policy): start the call from a click or tap.",
        ),
      },
    };
  }
  const deadline = Date.now() + (options.outputStartTimeoutMs ?? DEFAULT_OUTPUT_START_TIMEOUT_MS);
  while (Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    if (over() || (await audio.resume())) return undefined;
  }
  if (over()) return undefined;
  return {
    fatal: new VoiceClientError(
      'audio-output-unavailable',
      "The call's audio output never started although the browser allows it: no audio output device (speakers or headphones).",
    ),
  };
}
