/**
 * A call's lines as its line queue (`line-queue.ts`) says them (docs/platform.md "Turn-taking", the `say`
 * message, "Reconnect"): the text, whether the visitor may interrupt it, how the call ends after it,
 * and its audio, synthesized for the call (`owner`) unless it is a fixed line of the script.
 */
import type { SayMessage } from '../../src/core/protocol/client-messages.ts';
import type { Synthesizer, VoiceSpec } from '../audio/tts.ts';
import type { ScriptLine } from '../dialogue/assistants.ts';
import type { SavedLine, Utterance } from './line-queue.ts';

/** Who says a call's lines: the synthesizer, the call (fair queueing, cancelled at its end) and its voice now. */
export interface CallVoice {
  readonly synthesizer: Synthesizer;
  readonly owner: string;
  readonly voice: VoiceSpec;
}

/** A script or dialogue line; a dynamic one (made for this visitor) is not cached. */
export function scriptUtterance(
  { synthesizer, owner, voice }: CallVoice,
  line: ScriptLine,
  interruptible: boolean,
): Utterance {
  const speech = line.phonemes ?? line.text;
  return {
    text: line.text,
    interruptible,
    fromSay: false,
    endReason: line.endCall ? 'assistant-ended-call' : undefined,
    pcm: quiet(synthesizer.synthesize(voice, speech, line.dynamic ? { owner, cache: false } : {})),
    source: { speech, cache: !line.dynamic },
  };
}

/** A stored line (docs/durable-state.md "Calls"), its audio synthesized again. */
export function savedUtterance(
  { synthesizer, owner, voice }: CallVoice,
  line: SavedLine,
): Utterance {
  return {
    text: line.text,
    interruptible: line.interruptible,
    fromSay: line.fromSay,
    endReason: line.endReason,
    pcm: quiet(
      synthesizer.synthesize(voice, line.speech, line.cache ? {} : { owner, cache: false }),
    ),
    source: { speech: line.speech, cache: line.cache },
  };
}

/** A client `say` (never cached). */
export function sayUtterance(
  { synthesizer, owner, voice }: CallVoice,
  message: SayMessage,
): Utterance {
  return {
    text: message.message,
    interruptible: message.interruptionsEnabled,
    fromSay: true,
    endReason: message.endCallAfterSpoken ? 'assistant-said-end-call-phrase' : undefined,
    pcm: quiet(synthesizer.synthesize(voice, message.message, { owner, cache: false })),
    source: { speech: message.message, cache: false },
  };
}

/** Marks a promise's rejection as handled (it is awaited later, or never if the call ends first). */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
