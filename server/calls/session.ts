/**
 * One call's WebSocket (PROTOCOL.md "WebSocket `GET /api/call/{id}/ws`"):
 * frames in, frames out, timeouts, backpressure and the end of the call.
 *
 * - On open: `listening`, then `status-update in-progress`, then the first message.
 * - Incoming frames are sorted by {@link InboundFrames} (`inbound-frames.ts`:
 *   frame sizes, the text-frame budget, parsing): audio goes to the
 *   {@link Conversation}, messages are acted on, problems get an `error`
 *   reply (at most one per `errorReplyIntervalMs`, 1 s) and the call goes on,
 *   and violations end it with their close code (1003, 1008, 1009).
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
import type { FrameClock } from '../audio/pacer.ts';
import type { Synthesizer } from '../audio/tts.ts';
import type { VadConfig } from '../audio/vad.ts';
import { CloseCode } from '../../src/protocol/limits.ts';
import { serverMessage, type EndedReason, type ErrorCode } from '../../src/protocol/server-messages.ts';
import { Conversation } from './conversation.ts';
import { InboundFrames } from './inbound-frames.ts';
import type { ClientMessage } from './parse-client-message.ts';
import type { CallRecord, CallRegistry } from './registry.ts';

/** Timing knobs of a session (all ms). See `PlatformTiming` in `server/index.ts` for the defaults. */
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
  private readonly inbound: InboundFrames;
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
    this.inbound = new InboundFrames(timing.errorReplyIntervalMs, performance.now());
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
    const frame = this.inbound.admit(data, isBinary, performance.now());
    switch (frame.kind) {
      case 'audio':
        this.onAudio(frame.pcm);
        return;
      case 'message':
        this.idleTimer?.refresh();
        this.onControl(frame.message);
        return;
      case 'error':
        this.replyError(frame.code, frame.message);
        return;
      case 'close':
        this.end('protocol-error', frame.code);
        return;
    }
  }

  private onAudio(pcm: Buffer): void {
    this.conversation.uplink(pcm);
    // If the uplink stops mid-turn (e.g. the client stops sending while muted), end the turn by wall time.
    if (this.stallTimer) this.stallTimer.refresh();
    else this.stallTimer = setTimeout(() => this.guard(() => this.conversation.flushUserTurn()), this.deps.vad?.endSilenceMs ?? 700);
  }

  /** Sends an `error` reply, at most one per second; the ones held back are counted in the next. */
  private replyError(code: ErrorCode, message: string): void {
    const suppressed = this.inbound.errorReply(performance.now());
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
