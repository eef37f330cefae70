/**
 * The lines one call's assistant says, one at a time (docs/platform.md
 * "Turn-taking", the `say` message, "Reconnect"): the waiting queue, the line
 * being said, interruptions, mute, pause while detached, and the messages around
 * each line. The {@link Conversation} decides what to say; this queue says it.
 */
import {
  type EndedReason,
  type ServerFrame,
  serverMessage,
} from '../../src/core/protocol/server-messages.ts';
import type { FrameClock } from '../audio/pacer.ts';
import { Playback } from '../audio/pacer.ts';
import { SynthesisQueueFullError } from '../audio/tts.ts';

/** A line to say. */
export interface Utterance {
  readonly text: string;
  readonly interruptible: boolean;
  readonly fromSay: boolean;
  /** The call ends with this reason once the line is said (or cut off). */
  endReason: EndedReason | undefined;
  /** Its wire audio (synthesis may still be running). */
  readonly pcm: Promise<Buffer>;
  /** What was synthesized (text or phonemes) and whether the speech cache was used: enough to say it again after a restart. */
  readonly source?: { readonly speech: string; readonly cache: boolean };
  /** Sent right after the line's transcript, once (not when it is said again after a resume): the quick replies it offers. */
  readonly afterTranscript?: ServerFrame;
}

/** A line as the store keeps it (docs/durable-state.md "Calls"); its audio is synthesized again when it is restored. */
export interface SavedLine {
  readonly text: string;
  readonly speech: string;
  readonly cache: boolean;
  readonly interruptible: boolean;
  readonly fromSay: boolean;
  readonly endReason?: EndedReason;
  /** Its transcript and history entry were already sent: said again without them. */
  readonly replay: boolean;
}

/** The lines of a call as the store keeps them: the one being said (or about to be), then those waiting. */
export interface SavedLines {
  readonly current?: SavedLine;
  readonly queue: readonly SavedLine[];
}

/** Longest text or speech of a stored line, characters (a `say` is at most 1000; script lines are shorter). */
const MAX_SAVED_LINE_CHARS = 8000;

/** True when `value` has the shape of {@link SavedLines} (untrusted input: a stored record): lines of bounded length, an `endReason` a line can carry. */
export function isSavedLines(value: unknown): value is SavedLines {
  if (typeof value !== 'object' || value === null) return false;
  const { current, queue } = value as { current?: unknown; queue?: unknown };
  const line = (l: unknown): boolean => {
    if (typeof l !== 'object' || l === null) return false;
    const v = l as Record<string, unknown>;
    const short = (x: unknown): boolean =>
      typeof x === 'string' && x.length <= MAX_SAVED_LINE_CHARS;
    return (
      short(v['text']) &&
      short(v['speech']) &&
      typeof v['cache'] === 'boolean' &&
      typeof v['interruptible'] === 'boolean' &&
      typeof v['fromSay'] === 'boolean' &&
      typeof v['replay'] === 'boolean' &&
      (v['endReason'] === undefined ||
        v['endReason'] === 'assistant-ended-call' ||
        v['endReason'] === 'assistant-said-end-call-phrase')
    );
  };
  return (
    (current === undefined || line(current)) &&
    Array.isArray(queue) &&
    queue.length <= 64 &&
    queue.every(line)
  );
}

/** What a {@link LineQueue} needs from its call. */
interface LineQueueIo {
  /** Sends a text frame (a {@link serverMessage}). */
  text(frame: ServerFrame): void;
  /** Sends one 640-byte audio frame; false when the call cannot take more (it is ending). */
  audio(frame: Buffer): boolean;
  /** Records a line in the call's history. */
  record(role: 'assistant', content: string): void;
  /** The call's history so far (for `conversation-update`). */
  history(): readonly { readonly role: string; readonly content: string }[];
  /** A line with an `endReason` is over (said, cut off or failed): the call ends. */
  finish(reason: EndedReason): void;
}

/** Settings of a {@link LineQueue}. */
export interface LineQueueOptions {
  readonly clock: FrameClock;
  /** Wall time per 20 ms downlink frame, ms (20 = real time). */
  readonly frameIntervalMs: number;
  /** Quiet after an interruption before the next line starts, ms (`stopSpeakingPlan.backoffSeconds`; default 0). */
  readonly backoffMs?: number;
  readonly io: LineQueueIo;
}

interface Speaking {
  readonly utterance: Utterance;
  /** Said again after a resume: its transcript and history entry were already sent. */
  readonly replay?: boolean;
  /** Set once the audio is ready and `speech-update started` was sent. */
  playback?: Playback;
}

