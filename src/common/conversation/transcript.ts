/**
 * The live transcript of one call as a pure reducer (docs/elements/voice-call-button.md "The live
 * conversation panel"), fed by Vapi-shaped messages (`docs/vapi-compat.md`). One entry per turn:
 * partials update it in place and a final commits them; a role change or a new utterance
 * (`close`) starts the next. Typed text is a closed user entry (`pending` while reconnecting).
 * `conversation-update` corrects final texts and appends missed turns. An assistant line that
 * arrives before its audio is `held` (hidden) until `release`, so the text captions what is heard.
 */
import type {
  ConversationUpdateMessage,
  TranscriptMessage,
} from '../../core/protocol/server-messages.ts';
import { replaceControlCharacters } from '../../core/util/text.ts';

/** Who said an entry. */
export type Role = 'assistant' | 'user';

/** One turn in the transcript. */
export interface TranscriptEntry {
  /** Stable key, unique in the call. */
  readonly id: number;
  readonly role: Role;
  /** Committed text (finals, or typed text). */
  readonly committed: string;
  /** The partial in progress after {@link committed} ('' when none). */
  readonly partial: string;
  /** Seconds from the start of the call to the entry's first text. */
  readonly timeS: number;
  /** Typed by the visitor. */
  readonly typed: boolean;
  /** The turn is over (typed entries, or a new utterance began): the next text starts a new entry. */
  readonly closed: boolean;
  /** Hidden until its audio starts. */
  readonly held: boolean;
  /** Typed while reconnecting: `pending` until the call is back, `not-sent` if it ended first. */
  readonly delivery?: 'pending' | 'not-sent';
}

/** The transcript: entries in order, and the next id. */
export interface TranscriptState {
  readonly entries: readonly TranscriptEntry[];
  readonly nextId: number;
}

/** What changes a transcript. `atS`: seconds from the start of the call. */
export type TranscriptAction =
  | {
      readonly type: 'transcript';
      readonly role: Role;
      readonly final: boolean;
      readonly text: string;
      readonly atS: number;
      readonly hold?: boolean;
    }
  | {
      readonly type: 'typed';
      readonly text: string;
      readonly atS: number;
      readonly pending?: boolean;
    }
  /** The call is carried again (`delivered`: pending typed text went out) or ended (`undelivered`: it never will). */
  | { readonly type: 'delivered' | 'undelivered' }
  | {
      readonly type: 'conversation';
      readonly turns: readonly { readonly role: Role; readonly text: string }[];
      readonly atS: number;
    }
  | { readonly type: 'release' }
  /** A new utterance begins (a `speech-update started`): the last entry's turn is over. */
  | { readonly type: 'close' }
  | { readonly type: 'reset' };

/** An empty transcript. */
export const EMPTY_TRANSCRIPT: TranscriptState = { entries: [], nextId: 1 };

/** The visible text of an entry. */
export function entryText(entry: TranscriptEntry): string {
  return join(entry.committed, entry.partial);
}

/** True when the entry has text still changing (a partial in progress). */
export function isPartial(entry: TranscriptEntry): boolean {
  return entry.partial !== '';
}

/** Applies one action; returns the same state object when nothing changed. */
export function reduceTranscript(
  state: TranscriptState,
  action: TranscriptAction,
): TranscriptState {
  switch (action.type) {
    case 'reset':
      return EMPTY_TRANSCRIPT;
    case 'release':
      if (!state.entries.some((e) => e.held)) return state;
      return { ...state, entries: state.entries.map((e) => (e.held ? { ...e, held: false } : e)) };
    case 'close': {
      const last = state.entries[state.entries.length - 1];
      if (!last || last.closed) return state;
      return { ...state, entries: [...state.entries.slice(0, -1), { ...last, closed: true }] };
    }
    case 'typed': {
      const entry = {
        role: 'user',
        committed: action.text,
        partial: '',
        timeS: action.atS,
        typed: true,
        closed: true,
        held: false,
      } as const;
      return append(state, action.pending ? { ...entry, delivery: 'pending' } : entry);
    }
    case 'delivered':
    case 'undelivered': {
      if (!state.entries.some((e) => e.delivery === 'pending')) return state;
      const settle = ({ delivery: _, ...entry }: TranscriptEntry): TranscriptEntry =>
        action.type === 'delivered' ? entry : { ...entry, delivery: 'not-sent' };
      return {
        ...state,
        entries: state.entries.map((e) => (e.delivery === 'pending' ? settle(e) : e)),
      };
    }
    case 'transcript':
      return onTranscript(state, action);
    case 'conversation':
      return reconcile(state, action.turns, action.atS);
  }
}

