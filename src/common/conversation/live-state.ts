/** The pure half of the live conversation: the panel's {@link LiveSnapshot} and what messages mean for it. */
import type { VoiceClientEventDetail, VoiceErrorEvent } from '../../core/voice/events.ts';
import type { ServerMessageRead } from '../../core/voice/messages.ts';
import { cleanText } from '../../core/protocol/client-messages.ts';
import type { Problem } from './guidance.ts';
import type { TalkMode } from './talk-mode.ts';
import type { CallReport } from './recap.ts';
import type { ServerMessageType } from '../../core/protocol/server-messages.ts';
import { toolCallsOf, type Lead, type ParsedToolCalls } from './tool-calls.ts';
import {
  EMPTY_TRANSCRIPT,
  reduceTranscript,
  transcriptOf,
  turnsOf,
  type Role,
  type TranscriptState,
} from './transcript.ts';
import type { ToolStatus } from './tool-status.ts';
import type { ConnectionQuality } from '../../core/voice/connection-quality.ts';
import type { QuickReplyOffer } from './quick-replies.ts';

/** Where the panel is: nothing yet, the consent dialog, a call starting or running, or a call over. */
type LivePhase = 'idle' | 'consent' | 'active' | 'ended';

/** Why typed text was not sent (`reconnect-queue-full`: the client's resume queue is full). */
export type InputError = 'empty' | 'too-long' | 'no-call' | 'reconnect-queue-full';

/** The call is being resumed (`call-reconnecting`): the latest attempt (from 1) and why. */
export interface Reconnecting {
  readonly attempt: number;
  readonly reason: 'network' | 'page-change';
}

/** What the panel renders; a new object whenever anything changed. */
export interface LiveSnapshot {
  readonly phase: LivePhase;
  readonly transcript: TranscriptState;
  readonly muted: boolean;
  /** The failure to explain, if any (guided errors). */
  readonly problem: Problem | undefined;
  /** `Date.now()` at `call-start`; `undefined` before it. */
  readonly startedAt: number | undefined;
  /** `Date.now()` at `call-end`. */
  readonly endedAt: number | undefined;
  readonly lead: Lead | undefined;
  /** The report sent when the call ended. */
  readonly report: CallReport | undefined;
  /** The local platform said it only understands typed answers (shown once per call). */
  readonly typedOnlyNotice: boolean;
  /** Why the last typed text was not sent, cleared by the next send. */
  readonly inputError: InputError | undefined;
  /** Set while the call's connection is being resumed; the call, its timer and its transcript go on. */
  readonly reconnecting: Reconnecting | undefined;
  /** The browser holds the call's audio back (autoplay policy): 'tap to continue' shows. */
  readonly audioBlocked: boolean;
  /** The call's talk mode (`talk-mode`, or the panel's `talk-mode` switch during the call). */
  readonly talkMode: TalkMode;
  /** Push-to-talk: the visitor holds the `talk` control now (the microphone is open). */
  readonly talking: boolean;
  /** The chosen speaker was unplugged: the call plays on the default device, with a notice. */
  readonly speakerLost: boolean;
  /** The `tool-status` lines of the call's page tools (docs/elements/voice-widget.md "Tool progress"). */
  readonly toolStatus: readonly ToolStatus[];
  /** The microphone keeps hearing the assistant: the headphones suggestion shows (once per call). */
  readonly echoHint: boolean;
  /** The assistant's quick replies waiting for the visitor (`show_quick_replies`), if any. */
  readonly quickReplies: QuickReplyOffer | undefined;
  /** The call is on hold (`hold()` or the `hold` control). */
  readonly held: boolean;
  /** The link's last rating (`voice-network-quality-change`); `good` until one comes. */
  readonly quality: ConnectionQuality;
}

/** The panel before any call, and after a dismissed one. */
export const INITIAL_SNAPSHOT: LiveSnapshot = {
  phase: 'idle',
  transcript: EMPTY_TRANSCRIPT,
  muted: false,
  problem: undefined,
  startedAt: undefined,
  endedAt: undefined,
  lead: undefined,
  report: undefined,
  typedOnlyNotice: false,
  inputError: undefined,
  reconnecting: undefined,
  audioBlocked: false,
  talkMode: 'open',
  talking: false,
  speakerLost: false,
  toolStatus: [],
  echoHint: false,
  quickReplies: undefined,
  held: false,
  quality: 'good',
};

/** The local platform's notice that it did not understand a voice turn (`docs/platform.md`). */
const TYPED_ONLY_NOTICE = 'local-platform-notice' satisfies ServerMessageType;

