/**
 * One call's WebSocket (PROTOCOL.md "WebSocket `GET /api/call/{id}/ws`"):
 * frames in, frames out, timeouts, backpressure and the end of the call.
 *
 * - On open: `listening`, then `status-update in-progress`, then the first message.
 * - Binary frames: odd length → close 1003; over 32 000 bytes → close 1009;
 *   otherwise the audio goes to the {@link Conversation}.
 * - Text frames: a token bucket ({@link TEXT_FRAMES_PER_S}/s, burst
 *   {@link TEXT_FRAMES_BURST}) is checked first; frames over it are dropped
 *   (one `rate-limited` error reply), and {@link MAX_DROPPED_TEXT_FRAMES}
 *   dropped without a {@link DROP_FORGIVE_MS} pause close the socket with 1008
 *   (`protocol-error`). The rest are parsed by {@link parseClientMessage};
 *   problems get an `error` reply — at most one per `errorReplyIntervalMs` (1 s), the others
 *   counted in its `suppressed` — and the call goes on.
 * - No user activity (speech heard by the VAD, a valid text message) while
 *   the assistant is silent for `idleTimeoutMs` → `silence-timed-out`, close
 *   4000. Silence frames do not count: a socket that only sends silence ends.
 * - `maxDurationMs` after the socket opened → `exceeded-max-duration`, close 1000.
 * - More than `backpressureBytes` buffered unsent before any send (audio or
 *   text) → close 4001: nothing is ever queued without bound.
 * - Every handler is guarded: an exception ends this call with 1011 and
 *   never reaches the process.
 */
import type { RawData, WebSocket } from 'ws';
import type { CallRecord, CallRegistry } from './calls.ts';
import { Conversation } from './conversation.ts';
import type { FrameClock } from './pacer.ts';
import type { Synthesizer } from './tts.ts';
import type { VadConfig } from './vad.ts';
import { Throttle, TokenBucket } from './limits.ts';
import {
  CloseCode,
  DROP_FORGIVE_MS,
  MAX_AUDIO_FRAME_BYTES,
  MAX_DROPPED_TEXT_FRAMES,
  TEXT_FRAMES_BURST,
  TEXT_FRAMES_PER_S,
} from '../src/protocol/limits.ts';
import { serverMessage, type EndedReason, type ErrorCode } from '../src/protocol/server-messages.ts';
import { parseClientMessage, type ClientMessage } from './protocol.ts';

/** Timing knobs of a session (all ms). See `PlatformTiming` in index.ts for the defaults. */
export interface SessionTiming {
  readonly idleTimeoutMs: number;
  readonly frameIntervalMs: number;
  readonly interruptMs: number;
  readonly backpressureBytes: number;
  readonly closeGraceMs: number;
  readonly maxDurationMs: number;
  readonly errorReplyIntervalMs: number;
}

/** What a {@link CallSession} needs. */
export interface SessionDeps {
  readonly registry: CallRegistry;
  readonly synthesizer: Synthesizer;
  readonly clock: FrameClock;
  readonly timing: SessionTiming;
  readonly vad?: Partial<VadConfig>;
  /** Called once when the socket has closed (to drop the session from the platform's set). */
  readonly onClosed: (session: CallSession) => void;
  /** Error log (default `console.error`). */
  readonly logError?: (message: string, error: unknown) => void;
}

/** Binds an open WebSocket to its call. */
export class CallSession {
  private readonly conversation: Conversation;
  private idleTimer: NodeJS.Timeout | undefined;
  private maxTimer: NodeJS.Timeout | undefined;
  private stallTimer: NodeJS.Timeout | undefined;
  private readonly textBudget = new TokenBucket(TEXT_FRAMES_PER_S, TEXT_FRAMES_BURST, performance.now());
  private readonly errorReplies: Throttle;
  private droppedFrames = 0;
  private lastDropAt = 0;
  private graceTimer: NodeJS.Timeout | undefined;
  private ended = false;
  private socketClosed = false;
  private socketError: Error | undefined;