function onTranscript(
  state: TranscriptState,
  action: Extract<TranscriptAction, { type: 'transcript' }>,
): TranscriptState {
  const last = state.entries[state.entries.length - 1];
  const hold = action.hold === true;
  if (!last || last.role !== action.role || last.closed) {
    const entry = action.final
      ? {
          role: action.role,
          committed: action.text,
          partial: '',
          timeS: action.atS,
          typed: false,
          closed: false,
          held: hold,
        }
      : {
          role: action.role,
          committed: '',
          partial: action.text,
          timeS: action.atS,
          typed: false,
          closed: false,
          held: hold,
        };
    return append(state, entry);
  }
  const updated: TranscriptEntry = action.final
    ? {
        ...last,
        committed: join(last.committed, action.text),
        partial: '',
        held: last.held && hold,
      }
    : { ...last, partial: action.text, held: last.held && hold };
  if (
    updated.committed === last.committed &&
    updated.partial === last.partial &&
    updated.held === last.held
  )
    return state;
  return { ...state, entries: [...state.entries.slice(0, -1), updated] };
}

/**
 * Reconciles with the platform's whole history (consecutive turns of one role are one entry):
 * entries matching by position and role take its text; missing turns are appended.
 */
function reconcile(
  state: TranscriptState,
  turns: readonly { readonly role: Role; readonly text: string }[],
  atS: number,
): TranscriptState {
  const merged: { role: Role; text: string }[] = [];
  for (const turn of turns) {
    const prev = merged[merged.length - 1];
    if (prev && prev.role === turn.role) prev.text = join(prev.text, turn.text);
    else merged.push({ role: turn.role, text: turn.text });
  }
  let changed = false;
  const entries = state.entries.map((entry, i) => {
    const turn = merged[i];
    if (
      !turn ||
      turn.role !== entry.role ||
      entry.typed ||
      isPartial(entry) ||
      turn.text === entry.committed
    )
      return entry;
    changed = true;
    return { ...entry, committed: turn.text };
  });
  let next: TranscriptState = changed ? { ...state, entries } : state;
  for (const turn of merged.slice(state.entries.length)) {
    next = append(next, {
      role: turn.role,
      committed: turn.text,
      partial: '',
      timeS: atS,
      typed: false,
      closed: true,
      held: false,
    });
  }
  return next;
}

function append(state: TranscriptState, entry: Omit<TranscriptEntry, 'id'>): TranscriptState {
  return { entries: [...state.entries, { id: state.nextId, ...entry }], nextId: state.nextId + 1 };
}

function join(a: string, b: string): string {
  if (!a) return b;
  if (!b) return a;
  return `${a} ${b}`;
}

/** The text of a `transcript` message, tidied, with who said it and whether it is final. */
export interface TranscriptText {
  readonly role: Role;
  readonly final: boolean;
  readonly text: string;
}

/** Longest transcript text kept, in characters; longer text is cut (a hostile or broken server). */
const MAX_TRANSCRIPT_CHARS = 4000;

/**
 * A Vapi `transcript` message (`docs/platform.md` "Server messages") as the client read it,
 * tidied; a `problem` (to warn about once) when its text tidies to nothing.
 */
export function transcriptOf(
  message: TranscriptMessage,
): TranscriptText | { readonly problem: string } {
  const clean = tidy(message.transcript);
  if (!clean) return { problem: 'empty transcript ignored' };
  return { role: message.role, final: message.transcriptType === 'final', text: clean };
}

/** The user/assistant turns of a `conversation-update`, tidied; other roles and empty lines skipped. */
export function turnsOf(message: ConversationUpdateMessage): { role: Role; text: string }[] {
  const turns: { role: Role; text: string }[] = [];
  for (const { role, content } of message.conversation) {
    if (role !== 'assistant' && role !== 'user') continue;
    const text = tidy(content);
    if (text) turns.push({ role, text });
  }
  return turns;
}

/** Collapses white space, removes control characters and caps the length. */
export function tidy(text: string): string {
  return replaceControlCharacters(text).replace(/\s+/g, ' ').trim().slice(0, MAX_TRANSCRIPT_CHARS);
}