/** What one platform message means for the panel; `undefined` for a message it ignores. */
export type CallMessage =
  /** A `speech-update`: an utterance (the assistant's, or not) started or stopped. */
  | { readonly kind: 'speech'; readonly assistant: boolean; readonly started: boolean }
  /** The platform's own `status-update` `ended`, with its reason. */
  | { readonly kind: 'ended'; readonly reason: string }
  /** {@link TYPED_ONLY_NOTICE}. */
  | { readonly kind: 'typed-only' }
  | {
      readonly kind: 'transcript';
      readonly role: Role;
      readonly final: boolean;
      readonly text: string;
    }
  /** A `transcript` message that cannot be used, and why. */
  | { readonly kind: 'bad-transcript'; readonly problem: string }
  | { readonly kind: 'conversation'; readonly turns: { role: Role; text: string }[] }
  | { readonly kind: 'tools'; readonly tools: ParsedToolCalls };

/**
 * What a platform message (`docs/platform.md` "Server messages") means for the panel; a rejected
 * `transcript` or `tool-calls` gives its problem, other rejected or unused messages `undefined`.
 */
export function readCallMessage(read: ServerMessageRead): CallMessage | undefined {
  if (!read.ok) {
    if (read.type === 'transcript') return { kind: 'bad-transcript', problem: read.problem };
    if (read.type === 'tool-calls')
      return { kind: 'tools', tools: { calls: [], problems: [read.problem] } };
    return undefined;
  }
  const m = read.message;
  switch (m.type) {
    case 'speech-update':
      return { kind: 'speech', assistant: m.role === 'assistant', started: m.status === 'started' };
    case 'status-update':
      return m.status === 'ended'
        ? { kind: 'ended', reason: m.endedReason ?? 'unknown' }
        : undefined;
    case TYPED_ONLY_NOTICE:
      return { kind: 'typed-only' };
    case 'transcript': {
      const transcript = transcriptOf(m);
      if ('problem' in transcript) return { kind: 'bad-transcript', problem: transcript.problem };
      return {
        kind: 'transcript',
        role: transcript.role,
        final: transcript.final,
        text: transcript.text,
      };
    }
    case 'conversation-update':
      return { kind: 'conversation', turns: turnsOf(m) };
    case 'tool-calls':
      return { kind: 'tools', tools: toolCallsOf(m, read.problems) };
    default:
      return undefined;
  }
}

/** Whether a thrown value carries a `code` (the bundle's errors: `VoiceWidgetsError`). */
function hasCode(error: unknown): error is { readonly code: unknown } {
  return typeof error === 'object' && error !== null && 'code' in error;
}

/** Why `text` was refused with `error` (text the client accepts failed for want of a call). */
export function inputErrorOf(text: string, error?: unknown): InputError {
  if (hasCode(error) && error.code === 'reconnect-queue-full') return 'reconnect-queue-full';
  const cleaned = cleanText(text);
  return cleaned.ok ? 'no-call' : cleaned.reason === 'too-long' ? 'too-long' : 'empty';
}

/**
 * What `call-reconnecting` changes in a running call's snapshot (the timer keeps running);
 * `undefined` when no call runs. An attempt that is not a number from 1 counts on from the last.
 */
export function reconnectingChange(
  snap: LiveSnapshot,
  detail: VoiceClientEventDetail['call-reconnecting'],
): Partial<LiveSnapshot> | undefined {
  if (snap.phase !== 'active') return undefined;
  const given: unknown = detail.attempt;
  const attempt =
    typeof given === 'number' && Number.isFinite(given) && given >= 1
      ? Math.floor(given)
      : (snap.reconnecting?.attempt ?? 0) + 1;
  return {
    reconnecting: {
      attempt,
      reason: detail.reason === 'page-change' ? 'page-change' : 'network',
    },
  };
}

/**
 * What `call-reconnected` changes in a running call's snapshot (text typed meanwhile is
 * `delivered`); `undefined` when no call runs.
 */
export function reconnectedChange(snap: LiveSnapshot): Partial<LiveSnapshot> | undefined {
  if (snap.phase !== 'active') return undefined;
  return {
    reconnecting: undefined,
    transcript: reduceTranscript(snap.transcript, { type: 'delivered' }),
  };
}

/** The snapshot's change when the call ends (text still waiting is marked not sent). */
export function endedChange(snap: LiveSnapshot): Partial<LiveSnapshot> {
  return {
    phase: 'ended',
    muted: false,
    talking: false,
    speakerLost: false,
    echoHint: false,
    quickReplies: undefined,
    reconnecting: undefined,
    audioBlocked: false,
    transcript: reduceTranscript(snap.transcript, { type: 'undelivered' }),
  };
}

/** Whether an `error` event is `audio-playback-error` (the browser held the call's audio back). */
export function isPlaybackBlocked(detail: Pick<VoiceErrorEvent, 'type'>): boolean {
  return detail.type === 'audio-playback-error';
}
