/**
 * Why a WebSocket call's audio output is not running, once the call has
 * opened it (docs/elements/voice-call-button.md "No audio output device"):
 *
 * - it runs (at once, or within {@link DEFAULT_OUTPUT_START_TIMEOUT_MS}: a
 *   sound server may be slow to start on a busy machine): nothing to say;
 * - the browser's autoplay policy holds it back (the policy is not
 *   `allowed`, or the browser cannot tell, as Chromium and Safari): the
 *   warning `audio-playback-error`, and the call goes on (a tap resumes it);
 * - the browser says audio may play (`navigator.getAutoplayPolicy` answers
 *   `allowed`) and still the output never starts: there is no audio output
 *   device (Firefox on a machine without one never starts an `AudioContext`).
 *   Nobody could hear the assistant, so the call is given up: a fatal
 *   `audio-output-unavailable` error, which ends the call.
 */
import { VoiceClientError } from '../errors.ts';
import type { TransportWarning } from '../transport.ts';
import type { CallAudio } from './call-audio.ts';

/** Default of {@link OutputCheckOptions.outputStartTimeoutMs}. */
export const DEFAULT_OUTPUT_START_TIMEOUT_MS = 4000;

/** Pause between two attempts to start the output, ms. */
const RETRY_MS = 250;

/** Options of {@link checkOutput}; all optional (tests pass fakes). */
export interface OutputCheckOptions {
  /**
   * Whether the browser lets an `AudioContext` play now: `allowed`,
   * `allowed-muted`, `disallowed`, or undefined when it cannot tell. Default:
   * `navigator.getAutoplayPolicy('audiocontext')` where it exists (Firefox).
   */
  readonly autoplayPolicy?: () => string | undefined;
  /** How long an allowed output may take to start before it counts as missing, ms. Default 4000. */
  readonly outputStartTimeoutMs?: number;
}

/** What {@link checkOutput} found: nothing wrong, a warning (the call goes on), or a fatal error (the call ends). */
export type OutputVerdict =
  { readonly warning: TransportWarning } | { readonly fatal: VoiceClientError } | undefined;

/** `navigator.getAutoplayPolicy('audiocontext')`, or undefined where the browser has none. */
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
 * Asks `audio` to run and tells why it does not; see the module comment.
 * @param over true once the call is over: the check stops and finds nothing.
 * @returns the verdict; never rejects.
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