  /**
   * Wires the socket; call {@link start} next.
   *
   * @param ws an open server-side socket (from `WebSocketServer.handleUpgrade`).
   * @param call the call it belongs to, whose socket was just claimed.
   */
  constructor(
    private readonly ws: WebSocket,
    readonly call: CallRecord,
    private readonly deps: SessionDeps,
  ) {
    const { timing } = deps;
    this.errorReplies = new Throttle(timing.errorReplyIntervalMs);
    this.conversation = new Conversation({
      owner: call.id,
      script: call.script,
      language: call.language,
      interruptionsEnabled: call.assistant.interruptionsEnabled,
      synthesizer: deps.synthesizer,
      clock: deps.clock,
      frameIntervalMs: timing.frameIntervalMs,
      interruptMs: timing.interruptMs,
      ...(deps.vad ? { vad: deps.vad } : {}),
      io: {
        text: (frame) => this.sendText(frame),
        audio: (frame) => this.sendAudio(frame),
        record: (role, content) => deps.registry.record(call, role, content),
        history: () => call.history.map(({ role, content }) => ({ role, content })),
        end: (reason) => this.end(reason, CloseCode.normal),
        activity: () => this.idleTimer?.refresh(),
      },
    });
    ws.on('message', (data, isBinary) => this.guard(() => this.onMessage(data, isBinary)));
    ws.on('error', (error) => {
      // ws reports protocol violations it detects itself (e.g. payload over maxPayload → 1009, bad UTF-8 → 1007) and closes.
      this.socketError = error;
    });
    ws.on('close', () => this.guard(() => this.onClose()));
  }

  /** Sends `listening` and `status-update in-progress`, marks the call started and says the first message. */
  start(): void {
    this.guard(() => {
      if (this.call.status === 'ended') {
        // The call timed out while the handshake was in flight.
        this.closeSocket(CloseCode.normal);
        return;
      }
      this.deps.registry.start(this.call);
      this.sendText(serverMessage.listening);
      this.sendText(serverMessage.inProgress());
      this.idleTimer = setTimeout(() => this.guard(() => this.idle()), this.deps.timing.idleTimeoutMs);
      this.maxTimer = setTimeout(() => this.guard(() => this.end('exceeded-max-duration', CloseCode.normal)), this.deps.timing.maxDurationMs);
      this.conversation.start();
    });
  }

  /**
   * Ends the call: records `reason`, stops speaking, and unless the client is
   * the one that closed, sends `status-update ended` and `hang` then closes
   * with `code` (a client that does not close back is cut off after
   * `closeGraceMs`). Idempotent.
   *
   * @param notify send the ended status and `hang` first (default true; false when the client is not reading).
   */
  end(reason: EndedReason, code: number, notify = true): void {
    if (this.ended) return;
    this.ended = true;
    this.deps.registry.end(this.call, reason);
    this.conversation.close();
    this.clearTimers();
    if (this.socketClosed) return;
    if (notify) {
      this.sendText(serverMessage.ended(reason));
      this.sendText(serverMessage.hang());
    }
    this.closeSocket(code);
  }

  /** Cuts the socket at once (no close handshake); the `close` event then cleans up. */
  terminate(): void {
    this.ws.terminate();
  }

  /** The idle timer fired: the call ends unless the assistant is still talking. */
  private idle(): void {
    if (this.conversation.assistantBusy) {
      this.idleTimer?.refresh();
      return;
    }
    this.end('silence-timed-out', CloseCode.idle);
  }

  private onMessage(data: RawData, isBinary: boolean): void {
    if (this.ended) return;
    const bytes = Array.isArray(data) ? Buffer.concat(data) : Buffer.isBuffer(data) ? data : Buffer.from(data);
    if (isBinary) this.onAudio(bytes);
    else this.onText(bytes);
  }

  private onAudio(bytes: Buffer): void {
    if (bytes.length > MAX_AUDIO_FRAME_BYTES) {
      this.end('protocol-error', CloseCode.tooBig);
      return;
    }
    if (bytes.length % 2 !== 0) {
      this.end('protocol-error', CloseCode.protocolError);
      return;
    }
    this.conversation.uplink(bytes);
    // If the uplink stops mid-turn (e.g. the client stops sending while muted), end the turn by wall time.
    if (this.stallTimer) this.stallTimer.refresh();
    else this.stallTimer = setTimeout(() => this.guard(() => this.conversation.flushUserTurn()), this.deps.vad?.endSilenceMs ?? 700);
  }