/** See the module comment. */
export class LineQueue {
  private readonly queue: Utterance[] = [];
  private current: Speaking | undefined;
  private muted = false;
  private closed = false;
  private paused = false;
  /** No line starts before this (`performance.now()`, ms): the backoff after an interruption. */
  private holdUntil = 0;
  private holdTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: LineQueueOptions) {}

  /** True while a line is being said or is about to be (its audio is being synthesized). */
  get busy(): boolean {
    return this.current !== undefined;
  }

  /** True when nothing is being said and nothing waits. */
  get idle(): boolean {
    return !this.current && this.queue.length === 0;
  }

  /** Lines being said or waiting. */
  get pending(): number {
    return this.queue.length + (this.current ? 1 : 0);
  }

  /** Says `utterance` after the lines already waiting. */
  enqueue(utterance: Utterance): void {
    this.queue.push(utterance);
    this.pump();
  }

  /** Says `utterance` now, before the waiting lines; the current line stops. */
  sayNow(utterance: Utterance): void {
    if (this.current) {
      const replaced = this.current.utterance;
      this.stopCurrent();
      // Cutting off a closing line must not cancel the end of the call.
      utterance.endReason ??= replaced.endReason;
    }
    this.queue.unshift(utterance);
    this.pump();
  }

  /** The user spoke over the line: an interruptible line that is playing stops; the next one starts (or the call ends). */
  interrupt(): void {
    const speaking = this.current;
    if (!speaking?.playback || !speaking.utterance.interruptible) return;
    this.stopCurrent();
    this.holdUntil = performance.now() + (this.options.backoffMs ?? 0);
    if (speaking.utterance.endReason) {
      this.options.io.finish(speaking.utterance.endReason);
      return;
    }
    this.pump();
  }

  /** Frames keep their timing but carry silence while muted. */
  setMuted(muted: boolean): void {
    this.muted = muted;
    if (this.current?.playback) this.current.playback.muted = muted;
  }

  /** The call lost its socket: the line stops and is remembered; nothing starts until {@link resume}. */
  pause(): void {
    if (this.closed || this.paused) return;
    this.paused = true;
    const speaking = this.current;
    if (!speaking) return;
    speaking.playback?.stop(this.options.clock);
    // A fresh entry: the callbacks of the old one (synthesis, playback) see it is no longer current.
    this.current = {
      utterance: speaking.utterance,
      replay: speaking.replay === true || speaking.playback !== undefined,
    };
  }

  /** A socket carries the call again: the remembered line is said (again), then the queue goes on. */
  resume(): void {
    if (this.closed || !this.paused) return;
    this.paused = false;
    if (this.current) this.load(this.current);
    else this.pump();
  }

  /** The lines as the store keeps them (docs/durable-state.md "Calls"); lines without a `source` are left out. */
  snapshot(): SavedLines {
    const save = (u: Utterance, replay: boolean): SavedLine | undefined =>
      u.source && {
        text: u.text,
        speech: u.source.speech,
        cache: u.source.cache,
        interruptible: u.interruptible,
        fromSay: u.fromSay,
        ...(u.endReason ? { endReason: u.endReason } : {}),
        replay,
      };
    const speaking = this.current;
    const current =
      speaking &&
      save(speaking.utterance, speaking.replay === true || speaking.playback !== undefined);
    return {
      ...(current ? { current } : {}),
      queue: this.queue.map((u) => save(u, false)).filter((l): l is SavedLine => l !== undefined),
    };
  }

  /** Puts back a restored call's lines, paused until {@link resume}; `toUtterance` synthesizes each anew. */
  restore(saved: SavedLines, toUtterance: (line: SavedLine) => Utterance): void {
    this.paused = true;
    this.queue.length = 0;
    for (const line of saved.queue) this.queue.push(toUtterance(line));
    this.current = saved.current
      ? { utterance: toUtterance(saved.current), replay: saved.current.replay }
      : undefined;
  }

  /** Stops the line and drops the queue; nothing is sent afterwards. Idempotent. */
  close(): void {
    if (this.closed) return;
    this.closed = true;
    clearTimeout(this.holdTimer);
    this.current?.playback?.stop(this.options.clock);
    this.current = undefined;
    this.queue.length = 0;
  }

  /** Stops the current line; sends `speech-update stopped` if it had started. */
  private stopCurrent(): void {
    const speaking = this.current;
    if (!speaking) return;
    this.current = undefined;
    if (speaking.playback) {
      speaking.playback.stop(this.options.clock);
      this.options.io.text(serverMessage.speech('stopped', 'assistant'));
    }
  }

  private pump(): void {
    if (this.closed || this.paused || this.current) return;
    const wait = this.holdUntil - performance.now();
    if (wait > 0 && this.queue.length > 0) {
      clearTimeout(this.holdTimer);
      this.holdTimer = setTimeout(() => this.pump(), wait);
      return;
    }
    const utterance = this.queue.shift();
    if (!utterance) return;
    const speaking: Speaking = { utterance };
    this.current = speaking;
    this.load(speaking);
  }

  /** Plays `speaking` once its audio is ready, unless it is no longer current by then. */
  private load(speaking: Speaking): void {
    const { utterance } = speaking;
    utterance.pcm.then(
      (pcm) => {
        if (this.current === speaking && !this.closed && !this.paused) this.play(speaking, pcm);
      },
      (error: unknown) => {
        if (this.current !== speaking || this.closed || this.paused) return;
        this.current = undefined;
        const code = error instanceof SynthesisQueueFullError ? 'queue-full' : 'tts-failed';
        this.options.io.text(
          serverMessage.error(
            code,
            `could not synthesize the line: ${error instanceof Error ? error.message : String(error)}`,
          ),
        );
        if (utterance.endReason) this.options.io.finish(utterance.endReason);
        else this.pump();
      },
    );
  }

  private play(speaking: Speaking, pcm: Buffer): void {
    const { io, clock, frameIntervalMs } = this.options;
    const { utterance } = speaking;
    io.text(serverMessage.speech('started', 'assistant'));
    if (!speaking.replay) {
      io.text(serverMessage.transcript(utterance.text));
      io.record('assistant', utterance.text);
      io.text(serverMessage.conversationUpdate(io.history()));
      if (utterance.afterTranscript) io.text(utterance.afterTranscript);
    }
    if (this.closed || this.paused) return;
    const playback = new Playback(pcm, frameIntervalMs, {
      frame: (frame) => io.audio(frame),
      done: () => {
        if (this.current !== speaking) return;
        this.current = undefined;
        io.text(serverMessage.speech('stopped', 'assistant'));
        if (utterance.endReason) io.finish(utterance.endReason);
        else this.pump();
      },
    });
    playback.muted = this.muted;
    speaking.playback = playback;
    playback.start(clock);
  }
}
