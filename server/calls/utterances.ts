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

/** What a line is, before its audio: its shown text, what is spoken, and how it may be cached. */
type LineSpec = Omit<Utterance, 'pcm' | 'source'> & {
  readonly speech: string;
  readonly cache: boolean;
};

/** The one way a line gets its audio: cached fixed lines, a visitor's own lines synthesized for the call alone. */
function utterance(
  { synthesizer, owner, voice }: CallVoice,
  { speech, cache, ...line }: LineSpec,
): Utterance {
  return {
    ...line,
    pcm: quiet(synthesizer.synthesize(voice, speech, cache ? {} : { owner, cache: false })),
    source: { speech, cache },
  };
}

/** A script or dialogue line; a dynamic one (made for this visitor) is not cached. */
export function scriptUtterance(
  voice: CallVoice,
  line: ScriptLine,
  interruptible: boolean,
): Utterance {
  return utterance(voice, {
    text: line.text,
    speech: line.phonemes ?? line.text,
    cache: !line.dynamic,
    interruptible,
    fromSay: false,
    endReason: line.endCall ? 'assistant-ended-call' : undefined,
  });
}

/** A stored line (docs/durable-state.md "Calls"), its audio synthesized again. */
export function savedUtterance(voice: CallVoice, line: SavedLine): Utterance {
  const { text, speech, cache, interruptible, fromSay, endReason } = line;
  return utterance(voice, { text, speech, cache, interruptible, fromSay, endReason });
}

/** A client `say` (never cached). */
export function sayUtterance(voice: CallVoice, message: SayMessage): Utterance {
  return utterance(voice, {
    text: message.message,
    speech: message.message,
    cache: false,
    interruptible: message.interruptionsEnabled,
    fromSay: true,
    endReason: message.endCallAfterSpoken ? 'assistant-said-end-call-phrase' : undefined,
  });
}

/** Marks a promise's rejection as handled (it is awaited later, or never if the call ends first). */
function quiet<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => {});
  return promise;
}