  private onText(bytes: Buffer): void {
    const now = performance.now();
    if (!this.textBudget.take(now)) {
      if (now - this.lastDropAt > DROP_FORGIVE_MS) this.droppedFrames = 0;
      this.lastDropAt = now;
      if (++this.droppedFrames >= MAX_DROPPED_TEXT_FRAMES) {
        this.end('protocol-error', CloseCode.policyViolation);
        return;
      }
      this.replyError('rate-limited', `over ${TEXT_FRAMES_PER_S} text frames per second: frame dropped`);
      return;
    }
    const parsed = parseClientMessage(bytes);
    if (!parsed.ok) {
      this.replyError(parsed.code, parsed.message);
      return;
    }
    this.idleTimer?.refresh();
    this.onControl(parsed.message);
  }

  /** Sends an `error` reply, at most one per second; the ones held back are counted in the next. */
  private replyError(code: ErrorCode, message: string): void {
    const suppressed = this.errorReplies.pass(performance.now());
    if (suppressed !== undefined) this.sendText(serverMessage.error(code, message, suppressed));
  }

  private onControl(message: ClientMessage): void {
    switch (message.type) {
      case 'say': {
        const error = this.conversation.say(message);
        if (error) this.replyError(error, 'too many say messages waiting');
        return;
      }
      case 'add-message': {
        this.deps.registry.record(this.call, message.message.role, message.message.content);
        if (message.message.role !== 'user') return;
        const error = this.conversation.userText(message.message.content, message.triggerResponseEnabled !== false);
        if (error) this.replyError(error, 'too many lines waiting to be said');
        return;
      }
      case 'control':
        if (message.control === 'say-first-message') this.conversation.sayFirstMessage();
        else this.conversation.setMuted(message.control === 'mute-assistant');
        return;
      case 'end-call':
        this.end('customer-ended-call', CloseCode.normal);
        return;
    }
  }

  private onClose(): void {
    this.socketClosed = true;
    if (this.graceTimer) clearTimeout(this.graceTimer);
    this.end(this.socketError ? 'protocol-error' : 'customer-ended-call', CloseCode.normal);
    this.deps.onClosed(this);
  }

  private sendText(frame: string): void {
    if (this.ws.readyState !== this.ws.OPEN || this.notReading()) return;
    this.ws.send(frame);
  }

  private sendAudio(frame: Buffer): boolean {
    if (this.ended || this.ws.readyState !== this.ws.OPEN || this.notReading()) return false;
    this.ws.send(frame);
    this.idleTimer?.refresh(); // the assistant is talking: not idle
    return true;
  }

  /** More than `backpressureBytes` wait unsent: the client is not reading; the call ends (4001) and nothing more is queued. */
  private notReading(): boolean {
    if (this.ws.bufferedAmount <= this.deps.timing.backpressureBytes) return false;
    this.end('client-not-reading', CloseCode.notReading, false);
    return true;
  }

  private closeSocket(code: number): void {
    if (this.ws.readyState === this.ws.OPEN) this.ws.close(code);
    this.graceTimer = setTimeout(() => this.ws.terminate(), this.deps.timing.closeGraceMs);
    this.graceTimer.unref();
  }

  private clearTimers(): void {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    if (this.maxTimer) clearTimeout(this.maxTimer);
    if (this.stallTimer) clearTimeout(this.stallTimer);
    this.idleTimer = undefined;
    this.maxTimer = undefined;
    this.stallTimer = undefined;
  }

  /** Runs a handler; an exception is logged and ends this call with 1011 (never the process). */
  private guard(fn: () => void): void {
    try {
      fn();
    } catch (error) {
      (this.deps.logError ?? ((m, e) => console.error(m, e)))(`[platform] call ${this.call.id} failed:`, error);
      try {
        this.end('server-error', CloseCode.serverError);
      } catch {
        this.ws.terminate();
      }
    }
  }
}
