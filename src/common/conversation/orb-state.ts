/**
 * The orb's state (part `orb`, docs/elements/voice-widget.md "The orb"): what the call is doing,
 * from its button status and its messages. Pure: {@link nextOrbState} folds one event at a time.
 */
import type { ButtonStatus } from '../call/button-state.ts';

/** What the orb shows (`data-state`). */
export type OrbState = 'idle' | 'connecting' | 'listening' | 'thinking' | 'speaking';

/** One event of the call, as the orb reads it. */
export type OrbEvent =
  /** The call's button status changed (`speaking`: the assistant's audio plays). */
  | { readonly type: 'status'; readonly status: ButtonStatus }
  /** A `speech-update`: an utterance of the assistant, or of the visitor, started or stopped. */
  | { readonly type: 'speech'; readonly assistant: boolean; readonly started: boolean }
  /** A `transcript` line; `final` ends the visitor's turn. */
  | { readonly type: 'transcript'; readonly assistant: boolean; readonly final: boolean }
  /** The visitor sent a typed turn in the call: it ends their turn as a final transcript does. */
  | { readonly type: 'typed' };

/** The state before any call. */
const INITIAL_ORB_STATE: OrbState = 'idle';

/**
 * The orb's state after `event`: `idle` while the call is held, `connecting` while the call starts or reconnects, `speaking`
 * while the assistant's audio plays, `thinking` from the end of the visitor's turn (their final
 * transcript, their `speech-update` stopped, or a typed turn sent) to the assistant's first audio,
 * else `listening`.
 */
export function nextOrbState(state: OrbState, event: OrbEvent): OrbState {
  if (event.type === 'status') {
    switch (event.status) {
      case 'idle':
      case 'on-hold':
        return 'idle';
      case 'connecting':
      case 'reconnecting':
        return 'connecting';
      case 'speaking':
        return 'speaking';
      case 'connected':
        // The assistant's audio ended, or the call just connected; a pending answer stays thinking.
        return state === 'thinking' ? 'thinking' : 'listening';
    }
  }
  if (state === 'idle' || state === 'connecting') return state;
  if (event.type === 'typed') return state === 'speaking' ? state : 'thinking';
  if (event.assistant) {
    if (event.type === 'speech') return event.started ? 'speaking' : state;
    // An answer given as text only (no audio came): the visitor's turn again.
    return event.final && state === 'thinking' ? 'listening' : state;
  }
  if (event.type === 'speech') return event.started ? 'listening' : 'thinking';
  return event.final && state !== 'speaking' ? 'thinking' : state;
}

/** The orb's state after each of `events`, from {@link INITIAL_ORB_STATE}. */
export function orbStateOf(events: readonly OrbEvent[]): OrbState {
  return events.reduce(nextOrbState, INITIAL_ORB_STATE);
}
